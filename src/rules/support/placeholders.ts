import { didYouMean } from '../../suggest.js';
import type { Severity } from '../../issue.js';
import { rootProperties, shutsOut } from './input-properties.js';

/** A `{name}` placeholder in a template, with where it starts. */
export interface Placeholder {
  readonly name: string;
  readonly index: number;
}

/** Every `{…}` of a template, whatever its text, in order: where its braces stand. */
export function findPlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => ({ name: (match[1] ?? '').trim(), index: match.index ?? 0 }));
}

/**
 * The names the runtime fills: its synthesizer replaces `/\{(\w+)\}/g` in a URL template, a
 * header value or a text body, and leaves any other brace text as it is.
 */
export const SUBSTITUTED_NAME = /^\w+$/;

/**
 * Every `{name}` of a header value or text body template that the runtime fills from the
 * call's input, in order. Other brace text (`{"a": 1}`, `{ id }`) is literal to the runtime.
 *
 * @example
 * ```ts
 * substitutedPlaceholders('{"q": "{query}"}'); // [{ name: 'query', index: 7 }]
 * ```
 */
export function substitutedPlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1] ?? '', index: match.index ?? 0 }));
}

/** A placeholder the runtime fills that names no property of the input schema's root. */
export interface UndeclaredPlaceholder {
  readonly name: string;
  /** `did you mean "x"?` when a declared property is close (a typo, another case, a longer or shorter name), else undefined. */
  readonly didYouMean: string | undefined;
  /** No valid input can hold it (the input is closed without it): an error. Else a call may still send it: a warning. */
  readonly shutOut: boolean;
  /** Declared in some branches of the input's root `anyOf`/`oneOf`, not in every one. */
  readonly inSomeBranches: boolean;
}

/**
 * The placeholders of a URL, header or body template that the runtime fills from the call's
 * input but that no property at the input schema's root declares (following a root `$ref` and
 * `allOf`, and counting what every branch of a root `anyOf`/`oneOf` declares).
 */
export function undeclaredPlaceholders(template: string, input: unknown): UndeclaredPlaceholder[] {
  const { declared, inSomeBranches } = rootProperties(input);
  return substitutedPlaceholders(template)
    .filter(({ name }) => !declared.has(name))
    .map(({ name }) => ({ name, didYouMean: nearMiss(name, declared), shutOut: shutsOut(input, name), inSomeBranches: inSomeBranches.has(name) }));
}

/**
 * What an undeclared placeholder's finding says after "names no property of the input schema"
 * (`reason`, with its leading punctuation), how severe it is, and the hint (`otherwise` when no
 * near miss or branch explains it).
 */
export function undeclaredFinding(placeholder: UndeclaredPlaceholder, otherwise: string): { severity: Severity; reason: string; hint: string } {
  const { name, shutOut, inSomeBranches } = placeholder;
  const reason = shutOut
    ? ', and the input allows no other property, so no call can fill it'
    : inSomeBranches
      ? ' in every branch of its root anyOf/oneOf, so a call that matches another branch leaves it unfilled'
      : ', so it is filled only when a call sends a property the schema does not declare';
  const hint = placeholder.didYouMean ?? (inSomeBranches ? `Declare "${name}" in every branch of the input's root anyOf/oneOf, or in input.properties.` : otherwise);
  return { severity: shutOut ? 'error' : 'warning', reason, hint };
}

/** `did you mean` for a name: a near spelling, or a declared name the placeholder contains or is part of (`cityName` → `city`). */
function nearMiss(name: string, declared: ReadonlySet<string>): string | undefined {
  const close = didYouMean(name, declared);
  if (close !== undefined) return close;
  const lowered = name.toLowerCase();
  // Only when one name fits: `{cityName}` beside `city` and `country` is `city`; beside `city` and `cityCode`, neither.
  const overlapping = [...declared].filter(
    (candidate) => candidate.length >= 3 && lowered.length >= 3 && (lowered.includes(candidate.toLowerCase()) || candidate.toLowerCase().includes(lowered)),
  );
  return overlapping.length === 1 ? `did you mean "${overlapping[0]}"?` : undefined;
}
