import { expect, test } from 'vitest';
import { checkDataBounds, DEFAULT_DATA_LIMITS } from '../../src/validators/data-bounds.js';
import type { DataTags } from '../../src/validators/object-tags.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

// The interpreted engine must know whether an object in the data has a tag json-schema-library
// misreads; the data-bounds walk, which every interpreted call runs, notes it, so the data is not
// walked a second time. Both of its walks are checked: the counting one (data within the bounds,
// up to 512 levels allowed) and the one that can say where (past 512 allowed levels).
const nested = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { a: [nested(depth - 1, leaf)] });
const tagged = Object.assign({}, { [Symbol.toStringTag]: 'Args' });

const CASES: [string, unknown, boolean][] = [
  ['a number', 5, false],
  ['JSON.parse output', JSON.parse('{"a":[1,{"b":null}],"c":"x"}'), false],
  ['an object without a prototype', Object.create(null), false],
  ['a Date at the root', new Date(0), true],
  ['a Map deep inside', nested(20, new Map()), true],
  ['an object with a Symbol.toStringTag deep inside', nested(20, tagged), true],
  ['an array calling itself an Object', { list: Object.assign([], { [Symbol.toStringTag]: 'Object' }) }, true],
  ['a boxed string', { s: new String('x') }, true],
];

test.each(CASES)('%s, noted by either walk', (_, data, expected) => {
  for (const maxDepth of [DEFAULT_DATA_LIMITS.maxDepth, 600]) {
    const tags: DataTags = { otherTags: false };
    expect(checkDataBounds(data, { ...DEFAULT_DATA_LIMITS, maxDepth }, 1, undefined, undefined, tags), `maxDepth ${maxDepth}`).toBeUndefined();
    expect(tags.otherTags, `maxDepth ${maxDepth}`).toBe(expected);
  }
});

test('a tagged object 300 levels down is read as Ajv reads it, whichever walk measured it', () => {
  const schema = { $defs: { node: { type: 'object', properties: { a: { type: 'array', items: { $ref: '#/$defs/node' } }, city: { type: 'string' } } } }, $ref: '#/$defs/node' };
  const data = nested(150, Object.assign(tagged, { city: 5 }));
  for (const maxDepth of [DEFAULT_DATA_LIMITS.maxDepth * 2, 1000]) {
    const validator = compileToolValidators(mcpTool({ input: schema }), { engine: 'interpreted', dataLimits: { maxDepth } }).input;
    const result = validator(data);
    expect(result.issues.map((issue) => `${issue.code} ${issue.pointer}`), `maxDepth ${maxDepth}`).toEqual([`call/wrong-type ${'/a/0'.repeat(150)}/city`]);
  }
});
