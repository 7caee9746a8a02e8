import type { ErrorObject, ValidateFunction } from 'ajv';
import { dialectRow, type Dialect } from '../../src/dialects/table.js';
import type { Issue } from '../../src/issue.js';
import { precompiled } from '../../src/precompiled.js';
import { describeMetaErrors } from '../../src/schema-checks/walk/describe.js';

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
    const message = describeMetaErrors(instancePath, errors.map((error) => ({ keyword: error.keyword, params: error.params, message: error.message, data: valueAt(error) })));
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

function valueAt(error: ErrorObject): unknown {
  return (error as ErrorObject & { data?: unknown }).data;
}

