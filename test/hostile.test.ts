import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { loadToolManifest, vetToolManifest } from '../src/index.js';
import { foundCodes, promisedCodes } from '../scripts/example-names.mjs';

// One manifest per class of hostile input in FACTS.md; each file's name promises its codes.
const folder = fileURLToPath(new URL('./fixtures/hostile/', import.meta.url));
const files = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const cleanPrototype = prototypeKeys();

afterEach(() => {
  // Nothing the library does may change Object.prototype.
  expect(prototypeKeys()).toEqual(cleanPrototype);
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});

describe('the hostile corpus', () => {
  test('covers every class', () => {
    expect(files.length).toBeGreaterThanOrEqual(16);
  });

  test.each(files)('%s gets exactly the codes its name promises, as text', async (name) => {
    const report = await loadToolManifest(`${folder}${name}`);
    expect(foundCodes(report.issues)).toEqual(promisedCodes(name));
    for (const issue of report.issues) expect(issue.line, issue.code).toBeGreaterThan(0);
  });

  test.each(files.filter((name) => !name.includes('1000-deep')))('%s never throws as a parsed value either', (name) => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(`${folder}${name}`, 'utf8').replace(/^\uFEFF/, ''));
    } catch {
      return; // not JSON.parse-able (1e400 parses; duplicates collapse): nothing to hand over as a value
    }
    const report = vetToolManifest(value);
    expect(Array.isArray(report.issues)).toBe(true);
  });
});
