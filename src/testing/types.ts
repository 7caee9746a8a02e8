import fc from 'fast-check';
import { arrayArbitrary } from './arrays.js';
import { anyJson, oneOfBuilt, type BuildContext, type Built } from './build.js';
import { numberArbitrary } from './numbers.js';
import { objectArbitrary } from './objects.js';
import type { Site } from './schema-doc.js';
import { stringArbitrary } from './strings.js';

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';
const ALL: readonly JsonType[] = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

// A schema without `type` still accepts every type; generating the one its keywords describe gives values worth testing with.
const HINTS: readonly [JsonType, readonly string[]][] = [
  ['object', ['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties', 'dependentRequired', 'dependencies', 'dependentSchemas']],
  ['array', ['items', 'prefixItems', 'additionalItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
  ['string', ['minLength', 'maxLength', 'pattern']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
];
const NUMBER_FORMATS = new Set(['int32', 'int64', 'float', 'double']);

/** The arbitrary of a schema's values by type: each type it allows (or its keywords describe), then its keywords for that type. */
export function typedArbitrary(ctx: BuildContext, schema: Record<string, unknown>, site: Site, depth: number): Built {
  const excluded = new Set((schema['notTypes'] as string[] | undefined) ?? []);
  let types = declaredTypes(schema) ?? inferredTypes(schema);
  if (types === undefined && excluded.size === 0) return { arb: anyJson(ctx, depth), exact: true };
  types = (types ?? ALL).filter((type) => !excluded.has(type) && !(type === 'integer' && excluded.has('number')));
  // `number` generates integers too; `integer` beside it would only weigh them double.
  if (types.includes('number')) types = types.filter((type) => type !== 'integer');
  if (types.length === 0) throw ctx.doc.unsatisfiable(site, excluded.size > 0 ? 'not' : 'type', 'no JSON type is left that the schema allows.');
  return oneOfBuilt(
    ctx,
    'type',
    site,
    types.map((type) => () => ofType(ctx, type, schema, site, depth)),
  );
}

function ofType(ctx: BuildContext, type: JsonType, schema: Record<string, unknown>, site: Site, depth: number): Built {
  switch (type) {
    case 'null':
      return { arb: fc.constant(null), exact: true };
    case 'boolean':
      return { arb: fc.boolean(), exact: true };
    case 'integer':
    case 'number':
      return numberArbitrary(ctx, schema, site, type === 'integer');
    case 'string':
      return stringArbitrary(ctx, schema, site);
    case 'array':
      return arrayArbitrary(ctx, schema, site, depth);
    case 'object':
      return objectArbitrary(ctx, schema, site, depth);
  }
}

function declaredTypes(schema: Record<string, unknown>): JsonType[] | undefined {
  const type = schema['type'];
  if (typeof type === 'string') return [type as JsonType];
  return Array.isArray(type) ? (type as JsonType[]) : undefined;
}

function inferredTypes(schema: Record<string, unknown>): JsonType[] | undefined {
  const hinted = HINTS.filter(([, keywords]) => keywords.some((keyword) => keyword in schema)).map(([type]) => type);
  if (typeof schema['format'] === 'string') hinted.push(NUMBER_FORMATS.has(schema['format']) ? (schema['format'].startsWith('int') ? 'integer' : 'number') : 'string');
  return hinted.length === 0 ? undefined : [...new Set(hinted)];
}
