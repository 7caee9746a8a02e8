import type { ErrorObject } from 'ajv';
import { fieldPath } from '../field-path.js';
import { joinPointer, type Issue } from '../issue.js';
import { propose, type ProposingIssue } from '../proposal.js';
import { closeMatches, closestOfClose, kindOf, listValues, withArticle } from '../suggest.js';
import { enumHint, enumProposals, renameFix } from './proposals.js';
import { allowedWords, enumWordsOf, fieldsOf } from './schema-words.js';
import { reduceDiscriminatedUnions } from './unions.js';

type VerboseError = ErrorObject & { data?: unknown };

/**
 * Turns Ajv's errors against the tool schema into issues a person can act on: one per real
 * problem, the failed union branches a `kind` did not pick left out, "did you mean" for near misses.
 */
export function envelopeIssues(errors: readonly ErrorObject[], manifest: unknown): ProposingIssue[] {
  const { dropped, issues } = reduceDiscriminatedUnions(errors);
  let composites = false;
  const specificPlaces = new Set<string>();
  for (const error of errors) {
    if (dropped?.has(error)) continue;
    if (isComposite(error)) composites = true;
    else specificPlaces.add(error.instancePath);
  }
  for (const error of errors) {
    if (dropped?.has(error)) continue;
    // A failed anyOf/oneOf/if says no more than the errors of its own branches at the same place.
    if (composites && isComposite(error) && hasSpecificBelow(error.instancePath, specificPlaces)) continue;
    issues.push(toIssue(error as VerboseError, manifest));
  }
  return dedupe(issues);
}

function toIssue(error: VerboseError, manifest: unknown): ProposingIssue {
  const at = error.instancePath;
  const name = fieldPath(at);
  const subject = name === '' ? 'The manifest' : `"${name}"`;
  switch (error.keyword) {
    case 'additionalProperties': {
      const property = String(error.params.additionalProperty);
      const fields = fieldsOf(error.parentSchema);
      const close = closeMatches(property, fields.words);
      const closest = closestOfClose(property, close);
      const pointer = joinPointer(at, property);
      const issue: Issue = {
        code: 'manifest/unknown-property',
        severity: 'error',
        pointer,
        message: `${name === '' ? 'A tool manifest' : subject} has no field "${property}".`,
        hint: closest === undefined ? fields.listed : `did you mean "${closest}"?`,
      };
      const fix = renameFix(pointer, property, close, error.data);
      return fix === undefined ? issue : { ...issue, proposed: { fix } };
    }
    case 'required':
      return {
        code: 'manifest/missing-property',
        severity: 'error',
        pointer: at,
        message: `${subject} is missing the required field "${String(error.params.missingProperty)}".`,
      };
    case 'type': {
      const expected = String(error.params.type).split(',').join(' or ');
      const message = name === '' ? `A tool manifest must be a JSON object, not ${kindOf(error.data)}.` : `${subject} must be ${withArticle(expected)}, not ${kindOf(error.data)}.`;
      return { code: 'manifest/wrong-type', severity: 'error', pointer: at, message };
    }
    case 'enum':
    case 'const': {
      const words = error.keyword === 'enum' ? enumWordsOf(error.params.allowedValues as unknown[]) : allowedWords([error.params.allowedValue]);
      const allowed = words.values;
      const hint = enumHint(error.data, words);
      const issue: Issue = {
        code: 'manifest/invalid-value',
        severity: 'error',
        pointer: at,
        message: `${subject} must be ${allowed.length === 1 ? '' : 'one of '}${listValues(allowed)}, not ${JSON.stringify(error.data)}.`,
        ...(hint ? { hint } : {}),
      };
      return propose(issue, enumProposals(at, error.data, words));
    }
    case 'pattern':
      if (at === '/version') {
        return {
          code: 'manifest/invalid-version',
          severity: 'error',
          pointer: at,
          message: `"version" must be an exact semantic version (MAJOR.MINOR.PATCH with an optional -prerelease), not ${JSON.stringify(error.data)}.`,
          hint: 'For example "1.0.0" or "2.1.0-beta.1"; ranges, a leading "v" and build metadata are not allowed.',
        };
      }
      return invalidValue(at, `${subject} must match ${error.params.pattern as string}, not ${JSON.stringify(error.data)}.`);
    case 'minLength':
      // The runtime's schema refuses an empty string wherever a name, a path or a URL is expected.
      if (error.params.limit === 1) return { code: 'manifest/invalid-value', severity: 'error', pointer: at, message: `${subject} must not be empty.`, hint: 'Write the value, or remove the field if it is optional.' };
      return invalidValue(at, `${subject} ${error.message ?? 'is too short'}${describeData(error.data)}.`);
    default:
      return invalidValue(at, `${subject} ${error.message ?? 'is invalid'}${describeData(error.data)}.`);
  }
}

function invalidValue(pointer: string, message: string): Issue {
  return { code: 'manifest/invalid-value', severity: 'error', pointer, message };
}

function describeData(data: unknown): string {
  return typeof data === 'number' || typeof data === 'string' ? `, not ${JSON.stringify(data)}` : '';
}

function isComposite(error: ErrorObject): boolean {
  return error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if';
}

function hasSpecificBelow(instancePath: string, places: Set<string>): boolean {
  for (const place of places) if (place === instancePath || place.startsWith(`${instancePath}/`)) return true;
  return false;
}

function dedupe(issues: ProposingIssue[]): ProposingIssue[] {
  if (issues.length <= DEDUPE_BY_PAIRS) return dedupeByPairs(issues);
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.code}\0${issue.pointer}\0${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Few issues, the common case, compare faster in pairs than through a joined key each.
const DEDUPE_BY_PAIRS = 8;

function dedupeByPairs(issues: ProposingIssue[]): ProposingIssue[] {
  let kept: ProposingIssue[] | undefined;
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i] as ProposingIssue;
    let repeated = false;
    for (let j = 0; j < i && !repeated; j++) repeated = sameProblem(issues[j] as ProposingIssue, issue);
    if (repeated) kept ??= issues.slice(0, i);
    else kept?.push(issue);
  }
  return kept ?? issues;
}

function sameProblem(a: ProposingIssue, b: ProposingIssue): boolean {
  return a.code === b.code && a.pointer === b.pointer && a.message === b.message;
}
