// The only test that sees what a consumer sees: it packs the built package (run `npm run build`
// first; `npm test` does), installs the tarball into scratch projects with TypeScript and vitest
// from the npm registry, type-checks them (module nodenext and bundler) and runs their tests there.
// It type-checks the README's API examples there too. Slow (two installs), so one file with a generous timeout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'kindgi-consumer-'));
const version = (name: string): string => (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
// The outer `npm test` sets npm_* variables (its prefix, its scripts' settings) that must not steer the installs here.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_'))), NO_COLOR: '1', FORCE_COLOR: '0' };

function run(command: string, args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 240_000 });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}` };
}

function project(name: string, dependencies: string[], files: Record<string, string>): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'test'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true, type: 'module' }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  const installed = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...dependencies], dir);
  if (installed.status !== 0) throw new Error(`npm install failed in ${name}:\n${installed.output}`);
  return dir;
}

const tsconfig = (module: 'nodenext' | 'bundler') =>
  JSON.stringify({ compilerOptions: { target: 'es2022', module: module === 'nodenext' ? 'nodenext' : 'esnext', moduleResolution: module, strict: true, noEmit: true, skipLibCheck: false, types: [] }, include: ['test'] });

// The README's order: the matchers first, then vitest.
const MATCHER_TEST = `import 'kindgi-tool-manifest/vitest';
import { describe, expect, test } from 'vitest';
import { sampleToolInput } from 'kindgi-tool-manifest/testing';

const weather = {
  id: 'acme.weather', description: 'Tells the weather.', version: '1.0.0',
  input: { type: 'object', properties: { city: { type: 'string' }, units: { enum: ['c', 'f'] } }, required: ['city'], additionalProperties: false },
  output: { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'], additionalProperties: false },
};

describe('the matchers, as a consumer uses them', () => {
  test('manifest, input, output and asymmetric matchers', () => {
    expect(weather).toBeValidToolManifest();
    expect({ ...weather, input: { type: 'strin' } }).toHaveManifestIssue('schema/invalid');
    expect({ city: 'Oslo' }).toMatchToolInput(weather);
    expect({ temperature: 'warm' }).not.toMatchToolOutput(weather);
    expect({ args: { city: 'Oslo' } }).toEqual({ args: expect.toMatchToolInput(weather) });
    // @ts-expect-error a code is a string: the matchers' types reached the consumer
    expect(() => expect(weather).toHaveManifestIssue(42)).toThrow();
  });

  test('toHonourToolContract and the testing subpath', async () => {
    await expect(({ units }: { units?: string }) => ({ temperature: units === 'f' ? 68 : 20 })).toHonourToolContract(weather, { runs: 30 });
    await expect(() => ({ temperature: 'warm' })).not.toHonourToolContract(weather, { runs: 5 });
    expect(sampleToolInput(weather, { seed: 1 })).toMatchToolInput(weather);
  });
});
`;

// No fast-check here: the vitest subpath must still type-check and its other matchers run.
const WITHOUT_FAST_CHECK = `import 'kindgi-tool-manifest/vitest';
import { expect, test } from 'vitest';
import type { ToolContractOptions } from 'kindgi-tool-manifest/vitest';

const weather = { id: 'acme.weather', description: 'Tells the weather.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } };
const options: ToolContractOptions = { runs: 10 };

test('the matchers work without fast-check; the contract matcher says what it needs', async () => {
  expect(weather).toBeValidToolManifest();
  expect({}).toMatchToolOutput(weather);
  await expect(expect(() => ({})).toHonourToolContract(weather, options)).rejects.toThrow(/needs fast-check/);
});
`;

// The README's TypeScript examples, each block in a scope of its own, their
// imports merged at the top: what a reader copies must type-check against the package as shipped.
// Blocks that are whole test files or declarations are left out; the names they take as given
// (the text being vetted, a queue…) are declared.
const README_GIVEN = `import * as fs from 'node:fs';
import { readFileSync } from 'node:fs';
import type { Issue, ToolManifest } from 'kindgi-tool-manifest';
declare const text: string, source: string, manifest: ToolManifest, issue: Issue, call: unknown, draft07Schema: unknown, mcpToolManifest: unknown;
declare const queue: { runExclusive(call: unknown): void; runParallel(call: unknown): void };
`;

function readmeExamples(readme: string): string {
  const names = new Map<string, Set<string>>();
  const blocks: string[] = [];
  for (const [, code] of readme.matchAll(/^```ts\n([\s\S]*?)^```/gm)) {
    if (code === undefined || /from 'vitest'|^interface /m.test(code)) continue;
    const body = code.replace(/^import \{([^}]*)\} from '([^']+)';\n/gm, (_line, list: string, from: string) => {
      const set = names.get(from) ?? new Set<string>();
      for (const name of list.split(',')) set.add(name.trim());
      names.set(from, set);
      return '';
    });
    blocks.push(`{\n${body}}\n`);
  }
  const imports = [...names].map(([from, set]) => `import { ${[...set].join(', ')} } from '${from}';`);
  return `/// <reference types="node" />\n${imports.join('\n')}\n${README_GIVEN}${blocks.join('')}`;
}

const WEATHER = {
  id: 'acme.weather', description: 'Tells the weather.', version: '1.0.0',
  input: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }, output: { type: 'object' },
};

let withFastCheck = '';
let withoutFastCheck = '';

beforeAll(() => {
  const packed = run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', scratch], ROOT);
  expect(packed.status, packed.output).toBe(0);
  const tarball = join(scratch, packed.output.trim().split('\n').pop() as string);
  const tools = [`typescript@${version('typescript')}`, `vitest@${version('vitest')}`];
  const files = { 'tsconfig.json': tsconfig('nodenext'), 'tsconfig.bundler.json': tsconfig('bundler') };
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  withFastCheck = project('with-fast-check', [tarball, ...tools, `fast-check@${version('fast-check')}`, `@types/node@${version('@types/node')}`], { ...files, 'test/matchers.test.ts': MATCHER_TEST, 'test/readme-examples.ts': readmeExamples(readme) });
  withoutFastCheck = project('without-fast-check', [tarball, ...tools], { ...files, 'test/matchers.test.ts': WITHOUT_FAST_CHECK });
}, 600_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }), 120_000);

describe('the packed package in a consumer’s project', { timeout: 240_000 }, () => {
  const CONFIGS = [
    ['nodenext', 'tsconfig.json'],
    ['bundler', 'tsconfig.bundler.json'],
  ];

  test('the README examples it type-checks are the API’s, imports and all', () => {
    const examples = readFileSync(join(withFastCheck, 'test', 'readme-examples.ts'), 'utf8');
    expect(examples.match(/^\{$/gm)?.length).toBeGreaterThan(12);
    for (const name of ['vetToolManifestAsync', 'loadPack', 'compileToolValidators', 'migrateSchema', 'fixText', 'configureValidatorCache']) expect(examples).toContain(name);
  });

  test.each(CONFIGS)('type-checks with fast-check, module %s (the matcher tests and the README examples)', (_module, config) => {
    const checked = run('npx', ['tsc', '--noEmit', '-p', config], withFastCheck);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  test('every relative link of the installed README leads to a file the package holds', () => {
    const installed = join(withFastCheck, 'node_modules', 'kindgi-tool-manifest');
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(((?:\.\/)?(?:docs|schemas|SECURITY|LICENSE)[^)#\s]*)/g)].map((match) => match[1] as string);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(join(installed, link)))).toEqual([]);
  });

  test('runs the matcher tests, toHonourToolContract included', () => {
    const tested = run('npx', ['vitest', 'run'], withFastCheck);
    expect(tested.output).toMatch(/Tests\s+2 passed/);
    expect(tested.status).toBe(0);
  });

  test.each(CONFIGS)('type-checks without fast-check installed, module %s', (_module, config) => {
    expect(existsSync(join(withoutFastCheck, 'node_modules', 'fast-check'))).toBe(false);
    const checked = run('npx', ['tsc', '--noEmit', '-p', config], withoutFastCheck);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  // Plain Node (the `node` condition): the Node build, whose lazy parts are files it requires on first use.
  test('plain Node imports and requires the Node build; vetting, compiling and migrating load their parts', () => {
    const script = `
const viaImport = await import('kindgi-tool-manifest');
const viaRequire = (await import('node:module')).createRequire(import.meta.url)('kindgi-tool-manifest');
const weather = ${JSON.stringify(WEATHER)};
console.log(JSON.stringify({
  resolved: import.meta.resolve('kindgi-tool-manifest').replace(/^.*\\/node_modules\\/kindgi-tool-manifest\\//, ''),
  same: viaImport.vetToolManifest === viaRequire.vetToolManifest,
  valid: viaImport.vetToolManifest(weather).valid,
  call: viaImport.compileToolValidators(weather).input({ city: 1 }).issues.map((issue) => issue.code),
  migrated: viaImport.migrateSchema({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' }, { to: '2020-12' }).schema.$schema,
}));`;
    const ran = run(process.execPath, ['--input-type=module', '-e', script], withFastCheck);
    expect(ran.status, ran.output).toBe(0);
    expect(JSON.parse(ran.output)).toEqual({ resolved: 'dist/index.js', same: true, valid: true, call: ['call/wrong-type'], migrated: 'https://json-schema.org/draft/2020-12/schema' });
  });

  // A bundler (the `module` condition) gets the standalone build, which works wherever the bundle is moved.
  test('a bundler bundles the standalone build into one file that runs from anywhere', async () => {
    const { build } = await import('esbuild');
    writeFileSync(join(withFastCheck, 'bundled-entry.mjs'), `import { vetToolManifest, compileToolValidators } from 'kindgi-tool-manifest';\nconst weather = ${JSON.stringify(WEATHER)};\nconsole.log(JSON.stringify([vetToolManifest(weather).valid, compileToolValidators(weather).input({ city: 'Oslo' }).valid]));\n`);
    const outfile = join(scratch, 'elsewhere', 'bundle.mjs');
    const result = await build({ absWorkingDir: withFastCheck, entryPoints: ['bundled-entry.mjs'], bundle: true, platform: 'node', format: 'esm', outfile, metafile: true, logLevel: 'silent' });
    expect(Object.keys(result.metafile.inputs).filter((input) => input.includes('kindgi-tool-manifest/dist/')).every((input) => input.includes('/dist/standalone/'))).toBe(true);
    const ran = run(process.execPath, [outfile], scratch);
    expect(ran.output.trim()).toBe('[true,true]');
  });

  test('runs without fast-check: the matchers work, the contract matcher asks for fast-check', () => {
    const tested = run('npx', ['vitest', 'run'], withoutFastCheck);
    expect(tested.output).toMatch(/Tests\s+1 passed/);
    expect(tested.status).toBe(0);
  });
});
