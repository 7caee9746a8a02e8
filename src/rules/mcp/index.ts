import type { RuleDefinition } from '../define-rule.js';
import mcpEndpointFormat from './endpoint-format.js';
import mcpEndpointUnused from './endpoint-unused.js';
import mcpSpecOnMcpTool from './spec-on-mcp-tool.js';
import mcpArtifactOnMcpTool from './artifact-on-mcp-tool.js';
import mcpToolName from './tool-name.js';

/** The `mcp/` rules, in the order they run. */
export const MCP_RULES: readonly RuleDefinition[] = [mcpEndpointFormat, mcpEndpointUnused, mcpSpecOnMcpTool, mcpArtifactOnMcpTool, mcpToolName];
