import type { ErrorObject } from 'ajv';
import { fieldPath } from '../field-path.js';
import { joinPointer, type Issue } from '../issue.js';
import { propose, type ProposingIssue } from '../proposal.js';
import { closeMatches, closestMatch, closestOfClose, kindOf, listValues, withArticle } from '../suggest.js';
import { enumHint, enumProposals, renameFix } from './proposals.js';
import { allowedWords, enumWordsOf, fieldsOf } from './schema-words.js';
import { dedupe } from './dedupe.js';
import { quote } from '../quote.js';
import { reduceDiscriminatedUnions } from './unions.js';

type VerboseError = ErrorObject & { data?: unknown };

/**
 * Turns Ajv's errors against the tool schema into issues a person can act on: one per real
 * problem, the failed union branches a `kind` did not pick left out, "did you mean" for near misses
 * (and their fixes, `withFixes`).
 */
export function envelopeIssues(errors: readonly ErrorObject[], withFixes = true): ProposingIssue[] {
  const { dropped, issues } = reduceDiscriminatedUnions(errors, withFixes);
  const places = compositesPlaces(errors, dropped);
  for (const error of errors) {
    if (dropped?.has(error)) continue;
    // A failed anyOf/oneOf/if says no more than the errors of its own branches at the same place.
    if (places !== undefined && isComposite(error) && hasSpecificBelow(error.instancePath, places)) continue;
    issues.push(toIssue(error as VerboseError, withFixes));
  }
  return dedupe(issues);
}

/** Where the specific errors are, when a composite one needs telling apart; undefined when none is composite. */
function compositesPlaces(errors: readonly ErrorObject[], dropped: Set<ErrorObject> | undefined): Set<string> | undefined {
  if (!errors.some((error) => isComposite(error) && !dropped?.has(error))) return undefined;
  const places = new Set<string>();
  for (const error of errors) if (!dropped?.has(error) && !isComposite(error)) places.add(error.instancePath);
  return places;
}

/** How a message names the place an error is at: `"spec.method"`, or the manifest itself. */
function subjectOf(at: string): string {
  return at === '' ? 'The manifest' : `"${fieldPath(at)}"`;
}

function toIssue(error: VerboseError, withFixes: boolean): ProposingIssue {
  const at = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const property = String(error.params.additionalProperty);
      const fields = fieldsOf(error.parentSchema);
      // The fix needs every close field (it is certain only when one is); the hint, only the closest.
      const close = withFixes ? closeMatches(property, fields.words) : undefined;
      const closest = close === undefined ? closestMatch(property, fields.words) : closestOfClose(property, close);
      const pointer = joinPointer(at, property);
      const message = `${at === '' ? 'A tool manifest' : subjectOf(at)} has no field "${property}".`;
      const hint = closest === undefined ? fields.listed : `did you mean "${closest}"?`;
      const fix = close === undefined ? undefined : renameFix(pointer, property, close, error.data);
      const code = 'manifest/unknown-property';
      return fix === undefined ? { code, severity: 'error', pointer, message, hint } : { code, severity: 'error', pointer, message, hint, proposed: { fix } };
    }
    case 'required':
      return {
        code: 'manifest/missing-property',
        severity: 'error',
        pointer: at,
        message: `${subjectOf(at)} is missing the required field "${String(error.params.missingProperty)}".`,
      };
    case 'type': {
      const expected = String(error.params.type).split(',').join(' or ');
      const message = at === '' ? `A tool manifest must be a JSON object, not ${kindOf(error.data)}.` : `${subjectOf(at)} must be ${withArticle(expected)}, not ${kindOf(error.data)}.`;
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
        message: `${subjectOf(at)} must be ${allowed.length === 1 ? '' : 'one of '}${listValues(allowed)}, not ${quote(error.data)}.`,
        ...(hint ? { hint } : {}),
      };
      return withFixes ? propose(issue, enumProposals(at, error.data, words)) : issue;
    }
    case 'pattern':
      if (at === '/version') {
        return {
          code: 'manifest/invalid-version',
          severity: 'error',
          pointer: at,
          message: `"version" must be an exact semantic version (MAJOR.MINOR.PATCH with an optional -prerelease), not ${quote(error.data)}.`,
          hint: 'For example "1.0.0" or "2.1.0-beta.1"; ranges, a leading "v" and build metadata are not allowed.',
        };
      }
      return invalidValue(at, `${subjectOf(at)} must match ${error.params.pattern as string}, not ${quote(error.data)}.`);
    case 'minLength':
      // The runtime's schema refuses an empty string wherever a name, a path or a URL is expected.
      if (error.params.limit === 1) return { code: 'manifest/invalid-value', severity: 'error', pointer: at, message: `${subjectOf(at)} must not be empty.`, hint: 'Write the value, or remove the field if it is optional.' };
      return invalidValue(at, `${subjectOf(at)} ${error.message ?? 'is too short'}${describeData(error.data)}.`);
    default:
      return invalidValue(at, `${subjectOf(at)} ${error.message ?? 'is invalid'}${describeData(error.data)}.`);
  }
}

function invalidValue(pointer: string, message: string): Issue {
  return { code: 'manifest/invalid-value', severity: 'error', pointer, message };
}

function describeData(data: unknown): string {
  return typeof data === 'number' || typeof data === 'string' ? `, not ${quote(data)}` : '';
}

function isComposite(error: ErrorObject): boolean {
  return error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if';
}

function hasSpecificBelow(instancePath: string, places: Set<string>): boolean {
  for (const place of places) if (place === instancePath || place.startsWith(`${instancePath}/`)) return true;
  return false;
}
