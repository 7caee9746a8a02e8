/** One line of an edit script: kept, removed or added; its text ends with its `\n`, but for a last line that has none. */
type Line = { readonly op: ' ' | '-' | '+'; readonly text: string };

const CONTEXT = 3;
// Past this many cells the middle of two texts is shown as removed then added, not aligned line by line.
const MAX_TABLE = 4_000_000;

/**
 * A unified diff of two texts (`diff -u` style, three lines of context), or `''` when they are
 * the same, that `patch -p1` and `git apply` apply: a last line without a line break is marked
 * `\ No newline at end of file`, and a name they would cut or misread (a space, a tab, a quote, a
 * backslash, a control or bidirectional character, a line break that would start a header of
 * its own) is written as `diff` and `git` write it.
 *
 * @example
 * ```ts
 * unifiedDiff('tools/a.json', '{\n  "mutatin": true\n}\n', '{\n  "mutating": true\n}\n');
 * // '--- a/tools/a.json\n+++ b/tools/a.json\n@@ -1,3 +1,3 @@\n {\n-  "mutatin": true\n+  "mutating": true\n }\n'
 * ```
 */
export function unifiedDiff(name: string, before: string, after: string): string {
  if (before === after) return '';
  const script = editScript(splitLines(before), splitLines(after));
  const changed = script.flatMap((line, index) => (line.op === ' ' ? [] : [index]));
  const hunks: string[] = [];
  let first = 0;
  for (let k = 1; k <= changed.length; k++) {
    // Changes closer than twice the context share a hunk.
    if (k < changed.length && (changed[k] as number) - (changed[k - 1] as number) <= 2 * CONTEXT) continue;
    const start = Math.max(0, (changed[first] as number) - CONTEXT);
    const end = Math.min(script.length, (changed[k - 1] as number) + CONTEXT + 1);
    hunks.push(hunk(script, start, end));
    first = k;
  }
  return `--- ${headerName(`a/${name}`)}\n+++ ${headerName(`b/${name}`)}\n${hunks.join('')}`;
}

function hunk(script: readonly Line[], start: number, end: number): string {
  const oldStart = 1 + script.slice(0, start).filter((line) => line.op !== '+').length;
  const newStart = 1 + script.slice(0, start).filter((line) => line.op !== '-').length;
  const lines = script.slice(start, end);
  const oldCount = lines.filter((line) => line.op !== '+').length;
  const newCount = lines.filter((line) => line.op !== '-').length;
  const range = (from: number, count: number) => `${count === 0 ? from - 1 : from}${count === 1 ? '' : `,${count}`}`;
  return `@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n${lines.map((line) => `${line.op}${line.text.endsWith('\n') ? line.text : `${line.text}\n${NO_NEWLINE}`}`).join('')}`;
}

const NO_NEWLINE = '\\ No newline at end of file\n';

// Each line keeps its line break, so a last line without one differs from the same line with one.
function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\n)/);
}

// Wider than what `printable` escapes: a tab or a quote would end the name for patch too.
const QUOTED = /[\u0000-\u001f\u007f-\u009f"\\\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * A file name as a diff header holds it: as it is; followed by a tab when it has a space (git
 * does so, and GNU patch reads the name up to the tab); or C-quoted (`"a/x\033.json"`, the bytes
 * of a control or bidirectional character in octal), as git quotes it and GNU patch reads it.
 */
function headerName(name: string): string {
  if (QUOTED.test(name)) return `"${name.replace(new RegExp(QUOTED.source, 'g'), quotedCharacter)}"`;
  return name.includes(' ') ? `${name}\t` : name;
}

const C_ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function quotedCharacter(character: string): string {
  return C_ESCAPES[character] ?? [...Buffer.from(character, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
}

function editScript(before: readonly string[], after: readonly string[]): Line[] {
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const a = before.slice(prefix, before.length - suffix);
  const b = after.slice(prefix, after.length - suffix);
  const kept = (text: string): Line => ({ op: ' ', text });
  return [...before.slice(0, prefix).map(kept), ...middle(a, b), ...before.slice(before.length - suffix).map(kept)];
}

// The longest common subsequence of the changed middle, by the textbook table.
function middle(a: readonly string[], b: readonly string[]): Line[] {
  if ((a.length + 1) * (b.length + 1) > MAX_TABLE) return [...a.map((text): Line => ({ op: '-', text })), ...b.map((text): Line => ({ op: '+', text }))];
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === b[j] ? (table[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const lines: Line[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ op: ' ', text: a[i] as string });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || (table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0))) {
      lines.push({ op: '-', text: a[i] as string });
      i++;
    } else {
      lines.push({ op: '+', text: b[j] as string });
      j++;
    }
  }
  return lines;
}
