import type { MigrateCommand } from './migrate-args.js';
import { migrateText } from './migrate-text.js';
import { unifiedDiff } from './diff.js';
import { expandPaths, readTextOrSay } from './files.js';
import type { ExitCode, Io } from './io.js';
import { shownPath } from './vet-file.js';
import { printable } from '../format/printable.js';
import { fileErrorWords } from '../node/file-error.js';
import { replaceFile } from '../node/replace-file.js';

/**
 * `migrate`: rewrites the `input` and `output` of each tool manifest the paths name (or a bare
 * JSON Schema file, whole, one whose `$schema` is json-schema.org's; other JSON is left alone and counted) into Draft 2020-12 with `migrateSchema`'s exact rewrites,
 * leaving the rest of the file byte for byte; prints each keyword that has no exact equivalent.
 * With `--dry-run`, prints the diff instead of writing. Resolves to 0 when everything migrated
 * exactly, 1 when some keyword was left as it was, 2 when a file could not be read, parsed,
 * migrated (an error issue: a limit, a `$schema` of no dialect it reads) or written.
 *
 * @example
 * ```ts
 * await migrate({ kind: 'migrate', paths: ['tools/'], to: '2020-12', dryRun: true }, io);
 * ```
 */
export async function migrate(command: MigrateCommand, io: Io): Promise<ExitCode> {
  // A file's name and a manifest's keys are quoted in these lines: what a terminal would act on is escaped.
  const say = (message: string) => void io.stderr.write(`${printable(message)}\n`);
  let failed = false;
  let leftAsWas = 0;
  let changedFiles = 0;
  let otherFiles = 0;
  for await (const target of expandPaths(command.paths, io.cwd)) {
    if (target.kind !== 'file') {
      say(target.kind === 'problem' ? target.message : 'standard input cannot be migrated');
      failed = true;
      continue;
    }
    const name = shownPath(io.cwd, target.path);
    const text = await readTextOrSay(target.path, name, say);
    if (text === undefined) {
      failed = true;
      continue;
    }
    const result = migrateText(text);
    if (typeof result === 'string') {
      say(`${name}: ${result}`);
      failed = true;
      continue;
    }
    if (result.other === true) {
      otherFiles++;
      continue;
    }
    for (const issue of result.issues) io.stdout.write(`${printable(`${name}: ${issue.severity} ${issue.code} ${issue.pointer || '/'}: ${issue.message}`)}\n`);
    // A schema not read (a limit) or in no dialect a migration reads was left whole: this file was not migrated.
    if (result.issues.some((issue) => issue.severity === 'error')) failed = true;
    leftAsWas += result.issues.filter((issue) => issue.code === 'migrate/no-equivalent').length;
    if (result.text === text) continue;
    changedFiles++;
    if (command.dryRun) {
      io.stdout.write(unifiedDiff(name, text, result.text));
      continue;
    }
    try {
      await replaceFile(target.path, result.text);
    } catch (thrown) {
      say(`cannot write ${name}: ${fileErrorWords(thrown)}`);
      failed = true;
    }
  }
  const others = otherFiles === 0 ? '' : `; ${otherFiles} file${otherFiles === 1 ? '' : 's'} neither a tool manifest nor a JSON Schema with a json-schema.org "$schema" left alone`;
  say(`${command.dryRun ? 'would migrate' : 'migrated'} ${changedFiles} file${changedFiles === 1 ? '' : 's'}; ${leftAsWas} keyword${leftAsWas === 1 ? '' : 's'} without an exact equivalent left as they were${others}`);
  if (failed) return 2;
  return leftAsWas > 0 ? 1 : 0;
}
