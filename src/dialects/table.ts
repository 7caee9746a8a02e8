import { requireLazily } from '../runtime/lazy-require.js';
import type { AnySchemaObject, Options as AjvOptions } from 'ajv';
type AjvCore = import('ajv/dist/core.js').default;

/** The JSON Schema dialects this library recognises. */
export type Dialect = 'draft-04' | 'draft-06' | 'draft-07' | '2019-09' | '2020-12';

/** Who may declare a dialect: every tool, MCP tools, or MCP tools that opted in. */
export type DialectAudience = 'every-tool' | 'mcp' | 'mcp-opt-in';

/** One dialect: its `$schema` URI, who may use it, and how Ajv validates it. */
export interface DialectRow {
  readonly id: Dialect;
  /** The canonical `$schema` URI; it also matches without (or with) a trailing `#`. */
  readonly uri: string;
  readonly audience: DialectAudience;
  /**
   * A new Ajv instance for this dialect, with its meta-schema loaded.
   * @internal Left out of the published declarations: the package bundles Ajv and ships none of its types.
   */
  readonly createAjv: (options: AjvOptions) => AjvCore;
  /** The precompiled meta-schema validator's module in `generated/`. */
  readonly metaModule: string;
  /** What a schema author should know about moving off this dialect, if anything. */
  readonly note?: string;
}

type AjvClass = new (options: AjvOptions) => AjvCore;

// Ajv classes are loaded on demand: vetting never needs one, and a pack tool's calls never the draft-07 family.
function ajvClass(module: unknown): AjvClass {
  return ((module as { default?: AjvClass }).default ?? module) as AjvClass;
}

/** Every dialect, oldest first. Adding a dialect is adding a row. */
export const DIALECTS: readonly DialectRow[] = [
  {
    id: 'draft-04',
    metaModule: 'meta-draft-04.cjs',
    uri: 'http://json-schema.org/draft-04/schema#',
    audience: 'mcp-opt-in',
    createAjv: (options) => new (ajvClass(requireLazily('ajv-draft-04')))(options),
    note:
      'draft-04 is an older dialect: draft-06 and later spell `id` as `$id` and make `exclusiveMinimum`/`exclusiveMaximum` numbers instead of booleans',
  },
  {
    id: 'draft-06',
    metaModule: 'meta-draft-06.cjs',
    uri: 'http://json-schema.org/draft-06/schema#',
    audience: 'mcp',
    createAjv: (options) => {
      const ajv = new (ajvClass(requireLazily('ajv/dist/ajv.js')))(options);
      ajv.addMetaSchema(requireLazily('ajv/dist/refs/json-schema-draft-06.json') as AnySchemaObject);
      return ajv;
    },
  },
  {
    id: 'draft-07',
    metaModule: 'meta-draft-07.cjs',
    uri: 'http://json-schema.org/draft-07/schema#',
    audience: 'mcp',
    createAjv: (options) => new (ajvClass(requireLazily('ajv/dist/ajv.js')))(options),
  },
  {
    id: '2019-09',
    metaModule: 'meta-2019-09.cjs',
    uri: 'https://json-schema.org/draft/2019-09/schema',
    audience: 'mcp',
    createAjv: (options) => new (ajvClass(requireLazily('ajv/dist/2019.js')))(options),
  },
  {
    id: '2020-12',
    metaModule: 'meta-2020-12.cjs',
    uri: 'https://json-schema.org/draft/2020-12/schema',
    audience: 'every-tool',
    createAjv: (options) => new (ajvClass(requireLazily('ajv/dist/2020.js')))(options),
  },
];

/** The dialect a schema without `$schema` is in. */
export const DEFAULT_DIALECT: Dialect = '2020-12';

/** The dialects an MCP tool may declare without opting in to more. */
export const MCP_DIALECTS: readonly Dialect[] = DIALECTS.filter((row) => row.audience !== 'mcp-opt-in').map((row) => row.id);

/** The row of a dialect. */
export function dialectRow(id: Dialect): DialectRow {
  return DIALECTS.find((row) => row.id === id) as DialectRow;
}

// Each URI with and without its trailing `#`: a `$schema` is looked up as written, so the common
// case builds no sliced string (whose hash a lookup would then compute afresh on every vet).
const BY_URI = new Map(DIALECTS.flatMap((row) => [[stripHash(row.uri), row] as const, [`${stripHash(row.uri)}#`, row] as const]));

/** The row whose URI a `$schema` value names (a trailing `#` is ignored), if any. */
export function dialectByUri(uri: string): DialectRow | undefined {
  return BY_URI.get(uri);
}

function stripHash(uri: string): string {
  return uri.endsWith('#') ? uri.slice(0, -1) : uri;
}
