import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Suppressions } from '../../src/cli/suppressions.js';
import type { FileResult } from '../../src/format/index.js';
import { FIXTURES, ROOT, runCli } from './run-cli.js';

// Names that a plain object answers for from Object.prototype: each must be a file like any other.
const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const failing = (file: string): FileResult => ({
  file,
  valid: false,
  issues: [{ code: 'manifest/invalid-version', severity: 'error', message: 'Bad version.', pointer: '/version' }],
});

describe('a file named like a member of Object.prototype is suppressed only by its own entry', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-suppress-names-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test.each(NAMES)('%s, with no suppressions file', async (name) => {
    const suppressions = await Suppressions.load(join(folder, 'none.json'));
    expect(suppressions.apply(failing(name)).valid).toBe(false);
    // The second time too: what the first counted is no suppression.
    expect(suppressions.apply(failing(name)).issues).toHaveLength(1);
  });

  test.each(NAMES)('%s, with a suppressions file for another file', async (name) => {
    const path = join(folder, `other-${name}.json`);
    writeFileSync(path, JSON.stringify({ 'b.json': {} }));
    const suppressions = await Suppressions.load(path);
    expect(suppressions.apply(failing(name)).valid).toBe(false);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['manifest/invalid-version']).toBeUndefined();
  });

  test.each(NAMES)('%s: --suppress-all writes its own entry, which then suppresses it and nothing else', async (name) => {
    const path = join(folder, `all-${name}.json`);
    const writing = await Suppressions.load(path, true);
    expect(writing.apply(failing(name)).valid).toBe(true);
    await writing.writeAll();
    const written = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual([name]);
    const reading = await Suppressions.load(path);
    expect(reading.apply(failing(name)).valid).toBe(true);
    expect(reading.apply(failing(name)).valid).toBe(false);
    expect(reading.apply(failing('b.json')).valid).toBe(false);
  });
});

describe('check reports a file named like a member of Object.prototype', () => {
  let folder: string;
  const error = readFileSync(join(ROOT, FIXTURES, 'error.json'), 'utf8');
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-names-'));
    for (const name of NAMES) writeFileSync(join(folder, name), error);
    writeFileSync(join(folder, 'b.json'), error);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('each is invalid, exit 1, with or without a suppressions file', async () => {
    const plain = await runCli(['check', '--no-config', '-f', 'json', ...NAMES], { cwd: folder });
    expect(plain.status).toBe(1);
    expect((JSON.parse(plain.stdout) as FileResult[]).map((result) => [result.file, result.valid])).toEqual(NAMES.map((name) => [name, false]));
    writeFileSync(join(folder, 'kindgi-tool-manifest-suppressions.json'), JSON.stringify({ 'b.json': {} }));
    const listed = await runCli(['check', '--no-config', '-f', 'json', '__proto__', 'b.json'], { cwd: folder });
    expect(listed.status).toBe(1);
    expect((JSON.parse(listed.stdout) as FileResult[]).map((result) => result.valid)).toEqual([false, false]);
  });
});
