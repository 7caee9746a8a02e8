// The Node build's outputs, after esbuild: printed for V8 to parse fast at import and on first use.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformSync } from 'esbuild';

const MODULE_MARK = /^\/\/ (?:[\w@.-]+\/)*[\w@.-]+\.\w+$/gm;
const GENERATED_MARK = /^\/\/ generated\/[\w.-]+\.cjs$/;

/**
 * The text with each module of generated/ printed without indentation (the same statements, the
 * same names). esbuild indents every line by its nesting, and Ajv's standalone code nests one level
 * per keyword it checks (the verdict-only tool-schema validator is 42 KB as generated and 140 KB as
 * printed), so most of what V8 would scan for it, at import and again on its first call, is spaces.
 */
export function compactGenerated(text) {
  const marks = [...text.matchAll(MODULE_MARK)].map((match) => match.index);
  let out = '';
  let at = 0;
  marks.forEach((start, i) => {
    const line = text.slice(start, text.indexOf('\n', start));
    if (!GENERATED_MARK.test(line)) return;
    const body = start + line.length + 1;
    const end = marks[i + 1] ?? text.length;
    const { code } = transformSync(text.slice(body, end), { minifyWhitespace: true, loader: 'js', logLevel: 'error' });
    out += `${text.slice(at, body)}${code}\n`;
    at = end;
  });
  return out + text.slice(at);
}

/**
 * The text with every character outside ASCII written as a `\uXXXX` escape. esbuild escapes them
 * in strings, templates and regular expressions but keeps them in comments, and one `…` in a
 * comment made V8 hold the whole 300 KB main chunk as a two-byte string: 600 KB of young
 * generation, enough that a process's first vet paid a scavenge. In a comment the escape is text; in
 * code, an escape per UTF-16 unit means what the character meant.
 */
export function asciiOnly(text) {
  return text.replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Rewrites every JavaScript output of these esbuild metafiles. */
export function finishOutputs(metafiles) {
  for (const metafile of metafiles) {
    for (const [path, output] of Object.entries(metafile.outputs)) {
      if (!path.endsWith('.js')) continue;
      const file = resolve(path);
      const text = readFileSync(file, 'utf8');
      const generated = Object.keys(output.inputs).some((input) => input.startsWith('generated/'));
      const finished = asciiOnly(generated ? compactGenerated(text) : text);
      if (finished !== text) writeFileSync(file, finished);
    }
  }
}
