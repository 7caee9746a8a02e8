import { defineRule, type RuleFinding } from '../define-rule.js';
import { closestMatch, listValues } from '../../suggest.js';

const SCHEMES = ['mcp+stdio://', 'mcp+http://', 'mcp+sse://'];
const POINTER = '/mcpEndpoint';

export default defineRule({
  id: 'mcp/endpoint-format',
  description: '`mcpEndpoint` is not `mcp+stdio://<command>`, `mcp+http://<url>` or `mcp+sse://<url>` with a command or a URL with a host.',
  severity: 'error',
  why: 'The runtime picks the MCP transport from the scheme and starts the command or connects to the URL after it; any other endpoint cannot be reached.',
  fix: 'Write `mcp+stdio://` and the command that starts the server, or `mcp+http://` (streamable HTTP) or `mcp+sse://` (SSE) and the server’s URL.',
  example: '"mcpEndpoint": "https://search.example.com/mcp"',
  reads: ['mcpEndpoint'],
  check: ({ mcpEndpoint }) => (mcpEndpoint === undefined ? [] : endpointProblems(mcpEndpoint)),
});

function endpointProblems(endpoint: string): RuleFinding[] {
  // A scheme written with one slash or none (`mcp+stdio:/bin/x`) still counts, for the hint.
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/)?/.exec(endpoint);
  const scheme = match === null ? '' : `${(match[1] ?? '').toLowerCase()}://`;
  const rest = endpoint.slice(match?.[0].length ?? 0);
  if (!SCHEMES.includes(scheme) || match?.[0].toLowerCase() !== scheme) {
    return [
      {
        pointer: POINTER,
        message: `mcpEndpoint "${endpoint}" does not begin with ${listValues(SCHEMES)}, so the runtime cannot tell how to reach the server.`,
        hint: schemeHint(endpoint, scheme, rest),
      },
    ];
  }
  if (scheme === 'mcp+stdio://') {
    return rest.trim() !== ''
      ? []
      : [{ pointer: POINTER, message: 'mcpEndpoint names no command after "mcp+stdio://".', hint: 'Write the command that starts the server: "mcp+stdio://npx -y @scope/server".' }];
  }
  return hasHost(rest)
    ? []
    : [
        {
          pointer: POINTER,
          message: `mcpEndpoint "${endpoint}" has no http(s) URL with a host after "${scheme}".`,
          hint: `Write the server's URL after the scheme: "${scheme}mcp.example.com/mcp".`,
        },
      ];
}

function schemeHint(endpoint: string, scheme: string, rest: string): string {
  if (scheme === 'http://' || scheme === 'https://') return `Write "mcp+${/\/sse\/?$/i.test(endpoint) ? 'sse' : 'http'}://${endpoint}".`;
  if (scheme === 'mcp+https://') return `Write "mcp+http://https://${rest}".`;
  const known = [scheme, `mcp+${scheme}`].find((candidate) => SCHEMES.includes(candidate)) ?? closestMatch(scheme, SCHEMES);
  if (known !== undefined) return `Write "${known}${rest}".`;
  if (scheme === '') return `Write "mcp+stdio://${endpoint}" if it is the command that starts the server.`;
  return 'Write "mcp+stdio://" and the command that starts the server, or "mcp+http://" and its URL.';
}

/** Whether `url`, with or without its own `http://` or `https://`, is an http(s) URL with a host. */
function hasHost(url: string): boolean {
  const full = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url) ? url : `http://${url}`;
  // WHATWG skips extra slashes after an http(s) scheme (`http:///x` has host "x"): refuse them first.
  if (!/^https?:\/\/[^/\\?#@\s]/i.test(full)) return false;
  try {
    return new URL(full).hostname !== '';
  } catch {
    return false;
  }
}
