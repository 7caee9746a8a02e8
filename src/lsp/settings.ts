import { dirname } from 'node:path';
import { CONFIG_FILE, ConfigError } from '../config/config.js';
import { nearestConfigFile, readConfigSync } from '../config/read-config.js';
import { optionsResolver, type OptionsResolver } from '../config/resolver.js';
import type { VetOptions } from '../options.js';
import { documentPath } from './document-path.js';

/** A file the config's `ignores` match: never vetted, as `check` never vets it. */
export const IGNORED = Symbol('ignored by the config');

/**
 * How a document is vetted: with these options; not at all ({@link IGNORED}); or not until its
 * config is fixed (a {@link ConfigError}: `check` refuses to run on it too). The same object for
 * documents the same config settings apply to, until a config changes.
 */
export type DocumentSettings = VetOptions | typeof IGNORED | ConfigError;

// The editor's words for the draft-04 opt-in: it has no command line to pass --allow-dialect on.
const COMMAND = { rules: {}, allowDraft04: false, dialectOptIn: `"dialects": ["draft-04"] in ${CONFIG_FILE}` } as const;

type Found = OptionsResolver | ConfigError;

/**
 * The settings `check` would vet a document's file with: the config found from the file's folder
 * upward (as `check` run in that folder finds it), its rules, profile, limits, dialects and overrides,
 * and its ignores. A document of no file (`untitled:`) gets no config. Each folder's lookup and each
 * config file are read once, until {@link SettingsLookup.forget} (a config was saved or changed).
 *
 * @example
 * ```ts
 * const settings = new SettingsLookup().settingsFor('file:///repo/tools/a.json'); // { profile: 'strict', rules: {…}, … }
 * ```
 */
export class SettingsLookup {
  private readonly fileOf = new Map<string, string | undefined>();
  private readonly configs = new Map<string, Found>();
  private readonly none = optionsResolver(undefined, COMMAND);

  /** How the document at `uri` is vetted now. */
  settingsFor(uri: string): DocumentSettings {
    const path = documentPath(uri);
    if (path === undefined) return this.none.optionsFor(uri);
    const folder = dirname(path);
    if (!this.fileOf.has(folder)) this.fileOf.set(folder, nearestConfigFile(folder));
    const file = this.fileOf.get(folder);
    if (file === undefined) return this.none.optionsFor(path);
    const found = this.configs.get(file) ?? this.read(file);
    if (found instanceof ConfigError) return found;
    return found.isIgnored(path) ? IGNORED : found.optionsFor(path);
  }

  /** Every config is looked up and read afresh from now on. */
  forget(): void {
    this.fileOf.clear();
    this.configs.clear();
  }

  private read(file: string): Found {
    let found: Found;
    try {
      found = optionsResolver(readConfigSync(file), COMMAND);
    } catch (thrown) {
      found = thrown instanceof ConfigError ? thrown : new ConfigError(file, 1, 1, `cannot read the config: ${String(thrown)}`);
    }
    this.configs.set(file, found);
    return found;
  }
}
