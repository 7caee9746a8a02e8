import type { RuleDefinition } from '../define-rule.js';

/** The `mcp/` rules, in the order they run. */
export const MCP_RULES: readonly RuleDefinition[] = [];
