export { vetToolManifest, assertToolManifest } from './vet.js';
export { vetToolManifestAsync } from './vet-async.js';
export { loadToolManifest } from './load.js';
export { selectDialect, type DialectChoice, type DialectOptions } from './dialects/select.js';
export type { CustomMetaSchema } from './dialects/meta-schema.js';
export { DIALECTS, type Dialect, type DialectRow } from './dialects/table.js';
export { ToolManifestError } from './errors.js';
export { TOOL_SCHEMA, TOOL_SCHEMA_VERSION } from './tool-schema.js';
export type { Fix, Issue, Severity, TextEdit } from './issue.js';
export { migrateSchema, type MigrateOptions, type SchemaMigration } from './migrate/schema.js';
export { migrateManifest, type ManifestMigration } from './migrate/manifest.js';
export { applyFix, compatibleFixes, fixText, MAX_FIX_PASSES, type FixOutcome } from './fix/apply.js';
export type { Profile, RuleSetting, VetOptions } from './options.js';
export { DEFAULT_LIMITS, type Limits } from './limits.js';
export type { VetReport } from './report.js';
export type { HandlerKind, ResolvedToolManifest } from './resolve.js';
export {
  EFFECT_KINDS,
  HTTP_METHODS,
  TRANSPORTS,
  type CodeArtifactRef,
  type ConnectionNeed,
  type Effect,
  type EffectKind,
  type HttpAuthSpec,
  type HttpHeaderSpec,
  type HttpMethod,
  type HttpRequestBodySpec,
  type HttpToolSpec,
  type JsonSchemaObject,
  type Need,
  type NeedsSpec,
  type NetworkPolicy,
  type ToolLimits,
  type ToolManifest,
  type ToolSecretRef,
  type Transport,
} from './types.js';
export { compileToolValidators, clearValidatorCache, configureValidatorCache } from './validators/compile.js';
export type { CompileOptions, ToolValidator, ToolValidators, ValidationResult } from './validators/options.js';
export { DEFAULT_DATA_LIMITS, type DataLimits } from './validators/data-bounds.js';
export { fromMcpTool, type FromMcpToolOptions, type McpTool, type McpToolAnnotations } from './mcp/from-mcp-tool.js';
export { toMcpTool } from './mcp/to-mcp-tool.js';
export { vetPack, type PackOptions, type PackReport, type PackToolReport, type ToolFile } from './pack/vet-pack.js';
export { loadPack } from './pack/load.js';
export { vetMcpToolList, type McpToolEntryReport, type McpToolListOptions, type McpToolListReport } from './pack/vet-mcp-list.js';
export { formatResults, type CodeFrame, type FileResult, type Format, type FormatContext, type Formatter } from './format/index.js';
