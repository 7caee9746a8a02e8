import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/needs-spec/env-refuses-strings.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const env = (schemas: Record<string, unknown>) => packTool({ needsSpec: { env: schemas } });
const at = (pointer: string) => [{ pointer: `/needsSpec/env/PORT${pointer}` }];

testRule(rule, {
  valid: [
    { name: 'a string type', manifest: env({ PORT: { type: 'string', pattern: '^[0-9]+$' } }) },
    { name: 'no type', manifest: env({ PORT: {} }) },
    { name: 'a string among its types', manifest: env({ PORT: { type: ['integer', 'string'] } }) },
    { name: 'a string enum', manifest: env({ REGION: { enum: ['eu', 'us'] } }) },
    { name: 'an enum with a string among numbers', manifest: env({ PORT: { enum: [8080, '8080'] } }) },
    { name: 'a string const', manifest: env({ MODE: { const: 'prod' } }) },
    { name: 'a root anyOf with a string branch', manifest: env({ PORT: { anyOf: [{ type: 'integer' }, { type: 'string' }] } }) },
    { name: 'a secret’s schema is not an env value’s', manifest: packTool({ needsSpec: { secrets: { PORT: { type: 'integer' } } } }) },
    { name: 'a config schema is not an env value’s', manifest: packTool({ needsSpec: { config: { PORT: { type: 'integer' } } } }) },
    { name: 'no env', manifest: packTool() },
  ],
  invalid: [
    { name: 'an integer type', manifest: env({ PORT: { type: 'integer' } }), issues: at('/type') },
    { name: 'a boolean type with a string default', manifest: env({ PORT: { type: 'boolean', default: 'true' } }), issues: at('/type') },
    { name: 'a nullable number', manifest: env({ PORT: { type: ['number', 'null'] } }), issues: at('/type') },
    { name: 'a type in a root allOf', manifest: env({ PORT: { allOf: [{ type: 'integer' }] } }), issues: at('/allOf/0/type') },
    { name: 'a type behind a root $ref', manifest: env({ PORT: { $ref: '#/$defs/port', $defs: { port: { type: 'integer' } } } }), issues: at('/$defs/port/type') },
    { name: 'a root anyOf without a string branch', manifest: env({ PORT: { anyOf: [{ type: 'integer' }, { type: 'boolean' }] } }), issues: at('/anyOf') },
    { name: 'an enum of numbers', manifest: env({ PORT: { enum: [8080, 9090] } }), issues: at('/enum') },
    { name: 'a number const', manifest: env({ PORT: { const: 8080 } }), issues: at('/const') },
    { name: 'an enum of numbers in a root allOf', manifest: env({ PORT: { allOf: [{}, { enum: [1, 2] }] } }), issues: at('/allOf/1/enum') },
  ],
});

describe('needs-spec/env-refuses-strings beside the default rules', () => {
  test('a string default under a non-string type is one issue, this rule’s, not also env-default-invalid’s', () => {
    const codes = vetToolManifest(env({ PORT: { type: 'integer', default: '8080' } })).issues.map((issue) => `${issue.code} ${issue.pointer}`);
    expect(codes).toEqual(['needs-spec/env-refuses-strings /needsSpec/env/PORT/type']);
  });

  test('names the variable and what it allows', () => {
    const [issue] = vetToolManifest(env({ PORT: { type: 'integer' } })).issues;
    expect(issue?.message).toMatch(/needsSpec\.env\.PORT allows only "integer".*string/);
  });

  test('names a long enum by its first values', () => {
    const values = Array.from({ length: 1000 }, (_, index) => index);
    const [issue] = vetToolManifest(env({ PORT: { enum: values } })).issues;
    expect(issue?.message.length).toBeLessThan(300);
  });
});
