import { spawnSync } from 'node:child_process';
import { applyEdits, modify } from 'jsonc-parser';
import { beforeAll, describe, expect, test } from 'vitest';
import { migrateManifest } from '../../src/index.js';
import { migrateText, setField } from '../../src/cli/migrate-text.js';
import { suiteGroups } from '../corpora/test-suite.js';
import { bundleMigrate } from '../migrate/bundle.js';

const D7 = 'http://json-schema.org/draft-07/schema#';

describe('migrate writes a schema back as jsonc-parser’s modify did, in one pass', () => {
  // The suite's draft-07 schemas in manifests of each indentation: setField is modify + applyEdits, character for character.
  const groups = suiteGroups('draft7', { optional: true });
  test.each([2, 4, '\t', '\r\n'])('indentation %j', (style) => {
    let compared = 0;
    for (const { schema } of groups) {
      const manifest = { id: 'a.b', description: 'd', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input: schema, output: { type: 'object', definitions: { x: schema } } };
      const text = style === '\r\n' ? JSON.stringify(manifest, null, 2).replace(/\n/g, '\r\n') : JSON.stringify(manifest, null, style);
      const formatting = { insertSpaces: style !== '\t', tabSize: typeof style === 'number' ? style : style === '\t' ? 1 : 2, eol: style === '\r\n' ? '\r\n' : '\n' };
      const migrated = migrateManifest(manifest).manifest as Record<string, unknown>;
      for (const field of ['input', 'output']) {
        expect(setField(text, field, JSON.stringify(migrated[field]), formatting)).toBe(applyEdits(text, modify(text, [field], migrated[field], { formattingOptions: formatting })));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  test('a compact one-line manifest too', () => {
    const text = JSON.stringify({ id: 'a.b', input: { $schema: D7, definitions: { a: { type: ['string', 'number'], minLength: 1 } }, items: [{ $ref: '#/definitions/a' }] } });
    const value = (migrateManifest(JSON.parse(text)).manifest as { input: unknown }).input;
    const formatting = { insertSpaces: true, tabSize: 2, eol: '\n' };
    expect(setField(text, 'input', JSON.stringify(value), formatting)).toBe(applyEdits(text, modify(text, ['input'], value, { formattingOptions: formatting })));
  });

  test('a schema nested 10,000 levels deep is limit/depth, and the text is kept (JSON.stringify overflowed the stack)', () => {
    const text = `{"$schema":"${D7}",${'"not":{'.repeat(10_000)}${'}'.repeat(10_000)}}`;
    const result = migrateText(text);
    expect(typeof result).toBe('object');
    if (typeof result === 'string') return;
    expect(result.text).toBe(text);
    expect(result.issues.map((issue) => issue.code)).toEqual(['limit/depth']);
  });
});

// The CLI's migrate, bundled from src, run on files in a child with a 256 MB heap and a time limit.
const CHILD = `
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const [bundle, make, dry] = process.argv.slice(1);
const { migrate } = await import(bundle);
const cwd = mkdtempSync(join(tmpdir(), 'kindgi-migrate-cli-'));
const text = (0, eval)(make);
writeFileSync(join(cwd, 'f.json'), text);
let stdout = '';
const io = { cwd, env: {}, stdin: [], stdout: { write: (t) => { stdout += t; } }, stderr: { write: () => {} } };
const code = await migrate({ kind: 'migrate', paths: ['f.json'], to: '2020-12', dryRun: dry === 'dry' }, io);
const after = readFileSync(join(cwd, 'f.json'), 'utf8');
process.stdout.write(JSON.stringify({ code, written: after !== text, lines: stdout.split('\\n').filter((line) => line.startsWith('f.json: ')).map((line) => line.slice(0, 60)), diff: stdout.includes('+++ b/f.json'), migrated: after.includes('"$defs"') }));
`;

const manyDefinitions = (count: number) =>
  `JSON.stringify({ id: 'a.b', description: 'd', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input: { $schema: '${D7}', type: 'object', definitions: Object.fromEntries(Array.from({ length: ${count} }, (_, i) => ['d' + i, { type: ['string', 'number'], minLength: 1 }])), properties: Object.fromEntries(Array.from({ length: ${count} }, (_, i) => ['p' + i, { $ref: '#/definitions/d' + i }])) }, output: { type: 'object' } }, null, 1)`;

const CASES: { name: string; make: string; dry?: boolean; expect: { code: number; written: boolean; lines: string[]; diff?: boolean; migrated?: boolean } }[] = [
  {
    // Each of the formatter's edits was applied to the whole file: 2,000 definitions took 7 s, 4,000 25 s.
    name: 'a manifest of 6,000 definitions with type lists is written back',
    make: manyDefinitions(6000),
    expect: { code: 0, written: true, lines: [], migrated: true },
  },
  {
    name: 'the same with --dry-run prints the diff',
    make: manyDefinitions(6000),
    dry: true,
    expect: { code: 0, written: false, lines: [], diff: true },
  },
  {
    // Copied and diffed whole, it ran the heap out of memory.
    name: 'an 8 MB schema with --dry-run: limit/size before it is parsed, exit 2',
    make: `JSON.stringify({ $schema: '${D7}', properties: Object.fromEntries(Array.from({ length: 100000 }, (_, i) => ['k' + i, { type: ['string', 'number'], minLength: 1 }])) }, null, 1)`,
    dry: true,
    expect: { code: 2, written: false, lines: ['f.json: error limit/size /: The file is 8,288,967 bytes, more'], diff: false },
  },
  {
    // 4 MiB of empty objects to rewrite: parsed, copied and migrated, they ran the heap out of memory.
    name: 'a manifest of 1,390,000 empty objects under 4 MiB: limit/size before it is parsed, exit 2',
    make: `JSON.stringify({ id: 'a.b', description: 'd', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input: { $schema: '${D7}', type: 'object', definitions: { x: { type: 'string' } }, default: Array.from({ length: 1390000 }, () => ({})) }, output: { type: 'object' } })`,
    dry: true,
    expect: { code: 2, written: false, lines: ['f.json: error limit/size /: The file holds 1,390,023 values,'], diff: false },
  },
  {
    // "Maximum call stack size exceeded", exit 2, with no issue.
    name: 'a schema nested 10,000 levels deep: limit/depth, exit 2, the file kept',
    make: `'{"$schema":"${D7}",' + '"not":{'.repeat(10000) + '}'.repeat(10000) + '}'`,
    expect: { code: 2, written: false, lines: ['f.json: error limit/depth /not/not/not/not/not/not/not/not/not/'] },
  },
  {
    name: 'a draft-03 schema: dialect/unknown, exit 2, the file kept',
    make: `JSON.stringify({ $schema: 'http://json-schema.org/draft-03/schema#', type: 'object', properties: { a: { type: 'string', required: true } } }, null, 2)`,
    expect: { code: 2, written: false, lines: ['f.json: error dialect/unknown /$schema: "$schema" names "http:'] },
  },
];

let bundle = '';
beforeAll(async () => {
  bundle = await bundleMigrate();
});

describe('migrate on hostile files (each in a child with a 256 MB heap)', () => {
  test.each(CASES)('$name', ({ make, dry, expect: expected }) => {
    const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD, bundle, make, dry === true ? 'dry' : ''], { encoding: 'utf8', timeout: 20_000, maxBuffer: 1 << 26 });
    expect(child.signal, 'the child was killed (time limit)').toBeNull();
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    // The child keeps the first 60 characters of each issue line.
    expect(JSON.parse(child.stdout)).toEqual({ diff: expect.any(Boolean), migrated: expect.any(Boolean), ...expected, lines: expected.lines.map((line) => line.slice(0, 60)) });
  });
});
