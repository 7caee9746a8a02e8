import type { Dialect } from '../dialects/table.js';
import type { Limits } from '../limits.js';
import type { Profile, RuleSetting } from '../options.js';

/** The name `check` looks for, from the working folder upward. */
export const CONFIG_FILE = 'kindgi-tool-manifest.config.json';

/** Settings for the files that match `files` (globs relative to the config's folder). */
export interface ConfigOverride {
  readonly files: readonly string[];
  readonly profile?: Profile;
  readonly rules?: Readonly<Record<string, RuleSetting>>;
}

/** A config file, read and checked: plain data, so a worker thread can be given it. */
export interface Config {
  /** The config file's absolute path. */
  readonly file: string;
  /** Its folder: globs are relative to it. */
  readonly folder: string;
  readonly profile?: Profile;
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  readonly limits?: Partial<Limits>;
  readonly dialects?: readonly Dialect[];
  readonly ignores: readonly string[];
  readonly overrides: readonly ConfigOverride[];
}

/**
 * A config file that cannot be used: bad JSON, an unknown key or rule, a bad value. The CLI
 * prints `file:line:column: message` and exits 2; a bad config is never ignored.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    problem: string,
  ) {
    super(`${file}:${line}:${column}: ${problem}`);
  }
}
