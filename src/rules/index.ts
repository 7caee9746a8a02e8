import type { RuleDefinition } from './define-rule.js';
import { MANIFEST_RULES } from './manifest/index.js';
import { HTTP_RULES } from './http/index.js';
import { HANDLER_RULES } from './handler/index.js';
import { MCP_RULES } from './mcp/index.js';
import { ARTIFACT_RULES } from './artifact/index.js';
import { NETWORK_RULES } from './network/index.js';
import { EFFECTS_RULES } from './effects/index.js';
import { NEEDS_RULES } from './needs/index.js';
import { NEEDS_SPEC_RULES } from './needs-spec/index.js';
import { SCHEMA_RULES } from './schema/index.js';
import { LIMITS_RULES } from './limits/index.js';

/** Every cross-field rule, in the order they run: one file a rule, one folder a family. */
export const RULES: readonly RuleDefinition[] = [
  ...MANIFEST_RULES,
  ...HTTP_RULES,
  ...HANDLER_RULES,
  ...MCP_RULES,
  ...ARTIFACT_RULES,
  ...NETWORK_RULES,
  ...EFFECTS_RULES,
  ...NEEDS_RULES,
  ...NEEDS_SPEC_RULES,
  ...SCHEMA_RULES,
  ...LIMITS_RULES,
];
