// What a file-reading entry point takes as its file: a path (relative to the working folder, as
// fs takes it) or a file: URL; anything else is a TypeError that says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPack, loadToolManifest } from '../../src/index.js';
import { packTool } from '../fixtures.js';

const folder = mkdtempSync(join(tmpdir(), 'kindgi-file-arguments-'));
const toolFile = join(folder, 'tool.json');
writeFileSync(toolFile, JSON.stringify(packTool()));
const packFile = join(folder, 'pack.json');
writeFileSync(packFile, JSON.stringify({ manifestVersion: "1.0", id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tool.json' }] }));

const ENTRIES = [
  ['loadToolManifest', toolFile, (file: unknown) => loadToolManifest(file as string)],
  ['loadPack', packFile, (file: unknown) => loadPack(file as string)],
] as const;

describe.each(ENTRIES)('%s', (entry, file, load) => {
  test.each([
    ['a file: URL', () => pathToFileURL(file)],
    ['a path relative to the working folder', () => relative(process.cwd(), file)],
    ['an absolute path', () => file],
  ])('reads %s', async (_name, given) => {
    const report = await load(given());
    expect(report.issues).toEqual([]);
    expect(report.valid).toBe(true);
  });

  test.each([
    ['an https: URL', new URL('https://example.com/tool.json'), `${entry} reads files: it takes a file: URL, not a https: one ("https://example.com/tool.json").`],
    ['a number', 5, `${entry} takes a file's path (a string) or a file: URL, not 5.`],
    ['null', null, `${entry} takes a file's path (a string) or a file: URL, not null.`],
    ['a Buffer', Buffer.from(file), `${entry} takes a file's path (a string) or a file: URL, not an object.`],
  ])('rejects %s with a TypeError saying what it takes', async (_name, given, message) => {
    await expect(load(given)).rejects.toThrow(new TypeError(message));
  });
});
