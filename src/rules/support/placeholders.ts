import type { Severity } from '../../issue.js';
import { single, type Proposals } from '../../proposal.js';
import { memoize } from '../../memo.js';
import { closestMatch } from '../../suggest.js';
import { declaresFalse, rootProperties } from './input-properties.js';
import { shutsOut } from './shut-out.js';
import type { Dialect } from '../../dialects/table.js';

/** A `{name}` placeholder in a template, with where it starts. */
export interface Placeholder {
  readonly name: string;
  readonly index: number;
}

/** Every `{…}` of a template, whatever its text, in order: where its braces stand. */
export function findPlaceholders(template: string): Placeholder[] {
  return matches(template, ANY_BRACED, (text) => text.trim());
}

const ANY_BRACED = /\{([^{}]*)\}/g;
const FILLED = /\{(\w+)\}/g;

// An `exec` loop on one regex: `matchAll` clones its regex and builds an iterator on every call.
function matches(template: string, pattern: RegExp, name: (text: string) => string): Placeholder[] {
  const found: Placeholder[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(template); match !== null; match = pattern.exec(template)) found.push({ name: name(match[1] ?? ''), index: match.index });
  return found;
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
export function substitutedPlaceholders(template: string): readonly Placeholder[] {
  // Remembered for template-sized texts: two URL rules read the same template in every vet.
  return template.length > 2048 ? filledPlaceholders(template) : knownFilledPlaceholders(template);
}

const filledPlaceholders = (template: string): readonly Placeholder[] => Object.freeze(matches(template, FILLED, (text) => text));
const knownFilledPlaceholders = memoize(filledPlaceholders);

/**
 * Each name the runtime fills in a template, once, in the order first written: what the rules
 * tell of, a name at a time (a template may write one placeholder several times; 60,000 of one
 * name were as many issues).
 *
 * @example
 * ```ts
 * substitutedNames('/{a}/{b}?again={a}'); // ['a', 'b']
 * ```
 */
export function substitutedNames(template: string): readonly string[] {
  return template.length > 2048 ? distinctNames(template) : knownDistinctNames(template);
}

// Not frozen (readonly by type): the rules walk it by index, and V8 steps a frozen array slowly.
function distinctNames(template: string): readonly string[] {
  const placeholders = substitutedPlaceholders(template);
  const names: string[] = [];
  let seen: Set<string> | undefined;
  for (let index = 0; index < placeholders.length; index++) {
    const { name } = placeholders[index] as Placeholder;
    if (seen?.has(name) === true) continue;
    (seen ??= new Set()).add(name);
    names.push(name);
  }
  return names;
}
const knownDistinctNames = memoize(distinctNames);

/** A placeholder the runtime fills that names no property of the input schema's root. */
export interface UndeclaredPlaceholder {
  readonly name: string;
  /** `did you mean "x"?` when a declared property is close (a typo, another case, a longer or shorter name), else undefined. */
  readonly didYouMean: string | undefined;
  /** The declared property it likely meant, when one is close. */
  readonly closest: string | undefined;
  /** The one declared property that differs from it only in case, when there is exactly one. */
  readonly caseOf: string | undefined;
  /** No valid input can hold it (the input is closed without it): an error. Else a call may still send it: a warning. */
  readonly shutOut: boolean;
  /** Declared in some branches of the input's root `anyOf`/`oneOf`, not in every one. */
  readonly inSomeBranches: boolean;
  /** Declared `false` at the root: named, but no input may hold it. */
  readonly declaredFalse: boolean;
  /** Whether its fix or suggestion may be made: each holds the whole rewritten template, so their total is bounded. */
  readonly proposable: boolean;
}

const MAX_NEAR_MISS_LOOKS = 4_000_000;
// The looks are counted for all of a vet's templates (its URL, every header, the body): the rules
// ask about the same input object, the vet's own tree, and a new vet brings a new one.
let looksInput: unknown;
let looksLeft = MAX_NEAR_MISS_LOOKS;
const MAX_PROPOSED_CHARACTERS = 4_000_000;

/**
 * The placeholders of a URL, header or body template that the runtime fills from the call's
 * input but that no property at the input schema's root declares (following a root `$ref` and
 * `allOf`, and counting what every branch of a root `anyOf`/`oneOf` declares). `dialect` is the
 * input's (2020-12 when not given), which decides whether `unevaluatedProperties` closes it.
 */
export function undeclaredPlaceholders(template: string, input: unknown, dialect?: Dialect): UndeclaredPlaceholder[] {
  // Each name once: its issue's fix edits every place it is written.
  const names = substitutedNames(template);
  if (names.length === 0) return [];
  const { declared, inSomeBranches } = rootProperties(input);
  const undeclared: UndeclaredPlaceholder[] = [];
  let started = false;
  // A near miss looks through every declared name: thousands of placeholders beside thousands of
  // properties stop looking past a bound, across all the templates of one vet. A proposal holds the whole rewritten template: past a
  // bound on their total length, the rest have hints only (8,000 of them beside a 64 KB template ran out of memory).
  let proposals = 0;
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    if (declared.has(name)) continue;
    // What the bounds need is worked out at the first undeclared name: most templates have none.
    if (!started) {
      started = true;
      if (input !== looksInput) {
        looksInput = input;
        looksLeft = MAX_NEAR_MISS_LOOKS;
      }
      proposals = Math.floor(MAX_PROPOSED_CHARACTERS / Math.max(template.length, 1));
    }
    looksLeft -= declared.size;
    const closest = looksLeft >= 0 ? nearMiss(name, declared) : undefined;
    undeclared.push({
      name,
      closest,
      didYouMean: closest === undefined ? undefined : `did you mean "${closest}"?`,
      caseOf: looksLeft >= 0 ? onlyOtherCase(name, declared) : undefined,
      proposable: proposals-- > 0,
      shutOut: shutsOut(input, name, dialect),
      inSomeBranches: inSomeBranches.has(name),
      declaredFalse: declaresFalse(input, name),
    });
  }
  return undeclared;
}

/** The one declared name that differs from `name` only in case, if exactly one does. */
function onlyOtherCase(name: string, declared: ReadonlySet<string>): string | undefined {
  const lowered = name.toLowerCase();
  return theOnly(declared, (property) => property.toLowerCase() === lowered);
}

/** The one name that passes `test`, or undefined when none or several do. */
function theOnly(names: ReadonlySet<string>, test: (name: string) => boolean): string | undefined {
  let found: string | undefined;
  let count = 0;
  for (const name of names) {
    if (!test(name)) continue;
    found = name;
    count++;
  }
  return count === 1 ? found : undefined;
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
 * placeholderProposals('https://x/{ID}', '/spec/urlTemplate', placeholder); // { fix: { description: 'Write {id} for {ID}.', changes: [...] } }
 * ```
 */
export function placeholderProposals(template: string, pointer: string, { name, caseOf, closest, proposable }: UndeclaredPlaceholder): Proposals {
  if (!proposable) return {};
  const rename = (to: string) => single(`Write {${to}} for {${name}}.`, { kind: 'replace', pointer, value: renamePlaceholder(template, name, to) });
  if (caseOf !== undefined) return { fix: rename(caseOf) };
  return closest === undefined ? {} : { suggestions: [rename(closest)] };
}

/**
 * What an undeclared placeholder's finding says of the property (`names`: "names no property of
 * the input schema", or that it declares it `false`) and then why (`reason`, with its leading
 * punctuation), how severe it is, and the hint (`otherwise` when no near miss, branch or `false`
 * explains it).
 */
export function undeclaredFinding(placeholder: UndeclaredPlaceholder, otherwise: string): { severity: Severity; names: string; reason: string; hint: string } {
  const { name, shutOut, inSomeBranches, declaredFalse } = placeholder;
  if (declaredFalse) {
    return {
      severity: 'error',
      names: 'names a property the input schema declares false',
      reason: ', so no input the schema allows can hold it and no call can fill it',
      hint: placeholder.didYouMean ?? `Give input.properties.${name} a schema in place of false, or remove the placeholder.`,
    };
  }
  const reason = shutOut
    ? ', and no input the schema allows can hold it, so no call can fill it'
    : inSomeBranches
      ? ' in every branch of its root anyOf/oneOf, so a call that matches another branch leaves it unfilled'
      : ', so it is filled only when a call sends a property the schema does not declare';
  const hint = placeholder.didYouMean ?? (inSomeBranches ? `Declare "${name}" in every branch of the input's root anyOf/oneOf, or in input.properties.` : otherwise);
  return { severity: shutOut ? 'error' : 'warning', names: 'names no property of the input schema', reason, hint };
}

/** The declared name a placeholder likely meant: a near spelling, or a declared name it contains or is part of (`cityName` → `city`). */
function nearMiss(name: string, declared: ReadonlySet<string>): string | undefined {
  const close = closestMatch(name, declared);
  if (close !== undefined) return close;
  const lowered = name.toLowerCase();
  if (lowered.length < 3) return undefined;
  // Only when one name fits: `{cityName}` beside `city` and `country` is `city`; beside `city` and `cityCode`, neither.
  return theOnly(declared, (candidate) => {
    if (candidate.length < 3) return false;
    const form = candidate.toLowerCase();
    return lowered.includes(form) || form.includes(lowered);
  });
}
