import type { Severity, VetOptions } from '../../src/index.js';
import { httpSpec, mcpTool, packTool } from '../fixtures.js';

/**
 * A statement of the specification that no JSON Schema can say, and what enforces it: `quote` is
 * its text in tool-schema-1.4.0.md (markdown escapes removed), `breaks` a manifest just past it,
 * which gets `code` at `pointer` with `severity`, and `keeps` one just inside, which does not.
 */
export interface SpecStatement {
  readonly quote: string;
  readonly code: string;
  readonly pointer: string;
  readonly severity: Severity;
  readonly breaks: Record<string, unknown>;
  readonly keeps: Record<string, unknown>;
  readonly options?: VetOptions;
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_04 = 'http://json-schema.org/draft-04/schema#';
const oci = { kind: 'oci', imageRef: 'ghcr.io/acme/tools:1.0.0', modulePath: '/app/echo.js', artifactVersion: '1.0.0' };
const mail = { connections: { mail: { app: 'google', permissions: ['gmail.send'], as: 'person' } } };
const closedOutput = { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false };
const dialectRule = 'MUST validate under Draft 2020-12, except on an MCP server\'s tool (`transport: "mcp"`), whose schemas are in the dialect their `$schema` declares: draft-06, draft-07, 2019-09 or 2020-12.';

export const SPEC_STATEMENTS: readonly SpecStatement[] = [
  { quote: dialectRule, code: 'dialect/not-allowed', pointer: '/input/$schema', severity: 'error', breaks: packTool({ input: { $schema: DRAFT_07, type: 'object' } }), keeps: mcpTool({ input: { $schema: DRAFT_07, type: 'object' } }) },
  { quote: dialectRule, code: 'dialect/not-allowed', pointer: '/output/$schema', severity: 'error', breaks: mcpTool({ output: { $schema: DRAFT_04, type: 'object' } }), keeps: mcpTool({ output: { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object' } }) },
  { quote: dialectRule, code: 'schema/invalid', pointer: '/input/properties/text/type', severity: 'error', breaks: packTool({ input: { type: 'object', properties: { text: { type: 'strng' } } } }), keeps: packTool() },
  { quote: "Convention: '<pack>.<tool>' (e.g. 'acme.verify-citation') or a bare id for tools built into Kindgi.", code: 'manifest/id-convention', pointer: '/id', severity: 'warning', breaks: packTool({ id: 'Acme.verify_citation' }), keeps: packTool({ id: 'acme.verify-citation' }) },
  { quote: "Format: 'mcp+stdio://<command>', 'mcp+http://<url>', 'mcp+sse://<url>'.", code: 'mcp/endpoint-format', pointer: '/mcpEndpoint', severity: 'error', breaks: mcpTool({ mcpEndpoint: 'https://search.example.com/mcp' }), keeps: mcpTool({ mcpEndpoint: 'mcp+sse://search.example.com/sse' }) },
  { quote: "If transport = 'mcp' (or resolved to MCP by 'auto'), the MCP endpoint URI.", code: 'mcp/endpoint-unused', pointer: '/mcpEndpoint', severity: 'warning', breaks: packTool({ transport: 'native', mcpEndpoint: 'mcp+stdio://echo-server' }), keeps: packTool({ transport: 'auto', mcpEndpoint: 'mcp+stdio://echo-server' }) },
  { quote: 'Mutually exclusive with an imperative handler at author time.', code: 'handler/spec-and-artifact', pointer: '/codeArtifactRef', severity: 'error', breaks: packTool({ spec: httpSpec(), codeArtifactRef: oci }), keeps: packTool({ codeArtifactRef: oci }) },
  { quote: "'mcp' requires MCP execution.", code: 'mcp/spec-on-mcp-tool', pointer: '/spec', severity: 'error', breaks: mcpTool({ spec: httpSpec() }), keeps: packTool({ spec: httpSpec() }) },
  { quote: "'mcp' requires MCP execution.", code: 'mcp/artifact-on-mcp-tool', pointer: '/codeArtifactRef', severity: 'error', breaks: mcpTool({ codeArtifactRef: oci }), keeps: packTool({ transport: 'native', codeArtifactRef: oci }) },
  { quote: 'Only a pack tool with a handler can pause: not one with a declarative `spec`, nor an MCP tool.', code: 'handler/handler-only-capability', pointer: '/pauses', severity: 'error', breaks: packTool({ pauses: true, spec: httpSpec() }), keeps: packTool({ pauses: true, codeArtifactRef: oci }) },
  { quote: 'Only a pack tool with a handler can store files: not one with a declarative `spec`, nor an MCP tool.', code: 'handler/handler-only-capability', pointer: '/storesFiles', severity: 'error', breaks: mcpTool({ storesFiles: true }), keeps: packTool({ storesFiles: true }) },
  { quote: 'Only a pack tool with a handler can read files: not one with a declarative `spec`, nor an MCP tool.', code: 'handler/handler-only-capability', pointer: '/readsFiles', severity: 'error', breaks: mcpTool({ readsFiles: true }), keeps: packTool({ readsFiles: true, transport: 'native' }) },
  { quote: "which the tool returns in its result's top-level `files`", code: 'schema/output-refuses-files', pointer: '/output/additionalProperties', severity: 'error', breaks: packTool({ storesFiles: true, output: closedOutput }), keeps: packTool({ storesFiles: true, output: { ...closedOutput, properties: { ...closedOutput.properties, files: { type: 'array' } } } }) },
  { quote: '`filesystem` is the local-development shape — absolute host path at the pack\'s on-disk handler file.', code: 'artifact/filesystem-path', pointer: '/codeArtifactRef/modulePath', severity: 'error', breaks: packTool({ codeArtifactRef: { kind: 'filesystem', modulePath: 'dist/echo.js' } }), keeps: packTool({ codeArtifactRef: { kind: 'filesystem', modulePath: '/home/me/acme/dist/echo.js' } }) },
  { quote: 'Production servers SHOULD reject `filesystem`.', code: 'artifact/filesystem-in-production', pointer: '/codeArtifactRef/kind', severity: 'error', breaks: packTool({ codeArtifactRef: { kind: 'filesystem', modulePath: '/home/me/acme/dist/echo.js' } }), keeps: packTool({ codeArtifactRef: oci }), options: { profile: 'production' } },
  { quote: '`version` (string, required)', code: 'manifest/version-unorderable', pointer: '/version', severity: 'error', breaks: packTool({ version: '9007199254740992.0.0' }), keeps: packTool({ version: '9007199254740991.0.0' }) },
  { quote: 'A connection the tool declares in `needsSpec.connections`, by its name there', code: 'http/auth-connection-undeclared', pointer: '/spec/authorization/connection', severity: 'error', breaks: packTool({ spec: httpSpec({ authorization: { kind: 'connection', connection: 'gmail' } }), needsSpec: mail }), keeps: packTool({ spec: httpSpec({ authorization: { kind: 'connection', connection: 'mail' } }), needsSpec: mail }) },
  { quote: 'sent as `Authorization: Bearer <access token>`', code: 'http/header-invalid', pointer: '/spec/headers/0/name', severity: 'error', breaks: packTool({ spec: httpSpec({ headers: [{ name: 'authorization', value: 'Bearer x' }], authorization: { kind: 'connection', connection: 'mail' } }), needsSpec: mail }), keeps: packTool({ spec: httpSpec({ headers: [{ name: 'Accept', value: 'application/json' }], authorization: { kind: 'connection', connection: 'mail' } }), needsSpec: mail }) },
  { quote: "URL template with `{param}` placeholders substituted from the tool's input at invoke time.", code: 'http/url-placeholder-undeclared', pointer: '/spec/urlTemplate', severity: 'error', breaks: packTool({ input: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false }, spec: httpSpec({ urlTemplate: 'https://api.example.com/echo/{txt}' }) }), keeps: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo/{text}' }) }) },
  { quote: 'When true (default), the response body is parsed as JSON before returning to the invoker.', code: 'http/text-result-refused', pointer: '/spec/parseJson', severity: 'error', breaks: packTool({ spec: httpSpec({ parseJson: false }), output: { type: 'object' } }), keeps: packTool({ spec: httpSpec({ parseJson: false }), output: { type: 'string' } }) },
  { quote: '`true` when this tool causes observable side effects (writes state, calls external APIs with mutations, sends messages). Read-only tools set `false`.', code: 'http/read-only-but-mutating-method', pointer: '/mutating', severity: 'warning', breaks: packTool({ mutating: false, spec: httpSpec({ method: 'DELETE' }) }), keeps: packTool({ mutating: false, spec: httpSpec({ method: 'GET' }) }) },
  { quote: "URL template with `{param}` placeholders substituted from the tool's input at invoke time.", code: 'http/url-placeholder-not-scalar', pointer: '/spec/urlTemplate', severity: 'error', breaks: packTool({ input: { type: 'object', properties: { filter: { type: 'object' } }, required: ['filter'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={filter}' }) }), keeps: packTool({ input: { type: 'object', properties: { filter: { type: 'string' } }, required: ['filter'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={filter}' }) }) },
  { quote: "URL template with `{param}` placeholders substituted from the tool's input at invoke time.", code: 'http/url-placeholder-in-fragment', pointer: '/spec/urlTemplate', severity: 'error', breaks: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo#{text}' }) }), keeps: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo?text={text}#top' }) }) },
  { quote: '`timeoutMs` (integer): Wall-clock timeout in ms. Default 30000.', code: 'http/timeout-overflow', pointer: '/spec/timeoutMs', severity: 'error', breaks: packTool({ spec: httpSpec({ timeoutMs: 3_000_000_000 }) }), keeps: packTool({ spec: httpSpec({ timeoutMs: 2_147_483_647 }) }) },
  { quote: '`true` when this tool causes observable side effects (writes state, calls external APIs with mutations, sends messages). Read-only tools set `false`.', code: 'effects/read-only-but-writes', pointer: '/effects/0/kind', severity: 'warning', breaks: packTool({ mutating: false, effects: [{ kind: 'emits-event' }] }), keeps: packTool({ mutating: false, effects: [{ kind: 'reads' }] }) },
];
