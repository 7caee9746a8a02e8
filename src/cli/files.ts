import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { readBounded, type BoundedRead } from '../node/bounded-read.js';
import { MAX_DOCUMENT_BYTES } from '../pack/document.js';
import { fileErrorWords } from '../node/file-error.js';

/** One thing to vet, or why an operand gave nothing. */
export type Target =
  | { readonly kind: 'stdin' }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'problem'; readonly message: string };

/**
 * The files the operands name, lazily and in a stable order: a file as it is; a folder's
 * `*.json` files, walked one folder at a time in name order, skipping `node_modules` and
 * names beginning with a dot; a glob's matches, sorted (tinyglobby returns them at once, so a
 * glob holds its paths, never their contents); `-` as standard input. A file named twice is
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
    if (stats.code === 'ENOENT' && isDynamicPattern(operand)) yield* globbed(operand, cwd);
    else yield { kind: 'problem', message: `cannot read ${operand}: ${fileErrorWords(stats)}` };
  } else if (stats.isDirectory()) {
    let any = false;
    for await (const target of walk(path)) {
      any ||= target.kind === 'file';
      yield target;
    }
    if (!any) yield { kind: 'problem', message: `no *.json files in ${operand}` };
  } else {
    yield { kind: 'file', path };
  }
}

async function* globbed(pattern: string, cwd: string): AsyncGenerator<Target> {
  // As in a folder's walk: no dot-names, no node_modules, no links followed into a loop.
  const paths = await glob(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    expandDirectories: false,
    followSymbolicLinks: false,
    ignore: ['**/node_modules/**'],
  });
  if (paths.length === 0) yield { kind: 'problem', message: `no files match ${pattern}` };
  for (const path of paths.sort()) yield { kind: 'file', path: resolve(path) };
}

async function* walk(folder: string): AsyncGenerator<Target> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    yield { kind: 'problem', message: `cannot read ${folder}: ${fileErrorWords(error)}` };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    // Symbolic links are not followed into folders: a link back up would loop.
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith('.json') && (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path))))) yield { kind: 'file', path };
  }
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((stats) => stats.isFile(), () => false);
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
