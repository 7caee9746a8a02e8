import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { codeFrames, type FileResult } from '../format/index.js';
import { loadToolManifest } from '../load.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import type { Target } from './files.js';
import { describe } from './files.js';
import { vetToolManifest } from '../vet.js';

/** How `check` treats each file. */
export interface VetFileOptions {
  readonly vet: VetOptions;
  readonly cwd: string;
  /** Report errors only (the counts still include the rest). */
  readonly quiet: boolean;
  /** Keep the source line under each error, for the stylish code frames. */
  readonly frames: boolean;
}

/** One file's result, and its counts before `--quiet` hid anything. */
export interface VettedFile {
  readonly result: FileResult;
  readonly errors: number;
  readonly warnings: number;
}

/** What became of one target: its result, or why there is none. */
export type Outcome = ({ readonly kind: 'vetted' } & VettedFile) | { readonly kind: 'problem'; readonly message: string };

/**
 * Vets a target and never rejects: a file that cannot be read, or a failure of the library
 * (a bug, reported without a stack trace), is a problem to report.
 */
export async function vetTarget(target: Target, options: VetFileOptions, stdin: AsyncIterable<Uint8Array | string>): Promise<Outcome> {
  if (target.kind === 'problem') return target;
  try {
    const vetted = target.kind === 'stdin' ? await vetStdin(stdin, options) : await vetFile(target.path, options);
    return { kind: 'vetted', ...vetted };
  } catch (thrown) {
    const error = thrown as NodeJS.ErrnoException;
    const name = target.kind === 'stdin' ? 'standard input' : shownPath(options.cwd, target.path);
    const message = typeof error.code === 'string' ? `cannot read ${name}: ${describe(error)}` : `failed on ${name}: ${error.message}`;
    return { kind: 'problem', message };
  }
}

/**
 * Vets one file with {@link loadToolManifest}, as the API would, and keeps only what the
 * report needs: the issues, and for code frames the lines they sit on. A file that cannot be
 * read rejects with the file system's error.
 */
export async function vetFile(path: string, options: VetFileOptions): Promise<VettedFile> {
  const report = await loadToolManifest(path, options.vet);
  // The text is read again only for a file with errors to frame: most files have none.
  const text = options.frames && needsFrames(report) ? await readFile(path, 'utf8').catch(() => undefined) : undefined;
  return vetted(shownPath(options.cwd, path), report, text, options);
}

/** A file as reports show it: relative to the working folder, with `/` separators. */
export function shownPath(cwd: string, path: string): string {
  return relative(cwd, path).split(sep).join('/');
}

/** Vets the manifest on standard input, with {@link vetToolManifest}. */
export async function vetStdin(stdin: AsyncIterable<Uint8Array | string>, options: VetFileOptions): Promise<VettedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  const report = vetToolManifest(bytes, options.vet);
  const text = options.frames && needsFrames(report) ? bytes.toString('utf8') : undefined;
  return vetted('<stdin>', report, text, options);
}

function vetted(file: string, report: VetReport, text: string | undefined, options: VetFileOptions): VettedFile {
  const errors = report.issues.filter((issue) => issue.severity === 'error').length;
  const warnings = report.issues.filter((issue) => issue.severity === 'warning').length;
  const issues = options.quiet ? report.issues.filter((issue) => issue.severity === 'error') : report.issues;
  const result: FileResult = text === undefined ? { file, valid: report.valid, issues } : { file, valid: report.valid, issues, frames: codeFrames(text, issues) };
  return { result, errors, warnings };
}

function needsFrames(report: VetReport): boolean {
  return report.issues.some((issue) => issue.severity === 'error' && issue.line !== undefined);
}
