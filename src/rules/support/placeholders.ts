import { didYouMean } from '../../suggest.js';
import type { RootFacts } from '../../schema-checks/walk/root-facts.js';
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
}

/**
 * The placeholders of a URL, header or body template that the runtime fills from the call's
 * input but that no property at the input schema's root declares (following a root `$ref` and
 * `allOf`), from the facts the schema walk collected.
 *
 * @example
 * ```ts
 * undeclaredPlaceholders('/users/{userId}', inputFacts(manifest.input, context)); // [{ name: 'userId', didYouMean: … }]
 * ```
 */
export function undeclaredPlaceholders(template: string, facts: RootFacts): UndeclaredPlaceholder[] {
  const { declared } = rootProperties(facts);
  return substitutedPlaceholders(template)
    .filter(({ name }) => !declared.has(name))
    .map(({ name }) => ({ name, didYouMean: didYouMean(name, declared) }));
}
