import { resolve } from 'node:path';
import { findConfig } from '../config/read-config.js';
import { REPORT_WRITERS, type FileResult } from '../format/index.js';
import { noCounts, type Counts } from '../format/writer.js';
import type { VetOptions } from '../options.js';
import { vetToolManifest } from '../vet.js';
import type { CheckCommand } from './args.js';

import { fixPaths } from './fix.js';
import { checkTargets, ownFiles, refuseOutputOverInput } from './targets.js';
import { useColor, type ExitCode, type Io } from './io.js';
import { progressOn } from './progress.js';
import { ReportSink } from './report-sink.js';
import { outcomes } from './schedule.js';
import { restricted, Suppressions, SUPPRESSIONS_FILE } from './suppressions.js';
import { UsageError } from './usage-error.js';
import { fileVetter, stdinName, type VetSpec } from './vet-file.js';
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
  probe(vetter.resolver.optionsFor(resolve(io.cwd, 'probe.json')));
  const suppressionsFile = resolve(io.cwd, command.suppressionsLocation ?? SUPPRESSIONS_FILE);
  const own = ownFiles(command.paths, command.output, io.cwd, suppressionsFile);
  if (command.output !== undefined) await refuseOutputOverInput(command.output, io.cwd, { ...(config === undefined ? {} : { config: config.file }), suppressions: suppressionsFile });
  const suppressions = await Suppressions.load(suppressionsFile, command.suppressAll);
  let fixFailed = false;
  if (command.fix !== undefined) {
    // --fix writes the fixes and reports what is left; --fix-dry-run prints the diff instead of a report.
    const stdin = stdinName(io.cwd, command.stdinFilename);
    const targets = checkTargets(command.paths, io.cwd, vetter.resolver, own);
    const fixed = await fixPaths(targets, io, {
      mode: command.fix,
      optionsFor: (path) => vetter.resolver.optionsFor(path),
      stdin,
      ...(command.mcpEndpoint === undefined ? {} : { endpoint: command.mcpEndpoint }),
      ...(command.output === undefined ? {} : { output: resolve(io.cwd, command.output) }),
      // Writing, check's report that follows applies them (once: applying counts what matched).
      ...(command.fix === 'dry-run' ? { suppressions } : {}),
    });
    if (command.fix === 'dry-run') return fixed.code === 2 ? 2 : fixed.remainingErrors > 0 ? 1 : 0;
    fixFailed = fixed.code === 2;
  }
  const progress = progressOn(io.stderr);
  const output = reportOutput(command, io);
  let reported = 0;
  const seen = new Set<string>();
  const counts = noCounts();
  const hidden = noCounts();
  let unvetted = 0;
  for await (const outcome of outcomes(command, vetter, io, own, (message) => progress.note(message))) {
    if (outcome.kind === 'problem') {
      progress.note(outcome.message);
      unvetted++;
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
      await output.file(quiet, reported++ === 0);
    }
    progress.tick(reported);
  }
  progress.done();
  let suppressionsUnwritten = false;
  try {
    if (command.suppressAll) await suppressions.writeAll();
    else if (command.pruneSuppressions) await suppressions.writePruned(io.cwd);
  } catch (thrown) {
    progress.note(`cannot write ${suppressions.path}: ${fileErrorWords(thrown)}`);
    suppressionsUnwritten = true;
  }
  // A file --fix could not write back is a job not done, whatever its report says.
  const failed = fixFailed || unvetted > 0 || suppressionsUnwritten;
  const unused = failed || command.pruneSuppressions || command.suppressAll ? [] : suppressions.unused();
  const unfinished = unfinishedWords({ unvetted, fixFailed, suppressionsUnwritten, unused: unused.length });
  // With nothing vetted after a failure there is no report, not an empty one.
  const unwritten = reported > 0 || !failed ? await output.end(reported === 0, hidden, unfinished) : undefined;
  if (unwritten !== undefined) {
    progress.note(`cannot write ${command.output}: ${unwritten}`);
    return 2;
  }
  if (failed) return 2;
  if (unused.length > 0) {
    const listed = unused.map((entry) => `  ${entry.file} ${entry.code} ${entry.pointer === '' ? '(root)' : entry.pointer}: ${entry.count} suppressed, ${entry.matched} found`);
    progress.note('suppressions that no longer match (run with --prune-suppressions to remove them):', listed);
    return 2;
  }
  if (counts.error > 0) return 1;
  if (command.maxWarnings !== undefined && counts.warning > command.maxWarnings) {
    progress.note(`too many warnings: ${counts.warning} (--max-warnings ${command.maxWarnings})`);
    return 1;
  }
  return 0;
}

/** Options the library refuses are a usage error, before any output (`--rule`'s ids are checked as they are parsed). */
function probe(vet: VetOptions): void {
  try {
    vetToolManifest(PROBE, vet);
  } catch (thrown) {
    throw new UsageError(thrown instanceof Error ? thrown.message : String(thrown));
  }
}

/**
 * The report, written as the files are vetted: the format's text before the first file comes
 * with that file, and `end` writes the rest and says why the output could not be written, if so.
 */
function reportOutput(command: CheckCommand, io: Io) {
  const terminal = command.output === undefined && io.stdout.isTTY === true;
  const color = command.format === 'stylish' && useColor(command.color, io.env, terminal);
  const writer = REPORT_WRITERS[command.format]({ cwd: io.cwd, color, version: VERSION });
  const sink = new ReportSink(io.stdout, command.output === undefined ? undefined : resolve(io.cwd, command.output));
  return {
    file: (result: FileResult, first: boolean) => sink.write(first ? writer.start() + writer.file(result) : writer.file(result)),
    async end(none: boolean, hidden: Counts, unfinished: readonly string[]): Promise<string | undefined> {
      const tail = writer.end(hidden, unfinished);
      await sink.write(none ? writer.start() + tail : tail);
      return sink.close();
    },
  };
}

/** What makes the exit code 2, in the words the stylish summary adds (the reasons are on standard error). */
function unfinishedWords(run: { unvetted: number; fixFailed: boolean; suppressionsUnwritten: boolean; unused: number }): string[] {
  const words: string[] = [];
  if (run.unvetted > 0) words.push(`${run.unvetted} ${run.unvetted === 1 ? 'path' : 'paths'} not vetted`);
  if (run.fixFailed) words.push('fixes not all written');
  if (run.suppressionsUnwritten) words.push('suppressions file not written');
  if (run.unused > 0) words.push(`${run.unused} ${run.unused === 1 ? 'suppression no longer matches' : 'suppressions no longer match'}`);
  return words;
}
