import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain module of test data, without types
import { CASES } from './hostile-values.cases.mjs';

const child = fileURLToPath(new URL('./hostile-values.child.mjs', import.meta.url));

// Each class of hostile value, the code it must get and where (issue 10). `missing-property` at ''
// is what a field the reader does not take in (inherited, non-enumerable) leaves.
const EXPECTED: readonly [name: string, code: string, pointer: string][] = [
  ['cycle in metadata', 'manifest/cycle', '/metadata/self'],
  ['cycle in input', 'manifest/cycle', '/input/properties/a'],
  ['cycle in needsSpec.env', 'manifest/cycle', '/needsSpec/env/REGION/items/not'],
  ['cycle 40 levels down', 'manifest/cycle', `/metadata/deep${'/next'.repeat(40)}/back`],
  ['array that contains itself', 'manifest/cycle', '/metadata/list/1'],
  ['DAG of 40 shared levels', 'limit/size', ''],
  ['DAG of 600 shared levels', 'limit/size', ''],
  ['sparse array of length 2**32 - 1', 'limit/size', ''],
  ['hole in a sparse array', 'manifest/not-json', '/metadata/list/1'],
  ['getter that throws', 'manifest/unreadable', '/metadata/boom'],
  ['getter that throws an object without a prototype', 'manifest/unreadable', '/description'],
  ['getter that throws an Error whose message getter throws', 'manifest/unreadable', '/metadata/boom'],
  ['getter that throws a Proxy whose traps all throw', 'manifest/unreadable', '/metadata/boom'],
  ['Proxy whose ownKeys trap throws an object without a prototype', 'manifest/unreadable', '/metadata'],
  ['Proxy whose ownKeys trap throws', 'manifest/unreadable', '/metadata'],
  ['Proxy whose get trap throws', 'manifest/unreadable', '/input/type'],
  ['revoked Proxy', 'manifest/unreadable', '/metadata/gone'],
  ['revoked Proxy as the manifest itself', 'manifest/unreadable', ''],
  ['Proxy whose getPrototypeOf trap throws, as the manifest itself', 'manifest/unreadable', ''],
  ['own property undefined', 'manifest/not-json', '/input'],
  ['function in metadata', 'manifest/not-json', '/metadata/fn'],
  ['symbol in metadata', 'manifest/not-json', '/metadata/s'],
  ['bigint in metadata', 'manifest/not-json', '/metadata/n'],
  ['Map in metadata', 'manifest/not-json', '/metadata/map'],
  ['Set in metadata', 'manifest/not-json', '/metadata/set'],
  ['Date as a schema default', 'manifest/not-json', '/input/properties/when/default'],
  ['class instance', 'manifest/not-json', ''],
  ['typed array', 'manifest/not-json', '/metadata/bytes'],
  ['inherited input', 'manifest/not-json', ''],
  ['non-enumerable input', 'manifest/missing-property', ''],
  ['NaN', 'manifest/unsafe-number', '/limits/memMB'],
  ['600 nested arrays', 'limit/depth', `/metadata/deep${'/0'.repeat(510)}`],
  ['2,000 keys', 'limit/properties', '/metadata'],
  ['a million-element dense array', 'limit/size', ''],
];

describe('hostile JS values get issues, never a crash or a hang (each in a child process with a 256 MB heap)', () => {
  test('every case has an expectation', () => {
    expect(EXPECTED.map(([name]) => name).sort()).toEqual(Object.keys(CASES).sort());
  });

  test.each(EXPECTED)('%s: %s at %j', (name, code, pointer) => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=256', '--stack-size=984', child, name], { encoding: 'utf8', timeout: 20_000 });
    expect(run.error, 'the child did not finish in time').toBeUndefined();
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { valid: boolean; issues: { code: string; pointer: string }[] };
    expect(report.valid).toBe(false);
    expect(report.issues).toContainEqual({ code, pointer });
    // One problem, one issue: no envelope echo at the same place (the count of issues past the cap of listed ones is no echo).
    expect(report.issues.filter((issue) => issue.pointer === pointer && issue.code !== code && issue.code !== 'limit/too-many-errors')).toEqual([]);
  });
});
