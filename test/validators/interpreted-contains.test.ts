import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/index.js';
import { MCP_DIALECT_URIS, mcpTool } from '../fixtures.js';

// `contains` counted as each dialect says, on both engines (Ajv's verdicts, which hyperjump shares):
// a fuzzer with boolean subschemas found the interpreted engine ignoring `minContains` and
// `maxContains` beside a boolean `contains`, and applying them in draft-06/07, which have neither.

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const URIS = MCP_DIALECT_URIS;

type Row = [dialect: keyof typeof URIS, schema: Record<string, unknown>, data: unknown[], valid: boolean];

test.each<Row>([
  // A boolean `contains` with bounds (2019-09, 2020-12): every item matches `true`, none `false`.
  ['2020-12', { contains: false, minContains: 0 }, [1], true],
  ['2020-12', { contains: false, minContains: 0 }, [], true],
  ['2020-12', { contains: true, minContains: 0 }, [], true],
  ['2020-12', { contains: true, minContains: 2 }, [1], false],
  ['2020-12', { contains: true, maxContains: 1 }, [1, 2], false],
  ['2020-12', { contains: true, maxContains: 0 }, [1], false],
  ['2020-12', { contains: true, minContains: 2, maxContains: 3 }, [1, 2, 3], true],
  ['2020-12', { contains: true, minContains: 2, maxContains: 3 }, [1, 2, 3, 4], false],
  ['2019-09', { contains: false, minContains: 0 }, [1], true],
  ['2019-09', { contains: true, maxContains: 1 }, [1, 2], false],
  // Without bounds: at least one match.
  ['2020-12', { contains: true }, [], false],
  ['2020-12', { contains: false }, [1], false],
  ['2020-12', { contains: { type: 'string' }, minContains: 0 }, [1], true],
  // Draft-06 and draft-07 have no minContains or maxContains: they are annotations there.
  ['draft-07', { contains: { type: 'string' }, minContains: 0 }, [1], false],
  ['draft-07', { contains: { type: 'string' }, maxContains: 0 }, ['a'], true],
  ['draft-07', { contains: true, minContains: 2 }, [1], true],
  ['draft-07', { contains: false, minContains: 0 }, [1], false],
  ['draft-06', { contains: { type: 'string' }, minContains: 0 }, [1], false],
  ['draft-06', { contains: { type: 'string' }, maxContains: 1 }, ['a', 'b'], true],
])('%s %j on %j: valid %s on both engines', (dialect, schema, data, valid) => {
  const tool = mcpTool({ input: { $schema: URIS[dialect], ...schema }, output: { type: 'object' } });
  const engines = [compileToolValidators(tool, NOT_OBJECT_ALLOWED).input, compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine: 'interpreted' }).input];
  for (const validator of engines) {
    const result = validator(data);
    expect(result.valid, validator.engine).toBe(valid);
    if (!valid) expect(result.issues.map((issue) => issue.code)).toEqual(['call/invalid-value']);
  }
});

test('the interpreted engine says the bounds the dialect has', () => {
  const issue = (dialect: keyof typeof URIS, schema: Record<string, unknown>, data: unknown[]) => {
    const tool = mcpTool({ input: { $schema: URIS[dialect], ...schema }, output: { type: 'object' } });
    return compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine: 'interpreted' }).input(data).issues[0]?.message;
  };
  expect(issue('draft-07', { contains: { type: 'string' }, minContains: 0 }, [1])).toBe('The input must contain at least 1 item matching the "contains" schema.');
  expect(issue('2020-12', { contains: true, minContains: 2, maxContains: 3 }, [1, 2, 3, 4])).toBe('The input must contain between 2 and 3 items matching the "contains" schema.');
});
