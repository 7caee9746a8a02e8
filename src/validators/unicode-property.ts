import type { Ranges } from '../char-ranges.js';

// Every code point but the surrogates, in order, in two runs (a high surrogate followed by a low
// one would be read as one code point): built on the first property that needs it.
let runs: readonly (readonly [number, string])[] | undefined;
const cache = new Map<string, Ranges>();
const SURROGATES: readonly [number, number] = [0xd800, 0xdfff];

function codePointRuns(): readonly (readonly [number, string])[] {
  const run = (from: number, to: number): readonly [number, string] => {
    const parts: string[] = [];
    for (let at = from; at <= to; at += 0x1000) {
      const chunk: number[] = [];
      for (let point = at; point <= Math.min(to, at + 0xfff); point++) chunk.push(point);
      parts.push(String.fromCodePoint(...chunk));
    }
    return [from, parts.join('')];
  };
  return (runs ??= [run(0, SURROGATES[0] - 1), run(SURROGATES[1] + 1, 0x10ffff)]);
}

/**
 * The code points a Unicode property escape (`\p{Script_Extensions=Greek}`, `\p{sc=Grek}`,
 * `\p{Alphabetic}`, written without its negation) matches, as this JavaScript engine's `RegExp`
 * reads it: found by running the escape itself over every code point once, so the ranges mean
 * exactly what ECMAScript gives the escape, aliases and all, where RE2 knows other names or none
 * (it reads `Script_Extensions` as `Script`, and knows no binary property). Cached by escape.
 */
export function propertyRanges(escape: string): Ranges {
  const known = cache.get(escape);
  if (known !== undefined) return known;
  const matcher = new RegExp(`${escape}+`, 'gu');
  const single = new RegExp(`^${escape}$`, 'u');
  const ranges: [number, number][] = [];
  for (const [first, text] of codePointRuns()) {
    for (const match of text.matchAll(matcher)) {
      const start = first + codePointsBefore(text, match.index);
      ranges.push([start, start + codePointCount(match[0]) - 1]);
    }
  }
  // A lone surrogate is a code point of its own under the `u` flag (General_Category Cs).
  for (let point = SURROGATES[0]; point <= SURROGATES[1]; point++) if (single.test(String.fromCharCode(point))) addPoint(ranges, point);
  ranges.sort((a, b) => a[0] - b[0]);
  cache.set(escape, ranges);
  return ranges;
}

function addPoint(ranges: [number, number][], point: number): void {
  const last = ranges[ranges.length - 1];
  if (last !== undefined && last[1] === point - 1) last[1] = point;
  else ranges.push([point, point]);
}

// Offsets into a run are UTF-16 units: the code points before an offset, counted once per run position.
const offsets = new Map<string, Int32Array>();
function codePointsBefore(text: string, unit: number): number {
  let table = offsets.get(text);
  if (table === undefined) {
    table = new Int32Array(text.length + 1);
    let count = 0;
    for (let at = 0; at < text.length; at++) {
      table[at] = count;
      const code = text.charCodeAt(at);
      if (code < 0xd800 || code > 0xdbff) count++;
    }
    table[text.length] = count;
    offsets.set(text, table);
  }
  return table[unit] as number;
}

function codePointCount(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0xdc00 || code > 0xdfff) count++;
  }
  return count;
}
