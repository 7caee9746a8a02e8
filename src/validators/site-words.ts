import {
  allowedValues, bound, COMPARISON_KEYWORDS, COMPARISONS, count, declaredProperties, mustBeTypes, typesOf, type AjvError, type Allowed, type Declared,
} from './messages.js';
import { schemaPaths, type SchemaPaths } from './schema-paths.js';
import { subjectTemplate, type SubjectTemplate } from './site-subjects.js';

/** Where one call's errors of one schema object were last seen: issues it gave at one place. */
export interface Bucket {
  call: number;
  place: string;
  /** The index of its first issue at that place, and of the others after it. */
  first: number;
  more: number[] | undefined;
}

/**
 * One place in the compiled validator that reports errors (an Ajv `schemaPath`, a string literal of
 * its generated code): what its message says whatever the data, built on first sight. It is used
 * only while the error's keyword, `parentSchema` and the params its words came from are the ones it
 * was built from, so an error it does not fit is worded afresh: the words never depend on the cache.
 */
export interface Site {
  readonly keyword: string;
  readonly parentSchema: unknown;
  readonly key: unknown;
  readonly key2: unknown;
  /** `call/invalid-value`, `call/wrong-type`…; empty when the keyword is worded by `otherIssue`. */
  readonly code: string;
  /** The words between the subject and the data's (` must match the pattern ^a$, not `). */
  readonly words: string;
  /** Whether a `type` site expects an integer, and so shows a number's value rather than its kind. */
  readonly integer: boolean;
  readonly declared: Declared | undefined;
  readonly allowed: Allowed | undefined;
  readonly bucket: Bucket;
  /** The subject of its errors less their indices, where its schema path spells their place. */
  readonly template: SubjectTemplate | undefined;
  readonly field: 'input' | 'output';
}

/** The sites of one validator, by schema path, and the facts of its schema paths. */
export interface Sites {
  readonly bySchemaPath: Map<string, Site>;
  readonly paths: SchemaPaths;
  readonly field: 'input' | 'output';
  /** Whether schema paths spell the places they check: no reference leads elsewhere. */
  readonly pathsArePlaces: boolean;
}

/** Empty {@link Sites}, for the validator of `field` (`refers`: whether its schema has references). */
export function sitesOfValidator(field: 'input' | 'output', refers: boolean): Sites {
  return { bySchemaPath: new Map(), paths: schemaPaths(), field, pathsArePlaces: !refers };
}

// Sites are a fact of the schema, so they are few; a bound keeps an engine with unforeseen schema paths from growing them.
const MAX_SITES = 10_000;
const buckets = new WeakMap<object, Bucket>();

/** The site of one error, built for it alone (no cache, no subject template): how the general path words an error. */
export function freshSite(error: AjvError, field: 'input' | 'output'): Site {
  const { keyword, params, parentSchema } = error;
  return buildSite(keyword, params, parentSchema, keyOf(keyword, params), key2Of(keyword, params), undefined, field);
}

/** The site of an error, built (or rebuilt, when the error does not fit the one kept) on first sight. */
export function siteOf(error: AjvError, sites: Sites): Site {
  const { keyword, params, parentSchema } = error;
  const key = keyOf(keyword, params);
  const key2 = key2Of(keyword, params);
  const kept = sites.bySchemaPath.get(error.schemaPath);
  if (kept !== undefined && kept.keyword === keyword && kept.parentSchema === parentSchema && kept.key === key && kept.key2 === key2) return kept;
  const site = buildSite(keyword, params, parentSchema, key, key2, sites.pathsArePlaces ? subjectTemplate(error.schemaPath, keyword, sites.field) : undefined, sites.field);
  if (kept !== undefined || sites.bySchemaPath.size < MAX_SITES) sites.bySchemaPath.set(error.schemaPath, site);
  return site;
}

type Params = Record<string, unknown>;

// The params a site's words are built from: the same params, the same words (two functions, not a pair, so no call allocates).
function keyOf(keyword: string, params: Params): unknown {
  switch (keyword) {
    case 'type':
      return params['type'];
    case 'pattern':
      return params['pattern'];
    case 'format':
      return params['format'];
    case 'multipleOf':
      return params['multipleOf'];
    case 'enum':
      return params['allowedValues'];
    case 'const':
      return params['allowedValue'];
    case 'required':
    case 'dependentRequired':
    case 'dependencies':
      return params['missingProperty'];
    default:
      return COMPARISON_KEYWORDS.has(keyword) ? params['comparison'] : params['limit'];
  }
}

function key2Of(keyword: string, params: Params): unknown {
  switch (keyword) {
    case 'required':
    case 'dependentRequired':
    case 'dependencies':
      return params['property'];
    default:
      return COMPARISON_KEYWORDS.has(keyword) ? params['limit'] : undefined;
  }
}

function buildSite(keyword: string, params: Params, parentSchema: unknown, key: unknown, key2: unknown, template: SubjectTemplate | undefined, field: 'input' | 'output'): Site {
  const bucket = bucketOf(parentSchema);
  const site = (code: string, words: string, more: Partial<Pick<Site, 'integer' | 'declared' | 'allowed'>> = {}): Site => ({
    keyword, parentSchema, key, key2, code, words, integer: more.integer ?? false, declared: more.declared, allowed: more.allowed, bucket, template, field,
  });
  switch (keyword) {
    case 'type': {
      const expected = typesOf(params);
      return site('call/wrong-type', mustBeTypes(expected), { integer: expected.includes('integer') });
    }
    case 'required':
    case 'dependentRequired':
    case 'dependencies': {
      const when = key2 === undefined ? '' : `, which is required when "${String(key2)}" is present`;
      return site('call/missing-property', ` is missing the${when ? '' : ' required'} property "${String(key)}"${when}.`, { declared: declaredProperties(parentSchema) });
    }
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return site('call/unknown-property', '', { declared: declaredProperties(parentSchema) });
    case 'enum':
    case 'const': {
      const allowed = keyword === 'enum' ? allowedValues(key) : allowedValues([key]);
      return site('call/invalid-value', ` must be ${allowed.shown}, not `, { allowed });
    }
    case 'format':
      return site('call/invalid-value', ` must be a valid ${String(key)}, not `);
    case 'pattern':
      return site('call/invalid-value', ` must match the pattern ${String(key)}, not `);
    case 'multipleOf':
      return site('call/invalid-value', ` must be a multiple of ${String(key)}, not `);
    case 'minLength':
    case 'maxLength':
      return site('call/invalid-value', ` must be ${bound(keyword)} ${count(key, 'character')} long, not `);
    case 'minItems':
    case 'maxItems':
    case 'additionalItems':
    case 'items':
    case 'unevaluatedItems':
      return site('call/invalid-value', ` must have ${bound(keyword)} ${count(key, 'item')}, not `);
    case 'minProperties':
    case 'maxProperties':
      return site('call/invalid-value', ` must have ${bound(keyword)} ${count(key, 'property', 'properties')}, not `);
    default:
      if (COMPARISON_KEYWORDS.has(keyword)) return site('call/invalid-value', ` must be ${COMPARISONS[String(key)] ?? String(key)} ${String(key2)}, not `);
      return site('', '');
  }
}

// The errors of one schema object share a bucket; a schema that is no object (`false`) has one of its own.
function bucketOf(parentSchema: unknown): Bucket {
  const fresh = (): Bucket => ({ call: 0, place: '', first: 0, more: undefined });
  if (parentSchema === null || typeof parentSchema !== 'object') return fresh();
  let bucket = buckets.get(parentSchema);
  if (bucket === undefined) {
    bucket = fresh();
    buckets.set(parentSchema, bucket);
  }
  return bucket;
}
