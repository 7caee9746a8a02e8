import { defineRule } from '../define-rule.js';
import { fieldPath } from '../../field-path.js';
import { kindOf } from '../../suggest.js';
import { needsSpecSchemas } from '../support/needs-spec-schemas.js';

export default defineRule({
  id: 'needs-spec/env-default-type',
  description: 'The `default` of a `needsSpec.env` schema is not a string.',
  severity: 'error',
  why: 'Environment variables are strings: the runtime refuses an env schema whose default could never be one.',
  fix: 'Write the default as a string (`"8080"`, not `8080`), or remove it.',
  example: '"needsSpec": {"env": {"PORT": {"type": "string", "default": 8080}}}',
  reads: ['needsSpec'],
  requires: ['needsSpec'],
  check: ({ needsSpec }) =>
    needsSpecSchemas(needsSpec, ['env'])
      .filter(({ schema }) => schema.default !== undefined && typeof schema.default !== 'string')
      .map(({ schema, pointer }) => {
        const value = schema.default;
        const scalar = typeof value === 'number' || typeof value === 'boolean';
        return {
          pointer: `${pointer}/default`,
          message: `The default of ${fieldPath(pointer)} is ${kindOf(value)}, but an environment variable’s default must be a string.`,
          hint: scalar ? `Write it as a string: "default": ${JSON.stringify(String(value))}.` : 'Give a string default, or remove it.',
        };
      }),
});
