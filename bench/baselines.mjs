// What `npm run bench` compares vetting with, each built in the same process.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const addFormats = require('ajv-formats');
const CLASSES = { '2020-12': 'ajv/dist/2020.js', 'draft-07': 'ajv/dist/ajv.js' };
const META = { '2020-12': 'https://json-schema.org/draft/2020-12/schema', 'draft-07': 'http://json-schema.org/draft-07/schema#' };
const dialectOf = (schema) => (String(schema?.$schema ?? '').includes('draft-07') ? 'draft-07' : '2020-12');

/** The Ajv floor: the compiled tool schema plus the meta-schema checks of input and output, no other work. */
export function ajvFloor() {
  const Ajv2020 = require(CLASSES['2020-12']);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const tool = ajv.compile(JSON.parse(readFileSync(new URL('../schemas/tool.schema.json', import.meta.url), 'utf8')));
  const metas = {};
  for (const dialect of Object.keys(CLASSES)) {
    const Ajv = require(CLASSES[dialect]);
    const instance = new Ajv({ allErrors: true, strict: false });
    addFormats(instance);
    metas[dialect] = instance.getSchema(META[dialect]);
  }
  return (manifest) => {
    tool(manifest);
    metas[dialectOf(manifest.input)](manifest.input);
    metas[dialectOf(manifest.output)](manifest.output);
  };
}

/** The upstream runtime's way: a new Ajv with formats and a compile, for each schema of each manifest. */
export function upstream(manifest) {
  for (const schema of [manifest.input, manifest.output]) {
    const Ajv = require(CLASSES[dialectOf(schema)]);
    const ajv = new Ajv({ strict: manifest.transport !== 'mcp', allErrors: true });
    addFormats(ajv);
    try {
      ajv.compile(schema);
    } catch {
      // a broken schema costs the same attempt
    }
  }
}

/** @hyperjump/json-schema doing the meta-schema checks of input and output. */
export async function hyperjumpMetaChecks() {
  const validators = {
    '2020-12': await (await import('@hyperjump/json-schema/draft-2020-12')).validate(META['2020-12']),
    'draft-07': await (await import('@hyperjump/json-schema/draft-07')).validate('http://json-schema.org/draft-07/schema'),
  };
  return (manifest) => {
    validators[dialectOf(manifest.input)](manifest.input);
    validators[dialectOf(manifest.output)](manifest.output);
  };
}
