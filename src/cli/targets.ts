import { basename } from 'node:path';
import { CONFIG_FILE } from '../config/config.js';
import type { OptionsResolver } from '../config/resolver.js';
import { expandPaths, type Target } from './files.js';

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
