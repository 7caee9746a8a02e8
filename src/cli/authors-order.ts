import { joinPointer } from '../issue.js';
import type { Sources } from '../migrate/sources.js';
import { isArrayIndex } from './migrate-literals.js';

/**
 * The JSON text of a migrated schema, as `JSON.stringify(schema, null, indent)` writes it, except
 * that an object's integer-like keys stand where the original text wrote them: a parsed and
 * migrated object holds them first, in ascending order, and a `properties` of `"10"`, `"2"`,
 * `"b"`, `"1"` would come back as `"1"`, `"2"`, `"10"`, `"b"`. `origin` is the pointer of the
 * schema in the text; `keyOrders` holds the written key order of every object with such a key
 * (see `surveyLiterals`). Each object is looked up where the migration built it from (`sources`,
 * see `recordingSources`), or, for one it kept as it was, where it sits below the one that holds it.
 */
export function inAuthorsOrder(schema: unknown, origin: string, sources: Sources, keyOrders: ReadonlyMap<string, readonly string[]>, indent: string | number): string {
  const step = typeof indent === 'number' ? ' '.repeat(Math.min(10, indent)) : indent.slice(0, 10);
  if (keyOrders.size === 0) return JSON.stringify(schema, null, step);
  const parts: string[] = [];
  // Into one list of pieces, joined once: a string per level, each copied into the one above, took twice as long.
  const write = (value: unknown, at: string | undefined, margin: string): void => {
    if (value === null || typeof value !== 'object') return void parts.push(JSON.stringify(value) ?? 'null');
    const inner = margin + step;
    const open = step === '' ? '' : `\n${inner}`;
    const comma = step === '' ? ',' : `,\n${inner}`;
    const made = sources.get(value);
    const source = made === undefined ? at : origin + made.pointer;
    const isArray = Array.isArray(value);
    const record = value as Record<string, unknown>;
    const keys = isArray ? undefined : writtenOrder(record, Object.keys(record), source === undefined ? undefined : keyOrders.get(source), made?.renamed);
    const count = isArray ? value.length : (keys as string[]).length;
    parts.push(isArray ? '[' : '{');
    let written = 0;
    for (let index = 0; index < count; index++) {
      const key = isArray ? index : (keys as string[])[index] as string;
      const item = isArray ? value[index] : record[key];
      if (!isArray && (item === undefined || typeof item === 'function' || typeof item === 'symbol')) continue;
      parts.push(written++ === 0 ? open : comma);
      if (!isArray) parts.push(`${JSON.stringify(key)}:${step === '' ? '' : ' '}`);
      write(item, source === undefined ? undefined : joinPointer(source, key), inner);
    }
    parts.push(written > 0 && step !== '' ? `\n${margin}${isArray ? ']' : '}'}` : isArray ? ']' : '}');
  };
  write(schema, origin, '');
  return parts.join('');
}

/**
 * An object's keys with its integer-like ones moved to where `written` has them; the others keep
 * their order. A renamed key stands where the key it was written from did; one the text does not
 * have at all (an `anyOf` a migration made) stays after the key before it.
 */
function writtenOrder(record: Record<string, unknown>, keys: string[], written: readonly string[] | undefined, renamed: ReadonlyMap<string, string> | undefined): string[] {
  if (written === undefined || !keys.some(isArrayIndex)) return keys;
  const at = new Map(written.map((key, index) => [key, index]));
  const rank = (key: string) => at.get(renamed?.get(key) ?? key) ?? -1;
  // An integer-like key is never renamed: those the text has are placed in its order.
  const placed = written.filter((key) => isArrayIndex(key) && Object.hasOwn(record, key));
  const out = keys.filter((key) => isArrayIndex(key) && !at.has(key));
  let next = 0;
  let reached = -1;
  for (const key of keys) {
    if (isArrayIndex(key)) continue;
    reached = Math.max(reached, rank(key));
    while (next < placed.length && rank(placed[next] as string) < reached) out.push(placed[next++] as string);
    out.push(key);
  }
  return out.concat(placed.slice(next));
}
