import { callMemo } from './call-memo.js';

/**
 * Whether `value` equals `allowed` (a schema's `const`, or a member of its `enum`) as JSON: own
 * keys only and in any order, numbers by value. Driven by the allowed value, so it goes no deeper
 * than the schema's own nesting, and reads only the data's keys, never its methods: Ajv's and
 * json-schema-library's deep equality call the data's `toString` and `valueOf`, and throw when the
 * data has a property of that name.
 *
 * @example
 * ```ts
 * jsonEqual({ b: [1, 2], a: 'x' }, { a: 'x', b: [1, 2] }); // → true
 * jsonEqual({ toString: 'x' }, { a: 1 }); // → false (Ajv's const throws here)
 * ```
 */
export function jsonEqual(value: unknown, allowed: unknown): boolean {
  return equalTo(value, allowed, callWidths());
}

// `widths`: the data objects' key counts, listed once (within a call, once for the whole call:
// `withCallMemo`). A member's keys are looked up first, so a data object's keys are listed only
// when every one of them is there. Without it a thousand members against a 1,000-key object listed
// its keys a thousand times, and a hundred `const`s against a 200,000-key object took 15 s.
function equalTo(value: unknown, allowed: unknown, widths: Map<object, number> | undefined): boolean {
  if (allowed === null || typeof allowed !== 'object') return value === allowed;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(allowed)) {
    if (!Array.isArray(value) || value.length !== allowed.length) return false;
    for (let index = 0; index < allowed.length; index++) if (!equalTo(value[index], allowed[index], widths)) return false;
    return true;
  }
  if (Array.isArray(value)) return false;
  const keys = Object.keys(allowed);
  for (const key of keys) {
    if (!Object.hasOwn(value, key) || !equalTo((value as Record<string, unknown>)[key], (allowed as Record<string, unknown>)[key], widths)) return false;
  }
  return widthOf(value, widths) === keys.length;
}

function widthOf(value: object, widths: Map<object, number> | undefined): number {
  let width = widths?.get(value);
  if (width === undefined) {
    width = Object.keys(value).length;
    widths?.set(value, width);
  }
  return width;
}

function callWidths(): Map<object, number> | undefined {
  const memo = callMemo();
  return memo === undefined ? undefined : (memo.widths ??= new Map());
}

/**
 * Whether `value` equals one of `values` as JSON ({@link jsonEqual}): scalars are looked up in a set
 * made once, objects compared only with members of as many keys and arrays with members of their
 * length, each data object's keys listed at most once per value (per call, within `withCallMemo`).
 */
export function enumMembership(values: readonly unknown[]): (value: unknown) => boolean {
  const scalars = new Set(values.filter((member) => member === null || typeof member !== 'object'));
  // Composite members by their size: an array's length, or the negated count of an object's keys less one.
  const bySize = new Map<number, unknown[]>();
  for (const member of values) {
    if (member === null || typeof member !== 'object') continue;
    const size = Array.isArray(member) ? member.length : -1 - Object.keys(member).length;
    const same = bySize.get(size);
    if (same === undefined) bySize.set(size, [member]);
    else same.push(member);
  }
  return (value) => {
    if (value === null || typeof value !== 'object') return scalars.has(value);
    const called = callWidths();
    const width = Array.isArray(value) ? value.length : widthOf(value, called);
    const candidates = bySize.get(Array.isArray(value) ? width : -1 - width);
    if (candidates === undefined) return false;
    const widths = called ?? (candidates.length > 1 ? new Map<object, number>([[value, width]]) : undefined);
    return candidates.some((member) => equalTo(value, member, widths));
  };
}
