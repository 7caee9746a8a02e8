import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadToolManifest } from '../src/index.js';
import { foundCodes, promisedCodes } from '../scripts/example-names.mjs';

const folder = fileURLToPath(new URL('../examples/', import.meta.url));
const examples = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();

// Where each broken example's issues sit: [file, code, line, column].
const PLACES: [string, string, number, number][] = [
  ['bad-regex--schema.invalid-pattern.json', 'schema/invalid-pattern', 8, 45],
  ['dangling-ref--schema.unresolved-ref.json', 'schema/unresolved-ref', 9, 28],
  ['draft-07-on-pack-tool--dialect.not-allowed.json', 'dialect/not-allowed', 6, 16],
  ['duplicate-key--json.duplicate-key.json', 'json/duplicate-key', 8, 3],
  ['misspelt-field--manifest.unknown-property.json', 'manifest/unknown-property', 11, 3],
  ['syntax-error--json.syntax.json', 'json/syntax', 5, 82],
  ['union-type-on-pack-tool--schema.strict.json', 'schema/strict', 7, 46],
  ['unknown-auth-kind--manifest.unknown-kind.json', 'manifest/unknown-kind', 16, 32],
];

describe('examples/', () => {
  test('has the examples a newcomer needs', () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
    expect(examples.filter((name) => !name.includes('--')).length).toBeGreaterThanOrEqual(3);
  });

  test.each(examples)('%s gets exactly the issues its name promises', async (name) => {
    const report = await loadToolManifest(`${folder}${name}`);
    expect(foundCodes(report.issues)).toEqual(promisedCodes(name));
    expect(report.valid).toBe(promisedCodes(name).length === 0);
  });

  test.each(PLACES)('%s: %s at %i:%i', async (name, code, line, column) => {
    const report = await loadToolManifest(`${folder}${name}`);
    expect(report.issues.filter((issue) => issue.code === code).map((issue) => [issue.line, issue.column])).toEqual([[line, column]]);
  });

  test('every broken example has its place checked', () => {
    expect(examples.filter((name) => name.includes('--')).sort()).toEqual(PLACES.map(([name]) => name).sort());
  });
});
