import { statSync } from 'node:fs';
import { readOwnText, readOwnTextSync, type OwnText } from '../node/bounded-read.js';

import { dirname, join, resolve } from 'node:path';
import { getNodeValue, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { LineMap } from '../source/lines.js';
import { scanText } from '../source/scan.js';
import { MAX_NESTING } from '../source/tree.js';
import { checkConfig } from './check-config.js';
import { CONFIG_FILE, ConfigError, type Config } from './config.js';
import { describeError } from '../source/text.js';
import { fileErrorWords } from '../node/file-error.js';

// A config is a few lines; one of a megabyte (100,000 globs) ran the CLI out of memory compiling them.
const MAX_CONFIG_BYTES = 256 * 1024;

/**
 * The config file for a run: `explicit` (`--config FILE`, relative to `cwd`) when given,
 * otherwise the nearest `kindgi-tool-manifest.config.json` from `cwd` upward; undefined when
 * there is none. Throws a {@link ConfigError} for a config that cannot be used.
 *
 * @example
 * ```ts
 * const config = await findConfig(process.cwd()); // { file: '/repo/kindgi-tool-manifest.config.json', profile: 'strict', … }
 * ```
 */
export async function findConfig(cwd: string, explicit?: string): Promise<Config | undefined> {
  if (explicit !== undefined) return readConfig(resolve(cwd, explicit));
  const file = nearestConfigFile(cwd);
  return file === undefined ? undefined : readConfig(file);
}

/** The nearest `kindgi-tool-manifest.config.json` from `folder` upward, or undefined: the one {@link findConfig} reads. */
export function nearestConfigFile(folder: string): string | undefined {
  for (let at = resolve(folder); ; at = dirname(at)) {
    const file = join(at, CONFIG_FILE);
    if (isFile(file)) return file;
    if (dirname(at) === at) return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** Reads and checks one config file. */
export async function readConfig(file: string): Promise<Config> {
  let read: OwnText;
  try {
    read = await readOwnText(file, MAX_CONFIG_BYTES);
  } catch (thrown) {
    throw unreadable(file, thrown);
  }
  return configOf(file, read);
}

/** {@link readConfig}, synchronously: the language server reads a document's config as it vets it. */
export function readConfigSync(file: string): Config {
  let read: OwnText;
  try {
    read = readOwnTextSync(file, MAX_CONFIG_BYTES);
  } catch (thrown) {
    throw unreadable(file, thrown);
  }
  return configOf(file, read);
}

function unreadable(file: string, thrown: unknown): ConfigError {
  return new ConfigError(file, 1, 1, `cannot read the config: ${fileErrorWords(thrown)}`);
}

function configOf(file: string, read: OwnText): Config {
  if ('problem' in read) throw new ConfigError(file, 1, 1, `cannot read the config: ${read.problem}`);
  const { text } = read;
  const lines = new LineMap(text);
  // Before the recursive parser: 20,000 levels overflowed its stack, a message with no place.
  const tooDeepAt = scanText(text, MAX_NESTING).tooDeepAt;
  if (tooDeepAt !== undefined) {
    const at = lines.position(tooDeepAt);
    throw new ConfigError(file, at.line, at.column, `the config nests deeper than ${MAX_NESTING} levels`);
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  if (first !== undefined || tree === undefined) {
    const at = lines.position(first?.offset ?? 0);
    throw new ConfigError(file, at.line, at.column, `the config is not valid JSON: ${first === undefined ? 'no value' : describeError(printParseErrorCode(first.error))}`);
  }
  const problem = checkConfig(tree);
  if (problem !== undefined) {
    const at = lines.position(problem.node.offset);
    throw new ConfigError(file, at.line, at.column, problem.message);
  }
  // Checked above: every key is known and every value of the right shape.
  const value = getNodeValue(tree) as Omit<Config, 'file' | 'folder' | 'ignores' | 'overrides'> & Partial<Pick<Config, 'ignores' | 'overrides'>>;
  return { ...value, file, folder: dirname(file), ignores: value.ignores ?? [], overrides: value.overrides ?? [] };
}
