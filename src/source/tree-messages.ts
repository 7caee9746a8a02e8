import type { Issue } from '../issue.js';
import { describeThrown } from '../thrown.js';

// What the trusted-tree pass says about each value it cannot take in as it is.

const error = (code: string, pointer: string, message: string, hint: string): Issue => ({ code, severity: 'error', pointer, message, hint });

/** The value (or text) is larger than `limits.maxBytes`. */
export function tooLarge(max: number): Issue {
  return error('limit/size', '', `The manifest, as compact JSON, is longer than the limit of ${max.toLocaleString('en')} (limits.maxBytes, which counts a value's characters and a text's bytes).`, 'A tool manifest is a few kilobytes; raise limits.maxBytes only for a source you trust.');
}

/** A text (a file, standard input) of `size` bytes (`atLeast`: or more, where reading stopped), over `max`: `what` names it. */
export function textTooLarge(size: number, max: number, what = 'manifest', atLeast = false, fixed = false): Issue {
  const issue = { ...tooLarge(max), message: `The ${what} is ${size.toLocaleString('en')} bytes${atLeast ? ' or more' : ''}, more than the limit of ${max.toLocaleString('en')}.` };
  // The bound on what is read at all (a document's 64 MiB) is no option: no setting raises it.
  return fixed ? { ...issue, hint: 'No file this large is read, whatever limits.maxBytes says; a tool manifest is a few kilobytes.' } : issue;
}

/** Nesting deeper than the manifest limit. */
export function tooDeep(pointer: string): Issue {
  return error('limit/depth', pointer, 'The manifest nests deeper than 512 levels of objects and arrays here.', 'A tool manifest needs a few levels; flatten the structure or use $defs and $ref.');
}

/** An object with too many keys. */
export function tooManyKeys(pointer: string, count: number, max: number): Issue {
  return error('limit/properties', pointer, `This object has ${count.toLocaleString('en')} keys, more than the limit of ${max.toLocaleString('en')}.`, 'Split it; no real tool needs that many.');
}

/** An object or array that contains itself. */
export function cycle(pointer: string): Issue {
  return error('manifest/cycle', pointer, 'This value contains itself (a cycle), which no JSON text can hold.', 'Build the manifest as plain data: each object and array in one place.');
}

/** A value JSON has no form for. */
export function notJson(pointer: string, what: string): Issue {
  return error('manifest/not-json', pointer, `This value is ${what}, which is not JSON.`, 'A manifest holds only objects, arrays, strings, finite numbers, booleans and null.');
}

/** Holes in a sparse array, at the first of them. */
export function hole(pointer: string, count: number): Issue {
  const more = count > 1 ? ` (the array has ${count.toLocaleString('en')} holes; this is the first)` : '';
  return error('manifest/not-json', pointer, `This array element is a hole${more}: the array is sparse, which JSON cannot be.`, 'Fill every element of the array, or use null.');
}

/** The problems past the listing cap. */
export function unlisted(count: number): Issue {
  return error('limit/too-many-errors', '', `${count.toLocaleString('en')} more problems in the manifest's values were not listed.`, 'Fix the problems listed, then vet again.');
}

/** The most `json/duplicate-key` issues one text lists: a 1 MiB text can repeat a key 170,000 times. */
export const MAX_DUPLICATE_ISSUES = 100;

/** The repeated keys past {@link MAX_DUPLICATE_ISSUES}, counted, not listed. */
export function unlistedDuplicates(count: number): Issue {
  return error('limit/too-many-errors', '', `${count.toLocaleString('en')} more keys that appear twice in their object were not listed.`, 'Remove the repeated keys listed, then vet again.');
}

/** A getter or Proxy trap that threw when it was read. */
export function unreadable(pointer: string, thrown: unknown): Issue {
  const reason = describeThrown(thrown);
  return error('manifest/unreadable', pointer, `Reading this value threw (${reason.slice(0, 200)}).`, 'Pass plain data: no getters or proxies that throw.');
}

/** The key `__proto__` among a manifest's own fields. */
export function hostileKey(pointer: string): Issue {
  return error('manifest/hostile-key', pointer, 'The key "__proto__" changes an object\'s prototype in the programs that copy this manifest.', 'Rename or remove "__proto__".');
}

/** A schema property named `__proto__`. */
export function protoProperty(pointer: string): Issue {
  return error('schema/proto-property', pointer, 'A property named "__proto__" is never checked by Ajv, so the schema would not mean what it says.', 'Rename the property.');
}

/** A lone UTF-16 surrogate. */
export function loneSurrogate(pointer: string, what: string): Issue {
  return error('manifest/lone-surrogate', pointer, `${what} holds a lone UTF-16 surrogate, which no UTF-8 text can carry.`, 'Remove the stray \\uD800–\\uDFFF escape, or pair it.');
}

/** A number no runtime can hold exactly. */
export function unsafeNumber(pointer: string, value: number): Issue {
  return error(
    'manifest/unsafe-number',
    pointer,
    Number.isFinite(value) ? `${value} is beyond the range of integers a runtime can hold exactly (±${Number.MAX_SAFE_INTEGER}).` : Number.isNaN(value) ? 'This number is NaN, which is not JSON.' : 'This number is too large for any runtime to hold (it reads as infinity).',
    'Use a smaller number.',
  );
}

/** What kind of object a non-plain object is: `a Map`, `a Date`, `an instance of Tool`. */
export function describeObject(object: object): string {
  try {
    const tag = Object.prototype.toString.call(object).slice(8, -1);
    if (tag !== 'Object') return `${/^[AEIOU]/.test(tag) ? 'an' : 'a'} ${tag}`;
    const prototype = Object.getPrototypeOf(object) as { constructor?: { name?: unknown } } | null;
    // A plain object made with Object.create(another): its constructor is Object's, inherited, which says nothing.
    if (prototype !== null && Object.hasOwn(prototype, 'constructor') === false) return 'an object that inherits from another object (made with Object.create), whose inherited fields would be lost';
    const name = prototype?.constructor?.name;
    return typeof name === 'string' && name !== '' ? `an instance of ${name}` : 'an object with a prototype of its own';
  } catch {
    return 'an object with a prototype of its own';
  }
}

/** How a value JSON has no form for is named, by its `typeof`. */
export const NOT_JSON: Readonly<Record<string, string>> = { undefined: 'undefined', function: 'a function', symbol: 'a symbol', bigint: 'a BigInt' };

/** The `__proto__` schema properties found: errors on a pack tool, warnings on an MCP tool (known once the manifest's transport is read). */
export function protoPropertiesOf(tree: unknown, found: readonly Issue[]): Issue[] {
  const mcp = tree !== null && typeof tree === 'object' && (tree as { transport?: unknown }).transport === 'mcp';
  return mcp ? found.map((issue) => ({ ...issue, severity: 'warning' })) : [...found];
}
