// Schemas whose generation hung or cost without bound (an attack on the generator): each runs in a
// child with a 256 MB heap and a time limit, so a hang or an out-of-memory crash fails its case.
import { describe, expect, test } from 'vitest';
import { childOfSrc } from '../support/child-bundle.js';

const child = childOfSrc();

/** A script that builds the manifest from `input` (JavaScript text), runs `body` and prints its JSON; an error prints its name and message. */
const script = (input: string, body: string) => `import fc from 'fast-check';
import { sampleToolInput, toolInputArbitrary } from './testing.mjs';
const manifest = { id: 'acme.t', description: 'd', version: '1.0.0', input: ${input}, output: { type: 'object' } };
try { console.log(JSON.stringify(await (async () => { ${body} })())); }
catch (error) { console.log(JSON.stringify({ error: error.name, keyword: error.keyword, message: String(error.message).slice(0, 300) })); }`;

const run = (text: string): unknown => {
  const result = child().run(text, 30_000);
  expect({ signal: result.signal, status: result.status, stderr: result.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
  return JSON.parse(result.stdout);
};

const stringProperty = (pattern: string) => `{ type: 'object', properties: { name: { type: 'string', pattern: ${JSON.stringify(pattern)} } }, required: ['name'] }`;

describe('a negated class that must give a non-ASCII character (fast-check filtered printable ASCII for it, without end)', () => {
  test.each(['^[^\\x00-\\x7F]+$', '^[^ -~]$', '^(?:[^\\d\\D])?a$', '^[^\\p{L}\\x00-\\x7F]{3}$', '^\\P{ASCII}+-[^a-z]$'])('%s generates matching strings', (pattern) => {
    const outcome = run(script(stringProperty(pattern), `const re = new RegExp(${JSON.stringify(pattern)}, 'u');
      const names = fc.sample(toolInputArbitrary(manifest), { seed: 1, numRuns: 50 }).map((sample) => sample.name);
      return { all: names.length, matching: names.filter((name) => re.test(name)).length, distinct: new Set(names).size > 1 || names.every((name) => name === 'a') };`));
    expect(outcome).toEqual({ all: 50, matching: 50, distinct: true });
  }, 40_000);

  test.each([
    ['^[^\\s\\S]$', '[^\\s\\S] matches no character'],
    ['^(?:[^\\d\\D]|[^\\w\\W])+$', 'matches no character'],
    ['^[]$', '[] matches no character'],
  ])('%s, which no string matches, is an UnsatisfiableSchemaError at the pattern', (pattern, why) => {
    const outcome = run(script(stringProperty(pattern), 'toolInputArbitrary(manifest); return "generated";')) as { error: string; keyword: string; message: string };
    expect({ error: outcome.error, keyword: outcome.keyword }).toEqual({ error: 'UnsatisfiableSchemaError', keyword: 'pattern' });
    expect(outcome.message).toContain(why);
  }, 40_000);
});

describe('nested arrays in a const or enum (Ajv’s default inlineRefs walked each array twice, 92 s at 40 levels)', () => {
  test.each(['const: c', 'enum: [c]'])('40 levels under %s', (keyword) => {
    const input = `(() => { let c = 1; for (let i = 0; i < 40; i++) c = [c]; return { type: 'object', properties: { a: { ${keyword} } }, required: ['a'], additionalProperties: false }; })()`;
    expect(run(script(input, 'return JSON.stringify(sampleToolInput(manifest, { seed: 1 })).length;'))).toBe(87);
  }, 40_000);
});

describe('what a sample holds is what the bound allows (99,000 strings of up to 20 characters ran a 256 MB heap out)', () => {
  // Values and characters, counted as the option maxSize counts them.
  const size = 'const size = (v) => typeof v === "string" ? 1 + [...v].length : v !== null && typeof v === "object" ? 1 + Object.values(v).reduce((n, x) => n + size(x), 0) : 1;';
  test.each([
    ['99,000 strings', "{ type: 'object', properties: { a: { type: 'array', items: { type: 'string' }, minItems: 99000 } }, required: ['a'], additionalProperties: false }"],
    ['33,000 objects of a string', "{ type: 'object', properties: { a: { type: 'array', items: { type: 'object', properties: { s: { type: 'string' } }, required: ['s'] }, minItems: 33000 } }, required: ['a'], additionalProperties: false }"],
    ['99,000 free-form items', "{ type: 'object', properties: { a: { type: 'array', items: {}, minItems: 99000 } }, required: ['a'], additionalProperties: false }"],
    ['a string of 99,990 characters', "{ type: 'object', properties: { a: { type: 'string', minLength: 99990 } }, required: ['a'], additionalProperties: false }"],
  ])('%s', (_name, input) => {
    const outcome = run(script(input, `${size} const samples = fc.sample(toolInputArbitrary(manifest), { seed: 1, numRuns: 3 }); return samples.map((sample) => size(sample) <= 100000);`));
    expect(outcome).toEqual([true, true, true]);
  }, 40_000);
});

test('an allOf of 3,000 required properties, which the tool’s validator refuses to check for its cost, is too costly, not unsatisfiable', () => {
  const input = "{ type: 'object', allOf: Array.from({ length: 3000 }, (_, i) => ({ properties: { ['p' + i]: { type: 'string' } }, required: ['p' + i] })) }";
  const outcome = run(script(input, 'toolInputArbitrary(manifest); return "generated";')) as { error: string; message: string };
  expect(outcome.error).toBe('SchemaTooCostlyError');
  expect(outcome.message).toMatch(/^The schema is too costly to generate values for: .*refused to check the generated candidates for their cost/);
}, 40_000);
