import { subjectOf } from './data-words.js';

/**
 * The subject of every error an error site reports, less the item indices: `"orders[`, `].qty"`
 * around one index. Where a schema has no reference, Ajv's schema path of an error spells the
 * place it checks, but for the indices of the arrays on the way (`#/properties/orders/items/…`
 * checks `/orders/<i>/…`), so at call time only the indices are read from the pointer.
 */
export interface SubjectTemplate {
  /** The pointer's text around each index: `['/orders/', '/qty']`. */
  readonly around: readonly string[];
  /** The subject's text around each index: `['"orders[', '].qty"']`. */
  readonly pieces: readonly string[];
  /** The length of the pointer less its indices. */
  readonly fixedLength: number;
}

/** A subject's text around each index, and each one-digit index with the text after it. */
export interface SubjectPieces {
  readonly around: readonly string[];
  /** At `[i][d]`: the index `d`, then `around[i + 1]` (`'0].qty"'`): the common index costs one concatenation, not two. */
  readonly afterDigit: readonly (readonly string[])[];
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The {@link SubjectPieces} of a subject's text around each index (a template's, or with more words after the last). */
export function subjectPieces(around: readonly string[]): SubjectPieces {
  return { around, afterDigit: around.slice(1).map((piece) => DIGITS.map((digit) => digit + piece)) };
}

const INDEX = Symbol('index');
type Token = string | typeof INDEX;

/**
 * The subject template of an error site, or undefined when its schema path does not spell its place
 * (anything but `properties`, `items`, `prefixItems`, `additionalItems` and in-place applicators).
 */
export function subjectTemplate(schemaPath: string, keyword: string, field: 'input' | 'output'): SubjectTemplate | undefined {
  const tokens = placeTokens(schemaPath, keyword);
  if (tokens === undefined) return undefined;
  // The subject with every index 0 and with every index 1: they differ exactly where the indices are.
  const around: string[] = [];
  let text = '';
  for (const token of tokens) {
    if (token === INDEX) {
      around.push(`${text}/`);
      text = '';
    } else text += `/${token}`;
  }
  around.push(text);
  const zeros = subjectOf(around.join('0'), field);
  const ones = subjectOf(around.join('1'), field);
  if (zeros.length !== ones.length) return undefined;
  const pieces: string[] = [];
  let from = 0;
  for (let at = 0; at < zeros.length; at++) {
    if (zeros.charCodeAt(at) === ones.charCodeAt(at)) continue;
    pieces.push(zeros.slice(from, at));
    from = at + 1;
  }
  pieces.push(zeros.slice(from));
  if (pieces.length !== around.length) return undefined;
  return { around, pieces, fixedLength: around.reduce((sum, part) => sum + part.length, 0) };
}

/**
 * The subject of `pointer` by its site's template, or undefined when the pointer does not fit it;
 * with `pieces` (the template's, with more words after the last, built once per site), the subject and those words.
 */
export function subjectByTemplate(template: SubjectTemplate, pointer: string, pieces: SubjectPieces = subjectPieces(template.pieces)): string | undefined {
  const around = template.around;
  const texts = pieces.around;
  const length = pointer.length;
  if (around.length === 1) return length === template.fixedLength ? (texts[0] as string) : undefined;
  let subject = texts[0] as string;
  let at = (around[0] as string).length;
  for (let index = 1; index < around.length; index++) {
    let end = at;
    const first = at < length ? pointer.charCodeAt(at) : -1;
    let code = first;
    while (isDigit(code)) code = ++end < length ? pointer.charCodeAt(end) : -1;
    // An index Ajv writes: digits, no leading zero, then the next part's slash.
    if (end === at || (first === 48 && end > at + 1)) return undefined;
    const next = around[index] as string;
    if (next.length > 0 && code !== 47) return undefined;
    subject = end === at + 1 ? subject + ((pieces.afterDigit[index - 1] as readonly string[])[first - 48] as string) : subject + pointer.slice(at, end) + (texts[index] as string);
    at = end + next.length;
  }
  return at === length ? subject : undefined;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

const IN_PLACE_ONE = new Set(['not', 'if', 'then', 'else']);
const IN_PLACE_NAMED = new Set(['allOf', 'anyOf', 'oneOf', 'dependentSchemas', 'dependencies']);

// The data tokens a schema path walks through: a property's name as the pointer spells it, or an index.
function placeTokens(schemaPath: string, keyword: string): Token[] | undefined {
  if (schemaPath !== '#' && !schemaPath.startsWith('#/')) return undefined;
  let segments: string[];
  try {
    segments = schemaPath === '#' ? [] : schemaPath.slice(2).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  // Ajv's path ends with the keyword (`…/false schema` too).
  if (segments.pop() !== keyword) return undefined;
  const tokens: Token[] = [];
  for (let at = 0; at < segments.length; at++) {
    const segment = segments[at] as string;
    const next = segments[at + 1];
    if (segment === 'properties' || segment === 'prefixItems') {
      if (next === undefined) return undefined;
      tokens.push(next);
      at++;
    } else if (segment === 'items') {
      // Draft-07's array-form `items` names its index; a schema-form `items` is followed by keywords.
      if (next !== undefined && /^(0|[1-9][0-9]*)$/.test(next)) {
        tokens.push(next);
        at++;
      } else tokens.push(INDEX);
    } else if (segment === 'additionalItems') tokens.push(INDEX);
    else if (IN_PLACE_NAMED.has(segment)) {
      if (next === undefined) return undefined;
      at++;
    } else if (!IN_PLACE_ONE.has(segment)) return undefined;
  }
  return tokens;
}
