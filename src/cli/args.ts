import { parseArgs } from 'node:util';
import { FORMATS, type Format } from '../format/index.js';
import type { Profile, RuleSetting } from '../options.js';
import type { FixMode } from './fix.js';
import { migrateCommand, type MigrateCommand } from './migrate-args.js';
import { didYouMean } from '../suggest.js';
import { concurrency, count, firstSentence, ruleSetting } from './arg-values.js';
import { listWords } from '../suggest.js';
import { UsageError } from './usage-error.js';

/** What `check` was asked to do. */
export interface CheckCommand {
  readonly kind: 'check';
  readonly paths: readonly string[];
  readonly format: Format;
  readonly output?: string;
  readonly quiet: boolean;
  readonly maxWarnings?: number;
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly profile?: Profile;
  readonly allowDraft04: boolean;
  /** `--color` (true), `--no-color` (false), or neither: decided by the environment. */
  readonly color?: boolean;
  /** `--fix` (write) or `--fix-dry-run` (print the diff). */
  readonly fix?: FixMode;
  /** `--config FILE`; without it the config is found from the working folder upward. */
  readonly config?: string;
  /** `--no-config`: no config file at all. */
  readonly noConfig: boolean;
  /** `--suppress-all`: write every problem found to the suppressions file. */
  readonly suppressAll: boolean;
  /** `--prune-suppressions`: remove the suppressions that no longer match. */
  readonly pruneSuppressions: boolean;
  /** `--suppressions-location FILE`. */
  readonly suppressionsLocation?: string;
  /** `--stdin-filename NAME`: what standard input is called in reports, config overrides and suppressions. */
  readonly stdinFilename?: string;
  /** `--mcp-endpoint URI`: the endpoint MCP tool lists' tools are given. */
  readonly mcpEndpoint?: string;
  /** `--concurrency`: worker threads, `off` (none) or `auto` (the default: by the number of files and cores). */
  readonly concurrency: number | 'auto' | 'off';
}

/** `--print-config FILE`: the settings one file would be vetted with. */
export interface PrintConfigCommand {
  readonly kind: 'print-config';
  readonly file: string;
  readonly config?: string;
  readonly noConfig: boolean;
  readonly rules: Readonly<Record<string, RuleSetting>>;
  readonly profile?: Profile;
  readonly allowDraft04: boolean;
}

/** A parsed command line. */
export type Command =
  | CheckCommand
  | PrintConfigCommand
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'print-schema'; readonly output?: string }
  | { readonly kind: 'explain'; readonly code?: string }
  | MigrateCommand
  | { readonly kind: 'lsp' };

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  quiet: { type: 'boolean', short: 'q' },
  'max-warnings': { type: 'string' },
  rule: { type: 'string', multiple: true },
  profile: { type: 'string' },
  'allow-dialect': { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  to: { type: 'string' },
  'dry-run': { type: 'boolean' },
  stdio: { type: 'boolean' },
  config: { type: 'string', short: 'c' },
  'no-config': { type: 'boolean' },
  'print-config': { type: 'string' },
  'suppress-all': { type: 'boolean' },
  'prune-suppressions': { type: 'boolean' },
  'suppressions-location': { type: 'string' },
  'stdin-filename': { type: 'string' },
  'mcp-endpoint': { type: 'string' },
  concurrency: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

const PROFILES: readonly Profile[] = ['recommended', 'strict', 'production'];
const OPTIONS_OF: Record<string, readonly string[]> = { 'print-schema': ['output'], explain: [], migrate: ['to', 'dry-run', 'allow-dialect'], lsp: ['stdio'] };
// Options only other commands take.
const NOT_OF_CHECK = ['to', 'dry-run', 'stdio'];
// What acts on check's report or its suppressions file, neither of which --fix-dry-run makes.
const NOT_WITH_DRY_RUN = ['format', 'max-warnings', 'suppress-all', 'prune-suppressions'];
const COMMANDS = ['check', 'print-schema', 'explain', 'migrate', 'lsp'];

/**
 * Parses the arguments after `kindgi-tool-manifest`. Throws a {@link UsageError} for anything
 * it cannot act on.
 *
 * @example
 * ```ts
 * parseCommand(['check', 'tools/', '--format', 'sarif']); // { kind: 'check', paths: ['tools/'], format: 'sarif', … }
 * ```
 */
export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: negativeCounts(argv), options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (thrown) {
    // Node's messages go on to explain `--`; the first sentence is the point.
    throw new UsageError(withSuggestion(firstSentence(thrown instanceof Error ? thrown.message : String(thrown)), argv));
  }
  const { values, positionals, tokens } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  refuseEmpty(tokens);
  const [name, ...rest] = positionals;
  if (values['print-config'] !== undefined && (name === undefined || name === 'check')) return printConfigCommand(values['print-config'], values);
  if (name === undefined) throw new UsageError('no command given');
  const given = tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
  const allowed = OPTIONS_OF[name];
  if (allowed !== undefined) {
    const stray = given.find((option) => !allowed.includes(option));
    if (stray !== undefined) throw new UsageError(`--${stray} is not an option of ${name}`);
  }
  switch (name) {
    case 'migrate':
      return migrateCommand(rest, values);
    case 'lsp':
      // `--stdio` is what LSP clients pass; stdio is the only transport anyway.
      if (rest.length > 0) throw new UsageError(`lsp takes no argument, got "${rest[0]}"`);
      return { kind: 'lsp' };
    case 'check': {
      const stray = given.find((option) => NOT_OF_CHECK.includes(option));
      if (stray !== undefined) throw new UsageError(`--${stray} is not an option of check`);
    }
      if (rest.length === 0) throw new UsageError('check needs a path: a file, a folder, a glob, or - for standard input');
      return checkCommand(rest, values, given);
    case 'print-schema':
      if (rest.length > 0) throw new UsageError(`print-schema takes no argument, got "${rest[0]}"`);
      return values.output === undefined ? { kind: 'print-schema' } : { kind: 'print-schema', output: values.output };
    case 'explain':
      if (rest.length > 1) throw new UsageError('explain takes one code');
      return rest[0] === undefined ? { kind: 'explain' } : { kind: 'explain', code: rest[0] };
    default: {
      const hint = didYouMean(name, COMMANDS);
      throw new UsageError(`unknown command "${name}"${hint === undefined ? '' : `; ${hint}`}`);
    }
  }
}

export type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function checkCommand(paths: string[], values: Values, given: readonly string[]): CheckCommand {
  const format = values.format ?? 'stylish';
  if (!(FORMATS as string[]).includes(format)) throw new UsageError(`--format must be ${listWords(FORMATS)}, not "${format}"`);
  const profile = values.profile;
  if (profile !== undefined && !(PROFILES as string[]).includes(profile)) throw new UsageError(`--profile must be ${listWords(PROFILES)}, not "${profile}"`);
  const dialect = values['allow-dialect'];
  if (dialect !== undefined && dialect !== 'draft-04') throw new UsageError(`--allow-dialect takes only draft-04 (the other dialects need no leave), not "${dialect}"`);
  // The later of --color and --no-color wins, as with other CLIs.
  const colorFlag = given.filter((option) => option === 'color' || option === 'no-color').at(-1);
  if (values.fix && values['fix-dry-run']) throw new UsageError('--fix and --fix-dry-run exclude each other');
  const fix: FixMode | undefined = values['fix-dry-run'] ? 'dry-run' : values.fix ? 'write' : undefined;
  const reportOnly = fix === 'dry-run' ? given.find((option) => NOT_WITH_DRY_RUN.includes(option)) : undefined;
  if (reportOnly !== undefined) throw new UsageError(`--fix-dry-run prints a diff, not a report, and writes no suppressions file, so --${reportOnly} would be ignored; give it to a check without --fix-dry-run`);
  if (values['suppress-all'] && values['prune-suppressions']) throw new UsageError('--suppress-all and --prune-suppressions cannot be given together');
  if (values.config !== undefined && values['no-config']) throw new UsageError('--config and --no-config cannot be given together');
  return {
    kind: 'check',
    paths,
    format: format as Format,
    ...(values.output === undefined ? {} : { output: values.output }),
    quiet: values.quiet ?? false,
    ...(values['max-warnings'] === undefined || count(values['max-warnings']) === undefined ? {} : { maxWarnings: count(values['max-warnings']) as number }),
    rules: Object.fromEntries((values.rule ?? []).map(ruleSetting)),
    ...(profile === undefined ? {} : { profile: profile as Profile }),
    allowDraft04: dialect !== undefined,
    ...(colorFlag === undefined ? {} : { color: colorFlag === 'color' }),
    ...(fix === undefined ? {} : { fix }),
    ...(values.config === undefined ? {} : { config: values.config }),
    noConfig: values['no-config'] ?? false,
    suppressAll: values['suppress-all'] ?? false,
    pruneSuppressions: values['prune-suppressions'] ?? false,
    ...(values['suppressions-location'] === undefined ? {} : { suppressionsLocation: values['suppressions-location'] }),
    ...(values['stdin-filename'] === undefined ? {} : { stdinFilename: values['stdin-filename'] }),
    ...(values['mcp-endpoint'] === undefined ? {} : { mcpEndpoint: values['mcp-endpoint'] }),
    concurrency: concurrency(values.concurrency),
  };
}

function printConfigCommand(file: string, values: Values): PrintConfigCommand {
  const profile = values.profile;
  if (profile !== undefined && !(PROFILES as string[]).includes(profile)) throw new UsageError(`--profile must be ${listWords(PROFILES)}, not "${profile}"`);
  return {
    kind: 'print-config',
    file,
    ...(values.config === undefined ? {} : { config: values.config }),
    noConfig: values['no-config'] ?? false,
    rules: Object.fromEntries((values.rule ?? []).map(ruleSetting)),
    ...(profile === undefined ? {} : { profile: profile as Profile }),
    allowDraft04: values['allow-dialect'] !== undefined,
  };
}

/**
 * An empty argument is a usage error: `check "$TOOLS"` with the variable unset vetted the whole
 * working folder (an empty path resolves to it), and `--output ""` named it as the report.
 */
function refuseEmpty(tokens: NonNullable<ReturnType<typeof parseArgs>['tokens']>): void {
  for (const token of tokens) {
    if (token.kind === 'option' && token.value === '') throw new UsageError(`--${token.name} was given an empty value (an unset variable?)`);
    if (token.kind === 'positional' && token.value === '') throw new UsageError('an empty argument names nothing (an unset variable?); for the working folder, write .');
  }
}

// Options whose value is a number: parseArgs takes "-1" after one for another option ("ambiguous"); ESLint reads it as the number, to be judged.
const COUNTS = ['--max-warnings', '--concurrency'];

function negativeCounts(argv: readonly string[]): string[] {
  const args: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    const next = argv[index + 1];
    if (COUNTS.includes(arg) && next !== undefined && /^-\d+(?:\.\d+)?$/.test(next)) {
      args.push(`${arg}=${next}`);
      index++;
    } else args.push(arg);
  }
  return args;
}

/**
 * A parseArgs message about an unknown option, with the closest option, or, when the option came
 * from an argument that is a path (`-tools.json`: no option holds a `.` or a `/`), how to name it.
 */
function withSuggestion(message: string, argv: readonly string[]): string {
  const unknown = /^unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
  if (unknown === undefined) return message;
  const path = argv.find((arg) => /[./\\]/.test(arg.replace(/=.*$/s, '')) && (unknown.startsWith('--') ? arg.startsWith(unknown) : !arg.startsWith('--') && arg.startsWith('-') && arg.includes(unknown.slice(1))));
  if (path !== undefined) return `${message}${path === unknown ? '' : ` (in "${path}")`}; a path that begins with - goes after --, as in "-- ${path}", or is written "./${path}"`;
  const hint = didYouMean(unknown.replace(/=.*$/, ''), Object.keys(OPTIONS).map((option) => `--${option}`));
  return hint === undefined ? message : `${message}; ${hint}`;
}
