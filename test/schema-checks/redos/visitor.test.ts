import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import { findRedosPatterns } from '../../../src/schema-checks/redos/index.js';
import { mcpTool, packTool } from '../../fixtures.js';

describe('ReDoS analysis of patterns', () => {
  test.each([
    ['^(a|a)*$', 'exponential'],
    ['(a+)+b', 'exponential'],
    ['^(\\w+\\s?)*$', 'exponential'],
    // Counted repeats of 16 or more, with no unbounded one: a backtracking engine took 11–16 s on 28–41 characters.
    ['^(?:a|a){1,30}$', 'exponential'],
    ['^(a|aa){1,40}$', 'exponential'],
    ['^(?:[a-z]|[a-c]){40}$', 'exponential'],
  ])('%s is vulnerable (%s), with the attack’s shape', (pattern, kind) => {
    const issues = findRedosPatterns({ type: 'string', pattern }, 'error', '/input');
    expect(issues).toEqual([expect.objectContaining({ code: 'schema/pattern-redos', severity: 'error', pointer: '/input/pattern' })]);
    expect(issues[0]?.message).toContain(kind);
    expect(issues[0]?.message).toMatch(/repeat\(\d+\)/);
  });

  test.each(['^[a-z]+$', '^\\d{4}-\\d{2}-\\d{2}$', '^https?://', 'abc', '^(-?[a-zA-Z]{2})$', '^(?:a|a){1,15}$', '^[a-z]{1,5000}$'])('%s is safe', (pattern) => {
    expect(findRedosPatterns({ type: 'string', pattern }, 'error', '/input')).toEqual([]);
  });

  test('patternProperties keys are analysed too', () => {
    const issues = findRedosPatterns({ type: 'object', patternProperties: { '^(a+)+$': {} } }, 'warning', '/input');
    expect(issues).toEqual([expect.objectContaining({ pointer: '/input/patternProperties/^(a+)+$', severity: 'warning' })]);
  });

  test('an error on pack tools, a warning on MCP tools', () => {
    const input = { type: 'object', properties: { a: { type: 'string', pattern: '^(a|a)*$' } } };
    expect(vetToolManifest(packTool({ input })).issues).toEqual([expect.objectContaining({ code: 'schema/pattern-redos', severity: 'error', pointer: '/input/properties/a/pattern' })]);
    expect(vetToolManifest(mcpTool({ input })).issues).toEqual([expect.objectContaining({ code: 'schema/pattern-redos', severity: 'warning' })]);
  });

  test.each([
    ['^a*a*$', { maxLength: 1000 }, []],
    ['^a*a*$', { maxLength: 1001 }, ['warning']],
    ['^a*a*$', {}, ['warning']],
    ['^(a|a)*$', { maxLength: 10 }, ['error']],
  ])('%s with %j: polynomial is a warning, none when maxLength keeps the worst case small; exponential stays', (pattern, bound, severities) => {
    const issues = findRedosPatterns({ type: 'string', pattern, ...bound }, 'error', '/input');
    expect(issues.map((issue) => issue.severity)).toEqual(severities);
  });

  test('a pattern the syntactic pass cannot decide is never a silent pass', () => {
    const input = { type: 'object', properties: { a: { type: 'string', pattern: '^(?=.*\\d)(\\w+\\s?)*$' } } };
    expect(vetToolManifest(packTool({ input })).issues).toEqual([expect.objectContaining({ code: 'schema/pattern-unanalysed', severity: 'warning', pointer: '/input/properties/a/pattern' })]);
    expect(vetToolManifest(mcpTool({ input })).issues).toEqual([expect.objectContaining({ code: 'schema/pattern-unanalysed', severity: 'info' })]);
  });

  test('an invalid pattern is left to the pattern check', () => {
    expect(findRedosPatterns({ pattern: '(a+' }, 'error', '')).toEqual([]);
  });
});

test.each([
  // 2^23 ways on 46 characters (3 s on a backtracking engine), with no repeat for the analysis to find.
  ['[ab]?'.repeat(23) + '[ab]'.repeat(23) + 'c', ['schema/pattern-unanalysed']],
  ['^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$', []],
  ['^(?:[a-z]{1,10}\\.){1,5}$', []],
])('a pattern without repeats but with %s is unanalysed only past a million ways to try it', (pattern, codes) => {
  const issues = findRedosPatterns({ type: 'string', pattern }, 'error', '/input');
  expect(issues.map((issue) => issue.code)).toEqual(codes);
});
