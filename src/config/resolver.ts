import { isAbsolute, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import { effectiveLimits } from '../limits.js';
import type { Profile, RuleSetting, VetOptions } from '../options.js';
import type { Config } from './config.js';

/** The settings the command line gives; they win over the config's. */
export interface CommandSettings {
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly profile?: Profile;
  readonly allowDraft04: boolean;
  /** How messages say to opt in to draft-04: `--allow-dialect draft-04` unless given (an editor has no command line). */
  readonly dialectOptIn?: string;
}

/** The effective settings for each file. */
export interface OptionsResolver {
  /** The vet options for a file (absolute path): the same object for files that match the same overrides. */
  optionsFor(file: string): VetOptions;
  /** True when the config's `ignores` match the file. */
  isIgnored(file: string): boolean;
}

/** What `--print-config` shows for one file. */
export interface EffectiveSettings {
  readonly config: string | null;
  readonly ignored: boolean;
  readonly profile: Profile;
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly limits: object;
  readonly dialects: readonly string[];
}

// The CLI's wording for the draft-04 opt-in, instead of the API's `dialects` option.
const CLI_OPT_IN = '--allow-dialect draft-04';

/**
 * Works out each file's vet options: the config's `profile`, `rules`, `limits` and `dialects`,
 * then each override whose `files` match, in order (the last wins), then the command line's
 * `--profile`, `--rule` and `--allow-dialect`. Globs are relative to the config's folder.
 *
 * @example
 * ```ts
 * const resolver = optionsResolver(config, { rules: {}, allowDraft04: false });
 * vetToolManifest(bytes, resolver.optionsFor('/repo/tools/a.json'));
 * ```
 */
export function optionsResolver(config: Config | undefined, command: CommandSettings): OptionsResolver {
  const matchers = (config?.overrides ?? []).map((override) => picomatch(override.files.map(folderGlob), { dot: true }));
  const ignored = config === undefined || config.ignores.length === 0 ? () => false : picomatch(config.ignores.map(folderGlob), { dot: true });
  const byKey = new Map<string, VetOptions>();
  const local = (file: string) => (config === undefined ? undefined : inside(config.folder, file));
  return {
    optionsFor(file) {
      const path = local(file);
      const matched = path === undefined ? [] : matchers.flatMap((matches, index) => (matches(path) ? [index] : []));
      const key = matched.join(',');
      let options = byKey.get(key);
      if (options === undefined) {
        options = build(config, matched, command);
        byKey.set(key, options);
      }
      return options;
    },
    isIgnored(file) {
      const path = local(file);
      return path !== undefined && ignored(path);
    },
  };
}

/** `--print-config`: the settings for one file, as JSON. */
export function effectiveSettings(config: Config | undefined, command: CommandSettings, file: string): EffectiveSettings {
  const resolver = optionsResolver(config, command);
  const options = resolver.optionsFor(file);
  return {
    config: config?.file ?? null,
    ignored: resolver.isIgnored(file),
    profile: options.profile ?? 'recommended',
    rules: options.rules ?? {},
    limits: effectiveLimits(options.limits),
    dialects: options.dialects ?? [],
  };
}

function build(config: Config | undefined, matched: readonly number[], command: CommandSettings): VetOptions {
  let profile = config?.profile;
  let rules: Record<string, RuleSetting> = { ...config?.rules };
  for (const index of matched) {
    const override = config?.overrides[index];
    if (override?.profile !== undefined) profile = override.profile;
    rules = { ...rules, ...override?.rules };
  }
  profile = command.profile ?? profile;
  rules = { ...rules, ...command.rules };
  const dialects = [...new Set([...(config?.dialects ?? []), ...(command.allowDraft04 ? (['draft-04'] as const) : [])])];
  return {
    rules,
    ...(profile === undefined ? {} : { profile }),
    ...(config?.limits === undefined ? {} : { limits: config.limits }),
    ...(dialects.length === 0 ? {} : { dialects }),
    dialectOptIn: command.dialectOptIn ?? CLI_OPT_IN,
  };
}

/** The file relative to the folder with `/`, or undefined when it is outside. */
function inside(folder: string, file: string): string | undefined {
  const path = relative(folder, file);
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return undefined;
  return path.split(sep).join('/');
}

// As in ESLint: "build/" names a folder, and so everything under it.
function folderGlob(glob: string): string {
  return glob.endsWith('/') ? `${glob}**` : glob;
}
