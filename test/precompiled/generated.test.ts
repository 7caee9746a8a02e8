import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { DIALECTS } from '../../src/dialects/table.js';
import { precompiled } from '../../src/precompiled.js';
import { GENERATED, MODULES, generate } from '../../scripts/generate-validators.mjs';
import { asToolInput, SUITE_DIALECTS, suiteGroups } from '../corpora/test-suite.js';

const require = createRequire(import.meta.url);

describe('the precompiled validators', () => {
  test.each(MODULES.map((module) => [module.file, module] as const))('generated/%s is not stale (run `npm run build`)', (file, module) => {
    expect(readFileSync(new URL(file, GENERATED), 'utf8')).toBe(generate(module));
  });

  test('every dialect has its precompiled meta-schema, under its own URI', () => {
    for (const row of DIALECTS) {
      expect(MODULES.find((module) => module.file === row.metaModule)?.uri, row.id).toBe(row.uri);
    }
  });

  // The same Ajv, the same options, compiled at run time: the precompiled code must answer alike.
  test.each(SUITE_DIALECTS)('give the same errors as a run-time compile on every $folder group schema', ({ folder, dialect, uri }) => {
    const row = DIALECTS.find((candidate) => candidate.id === dialect)!;
    const ajv = row.createAjv({ allErrors: true, verbose: true, strict: false, logger: false });
    addFormats.default(ajv);
    const atRunTime = ajv.getSchema(row.uri)!;
    const generated = precompiled(row.metaModule);
    let compared = 0;
    for (const group of suiteGroups(folder, { optional: true })) {
      const schema = asToolInput(group.schema, uri);
      expect(generated(schema), group.description).toBe(atRunTime(schema));
      expect(generated.errors ?? null).toEqual(atRunTime.errors ?? null);
      compared++;
    }
    expect(compared).toBeGreaterThan(200);
  });

  test('the tool-schema module answers like a run-time compile of tool.schema.json', () => {
    // The module's own options too (inlineRefs: false): an error inside a $def then has its schemaPath from the $def.
    const { options } = MODULES.find((module) => module.file === 'tool-schema.cjs')!;
    const ajv = DIALECTS.find((row) => row.id === '2020-12')!.createAjv({ allErrors: true, verbose: true, strict: true, logger: false, ...options });
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: 'x-discriminator', schemaType: 'string' });
    const atRunTime = ajv.compile(require('../../schemas/tool.schema.json'));
    const generated = precompiled('tool-schema.cjs');
    const manifests = [
      {},
      null,
      { id: 1, version: 'x', input: true, spec: { kind: 'http' }, network: { kind: 'x' } },
      { id: 'a', description: 'b', version: '1.0.0', input: {}, output: {} },
      // minLength decided from a string's length where that is certain (generate-validators' lengthShortCuts): empty, astral, long.
      { id: '', description: '\u{1F600}', version: '1.0.0', input: {}, output: {}, needs: [{ name: '' }] },
      { id: '\u{1F600}\u{1F600}', description: '', version: '1.0.0', input: {}, output: {}, spec: { kind: 'http', method: 'GET', urlTemplate: '' } },
      { id: 'x'.repeat(5000), description: '\u{1F600}'.repeat(3000), version: '1.0.0', input: {}, output: {} },
    ];
    for (const manifest of manifests) {
      expect(generated(manifest)).toBe(atRunTime(manifest));
      expect(generated.errors ?? null).toEqual(atRunTime.errors ?? null);
    }
  });
});
