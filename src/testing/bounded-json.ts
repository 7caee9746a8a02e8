const MAX_DEPTH = 64;
const UNREADABLE = '[unreadable]';

// A member, or what stands for one whose getter or trap throws.
function read(container: Record<string | number, unknown>, key: string | number): unknown {
  try {
    return container[key];
  } catch {
    return UNREADABLE;
  }
}

/**
 * A value as JSON, cut at `max` characters with `…`, built only that far: a handler's output that
 * is a DAG of shared objects 27 levels deep took `JSON.stringify` 27 s and 2.5 GB before the cut.
 * What JSON cannot hold is written as `JSON.stringify` writes it in an object (`undefined` members
 * left out, in an array `null`), a BigInt as `12n`; a cycle is `"[cycle]"`, a value past 64 levels `"…"`, and a value
 * that throws on reading is `"[unreadable]"`.
 *
 * @example
 * ```ts
 * boundedJson({ a: [1, 'x'] }, 2_000); // '{"a":[1,"x"]}'
 * ```
 */
export function boundedJson(value: unknown, max: number): string {
  const parts: string[] = [];
  let length = 0;
  const put = (text: string): boolean => {
    parts.push(text);
    length += text.length;
    return length <= max;
  };
  const path = new Set<object>();
  const write = (item: unknown, depth = 0): boolean => {
    // JSON.stringify throws on a BigInt: it is written as JavaScript writes it.
    if (typeof item === 'bigint') return put(`${item}n`);
    if (typeof item === 'string') return put(quoted(item, max));
    if (item === null || typeof item !== 'object') return put(JSON.stringify(item) ?? 'null');
    if (path.has(item)) return put('"[cycle]"');
    // Deeper than a message can show: the stack is not spent on it.
    if (depth >= MAX_DEPTH) return put('"…"');
    let keys: readonly string[] | undefined;
    let count = 0;
    try {
      // A revoked Proxy throws from Array.isArray, a Proxy of an array may throw from its length.
      if (Array.isArray(item)) count = Number((item as unknown[]).length);
      else keys = Object.keys(item);
    } catch {
      return put('"[unreadable]"');
    }
    path.add(item);
    try {
      if (keys === undefined) {
        if (!put('[')) return false;
        for (let index = 0; index < count; index++) if ((index > 0 && !put(',')) || !write(read(item as Record<number, unknown>, index), depth + 1)) return false;
        return put(']');
      }
      if (!put('{')) return false;
      let first = true;
      for (const key of keys) {
        const member = read(item as Record<string, unknown>, key);
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        if ((!first && !put(',')) || !put(`${quoted(key, max)}:`) || !write(member, depth + 1)) return false;
        first = false;
      }
      return put('}');
    } finally {
      path.delete(item);
    }
  };
  const whole = write(value);
  const text = parts.join('');
  return whole && text.length <= max ? text : `${text.slice(0, max)}…`;
}

// A string as JSON, escaped no further than a text of `max` characters can show: a 50 MB string is not escaped whole to show 2,000 characters of it.
function quoted(text: string, max: number): string {
  return JSON.stringify(text.length > max ? text.slice(0, max + 1) : text);
}
