import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { explainCode } from '../src/catalog.js';
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
  ['region-in-host--http.url-template-invalid.json', 'http/url-template-invalid', 28, 20],
  ['read-only-tool-that-writes--effects.read-only-but-writes.json', 'effects/read-only-but-writes', 22, 15],
  ['slot-needed-twice--needs.duplicate.json', 'needs/duplicate', 22, 15],
  ['misspelt-secret-type--needs-spec.invalid-schema.json', 'needs-spec/invalid-schema', 19, 43],
  ['input-anyof-without-root-type--schema.input-not-object.json', 'schema/input-not-object', 5, 12],
  ['cpu-limit-in-microseconds--limits.out-of-range.json', 'limits/out-of-range', 20, 38],
  ['http-tool-with-handler-artifact--handler.spec-and-artifact.json', 'handler/spec-and-artifact', 23, 22],
  ['http-spec-on-mcp-tool--mcp.spec-on-mcp-tool.json', 'mcp/spec-on-mcp-tool', 14, 11],
  ['raw-mcp-tool-name--manifest.id-convention.json', 'manifest/id-convention', 2, 9],
  ['relative-module-path--artifact.filesystem-path.json', 'artifact/filesystem-path', 18, 60],
  ['allowlist-misses-api-host--network.allowlist-misses-url.json', 'network/allowlist-misses-url', 20, 46],
];

describe('examples/', () => {
  test('has the examples a newcomer needs', () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
    expect(examples.filter((name) => !name.includes('--')).length).toBeGreaterThanOrEqual(3);
  });

  test.each(examples)('%s gets exactly the issues its name promises', async (name) => {
    const report = await loadToolManifest(`${folder}${name}`);
    expect(foundCodes(report.issues)).toEqual(promisedCodes(name));
    // Examples of warning-only rules stay valid: a warning is a note, not a refusal.
    expect(report.valid).toBe(!promisedCodes(name).some((code) => explainCode(code)?.severity === 'error'));
  });

  test.each(PLACES)('%s: %s at %i:%i', async (name, code, line, column) => {
    const report = await loadToolManifest(`${folder}${name}`);
    expect(report.issues.filter((issue) => issue.code === code).map((issue) => [issue.line, issue.column])).toEqual([[line, column]]);
  });

  test('every broken example has its place checked', () => {
    expect(examples.filter((name) => name.includes('--')).sort()).toEqual(PLACES.map(([name]) => name).sort());
  });
});
