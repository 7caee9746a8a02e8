import { defineRule } from '../define-rule.js';
import { fieldPath } from '../../field-path.js';
import { vetEmbeddedSchema } from '../support/embedded-schema.js';
import { needsSpecSchemas } from '../support/needs-spec-schemas.js';

export default defineRule({
  id: 'needs-spec/invalid-schema',
  description: 'A schema under `needsSpec.env`, `secrets` or `config` is not a valid Draft 2020-12 JSON Schema.',
  severity: 'error',
  why: 'The runtime compiles these schemas to check the values it injects; it refuses a tool whose schema does not compile.',
  fix: 'Fix the keyword named, as in a tool’s `input` schema (Draft 2020-12).',
  example: '"needsSpec": {"env": {"REGION": {"type": "strin"}}}',
  reads: ['needsSpec'],
  check: ({ needsSpec }, { budget }) =>
    needsSpecSchemas(needsSpec).flatMap(({ schema, pointer }) =>
      vetEmbeddedSchema(schema, pointer, budget).map((problem) => ({ ...problem, message: `${fieldPath(pointer)}: ${problem.message}` })),
    ),
});
