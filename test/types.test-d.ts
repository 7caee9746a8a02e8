import { expectTypeOf, test } from 'vitest';
import type {
  CodeArtifactRef,
  ConnectionNeed,
  Effect,
  EffectKind,
  HttpAuthSpec,
  HttpMethod,
  HttpRequestBodySpec,
  HttpToolSpec,
  JsonSchemaObject,
  Need,
  NeedsSpec,
  NetworkPolicy,
  Sandbox,
  ToolManifest,
} from '../src/types.js';
import { migrateSchema, type MigrateOptions } from '../src/index.js';

// The literals below mirror schemas/tool.schema.json; test/schema/types-in-step.test.ts ties them to it at run time.

/** The keys of T a value must have. */
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

test('ToolManifest requires exactly the fields the schema requires', () => {
  expectTypeOf<RequiredKeys<ToolManifest>>().toEqualTypeOf<'id' | 'description' | 'version' | 'input' | 'output'>();
  expectTypeOf<RequiredKeys<HttpToolSpec>>().toEqualTypeOf<'kind' | 'method' | 'urlTemplate'>();
  expectTypeOf<RequiredKeys<Need>>().toEqualTypeOf<'name'>();
  expectTypeOf<RequiredKeys<Effect>>().toEqualTypeOf<'kind'>();
  expectTypeOf<RequiredKeys<ConnectionNeed>>().toEqualTypeOf<'app' | 'permissions' | 'as'>();
  expectTypeOf<RequiredKeys<NeedsSpec>>().toEqualTypeOf<never>();
});

test('enumerated fields have the schema enum values', () => {
  expectTypeOf<ToolManifest['transport']>().toEqualTypeOf<'auto' | 'native' | 'mcp' | undefined>();
  expectTypeOf<ToolManifest['sandbox']>().toEqualTypeOf<Sandbox | undefined>();
  expectTypeOf<Sandbox>().toEqualTypeOf<'none' | 'context-isolated' | 'strict'>();
  expectTypeOf<HttpMethod>().toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>();
  expectTypeOf<ConnectionNeed['as']>().toEqualTypeOf<'person' | 'company'>();
  expectTypeOf<EffectKind>().toEqualTypeOf<
    'reads' | 'writes' | 'deletes' | 'network' | 'spawns-run' | 'emits-event' | 'external-side-effect' | 'sensitive-data-egress'
  >();
});

test('each discriminated union has the schema kinds', () => {
  expectTypeOf<NetworkPolicy['kind']>().toEqualTypeOf<'none' | 'unrestricted' | 'allowlist'>();
  expectTypeOf<CodeArtifactRef['kind']>().toEqualTypeOf<'oci' | 'filesystem'>();
  expectTypeOf<HttpAuthSpec['kind']>().toEqualTypeOf<'bearer' | 'header' | 'connection'>();
  expectTypeOf<HttpRequestBodySpec['kind']>().toEqualTypeOf<'json-input' | 'input-passthrough' | 'text'>();
  expectTypeOf<HttpToolSpec['kind']>().toEqualTypeOf<'http'>();
});

test('kind narrows each union to its branch', () => {
  expectTypeOf<Extract<NetworkPolicy, { kind: 'allowlist' }>['hosts']>().toEqualTypeOf<string[]>();
  expectTypeOf<Extract<CodeArtifactRef, { kind: 'oci' }>>().toHaveProperty('imageRef');
  expectTypeOf<Extract<CodeArtifactRef, { kind: 'filesystem' }>>().not.toHaveProperty('imageRef');
  expectTypeOf<Extract<HttpAuthSpec, { kind: 'connection' }>['connection']>().toEqualTypeOf<string>();
  expectTypeOf<Extract<HttpRequestBodySpec, { kind: 'text' }>['template']>().toEqualTypeOf<string>();
});

test('schemas and maps have the schema value types', () => {
  expectTypeOf<ToolManifest['input']>().toEqualTypeOf<JsonSchemaObject>();
  expectTypeOf<ToolManifest['output']>().toEqualTypeOf<JsonSchemaObject>();
  expectTypeOf<ToolManifest['metadata']>().toEqualTypeOf<Record<string, unknown> | undefined>();
  expectTypeOf<NeedsSpec['env']>().toEqualTypeOf<Record<string, JsonSchemaObject> | undefined>();
  expectTypeOf<NeedsSpec['connections']>().toEqualTypeOf<Record<string, ConnectionNeed> | undefined>();
  expectTypeOf<ToolManifest['spec']>().toEqualTypeOf<HttpToolSpec | undefined>();
});

test('migrateSchema takes options without `to`, 2020-12 being its default and only target', () => {
  expectTypeOf<RequiredKeys<MigrateOptions>>().toEqualTypeOf<never>();
  expectTypeOf(migrateSchema).toBeCallableWith({}, { from: 'draft-07' });
  expectTypeOf(migrateSchema).toBeCallableWith({});
});
