import { defineRule, type RuleFinding } from '../define-rule.js';
import { fieldPath } from '../../field-path.js';
import { envStringRefusal } from '../support/env-string-refusal.js';
import { needsSpecSchemas } from '../support/needs-spec-schemas.js';

// Where a refusal is the schema's own keyword, the message names the schema alone.
const ROOT_PLACES = new Set(['/type', '/enum', '/const']);

export default defineRule({
  id: 'needs-spec/env-refuses-strings',
  description: 'A `needsSpec.env` schema allows no string at its root (a `type`, `enum` or `const` without one), yet every environment value is a string.',
  severity: 'error',
  why: 'The runtime hands a tool each declared env value as a string, the caller’s or the schema’s string `default`, and checks it against the schema before the call runs: a schema that allows no string refuses every value (`env-value-invalid`), so no call of the tool ever runs.',
  fix: 'Make the schema a string schema (`"type": "string"`), with a `pattern` or `enum` of strings for the values it takes (`"pattern": "^[0-9]+$"` for a port); the handler parses the string.',
  example: '"needsSpec": {"env": {"PORT": {"type": "integer"}}}',
  reads: ['needsSpec'],
  requires: ['needsSpec'],
  check: ({ needsSpec }) => {
    const findings: RuleFinding[] = [];
    for (const { schema, pointer } of needsSpecSchemas(needsSpec, ['env'])) {
      const refusal = envStringRefusal(schema);
      if (refusal === undefined) continue;
      findings.push({
        pointer: `${pointer}${refusal.pointer}`,
        message: `${fieldPath(pointer)} allows only ${refusal.allows}${ROOT_PLACES.has(refusal.pointer) ? '' : ` (at ${fieldPath(`${pointer}${refusal.pointer}`)})`}, but an environment value is always a string, so the runtime refuses every value and no call runs.`,
        hint: 'Use "type": "string", with a "pattern" or a string "enum" for the values it takes (a port: "pattern": "^[0-9]+$").',
      });
    }
    return findings;
  },
});
