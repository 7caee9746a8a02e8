/** Which analysis decided a pattern. */
export type Tier = 'syntactic' | 'recheck';

/**
 * What is known of a pattern's matching time. `undecided` says why: beyond the syntactic pass
 * (left to recheck), recheck could not decide it within its bounds, or the vet's budget ran out.
 */
export type Verdict =
  | { readonly status: 'safe'; readonly tier: Tier }
  | { readonly status: 'vulnerable'; readonly tier: Tier; readonly complexity: 'exponential' | 'polynomial'; readonly degree?: number; readonly attack: string }
  | { readonly status: 'undecided'; readonly tier: Tier; readonly reason: string };

const MAX_CACHED = 10_000;
const cache = new Map<string, Verdict>();

/** The cached verdict of a pattern, if any. */
export function cachedVerdict(pattern: string): Verdict | undefined {
  return cache.get(pattern);
}

/**
 * Caches a verdict. A decided verdict is never replaced, and an undecided one only by a decision
 * or by a later tier's word, so a cache can make a report more complete but never change what it
 * decided. Bounded: past {@link MAX_CACHED} patterns the oldest is dropped.
 */
export function cacheVerdict(pattern: string, verdict: Verdict): Verdict {
  const known = cache.get(pattern);
  if (known !== undefined && (known.status !== 'undecided' || (verdict.status === 'undecided' && known.tier === 'recheck'))) return known;
  cache.delete(pattern);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(pattern, verdict);
  return verdict;
}

/** Forgets every verdict (for tests and benchmarks of first sight). */
export function clearVerdictCache(): void {
  cache.clear();
}
