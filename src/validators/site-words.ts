import {
  allowedValues, bound, COMPARISON_KEYWORDS, COMPARISONS, count, declaredProperties, mustBeTypes, typesOf, type AjvError, type Allowed, type Declared,
} from './messages.js';
import { preview } from './data-words.js';
import { schemaPaths, type SchemaPaths } from './schema-paths.js';
import { fitOf, key2ParamOf, keyParamOf, type Fit } from './site-params.js';
import { subjectPieces, subjectTemplate, type SubjectPieces, type SubjectTemplate } from './site-subjects.js';

/** Where one call's errors of one schema object were last seen: issues it gave at one place. */
export interface Bucket {
  call: number;
  place: string;
  /** The index of its first issue at that place, and of the others after it. */
  first: number;
  more: number[] | undefined;
}

/**
 * What an issue says after its site's words, by the data: which of {@link siteIssue}'s wordings
 * it takes. An enum, which the bundler turns into numbers: choosing costs no string comparisons,
 * nor a property read per case.
 */
export enum Says {
  /** Worded by `otherIssue`: the site knows nothing the keyword's words need. */
  other,
  /** The data's kind, or an integer's wanted number's value. */
  kind,
  /** Nothing more: a missing property, its hint by the data's keys. */
  missing,
  /** The property the schema does not allow, at a pointer of its own. */
  unknown,
  /** The value, and a near miss among the allowed strings. */
  allowed,
  /** How many characters the string has. */
  characters,
  /** How many items the array has. */
  items,
  /** How many properties the object has. */
  properties,
  /** The value. */
  value,
}

/**
 * One place in the compiled validator that reports errors (an Ajv `schemaPath`, a string literal of
 * its generated code): what its message says whatever the data, built on first sight. It is used
 * only while the error's keyword, `parentSchema` and the params its words came from are the ones it
 * was built from, so an error it does not fit is worded afresh: the words never depend on the cache.
 */
export interface Site {
  readonly schemaPath: string;
  readonly keyword: string;
  readonly parentSchema: unknown;
  /** The values of the params its words came from. */
  readonly key: unknown;
  readonly key2: unknown;
  /** Whether an error's params are those values. */
  readonly fit: Fit;
  /** `call/invalid-value`, `call/wrong-type`…; empty when the keyword is worded by `otherIssue`. */
  readonly code: string;
  readonly says: Says;
  /** The words between the subject and the data's (` must match the pattern ^a$, not `). */
  readonly words: string;
  /** Whether a `type` site expects an integer, and so shows a number's value rather than its kind. */
  readonly integer: boolean;
  /** The property a `required` site says is missing. */
  readonly missing: string;
  readonly declared: Declared | undefined;
  readonly allowed: Allowed | undefined;
  readonly bucket: Bucket;
  /** The subject of its errors less their indices, where its schema path spells their place. */
  readonly template: SubjectTemplate | undefined;
  /** The template's pieces with the words after the last: subject and words in one. */
  readonly headPieces: SubjectPieces | undefined;
  readonly field: 'input' | 'output';
  /** The site of the error that came after one of this site's when it was last seen: where the next error most likely is. */
  next: Site | undefined;
  /** Another site at the same schema path, whose words differ: the next of those kept. */
  sibling: Site | undefined;
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
  return buildSite(error.schemaPath, error.keyword, error.params, error.parentSchema, undefined, field);
}

/**
 * The site of an error, built on first sight. Errors at one schema path whose words differ (each
 * required property Ajv finds missing, under one `#/required`) get a site each, kept side by side
 * (a few, so that a path cannot grow without bound), so that they do not rebuild one another's.
 */
export function siteOf(error: AjvError, sites: Sites): Site {
  const first = sites.bySchemaPath.get(error.schemaPath);
  let kept = 0;
  for (let site = first; site !== undefined; site = site.sibling) {
    if (fits(site, error)) return site;
    kept++;
  }
  const { keyword, params, parentSchema } = error;
  // One schema path, one place: its subject template is the first site's, when it was built for the same keyword.
  const template = first !== undefined && first.keyword === keyword ? first.template : sites.pathsArePlaces ? subjectTemplate(error.schemaPath, keyword, sites.field) : undefined;
  const site = buildSite(error.schemaPath, keyword, params, parentSchema, template, sites.field);
  if (first === undefined) {
    if (sites.bySchemaPath.size < MAX_SITES) sites.bySchemaPath.set(error.schemaPath, site);
  } else if (kept < MAX_SIBLINGS) {
    site.sibling = first.sibling;
    first.sibling = site;
  }
  return site;
}

// The most sites one schema path keeps (a `required` list's missing properties, one each).
const MAX_SIBLINGS = 64;

/**
 * The site of an error that comes after one of `previous`'s: the one that came after it last time
 * when the error is of that site and fits it (errors come in the order of the validator's code, so
 * it mostly is: no look-up by schema path), else {@link siteOf}'s, kept as `previous`'s next.
 */
export function siteAfter(previous: Site | undefined, error: AjvError, sites: Sites): Site {
  const next = previous?.next;
  if (next !== undefined && next.schemaPath === error.schemaPath && fits(next, error)) return next;
  const site = siteOf(error, sites);
  if (previous !== undefined) previous.next = site;
  return site;
}

/** Whether an error has what a site's words were built from: its keyword, its schema, the params they read. */
export function fits(site: Site, error: AjvError): boolean {
  if (site.keyword !== error.keyword || site.parentSchema !== error.parentSchema) return false;
  return site.fit(error.params as Params, site);
}

type Params = Record<string, unknown>;

type Wording = Pick<Site, 'code' | 'says' | 'words'> & Partial<Pick<Site, 'integer' | 'missing' | 'declared' | 'allowed'>>;

function buildSite(schemaPath: string, keyword: string, params: Params, parentSchema: unknown, template: SubjectTemplate | undefined, field: 'input' | 'output'): Site {
  const keyParam = keyParamOf(keyword);
  const key2Param = key2ParamOf(keyword);
  const key = params[keyParam];
  const key2 = key2Param === undefined ? undefined : params[key2Param];
  const wording = wordingOf(keyword, params, parentSchema, key, key2);
  const pieces = template?.pieces;
  return {
    schemaPath, keyword, parentSchema, key, key2, fit: fitOf(keyParam),
    code: wording.code, says: wording.says, words: wording.words, integer: wording.integer ?? false, missing: wording.missing ?? '', declared: wording.declared, allowed: wording.allowed,
    bucket: bucketOf(parentSchema), template,
    headPieces: pieces === undefined ? undefined : subjectPieces([...pieces.slice(0, -1), `${pieces[pieces.length - 1] as string}${wording.words}`]),
    field,
    next: undefined,
    sibling: undefined,
  };
}

function wordingOf(keyword: string, params: Params, parentSchema: unknown, key: unknown, key2: unknown): Wording {
  const invalid = (says: Wording['says'], words: string): Wording => ({ code: 'call/invalid-value', says, words });
  switch (keyword) {
    case 'type': {
      const expected = typesOf(params);
      return { code: 'call/wrong-type', says: Says.kind, words: mustBeTypes(expected), integer: expected.includes('integer') };
    }
    case 'required':
    case 'dependentRequired':
    case 'dependencies': {
      const when = key2 === undefined ? '' : `, which is required when ${preview(String(key2))} is present`;
      const missing = String(key);
      return { code: 'call/missing-property', says: Says.missing, words: ` is missing the${when ? '' : ' required'} property ${preview(missing)}${when}.`, missing, declared: declaredProperties(parentSchema) };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return { code: 'call/unknown-property', says: Says.unknown, words: '', declared: declaredProperties(parentSchema) };
    case 'enum':
    case 'const': {
      const allowed = keyword === 'enum' ? allowedValues(key) : allowedValues([key]);
      return { ...invalid(Says.allowed, ` must be ${allowed.shown}, not `), allowed };
    }
    case 'format':
      return invalid(Says.value, ` must be a valid ${String(key)}, not `);
    case 'pattern':
      return invalid(Says.value, ` must match the pattern ${String(key)}, not `);
    case 'multipleOf':
      return invalid(Says.value, ` must be a multiple of ${String(key)}, not `);
    case 'minLength':
    case 'maxLength':
      return invalid(Says.characters, ` must be ${bound(keyword)} ${count(key, 'character')} long, not `);
    case 'minItems':
    case 'maxItems':
    case 'additionalItems':
    case 'items':
    case 'unevaluatedItems':
      return invalid(Says.items, ` must have ${bound(keyword)} ${count(key, 'item')}, not `);
    case 'minProperties':
    case 'maxProperties':
      return invalid(Says.properties, ` must have ${bound(keyword)} ${count(key, 'property', 'properties')}, not `);
    default:
      if (COMPARISON_KEYWORDS.has(keyword)) return invalid(Says.value, ` must be ${COMPARISONS[String(key)] ?? String(key)} ${String(key2)}, not `);
      return { code: '', says: Says.other, words: '' };
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
