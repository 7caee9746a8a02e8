import type { JsonError } from 'json-schema-library';
import { joinPointer } from '../issue.js';
import { UNION_PATH } from './interpreted-unions.js';
import type { AjvError } from './messages.js';

type Data = Record<string, unknown>;

/**
 * json-schema-library's errors in Ajv's shape (keyword, `instancePath`, params, the data at the
 * place), so both engines' reports go through the same messages: one code, one sentence, one
 * RFC 6901 pointer per problem. Its pointers are not escaped (`#/a/b` may be the key "a/b"), so
 * each is matched against the data itself to find the keys it names.
 */
export function asAjvErrors(errors: readonly JsonError[], root: unknown): AjvError[] {
  return errors.map((error, index) => asAjvError(error, index, root));
}

function asAjvError(error: JsonError, index: number, root: unknown): AjvError {
  const data = (error.data ?? {}) as Data;
  const code = String(error.code);
  const raw = typeof data['arrayPointer'] === 'string' ? data['arrayPointer'] : String(data['pointer'] ?? '#');
  let at = dataPointer(raw, root);
  const schema = (data['schema'] ?? {}) as Data;
  const keys = at.tokens;
  const lastKey = keys[keys.length - 1] ?? '';
  const parentPointer = () => joinPointer('', ...keys.slice(0, -1));
  let keyword = KEYWORDS[code] ?? code;
  let params: Data = {};
  switch (code) {
    case 'type-error':
      params = { type: [data['expected']].flat().join(',') };
      break;
    case 'required-property-error':
      params = { missingProperty: data['key'] };
      break;
    case 'missing-dependency-error':
      // A `false` dependent schema comes as a dependency error that names no missing property.
      if (data['missingProperty'] === undefined) keyword = 'false schema';
      else params = { missingProperty: data['missingProperty'], property: data['property'] ?? dependencyTrigger(schema, data['missingProperty'], valueAt(root, at.tokens)) };
      break;
    case 'no-additional-properties-error':
      params = { additionalProperty: data['property'] ?? lastKey };
      at = { pointer: parentPointer(), tokens: keys.slice(0, -1) };
      break;
    case 'unevaluated-property-error':
      params = { unevaluatedProperty: lastKey };
      at = { pointer: parentPointer(), tokens: keys.slice(0, -1) };
      break;
    case 'unevaluated-items-error':
    case 'additional-items-error':
      params = { limit: Number(lastKey) };
      at = { pointer: parentPointer(), tokens: keys.slice(0, -1) };
      break;
    case 'enum-error':
      params = { allowedValues: data['values'] ?? schema['enum'] ?? [] };
      break;
    case 'const-error':
      params = { allowedValue: data['expected'] ?? schema['const'] };
      break;
    case 'pattern-error':
      params = { pattern: data['pattern'] ?? schema['pattern'] };
      break;
    case 'format-error':
      params = { format: data['format'] };
      break;
    case 'format-limit-error':
      // ajv-formats' params: the comparison the value fails to meet and the schema's limit.
      keyword = String(data['keyword']);
      params = { comparison: data['comparison'], limit: data['limit'] };
      break;
    case 'min-length-error':
    case 'min-length-one-error':
      params = { limit: schema['minLength'] ?? data['minLength'] ?? 1 };
      break;
    case 'max-length-error':
      params = { limit: schema['maxLength'] ?? data['maxLength'] };
      break;
    case 'min-items-error':
    case 'min-items-one-error':
      params = { limit: schema['minItems'] ?? data['minItems'] ?? 1 };
      break;
    case 'max-items-error':
      params = { limit: schema['maxItems'] ?? data['maximum'] };
      break;
    case 'min-properties-error':
      params = { limit: schema['minProperties'] ?? data['minProperties'] };
      break;
    case 'max-properties-error':
      params = { limit: schema['maxProperties'] ?? data['maxProperties'] };
      break;
    case 'minimum-error':
    case 'maximum-error':
    case 'exclusive-minimum-error':
    case 'exclusive-maximum-error':
      params = comparison(keyword, schema, data);
      keyword = params['keyword'] as string;
      break;
    case 'multiple-of-error':
      params = { multipleOf: data['multipleOf'] ?? schema['multipleOf'] };
      break;
    case 'unique-items-error':
      params = { i: indexOf(data['pointer']), j: indexOf(data['duplicatePointer']) };
      break;
    case 'contains-error':
    case 'contains-min-error':
    case 'contains-max-error':
    case 'contains-any-error':
    case 'contains-array-error':
      params = { minContains: schema['minContains'] ?? 1, maxContains: schema['maxContains'] };
      break;
    case 'multiple-one-of-error':
      params = { passingSchemas: Array.isArray(data['matches']) ? (data['matches'] as { index: number }[]).map((match) => match.index) : [] };
      break;
    case 'tag-error':
      params = { error: data['error'], tag: data['tag'], tagValue: data['tagValue'] };
      break;
    case 'invalid-property-name-error':
      params = { propertyName: Array.isArray(data['property']) ? data['property'][0] : data['property'] };
      break;
    default:
      break;
  }
  const value = valueAt(root, at.tokens);
  const parentSchema = keyword === 'required' || keyword === 'additionalProperties' || keyword === 'unevaluatedProperties' || keyword === 'discriminator' ? schema : undefined;
  return { keyword, instancePath: at.pointer, schemaPath: schemaPathOf(error, index, keyword), params, message: error.message, data: value, ...(parentSchema ? { parentSchema } : {}) } as AjvError;
}

// Under unions, the path the union keywords gave it (a union's own error ends at the union); elsewhere one of its own.
function schemaPathOf(error: JsonError, index: number, keyword: string): string {
  const placed = (error as { [UNION_PATH]?: string[] })[UNION_PATH];
  if (placed === undefined) return `#interpreted/${index}/${keyword}`;
  // A union's own error ends at its union's segment; every error inside a branch, at the branch's index.
  const isUnion = (placed[placed.length - 1] as string).startsWith('u');
  return `#interpreted/${placed.join('/')}${isUnion ? '' : `/${keyword}`}`;
}


const KEYWORDS: Record<string, string> = {
  'type-error': 'type', 'required-property-error': 'required', 'missing-dependency-error': 'dependentRequired',
  'no-additional-properties-error': 'additionalProperties', 'unevaluated-property-error': 'unevaluatedProperties',
  'unevaluated-items-error': 'unevaluatedItems', 'additional-items-error': 'additionalItems', 'enum-error': 'enum',
  'const-error': 'const', 'pattern-error': 'pattern', 'format-error': 'format', 'min-length-error': 'minLength',
  'min-length-one-error': 'minLength', 'max-length-error': 'maxLength', 'min-items-error': 'minItems', 'min-items-one-error': 'minItems',
  'max-items-error': 'maxItems', 'min-properties-error': 'minProperties', 'max-properties-error': 'maxProperties',
  'minimum-error': 'minimum', 'maximum-error': 'maximum', 'exclusive-minimum-error': 'exclusiveMinimum', 'exclusive-maximum-error': 'exclusiveMaximum',
  'multiple-of-error': 'multipleOf', 'unique-items-error': 'uniqueItems', 'contains-error': 'contains', 'contains-min-error': 'contains',
  'contains-max-error': 'contains', 'contains-any-error': 'contains', 'contains-array-error': 'contains', 'any-of-error': 'anyOf',
  'one-of-error': 'oneOf', 'tag-error': 'discriminator', 'multiple-one-of-error': 'oneOf', 'not-error': 'not', 'invalid-data-error': 'false schema',
  'invalid-property-name-error': 'propertyNames', 'all-of-error': 'allOf',
};

// json-schema-library reports draft-04's boolean `exclusiveMinimum` and the numeric one alike.
function comparison(keyword: string, schema: Data, data: Data): Data {
  const exclusive = keyword.startsWith('exclusive');
  const upper = keyword.endsWith('aximum');
  const limit = exclusive ? (typeof schema[keyword] === 'number' ? schema[keyword] : schema[upper ? 'maximum' : 'minimum']) : (schema[keyword] ?? data[upper ? 'maximum' : 'minimum']);
  return { keyword, comparison: `${upper ? '<' : '>'}${exclusive ? '' : '='}`, limit };
}

// json-schema-library names the missing property, not the present one that requires it: the first such key of the data.
function dependencyTrigger(schema: Data, missing: unknown, value: unknown): string | undefined {
  const table = (schema['dependentRequired'] ?? schema['dependencies']) as Data | undefined;
  if (table === null || typeof table !== 'object' || value === null || typeof value !== 'object') return undefined;
  for (const [key, required] of Object.entries(table)) {
    if (Array.isArray(required) && required.includes(missing) && Object.hasOwn(value, key)) return key;
  }
  return undefined;
}

function indexOf(pointer: unknown): number {
  const text = String(pointer ?? '');
  return Number(text.slice(text.lastIndexOf('/') + 1));
}

function valueAt(root: unknown, tokens: readonly string[]): unknown {
  let value = root;
  for (const token of tokens) value = value !== null && typeof value === 'object' ? (value as Data)[token] : undefined;
  return value;
}

// How many ways of reading an unescaped pointer are tried before falling back to splitting at every slash.
const MAX_READINGS = 10_000;

/** The keys an unescaped `#/a/b` names in `root`: "a" then "b", or the one key "a/b", whichever the data has. */
export function dataPointer(raw: string, root: unknown): { pointer: string; tokens: string[] } {
  const path = raw.replace(/^#/, '');
  if (path === '') return { pointer: '', tokens: [] };
  let budget = MAX_READINGS;
  const search = (value: unknown, rest: string): string[] | undefined => {
    if (rest === '') return [];
    if (--budget < 0 || value === null || typeof value !== 'object') return undefined;
    const text = rest.slice(1);
    for (let end = text.indexOf('/'); ; end = text.indexOf('/', end + 1)) {
      const key = end < 0 ? text : text.slice(0, end);
      if (Object.hasOwn(value, key)) {
        const tail = search((value as Data)[key], end < 0 ? '' : text.slice(end));
        if (tail !== undefined) return [key, ...tail];
      }
      if (end < 0) return undefined;
    }
  };
  const tokens = search(root, path) ?? path.slice(1).split('/');
  return { pointer: joinPointer('', ...tokens), tokens };
}
