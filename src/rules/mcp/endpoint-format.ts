import { defineRule, type RuleFinding } from '../define-rule.js';
import { single } from '../../proposal.js';
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
  fixes: 'Adds a missing `mcp+` prefix (`http://…` → `mcp+http://http://…`, `stdio://` → `mcp+stdio://`), or `mcp+stdio://` before a bare command; completes a scheme written with one slash (`mcp+stdio:/bin/x`).',
  suggests: 'The closest scheme, for a misspelt one (`mcp+stdo://`).',
  reads: ['mcpEndpoint'],
  check: ({ mcpEndpoint }) => (mcpEndpoint === undefined ? [] : endpointProblems(mcpEndpoint)),
});

function endpointProblems(endpoint: string): RuleFinding[] {
  // A scheme written with one slash or none (`mcp+stdio:/bin/x`) still counts, for the hint.
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/)?/.exec(endpoint);
  const scheme = match === null ? '' : `${(match[1] ?? '').toLowerCase()}://`;
  const rest = endpoint.slice(match?.[0].length ?? 0);
  if (!SCHEMES.includes(scheme) || match?.[0].toLowerCase() !== scheme) {
    const repair = schemeRepair(endpoint, scheme, rest);
    const change = repair.endpoint === undefined ? undefined : single(`Write "${repair.endpoint}".`, { kind: 'replace', pointer: POINTER, value: repair.endpoint });
    return [
      {
        pointer: POINTER,
        message: `mcpEndpoint "${endpoint}" does not begin with ${listValues(SCHEMES)}, so the runtime cannot tell how to reach the server.`,
        hint: repair.endpoint === undefined ? repair.hint : `Write "${repair.endpoint}"${repair.hint}.`,
        ...(change === undefined ? {} : repair.certain ? { fix: change } : { suggestions: [change] }),
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

/** The endpoint the author meant, when it can be told, and whether that is certain (a missing prefix) or a guess (a typo). */
interface SchemeRepair {
  readonly endpoint?: string;
  readonly certain?: boolean;
  /** The hint: what follows the repaired endpoint, or the whole hint when there is none. */
  readonly hint: string;
}

function schemeRepair(endpoint: string, scheme: string, rest: string): SchemeRepair {
  if (scheme === 'http://' || scheme === 'https://') return { endpoint: `mcp+${/\/sse\/?$/i.test(endpoint) ? 'sse' : 'http'}://${endpoint}`, certain: true, hint: '' };
  if (scheme === 'mcp+https://') return { endpoint: `mcp+http://https://${rest}`, certain: true, hint: '' };
  const prefixed = [scheme, `mcp+${scheme}`].find((candidate) => SCHEMES.includes(candidate));
  if (prefixed !== undefined) return { endpoint: `${prefixed}${rest}`, certain: true, hint: '' };
  const near = closestMatch(scheme, SCHEMES);
  if (near !== undefined) return { endpoint: `${near}${rest}`, certain: false, hint: '' };
  // Without any scheme, the endpoint is a command line: the stdio transport is the only one that takes one.
  // A bare host and path, though, more likely meant HTTP: then neither is certain.
  if (scheme === '' && /^(localhost|[\w-]+(\.[\w-]+)+)(:\d+)?(\/|$)/i.test(endpoint)) return { endpoint: `mcp+http://${endpoint}`, certain: false, hint: ' if it is the server’s URL' };
  if (scheme === '') return { endpoint: `mcp+stdio://${endpoint}`, certain: true, hint: ' if it is the command that starts the server' };
  return { hint: 'Write "mcp+stdio://" and the command that starts the server, or "mcp+http://" and its URL.' };
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
