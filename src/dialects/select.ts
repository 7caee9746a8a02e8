import { checkDialectOptIn, checkDialectsOption } from '../option-values.js';
import { closestMatch } from '../suggest.js';
import type { Transport } from '../types.js';
import { resolveMetaSchema, type CustomMetaSchema } from './meta-schema.js';
import { DEFAULT_DIALECT, DIALECTS, MCP_DIALECTS, dialectByUri, dialectRow, type Dialect } from './table.js';
import { checkOptionKeys } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import { describeThrown } from '../thrown.js';

const DIALECT_OPTION_KEYS = ['dialects', 'dialectOptIn', 'schemas'];

/** Options of the dialect selector. */
export interface DialectOptions {
  /**
   * Dialects an MCP tool may use beyond draft-06, draft-07, 2019-09 and 2020-12.
   * Only `'draft-04'` adds anything; it is never allowed by default.
   */
  readonly dialects?: readonly Dialect[];
  /**
   * How the caller lets an MCP tool use draft-04, as the draft-04 message words it:
   * "the `dialects` option" by default; the CLI says "--allow-dialect draft-04".
   */
  readonly dialectOptIn?: string;
  /**
   * Documents by URI (the vet's `schemas` option): an MCP tool's `$schema` may name one that is a
   * meta-schema, whose own `$schema` names the dialect and whose `$vocabulary` the vocabularies.
   */
  readonly schemas?: Readonly<Record<string, unknown>>;
}

/** The outcome of {@link selectDialect}: the dialect to validate in, or why there is none. */
export type DialectChoice =
  | {
      readonly ok: true;
      readonly dialect: Dialect;
      readonly declared?: string;
      /** Set when `$schema` names a registered meta-schema: `dialect` is its base, restricted to its vocabularies. */
      readonly metaSchema?: CustomMetaSchema;
    }
  | {
      readonly ok: false;
      readonly code: 'dialect/not-allowed' | 'dialect/unknown' | 'dialect/unknown-vocabulary';
      readonly message: string;
      readonly hint?: string;
      /** The recognised dialect the tool may not use, for `dialect/not-allowed`. */
      readonly dialect?: Dialect;
      readonly declared: unknown;
    };

// What a vet without the `dialects` option allows, made once: most schemas declare an allowed dialect.
const MCP_ALLOWED: readonly Dialect[] = [...new Set(MCP_DIALECTS)];
const PACK_ALLOWED: readonly Dialect[] = [DEFAULT_DIALECT];

/**
 * Picks the dialect a tool's `input` or `output` schema is validated in, enforcing the
 * specification's rule: a pack tool (transport absent, `auto` or `native`) may use only
 * Draft 2020-12; an MCP tool (`transport: "mcp"`) may declare draft-06, draft-07, 2019-09
 * or 2020-12. A schema without `$schema` is 2020-12. An MCP tool's `$schema` may also name a
 * meta-schema registered in `options.schemas` (see {@link resolveMetaSchema}): the schema is then
 * in that meta-schema's dialect, restricted to its vocabularies; a pack tool may not.
 *
 * @example
 * ```ts
 * selectDialect({ $schema: 'http://json-schema.org/draft-07/schema#' }, 'mcp');
 * // → { ok: true, dialect: 'draft-07', declared: 'http://json-schema.org/draft-07/schema#' }
 * selectDialect({ $schema: 'http://json-schema.org/draft-07/schema#' }, 'auto').ok; // → false
 * ```
 */
export function selectDialect(schema: unknown, transport?: Transport | string, given: DialectOptions = {}): DialectChoice {
  // A bad option is the caller's bug: thrown, as vetToolManifest throws it.
  const options = optionSnapshot(given, DIALECT_OPTION_KEYS);
  checkOptionKeys(options as unknown, DIALECT_OPTION_KEYS);
  checkDialectOptIn(options);
  // The caller's value, not yet a trusted tree: its `$schema` is read once, and a read that throws is the answer, not an escape.
  let declared: { $schema: unknown } | undefined;
  try {
    const isSchemaObject = schema !== null && typeof schema === 'object' && !Array.isArray(schema) && Object.hasOwn(schema, '$schema');
    declared = isSchemaObject ? { $schema: (schema as { $schema?: unknown }).$schema } : undefined;
  } catch (thrown) {
    return { ok: false, code: 'dialect/unknown', declared: undefined, message: `$schema could not be read: reading it threw (${describeThrown(thrown).slice(0, 200)}).`, hint: 'Pass plain data: no getters or proxies that throw.' };
  }
  return chooseDialect(declared, transport, options);
}

/** {@link selectDialect} for the vet and the compiler, which pass their whole options on (checked there). */
export function chooseDialect(schema: unknown, transport?: Transport | string, options: DialectOptions = {}): DialectChoice {
  if (options.dialects !== undefined) checkDialectsOption(options.dialects);
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema) || !Object.hasOwn(schema, '$schema')) {
    return { ok: true, dialect: DEFAULT_DIALECT };
  }
  const declared = (schema as { $schema?: unknown }).$schema;
  const isMcp = transport === 'mcp';
  const allowed = isMcp ? (options.dialects === undefined ? MCP_ALLOWED : [...new Set([...MCP_DIALECTS, ...options.dialects])]) : PACK_ALLOWED;
  const allowedText = () => allowed.join(', ');
  if (typeof declared !== 'string') {
    return {
      ok: false,
      code: 'dialect/unknown',
      declared,
      message: `$schema must be a URI string naming the dialect, not ${describe(declared)}.`,
      hint: `Use one of: ${allowed.map((id) => dialectRow(id).uri).join(', ')}.`,
    };
  }
  const row = dialectByUri(declared);
  const custom = row === undefined ? resolveMetaSchema(declared, options.schemas) : undefined;
  if (custom?.kind === 'found') return customChoice(custom.meta, declared, transport, allowed);
  if (custom?.kind === 'refused') return { ok: false, code: custom.code, declared, message: `$schema "${declared}" cannot be used: ${custom.message}.`, hint: custom.hint };
  if (row === undefined) {
    const suggestion = suggestDialectUri(declared);
    return {
      ok: false,
      code: 'dialect/unknown',
      declared,
      message: `$schema "${declared}" is not a JSON Schema dialect; ${isMcp ? 'an MCP tool' : 'a pack tool'} may use ${allowedText()}.`,
      hint: suggestion === undefined ? `Use one of: ${allowed.map((id) => dialectRow(id).uri).join(', ')}.` : `did you mean "${suggestion}"?`,
    };
  }
  if (allowed.includes(row.id)) return { ok: true, dialect: row.id, declared };
  const note = row.note === undefined ? '' : ` ${capitalise(row.note)}.`;
  const where = isMcp
    ? `an MCP tool may use ${allowedText()}${row.audience === 'mcp-opt-in' ? ` (a runtime may opt in to draft-04 with ${options.dialectOptIn ?? 'the `dialects` option'})` : ''}`
    : `a pack tool (transport ${transport === undefined ? 'absent' : JSON.stringify(transport)}) may use only 2020-12; ${row.id} is allowed on an MCP server's tool (transport: "mcp")${row.audience === 'mcp-opt-in' ? ' that opted in' : ''}`;
  return {
    ok: false,
    code: 'dialect/not-allowed',
    dialect: row.id,
    declared,
    message: `$schema declares ${row.id} ("${declared}"), but ${where}.${note}`,
    hint: isMcp
      ? `Declare one of: ${allowed.map((id) => dialectRow(id).uri).join(', ')}.`
      : `Remove "$schema" or set it to "${dialectRow(DEFAULT_DIALECT).uri}", and write the schema in Draft 2020-12.`,
  };
}

// Pack tools are compiled as plain Draft 2020-12 by a runtime that holds no caller's documents: a meta-schema is for MCP tools only.
function customChoice(meta: CustomMetaSchema, declared: string, transport: Transport | string | undefined, allowed: readonly Dialect[]): DialectChoice {
  const vocabularies = meta.vocabularies === undefined ? '' : ` restricted to the vocabularies ${meta.vocabularies.map((uri) => uri.slice(uri.lastIndexOf('/') + 1)).join(', ')}`;
  const what = `$schema "${declared}" names a registered meta-schema (${meta.base}${vocabularies})`;
  if (transport !== 'mcp') {
    return {
      ok: false,
      code: 'dialect/not-allowed',
      dialect: meta.base,
      declared,
      message: `${what}, but a pack tool (transport ${transport === undefined ? 'absent' : JSON.stringify(transport)}) may use only 2020-12 itself; a custom meta-schema is allowed on an MCP server's tool (transport: "mcp").`,
      hint: `Remove "$schema" or set it to "${dialectRow(DEFAULT_DIALECT).uri}", and write the schema in Draft 2020-12.`,
    };
  }
  if (allowed.includes(meta.base)) return { ok: true, dialect: meta.base, declared, metaSchema: meta };
  return {
    ok: false,
    code: 'dialect/not-allowed',
    dialect: meta.base,
    declared,
    message: `${what}, but an MCP tool may use ${allowed.join(', ')}.`,
    hint: `Base the meta-schema on one of: ${allowed.map((id) => dialectRow(id).uri).join(', ')}.`,
  };
}

// The dialect URIs by their normal form, built on the first near miss (a pack tool's draft-07 `$schema` is one), not per vet.
let dialectsByForm: Map<string, string> | undefined;

/** The dialect URI a near miss meant: `https://json-schema.org/draft-07/schema`, `…/draft-07/` or a typo. */
export function suggestDialectUri(declared: string): string | undefined {
  const wanted = normaliseUri(declared);
  const byForm = (dialectsByForm ??= new Map(DIALECTS.map((row) => [normaliseUri(row.uri), row.uri])));
  const exact = byForm.get(wanted);
  if (exact !== undefined) return exact;
  const near = closestMatch(wanted, byForm.keys());
  return near === undefined ? undefined : byForm.get(near);
}

function normaliseUri(uri: string): string {
  return uri
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/#$/, '')
    .replace(/\/$/, '')
    .replace(/\/schema$/, '');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
