import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/needs-spec/env-default-invalid.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const env = (schemas: Record<string, unknown>) => packTool({ needsSpec: { env: schemas } });
const at = (name: string) => [{ pointer: `/needsSpec/env/${name}/default` }];

testRule(rule, {
  valid: [
    { name: 'a default in its enum', manifest: env({ REGION: { type: 'string', enum: ['eu', 'us'], default: 'eu' } }) },
    { name: 'a default matching its pattern', manifest: env({ PORT: { type: 'string', pattern: '^[0-9]+$', default: '8080' } }) },
    { name: 'a default within its lengths', manifest: env({ CODE: { type: 'string', minLength: 2, maxLength: 2, default: 'no' } }) },
    { name: 'lengths count code points', manifest: env({ FLAG: { type: 'string', maxLength: 1, default: '😀' } }) },
    { name: 'a nullable string type', manifest: env({ NAME: { type: ['string', 'null'], default: 'x' } }) },
    { name: 'no type said', manifest: env({ NAME: { default: 'x' } }) },
    { name: 'a default equal to its const', manifest: env({ MODE: { const: 'prod', default: 'prod' } }) },
    { name: 'a Unicode property escape is judged as ECMAScript reads it', manifest: env({ NAME: { type: 'string', pattern: '^\\p{Letter}+$', default: 'Zoë' } }) },
    { name: 'a pattern only a backtracking engine runs is not judged', manifest: env({ P: { type: 'string', pattern: '^(?=x).*$', default: 'y' } }) },
    // The schema refuses every env value there: needs-spec/env-refuses-strings says so, once.
    { name: 'a type that is not string is env-refuses-strings’', manifest: env({ PORT: { type: 'integer', default: '8080' } }) },
    { name: 'an enum without strings is env-refuses-strings’', manifest: env({ PORT: { enum: [8080], default: '8080' } }) },
    { name: 'a non-string default is env-default-type’s', manifest: env({ PORT: { type: 'string', enum: ['1'], default: 8080 } }) },
    { name: 'no env', manifest: packTool() },
  ],
  invalid: [
    { name: 'not in its enum', manifest: env({ REGION: { type: 'string', enum: ['eu', 'us'], default: 'ap' } }), issues: at('REGION') },
    { name: 'not matching its pattern', manifest: env({ PORT: { type: 'string', pattern: '^[0-9]+$', default: 'eighty' } }), issues: at('PORT') },
    { name: 'shorter than minLength', manifest: env({ CODE: { type: 'string', minLength: 2, default: 'x' } }), issues: at('CODE') },
    { name: 'longer than maxLength', manifest: env({ CODE: { type: 'string', maxLength: 2, default: 'xyz' } }), issues: at('CODE') },
    { name: 'not its const', manifest: env({ MODE: { const: 'prod', default: 'dev' } }), issues: at('MODE') },
    // ECMAScript's \S leaves out Unicode's spaces (RE2's own \S would take the no-break space in).
    { name: 'a no-break space against \\S', manifest: env({ TOKEN: { type: 'string', pattern: '^\\S+$', default: 'a\u00a0b' } }), issues: at('TOKEN') },
    { name: 'a digit no Unicode property allows', manifest: env({ NAME: { type: 'string', pattern: '^\\p{L}+$', default: 'a1' } }), issues: at('NAME') },
    {
      name: 'a pattern a backtracking engine would spin on is run in linear time',
      manifest: env({ P: { type: 'string', pattern: '^(a|a)*b$', default: 'a'.repeat(40) } }),
      issues: at('P'),
    },
  ],
});

describe('needs-spec/env-default-invalid’s words', () => {
  test('names the variable, the default and the keyword', () => {
    const [issue] = vetToolManifest(env({ REGION: { type: 'string', enum: ['eu', 'us'], default: 'ap' } })).issues.filter((found) => found.code === rule.id);
    expect(issue?.message).toMatch(/"ap".*needsSpec\.env\.REGION.*"enum"/);
  });
});
