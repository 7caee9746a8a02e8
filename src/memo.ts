import { BoundedCache } from './bounded-cache.js';

/**
 * Remembers a pure function of a string, up to `max` answers and a bounded length of keys (the
 * oldest are forgotten first): the same URL templates, hosts and patterns recur across a
 * manifest's rules and a runtime's manifests.
 */
export function memoize<T>(compute: (key: string) => T, max = 1024): (key: string) => T {
  const answers = new BoundedCache<T>(max);
  return (key) => {
    const known = answers.get(key);
    // One lookup for the common hit; `has` only to tell a remembered `undefined` from a miss.
    if (known !== undefined || answers.has(key)) return known as T;
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
