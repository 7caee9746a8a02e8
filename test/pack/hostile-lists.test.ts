import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Each hostile pack or tool list runs in its own child with a 256 MB heap and a time limit, so an
// out-of-memory crash or a hang fails the case instead of taking the runner down. Sizes are built in
// the child; `source` is an expression there (`nulls(n)`, `dag(levels)` and `pack(tools)` help).
const CASES: { name: string; api: 'list' | 'pack'; source: string; options?: object; expect: { codes: string[]; pointer?: string; atMost: number; budgetRanOut?: boolean } }[] = [
  {
    // 400,000 issues ran the heap out of memory.
    name: 'a tool list of 400,000 nulls: the first 10,000 entries are vetted',
    api: 'list',
    source: 'JSON.stringify({ tools: nulls(4e5) })',
    expect: { codes: ['limit/size', 'manifest/wrong-type'], pointer: '/tools', atMost: 10_001 },
  },
  {
    name: 'a pack of 400,000 null tools: the same',
    api: 'pack',
    source: 'JSON.stringify(pack(nulls(4e5)))',
    expect: { codes: ['limit/size', 'pack/invalid-field'], pointer: '/tools', atMost: 10_002 },
  },
  {
    // Every entry's report, past the 10,000 vetted, and a pointer string per entry ran a 256 MB heap out of memory (the CLI's and the language server's too).
    name: 'a tool list of 990,000 numbers, just under the values read: reports for the first 10,000 only',
    api: 'list',
    source: '"{\\"tools\\":[" + new Array(990000).fill("1").join(",") + "]}"',
    // What bounds these is the reading and the caps, not the clock: the list's wall-clock budget is raised so a loaded machine cannot reach it first.
    options: { limits: { maxListMs: 25_000 } },
    expect: { codes: ['limit/size', 'manifest/wrong-type'], pointer: '/tools', atMost: 10_001 },
  },
  {
    name: 'a tool list of 990,000 empty objects: the same',
    api: 'list',
    source: '"{\\"tools\\":[" + new Array(990000).fill("{}").join(",") + "]}"',
    // What bounds these is the reading and the caps, not the clock: the list's wall-clock budget is raised so a loaded machine cannot reach it first.
    options: { limits: { maxListMs: 25_000 } },
    expect: { codes: ['limit/size', 'manifest/missing-property'], pointer: '/tools', atMost: 10_001 },
  },
  {
    name: 'a pack of 990,000 empty objects: the same (and its tools’ problems cap it earlier)',
    api: 'pack',
    source: '"{\\"manifestVersion\\":\\"1.0\\",\\"id\\":\\"acme\\",\\"version\\":\\"1.0.0\\",\\"name\\":\\"A\\",\\"tools\\":[" + new Array(990000).fill("{}").join(",") + "]}"',
    // What bounds these is the reading and the caps, not the clock: the list's wall-clock budget is raised so a loaded machine cannot reach it first.
    options: { limits: { maxListMs: 25_000 } },
    expect: { codes: ['limit/size', 'limit/too-many-errors', 'manifest/missing-property'], pointer: '/tools', atMost: 10_010 },
  },
  {
    name: 'a tool list of 1,200,000 values is refused before it is parsed',
    api: 'list',
    source: 'JSON.stringify({ tools: nulls(1.2e6) })',
    expect: { codes: ['limit/size'], pointer: '', atMost: 1 },
  },
  {
    name: 'tools with problems enough: the tools after the 10,000th problem are not vetted',
    api: 'list',
    source: 'JSON.stringify({ tools: Array.from({ length: 5000 }, (_, i) => ({ name: "t" + i, inputSchema: { type: "object", properties: { a: { type: "strin" }, b: { type: "strin" }, c: { type: "strin" } } } })) })',
    // The cap, the issues of the tool that reached it, and the one that says so.
    expect: { codes: ['limit/too-many-errors', 'schema/invalid'], atMost: 10_004 },
  },
  {
    // A DAG copied up to the text's 64 MB ran the heap out of memory at 18 levels.
    name: 'a tool list value holding a DAG of 40 shared levels',
    api: 'list',
    source: '({ tools: [{ name: "get_forecast", description: "d", inputSchema: { type: "object" }, _meta: dag(40) }] })',
    expect: { codes: ['limit/size'], atMost: 1 },
  },
  {
    name: 'a pack value holding a DAG of 40 shared levels',
    api: 'pack',
    source: '({ ...pack([]), x: dag(40) })',
    expect: { codes: ['limit/size'], atMost: 1 },
  },
  {
    // Each vet within its own ReDoS allowance, 2,000 tools of 40 distinct patterns had taken 12 s.
    name: 'a tool list of 2,000 tools with distinct patterns: their analysis shares one budget, the rest unanalysed',
    api: 'list',
    source: 'JSON.stringify({ tools: patterned(2000, 4, "mcp") })',
    // The analysis's budget of units is what runs out: the wall-clock backstop is raised so a loaded machine cannot reach it first.
    options: { limits: { maxListMs: 25_000 } },
    expect: { codes: ['schema/pattern-unanalysed'], atMost: 8_000, budgetRanOut: true },
  },
  {
    name: 'a pack of the same: the same',
    api: 'pack',
    source: 'JSON.stringify(pack(patterned(2000, 4, "pack")))',
    options: { limits: { maxListMs: 25_000 } },
    expect: { codes: ['schema/pattern-unanalysed'], atMost: 8_000, budgetRanOut: true },
  },
  {
    // Each wrong icon an issue of its own ran a 256 MB heap out of memory.
    name: 'a tool of 990,000 icons that are no objects: the first problems listed, the rest counted (and the tool past limits.maxBytes)',
    api: 'list',
    source: '"{\\"tools\\":[{\\"name\\":\\"a\\",\\"inputSchema\\":{\\"type\\":\\"object\\"},\\"icons\\":[" + new Array(990000).fill("1").join(",") + "]}]}"',
    expect: { codes: ['limit/size', 'limit/too-many-errors', 'manifest/wrong-type'], pointer: '/tools/0/icons', atMost: 102 },
  },
  {
    name: 'a tool list past limits.maxListMs: the tools not reached are not vetted',
    api: 'list',
    source: 'JSON.stringify({ tools: patterned(500, 0, "mcp") })',
    options: { limits: { maxListMs: 1 } },
    expect: { codes: ['limit/budget'], pointer: '/tools', atMost: 1 },
  },
  {
    name: 'a pack past limits.maxListMs: the same',
    api: 'pack',
    source: 'JSON.stringify(pack(patterned(500, 0, "pack")))',
    options: { limits: { maxListMs: 1 } },
    expect: { codes: ['limit/budget'], pointer: '/tools', atMost: 1 },
  },
];

const CHILD = `
import { readFileSync } from 'node:fs';
import { vetMcpToolList, vetPack } from './dist/index.js';
const { api, source, options } = JSON.parse(readFileSync(0, 'utf8'));
globalThis.nulls = (n) => new Array(n).fill(null);
globalThis.dag = (levels) => { let node = { leaf: 'x' }; for (let i = 0; i < levels; i++) node = { a: node, b: node }; return node; };
globalThis.pack = (tools) => ({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'A', tools });
// n tools of k patterns each, every pattern distinct (so none is a cached verdict) and slow enough to analyse.
globalThis.patterned = (n, k, kind) => Array.from({ length: n }, (_, i) => {
  const properties = Object.fromEntries(Array.from({ length: k }, (_, j) => ['p' + j, { type: 'string', pattern: '^(?:[a-z]+-)*[a-z0-9]{' + (j + 1) + '}(?:\\\\.[a-z]+)*y' + i + '$' }]));
  const input = { type: 'object', properties, additionalProperties: false };
  return kind === 'mcp' ? { name: 't' + i, description: 'd', inputSchema: input } : { id: 'acme.t' + i, description: 'd', version: '1.0.0', input, output: { type: 'object' }, mutating: false };
});
const value = (0, eval)(source);
const report = api === 'list' ? vetMcpToolList(value, options) : vetPack(value, options);
const budgetRanOut = report.issues.some((issue) => issue.message.includes('budget ran out'));
process.stdout.write(JSON.stringify({ codes: [...new Set(report.issues.map((issue) => issue.code))].sort(), pointers: report.issues.filter((issue) => issue.code.startsWith('limit/')).map((issue) => issue.pointer), count: report.issues.length, budgetRanOut, tools: report.tools.length }));
`;

test.each(CASES)('$name', ({ api, source, options = {}, expect: expected }) => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD], { input: JSON.stringify({ api, source, options }), cwd: root, encoding: 'utf8', timeout: 30_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const result = JSON.parse(child.stdout) as { codes: string[]; pointers: string[]; count: number; budgetRanOut: boolean; tools: number };
  expect(result.tools).toBeLessThanOrEqual(10_000);
  expect(result.codes).toEqual(expected.codes);
  expect(result.budgetRanOut).toBe(expected.budgetRanOut ?? false);
  if (expected.pointer !== undefined) expect(result.pointers).toContain(expected.pointer);
  expect(result.count).toBeLessThanOrEqual(expected.atMost);
});
