import { fixDocument } from '../document/fix.js';
import { readStreamBounded } from '../node/bounded-read.js';
import { MAX_DOCUMENT_BYTES } from '../pack/document.js';
import type { VetOptions } from '../options.js';
import { unifiedDiff } from './diff.js';
import { ReportSink } from './report-sink.js';
import { readTextOrSay, textOrSay, type Target } from './files.js';
import type { ExitCode, Io } from './io.js';
import { progressOn } from './progress.js';
import { UsageError } from './usage-error.js';
import { shownPath, type StdinName } from './vet-file.js';
import { fileErrorWords } from '../node/file-error.js';
import { replaceFile } from '../node/replace-file.js';
import type { Issue } from '../issue.js';
import type { Suppressions } from './suppressions.js';

/** How `check` was asked to fix: write the files, or print what would change. */
export type FixMode = 'write' | 'dry-run';

/** How `check` asked to fix. */
export interface FixRun {
  readonly mode: FixMode;
  /** The options each file is vetted with (the config's overrides for its path). */
  readonly optionsFor: (path: string) => VetOptions;
  readonly stdin: StdinName;
  /** `--mcp-endpoint`. */
  readonly endpoint?: string;
  /** `--output`, absolute: where a dry run writes its diff instead of standard output. */
  readonly output?: string;
  /** A dry run's suppressions: the errors they suppress are not left to count, as check's report leaves them out. */
  readonly suppressions?: Suppressions;
}

/**
 * `check --fix` and `check --fix-dry-run`: applies every certain fix to each target (the files
 * `check` would vet: see `checkTargets`) that is a tool manifest, a pack manifest or a tool list
 * (re-vetting and repeating, at most 10 passes) and writes the file back, or, for a dry run,
 * prints a unified diff of each file that would change (to `--output`, if given) and writes
 * nothing else. Resolves to 2 when a file could not be written (or, for a dry run, named or
 * read, or the diff not written), else to 0. Writing, it leaves
 * what could not be listed or read for `check`'s report, which follows and says so once.
 *
 * @example
 * ```ts
 * await fixPaths(expandPaths(['tools/'], cwd), io, { mode: 'dry-run', optionsFor: () => ({}), stdin }); // prints "--- a/tools/echo.json …"
 * ```
 */
export async function fixPaths(targets: AsyncIterable<Target>, io: Io, { mode, optionsFor, stdin, endpoint, output, suppressions }: FixRun): Promise<{ readonly code: ExitCode; readonly remainingErrors: number }> {
  const progress = progressOn(io.stderr);
  const diffs = new ReportSink(io.stdout, output);
  let failed = false;
  // A dry run is the whole report; a run that writes is followed by check's, which tells what it could not read.
  const unread = (message: string) => {
    if (mode === 'write') return;
    progress.note(message);
    failed = true;
  };
  let remainingErrors = 0;
  const countErrors = (file: string, issues: readonly Issue[]): number => {
    const left = suppressions === undefined ? issues : suppressions.apply({ file, valid: false, issues }).issues;
    return left.filter((issue) => issue.severity === 'error').length;
  };
  for await (const target of targets) {
    if (target.kind === 'problem') {
      unread(target.message);
      continue;
    }
    if (target.kind === 'stdin') {
      if (mode === 'write') throw new UsageError('--fix cannot write back to standard input; use --fix-dry-run to see the changes');
      const text = textOrSay(await readStreamBounded(io.stdin, MAX_DOCUMENT_BYTES), 'standard input', unread);
      if (text === undefined) continue;
      const outcome = fixDocument(text, optionsFor(stdin.path), endpoint, stdin.path);
      await diffs.write(unifiedDiff(stdin.shown, text, outcome.text));
      remainingErrors += countErrors(stdin.shown, outcome.issues);
      continue;
    }
    const name = shownPath(io.cwd, target.path);
    const text = await readTextOrSay(target.path, name, unread);
    if (text === undefined) continue;
    // Only a document this library vets is touched: a package.json beside the tools never is.
    const outcome = fixDocument(text, optionsFor(target.path), endpoint, target.path);
    remainingErrors += countErrors(name, outcome.issues);
    if (outcome.text === text) continue;
    if (mode === 'dry-run') {
      await diffs.write(unifiedDiff(name, text, outcome.text));
      continue;
    }
    try {
      await replaceFile(target.path, outcome.text);
      progress.note(`fixed ${name}: ${outcome.applied.length} fix${outcome.applied.length === 1 ? '' : 'es'}`);
    } catch (thrown) {
      progress.note(`cannot write ${name}: ${fileErrorWords(thrown)}`);
      failed = true;
    }
  }
  // A dry run prints only what would change: the errors no fix is certain for are counted, so an exit of 1 is not a silent one.
  const unwritten = mode === 'dry-run' ? await diffs.close() : undefined;
  if (unwritten !== undefined) {
    progress.note(`cannot write ${output}: ${unwritten}`);
    failed = true;
  }
  if (mode === 'dry-run' && remainingErrors > 0) progress.note(`${remainingErrors.toLocaleString('en')} ${remainingErrors === 1 ? 'error remains' : 'errors remain'} that no certain fix removes; run check without --fix-dry-run to see ${remainingErrors === 1 ? 'it' : 'them'}`);
  progress.done();
  return { code: failed ? 2 : 0, remainingErrors };
}
