import { basename, resolve } from 'node:path';
import { CONFIG_FILE } from '../config/config.js';
import type { OptionsResolver } from '../config/resolver.js';
import { expandPaths, type Target } from './files.js';
import { UsageError } from './usage-error.js';
import { documentKindOfText } from '../document/vet.js';
import { readBounded } from '../node/bounded-read.js';
import { MAX_DOCUMENT_BYTES } from '../pack/document.js';

/**
 * What `check` vets, and what its `--fix` and `--fix-dry-run` may touch: the files the paths
 * name, leaving out the config's `ignores`, config files, and the CLI's own files (`own`: the
 * suppressions file and the `--output` report, which a later run would otherwise vet as a
 * manifest). Paths whose every file the config ignores name nothing to vet: a problem (exit 2),
 * as a folder with no file is, not a green run.
 */
export async function* checkTargets(paths: readonly string[], cwd: string, resolver: OptionsResolver, own: readonly string[]): AsyncGenerator<Target> {
  let ignored = 0;
  let kept = 0;
  for await (const target of expandPaths(paths, cwd)) {
    if (target.kind === 'file' && (basename(target.path) === CONFIG_FILE || own.includes(target.path))) continue;
    if (target.kind === 'file' && resolver.isIgnored(target.path)) {
      ignored++;
      continue;
    }
    if (target.kind !== 'problem') kept++;
    yield target;
  }
  if (kept === 0 && ignored > 0) yield { kind: 'problem', message: `${ignored === 1 ? 'the one file' : `all ${ignored.toLocaleString('en')} files`} the paths name ${ignored === 1 ? 'is' : 'are'} ignored by the config's "ignores"` };
}

/**
 * The files `check` writes, which it never vets (a report from the last run, in the folder it
 * vets, is no manifest): the suppressions file and the `--output` report. A path that names the
 * report itself is a {@link UsageError}, before anything is written over it.
 */
export function ownFiles(paths: readonly string[], output: string | undefined, cwd: string, suppressionsFile: string): string[] {
  if (output === undefined) return [suppressionsFile];
  const report = resolve(cwd, output);
  const named = paths.find((path) => path !== '-' && resolve(cwd, path) === report);
  if (named !== undefined) throw new UsageError(`--output ${output} is also a path to vet; the report would be written over it`);
  return [suppressionsFile, report];
}

const KIND_WORDS = { tool: 'a tool manifest', pack: 'a pack manifest', 'tool-list': 'a tool list' } as const;

/**
 * `--output` must not name a file the run reads, or one it would vet if named: the config, the
 * suppressions file, or a file holding a tool manifest, a pack or a tool list (`check tools -o
 * tools/a.json` wrote the report over that manifest). A report of an earlier run is none of these
 * (a JSON report is an array of results, SARIF has no manifest's keys, the other formats are not
 * JSON), so it is written over, as before. Throws a {@link UsageError} before anything is written.
 */
export async function refuseOutputOverInput(output: string, cwd: string, reads: { readonly config?: string; readonly suppressions: string }): Promise<void> {
  const report = resolve(cwd, output);
  const over = (what: string) => new UsageError(`--output ${output} is ${what}; the report would be written over it`);
  if (report === reads.config) throw over('the config file');
  if (report === reads.suppressions) throw over('the suppressions file');
  const read = await readBounded(report, MAX_DOCUMENT_BYTES).catch(() => undefined);
  // What is not there, or not readable, is for the write to say.
  if (read?.kind !== 'bytes') return;
  const text = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8');
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return;
  }
  const kind = documentKindOfText(text);
  if (kind !== undefined) throw over(`a file that holds ${KIND_WORDS[kind]}`);
}
