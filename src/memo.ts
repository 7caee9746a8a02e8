/**
 * Remembers a pure function of a string, up to `max` answers (then starts afresh): the same
 * URL templates, hosts and patterns recur across a manifest's rules and a runtime's manifests.
 */
export function memoize<T>(compute: (key: string) => T, max = 1024): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (answers.size >= max) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
