import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EFFECT_KINDS,
  HTTP_METHODS,
  TRANSPORTS,
  type AllowlistNetworkPolicy,
  type BasicNetworkPolicy,
  type BearerAuth,
  type CodeArtifactRef,
  type ConnectionAuth,
  type ConnectionNeed,
  type Effect,
  type FilesystemArtifactRef,
  type HeaderAuth,
  type HttpAuthSpec,
  type HttpHeaderSpec,
  type HttpRequestBodySpec,
  type HttpSuccessStatus,
  type HttpToolSpec,
  type InputPassthroughBody,
  type JsonInputBody,
  type Need,
  type NeedsSpec,
  type NetworkPolicy,
  type OciArtifactRef,
  type Sandbox,
  type TextBody,
  type ToolLimits,
  type ToolManifest,
  type ToolSecretRef,
} from '../../src/types.js';

/*
 * Ties src/types.ts to schemas/tool.schema.json. The `satisfies` clauses bind each literal below
 * to a type (checked by `npm run typecheck`); the assertions bind the same literal to the schema.
 */

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  required?: string[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
}

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schemas/tool.schema.json', import.meta.url)), 'utf8')) as SchemaNode;

/** The schema node at a `#/…` pointer (tokens here never need unescaping). */
function at(pointer: string): SchemaNode {
  const node = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((parent, token) => (parent as Record<string, unknown> | undefined)?.[token], schema);
  if (node === undefined) throw new Error(`no schema node at ${pointer}`);
  return node as SchemaNode;
}

/** The values an enum, const or `kind`-discriminated union admits. */
function valuesOf(node: SchemaNode): unknown[] {
  if (node.oneOf) return node.oneOf.flatMap((branch) => valuesOf(branch.properties?.['kind'] ?? {}));
  return node.const !== undefined ? [node.const] : (node.enum ?? []);
}

type Presence = 'required' | 'optional';
/** Each key of T, marked as the type has it. */
type Shape<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? 'optional' : 'required' };

const sorted = (values: Iterable<unknown>): unknown[] => [...values].map(String).sort();

describe('src/types.ts is in step with tool.schema.json', () => {
  it.each([
    ['EFFECT_KINDS', EFFECT_KINDS, '#/$defs/Effect/properties/kind'],
    ['TRANSPORTS', TRANSPORTS, '#/properties/transport'],
    ['HTTP_METHODS', HTTP_METHODS, '#/$defs/HttpToolSpec/properties/method'],
  ] as const)('%s equals the schema enum', (_name, values, pointer) => {
    expect([...values]).toEqual(valuesOf(at(pointer)));
  });

  it.each<[string, Record<string, true>]>([
    ['#/properties/sandbox', { none: true, 'context-isolated': true, strict: true } satisfies Record<Sandbox, true>],
    ['#/$defs/ConnectionNeed/properties/as', { person: true, company: true } satisfies Record<ConnectionNeed['as'], true>],
    ['#/properties/network', { none: true, unrestricted: true, allowlist: true } satisfies Record<NetworkPolicy['kind'], true>],
    ['#/properties/codeArtifactRef', { oci: true, filesystem: true } satisfies Record<CodeArtifactRef['kind'], true>],
    ['#/$defs/HttpAuthSpec', { bearer: true, header: true, connection: true } satisfies Record<HttpAuthSpec['kind'], true>],
    ['#/$defs/HttpRequestBodySpec', { 'json-input': true, 'input-passthrough': true, text: true } satisfies Record<HttpRequestBodySpec['kind'], true>],
    ['#/$defs/HttpToolSpec/properties/kind', { http: true } satisfies Record<HttpToolSpec['kind'], true>],
  ])('the values at %s match the type', (pointer, values) => {
    expect(sorted(Object.keys(values))).toEqual(sorted(valuesOf(at(pointer))));
  });

  const R = 'required';
  const O = 'optional';
  it.each<[string, Record<string, Presence>]>([
    ['#', {
      id: R, description: R, version: R, input: R, output: R, needs: O, effects: O, transport: O, mcpEndpoint: O,
      metadata: O, sandbox: O, mutating: O, needsApprovalWhenUnattended: O, pauses: O, resultIsOutsideData: O,
      storesFiles: O, readsFiles: O, limits: O, network: O, needsSpec: O, codeArtifactRef: O, spec: O,
    } satisfies Shape<ToolManifest>],
    ['#/properties/limits', { memMB: R, cpuMs: R } satisfies Shape<ToolLimits>],
    ['#/properties/network/oneOf/0', { kind: R } satisfies Shape<BasicNetworkPolicy>],
    ['#/properties/network/oneOf/1', { kind: R, hosts: R } satisfies Shape<AllowlistNetworkPolicy>],
    ['#/properties/needsSpec', { env: O, secrets: O, config: O, capabilities: O, bindings: O, connections: O } satisfies Shape<NeedsSpec>],
    ['#/properties/codeArtifactRef/oneOf/0', { kind: R, imageRef: R, modulePath: R, artifactVersion: R } satisfies Shape<OciArtifactRef>],
    ['#/properties/codeArtifactRef/oneOf/1', { kind: R, modulePath: R } satisfies Shape<FilesystemArtifactRef>],
    ['#/$defs/Need', { name: R, optional: O } satisfies Shape<Need>],
    ['#/$defs/Effect', { kind: R, resource: O, notes: O } satisfies Shape<Effect>],
    ['#/$defs/ToolSecretRef', { envName: R, name: R } satisfies Shape<ToolSecretRef>],
    ['#/$defs/HttpHeaderSpec', { name: R, value: R } satisfies Shape<HttpHeaderSpec>],
    ['#/$defs/ConnectionNeed', { app: R, permissions: R, as: R } satisfies Shape<ConnectionNeed>],
    ['#/$defs/HttpAuthSpec/oneOf/0', { kind: R, secretRef: R } satisfies Shape<BearerAuth>],
    ['#/$defs/HttpAuthSpec/oneOf/1', { kind: R, headerName: R, secretRef: R } satisfies Shape<HeaderAuth>],
    ['#/$defs/HttpAuthSpec/oneOf/2', { kind: R, connection: R } satisfies Shape<ConnectionAuth>],
    ['#/$defs/HttpRequestBodySpec/oneOf/0', { kind: R } satisfies Shape<JsonInputBody>],
    ['#/$defs/HttpRequestBodySpec/oneOf/1', { kind: R } satisfies Shape<InputPassthroughBody>],
    ['#/$defs/HttpRequestBodySpec/oneOf/2', { kind: R, template: R } satisfies Shape<TextBody>],
    ['#/$defs/HttpToolSpec', {
      kind: R, method: R, urlTemplate: R, headers: O, authorization: O, requestBody: O, timeoutMs: O, parseJson: O, successStatus: O,
    } satisfies Shape<HttpToolSpec>],
    ['#/$defs/HttpToolSpec/properties/successStatus', { min: R, max: R } satisfies Shape<HttpSuccessStatus>],
  ])('the type of %s has its fields, required as the schema says', (pointer, shape) => {
    const node = at(pointer);
    expect(sorted(Object.keys(shape))).toEqual(sorted(Object.keys(node.properties ?? {})));
    expect(sorted(Object.keys(shape).filter((key) => shape[key] === R))).toEqual(sorted(node.required ?? []));
  });
});
