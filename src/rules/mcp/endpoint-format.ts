import { defineRule, type RuleFinding } from '../define-rule.js';
import { single } from '../../proposal.js';
import { closestMatch, listValues } from '../../suggest.js';

const SCHEMES = ['mcp+stdio://', 'mcp+http://', 'mcp+sse://'];
// Not one of the specification's three, but the TLS form MCP tooling at large writes.
const TLS_SCHEME = 'mcp+https://';
const POINTER = '/mcpEndpoint';
const INNER_SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;

export default defineRule({
  id: 'mcp/endpoint-format',
  description:
    '`mcpEndpoint` is not `mcp+stdio://<command>`, `mcp+http://<host>[:port][/path]` or `mcp+sse://<host>[:port][/path]` (errors); `mcp+https://…`, which is not one of the three (a warning).',
  severity: 'error',
  why: 'The runtime picks the MCP transport from the scheme and starts the command or connects to the server after it; any other endpoint cannot be reached. A stdio command holding a NUL or a line break cannot be run as written, and a wildcard host names no one server.',
  fix: 'Write `mcp+stdio://` and the command that starts the server, or `mcp+http://` (streamable HTTP) or `mcp+sse://` (SSE) and the server’s host, port and path. The specification’s `mcp+http://<url>` is read as MCP tooling at large writes it: `mcp+http://localhost:3000/mcp`, the URL with `mcp+` removed, so `mcp+http://http://…` doubles the scheme (an error: drop the inner one). `mcp+https://host/path` is the TLS form such tooling uses, but not one of the specification’s three formats: a warning, kept as it is (never turned into plain HTTP).',
  example: '"mcpEndpoint": "https://search.example.com/mcp"',
  fixes: 'Adds a missing `mcp+` prefix (`http://host/mcp` → `mcp+http://host/mcp`, `stdio://` → `mcp+stdio://`), or `mcp+stdio://` before a bare command; completes a scheme written with one slash (`mcp+stdio:/bin/x`).',
  suggests: 'The closest scheme, for a misspelt one (`mcp+stdo://`); `mcp+https://` for an `https://` URL; `mcp+http://` before a bare host.',
  reads: ['mcpEndpoint'],
  requires: ['mcpEndpoint'],
  check: ({ mcpEndpoint }) => endpointProblems(mcpEndpoint),
});

function endpointProblems(endpoint: string): RuleFinding[] {
  // A scheme written with one slash or none (`mcp+stdio:/bin/x`) still counts, for the hint.
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/)?/.exec(endpoint);
  const scheme = match === null ? '' : `${(match[1] ?? '').toLowerCase()}://`;
  const rest = endpoint.slice(match?.[0].length ?? 0);
  const known = (SCHEMES.includes(scheme) || scheme === TLS_SCHEME) && match?.[0].toLowerCase() === scheme;
  if (!known) {
    const repair = schemeRepair(endpoint, scheme, rest);
    const change = repair.endpoint === undefined ? undefined : single(`Write "${repair.endpoint}".`, { kind: 'replace', pointer: POINTER, value: repair.endpoint });
    return [
      {
        pointer: POINTER,
        message: `mcpEndpoint "${endpoint}" does not begin with ${listValues(SCHEMES)}, so the runtime cannot tell how to reach the server.`,
        hint: repair.hint,
        ...(change === undefined ? {} : repair.certain ? { fix: change } : { suggestions: [change] }),
      },
    ];
  }
  if (scheme === 'mcp+stdio://') return commandProblems(rest);
  const inner = INNER_SCHEME.exec(rest);
  const server = inner === null ? rest : rest.slice(inner[0].length);
  const hostProblem = serverProblem(server);
  if (inner !== null && hostProblem === undefined) return [doubledScheme(endpoint, scheme, inner[1] ?? '', server)];
  if (hostProblem !== undefined) {
    return [{ pointer: POINTER, message: `mcpEndpoint "${endpoint}" ${hostProblem} after "${scheme}".`, hint: `Write the server's host, port and path after the scheme: "${scheme}mcp.example.com/mcp".` }];
  }
  if (scheme === TLS_SCHEME) {
    return [
      {
        pointer: POINTER,
        severity: 'warning',
        message: `mcpEndpoint "${endpoint}" uses "mcp+https://", the TLS form MCP tooling writes, but not one of the specification's formats (${listValues(SCHEMES)}), so a runtime that follows the specification may not reach it.`,
        hint: 'Keep it if your runtime accepts "mcp+https://"; the specification has no TLS form to move it to.',
      },
    ];
  }
  return [];
}

function commandProblems(command: string): RuleFinding[] {
  if (command.trim() === '') {
    return [{ pointer: POINTER, message: 'mcpEndpoint names no command after "mcp+stdio://".', hint: 'Write the command that starts the server: "mcp+stdio://npx -y @scope/server".' }];
  }
  if (/[\0\r\n]/.test(command)) {
    return [
      {
        pointer: POINTER,
        message: 'The mcp+stdio:// command holds a NUL or a line break, which no process can be started with as written.',
        hint: 'Write the command and its arguments on one line, without control characters.',
      },
    ];
  }
  return [];
}

/** `mcp+http://http://host/p`: the URL written whole after the scheme; the hint drops the inner scheme, and never turns TLS into plain HTTP. */
function doubledScheme(endpoint: string, scheme: string, inner: string, server: string): RuleFinding {
  const tls = inner.toLowerCase() === 'https' || scheme === TLS_SCHEME;
  const message = `mcpEndpoint "${endpoint}" writes a scheme twice ("${scheme}" and "${inner}://"); after "${scheme}" comes the server's host, port and path.`;
  if (tls && scheme !== 'mcp+stdio://') {
    return {
      pointer: POINTER,
      message,
      hint: `Write "${TLS_SCHEME}${server}" to keep TLS (MCP tooling's form, not one of the specification's three, so a warning), or "${scheme === TLS_SCHEME ? 'mcp+http://' : scheme}${server}" for plain HTTP.`,
    };
  }
  return { pointer: POINTER, message, hint: `Write "${scheme}${server}".` };
}

/** Why the text after an HTTP-ish scheme is not `host[:port][/path]`, or `undefined` when it is. */
function serverProblem(server: string): string | undefined {
  // WHATWG skips extra slashes after an http(s) scheme (`http:///x` has host "x"): refuse them first.
  if (!/^[^/\\?#@\s]/.test(server)) return 'has no host';
  let hostname: string;
  try {
    hostname = new URL(`http://${server}`).hostname;
  } catch {
    // WHATWG refuses a port that is not a number up to 65535: say so, not that the host is bad.
    const authority = /^[^/\\?#]*/.exec(server)?.[0] ?? '';
    const port = /^(?:\[[^\]]*\]|[^:]*):(.*)$/.exec(authority.slice(authority.lastIndexOf('@') + 1))?.[1];
    return port !== undefined && (!/^\d+$/.test(port) || Number(port) > 65535) ? `has the port "${port}", which is not a number from 0 to 65535,` : 'has no valid host';
  }
  if (hostname === '') return 'has no host';
  if (hostname.includes('*')) return `has the wildcard host "${hostname}", which names no one server,`;
  return undefined;
}

/** The endpoint the author meant, when one this rule accepts can be told, and whether it is certain (a missing prefix) or a guess. */
interface SchemeRepair {
  readonly endpoint?: string;
  readonly certain: boolean;
  readonly hint: string;
}

function schemeRepair(endpoint: string, scheme: string, rest: string): SchemeRepair {
  const generic: SchemeRepair = { certain: false, hint: 'Write "mcp+stdio://" and the command that starts the server, or "mcp+http://" and its host, port and path.' };
  // Only an endpoint this rule accepts is offered (a warning's mcp+https:// included).
  const offer = (candidate: string, certain: boolean, words = ''): SchemeRepair =>
    endpointProblems(candidate).every((finding) => finding.severity === 'warning') ? { endpoint: candidate, certain, hint: `Write "${candidate}"${words}.` } : generic;
  if (scheme === 'http://') return offer(`mcp+${/\/sse\/?$/i.test(endpoint) ? 'sse' : 'http'}://${rest}`, true);
  // Never a hint to plain HTTP for a TLS URL.
  if (scheme === 'https://') return offer(`${TLS_SCHEME}${rest}`, false, " (MCP tooling's TLS form, not one of the specification's three, so a warning)");
  const prefixed = [scheme, `mcp+${scheme}`].find((candidate) => SCHEMES.includes(candidate));
  if (prefixed !== undefined) return offer(`${prefixed}${rest}`, true);
  const near = closestMatch(scheme, SCHEMES);
  if (near !== undefined) return offer(`${near}${rest}`, false);
  // A bare host and path more likely meant HTTP; a bare command, stdio.
  if (scheme === '' && /^(localhost|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)(:\d+)?(\/\S*)?$/.test(endpoint)) return offer(`mcp+http://${endpoint}`, false, " if it is the server's address");
  if (scheme === '') return offer(`mcp+stdio://${endpoint}`, true, ' if it is the command that starts the server');
  return generic;
}
