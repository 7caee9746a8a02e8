import type { Dirent } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { fileErrorWords } from '../node/file-error.js';
import type { Target } from './files.js';

/** Which entries a {@link walk} yields and enters, by their path below its root (`a/b.json`, with `/`). */
export interface WalkFilter {
  /** Whether the file (or link to a file) at `relative` is yielded. */
  readonly file: (relative: string) => boolean;
  /** Whether the folder `name` at `relative`, `depth` folders below the root (0 for the root's own), is entered. */
  readonly folder: (relative: string, name: string, depth: number) => boolean;
}

/** A folder operand's filter: every `*.json` below it. */
export const JSON_FILES: WalkFilter = { file: (relative) => relative.endsWith('.json'), folder: () => true };

/**
 * The files below `root` that `filter` keeps, one folder at a time in name order, skipping
 * `node_modules` and names beginning with a dot. A link to a file is a file; a link to a folder
 * is never entered (a link back up would loop). A folder that cannot be read is a problem, named
 * from `shown` (how the caller named `root`), and the walk goes on. A folder operand and a glob
 * both walk here, so they see the same files, in the same order, and the same failures.
 */
export async function* walk(root: string, shown: string, filter: WalkFilter): AsyncGenerator<Target> {
  yield* walkFolder(root, '', shown, filter, 0);
}

async function* walkFolder(path: string, relative: string, shown: string, filter: WalkFilter, depth: number): AsyncGenerator<Target> {
  let entries: Dirent[];
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    yield { kind: 'problem', message: `cannot read ${join(shown, relative)}: ${fileErrorWords(error)}` };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const child = join(path, entry.name);
    const below = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.name.includes('\uFFFD') && (await isMissing(child))) {
      // Node decodes names as UTF-8: one that is not comes back with U+FFFD, and names no file.
      yield { kind: 'problem', message: `cannot read ${join(shown, below)}: its name is not UTF-8, so it cannot be opened by it; rename it` };
      continue;
    }
    if (entry.isDirectory()) {
      if (filter.folder(below, entry.name, depth)) yield* walkFolder(child, below, shown, filter, depth + 1);
    } else if (filter.file(below) && (entry.isFile() || (entry.isSymbolicLink() && (await isFile(child))))) {
      yield { kind: 'file', path: child };
    }
  }
}

async function isMissing(path: string): Promise<boolean> {
  return lstat(path).then(() => false, (error: NodeJS.ErrnoException) => error.code === 'ENOENT');
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((stats) => stats.isFile(), () => false);
}

/**
 * The filter of a glob's part after its static base (`*.json` of `tools/*.json`): the files it
 * matches, and only the folders a match could lie in, so `tools/*.json` reads no folder below
 * `tools` and `src/{a,b}/*.json` enters only `a` and `b`. A part holding a `/` inside braces or
 * parentheses cannot be split into segments: then every folder is entered.
 */
export function globFilter(glob: string): WalkFilter {
  const matches = picomatch(glob, { dot: false });
  const segments = picomatch.scan(glob, { parts: true }).parts ?? [];
  if (segments.length === 0 || segments.some((segment) => segment === '' || segment.includes('/'))) return { file: matches, folder: () => true };
  const globstar = segments.findIndex((segment) => segment.includes('**'));
  const segmentMatches = segments.map((segment) => picomatch(segment, { dot: false }));
  return {
    file: matches,
    folder: (_relative, name, depth) => (globstar !== -1 && depth >= globstar) || (depth < segments.length - 1 && segmentMatches[depth]!(name)),
  };
}
