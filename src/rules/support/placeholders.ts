import { single, type Proposals } from '../../proposal.js';
import { closestMatch } from '../../suggest.js';
import { rootProperties } from './input-properties.js';

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

/** A placeholder the runtime fills that names no property of the input schema's root, and the name it likely meant. */
export interface UndeclaredPlaceholder {
  readonly name: string;
  /** `did you mean "x"?` when a declared property is close, else undefined. */
  readonly didYouMean: string | undefined;
  /** The declared property it likely meant, when one is close. */
  readonly closest: string | undefined;
  /** The one declared property that differs from it only in case, when there is exactly one. */
  readonly caseOf: string | undefined;
}

/**
 * The placeholders of a URL, header or body template that the runtime fills from the call's
 * input but that no property at the input schema's root declares (following a root `$ref` and `allOf`).
 */
export function undeclaredPlaceholders(template: string, input: unknown): UndeclaredPlaceholder[] {
  const { declared } = rootProperties(input);
  return substitutedPlaceholders(template)
    .filter(({ name }) => !declared.has(name))
    .map(({ name }) => {
      const closest = closestMatch(name, declared);
      const sameLetters = [...declared].filter((property) => property.toLowerCase() === name.toLowerCase());
      return { name, closest, didYouMean: closest === undefined ? undefined : `did you mean "${closest}"?`, caseOf: sameLetters.length === 1 ? sameLetters[0] : undefined };
    });
}

/** The template with every `{name}` written `{replacement}`. */
export function renamePlaceholder(template: string, name: string, replacement: string): string {
  return template.split(`{${name}}`).join(`{${replacement}}`);
}

/**
 * The fix for an undeclared placeholder of the template at `pointer`: certain when exactly one
 * property differs from it only in case (`{UserId}` → `{userId}`), a suggestion when one is
 * merely close.
 *
 * @example
 * ```ts
 * placeholderProposals('https://x/{ID}', '/spec/urlTemplate', { name: 'ID', caseOf: 'id', closest: 'id', didYouMean: '…' });
 * // → { fix: { description: 'Write {id} for {ID}.', changes: [{ kind: 'replace', pointer: '/spec/urlTemplate', value: 'https://x/{id}' }] } }
 * ```
 */
export function placeholderProposals(template: string, pointer: string, { name, caseOf, closest }: UndeclaredPlaceholder): Proposals {
  const rename = (to: string) => single(`Write {${to}} for {${name}}.`, { kind: 'replace', pointer, value: renamePlaceholder(template, name, to) });
  if (caseOf !== undefined) return { fix: rename(caseOf) };
  return closest === undefined ? {} : { suggestions: [rename(closest)] };
}
