import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { readBounded, type BoundedRead } from '../node/bounded-read.js';
import { MAX_DOCUMENT_BYTES } from '../pack/document.js';
import { fileErrorWords } from '../node/file-error.js';
import { JSON_FILES, globFilter, walk } from './walk.js';

/** One thing to vet, or why an operand gave nothing. */
export type Target =
  | { readonly kind: 'stdin' }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'problem'; readonly message: string };

/**
 * The files the operands name, lazily and in a stable order: a file as it is; a folder's
 * `*.json` files and a glob's matches below its static base, both by the one {@link walk} (one
 * folder at a time in name order, skipping `node_modules` and names beginning with a dot, links
 * to files taken and links to folders not entered); `-` as standard input. A file named twice is
 * vetted once. An operand that names nothing yields a problem, and the walk goes on.
 *
 * @example
 * ```ts
 * for await (const target of expandPaths(['tools/', 'extra/*.json', '-'], process.cwd())) …
 * ```
 */
export async function* expandPaths(operands: readonly string[], cwd: string): AsyncGenerator<Target> {
  const seen = new Set<string>();
  for (const operand of operands) {
    for await (const target of expandOne(operand, cwd)) {
      if (target.kind === 'file') {
        if (seen.has(target.path)) continue;
        seen.add(target.path);
      } else if (target.kind === 'stdin') {
        if (seen.has('-')) continue;
        seen.add('-');
      }
      yield target;
    }
  }
}

async function* expandOne(operand: string, cwd: string): AsyncGenerator<Target> {
  if (operand === '-') {
    yield { kind: 'stdin' };
    return;
  }
  const path = resolve(cwd, operand);
  const stats = await stat(path).catch((error: NodeJS.ErrnoException) => error);
  if (stats instanceof Error) {
    const scan = picomatch.scan(operand);
    // picomatch.scan leaves a leading ! out of base and glob: walked, "!generated/*.json" named the very files it meant to leave out.
    if (scan.negated) yield { kind: 'problem', message: `${operand}: a path that begins with ! is no glob of files to leave out here; list the files to vet, and leave others out with the config's "ignores"` };
    else if (scan.isGlob) yield* somethingOrSay(globbed(scan, cwd), `no files match ${operand}${backslashHint(operand)}`);
    else yield { kind: 'problem', message: `cannot read ${operand}: ${fileErrorWords(stats)}${stats.code === 'ENOENT' ? backslashHint(operand) : ''}` };
  } else if (stats.isDirectory()) {
    yield* somethingOrSay(walk(path, operand, JSON_FILES), `no *.json files in ${operand}`);
  } else {
    yield { kind: 'file', path };
  }
}

async function* globbed(scan: picomatch.ScanResult, cwd: string): AsyncGenerator<Target> {
  // The base keeps the glob's escapes (`tools/\\[x\\]` for the folder `tools/[x]`).
  const base = scan.base.replace(/\\(.)/gs, '$1');
  const root = resolve(cwd, base);
  const shown = base === '' ? '.' : base;
  const stats = await stat(root).catch((error: NodeJS.ErrnoException) => error);
  if (stats instanceof Error) {
    // A base that is not there matches nothing, which the caller says; one that cannot be read is said here.
    if (stats.code !== 'ENOENT' && stats.code !== 'ENOTDIR') yield { kind: 'problem', message: `cannot read ${shown}: ${fileErrorWords(stats)}` };
  } else if (stats.isDirectory()) {
    // As the former glob library read them: 'a/*/' as 'a/*', 'a/*//b.json' as 'a/*/b.json' (an empty segment matches no name; picomatch refuses one alone).
    yield* walk(root, shown, globFilter(scan.glob.replace(/\/{2,}/g, '/').replace(/\/$/, '')));
  }
}

/** For a path written as Windows writes one (`tools\\a.json`), which names no folder here. */
function backslashHint(operand: string): string {
  // A path with a / is written for here, and its \\ is an escape (`tools/\\[x\\]/*.json`).
  return sep === '/' && operand.includes('\\') && !operand.includes('/') ? `; here folders are separated by /, as in ${operand.replaceAll('\\', '/')} (a \\ is part of a name, or escapes a glob's next character)` : '';
}

/** The targets, then `nothing` as a problem if not one of them was a file. */
async function* somethingOrSay(targets: AsyncGenerator<Target>, nothing: string): AsyncGenerator<Target> {
  let any = false;
  for await (const target of targets) {
    any ||= target.kind === 'file';
    yield target;
  }
  if (!any) yield { kind: 'problem', message: nothing };
}

/**
 * A file's text, or undefined after telling `note` why it could not be read (`cannot read
 * tools/a.json: permission denied`): what `--fix` and `migrate` do with each file they name.
 */
export async function readTextOrSay(path: string, name: string, note: (message: string) => void): Promise<string | undefined> {
  try {
    return textOrSay(await readBounded(path, MAX_DOCUMENT_BYTES), name, note);
  } catch (thrown) {
    note(`cannot read ${name}: ${fileErrorWords(thrown)}`);
    return undefined;
  }
}

/** {@link readTextOrSay} of a bounded read already made (of a file or standard input). */
export function textOrSay(read: BoundedRead, name: string, note: (message: string) => void): string | undefined {
  if (read.kind === 'bytes') return Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8');
  note(read.kind === 'not-a-file' ? notAFile(name, read.what) : `cannot read ${name}: it is ${read.size.toLocaleString('en')} bytes${read.atLeast ? ' or more' : ''}, more than the ${MAX_DOCUMENT_BYTES.toLocaleString('en')} read`);
  return undefined;
}

/** What is said of a path that is no regular file, which is never read: `check`, `--fix` and `migrate` say the same. */
export function notAFile(name: string, what: string): string {
  return `cannot read ${name}: it is ${what}, not a file`;
}
