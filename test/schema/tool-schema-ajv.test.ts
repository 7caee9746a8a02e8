import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

/*
 * Compiles schemas/tool.schema.json as the Kindgi runtime does (Ajv2020 strict mode, ajv-formats)
 * and checks it accepts valid manifests and refuses invalid ones where they go wrong.
 */

const SCHEMA_PATH = fileURLToPath(new URL('../../schemas/tool.schema.json', import.meta.url));
const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as Record<string, unknown>;

const weatherTool = {
  id: 'acme.weather',
  description: 'Current weather for a city.',
  version: '1.2.0-beta.1',
  input: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false },
  output: { type: 'object' },
  needs: [{ name: 'tenant' }, { name: 'memory:facts', optional: true }],
  effects: [{ kind: 'network', resource: 'external:api.weather.example' }],
  mutating: false,
  network: { kind: 'allowlist', hosts: ['api.weather.example'] },
  limits: { memMB: 128, cpuMs: 2000 },
  needsSpec: {
    secrets: { WEATHER_KEY: { type: 'string' } },
    connections: { mail: { app: 'google', permissions: ['gmail.send'], as: 'person' } },
  },
  codeArtifactRef: { kind: 'filesystem', modulePath: '/packs/acme/weather.js' },
  spec: {
    kind: 'http',
    method: 'GET',
    urlTemplate: 'https://api.weather.example/v1/{city}',
    headers: [{ name: 'Accept', value: 'application/json' }],
    authorization: { kind: 'header', headerName: 'X-Key', secretRef: { envName: 'WEATHER_KEY', name: 'weather' } },
    requestBody: { kind: 'json-input' },
    timeoutMs: 5000,
    parseJson: true,
    successStatus: { min: 200, max: 299 },
  },
};

const mcpTool = {
  id: 'search',
  description: 'Searches the web.',
  version: '0.3.1',
  transport: 'mcp',
  mcpEndpoint: 'mcp+http://search.example/mcp',
  input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { q: { type: ['string', 'null'] } } },
  output: { type: 'object' },
  resultIsOutsideData: true,
  network: { kind: 'unrestricted' },
  metadata: { author: 'someone', tags: ['web'] },
};

describe('tool.schema.json under Ajv2020 strict mode', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajvFormats.default(ajv);
  ajv.addKeyword('x-discriminator');
  const validate = ajv.compile(schema);

  it.each([
    ['a pack tool with an http spec', weatherTool],
    ['an MCP tool', mcpTool],
    ['a connection-authorized spec with a text body', { ...weatherTool, spec: { ...weatherTool.spec, authorization: { kind: 'connection', connection: 'mail' }, requestBody: { kind: 'text', template: 'hi' } } }],
    ['an oci artifact', { ...weatherTool, codeArtifactRef: { kind: 'oci', imageRef: 'r/acme:1', modulePath: 'weather.js', artifactVersion: '1' } }],
  ])('accepts %s', (_name, manifest) => {
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['a two-part version', { ...mcpTool, version: '1.0' }, '/version'],
    ['a version with build metadata', { ...mcpTool, version: '1.0.0+build.5' }, '/version'],
    ['a version with a leading zero', { ...mcpTool, version: '1.02.0' }, '/version'],
    ['an empty id', { ...mcpTool, id: '' }, '/id'],
    ['an unknown top-level property', { ...mcpTool, handlerPath: './x.js' }, ''],
    ['an unknown network kind', { ...mcpTool, network: { kind: 'blocklist' } }, '/network/kind'],
    ['an allowlist without hosts', { ...mcpTool, network: { kind: 'allowlist' } }, '/network'],
    ['an unknown transport', { ...mcpTool, transport: 'grpc' }, '/transport'],
    ['an unknown effect kind', { ...mcpTool, effects: [{ kind: 'launches' }] }, '/effects/0/kind'],
    ['a success status out of range', { ...weatherTool, spec: { ...weatherTool.spec, successStatus: { min: 200, max: 600 } } }, '/spec/successStatus/max'],
    ['a zero timeout', { ...weatherTool, spec: { ...weatherTool.spec, timeoutMs: 0 } }, '/spec/timeoutMs'],
    ['an env schema that is not an object', { ...weatherTool, needsSpec: { env: { HOME: true } } }, '/needsSpec/env/HOME'],
  ])('refuses %s', (_name, manifest, pointer) => {
    expect(validate(manifest)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toContain(pointer);
  });
});
