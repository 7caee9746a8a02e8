import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fixDocument } from '../document/fix.js';
import { readStreamBounded } from '../node/bounded-read.js';
import { MAX_DOCUMENT_BYTES } from '../pack/document.js';
import type { VetOptions } from '../options.js';
import { unifiedDiff } from './diff.js';
import { expandPaths, readTextOrSay, textOrSay } from './files.js';
import type { ExitCode, Io } from './io.js';
import { progressOn } from './progress.js';
import { UsageError } from './usage-error.js';
import { shownPath } from './vet-file.js';
import { fileErrorWords } from '../node/file-error.js';

/** How `check` was asked to fix: write the files, or print what would change. */
export type FixMode = 'write' | 'dry-run';

/**
 * `check --fix` and `check --fix-dry-run`: applies every certain fix to each file the paths name
 * that is a tool manifest, a pack manifest or a tool list (re-vetting and repeating, at most 10 passes) and writes the file back, or, for a dry run,
 * prints a unified diff of each file that would change and writes nothing. Resolves to 2 when a
 * file could not be read or written, else to 0; `check` then reports what is left.
 *
 * @example
 * ```ts
 * await fixPaths(['tools/'], 'dry-run', {}, io); // prints "--- a/tools/echo.json …"
 * ```
 */
export async function fixPaths(paths: readonly string[], mode: FixMode, optionsFor: (path: string) => VetOptions, io: Io, endpoint?: string): Promise<{ readonly code: ExitCode; readonly remainingErrors: number }> {
  const progress = progressOn(io.stderr);
  let failed = false;
  let remainingErrors = 0;
  for await (const target of expandPaths(paths, io.cwd)) {
    if (target.kind === 'problem') {
      progress.note(target.message);
      failed = true;
      continue;
    }
    if (target.kind === 'stdin') {
      if (mode === 'write') throw new UsageError('--fix cannot write back to standard input; use --fix-dry-run to see the changes');
      const text = textOrSay(await readStreamBounded(io.stdin, MAX_DOCUMENT_BYTES), 'standard input', (message) => progress.note(message));
      if (text === undefined) {
        failed = true;
        continue;
      }
      const outcome = fixDocument(text, optionsFor(resolve(io.cwd, '<stdin>')), endpoint);
      io.stdout.write(unifiedDiff('<stdin>', text, outcome.text));
      remainingErrors += countErrors(outcome.issues);
      continue;
    }
    const name = shownPath(io.cwd, target.path);
    const text = await readTextOrSay(target.path, name, (message) => progress.note(message));
    if (text === undefined) {
      failed = true;
      continue;
    }
    // Only a document this library vets is touched: a package.json beside the tools never is.
    const outcome = fixDocument(text, optionsFor(target.path), endpoint);
    remainingErrors += countErrors(outcome.issues);
    if (outcome.text === text) continue;
    if (mode === 'dry-run') {
      io.stdout.write(unifiedDiff(name, text, outcome.text));
      continue;
    }
    try {
      await writeFile(target.path, outcome.text);
      progress.note(`fixed ${name}: ${outcome.applied.length} fix${outcome.applied.length === 1 ? '' : 'es'}`);
    } catch (thrown) {
      progress.note(`cannot write ${name}: ${fileErrorWords(thrown)}`);
      failed = true;
    }
  }
  // A dry run prints only what would change: the errors no fix is certain for are counted, so an exit of 1 is not a silent one.
  if (mode === 'dry-run' && remainingErrors > 0) progress.note(`${remainingErrors.toLocaleString('en')} ${remainingErrors === 1 ? 'error remains' : 'errors remain'} that no certain fix removes; run check without --fix-dry-run to see ${remainingErrors === 1 ? 'it' : 'them'}`);
  progress.done();
  return { code: failed ? 2 : 0, remainingErrors };
}

function countErrors(issues: readonly { severity: string }[]): number {
  return issues.filter((issue) => issue.severity === 'error').length;
}
