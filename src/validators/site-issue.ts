import { joinPointer, type Issue } from '../issue.js';
import { closestMatch, didYouMean } from '../suggest.js';
import { characters, preview, subjectOf } from './data-words.js';
import { count, isRecord, issue, otherIssue, typeFound, type AjvError, type Allowed, type Declared } from './messages.js';
import { subjectByTemplate } from './site-subjects.js';
import { freshSite, type Site } from './site-words.js';

/** One Ajv error as an issue: a stable code, a pointer into the data, a sentence a person can act on. */
export function toIssue(error: AjvError, field: 'input' | 'output'): Issue {
  return siteIssue(error, field, freshSite(error, field));
}

/** The issue of one error, worded with what its site (cached per schema path, or fresh) always says. */
export function siteIssue(error: AjvError, field: 'input' | 'output', site: Site): Issue {
  if (site.code === '') return otherIssue(error, field);
  const at = error.instancePath;
  const subject = (site.template === undefined || field !== site.field ? undefined : subjectByTemplate(site.template, at)) ?? subjectOf(at, field);
  const value = error.data;
  switch (error.keyword) {
    case 'type':
      return issue('call/wrong-type', at, subject + site.words + typeFound(site.integer, value) + '.');
    case 'required':
    case 'dependentRequired':
    case 'dependencies': {
      const missing = String(site.key);
      const declared = site.declared as Declared;
      const near = isRecord(value) ? closestMatch(missing, Object.keys(value).filter((key) => !declared.has(key))) : undefined;
      return issue('call/missing-property', at, subject + site.words, near === undefined ? undefined : `"${near}" looks like a misspelling of "${missing}".`);
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const property = String(error.params['additionalProperty'] ?? error.params['unevaluatedProperty']);
      const known = site.declared as Declared;
      return issue('call/unknown-property', joinPointer(at, property), `${subject} has a property "${property}" that its schema does not allow.`, didYouMean(property, known.candidates) ?? known.allowed);
    }
    case 'enum':
    case 'const':
      return issue('call/invalid-value', at, subject + site.words + preview(value) + '.', typeof value === 'string' ? didYouMean(value, (site.allowed as Allowed).strings) : undefined);
    case 'minLength':
    case 'maxLength':
      return issue('call/invalid-value', at, subject + site.words + count(characters(value as string), 'character') + '.');
    case 'minItems':
    case 'maxItems':
    case 'additionalItems':
    case 'items':
    case 'unevaluatedItems':
      return issue('call/invalid-value', at, subject + site.words + count((value as unknown[]).length, 'item') + '.');
    case 'minProperties':
    case 'maxProperties':
      return issue('call/invalid-value', at, subject + site.words + String(Object.keys(value as object).length) + '.');
    default:
      return issue('call/invalid-value', at, subject + site.words + preview(value) + '.');
  }
}
