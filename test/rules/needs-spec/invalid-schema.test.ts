import rule from '../../../src/rules/needs-spec/invalid-schema.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const needsSpec = (spec: Record<string, unknown>) => packTool({ needsSpec: spec });

let deep: Record<string, unknown> = { type: 'string' };
for (let level = 0; level < 70; level++) deep = { type: 'array', items: deep };
const doubling: Record<string, unknown> = { d0: { type: 'string' } };
for (let level = 1; level <= 20; level++) doubling[`d${level}`] = { allOf: [{ $ref: `#/$defs/d${level - 1}` }, { $ref: `#/$defs/d${level - 1}` }] };

testRule(rule, {
  valid: [
    {
      name: 'ordinary schemas',
      manifest: needsSpec({
        env: { REGION: { type: 'string', enum: ['eu', 'us'], default: 'eu' } },
        secrets: { API_KEY: { type: 'string', minLength: 20, pattern: '^sk-' } },
        config: { retries: { type: 'integer', minimum: 0 }, limits: { type: 'object', properties: { rate: { $ref: '#/$defs/rate' } }, $defs: { rate: { type: 'number' } } } },
      }),
    },
    { name: 'an empty schema accepts anything', manifest: needsSpec({ config: { anything: {} } }) },
    { name: 'declares 2020-12', manifest: needsSpec({ env: { HOME: { $schema: 'https://json-schema.org/draft/2020-12/schema#', type: 'string' } } }) },
    { name: 'config is only a map of objects: no strict lint there', manifest: needsSpec({ config: { maybe: { type: ['string', 'number'], 'x-ui': 'select', format: 'json' } } }) },
    { name: 'a nullable secret compiles in strict mode, as in the runtime’s tests', manifest: needsSpec({ secrets: { STAMP_KEY: { type: ['string', 'null'], minLength: 32 } } }) },
    { name: 'a known format in strict mode', manifest: needsSpec({ env: { URL: { type: 'string', format: 'uri' } } }) },
    { name: 'capabilities and connections are not schemas', manifest: needsSpec({ capabilities: ['fs'], connections: { mail: { app: 'google', permissions: ['gmail.send'], as: 'person' } } }) },
  ],
  invalid: [
    { name: 'an unknown keyword in a secret (strict mode, as the runtime compiles it)', manifest: needsSpec({ secrets: { SIGNING_KEY: { type: 'string', 'x-unknown': true } } }), issues: [{ pointer: '/needsSpec/secrets/SIGNING_KEY/x-unknown' }] },
    { name: 'a union type in an env schema', manifest: needsSpec({ env: { PORT: { type: ['string', 'integer'] } } }), issues: [{ pointer: '/needsSpec/env/PORT/type' }] },
    { name: 'an unknown format in an env schema', manifest: needsSpec({ env: { BODY: { type: 'string', format: 'json' } } }), issues: [{ pointer: '/needsSpec/env/BODY/format' }] },
    { name: 'a config value that is no valid schema: a warning at most', manifest: needsSpec({ config: { size: { type: 'strin' } } }), issues: [{ pointer: '/needsSpec/config/size/type', severity: 'warning' }] },
    { name: 'a misspelt type', manifest: needsSpec({ env: { REGION: { type: 'strin' } } }), issues: [{ pointer: '/needsSpec/env/REGION/type' }] },
    {
      name: 'one issue per bad schema, env then secrets then config',
      manifest: needsSpec({
        config: { size: { minimum: 'one' } },
        secrets: { TOKEN: { type: 'string', pattern: '^https\\:\\/\\/' } },
        env: { PORT: { type: 'string', maxLength: -1 } },
      }),
      issues: [{ pointer: '/needsSpec/env/PORT/maxLength' }, { pointer: '/needsSpec/secrets/TOKEN/pattern' }, { pointer: '/needsSpec/config/size/minimum', severity: 'warning' }],
    },
    { name: 'a dangling $ref', manifest: needsSpec({ config: { c: { $ref: '#/$defs/missing' } } }), issues: [{ pointer: '/needsSpec/config/c/$ref', severity: 'warning' }] },
    { name: 'a remote $ref is never fetched', manifest: needsSpec({ config: { c: { $ref: 'https://example.com/c.json' } } }), issues: [{ pointer: '/needsSpec/config/c/$ref', severity: 'warning' }] },
    { name: 'another dialect declared', manifest: needsSpec({ env: { A: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' } } }), issues: [{ pointer: '/needsSpec/env/A/$schema' }] },
    { name: 'an unknown dialect URI', manifest: needsSpec({ env: { A: { $schema: 'https://example.com/my-schema', type: 'string' } } }), issues: [{ pointer: '/needsSpec/env/A/$schema' }] },
    { name: '$schema not a string: the meta-schema says so, once', manifest: needsSpec({ env: { A: { $schema: 7 } } }), issues: [{ pointer: '/needsSpec/env/A/$schema' }] },
    {
      name: 'a nested dialect',
      manifest: needsSpec({ config: { c: { type: 'object', properties: { a: { $schema: 'http://json-schema.org/draft-07/schema#' } } } } }),
      issues: [{ pointer: '/needsSpec/config/c/properties/a/$schema', severity: 'warning' }],
    },
    { name: 'what Ajv refuses: an empty enum', manifest: needsSpec({ config: { c: { enum: [] } } }), issues: [{ pointer: '/needsSpec/config/c/enum', severity: 'warning' }] },
    { name: 'a name that needs escaping in the pointer', manifest: needsSpec({ env: { 'a/b~c': { type: 1 } } }), issues: [{ pointer: '/needsSpec/env/a~1b~0c/type' }] },
    { name: 'too deep to walk: one issue, nothing else', manifest: needsSpec({ config: { deep } }), issues: [{ pointer: `/needsSpec/config/deep${'/items'.repeat(65)}`, severity: 'warning' }] },
    { name: 'a reference cycle that never ends', manifest: needsSpec({ config: { c: { $ref: '#' } } }), issues: [{ pointer: '/needsSpec/config/c', severity: 'warning' }] },
    { name: 'an exploding expansion', manifest: needsSpec({ config: { c: { $ref: '#/$defs/d20', $defs: doubling } } }), issues: [{ pointer: '/needsSpec/config/c', severity: 'warning' }] },
  ],
});
