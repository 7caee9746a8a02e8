// The fixed inputs of `npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';

const read = (url) => JSON.parse(readFileSync(new URL(url, import.meta.url), 'utf8'));
const corpus = new URL('../../shared/corpora/mcp-tools/', import.meta.url);

/** A corpus tool as an MCP manifest, the way a runtime takes one in. */
export function asMcpManifest(tool) {
  return { id: tool.name, description: tool.description || tool.name, version: '1.0.0', transport: 'mcp', input: tool.inputSchema, output: tool.outputSchema ?? { type: 'object' } };
}

/** Every tool of the MCP corpus as a manifest. */
export function corpusManifests() {
  return readdirSync(corpus)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => read(new URL(name, corpus)).map(asMcpManifest));
}

/** A pack tool whose input has `count` properties of mixed kinds. */
export function toolWithProperties(count) {
  const properties = {};
  const kinds = [{ type: 'string', minLength: 1 }, { type: 'integer', minimum: 0 }, { enum: ['a', 'b', 'c'] }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }];
  for (let i = 0; i < count; i++) properties[`field${i}`] = { ...kinds[i % kinds.length], description: `Field number ${i}.` };
  return {
    id: 'bench.wide-tool',
    description: 'A tool with many input properties.',
    version: '1.0.0',
    input: { type: 'object', properties, required: ['field0'], additionalProperties: false },
    output: { type: 'object', properties: { ok: { type: 'boolean' } } },
    mutating: false,
  };
}

const draft07Tool = read(new URL('memory.json', corpus)).find((tool) => tool.inputSchema.$schema?.includes('draft-07'));

/** The four fixed manifests: a pack tool with an HTTP spec, a draft-07 MCP tool, a wide tool, a broken one. */
export const INPUTS = {
  'pack tool, HTTP spec': read('../examples/weather-pack-tool.json'),
  'MCP tool, draft-07 (corpus)': asMcpManifest(draft07Tool),
  'pack tool, 50 input properties': toolWithProperties(50),
  'broken manifest': {
    ...read('../examples/misspelt-field--manifest.unknown-property.json'),
    version: '1.0',
    input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { type: 'strin' } } },
    spec: { kind: 'http', method: 'GET', urlTemplate: 'https://api.example.com/{missing}' },
  },
};
