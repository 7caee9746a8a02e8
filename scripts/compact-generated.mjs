// The Node build, after esbuild: the Ajv standalone code of generated/ printed without its indentation.
// esbuild prints every module indented by its nesting, and Ajv's code nests one level per keyword it
// checks (the verdict-only tool-schema validator is 42 KB as generated and 140 KB as printed), so
// most of what V8 would scan for it, at import and again when a vet first calls it, is spaces.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformSync } from 'esbuild';

const MODULE_MARK = /^\/\/ (?:[\w@.-]+\/)*[\w@.-]+\.\w+$/gm;
const GENERATED_MARK = /^\/\/ generated\/[\w.-]+\.cjs$/;

/** The text of one output file with each module of generated/ printed compactly (the same statements, the same names). */
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

/** Rewrites every output of these esbuild metafiles that carries a module of generated/. */
export function compactGeneratedOutputs(metafiles) {
  for (const metafile of metafiles) {
    for (const [path, output] of Object.entries(metafile.outputs)) {
      if (!path.endsWith('.js') || !Object.keys(output.inputs).some((input) => input.startsWith('generated/'))) continue;
      const file = resolve(path);
      writeFileSync(file, compactGenerated(readFileSync(file, 'utf8')));
    }
  }
}
