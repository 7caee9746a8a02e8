/**
 * The most memory the linear-time engine's DFA caches may hold together, over every pattern of
 * every validator in the process. re2js gives each pattern a lazily built DFA, kept for as long as
 * the pattern: sixty patterns matched against long strings ran a 256 MB heap out. Past this
 * total, the caches that grew least recently are emptied (re2js builds them again as it needs
 * them), so one pattern's match may hold up to {@link MAX_DFA_BYTES_PER_PATTERN} more while it runs.
 */
export const MAX_DFA_BYTES = 32 * 1024 * 1024;

/**
 * The most memory one pattern's DFA cache may hold (re2js gives each 8 MB). A DFA that outgrows it
 * is one that builds a state at almost every character, each dearer than a step of re2js's NFA,
 * which re2js turns to only once the cache has been emptied too soon after it was last: with
 * 8 MB that never came on 40,000 characters, and 32 such patterns took a call 3.4 s; with 1 MB,
 * about a third of that. A realistic pattern's DFA holds far less (`^(?:[A-Za-z ,.]|-){1,2000}$`,
 * some 2,000 states, runs as fast).
 */
export const MAX_DFA_BYTES_PER_PATTERN = 1024 * 1024;

/** What this accounting reads of a re2js DFA: its budget, what is left of it, and how to empty it. */
interface Dfa {
  stateBudget: number;
  memBudget: number;
  clearCache(): void;
}

/** A compiled re2js pattern, as far as its DFA goes (and its one-pass matcher, which runs instead of it). */
export interface Re2Pattern {
  re2(): { readonly lazyDFA?: Dfa | null; readonly dfa?: Dfa; readonly onepass?: unknown };
}

/**
 * Holds `pattern`'s DFA cache to {@link MAX_DFA_BYTES_PER_PATTERN}: made now, before any match
 * builds a state; not for a pattern re2js matches in one pass, which never makes one.
 */
export function limitDfa(pattern: Re2Pattern): void {
  const compiled = pattern.re2();
  if (compiled.onepass !== undefined && compiled.onepass !== null) return;
  const dfa = compiled.dfa;
  if (dfa === undefined || dfa.stateBudget <= MAX_DFA_BYTES_PER_PATTERN) return;
  dfa.stateBudget = MAX_DFA_BYTES_PER_PATTERN;
  dfa.memBudget = Math.min(dfa.memBudget, MAX_DFA_BYTES_PER_PATTERN);
}

// Each DFA that holds memory, with the bytes it held after its last growth: oldest growth first.
const held = new Map<Dfa, number>();
let total = 0;

/** Counts what `pattern`'s DFA holds after a match, and empties the least recently grown caches while all hold more than {@link MAX_DFA_BYTES}. */
export function accountDfa(pattern: Re2Pattern): void {
  const dfa = pattern.re2().lazyDFA;
  if (dfa === undefined || dfa === null) return;
  const bytes = dfa.stateBudget - dfa.memBudget;
  const before = held.get(dfa) ?? 0;
  if (bytes === before) return;
  held.delete(dfa);
  total += bytes - before;
  if (bytes > 0) held.set(dfa, bytes);
  for (const [oldest, size] of held) {
    if (total <= MAX_DFA_BYTES) break;
    oldest.clearCache();
    held.delete(oldest);
    total -= size;
  }
}

/** The bytes the DFA caches hold now, as counted: for tests. */
export function dfaBytesHeld(): number {
  return total;
}
