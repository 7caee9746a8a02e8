import { relative, resolve, sep } from 'node:path';
import type { Config } from '../config/config.js';
import { optionsResolver, type CommandSettings, type OptionsResolver } from '../config/resolver.js';
import type { FileResult } from '../format/index.js';
import { readBounded, readBoundedSync, readStreamBounded, type BoundedRead } from '../node/bounded-read.js';
import { MAX_DOCUMENT_BYTES } from '../pack/document.js';
import { textTooLarge } from '../source/tree-messages.js';
import type { Target } from './files.js';
import { notAFile } from './files.js';
import { vetDocument } from './vet-document.js';
import { fileErrorWords } from '../node/file-error.js';

/** How `check` vets each file: plain data, so worker threads can be given it too. */
export interface VetSpec {
  readonly cwd: string;
  /** Keep the source line under each error, for the stylish code frames. */
  readonly frames: boolean;
  readonly config?: Config;
  readonly settings: CommandSettings;
  readonly mcpEndpoint?: string;
  readonly stdinFilename?: string;
}

/** A {@link VetSpec} made ready: the per-file options worked out once per set of overrides. */
export interface FileVetter {
  readonly spec: VetSpec;
  readonly resolver: OptionsResolver;
  /** How a file's bytes are read, at most {@link MAX_DOCUMENT_BYTES} of them (the most any kind of document may be). */
  readonly read: (path: string) => Promise<BoundedRead>;
}

/** What became of one target: its results (a pack gives one for itself and one per tool file), or why there are none. */
export type Outcome = { readonly kind: 'vetted'; readonly results: readonly FileResult[] } | { readonly kind: 'problem'; readonly message: string };

/**
 * Makes a {@link FileVetter} of a spec. Files are read synchronously: manifests are small, a
 * synchronous read costs a fraction of a promised one (open, stat, read and close each through
 * the thread pool), and the thread that reads has nothing else to do meanwhile — a worker's event
 * loop serves no one else, and the main thread's only passes batches on. `blocking: false` reads
 * through promises instead.
 */
export function fileVetter(spec: VetSpec, blocking = true): FileVetter {
  const read = blocking ? async (path: string) => readBoundedSync(path, MAX_DOCUMENT_BYTES) : (path: string) => readBounded(path, MAX_DOCUMENT_BYTES);
  return { spec, resolver: optionsResolver(spec.config, spec.settings), read };
}

/** How `check` names standard input: by `--stdin-filename`, or `<stdin>`. */
export interface StdinName {
  /** The path the config's overrides are matched against. */
  readonly path: string;
  /** As reports show it. */
  readonly shown: string;
}

/** Standard input's {@link StdinName}, for the vet and for `--fix-dry-run` alike. */
export function stdinName(cwd: string, stdinFilename: string | undefined): StdinName {
  const path = resolve(cwd, stdinFilename ?? '<stdin>');
  return { path, shown: stdinFilename === undefined ? '<stdin>' : shownPath(cwd, path) };
}

/**
 * Vets a target and never rejects: a file that cannot be read, or a failure of the library
 * (a bug, reported without a stack trace), is a problem to report.
 */
export async function vetTarget(target: Target, vetter: FileVetter, stdin: AsyncIterable<Uint8Array | string>): Promise<Outcome> {
  if (target.kind === 'problem') return target;
  try {
    if (target.kind === 'stdin') {
      const { path, shown } = stdinName(vetter.spec.cwd, vetter.spec.stdinFilename);
      return vetRead(await readStreamBounded(stdin, MAX_DOCUMENT_BYTES), path, shown, vetter);
    }
    return vetRead(await vetter.read(target.path), target.path, shownPath(vetter.spec.cwd, target.path), vetter);
  } catch (thrown) {
    const error = thrown as NodeJS.ErrnoException;
    const name = target.kind === 'stdin' ? 'standard input' : shownPath(vetter.spec.cwd, target.path);
    const message = typeof error.code === 'string' ? `cannot read ${name}: ${fileErrorWords(error)}` : `failed on ${name}: ${error.message}`;
    return { kind: 'problem', message };
  }
}

/** A file as reports show it: relative to the working folder, with `/` separators. */
export function shownPath(cwd: string, path: string): string {
  return relative(cwd, path).split(sep).join('/');
}

// What a bounded read gave, vetted: a path that is no file is a problem (exit 2), as an unreadable one is; an oversized text, its one issue.
async function vetRead(read: BoundedRead, path: string, shown: string, vetter: FileVetter): Promise<Outcome> {
  if (read.kind === 'not-a-file') return { kind: 'problem', message: notAFile(shown, read.what) };
  if (read.kind === 'too-large') return { kind: 'vetted', results: [{ file: shown, valid: false, issues: [textTooLarge(read.size, MAX_DOCUMENT_BYTES, 'file', read.atLeast, true)] }] };
  return { kind: 'vetted', results: await vetDocument(read.bytes, path, shown, vetter) };
}
