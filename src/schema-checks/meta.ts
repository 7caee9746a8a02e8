import type { ErrorObject, ValidateFunction } from 'ajv';
import { dialectRow, type Dialect } from '../dialects/table.js';
import { fieldPath } from '../field-path.js';
import type { Issue } from '../issue.js';
import { precompiled } from '../precompiled.js';
import { didYouMean, kindOf, listValues, withArticle } from '../suggest.js';

/** The meta-schema validator of a dialect, precompiled at build time. */
export function metaSchemaValidator(dialect: Dialect): ValidateFunction {
  return precompiled(dialectRow(dialect).metaModule);
}

/**
 * Validates a schema against its dialect's meta-schema: `schema/invalid` issues, one per
 * place, at pointers prefixed with `basePointer` so they point into the manifest.
 */
export function checkAgainstMetaSchema(schema: unknown, dialect: Dialect, basePointer: string): Issue[] {
  const validate = metaSchemaValidator(dialect);
  if (validate(schema)) return [];
  const byPlace = new Map<string, ErrorObject[]>();
  for (const error of validate.errors ?? []) {
    if (isLeftToPatternCheck(error)) continue;
    const group = byPlace.get(error.instancePath) ?? [];
    group.push(error);
    byPlace.set(error.instancePath, group);
  }
  const issues: Issue[] = [];
  for (const [instancePath, errors] of byPlace) {
    const message = describe(errors);
    if (message === undefined) continue;
    issues.push({ code: 'schema/invalid', severity: 'error', pointer: basePointer + instancePath, ...message });
  }
  return issues;
}

// Patterns are checked apart, the way compile checks them (with the `u` flag), for a better message.
function isLeftToPatternCheck(error: ErrorObject): boolean {
  if (error.keyword === 'format' && error.params.format === 'regex') return true;
  return error.keyword === 'propertyNames' && /\/patternProperties$/.test(error.instancePath);
}

const COMPOSITE = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not', '$ref', '$dynamicRef', '$recursiveRef', 'propertyNames']);

function describe(errors: ErrorObject[]): { message: string; hint?: string } | undefined {
  const specific = errors.filter((error) => !COMPOSITE.has(error.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const place = fieldPath(chosen[0]?.instancePath ?? '');
  const where = place === '' ? 'The schema' : `"${place}"`;
  const enumError = chosen.find((error) => error.keyword === 'enum');
  if (enumError !== undefined) {
    const allowed = enumError.params.allowedValues as unknown[];
    const value = valueAt(enumError);
    const hint = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : undefined;
    const typeHint = chosen.some((error) => error.keyword === 'type' && error.params.type === 'array') ? ', or an array of them' : '';
    return { message: `${where} must be one of ${listValues(allowed)}${typeHint}, not ${JSON.stringify(value)}.`, ...(hint ? { hint } : {}) };
  }
  const types = chosen.filter((error) => error.keyword === 'type').map((error) => String(error.params.type));
  if (types.length > 0) {
    const expected = [...new Set(types.flatMap((type) => type.split(',')))].map(withArticle);
    return { message: `${where} must be ${expected.join(' or ')}, not ${kindOf(valueAt(chosen[0] as ErrorObject))}.` };
  }
  const first = chosen[0];
  if (first === undefined) return undefined;
  return { message: `${where} ${first.message ?? 'is invalid'}.` };
}

function valueAt(error: ErrorObject): unknown {
  return (error as ErrorObject & { data?: unknown }).data;
}

