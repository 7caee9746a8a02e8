/**
 * The shape of a Kindgi tool manifest (`tool.schema.json`, schema-version 1.4.0), as TypeScript.
 * Field documentation is the specification's own words where it gives some.
 */

export { EFFECT_KINDS, type Effect, type EffectKind } from './types/effects.js';
export {
  HTTP_METHODS,
  type BearerAuth,
  type ConnectionAuth,
  type HeaderAuth,
  type HttpAuthSpec,
  type HttpHeaderSpec,
  type HttpMethod,
  type HttpRequestBodySpec,
  type HttpSuccessStatus,
  type HttpToolSpec,
  type InputPassthroughBody,
  type JsonInputBody,
  type TextBody,
  type ToolSecretRef,
} from './types/http.js';
export type { JsonSchemaObject } from './types/json-schema.js';
export { TRANSPORTS, type ToolManifest, type Transport } from './types/manifest.js';
export type { ConnectionNeed, Need, NeedsSpec } from './types/needs.js';
export type {
  AllowlistNetworkPolicy,
  BasicNetworkPolicy,
  CodeArtifactRef,
  FilesystemArtifactRef,
  NetworkPolicy,
  OciArtifactRef,
  Sandbox,
  ToolLimits,
} from './types/policy.js';
