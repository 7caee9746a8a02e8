import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../src/dialects/table.js';
import { findUnresolvedRefs } from '../../src/schema-checks/refs.js';

// "vet says what compile would say": over the JSON Schema Test Suite, findUnresolvedRefs reports
// an issue exactly when Ajv's compile throws a MissingRefError (no remotes registered, as in vet).

const require = createRequire(import.meta.url);
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => void }).default ?? addFormatsModule;
const CORPUS = fileURLToPath(new URL('../../../shared/corpora/JSON-Schema-Test-Suite', import.meta.url));
const SUITE = join(CORPUS, 'tests');
const REMOTES = join(CORPUS, 'remotes');

const FOLDERS: Record<string, { dialect: Dialect; metaSchema?: string }> = {
  draft6: { dialect: 'draft-06', metaSchema: 'http://json-schema.org/draft-06/schema#' },
  draft7: { dialect: 'draft-07', metaSchema: 'http://json-schema.org/draft-07/schema#' },
  'draft2019-09': { dialect: '2019-09' },
  'draft2020-12': { dialect: '2020-12' },
};

// Fresh per group so nothing registered by one group leaks into the next. The meta-schema check is
// another module's job, so it is off here; only reference resolution decides the outcome.
function createAjv(dialect: Dialect, registry: Record<string, unknown>): Ajv {
  const options: Options = { strict: false, validateSchema: false, logger: false };
  const ajv =
    dialect === '2019-09' ? new Ajv2019(options) : dialect === '2020-12' ? new Ajv2020(options) : new Ajv(options);
  if (dialect === 'draft-06') ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as AnySchemaObject);
  addFormats(ajv as Ajv);
  for (const [uri, doc] of Object.entries(registry)) ajv.addSchema(doc as AnySchemaObject, uri);
  return ajv as Ajv;
}

type Verdict = { kind: 'ok' } | { kind: 'missing'; ref: string } | { kind: 'other'; message: string };

function compileVerdict(dialect: Dialect, schema: unknown, registry: Record<string, unknown>): Verdict {
  try {
    createAjv(dialect, registry).compile(schema as AnySchemaObject);
    return { kind: 'ok' };
  } catch (e) {
    if (e instanceof Error && 'missingRef' in e) return { kind: 'missing', ref: String(e.missingRef) };
    return { kind: 'other', message: e instanceof Error ? e.message : String(e) };
  }
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

function prepare(schema: unknown, metaSchema: string | undefined): unknown {
  const withMeta = (s: object): object => (metaSchema === undefined ? s : { $schema: metaSchema, ...s });
  if (typeof schema === 'boolean') return withMeta({ allOf: [schema] });
  if (typeof schema === 'object' && schema !== null && !('$schema' in schema)) return withMeta(schema);
  return schema;
}

// The suite's remote documents that a dialect's groups may reach: its own folder and the shared ones.
function remotesFor(folder: string): Record<string, unknown> {
  const registry: Record<string, unknown> = {};
  for (const file of jsonFiles(REMOTES)) {
    const path = relative(REMOTES, file).split('\\').join('/');
    if (/^(draft|v1)/.test(path) && !path.startsWith(`${folder}/`)) continue;
    registry[`http://localhost:1234/${path}`] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return registry;
}

// Groups where Ajv itself departs from the specification; none is needed at the moment.
const SKIP = new Set<string>([]);

describe('findUnresolvedRefs agrees with ajv.compile on the JSON Schema Test Suite', () => {
  it.each([
    ['with nothing registered', false],
    ['with the suite remotes registered in both', true],
  ])('reports an issue exactly when compile throws a MissingRefError, %s', (_name, withRemotes) => {
    const disagreements: string[] = [];
    let compared = 0;
    let missing = 0;
    let other = 0;
    for (const [folder, { dialect, metaSchema }] of Object.entries(FOLDERS)) {
      const registry = withRemotes ? remotesFor(folder) : {};
      for (const file of jsonFiles(join(SUITE, folder))) {
        const groups = JSON.parse(readFileSync(file, 'utf8')) as { description: string; schema: unknown }[];
        for (const group of groups) {
          const where = `${relative(SUITE, file)} | ${group.description}`;
          if (SKIP.has(where)) continue;
          const schema = prepare(group.schema, metaSchema);
          const verdict = compileVerdict(dialect, schema, registry);
          const issues = findUnresolvedRefs(schema, dialect, '', { schemas: registry }).filter((issue) => issue.code === 'schema/unresolved-ref');
          compared++;
          if (verdict.kind === 'missing') missing++;
          if (verdict.kind === 'other') other++;
          // compile stops at the first missing reference; that one must be among ours
          const sameRef = verdict.kind !== 'missing' || issues.some((issue) => issue.message.includes(`"${verdict.ref}"`));
          if ((verdict.kind === 'missing') !== (issues.length > 0) || !sameRef) {
            const ajvSays = verdict.kind === 'missing' ? `missing ${verdict.ref}` : verdict.kind === 'other' ? `throws: ${verdict.message}` : 'compiles';
            const weSay = issues.length === 0 ? 'nothing' : issues.map((issue) => `${issue.pointer}: ${issue.message}`).join('; ');
            disagreements.push(`${where}\n    ajv: ${ajvSays}\n    refs: ${weSay}`);
          }
        }
      }
    }
    console.log(`refs agreement ${_name}: ${compared} groups compared, ${missing} with a missing ref, ${other} refused for another reason, ${disagreements.length} disagreements`);
    expect(compared).toBeGreaterThan(1000);
    if (!withRemotes) expect(missing).toBeGreaterThan(50);
    expect(disagreements, disagreements.join('\n')).toEqual([]);
  });
});
