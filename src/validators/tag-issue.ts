import { joinPointer, type Issue } from '../issue.js';
import { closestMatchAmong, didYouMean } from '../suggest.js';
import { preview, previewEnd, subjectOf } from './data-words.js';
import { allowedValues, declaredProperties, isRecord, issue, type AjvError, type Allowed } from './messages.js';
import { branchTags } from './tagged-union.js';

// A marked union's schema is Ajv's compiled copy, the same on every call: its tags' words are built once.
const tagsOf = new WeakMap<object, Allowed>();

/**
 * The issue of a tagged union's tag (Ajv's `discriminator` error, on a union the exact rewrites
 * marked): a missing tag is a missing property; a tag that names no branch must be one of those
 * the branches name (`"kind" must be one of "search" or "fetch", not "serch".`, with a near miss).
 */
export function tagIssue(error: AjvError, field: 'input' | 'output'): Issue {
  const at = error.instancePath;
  const tag = String(error.params['tag']);
  const value = error.params['tagValue'];
  const data = error.data;
  if (value === undefined && isRecord(data) && !Object.hasOwn(data, tag)) {
    const near = closestMatchAmong(tag, Object.keys(data), declaredProperties(error.parentSchema).has);
    return issue('call/missing-property', at, `${subjectOf(at, field)} is missing the required property ${preview(tag)}.`, near === undefined ? undefined : `${preview(near)} looks like a misspelling of ${preview(tag)}.`);
  }
  const pointer = joinPointer(at, tag);
  const allowed = tagsOfUnion(error.parentSchema, tag);
  return issue('call/invalid-value', pointer, `${subjectOf(pointer, field)} must be ${allowed.shown}, not ${previewEnd(value)}`, typeof value === 'string' ? didYouMean(value, allowed.strings) : undefined);
}

function tagsOfUnion(union: unknown, tag: string): Allowed {
  if (!isRecord(union)) return allowedValues([]);
  let allowed = tagsOf.get(union);
  if (allowed === undefined) {
    allowed = allowedValues(branchTags(Array.isArray(union['oneOf']) ? union['oneOf'] : [], tag).flat());
    tagsOf.set(union, allowed);
  }
  return allowed;
}
