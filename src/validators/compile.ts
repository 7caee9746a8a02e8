import { requireLazily } from '../runtime/lazy-require.js';
import type { AnySchema, ValidateFunction } from 'ajv';
import { DEFAULT_DIALECT, dialectRow, type Dialect } from '../dialects/table.js';
import { ToolManifestError } from '../errors.js';
import type { Issue } from '../issue.js';
import { vetToolManifest } from '../vet.js';
import { canonicalJson, LruCache, registryDigest } from './cache.js';
import { checkDataBounds, DEFAULT_DATA_LIMITS, type DataLimits } from './data-bounds.js';
import { dataIssues } from './errors.js';
import { addCappedFormats, DEFAULT_MAX_FORMAT_LENGTH } from './formats.js';
import { findBacktrackingPatterns, linearRegExp } from './regexp.js';
import type { CompileOptions, ToolValidator, ToolValidators, ValidationResult } from './options.js';

/** What compiling one schema gave: a validator, or why Ajv could not make one. Failures are cached too. */
type Compiled = { readonly validate: ValidateFunction } | { readonly failure: string };

interface Settings {
  readonly strict: boolean;
  readonly formats: 'assert' | 'annotate';
  readonly useDefaults: boolean | 'empty';
  readonly schemas: Readonly<Record<string, unknown>>;
  readonly regExp: 'linear' | 'native';
  readonly maxFormatLength: number;
}

const cache = new LruCache<string, Compiled>(1000);
// A runtime compiles the same manifest object for every call: remembered per object and options object.
const byManifest = new WeakMap<object, WeakMap<CompileOptions, ToolValidators>>();
const NO_OPTIONS: CompileOptions = {};

/**
 * Compiles a tool's `input` and `output` schemas into validators for its calls, each in the
 * dialect the schema is in (a draft-07 array-form `items` is a tuple; in 2020-12 it is not).
 * The manifest is vetted first, with the same options: one that does not vet cleanly is refused
 * with a {@link ToolManifestError} carrying its issues, and so is one Ajv cannot compile
 * (`validator/compile-failed`), never half-compiled. Nothing is ever fetched: a `$ref` reaches
 * only the schema itself and `options.schemas`. Compiled validators are cached by the schema's
 * content, dialect and options.
 *
 * @example
 * ```ts
 * import { compileToolValidators } from 'kindgi-tool-manifest';
 * const { input, output } = compileToolValidators(manifest);
 * const check = input(args);
 * if (!check.valid) for (const issue of check.issues) console.log(issue.pointer, issue.message);
 * ```
 */
export function compileToolValidators(manifest: unknown, options: CompileOptions = NO_OPTIONS): ToolValidators {
  const remembered = manifest !== null && typeof manifest === 'object' ? byManifest.get(manifest)?.get(options) : undefined;
  if (remembered !== undefined) return remembered;
  const validators = compileAfresh(manifest, options);
  if (manifest !== null && typeof manifest === 'object') {
    const byOptions = byManifest.get(manifest) ?? new WeakMap<CompileOptions, ToolValidators>();
    byOptions.set(options, validators);
    byManifest.set(manifest, byOptions);
  }
  return validators;
}

function compileAfresh(manifest: unknown, options: CompileOptions): ToolValidators {
  const report = vetToolManifest(manifest, options);
  if (report.manifest === undefined) throw new ToolManifestError(report.issues);
  const tool = report.manifest;
  const settings: Settings = {
    // The Kindgi runtime compiles a pack tool's schemas in strict mode (vet has checked they pass), an MCP server's loosely.
    strict: tool.transport !== 'mcp',
    formats: options.formats ?? 'assert',
    useDefaults: options.useDefaults ?? false,
    schemas: options.schemas ?? {},
    regExp: options.regExp ?? 'linear',
    maxFormatLength: options.maxFormatLength ?? DEFAULT_MAX_FORMAT_LENGTH,
  };
  const dataLimits: DataLimits = { ...DEFAULT_DATA_LIMITS, ...options.dataLimits };
  if (settings.regExp === 'linear') {
    const backtracking = [...findBacktrackingPatterns(tool.input, '/input'), ...findBacktrackingPatterns(tool.output, '/output')];
    if (backtracking.length > 0) throw new ToolManifestError(backtracking);
  }
  const failures: Issue[] = [];
  const [input, output] = (['input', 'output'] as const).map((field) => {
    const dialect = report.dialects?.[field] ?? DEFAULT_DIALECT;
    const compiled = compileSchema(tool[field], dialect, settings);
    if ('validate' in compiled) return toolValidator(field, dialect, compiled.validate, dataLimits);
    failures.push({
      code: 'validator/compile-failed',
      severity: 'error',
      pointer: `/${field}`,
      message: `Ajv could not compile the ${field} schema (${dialect}): ${compiled.failure}.`,
      hint: 'The schema is valid JSON Schema that Ajv, which the Kindgi runtime uses too, cannot compile: rewrite the construct it names more simply.',
    });
    return undefined;
  });
  if (input === undefined || output === undefined) throw new ToolManifestError(failures);
  return { input, output };
}

/**
 * Empties the cache of compiled validators.
 *
 * @example
 * ```ts
 * clearValidatorCache();
 * ```
 */
export function clearValidatorCache(): void {
  cache.clear();
}

/**
 * Sets how many compiled schemas the cache keeps (1,000 by default; 0 turns it off) and tells
 * how many it holds. The least recently used are dropped first.
 *
 * @example
 * ```ts
 * configureValidatorCache({ max: 5_000 }); // → { max: 5000, size: 0 }
 * ```
 */
export function configureValidatorCache(options: { readonly max?: number } = {}): { max: number; size: number } {
  if (options.max !== undefined) cache.resize(options.max);
  return { max: cache.max, size: cache.size };
}

function compileSchema(schema: unknown, dialect: Dialect, settings: Settings): Compiled {
  const content = canonicalJson(schema);
  const key = [dialect, settings.strict ? 'strict' : 'loose', settings.formats, String(settings.useDefaults), settings.regExp, settings.maxFormatLength, registryDigest(settings.schemas), content].join('\n');
  let compiled = cache.get(key);
  if (compiled === undefined) {
    // Ajv keeps references into the schema it compiles: give it a copy, so no caller's later change reaches a cached validator.
    compiled = build(JSON.parse(content) as AnySchema, dialect, settings);
    cache.set(key, compiled);
  }
  return compiled;
}

let formatsPlugin: ((ajv: unknown) => unknown) | undefined;

// A fresh Ajv per schema: schemas that declare the same `$id` differently never meet, and nothing
// accumulates in a long-lived instance. The meta-schema check is skipped: vet has done it.
function build(schema: AnySchema, dialect: Dialect, settings: Settings): Compiled {
  try {
    const ajv = dialectRow(dialect).createAjv({
      strict: settings.strict,
      ownProperties: true,
      allErrors: true,
      verbose: true,
      useDefaults: settings.useDefaults,
      validateFormats: settings.formats === 'assert',
      validateSchema: false,
      logger: false,
      ...(settings.regExp === 'linear' ? { code: { regExp: linearRegExp as never } } : {}),
    });
    // The plugin also brings formatMinimum and its kin, which vet's strict check counts as known keywords.
    formatsPlugin ??= requireLazily('ajv-formats') as (ajv: unknown) => unknown;
    formatsPlugin(ajv);
    addCappedFormats(ajv, settings.maxFormatLength);
    for (const [uri, document] of Object.entries(settings.schemas)) {
      if (uri !== '' && !uri.startsWith('#')) ajv.addSchema(document as AnySchema, uri);
    }
    return { validate: ajv.compile(schema) };
  } catch (error) {
    // Ajv throws MissingRefError, plain Errors, and RangeErrors from its own stack overflows on some valid schemas.
    return { failure: error instanceof RangeError ? `its compiler overflowed its stack (${error.message})` : error instanceof Error ? error.message : String(error) };
  }
}

function toolValidator(field: 'input' | 'output', dialect: Dialect, validate: ValidateFunction, dataLimits: DataLimits): ToolValidator {
  const check = (data: unknown): ValidationResult => {
    const outOfBounds = checkDataBounds(data, dataLimits);
    if (outOfBounds !== undefined) return { valid: false, issues: [outOfBounds] };
    try {
      return validate(data) ? { valid: true, issues: [] } : { valid: false, issues: dataIssues(validate.errors ?? [], field) };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const issue: Issue = {
        code: 'call/validator-failed',
        severity: 'error',
        pointer: '',
        message: `The ${field} could not be checked: the validator stopped with ${reason}.`,
        hint: 'Treat the value as invalid; the schema (or the data) nests or recurses deeper than the validator can follow.',
      };
      return { valid: false, issues: [issue] };
    }
  };
  return Object.assign(check, { field, dialect });
}
