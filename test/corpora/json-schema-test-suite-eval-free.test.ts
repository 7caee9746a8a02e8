import { spawnSync } from 'node:child_process';
// Schemas here sit on MCP tools only to be compiled; most are not objects at the root, which
// schema/input-not-object refuses on an MCP tool (issue 11), so that rule is off for them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { corpusPath, mcpTool } from '../fixtures.js';
import { SUITE_SKIPS } from './json-schema-test-suite.skip.js';
import { asToolInput, SUITE_DIALECTS, suiteGroups } from './test-suite.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const remotesRoot = corpusPath('JSON-Schema-Test-Suite/remotes');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));
const remotes = Object.fromEntries(walk(remotesRoot).map((file) => [`http://localhost:1234/${relative(remotesRoot, file).split('\\').join('/')}`, JSON.parse(readFileSync(file, 'utf8')) as unknown]));

// What an edge worker allows: no eval, no new Function. The built library must detect that by itself.
const CHILD = `
import { compileToolValidators, ToolManifestError } from './dist/index.js';
const { groups, remotes } = JSON.parse(await new Response(process.stdin).text());
const results = groups.map(({ manifest, formats, tests }) => {
  let validate;
  try {
    validate = compileToolValidators(manifest, { rules: { 'schema/input-not-object': 'off' }, schemas: remotes, formats }).input;
  } catch (error) {
    if (!(error instanceof ToolManifestError)) throw error;
    return { engine: 'refused', passed: tests.map(() => false) };
  }
  return { engine: validate.engine, passed: tests.map(({ data, valid }) => {
    const result = validate(data);
    return result.valid === valid && !result.issues.some((issue) => issue.code === 'call/validator-failed');
  }) };
});
process.stdout.write(JSON.stringify(results));
`;

test.each(SUITE_DIALECTS)('with code generation disallowed, the suite passes at the same counts on the interpreted engine ($folder)', ({ folder, dialect, uri }) => {
  const groups = suiteGroups(folder, { optional: false });
  const formats = dialect === '2020-12' ? 'annotate' : 'assert';
  const payload = { remotes, groups: groups.map((group) => ({ manifest: mcpTool({ input: asToolInput(group.schema, uri) }), formats, tests: group.tests })) };
  const child = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--max-old-space-size=512', '--input-type=module', '-e', CHILD], {
    cwd: root,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const results = JSON.parse(child.stdout) as { engine: string; passed: boolean[] }[];
  expect(new Set(results.map((result) => result.engine).filter((engine) => engine !== 'refused'))).toEqual(new Set(['interpreted']));
  const failures = groups.flatMap((group, i) =>
    group.tests.filter((_, j) => !results[i]?.passed[j]).map((t) => ({ file: group.file, group: group.description, test: t.description })),
  );
  const unexpected = failures.filter((failure) => !SUITE_SKIPS.some((skip) => skip.dialect === dialect && skip.file === failure.file && skip.group === failure.group && (skip.test === undefined || skip.test === failure.test)));
  expect(unexpected).toEqual([]);
  const total = groups.reduce((sum, group) => sum + group.tests.length, 0);
  console.log(`${folder} without code generation: ${total - failures.length} of ${total} required cases pass`);
  expect(failures.length).toBe(SUITE_SKIPS.filter((skip) => skip.dialect === dialect).reduce((sum, skip) => sum + (skip.test === undefined ? (groups.find((g) => g.file === skip.file && g.description === skip.group)?.tests.length ?? 0) : 1), 0));
});
