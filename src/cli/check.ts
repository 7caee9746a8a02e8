import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FORMATTERS, type FileResult } from '../format/index.js';
import type { VetOptions } from '../options.js';
import { RULES } from '../rules/index.js';
import { didYouMean } from '../suggest.js';
import { vetToolManifest } from '../vet.js';
import type { CheckCommand } from './args.js';
import { describe, expandPaths } from './files.js';
import { fixPaths } from './fix.js';
import { inOrder } from './in-order.js';
import { useColor, type ExitCode, type Io } from './io.js';
import { progressOn, type Progress } from './progress.js';
import { UsageError } from './usage-error.js';
import { vetTarget, type VetFileOptions } from './vet-file.js';
import { VERSION } from './version.js';

// A valid manifest, vetted once before the run so that a bad --rule or --profile is a usage
// error before any output, whatever the first file holds.
const PROBE = { id: 'probe.tool', description: 'Probe.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } };

// Files read ahead while one is vetted: reading, not vetting, is what a run waits on.
const READ_AHEAD = 16;

/**
 * `check`: vets every file the paths name, in order, reading a few ahead and keeping only
 * their issues, then prints the report in the chosen format. Resolves to the exit code; throws
 * a {@link UsageError} for options the library refuses.
 */
export async function check(command: CheckCommand, io: Io): Promise<ExitCode> {
  const options: VetFileOptions = { vet: vetOptions(command), cwd: io.cwd, quiet: command.quiet, frames: command.format === 'stylish' };
  if (command.fix !== undefined) {
    // --fix writes the fixes and reports what is left; --fix-dry-run prints the diff instead of a report.
    const fixed = await fixPaths(command.paths, command.fix, options.vet, io);
    if (command.fix === 'dry-run') return fixed.code === 2 ? 2 : fixed.remainingErrors > 0 ? 1 : 0;
  }
  const progress = progressOn(io.stderr);
  const results: FileResult[] = [];
  let errors = 0;
  let warnings = 0;
  let failed = false;
  for await (const outcome of inOrder(expandPaths(command.paths, io.cwd), (target) => vetTarget(target, options, io.stdin), READ_AHEAD)) {
    if (outcome.kind === 'problem') {
      progress.note(outcome.message);
      failed = true;
      continue;
    }
    results.push(outcome.result);
    errors += outcome.errors;
    warnings += outcome.warnings;
    progress.tick(results.length);
  }
  progress.done();
  // With nothing vetted after a failure there is no report, not an empty one.
  if ((results.length > 0 || !failed) && !(await report(results, command, io, progress))) return 2;
  if (failed) return 2;
  if (errors > 0) return 1;
  if (command.maxWarnings !== undefined && warnings > command.maxWarnings) {
    progress.note(`too many warnings: ${warnings} (--max-warnings ${command.maxWarnings})`);
    return 1;
  }
  return 0;
}

/** The library's options for the command; a rule or profile the library refuses is a usage error. */
function vetOptions(command: CheckCommand): VetOptions {
  const ids = RULES.map((rule) => rule.id);
  for (const id of Object.keys(command.rules)) {
    if (ids.includes(id)) continue;
    const hint = didYouMean(id, ids);
    throw new UsageError(`--rule names no rule "${id}"${hint === undefined ? '.' : `; ${hint}`} The rules: ${ids.join(', ')}`);
  }
  const vet: VetOptions = {
    rules: command.rules,
    ...(command.profile === undefined ? {} : { profile: command.profile }),
    ...(command.allowDraft04 ? { dialects: ['draft-04'] } : {}),
  };
  try {
    vetToolManifest(PROBE, vet);
  } catch (thrown) {
    throw new UsageError(thrown instanceof Error ? thrown.message : String(thrown));
  }
  return vet;
}

/** Formats the results and writes them out; false when the output file could not be written. */
async function report(results: readonly FileResult[], command: CheckCommand, io: Io, progress: Progress): Promise<boolean> {
  const terminal = command.output === undefined && io.stdout.isTTY === true;
  const color = command.format === 'stylish' && useColor(command.color, io.env, terminal);
  const text = FORMATTERS[command.format](results, { cwd: io.cwd, color, version: VERSION });
  if (command.output === undefined) {
    io.stdout.write(text);
    return true;
  }
  try {
    await writeFile(resolve(io.cwd, command.output), text);
    return true;
  } catch (thrown) {
    progress.note(`cannot write ${command.output}: ${describe(thrown as NodeJS.ErrnoException)}`);
    return false;
  }
}
