import type { Dialect } from '../../dialects/table.js';

/**
 * What a dialect's meta-schema requires of one keyword's value. Read off the meta-schemas Ajv
 * ships (draft-04 from ajv-draft-04); their `format`s are left out because the precompiled meta
 * validators do not check them (the meta-schemas are compiled without format validation).
 */
export type KeywordRule =
  | { readonly kind: 'schema' } // `#`: a subschema
  | { readonly kind: 'schema-array' } // array, at least one item, each a subschema
  | { readonly kind: 'schema-map' } // object, each value a subschema
  | { readonly kind: 'schema-or-array' } // `items` up to 2019-09: anyOf [#, schema-array]
  | { readonly kind: 'boolean-or-schema' } // draft-04 additionalItems/additionalProperties: anyOf [boolean, #]
  | { readonly kind: 'dependencies' } // object, each value anyOf [#, string-array]
  | { readonly kind: 'type' } // anyOf [simple type, unique non-empty array of them]
  | { readonly kind: 'enum'; readonly nonEmptyUnique: boolean }
  | { readonly kind: 'string-array' } // array of unique strings (draft-04: at least one)
  | { readonly kind: 'string-array-map' } // dependentRequired
  | { readonly kind: 'vocabulary' } // object of booleans
  | { readonly kind: 'non-negative-integer' }
  | { readonly kind: 'positive-number' } // multipleOf
  | { readonly kind: 'typed'; readonly type: 'string' | 'number' | 'boolean' | 'array' }
  | { readonly kind: 'matching'; readonly pattern: string }; // a string matching a pattern

/** How a dialect's meta-schema sees a subschema: what it must be, the rule of each keyword it knows. */
export interface DialectKeywords {
  /** draft-04's `#` is `type: object`; later dialects also allow booleans. */
  readonly schemaTypes: 'object' | 'object,boolean';
  readonly rules: ReadonlyMap<string, KeywordRule>;
  /** draft-04's schema-level `dependencies`: `exclusiveMaximum` needs `maximum`, `exclusiveMinimum` `minimum`. */
  readonly needs: readonly (readonly [keyword: string, needed: string])[];
  /** The `string-array` rule asks for at least one name (draft-04). */
  readonly nonEmptyStringArrays: boolean;
}

const SCHEMA = { kind: 'schema' } as const;
const SCHEMA_ARRAY = { kind: 'schema-array' } as const;
const SCHEMA_MAP = { kind: 'schema-map' } as const;
const COUNT = { kind: 'non-negative-integer' } as const;
const STRING = { kind: 'typed', type: 'string' } as const;
const NUMBER = { kind: 'typed', type: 'number' } as const;
const BOOLEAN = { kind: 'typed', type: 'boolean' } as const;
const ARRAY = { kind: 'typed', type: 'array' } as const;
const ID_2019 = { kind: 'matching', pattern: '^[^#]*#?$' } as const;
const ANCHOR_2020 = { kind: 'matching', pattern: '^[A-Za-z_][-A-Za-z0-9._]*$' } as const;

const named = (rule: KeywordRule, ...keywords: string[]): [string, KeywordRule][] => keywords.map((keyword) => [keyword, rule]);

// The lists are functions, and each dialect's row is built on its first use: a process that vets
// 2020-12 schemas only builds one of the five (about 50 KB less young generation at import).

// The validation keywords every dialect shares, with the types the meta-schemas give them.
const shared = (): [string, KeywordRule][] => [
  ...named(STRING, '$schema', 'title', 'description', 'pattern'),
  ...named(NUMBER, 'maximum', 'minimum'),
  ...named(COUNT, 'maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'),
  ['multipleOf', { kind: 'positive-number' }],
  ['uniqueItems', BOOLEAN],
  ['required', { kind: 'string-array' }],
  ['type', { kind: 'type' }],
  ['dependencies', { kind: 'dependencies' }],
  ...named(SCHEMA_MAP, 'definitions', 'properties', 'patternProperties'),
  ...named(SCHEMA_ARRAY, 'allOf', 'anyOf', 'oneOf'),
  ['not', SCHEMA],
];

const draft04 = (): [string, KeywordRule][] => [
  ...shared(),
  ['id', STRING],
  ...named(BOOLEAN, 'exclusiveMaximum', 'exclusiveMinimum'),
  ...named({ kind: 'boolean-or-schema' }, 'additionalItems', 'additionalProperties'),
  ['items', { kind: 'schema-or-array' }],
  ['enum', { kind: 'enum', nonEmptyUnique: true }],
];

const draft06 = (): [string, KeywordRule][] => [
  ...shared(),
  ...named(STRING, '$id', '$ref', 'format'),
  ...named(NUMBER, 'exclusiveMaximum', 'exclusiveMinimum'),
  ['examples', ARRAY],
  ...named(SCHEMA, 'additionalItems', 'additionalProperties', 'contains', 'propertyNames'),
  ['items', { kind: 'schema-or-array' }],
  ['enum', { kind: 'enum', nonEmptyUnique: true }],
];

const draft07 = (): [string, KeywordRule][] => [
  ...draft06(),
  ...named(STRING, '$comment', 'contentMediaType', 'contentEncoding'),
  ['readOnly', BOOLEAN],
  ...named(SCHEMA, 'if', 'then', 'else'),
];

// 2019-09 and 2020-12 split the meta-schema into vocabularies; these are their union.
const vocabularies = (): [string, KeywordRule][] => [
  ...draft07().filter(([keyword]) => keyword !== 'enum' && keyword !== 'items' && keyword !== '$id'),
  ['enum', { kind: 'enum', nonEmptyUnique: false }],
  ['$id', ID_2019],
  ['$vocabulary', { kind: 'vocabulary' }],
  ...named(BOOLEAN, 'deprecated', 'writeOnly'),
  ...named(COUNT, 'maxContains', 'minContains'),
  ['dependentRequired', { kind: 'string-array-map' }],
  ...named(SCHEMA_MAP, '$defs', 'dependentSchemas'),
  ...named(SCHEMA, 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'),
];

const draft2019 = (): [string, KeywordRule][] => [
  ...vocabularies(),
  ['items', { kind: 'schema-or-array' }],
  ['$anchor', { kind: 'matching', pattern: '^[A-Za-z][-A-Za-z0-9.:_]*$' }],
  ['$recursiveRef', STRING],
  ['$recursiveAnchor', BOOLEAN],
];

// 2020-12 drops `additionalItems` and the array form of `items`, and keeps `$recursiveAnchor`
// (as an anchor string) and `$recursiveRef` only to stop incompatible extensions.
const draft2020 = (): [string, KeywordRule][] => [
  ...vocabularies().filter(([keyword]) => keyword !== 'additionalItems'),
  ...named(SCHEMA, 'items'),
  ['prefixItems', SCHEMA_ARRAY],
  ...named(ANCHOR_2020, '$anchor', '$dynamicAnchor', '$recursiveAnchor'),
  ...named(STRING, '$dynamicRef', '$recursiveRef'),
];

const row = (schemaTypes: DialectKeywords['schemaTypes'], rules: [string, KeywordRule][], draft04 = false): DialectKeywords => ({
  schemaTypes,
  rules: new Map(rules),
  needs: draft04 ? [['exclusiveMaximum', 'maximum'], ['exclusiveMinimum', 'minimum']] : [],
  nonEmptyStringArrays: draft04,
});

/** Each dialect's meta-schema as data: one row a dialect (built on its first read). */
export const DIALECT_KEYWORDS: Readonly<Record<Dialect, DialectKeywords>> = builtOnFirstRead({
  'draft-04': () => row('object', draft04(), true),
  'draft-06': () => row('object,boolean', draft06()),
  'draft-07': () => row('object,boolean', draft07()),
  '2019-09': () => row('object,boolean', draft2019()),
  '2020-12': () => row('object,boolean', draft2020()),
});

function builtOnFirstRead<K extends string, V>(builders: Record<K, () => V>): Readonly<Record<K, V>> {
  const record = {} as Record<K, V>;
  for (const key of Object.keys(builders) as K[]) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = builders[key]();
        Object.defineProperty(record, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return record;
}

/**
 * The keywords whose values the walk enters as subschemas in every dialect (a superset, as Ajv's
 * own traversal does: a keyword unknown to a schema's dialect is still walked, though its
 * meta-schema checks nothing there). Never `enum`, `const`, `default`, `examples`.
 */
export const HOLDERS: ReadonlyMap<string, 'single' | 'array' | 'map'> = new Map([
  ...['additionalItems', 'items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'].map((keyword) => [keyword, 'single'] as const),
  ...['allOf', 'anyOf', 'oneOf', 'prefixItems'].map((keyword) => [keyword, 'array'] as const),
  ...['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies', 'dependentSchemas'].map((keyword) => [keyword, 'map'] as const),
]);

/** All the walk needs to know of one key of a subschema, in one lookup. */
export interface KeywordEntry {
  /** The dialect's rule for it, if its meta-schema constrains it. */
  readonly rule: KeywordRule | undefined;
  readonly holds: 'single' | 'array' | 'map' | undefined;
  /** `$ref`, `$dynamicRef` or `$recursiveRef`. */
  readonly ref: boolean;
  /** `$id`, `id`, `$anchor` or `$dynamicAnchor`. */
  readonly id: boolean;
  /** Bits (by visitor index) of the visitors the key wakes, in a table made for a walk's subscriptions. */
  readonly wake: number;
}

/** Reference keywords of every dialect. */
export const REF_KEYWORDS: ReadonlySet<string> = new Set(['$ref', '$dynamicRef', '$recursiveRef']);
/** Identifier and anchor keywords of every dialect. */
export const ID_KEYWORDS: ReadonlySet<string> = new Set(['$id', 'id', '$anchor', '$dynamicAnchor']);

/**
 * The walk's table of a dialect: each key it treats specially, found in one lookup. A record with no
 * prototype (V8 keeps it as a hash table): read once for every key of every subschema, it costs
 * less than a `Map` lookup, and no key (`__proto__`, `constructor`) reaches anything inherited.
 */
export type KeywordTable = { readonly [key: string]: KeywordEntry | undefined };

function tableOf(entries: Iterable<readonly [string, KeywordEntry]>): KeywordTable {
  const table: Record<string, KeywordEntry> = Object.create(null) as Record<string, KeywordEntry>;
  for (const [key, entry] of entries) table[key] = entry;
  return table;
}

const tables = new Map<Dialect, KeywordTable>();

/** The walk's table of a dialect: every key it treats specially, with its rule, holding and role. */
export function keywordTable(dialect: Dialect): KeywordTable {
  let table = tables.get(dialect);
  if (table === undefined) {
    const { rules } = DIALECT_KEYWORDS[dialect];
    const keys = new Set([...rules.keys(), ...HOLDERS.keys(), ...REF_KEYWORDS, ...ID_KEYWORDS]);
    table = tableOf([...keys].map((key) => [key, { rule: rules.get(key), holds: HOLDERS.get(key), ref: REF_KEYWORDS.has(key), id: ID_KEYWORDS.has(key), wake: 0 }] as const));
    tables.set(dialect, table);
  }
  return table;
}

/**
 * The walk's table of a dialect with the bits of the visitors each key wakes folded in (`byKeyword`
 * of a walk's subscriptions), so that the walk finds both in one lookup a key.
 */
export function subscribedTable(dialect: Dialect, byKeyword: ReadonlyMap<string, number>): KeywordTable {
  const merged = new Map(Object.entries(keywordTable(dialect)) as [string, KeywordEntry][]);
  for (const [key, wake] of byKeyword) merged.set(key, { ...(merged.get(key) ?? { rule: undefined, holds: undefined, ref: false, id: false }), wake });
  return tableOf(merged);
}
