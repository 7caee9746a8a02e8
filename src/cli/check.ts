import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { findConfig } from '../config/read-config.js';
import { FORMATTERS, type FileResult } from '../format/index.js';
import type { Severity } from '../issue.js';
import type { VetOptions } from '../options.js';
import { RULES } from '../rules/index.js';
import { didYouMean } from '../suggest.js';
import { vetToolManifest } from '../vet.js';
import type { CheckCommand } from './args.js';

import { fixPaths } from './fix.js';
import { useColor, type ExitCode, type Io } from './io.js';
import { progressOn, type Progress } from './progress.js';
import { outcomes } from './schedule.js';
import { restricted, Suppressions, SUPPRESSIONS_FILE } from './suppressions.js';
import { UsageError } from './usage-error.js';
import { fileVetter, type VetSpec } from './vet-file.js';
import { VERSION } from './version.js';
import { fileErrorWords } from '../node/file-error.js';

// A valid manifest, vetted once before the run so that a bad --rule or --profile is a usage
// error before any output, whatever the first file holds.
const PROBE = { id: 'probe.tool', description: 'Probe.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } };

/**
 * `check`: vets every file the paths name (the config's `ignores` left out), in order, keeping
 * only their issues; leaves out the suppressed ones; prints the report in the chosen format.
 * Resolves to the exit code, which counts only what was not suppressed; throws a
 * {@link UsageError} for options the library refuses and a `ConfigError` for a bad config.
 */
export async function check(command: CheckCommand, io: Io): Promise<ExitCode> {
  const config = command.noConfig ? undefined : await findConfig(io.cwd, command.config);
  const spec: VetSpec = {
    cwd: io.cwd,
    frames: command.format === 'stylish',
    ...(config === undefined ? {} : { config }),
    settings: { rules: command.rules, ...(command.profile === undefined ? {} : { profile: command.profile }), allowDraft04: command.allowDraft04 },
    ...(command.mcpEndpoint === undefined ? {} : { mcpEndpoint: command.mcpEndpoint }),
    ...(command.stdinFilename === undefined ? {} : { stdinFilename: command.stdinFilename }),
  };
  const vetter = fileVetter(spec);
  probe(vetter.resolver.optionsFor(resolve(io.cwd, 'probe.json')), command);
  if (command.fix !== undefined) {
    // --fix writes the fixes and reports what is left; --fix-dry-run prints the diff instead of a report.
    const fixed = await fixPaths(command.paths, command.fix, (path) => vetter.resolver.optionsFor(path), io, command.mcpEndpoint);
    if (command.fix === 'dry-run') return fixed.code === 2 ? 2 : fixed.remainingErrors > 0 ? 1 : 0;
  }
  const suppressionsFile = resolve(io.cwd, command.suppressionsLocation ?? SUPPRESSIONS_FILE);
  const suppressions = await Suppressions.load(suppressionsFile, command.suppressAll);
  const progress = progressOn(io.stderr);
  const results: FileResult[] = [];
  const seen = new Set<string>();
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  const hidden: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let failed = false;
  for await (const outcome of outcomes(command, vetter, io, suppressionsFile, (message) => progress.note(message))) {
    if (outcome.kind === 'problem') {
      progress.note(outcome.message);
      failed = true;
      continue;
    }
    for (const vetted of outcome.results) {
      // A pack's tool file named again on the command line, or by a second pack, is reported once.
      if (seen.has(vetted.file)) continue;
      seen.add(vetted.file);
      const shown = suppressions.apply(vetted);
      for (const issue of shown.issues) counts[issue.severity]++;
      const quiet = command.quiet ? restricted(shown, shown.issues.flatMap((issue, index) => (issue.severity === 'error' ? [index] : []))) : shown;
      for (const issue of shown.issues) if (issue.severity !== 'error' && command.quiet) hidden[issue.severity]++;
      results.push(quiet);
    }
    progress.tick(results.length);
  }
  progress.done();
  try {
    if (command.suppressAll) await suppressions.writeAll();
    else if (command.pruneSuppressions) await suppressions.writePruned(io.cwd);
  } catch (thrown) {
    progress.note(`cannot write ${suppressions.path}: ${fileErrorWords(thrown)}`);
    failed = true;
  }
  // With nothing vetted after a failure there is no report, not an empty one.
  if ((results.length > 0 || !failed) && !(await report(results, command, io, progress, hidden))) return 2;
  if (failed) return 2;
  const unused = command.pruneSuppressions || command.suppressAll ? [] : suppressions.unused();
  if (unused.length > 0) {
    const listed = unused.map((entry) => `  ${entry.file} ${entry.code} ${entry.pointer === '' ? '(root)' : entry.pointer}: ${entry.count} suppressed, ${entry.matched} found`);
    progress.note(`suppressions that no longer match (run with --prune-suppressions to remove them):\n${listed.join('\n')}`);
    return 2;
  }
  if (counts.error > 0) return 1;
  if (command.maxWarnings !== undefined && counts.warning > command.maxWarnings) {
    progress.note(`too many warnings: ${counts.warning} (--max-warnings ${command.maxWarnings})`);
    return 1;
  }
  return 0;
}

/** A rule or profile the library refuses is a usage error, before any output. */
function probe(vet: VetOptions, command: CheckCommand): void {
  const ids = RULES.map((rule) => rule.id);
  for (const id of Object.keys(command.rules)) {
    if (ids.includes(id)) continue;
    const hint = didYouMean(id, ids);
    throw new UsageError(`--rule names no rule "${id}"${hint === undefined ? '.' : `; ${hint}`} The rules: ${ids.join(', ')}`);
  }
  try {
    vetToolManifest(PROBE, vet);
  } catch (thrown) {
    throw new UsageError(thrown instanceof Error ? thrown.message : String(thrown));
  }
}

/** Formats the results and writes them out; false when the output file could not be written. */
async function report(results: readonly FileResult[], command: CheckCommand, io: Io, progress: Progress, hidden: Record<Severity, number>): Promise<boolean> {
  const terminal = command.output === undefined && io.stdout.isTTY === true;
  const color = command.format === 'stylish' && useColor(command.color, io.env, terminal);
  const text = FORMATTERS[command.format](results, { cwd: io.cwd, color, version: VERSION, hidden });
  if (command.output === undefined) {
    io.stdout.write(text);
    return true;
  }
  try {
    await writeFile(resolve(io.cwd, command.output), text);
    return true;
  } catch (thrown) {
    progress.note(`cannot write ${command.output}: ${fileErrorWords(thrown)}`);
    return false;
  }
}
