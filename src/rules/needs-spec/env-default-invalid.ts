import { defineRule, type RuleFinding } from '../define-rule.js';
import { fieldPath } from '../../field-path.js';
import { listValues } from '../../suggest.js';
import type { JsonSchemaObject } from '../../types.js';
import { matchesLinear } from '../../schema-checks/linear-match.js';
import { needsSpecSchemas } from '../support/needs-spec-schemas.js';
import { envStringRefusal } from '../support/env-string-refusal.js';
import type { VetBudget } from '../../source/budget.js';

export default defineRule({
  id: 'needs-spec/env-default-invalid',
  description: 'The string `default` of a `needsSpec.env` schema breaks that schema’s own `type`, `enum`, `const`, `pattern` or length bounds.',
  severity: 'error',
  why: 'The runtime injects the default when the variable is not set, and checks the value against the same schema: a default the schema refuses fails every run that relies on it.',
  fix: 'Change the default to a value the schema allows, or widen the schema.',
  example: '"needsSpec": {"env": {"REGION": {"type": "string", "enum": ["eu", "us"], "default": "ap"}}}',
  reads: ['needsSpec'],
  requires: ['needsSpec'],
  check: ({ needsSpec }, { budget }) => {
    const findings: RuleFinding[] = [];
    for (const { schema, pointer } of needsSpecSchemas(needsSpec, ['env'])) {
      // A schema that refuses every string is needs-spec/env-refuses-strings': its default is not the mistake.
      if (typeof schema.default !== 'string' || envStringRefusal(schema) !== undefined) continue;
      const reason = refusal(schema, schema.default, budget);
      if (reason === undefined) continue;
      findings.push({
        pointer: `${pointer}/default`,
        message: `The default ${JSON.stringify(schema.default)} of ${fieldPath(pointer)} ${reason}, so the schema refuses its own default.`,
        hint: 'Give a default the schema allows, or remove it.',
      });
    }
    return findings;
  },
});

/** Why the schema's own root keywords refuse a string value, or `undefined` when they do not. */
function refusal(schema: JsonSchemaObject, value: string, budget: VetBudget | undefined): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? undefined : [schema.type];
  if (types !== undefined && !types.includes('string')) return `is a string, but the schema's "type" is ${listValues(types)}`;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return `is not one of the schema's "enum" values, ${listValues(schema.enum)}`;
  if (Object.hasOwn(schema, 'const') && schema.const !== value) return `is not the schema's "const", ${JSON.stringify(schema.const)}`;
  // Ajv counts lengths in code points, as JSON Schema does.
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return `is ${length} characters long, shorter than the schema's "minLength" of ${schema.minLength}`;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return `is ${length} characters long, longer than the schema's "maxLength" of ${schema.maxLength}`;
  if (typeof schema.pattern === 'string' && matchesLinear(schema.pattern, value, budget) === false) return `does not match the schema's "pattern", ${JSON.stringify(schema.pattern)}`;
  return undefined;
}
