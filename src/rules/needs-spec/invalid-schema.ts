import { defineRule, type RuleFinding } from '../define-rule.js';
import { fieldPath } from '../../field-path.js';
import { vetEmbeddedSchema } from '../support/embedded-schema.js';
import { needsSpecSchemas } from '../support/needs-spec-schemas.js';

export default defineRule({
  id: 'needs-spec/invalid-schema',
  description:
    'A schema under `needsSpec.env` or `secrets` does not compile as the runtime compiles it (Draft 2020-12, Ajv strict mode): an error; a `needsSpec.config` value that is not a valid Draft 2020-12 schema: a warning.',
  severity: 'error',
  why: 'The runtime compiles `env` and `secrets` schemas in Ajv strict mode to check the values it injects, and drops a tool whose schema does not compile, so an unknown keyword, a union type or an unknown format there is as fatal as a typo; the specification makes `config` only a map of objects, which the runtime does not compile, so a schema problem there is worth a look, not a refusal.',
  fix: 'Fix the keyword named, as in a pack tool’s `input` schema (Draft 2020-12, strict mode): `anyOf` for a union type other than `[X, "null"]`, a known `format`, no unknown keywords.',
  example: '"needsSpec": {"secrets": {"SIGNING_KEY": {"type": "string", "x-unknown": true}}}',
  reads: ['needsSpec'],
  requires: ['needsSpec'],
  check: ({ needsSpec }, { budget }) => {
    const findings: RuleFinding[] = [];
    for (const { group, schema, pointer } of needsSpecSchemas(needsSpec)) {
      for (const problem of vetEmbeddedSchema(schema, pointer, group !== 'config', budget)) {
        findings.push({
          ...problem,
          message: `${fieldPath(pointer)}: ${problem.message}`,
          // A config schema is only "a map of object" in the specification: its problems are warnings at most.
          ...(group === 'config' && problem.severity !== 'info' ? { severity: 'warning' as const } : {}),
        });
      }
    }
    return findings;
  },
});
