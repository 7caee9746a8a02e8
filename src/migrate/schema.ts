import { dialectByUri, dialectRow, DIALECTS, type Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import { checkChoice, checkOptionKeys } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import { idKeyword, prepare, resolveUri, ROOT_BASE, type MigrationContext } from './context.js';
import { ANNOTATIONS, isPlainObject, LIST, MAP, SINGLE } from './keywords.js';
import { mapOf, migrateDependencies, migrateId, migrateRecursiveRef, migrateRef, type Place } from './rewrites.js';
import { madeFrom } from './sources.js';
import { splitTypeList } from './type-list.js';
import { readWhole } from './read.js';

/** Options of {@link migrateSchema}. */
export interface MigrateOptions {
  /** The dialect the schema is in; by default the one its `$schema` declares, else 2020-12. */
  readonly from?: Dialect;
  /** The dialect to migrate to: 2020-12, the one pack tools use, and the default when left out. */
  readonly to?: '2020-12';
}

/** What {@link migrateSchema} made. */
export interface SchemaMigration {
  /** The migrated schema: a new value, the original untouched. */
  readonly schema: unknown;
  /** The dialect migrated from. */
  readonly from: Dialect;
  /** One issue per keyword with no exact equivalent (left as it was) or dropped as a no-op; pointers into the original schema. */
  readonly issues: Issue[];
}

const TARGET_URI = dialectRow('2020-12').uri;

/**
 * Migrates a JSON Schema to Draft 2020-12 by exact rewrites only: `definitions` → `$defs` with
 * every `$ref` rewritten, array `items` → `prefixItems` and `additionalItems` → `items`,
 * `dependencies` → `dependentRequired`/`dependentSchemas`, draft-04's boolean
 * `exclusiveMinimum`/`exclusiveMaximum` → numbers and `id` → `$id`, an `$id` fragment →
 * `$anchor`, `$recursiveRef`/`$recursiveAnchor` → `$dynamicRef`/`$dynamicAnchor`, the `$schema`
 * URI, and a `type` list that Ajv's strict mode refuses → `anyOf` (`["X", "null"]` is kept).
 * A keyword with no exact equivalent is left as it was, with an issue (`migrate/no-equivalent`);
 * nothing is approximated silently. The value is read once, with the vet's bounded reader: one
 * it cannot read whole (a cycle, a getter or Proxy trap that throws, a value that is not JSON,
 * nesting past 512 levels, more than 4 MiB of it) comes back as it was, with
 * the reader's issues (`manifest/cycle`, `manifest/unreadable`, `limit/depth`…); so does one whose
 * `$schema` names no dialect it reads (`dialect/unknown`), unless `from` says which. Never throws
 * on bad input; throws a `TypeError` for bad options (an unknown key, a `to` other than 2020-12, a
 * `from` that is no dialect).
 *
 * @example
 * ```ts
 * migrateSchema({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'array', definitions: { a: { type: 'string' } }, items: [{ $ref: '#/definitions/a' }] }, { to: '2020-12' });
 * // → { schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', $defs: { a: { type: 'string' } }, prefixItems: [{ $ref: '#/$defs/a' }] }, from: 'draft-07', issues: [] }
 * ```
 */
export function migrateSchema(schema: unknown, given: MigrateOptions = {}): SchemaMigration {
  const options = optionSnapshot(given, MIGRATE_OPTION_KEYS);
  checkMigrateOptions(options);
  const reading = readWhole(schema, 'schema');
  if (!reading.ok) return { schema, from: options.from ?? '2020-12', issues: reading.issues };
  return migrateCopy(reading.value, schema, options.from);
}

/**
 * {@link migrateSchema} of a plain JSON copy that `readWhole` made of `original`, which comes back
 * as it was when the copy's dialect is none a migration reads.
 */
export function migrateCopy(copy: unknown, original: unknown, fromOption: Dialect | undefined): SchemaMigration {
  const declared = isPlainObject(copy) && Object.hasOwn(copy, '$schema') ? copy.$schema : undefined;
  const row = typeof declared === 'string' ? dialectByUri(declared) : undefined;
  if (fromOption === undefined && declared !== undefined && row === undefined) return { schema: original, from: '2020-12', issues: [unknownDialect(declared)] };
  const from = fromOption ?? row?.id ?? '2020-12';
  const issues: Issue[] = [];
  const context = prepare(copy, from, issues);
  const migrated = migrateNode(copy, '', context, { base: ROOT_BASE, resource: copy, root: true });
  return { schema: migrated, from, issues };
}

// Read as 2020-12, a draft-03 or custom meta-schema's keywords would be rewritten as if they meant what 2020-12's do.
function unknownDialect(declared: unknown): Issue {
  const named = typeof declared === 'string' ? `names ${JSON.stringify(declared.slice(0, 200))}` : 'is not a string';
  return {
    code: 'dialect/unknown',
    severity: 'error',
    pointer: '/$schema',
    message: `"$schema" ${named}, no dialect a migration reads (draft-04, draft-06, draft-07, 2019-09, 2020-12); the schema is left as it was.`,
    hint: 'Migrate it by hand, or, when it is written in one of those dialects, say which: its URI in "$schema", or migrateSchema\'s `from` option.',
  };
}

const IN_PLACE = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']);

function migrateNode(node: unknown, pointer: string, context: MigrationContext, place: Place): unknown {
  if (!isPlainObject(node)) return node;
  const { from } = context;
  const here = enterResource(node, place, context.from);
  const out: [string, unknown][] = [];
  // The key each renamed one was written from (definitions → $defs…), for a writer that keeps the author's order.
  let renamed: Map<string, string> | undefined;
  let reading = '';
  const put = (key: string, value: unknown) => {
    if (key !== reading) (renamed ??= new Map()).set(key, reading);
    out.push([key, value]);
  };
  const note = (key: string, message: string, severity: Issue['severity'] = 'warning') =>
    context.issues.push({ code: severity === 'info' ? 'migrate/dropped-no-op' : 'migrate/no-equivalent', severity, pointer: joinPointer(pointer, key), message });
  const ownTypes = node.type === undefined ? here.types : Array.isArray(node.type) ? node.type : [node.type];
  const child = (value: unknown, key: string, ...tokens: (string | number)[]) => {
    const { types: _enclosing, ...rest } = here;
    const place: Place = IN_PLACE.has(key) && ownTypes !== undefined ? { ...rest, root: false, types: ownTypes } : { ...rest, root: false };
    return migrateNode(value, joinPointer(pointer, key, ...tokens), context, place);
  };
  const map = (value: Record<string, unknown>, key: string) => mapOf(value, joinPointer(pointer, key), (item, name) => child(item, key, name));
  const draft04 = from === 'draft-04';
  const legacyRef = (from === 'draft-04' || from === 'draft-06' || from === 'draft-07') && typeof node.$ref === 'string';
  if (legacyRef) {
    const applied = Object.keys(node).filter((key) => key !== '$ref' && !ANNOTATIONS.has(key));
    if (applied.length > 0) note('$ref', `In ${from} the keywords beside "$ref" (${applied.join(', ')}) are ignored, but Ajv, and so the runtime, applies them; 2020-12 applies them too, so the migrated schema keeps the runtime's behaviour, not the specification's.`);
  }
  for (const [key, value] of Object.entries(node)) {
    reading = key;
    if (key === '$schema') {
      const row = typeof value === 'string' ? dialectByUri(value) : undefined;
      if (place.root || row?.id === from) put('$schema', TARGET_URI);
      else {
        note(key, `A nested "$schema" naming ${row?.id ?? JSON.stringify(value)} has no equivalent inside a 2020-12 schema; it is kept as it was.`);
        put(key, value);
      }
    } else if (key === idKeyword(from) && typeof value === 'string') {
      migrateId(value, put);
    } else if (key === 'definitions' && isPlainObject(value)) {
      if (Object.hasOwn(node, '$defs')) {
        note(key, '"definitions" and "$defs" are both present; they are kept apart rather than merged.');
        put(key, map(value, key));
      } else put('$defs', map(value, key));
    } else if (key === '$ref' && typeof value === 'string') {
      put(key, migrateRef(value, here, context));
    } else if (key === 'items' && Array.isArray(value) && from !== '2020-12') {
      put('prefixItems', value.map((item, index) => child(item, key, index)));
    } else if (key === 'additionalItems' && from !== '2020-12') {
      if (Array.isArray(node.items)) put('items', child(value, key));
      else if (isReferenced(joinPointer(pointer, key), context) || holdsIdentifier(value)) put(key, child(value, key));
      else note(key, '"additionalItems" without an array "items" has no effect; it is dropped.', 'info');
    } else if (key === 'dependencies' && isPlainObject(value)) {
      migrateDependencies(node, value, joinPointer(pointer, key), put, note, (item, name) => child(item, key, name));
    } else if (draft04 && (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
      const bound = node[key === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
      if (value && typeof bound === 'number') put(key, bound);
      else note(key, `"${key}": ${String(value)}${value ? ' without a bound' : ''} has no effect; it is dropped.`, 'info');
    } else if (draft04 && (key === 'minimum' || key === 'maximum') && node[key === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'] === true && typeof value === 'number') {
      // Carried by the exclusive keyword above.
    } else if (key === '$recursiveRef' && typeof value === 'string') {
      migrateRecursiveRef(node, value, here, context, put, note);
    } else if (key === '$recursiveAnchor') {
      if (value === true) put('$dynamicAnchor', context.recursiveName);
      else if (value === false) note(key, '"$recursiveAnchor": false has no effect; it is dropped.', 'info');
      else put(key, value);
    } else if ((((key === 'then' || key === 'else') && !Object.hasOwn(node, 'if')) || ((key === 'minContains' || key === 'maxContains') && !Object.hasOwn(node, 'contains'))) && !isReferenced(joinPointer(pointer, key), context) && !holdsIdentifier(value)) {
      note(key, `"${key}" without "${key.endsWith('Contains') ? 'contains' : 'if'}" has no effect; it is dropped.`, 'info');
    } else if (SINGLE.has(key) || key === 'items') {
      put(key, child(value, key));
    } else if (LIST.has(key) && Array.isArray(value)) {
      put(key, value.map((item, index) => child(item, key, index)));
    } else if (MAP.has(key) && isPlainObject(value)) {
      put(key, map(value, key));
    } else put(key, value);
  }
  return madeFrom(splitTypeList(out, pointer, context, here.types), pointer, renamed);
}

// A keyword a $ref points into stays, even where it has no effect of its own.
function isReferenced(pointer: string, context: MigrationContext): boolean {
  return context.refTargets.reaches(pointer);
}

// A subschema with an $id or an anchor can be reached by it, from anywhere.
function holdsIdentifier(value: unknown): boolean {
  try {
    return /"(\$id|id|\$anchor|\$dynamicAnchor|\$recursiveAnchor)":/.test(JSON.stringify(value) ?? '');
  } catch {
    return true;
  }
}

function enterResource(node: Record<string, unknown>, place: Place, from: Dialect): Place {
  const id = node[idKeyword(from)];
  if (typeof id !== 'string') return place;
  const resolved = resolveUri(id, place.base);
  if (resolved === undefined || resolved.includes('#') && !resolved.endsWith('#')) return place;
  return { base: resolved.replace(/#$/, ''), resource: node, root: place.root };
}

const DIALECT_IDS: readonly string[] = DIALECTS.map((row) => row.id);

const MIGRATE_OPTION_KEYS: readonly string[] = ['from', 'to'];

function checkMigrateOptions(options: unknown): void {
  checkOptionKeys(options, MIGRATE_OPTION_KEYS);
  checkChoice(options, 'to', ['2020-12']);
  checkChoice(options, 'from', DIALECT_IDS);
}
