import { single, type Proposals, type ProposedFix } from '../proposal.js';
import { closeMatches } from '../suggest.js';

/**
 * A misspelt field is renamed when exactly one known field is close and the object does not
 * already have it; anything less certain stays a hint.
 */
export function renameFix(pointer: string, property: string, known: readonly string[], object: unknown): ProposedFix | undefined {
  const candidates = closeMatches(property, known);
  const target = candidates[0];
  if (candidates.length !== 1 || target === undefined) return undefined;
  if (object !== null && typeof object === 'object' && Object.hasOwn(object, target)) return undefined;
  return single(`Rename "${property}" to "${target}".`, { kind: 'rename', pointer, key: target });
}

/**
 * An enum value that differs from exactly one allowed value only in case is fixed to it
 * (`"get"` → `"GET"`); a near miss of another kind is a suggestion.
 *
 * @example
 * ```ts
 * enumProposals('/spec/method', 'get', ['GET', 'POST']); // { fix: { description: 'Write "GET".', … } }
 * ```
 */
export function enumProposals(pointer: string, value: unknown, allowed: readonly unknown[]): Proposals {
  if (typeof value !== 'string') return {};
  const write = (to: string) => single(`Write "${to}".`, { kind: 'replace', pointer, value: to });
  const strings = allowed.filter((candidate): candidate is string => typeof candidate === 'string');
  const sameLetters = strings.filter((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (sameLetters.length === 1 && sameLetters[0] !== undefined) return { fix: write(sameLetters[0]) };
  return { suggestions: closeMatches(value, strings).map(write) };
}
