import { visit } from 'jsonc-parser';
import { joinPointer } from '../issue.js';
import { LineMap } from '../source/lines.js';
import { bracketsAtMost, scanText } from '../source/scan.js';
import { MAX_NESTING } from '../source/tree.js';

/** A key written twice in one object. */
export interface RepeatedKey {
  readonly key: string;
  /** The pointer of the object that holds it twice. */
  readonly object: string;
  /** The 1-based line of the second one. */
  readonly line: number;
}

/** A number literal that would mean another value once parsed and written back. */
export interface InexactNumber {
  /** The literal as the text writes it. */
  readonly raw: string;
  readonly pointer: string;
  readonly line: number;
}

/** What {@link surveyLiterals} found in a text that `JSON.parse` accepts. */
export interface LiteralSurvey {
  /** The first key that repeats one earlier in its object: `JSON.parse` keeps only the last. */
  readonly repeated?: RepeatedKey;
  /** By the root's field it sits in, the first number literal of that field that is not carried exactly. */
  readonly inexact: ReadonlyMap<string, InexactNumber>;
  /**
   * The keys, in the order the text writes them, of each object that has an integer-like key, by
   * the object's pointer: a parsed object lists those keys first, in ascending order.
   */
  readonly keyOrders: ReadonlyMap<string, readonly string[]>;
}

/**
 * Walks a JSON text (without its BOM) once for what a migration, which parses the text and writes
 * the schemas it changes back from the parsed value, would silently lose: a repeated key (all but
 * the last dropped) and a number literal that the double it parses to does not hold exactly
 * (`9007199254740993`, `1e400`, `0.1000000000000000000001`), see {@link carriedExactly}. A text
 * nesting deeper than {@link MAX_NESTING} levels is not walked: the migration's reader refuses it
 * whole (`limit/depth`), and the recursive walk would overflow the stack; `nestsTooDeep` says so
 * when a scan of the text has found it already.
 */
export function surveyLiterals(text: string, nestsTooDeep = !bracketsAtMost(text, MAX_NESTING) && scanText(text, MAX_NESTING).tooDeepAt !== undefined): LiteralSurvey {
  if (nestsTooDeep) return { inexact: new Map(), keyOrders: new Map() };
  const lines = new LineMap(text);
  const objects: { keys: Set<string>; at?: string }[] = [];
  const inexact = new Map<string, InexactNumber>();
  const keyOrders = new Map<string, readonly string[]>();
  let repeated: RepeatedKey | undefined;
  visit(
    text,
    {
      onObjectBegin: () => void objects.push({ keys: new Set() }),
      onObjectEnd: () => {
        const object = objects.pop();
        if (object?.at !== undefined) keyOrders.set(object.at, [...object.keys]);
      },
      onObjectProperty: (key, offset, _length, _line, _column, pathSupplier) => {
        const object = objects[objects.length - 1];
        if (object === undefined || repeated !== undefined) return;
        if (object.keys.has(key)) return void (repeated = { key, object: joinPointer('', ...pathSupplier()), line: lines.position(offset).line });
        object.keys.add(key);
        if (object.at === undefined && isArrayIndex(key)) object.at = joinPointer('', ...pathSupplier());
      },
      onLiteralValue: (value, offset, length, _line, _column, pathSupplier) => {
        if (typeof value !== 'number') return;
        const raw = text.slice(offset, offset + length);
        if (carriedExactly(raw)) return;
        const path = pathSupplier();
        const field = String(path[0] ?? '');
        if (!inexact.has(field)) inexact.set(field, { raw, pointer: joinPointer('', ...path), line: lines.position(offset).line });
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return repeated === undefined ? { inexact, keyOrders } : { repeated, inexact, keyOrders };
}

/** Whether JavaScript orders `key` as an array index: before an object's other keys, ascending. */
export function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}

/**
 * Whether a JSON number literal means the same value as what `JSON.stringify` writes of the double
 * it parses to: `1.0`, `1e2`, `-0` and `1152921504606847000` (2^60 as JavaScript prints it) do;
 * `9007199254740993` (read as …992), `1e400` (infinity, written `null`) and `1e-400` (0) do not.
 */
export function carriedExactly(raw: string): boolean {
  const value = Number(raw);
  if (!Number.isFinite(value)) return false;
  const printed = String(value);
  return raw === printed || decimal(raw) === decimal(printed);
}

/** What `JSON.stringify` writes of the double a number literal parses to: `null` for infinity. */
export function writtenAs(raw: string): string {
  return JSON.stringify(Number(raw));
}

// A decimal literal in one spelling per value, significant digits and the power of ten of the last: "-12.50e3" → "-125e2".
function decimal(literal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (match === null) return literal;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const significant = digits.replace(/0+$/, '');
  return `${sign}${significant}e${Number(exponent) - fraction.length + (digits.length - significant.length)}`;
}
