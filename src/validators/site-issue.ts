import { joinPointer, type Issue } from '../issue.js';
import { closestMatchAmong, didYouMean } from '../suggest.js';
import { characters, preview, previewEnd, subjectOf } from './data-words.js';
import { count, isRecord, issue, otherIssue, typeFound, type AjvError, type Allowed, type Declared } from './messages.js';
import { subjectByTemplate } from './site-subjects.js';
import { tagIssue } from './tag-issue.js';
import { freshSite, Says, type Site } from './site-words.js';

/** One Ajv error as an issue: a stable code, a pointer into the data, a sentence a person can act on. */
export function toIssue(error: AjvError, field: 'input' | 'output'): Issue {
  return siteIssue(error, field, freshSite(error, field));
}

/** The issue of one error, worded with what its site (cached per schema path, or fresh) always says. */
export function siteIssue(error: AjvError, field: 'input' | 'output', site: Site): Issue {
  const says = site.says;
  if (says === Says.other) return error.keyword === 'discriminator' ? tagIssue(error, field) : otherIssue(error, field);
  const at = error.instancePath;
  const head = headOf(site, at, field);
  const value = error.data;
  switch (says) {
    case Says.kind:
      return issue(site.code, at, head + typeFound(site.integer, value));
    case Says.missing:
      return issue(site.code, at, head, isRecord(value) ? misspelling(site.missing, value, site.declared as Declared) : undefined);
    case Says.unknown: {
      const property = String(error.params['additionalProperty'] ?? error.params['unevaluatedProperty']);
      const known = site.declared as Declared;
      return issue(site.code, joinPointer(at, property), head + ' has a property ' + preview(property) + ' that its schema does not allow.', didYouMean(property, known.candidates) ?? known.allowed);
    }
    case Says.allowed:
      return issue(site.code, at, head + previewEnd(value), typeof value === 'string' ? didYouMean(value, (site.allowed as Allowed).strings) : undefined);
    case Says.characters:
      return issue(site.code, at, head + count(characters(value as string), 'character') + '.');
    case Says.items:
      return issue(site.code, at, head + count((value as unknown[]).length, 'item') + '.');
    case Says.properties:
      return issue(site.code, at, head + String(Object.keys(value as object).length) + '.');
    default:
      return issue(site.code, at, head + previewEnd(value));
  }
}

// The subject and the site's words: by the site's template, pieces built once, where the pointer fits it.
function headOf(site: Site, at: string, field: 'input' | 'output'): string {
  const template = site.template;
  const head = template === undefined || field !== site.field ? undefined : subjectByTemplate(template, at, site.headPieces);
  return head ?? subjectOf(at, field) + site.words;
}

function misspelling(missing: string, value: Record<string, unknown>, declared: Declared): string | undefined {
  const keys = keysToSearch(value);
  const near = keys === undefined ? undefined : closestMatchAmong(missing, keys, declared.has);
  return near === undefined ? undefined : `${preview(near)} looks like a misspelling of ${preview(missing)}.`;
}

// A misspelling is looked for among at most this many keys: a thousand missing properties of an
// object of 100,000 keys compared every key with every property (26 s); past it there is no hint.
const MAX_HINT_KEYS = 1000;
// The last object's keys, listed once for all the properties it misses (they come one after
// another), within one call only: data may change between calls (`useDefaults` changes it).
let lastValue: object | undefined;
let lastKeys: readonly string[] | undefined;

/** Forgets the keys {@link siteIssue} listed: called as each call's issues begin. */
export function forgetListedKeys(): void {
  lastValue = undefined;
  lastKeys = undefined;
}

function keysToSearch(value: Record<string, unknown>): readonly string[] | undefined {
  if (value === lastValue) return lastKeys;
  const keys = Object.keys(value);
  lastValue = value;
  lastKeys = keys.length <= MAX_HINT_KEYS ? keys : undefined;
  return lastKeys;
}
