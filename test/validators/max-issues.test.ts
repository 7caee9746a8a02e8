import { describe, expect, test } from 'vitest';
// Schemas here sit on MCP tools only to be compiled; most are not objects at the root, which
// schema/input-not-object refuses on an MCP tool (issue 11), so that rule is off for them.
import { codeGenerationAllowed } from '../../src/validators/code-generation.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

const list = mcpTool({ input: { type: 'array', items: { type: 'string' } } });

describe.each(['auto', 'interpreted'] as const)('maxIssues on the %s engine', (engine) => {
  test('at most maxIssues issues, the last saying how many more there were', () => {
    const result = compileToolValidators(list, { rules: { 'schema/input-not-object': 'off' }, engine, maxIssues: 3 }).input([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.valid).toBe(false);
    expect(result.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['call/wrong-type /0', 'call/wrong-type /1', 'call/wrong-type /2', 'call/too-many-issues ']);
    expect(result.issues[3]?.message).toBe('7 more problems were found and not listed (at most 3 are).');
  });

  test('past the cap of errors (ten times maxIssues, at least 1,000) checking stops, and the last issue says so', () => {
    const result = compileToolValidators(list, { rules: { 'schema/input-not-object': 'off' }, engine, maxIssues: 3 }).input(new Array(5000).fill(1));
    expect(result.issues).toHaveLength(4);
    expect(result.issues[3]?.message).toMatch(/^Checking stopped at its cap of errors, so there may be more problems than the 3 listed and [\d,]+ more collected\.$/);
  });

  test('items that miss a `contains` never fill the cap: 1,500 of them are the one `contains` issue', () => {
    const result = compileToolValidators(mcpTool({ input: { type: 'object', properties: { tags: { type: 'array', contains: { type: 'string' } } } } }), { engine }).input({ tags: new Array(1500).fill(1) });
    expect(result.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['call/invalid-value /tags']);
    expect(result.issues[0]?.message).toMatch(/must contain at least 1 item/);
  });

  test('past the cap on a union the report says so, and whether failed branches’ errors counted toward it', () => {
    const union = mcpTool({ input: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'object', required: ['x'] }] } } });
    const result = compileToolValidators(union, { rules: { 'schema/input-not-object': 'off' }, engine }).input(new Array(5000).fill(1));
    expect(result.issues[0]?.message).toBe('"input[0]" must be a string or an object, not a number.');
    const counted = engine === 'auto' ? ' (those of alternatives that did not match count too)' : '';
    expect(result.issues.at(-1)?.message).toMatch(new RegExp(`^Checking stopped at its cap of errors${counted.replace(/[()]/g, '\\$&')}, so there may be more problems`));
  });

  test('up to maxIssues, every issue and nothing more', () => {
    const result = compileToolValidators(list, { rules: { 'schema/input-not-object': 'off' }, engine, maxIssues: 3 }).input([1, 'b', 3]);
    expect(result.issues.map((issue) => issue.code)).toEqual(['call/wrong-type', 'call/wrong-type']);
  });
});

test('code generation is detected as allowed in plain Node, so Ajv compiles the validators', () => {
  expect(codeGenerationAllowed()).toBe(true);
  expect(compileToolValidators(list, { rules: { 'schema/input-not-object': 'off' } }).input.engine).toBe('ajv');
  expect(compileToolValidators(list, { rules: { 'schema/input-not-object': 'off' }, engine: 'interpreted' }).input.engine).toBe('interpreted');
});
