// `npm run bench -- --conformance`: the JSON Schema Test Suite's required cases on each engine, each
// in its best configuration (remotes registered locally, formats as the suite expects them).
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator as CfValidator } from '@cfworker/json-schema';
import { compileSchema, draft06, draft07, draft2019, draft2020 } from 'json-schema-library';
import { compileToolValidators, ToolManifestError } from '../dist/index.js';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats');
const SUITE = fileURLToPath(new URL('../../shared/corpora/JSON-Schema-Test-Suite/', import.meta.url));
const walk = (dir) => readdirSync(dir).sort().flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));
const remotesRoot = join(SUITE, 'remotes');
const REMOTES = Object.fromEntries(walk(remotesRoot).map((file) => [`http://localhost:1234/${relative(remotesRoot, file).split('\\').join('/')}`, JSON.parse(readFileSync(file, 'utf8'))]));

const DIALECTS = [
  { folder: 'draft6', uri: 'http://json-schema.org/draft-06/schema#', ajv: 'ajv/dist/ajv.js', jsl: draft06, hyperjump: 'draft-06', cf: '7' },
  { folder: 'draft7', uri: 'http://json-schema.org/draft-07/schema#', ajv: 'ajv/dist/ajv.js', jsl: draft07, hyperjump: 'draft-07', cf: '7' },
  { folder: 'draft2019-09', uri: 'https://json-schema.org/draft/2019-09/schema', ajv: 'ajv/dist/2019.js', jsl: draft2019, hyperjump: 'draft-2019-09', cf: '2019-09' },
  { folder: 'draft2020-12', uri: 'https://json-schema.org/draft/2020-12/schema', ajv: 'ajv/dist/2020.js', jsl: draft2020, hyperjump: 'draft-2020-12', cf: '2020-12' },
];

function groupsOf(folder) {
  const root = join(SUITE, 'tests', folder);
  return walk(root).filter((file) => !relative(root, file).startsWith('optional')).flatMap((file) => JSON.parse(readFileSync(file, 'utf8')));
}

const withDialect = (schema, uri) => (typeof schema === 'boolean' ? schema : '$schema' in schema ? schema : { $schema: uri, ...schema });

/** Counts the cases an engine gets right; `build` gives a validator (data → boolean) for a group's schema, or throws. */
async function count(groups, build) {
  let passed = 0;
  for (const group of groups) {
    let validate;
    try {
      validate = await build(group.schema);
    } catch {
      continue;
    }
    for (const t of group.tests) {
      try {
        if ((await validate(t.data)) === t.valid) passed++;
      } catch {
        // a validator that throws fails the case
      }
    }
  }
  return passed;
}

const ENGINES = {
  compileToolValidators: async (d) => (schema) => {
    const input = typeof schema === 'boolean' ? { $schema: d.uri, allOf: [schema] } : withDialect(schema, d.uri);
    const manifest = { id: 'suite.case', description: 'Suite case.', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://suite', input, output: { type: 'object' } };
    try {
      const validator = compileToolValidators(manifest, { rules: { 'schema/input-not-object': 'off' }, schemas: REMOTES, formats: d.folder === 'draft2020-12' ? 'annotate' : 'assert' }).input;
      return (data) => {
        const result = validator(data);
        return result.issues.some((issue) => issue.code === 'call/validator-failed') ? undefined : result.valid;
      };
    } catch (error) {
      if (error instanceof ToolManifestError) throw error;
      throw error;
    }
  },
  'Ajv alone': async (d) => (schema) => {
    const Ajv = require(d.ajv);
    const ajv = new Ajv({ strict: false, ownProperties: true, validateFormats: d.folder !== 'draft2020-12', logger: false });
    if (d.folder === 'draft6') ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
    addFormats(ajv);
    for (const [uri, doc] of Object.entries(REMOTES)) {
      try {
        ajv.addSchema(structuredClone(doc), uri);
      } catch {
        // a remote of another dialect this class cannot take
      }
    }
    const validate = ajv.compile(withDialect(schema, d.uri));
    return (data) => validate(data);
  },
  'json-schema-library': async (d) => (schema) => {
    const drafts = [draft06, draft07, draft2019, draft2020];
    const remote = compileSchema({}, { drafts });
    for (const [uri, doc] of Object.entries(REMOTES)) remote.addRemoteSchema(uri, structuredClone(doc));
    const node = compileSchema(withDialect(schema, d.uri), { drafts, remote, formatAssertion: d.folder !== 'draft2020-12' });
    return (data) => node.validate(data).valid;
  },
  hyperjump: async (d) => {
    const module = await import(`@hyperjump/json-schema/${d.hyperjump}`);
    module.setShouldValidateFormat?.(d.folder !== 'draft2020-12');
    let n = 0;
    return async (schema) => {
      const uri = `https://suite.example/${d.folder}/${n++}`;
      module.registerSchema(typeof schema === 'boolean' ? schema : { ...withDialect(schema, d.uri) }, uri, d.uri.replace(/#$/, ''));
      const validator = await module.validate(uri);
      return (data) => validator(data).valid;
    };
  },
  cfworker: async (d) => (schema) => {
    const validator = new CfValidator(withDialect(schema, d.uri), d.cf, true);
    for (const [uri, doc] of Object.entries(REMOTES)) validator.addSchema(doc, uri);
    return (data) => validator.validate(data).valid;
  },
};

/** Prints the conformance table: required cases passed per engine and dialect. */
export async function runConformance() {
  const totals = DIALECTS.map((d) => groupsOf(d.folder).reduce((sum, group) => sum + group.tests.length, 0));
  console.log(`\nJSON Schema Test Suite, required cases (${DIALECTS.map((d, i) => `${d.folder} /${totals[i]}`).join(', ')})`);
  console.log(`| engine | ${DIALECTS.map((d) => d.folder).join(' | ')} |\n|---|${DIALECTS.map(() => '---').join('|')}|`);
  for (const [engine, factory] of Object.entries(ENGINES)) {
    const cells = [];
    for (const d of DIALECTS) {
      let hyperjumpRemotes;
      if (engine === 'hyperjump') {
        hyperjumpRemotes = await import(`@hyperjump/json-schema/${d.hyperjump}`);
        for (const [uri, doc] of Object.entries(REMOTES)) {
          try {
            hyperjumpRemotes.registerSchema(structuredClone(doc), uri, d.uri.replace(/#$/, ''));
          } catch {
            // registered by an earlier dialect's run
          }
        }
      }
      cells.push(String(await count(groupsOf(d.folder), await factory(d))));
    }
    console.log(`| ${engine} | ${cells.join(' | ')} |`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runConformance();
