import { spawnSync } from 'node:child_process';
// Schemas here sit on MCP tools only to be compiled; most are not objects at the root, which
// schema/input-not-object refuses on an MCP tool (issue 11), so that rule is off for them.
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Each hostile call runs in its own child with a 256 MB heap and a time limit: an out-of-memory
// crash or a hang fails the case instead of taking the runner down. Sizes are built in the child.
// `levels` levels, each an anyOf of two references to the level below, beside unevaluatedProperties: false.
function layeredUnion(levels: number): Record<string, unknown> {
  const defs: Record<string, unknown> = { l0: { properties: { a: {} } } };
  for (let level = 1; level <= levels; level++) {
    defs[`l${level}`] = { unevaluatedProperties: false, anyOf: [{ $ref: `#/$defs/l${level - 1}` }, { $ref: `#/$defs/l${level - 1}`, properties: { b: {} } }] };
  }
  return defs;
}

const CASES: { name: string; schema: unknown; data: string; engine?: 'interpreted'; expect: { valid: boolean; codes: string[]; pointer?: string; maxIssues?: number; says?: string } }[] = [
  {
    name: 'uniqueItems over 20,000 distinct objects',
    schema: { type: 'array', uniqueItems: true },
    data: 'Array.from({ length: 20000 }, (_, i) => ({ id: i, name: "item " + i, tags: ["a", "b"] }))',
    expect: { valid: true, codes: [] },
  },
  {
    // Each level's one item was reduced to its whole subtree's text, at every level: 69 s, past the child's time limit.
    name: 'uniqueItems under a $ref to itself, on 900,000 numbers under 250 nested arrays',
    schema: { type: ['array', 'number'], uniqueItems: true, items: { $ref: '#' } },
    data: '(() => { let v = Array.from({ length: 9e5 }, (_, i) => i); for (let i = 0; i < 250; i++) v = [v]; return v; })()',
    expect: { valid: true, codes: [] },
  },
  {
    name: 'a 10^7-item array of the wrong items is counted, not copied: call/too-large',
    schema: { type: 'array', items: { type: 'string' } },
    data: 'new Array(1e7).fill(0)',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    name: 'data whose problems do not fill the error cap is never walked: a 10^7-item array with one wrong item is that item’s issue',
    schema: { type: 'array', items: { type: 'string' } },
    data: '(() => { const items = new Array(1e7).fill("x"); items[9_999_999] = 1; return items; })()',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/9999999' },
  },
  {
    name: 'a schema that names every place it checks never walks the data: a 2-million-item array beside a wrong property is that property’s issue',
    schema: { type: 'object', properties: { a: { type: 'string' } } },
    data: '({ a: 1, big: new Array(2e6).fill(0) })',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/a' },
  },
  {
    name: 'an object of 1.1 million keys is counted before its values are visited: call/too-large',
    schema: { type: 'object', additionalProperties: { type: 'string' } },
    data: 'Object.fromEntries(Array.from({ length: 1.1e6 }, (_, i) => ["k" + i, i]))',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    name: '900,000 wrong items give 100 issues and one that says how many more',
    schema: { type: 'array', items: { type: 'string' } },
    data: 'new Array(9e5).fill(1)',
    expect: { valid: false, codes: ['call/wrong-type', 'call/too-many-issues'], maxIssues: 101 },
  },
  {
    name: '900,000 wrong items on the interpreted engine are bounded too',
    schema: { type: 'array', items: { type: 'string' } },
    data: 'new Array(9e5).fill(1)',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/wrong-type', 'call/too-many-issues'], maxIssues: 101 },
  },
  {
    name: 'a schema that checks each level twice, on 30-deep invalid arrays: call/too-deep, not 2^30 checks',
    schema: { anyOf: [{ items: { $ref: '#' } }, { items: { $ref: '#' } }], type: 'array' },
    data: '(() => { let v = ["leaf"]; for (let i = 0; i < 30; i++) v = [v]; return v; })()',
    expect: { valid: false, codes: ['call/too-deep'] },
  },
  {
    // 2^12 branch evaluations, each failing: past the error cap, the report says checking stopped.
    name: 'the same schema on 12-deep invalid arrays is checked, within the error cap',
    schema: { anyOf: [{ items: { $ref: '#' } }, { items: { $ref: '#' } }], type: 'array' },
    data: '(() => { let v = ["leaf"]; for (let i = 0; i < 12; i++) v = [v]; return v; })()',
    expect: { valid: false, codes: ['call/wrong-type', 'call/too-many-issues'] },
  },
  {
    name: '100,000-deep arrays under a recursive schema: call/too-deep',
    schema: { type: 'array', items: { $ref: '#' } },
    data: '(() => { let v = []; for (let i = 0; i < 1e5; i++) v = [v]; return v; })()',
    expect: { valid: false, codes: ['call/too-deep'] },
  },
  {
    // Each level's unevaluatedProperties asks whether each branch passes: asked once per place, not once per way in.
    name: 'unevaluatedProperties beside anyOf over two references, 11 levels down: checked once per subschema and place',
    schema: { type: 'object', $defs: layeredUnion(11), $ref: '#/$defs/l11' },
    data: '({ a: 1, b: 2 })',
    expect: { valid: true, codes: [] },
  },
  {
    // With a dynamic scope, a reference's target depends on the way in: nothing is remembered, and the checks have a bound.
    name: 'the same with a $dynamicRef in the schema: past the bound on checks, call/validator-failed',
    schema: { type: 'object', $defs: layeredUnion(9), $ref: '#/$defs/l9', $dynamicAnchor: 'x', properties: { z: { $dynamicRef: '#x' } } },
    data: '({ a: 1, b: 2 })',
    expect: { valid: false, codes: ['call/validator-failed'] },
  },
  {
    name: 'a thousand missing properties of an object of 100,000 other keys: no misspelling looked for among them all',
    schema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, { type: 'string' }])), required: Array.from({ length: 1000 }, (_, i) => `p${i}`) },
    data: 'Object.fromEntries(Array.from({ length: 100000 }, (_, i) => ["k" + i, 1]))',
    expect: { valid: false, codes: ['call/missing-property', 'call/too-many-issues'], maxIssues: 101 },
  },
  {
    // Each item costs every branch: 200,000 items took 52 s.
    name: 'a 1,000-branch union over 200,000 items is weighed before it runs: call/too-large',
    schema: { type: 'array', items: { anyOf: Array.from({ length: 1000 }, (_, i) => ({ const: `v${i}` })) } },
    data: 'new Array(2e5).fill("v999")',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    name: 'the same union over 1,000 items, within the steps allowed, is checked',
    schema: { type: 'array', items: { anyOf: Array.from({ length: 1000 }, (_, i) => ({ const: `v${i}` })) } },
    data: 'new Array(1000).fill("v999")',
    expect: { valid: true, codes: [] },
  },
  {
    // Each key is tested against every pattern: 100,000 keys took 29 s.
    name: '1,000 patternProperties over an object of 100,000 keys: call/too-large',
    schema: { type: 'object', patternProperties: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`^p${i}x`, { type: 'string' }])) },
    data: 'Object.fromEntries(Array.from({ length: 1e5 }, (_, i) => ["k" + i, 1]))',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    // The first branch's errors, thrown away when the second matched, filled the cap: valid data past 1,000 items was invalid.
    name: '50,000 items that match the second branch of an anyOf, on the interpreted engine: valid',
    schema: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
    data: 'new Array(5e4).fill(1)',
    engine: 'interpreted',
    expect: { valid: true, codes: [] },
  },
  {
    // The interpreted engine's steps cost some 100 ns each: its calls are weighed against 3 steps a value (41 a value here).
    name: '200,000 items of a two-branch anyOf on the interpreted engine: weighed',
    schema: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
    data: 'new Array(2e5).fill(1)',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/too-large'] },
  },
  {
    name: 'data whose getter throws an object without a prototype: call/validator-failed, not a throw',
    schema: { type: 'object', properties: { a: { $ref: '#' } } },
    data: '({ get a() { throw Object.create(null); } })',
    expect: { valid: false, codes: ['call/validator-failed'] },
  },
  {
    name: 'the same on the interpreted engine',
    schema: { type: 'object', properties: { a: { type: 'string' } } },
    data: '({ get a() { throw Object.create(null); } })',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/validator-failed'] },
  },
  {
    name: 'a long string against a pattern with a repeat count over re2’s limit',
    schema: { type: 'string', pattern: '^(?:[A-Za-z ,.]|-){1,2000}$' },
    data: '"a".repeat(1999) + "!"',
    expect: { valid: false, codes: ['call/invalid-value'] },
  },
  {
    // The linear engine's time is its program times the input: this took 4.7 s. (`\\b` keeps the repeat whole.)
    name: 'a 100 KB string against a pattern of 2,000 instructions not anchored at its start: call/too-large',
    schema: { type: 'string', pattern: '\\b[\\p{L}\\p{N}]{1,1000}$' },
    data: '"a".repeat(1e5)',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    // A test that finds it anywhere finds `[\\p{L}\\p{N}]{1}$`: it was refused as the one above is (or took 4.7 s).
    name: 'a 100 KB string against an unanchored repeat at the pattern’s start, cut to its least count',
    schema: { type: 'string', pattern: '[\\p{L}\\p{N}]{1,1000}$' },
    data: '"a".repeat(1e5)',
    expect: { valid: true, codes: [] },
  },
  {
    // Each match had its own bound: ten strings each under it took 7 s together.
    name: 'ten 6,200-character strings against one large pattern share one bound of steps: call/too-large',
    schema: { type: 'array', items: { type: 'string', pattern: '\\b(?:[a-z]+\\s?){1,1000}$' } },
    data: 'Array.from({ length: 10 }, () => "a".repeat(6200))',
    expect: { valid: false, codes: ['call/too-large'] },
  },
  {
    name: 'a 1 MB string against an anchored pattern of bounded repeats: only what a match can reach is matched',
    schema: { type: 'string', pattern: '^(?:[A-Za-z ,.]|-){1,2000}$' },
    data: '"a".repeat(1e6)',
    expect: { valid: false, codes: ['call/invalid-value'] },
  },
  {
    // Each level of two items rebuilt the canonical text of its whole subtree: 26 s for 400,000 numbers, past the child's time limit here.
    name: 'uniqueItems under a $ref to itself, on 500,000 numbers under 250 levels of two arrays each',
    schema: { type: ['array', 'number'], uniqueItems: true, items: { $ref: '#' } },
    data: '(() => { let v = Array.from({ length: 5e5 }, (_, i) => i); for (let i = 0; i < 250; i++) v = [v, [i]]; return v; })()',
    expect: { valid: true, codes: [] },
  },
  {
    // ajv-formats' url is quadratic on a run of colons: 88 ms a string, 44 s for these.
    name: 'format url on 500 strings of 10,000 colons',
    schema: { type: 'array', items: { type: 'string', format: 'url' } },
    data: 'new Array(500).fill("http://" + ":".repeat(9990))',
    expect: { valid: false, codes: ['call/invalid-value', 'call/too-many-issues'] },
  },
  {
    // Each @ was tried as the end of the user part, and the path read to the string's end from each: 19 ms a string, 38 s for these.
    name: 'format url on 2,000 strings of @a.aa/ repeated to 10,000 characters',
    schema: { type: 'array', items: { type: 'string', format: 'url' } },
    data: 'new Array(2000).fill("http://" + "@a.aa/".repeat(1665) + " ")',
    expect: { valid: false, codes: ['call/invalid-value', 'call/too-many-issues'] },
  },
  {
    // Ajv's allErrors code for it is 44 MB: its compile ran out of memory. Past the bound of code it runs on the interpreted engine.
    name: 'a dependentRequired of 150 × 150 names',
    schema: { type: 'object', dependentRequired: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`n${i}`, Array.from({ length: 150 }, (_, j) => `n${j}`)])) },
    data: '({ n0: 1 })',
    expect: { valid: false, codes: ['call/missing-property', 'call/too-many-issues'] },
  },
  {
    // Ajv copied the definition into each of the 300 places by default: 20 MB of code, 15 s to compile, then 7 s more for the validator that lists errors.
    name: '300 references to one 100-property definition',
    schema: {
      $defs: { d: { type: 'object', properties: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`n${i}`, { type: 'string', minLength: 1 }])) } },
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`n${i}`, { $ref: '#/$defs/d' }])),
    },
    data: '({ n0: { n1: 5 } })',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/n0/n1' },
  },
  {
    // Ajv's inlineRefs copied the definition, 199 names and all (it counts a required list as one key), into all 150 places: out of memory.
    name: '150 references to a definition of 199 required names',
    schema: {
      type: 'object',
      $defs: { d: { required: Array.from({ length: 199 }, (_, i) => `${String(i).padStart(6, '0')}${'x'.repeat(100)}`) } },
      properties: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`p${i}`, { $ref: '#/$defs/d' }])),
    },
    data: '({ p0: {} })',
    expect: { valid: false, codes: ['call/missing-property', 'call/too-many-issues'] },
  },
  {
    // No choice in it, but 5,000 characters read at each position natively: 14.7 s. On the linear engine, the bound of steps refuses it at once.
    name: 'an unanchored a{5000}b against 1 MB of a',
    schema: { type: 'string', pattern: 'a{5000}b' },
    data: '"a".repeat(1e6)',
    expect: { valid: false, codes: ['call/too-large'] },
  },
  {
    // Each const listed the object's 200,000 keys again (15 s on Ajv); on the interpreted engine each error's message also stringified it (19 s, 250 MB).
    name: 'an anyOf of 200 consts of objects against one object of 200,000 keys',
    schema: { type: 'object', anyOf: Array.from({ length: 200 }, (_, i) => ({ const: { [`m${i}`]: 1 } })) },
    data: 'Object.fromEntries(Array.from({ length: 2e5 }, (_, i) => ["m" + i, 1]))',
    expect: { valid: false, codes: ['call/invalid-value'] },
  },
  {
    name: 'the same on the interpreted engine',
    schema: { type: 'object', anyOf: Array.from({ length: 200 }, (_, i) => ({ const: { [`m${i}`]: 1 } })) },
    data: 'Object.fromEntries(Array.from({ length: 2e5 }, (_, i) => ["m" + i, 1]))',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/invalid-value'] },
  },
  // A repeated group overflows native RegExp's backtracking stack on a string of a few million
  // characters (a RangeError: call/validator-failed, whatever the string): such a pattern answers
  // that string on the linear-time engine, within the call's budget of steps.
  {
    name: 'a linear ^(a|b)*$, run natively, against 6.5 million characters that match',
    schema: { type: 'string', pattern: '^(a|b)*$' },
    data: '"a".repeat(6.5e6)',
    expect: { valid: true, codes: [] },
  },
  {
    name: 'the same against 6.5 million characters and one that does not match',
    schema: { type: 'object', properties: { text: { type: 'string', pattern: '^(a|b)*$' } } },
    data: '({ text: "a".repeat(6.5e6) + "c" })',
    expect: { valid: false, codes: ['call/invalid-value'], pointer: '/text' },
  },
  {
    name: 'the same against 10 million characters, past the budget of steps: call/too-large at the string',
    schema: { type: 'object', properties: { text: { type: 'string', pattern: '^(a|b)*$' } } },
    data: '({ text: "ab".repeat(5e6) })',
    expect: { valid: false, codes: ['call/too-large'], pointer: '/text' },
  },
  {
    name: 'the same on the interpreted engine',
    schema: { type: 'object', properties: { text: { type: 'string', pattern: '^(a|b)*$' } } },
    data: '({ text: "a".repeat(6.5e6) + "c" })',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/invalid-value'], pointer: '/text' },
  },
  // What a runtime may pass that JSON.parse never makes. A value that contains itself reached the
  // depth bound along its cycle: `nests deeper than 256 levels`, at a pointer 256 keys long.
  {
    name: 'an object that contains itself, under a recursive schema: its cycle, at the place it closes',
    schema: { type: 'object', properties: { self: { $ref: '#' } } },
    data: '(() => { const o = { a: 1 }; o.self = o; return o; })()',
    expect: { valid: false, codes: ['call/too-deep'], pointer: '/self', says: 'contains itself here: this is the same object as the whole value' },
  },
  {
    name: 'the same on the interpreted engine, where the schema does not recurse',
    schema: { type: 'object', properties: { a: { type: 'integer' } } },
    data: '(() => { const o = { a: 1, b: [] }; o.b.push(o.b); return o; })()',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/too-deep'], pointer: '/b/0', says: 'the same array as the one at "/b"' },
  },
  {
    name: 'a cycle the schema never reaches, on Ajv: checked as far as the schema goes',
    schema: { type: 'object', properties: { a: { type: 'integer' } } },
    data: '(() => { const o = { a: "x" }; o.self = o; return o; })()',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/a' },
  },
  {
    // The thrown message is the data's: it was written into the issue as it was, line break and all.
    name: 'a getter that throws an Error whose message holds a line break',
    schema: { type: 'object', properties: { a: { $ref: '#' } } },
    data: '({ get a() { throw new Error("boom\\n[ERROR] forged"); } })',
    expect: { valid: false, codes: ['call/validator-failed'], says: 'Error: boom\\n[ERROR] forged' },
  },
  {
    name: 'a Proxy whose every trap throws',
    schema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    data: 'new Proxy({}, { get() { throw new Error("get"); }, has() { throw new Error("has"); }, ownKeys() { throw new Error("ownKeys"); }, getOwnPropertyDescriptor() { throw new Error("gopd"); } })',
    expect: { valid: false, codes: ['call/validator-failed'] },
  },
  {
    name: 'the same on the interpreted engine',
    schema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    data: 'new Proxy({}, { get() { throw new Error("get"); }, has() { throw new Error("has"); }, ownKeys() { throw new Error("ownKeys"); }, getOwnPropertyDescriptor() { throw new Error("gopd"); } })',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/validator-failed'] },
  },
  {
    name: 'a revoked Proxy',
    schema: { type: 'object' },
    data: '(() => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; })()',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/validator-failed'] },
  },
  {
    name: 'a Proxy of an array that says it holds 10^9 items',
    schema: { type: 'array', items: { type: 'number' } },
    data: 'new Proxy([1, 2], { get: (target, key) => (key === "length" ? 1e9 : target[key]) })',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    name: 'a sparse array of 5 million holes',
    schema: { type: 'array', items: { type: 'string' } },
    data: '(() => { const items = []; items.length = 5e6; return items; })()',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    // The interpreted engine let a hole pass any items (its type passed undefined).
    name: 'a hole in a short array, on the interpreted engine',
    schema: { type: 'array', items: { type: 'string' } },
    // eslint-disable-next-line no-sparse-arrays
    data: '["a", , "c"]',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/1', says: 'not undefined' },
  },
  {
    name: 'BigInts where numbers are wanted, and repeated under uniqueItems, on the interpreted engine',
    schema: { type: 'object', properties: { n: { type: 'integer' }, list: { type: 'array', uniqueItems: true } } },
    data: '({ n: 10n ** 30n, list: [1n, 1n] })',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/wrong-type', 'call/invalid-value'], pointer: '/n', says: 'not a bigint' },
  },
  {
    name: 'no arguments at all (undefined), on the interpreted engine',
    schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    data: 'undefined',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '', says: 'must be an object, not undefined' },
  },
  {
    name: 'a class instance whose Symbol.toStringTag names another kind, on the interpreted engine: its properties are checked',
    schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    data: 'new (class Args { constructor() { this.city = 5; } get [Symbol.toStringTag]() { return "Args"; } })()',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/city' },
  },
  {
    name: 'a million-element array of the right items',
    schema: { type: 'array', items: { type: 'number' } },
    data: 'new Array(999999).fill(1.5)',
    expect: { valid: true, codes: [] },
  },
  {
    name: 'the same on the interpreted engine',
    schema: { type: 'array', items: { type: 'number' } },
    data: 'new Array(999999).fill(1.5)',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/too-large'], pointer: '' },
  },
  {
    name: '10,000 levels of objects under a schema that does not recurse, on Ajv: checked as deep as the schema',
    schema: { type: 'object', properties: { a: { type: 'object', properties: { a: { type: 'number' } } } } },
    data: '(() => { let v = { a: 1 }; for (let i = 0; i < 1e4; i++) v = { a: v }; return v; })()',
    expect: { valid: false, codes: ['call/wrong-type'], pointer: '/a/a' },
  },
  {
    name: 'the same on the interpreted engine',
    schema: { type: 'object', properties: { a: { type: 'object', properties: { a: { type: 'number' } } } } },
    data: '(() => { let v = { a: 1 }; for (let i = 0; i < 1e4; i++) v = { a: v }; return v; })()',
    engine: 'interpreted',
    expect: { valid: false, codes: ['call/too-deep'] },
  },
];

const CHILD = `
import { readFileSync } from 'node:fs';
import { compileToolValidators } from './dist/index.js';
const { schema, data, engine } = JSON.parse(readFileSync(0, 'utf8'));
const manifest = { id: 'hostile.calls', description: 'Hostile calls.', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input: schema, output: { type: 'object' } };
const value = (0, eval)(data);
const result = compileToolValidators(manifest, engine ? { rules: { 'schema/input-not-object': 'off' }, engine } : { rules: { 'schema/input-not-object': 'off' } }).input(value);
process.stdout.write(JSON.stringify({ valid: result.valid, codes: [...new Set(result.issues.map((issue) => issue.code))], pointer: result.issues[0]?.pointer, count: result.issues.length, last: result.issues.at(-1)?.message, words: result.issues.map((issue) => issue.message + ' ' + (issue.hint ?? '')) }));
`;

test.each(CASES)('$name', ({ schema, data, engine, expect: expected }) => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--stack-size=984', '--input-type=module', '-e', CHILD], {
    // On standard input: a large schema is past the length one argument may have.
    input: JSON.stringify({ schema, data, engine }),
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const result = JSON.parse(child.stdout) as { valid: boolean; codes: string[]; pointer?: string; count: number; last?: string; words: string[] };
  expect(result.valid).toBe(expected.valid);
  expect(result.codes).toEqual(expected.codes);
  if (expected.pointer !== undefined) expect(result.pointer).toBe(expected.pointer);
  // Every issue's words bounded and on one line, whatever the data.
  for (const words of result.words) {
    expect(words.length).toBeLessThan(1_000);
    expect(words).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
  }
  if (expected.says !== undefined) expect(result.words[0]).toContain(expected.says);
  if (expected.maxIssues !== undefined) {
    expect(result.count).toBe(expected.maxIssues);
    expect(result.last).toMatch(/more/);
  }
});
