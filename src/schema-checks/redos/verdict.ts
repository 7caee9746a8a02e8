import { BoundedCache } from '../../bounded-cache.js';
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

const cache = new BoundedCache<Verdict>(10_000);

/** The cached verdict of a pattern, if any. */
export function cachedVerdict(pattern: string): Verdict | undefined {
  return cache.get(pattern);
}

/**
 * Caches a verdict. A decided verdict is never replaced, and an undecided one only by a decision
 * or by a later tier's word, so a cache can make a report more complete but never change what it
 * decided. Bounded: past 10,000 patterns, or 4 M characters of them, the oldest are dropped, and
 * a pattern longer than 256 K characters is not kept (it is analysed again, within the vet's budget).
 */
export function cacheVerdict(pattern: string, verdict: Verdict): Verdict {
  const known = cache.get(pattern);
  if (known !== undefined && (known.status !== 'undecided' || (verdict.status === 'undecided' && known.tier === 'recheck'))) return known;
  cache.set(pattern, verdict);
  return verdict;
}

/** Forgets every verdict (for tests and benchmarks of first sight). */
export function clearVerdictCache(): void {
  cache.clear();
}
