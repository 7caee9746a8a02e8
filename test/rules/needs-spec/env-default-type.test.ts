import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/needs-spec/env-default-type.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const env = (schemas: Record<string, unknown>) => packTool({ needsSpec: { env: schemas } });

testRule(rule, {
  valid: [
    { name: 'a string default', manifest: env({ PORT: { type: 'string', default: '8080' } }) },
    { name: 'an empty string default', manifest: env({ SUFFIX: { type: 'string', default: '' } }) },
    { name: 'no default', manifest: env({ PORT: { type: 'string' } }) },
    { name: 'config defaults may be anything', manifest: packTool({ needsSpec: { config: { retries: { type: 'integer', default: 3 } }, secrets: { S: { default: 1 } } } }) },
    { name: 'turned off', manifest: env({ PORT: { default: 8080 } }), options: { rules: { 'needs-spec/env-default-type': 'off' } } },
  ],
  invalid: [
    { name: 'a number default', manifest: env({ PORT: { type: 'string', default: 8080 } }), issues: [{ pointer: '/needsSpec/env/PORT/default' }] },
    {
      name: 'boolean, null, object and array defaults, one issue each',
      manifest: env({ A: { default: true }, B: { default: null }, C: { default: {} }, D: { default: ['x'] }, E: { default: 'fine' } }),
      issues: [{ pointer: '/needsSpec/env/A/default' }, { pointer: '/needsSpec/env/B/default' }, { pointer: '/needsSpec/env/C/default' }, { pointer: '/needsSpec/env/D/default' }],
    },
    {
      name: 'a rule setting can make it a warning',
      manifest: env({ PORT: { default: 8080 } }),
      options: { rules: { 'needs-spec/env-default-type': 'warning' } },
      issues: [{ pointer: '/needsSpec/env/PORT/default', severity: 'warning' }],
    },
  ],
});

describe('needs-spec/env-default-type’s words', () => {
  test('names the variable and quotes the fix', () => {
    const [issue] = vetToolManifest(env({ PORT: { type: 'string', default: 8080 } })).issues.filter((found) => found.code === rule.id);
    expect(issue?.message).toContain('needsSpec.env.PORT');
    expect(issue?.hint).toBe('Write it as a string: "default": "8080".');
  });
});
