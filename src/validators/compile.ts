import type { AnySchema } from 'ajv';
import type { CustomMetaSchema } from '../dialects/meta-schema.js';
import { chooseDialect } from '../dialects/select.js';
import { DEFAULT_DIALECT, type Dialect } from '../dialects/table.js';
import { assertsFormat, usesVocabularies } from '../dialects/vocabularies.js';
import { ToolManifestError } from '../errors.js';
import type { Issue } from '../issue.js';
import { vetToolManifest } from '../vet.js';
import type { AjvSettings } from './ajv-engine.js';
import { canonicalJson, LruCache, registryDigest } from './cache.js';
import { CACHE_OPTION_KEYS, checkCacheOptions, checkCompileOptions, COMPILE_KEYS } from './check-options.js';
import { optionSnapshot } from '../option-snapshot.js';
import { DEFAULT_DATA_LIMITS, type DataLimits } from './data-bounds.js';
import { codeGenerationAllowed } from './code-generation.js';
import { compileOnEngine, type Compiled, type EngineChoice } from './engines.js';
import { DEFAULT_MAX_FORMAT_LENGTH } from './formats.js';
import { findBacktrackingPatterns } from './regexp.js';
import { checkRefs } from '../schema-checks/refs.js';
import { schemaShape, type SchemaShape } from './shape.js';
import { callCost, type CallCost } from './call-cost.js';
import { restrictToMetaSchema } from '../schema-checks/restrict.js';
import type { CompileOptions, ToolValidators } from './options.js';
import { DEFAULT_MAX_ISSUES, toolValidator } from './tool-validator.js';

interface Settings extends AjvSettings {
  readonly engine: EngineChoice;
}

/** A compiled schema with the facts of its content that its validator needs. */
interface CompiledSchema {
  readonly compiled: Compiled;
  readonly shape: SchemaShape;
  readonly cost: CallCost;
}

const cache = new LruCache<string, CompiledSchema>(1000);
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
 * Each schema runs on Ajv after exact rewrites, or on json-schema-library (no code generation)
 * where Ajv is wrong (`$dynamicRef`, `$recursiveRef`, some `unevaluated*` shapes), where it cannot
 * compile, where code generation is disallowed (detected once), or when `engine: 'interpreted'`
 * asks for it. Both report the same issues, at the same pointers, under the same bounds.
 *
 * @example
 * ```ts
 * import { compileToolValidators } from 'kindgi-tool-manifest';
 * const { input, output } = compileToolValidators(manifest);
 * const check = input(args);
 * if (!check.valid) for (const issue of check.issues) console.log(issue.pointer, issue.message);
 * ```
 */
export function compileToolValidators(manifest: unknown, given: CompileOptions = NO_OPTIONS): ToolValidators {
  // Read once: the memo below is keyed by the snapshot, which is new whenever the options read otherwise.
  const options = optionSnapshot(given, COMPILE_KEYS);
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
  checkCompileOptions(options);
  const report = vetToolManifest(manifest, options);
  if (report.manifest === undefined) throw new ToolManifestError(report.issues);
  const tool = report.manifest;
  const maxIssues = Math.max(1, Math.floor(options.maxIssues ?? DEFAULT_MAX_ISSUES));
  const settings: Settings = {
    // The Kindgi runtime compiles a pack tool's schemas in strict mode (vet has checked they pass), an MCP server's loosely.
    strict: tool.transport !== 'mcp',
    formats: options.formats ?? 'assert',
    useDefaults: options.useDefaults ?? false,
    schemas: options.schemas ?? {},
    regExp: options.regExp ?? 'linear',
    maxFormatLength: options.maxFormatLength ?? DEFAULT_MAX_FORMAT_LENGTH,
    // Composite keywords discard some errors: collect ten for each issue reported, at least a thousand.
    maxErrors: Math.max(1000, maxIssues * 10),
    engine: options.engine ?? 'auto',
  };
  const dataLimits: DataLimits = { ...DEFAULT_DATA_LIMITS, ...options.dataLimits };
  // Whether some pattern runs on the linear-time engine: then each call's matches share one budget of steps.
  let linearPatterns = false;
  if (settings.regExp === 'linear') {
    const reached = (field: 'input' | 'output') => checkRefs(tool[field], report.dialects?.[field] ?? DEFAULT_DIALECT, `/${field}`, { schemas: settings.schemas }).unwalked;
    const programs = { total: 0 };
    const backtracking = [...findBacktrackingPatterns(tool.input, '/input', reached('input'), programs), ...findBacktrackingPatterns(tool.output, '/output', reached('output'), programs)];
    linearPatterns = programs.total > 0;
    if (backtracking.length > 0) throw new ToolManifestError(backtracking);
  }
  const failures: Issue[] = [];
  const [input, output] = (['input', 'output'] as const).map((field) => {
    const dialect = report.dialects?.[field] ?? DEFAULT_DIALECT;
    const meta = metaSchemaOf(tool[field], tool.transport, options);
    const { compiled, shape, cost } = compileSchema(tool[field], dialect, meta, settings);
    if (!('failure' in compiled)) return toolValidator(field, dialect, compiled, shape, { dataLimits, maxIssues, linearPatterns }, cost);
    failures.push({
      code: 'validator/compile-failed',
      severity: 'error',
      pointer: `/${field}`,
      message: `Neither Ajv nor the interpreted engine could compile the ${field} schema (${dialect}): ${compiled.failure}.`,
      hint: 'The schema is valid JSON Schema that the validators cannot compile: rewrite the construct it names more simply.',
    });
    return undefined;
  });
  if (input === undefined || output === undefined) throw new ToolManifestError(failures);
  // Frozen: the memo above gives this one object to every caller of the manifest.
  return Object.freeze({ input, output });
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
export function configureValidatorCache(given: { readonly max?: number } = {}): { max: number; size: number } {
  const options = optionSnapshot(given, CACHE_OPTION_KEYS);
  checkCacheOptions(options);
  if (options.max !== undefined) cache.resize(options.max);
  return { max: cache.max, size: cache.size };
}

// The registered meta-schema a schema's `$schema` names, which vet has accepted: it decides the vocabularies.
function metaSchemaOf(schema: unknown, transport: unknown, options: CompileOptions): CustomMetaSchema | undefined {
  const choice = chooseDialect(schema, typeof transport === 'string' ? transport : undefined, options);
  return choice.ok ? choice.metaSchema : undefined;
}

function compileSchema(schema: unknown, dialect: Dialect, meta: CustomMetaSchema | undefined, given: Settings): CompiledSchema {
  const content = canonicalJson(schema);
  const codeGeneration = codeGenerationAllowed();
  // 2020-12's format-assertion vocabulary makes `format` assert, whatever the `formats` option says.
  const settings: Settings = meta?.vocabularies !== undefined && usesVocabularies(dialect) && assertsFormat(dialect, meta.vocabularies) ? { ...given, formats: 'assert' } : given;
  const key = [
    dialect, meta?.vocabularies?.join(' ') ?? '', settings.strict ? 'strict' : 'loose', settings.formats, String(settings.useDefaults), settings.regExp, settings.maxFormatLength,
    settings.maxErrors, settings.engine, codeGeneration, registryDigest(settings.schemas), content,
  ].join('\n');
  let entry = cache.get(key);
  if (entry === undefined) {
    // The shape and the cost are facts of the content, which the key holds, found once for it.
    const shape = schemaShape(schema);
    // The cost is found depth by depth as calls need it, on a copy of its own (the engines rewrite theirs).
    const cost = callCost(JSON.parse(content));
    // Engines keep references into the schema they compile: give them a copy, so no caller's later change reaches a cached validator.
    const copy = JSON.parse(content) as AnySchema;
    if (meta !== undefined) restrictToMetaSchema(copy, dialect, meta);
    entry = { compiled: compileOnEngine(copy, dialect, settings, settings.engine, codeGeneration, !shape.discardsErrors), shape, cost };
    cache.set(key, entry);
  }
  return entry;
}
