import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { Config } from '../config/config.js';
import { optionsResolver, type CommandSettings, type OptionsResolver } from '../config/resolver.js';
import type { FileResult } from '../format/index.js';
import type { Target } from './files.js';
import { describe } from './files.js';
import { vetDocument } from './vet-document.js';

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
  /** How a file's bytes are read: asynchronously on the main thread, at once in a worker (which has nothing else to do). */
  readonly read: (path: string) => Promise<Uint8Array>;
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
  const read = blocking ? async (path: string) => readFileSync(path) : (path: string) => readFile(path);
  return { spec, resolver: optionsResolver(spec.config, spec.settings), read };
}

/**
 * Vets a target and never rejects: a file that cannot be read, or a failure of the library
 * (a bug, reported without a stack trace), is a problem to report.
 */
export async function vetTarget(target: Target, vetter: FileVetter, stdin: AsyncIterable<Uint8Array | string>): Promise<Outcome> {
  if (target.kind === 'problem') return target;
  try {
    if (target.kind === 'stdin') {
      const name = vetter.spec.stdinFilename;
      const path = name === undefined ? resolve(vetter.spec.cwd, '<stdin>') : resolve(vetter.spec.cwd, name);
      return { kind: 'vetted', results: await vetDocument(await readStdin(stdin), path, name === undefined ? '<stdin>' : shownPath(vetter.spec.cwd, path), vetter) };
    }
    return { kind: 'vetted', results: await vetDocument(await vetter.read(target.path), target.path, shownPath(vetter.spec.cwd, target.path), vetter) };
  } catch (thrown) {
    const error = thrown as NodeJS.ErrnoException;
    const name = target.kind === 'stdin' ? 'standard input' : shownPath(vetter.spec.cwd, target.path);
    const message = typeof error.code === 'string' ? `cannot read ${name}: ${describe(error)}` : `failed on ${name}: ${error.message}`;
    return { kind: 'problem', message };
  }
}

/** A file as reports show it: relative to the working folder, with `/` separators. */
export function shownPath(cwd: string, path: string): string {
  return relative(cwd, path).split(sep).join('/');
}

async function readStdin(stdin: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
