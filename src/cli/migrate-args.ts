import type { Values } from './args.js';
import { UsageError } from './usage-error.js';

/** What `migrate` was asked to do. */
export interface MigrateCommand {
  readonly kind: 'migrate';
  readonly paths: readonly string[];
  readonly to: '2020-12';
  /** Print the diff instead of writing the files. */
  readonly dryRun: boolean;
}

/** Parses `migrate [--to 2020-12] [--dry-run] <path...>`. */
export function migrateCommand(paths: readonly string[], values: Values): MigrateCommand {
  if (paths.length === 0) throw new UsageError('migrate needs a path: a file, a folder or a glob');
  if (paths.includes('-')) throw new UsageError('migrate rewrites files; standard input is not one');
  const to = values.to ?? '2020-12';
  if (to !== '2020-12') throw new UsageError(`--to takes only 2020-12 (the dialect pack tools use), not "${to}"`);
  // Taken as check takes it, so a script can pass one set of options to both; migrate vets nothing, and reads draft-04 whatever.
  const dialect = values['allow-dialect'];
  if (dialect !== undefined && dialect !== 'draft-04') throw new UsageError(`--allow-dialect takes only draft-04, not "${dialect}"`);
  return { kind: 'migrate', paths, to, dryRun: values['dry-run'] ?? false };
}
