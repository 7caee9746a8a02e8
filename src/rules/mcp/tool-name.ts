import { isObject } from '../../json.js';
import { asMcpToolName, mcpToolNameProblem } from '../../mcp/tool-name.js';
import { defineRule } from '../define-rule.js';

// The longest part of a name a message quotes.
const SHOWN = 64;

export default defineRule({
  id: 'mcp/tool-name',
  description: 'The MCP tool name (`metadata.mcp.tool.name`, an MCP tool’s `name`) is not 1–128 ASCII letters, digits, `_`, `-` and `.`.',
  severity: 'warning',
  why: 'MCP 2025-11-25 says a tool name should be 1 to 128 characters of ASCII letters, digits, `_`, `-` and `.`, with no spaces, commas or other special characters: the MCP SDKs warn about other names, and clients and model APIs that hold names to that set refuse or rename the tool.',
  fix: 'Rename the tool on its server, keeping to ASCII letters, digits, `_`, `-` and `.`: `get_weather`, `admin.tools.list`.',
  example: '"name": "get weather"',
  reads: ['metadata'],
  requires: ['metadata'],
  check: ({ metadata }) => {
    const mcp = metadata['mcp'];
    const tool = isObject(mcp) ? mcp['tool'] : undefined;
    const name = isObject(tool) ? tool['name'] : undefined;
    if (typeof name !== 'string') return [];
    const problem = mcpToolNameProblem(name);
    if (problem === undefined) return [];
    const shown = name.length > SHOWN ? `${JSON.stringify(name.slice(0, SHOWN))}…` : JSON.stringify(name);
    const suggested = asMcpToolName(name);
    return [
      {
        pointer: '/metadata/mcp/tool/name',
        message: `The MCP tool name ${name === '' ? '' : `${shown} `}${problem}: MCP 2025-11-25 says a tool name should be 1 to 128 characters of ASCII letters, digits, "_", "-" and ".".`,
        hint: suggested === '' ? 'Name the tool on its server with ASCII letters, digits, "_", "-" and ".".' : `Use ${JSON.stringify(suggested)} (renaming the tool on its server).`,
      },
    ];
  },
});
