import { resolve } from 'node:path';
import { findConfig } from '../config/read-config.js';
import { effectiveSettings } from '../config/resolver.js';
import type { PrintConfigCommand } from './args.js';
import type { ExitCode, Io } from './io.js';

/**
 * `--print-config FILE`: the settings `check` would vet FILE with, as JSON — the config file
 * used (or null), whether its `ignores` skip the file, the profile, the rule settings, the
 * limits and the dialects, after every matching override and the command line's own flags.
 *
 * @example
 * ```sh
 * kindgi-tool-manifest --print-config tools/legacy/a.json
 * ```
 */
export async function printConfig(command: PrintConfigCommand, io: Io): Promise<ExitCode> {
  const config = command.noConfig ? undefined : await findConfig(io.cwd, command.config);
  const settings = effectiveSettings(config, command, resolve(io.cwd, command.file));
  io.stdout.write(`${JSON.stringify(settings, null, 2)}\n`);
  return 0;
}
