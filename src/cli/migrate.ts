import { writeFile } from 'node:fs/promises';
import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import { migrateManifest } from '../migrate/manifest.js';
import { migrateSchema } from '../migrate/schema.js';
import type { MigrateCommand } from './migrate-args.js';
import { unifiedDiff } from './diff.js';
import { expandPaths, readTextOrSay } from './files.js';
import type { ExitCode, Io } from './io.js';
import { shownPath } from './vet-file.js';
import { fileErrorWords } from '../node/file-error.js';

/**
 * `migrate`: rewrites the `input` and `output` of each tool manifest the paths name (or a bare
 * JSON Schema file, whole) into Draft 2020-12 with {@link migrateSchema}'s exact rewrites,
 * leaving the rest of the file byte for byte; prints each keyword that has no exact equivalent.
 * With `--dry-run`, prints the diff instead of writing. Resolves to 0 when everything migrated
 * exactly, 1 when some keyword was left as it was, 2 when a file could not be read, parsed or
 * written.
 *
 * @example
 * ```ts
 * await migrate({ kind: 'migrate', paths: ['tools/'], to: '2020-12', dryRun: true, allowDraft04: false }, io);
 * ```
 */
export async function migrate(command: MigrateCommand, io: Io): Promise<ExitCode> {
  let failed = false;
  let leftAsWas = 0;
  let changedFiles = 0;
  for await (const target of expandPaths(command.paths, io.cwd)) {
    if (target.kind !== 'file') {
      io.stderr.write(`${target.kind === 'problem' ? target.message : 'standard input cannot be migrated'}\n`);
      failed = true;
      continue;
    }
    const name = shownPath(io.cwd, target.path);
    const text = await readTextOrSay(target.path, name, (message) => io.stderr.write(`${message}\n`));
    if (text === undefined) {
      failed = true;
      continue;
    }
    const result = migrateText(text);
    if (typeof result === 'string') {
      io.stderr.write(`${name}: ${result}\n`);
      failed = true;
      continue;
    }
    for (const issue of result.issues) io.stdout.write(`${name}: ${issue.severity} ${issue.code} ${issue.pointer || '/'}: ${issue.message}\n`);
    leftAsWas += result.issues.filter((issue) => issue.code === 'migrate/no-equivalent').length;
    if (result.text === text) continue;
    changedFiles++;
    if (command.dryRun) {
      io.stdout.write(unifiedDiff(name, text, result.text));
      continue;
    }
    try {
      await writeFile(target.path, result.text);
    } catch (thrown) {
      io.stderr.write(`cannot write ${name}: ${fileErrorWords(thrown)}\n`);
      failed = true;
    }
  }
  io.stderr.write(`${command.dryRun ? 'would migrate' : 'migrated'} ${changedFiles} file${changedFiles === 1 ? '' : 's'}; ${leftAsWas} keyword${leftAsWas === 1 ? '' : 's'} without an exact equivalent left as they were\n`);
  if (failed) return 2;
  return leftAsWas > 0 ? 1 : 0;
}

/**
 * Migrates one file's text: a tool manifest's schemas, or a bare schema. The new schemas are
 * written in with jsonc-parser's `modify`, in the file's own indentation; the rest stays as it was.
 */
export function migrateText(text: string): { readonly text: string; readonly issues: readonly Issue[] } | string {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return 'not JSON; run check for where';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'neither a tool manifest nor a JSON Schema object';
  const formatting = formattingOf(text);
  const record = value as Record<string, unknown>;
  if (Object.hasOwn(record, 'input') || Object.hasOwn(record, 'output')) {
    const migration = migrateManifest(record);
    let out = text;
    const migrated = migration.manifest as Record<string, unknown>;
    for (const field of ['input', 'output'] as const) {
      if (JSON.stringify(migrated[field]) === JSON.stringify(record[field])) continue;
      out = applyEdits(out, modify(out, [field], migrated[field], { formattingOptions: formatting }));
    }
    return { text: out, issues: migration.issues };
  }
  const migration = migrateSchema(record, { to: '2020-12' });
  if (JSON.stringify(migration.schema) === JSON.stringify(record)) return { text, issues: migration.issues };
  const body = JSON.stringify(migration.schema, null, formatting.insertSpaces ? formatting.tabSize : '\t');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  return { text: `${bom}${body.split('\n').join(formatting.eol)}${/\r?\n$/.test(text) ? formatting.eol : ''}`, issues: migration.issues };
}

function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}
