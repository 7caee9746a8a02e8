// The issue-10 bounds a hostile class table cannot show as a file: ~1 MiB of nested arrays as text,
// an allOf of 32,000 numbers, and call-time data (uniqueItems over 20,000 objects, a 10^7-element
// array, 900,000 wrong items). `node --max-old-space-size=1024 bench/bounds.mjs`; figures, not assertions.
import { vetToolManifest, compileToolValidators } from '../dist/index.js';
const t = (f) => { const s = performance.now(); const r = f(); return [(performance.now() - s).toFixed(0) + ' ms', r]; };
const base = { id: 'a.b', description: 'x', version: '1.0.0', output: { type: 'object' } };
// text: ~1 MiB of nested arrays (depth 400 each), with one bad field
const chunk = '['.repeat(400) + ']'.repeat(400);
let arr = []; let size = 0; while (size < 1000000) { arr.push(chunk); size += chunk.length + 1; }
const text = `{"id":"a.b","description":"x","version":"1.0.0","input":{"type":"object"},"output":{"type":"object"},"metadata":{"x":[${arr.join(',')}]},"mutatin":true}`;
console.log('1 MiB nested arrays text', t(() => vetToolManifest(text, { limits: { maxBytes: 2e6 } }).issues.map(i => i.code).slice(0, 3)));
const allOf = JSON.stringify({ ...base, input: { type: 'object', allOf: new Array(32000).fill(1) } });
console.log('allOf 32,000 1s', t(() => vetToolManifest(allOf).issues.length));
const tool = (input) => ({ ...base, transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input });
const uniq = compileToolValidators(tool({ type: 'object', properties: { a: { type: 'array', uniqueItems: true } } })).input;
console.log('uniqueItems 20,000 objects', t(() => uniq({ a: Array.from({ length: 20000 }, (_, i) => ({ i, s: 'x' + i })) }).valid));
const items = compileToolValidators(tool({ type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } })).input;
const big = new Array(1e7).fill(1);
console.log('10^7 wrong items', t(() => { const r = items({ a: big }); return [r.issues.length, r.issues.at(-1)?.code]; }), 'rss', (process.memoryUsage().rss / 2 ** 20).toFixed(0), 'MB');
const wrong = new Array(900000).fill(1);
console.log('900,000 wrong items', t(() => { const r = items({ a: wrong }); return [r.issues.length, r.issues.at(-1)?.code]; }));
