import { memoize } from '../../memo.js';
import { urlHostname } from './url-hostname.js';
import { findPlaceholders, SUBSTITUTED_NAME } from './placeholders.js';

/** The parts of a URL a placeholder may not stand in. */
export type UrlPart = 'scheme' | 'userinfo' | 'host' | 'port';

/** What is wrong with a URL template, as {@link parseUrlTemplate} finds it. */
export type UrlTemplateProblem =
  /** Leading or trailing white space. */
  | { readonly kind: 'whitespace' }
  /** A `{` or `}` that opens or closes no placeholder, at `index` (0-based). */
  | { readonly kind: 'unmatched-brace'; readonly brace: '{' | '}'; readonly index: number }
  /** A placeholder the runtime never fills, as its name is not letters, digits and `_` (`text` is the braces' content, first written at `index`, 0-based). */
  | { readonly kind: 'placeholder-name'; readonly text: string; readonly index: number }
  /** The placeholder `{name}` stands in the scheme, user info, host or port. */
  | { readonly kind: 'placeholder'; readonly part: UrlPart; readonly name: string }
  /** No `scheme://` at the start. */
  | { readonly kind: 'not-absolute' }
  /** A scheme other than http or https. */
  | { readonly kind: 'scheme'; readonly scheme: string }
  /** User info (`user:pw@`) written in the URL: `new Request()` refuses a URL with credentials. */
  | { readonly kind: 'credentials' }
  /** Nothing between `://` and the path (or only user info). */
  | { readonly kind: 'no-host' }
  /** A port that is not a number from 0 to 65535. */
  | { readonly kind: 'port'; readonly port: string }
  /** A host the WHATWG URL parser refuses. */
  | { readonly kind: 'host'; readonly host: string };

/** A URL template taken apart. */
export interface ParsedUrlTemplate {
  /** Every problem, in the order of the checks; empty when the template is a valid http(s) URL template. */
  readonly problems: readonly UrlTemplateProblem[];
  /**
   * The host, as WHATWG `URL.hostname` gives it (lower case, punycode, IPv6 in brackets, a
   * trailing dot kept), when scheme, user info, host and port are written literally and parse.
   */
  readonly host?: string;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// Where the runtime's own check ends the authority (`/^(https?):\/\/([^/?#]*)/i`).
const AUTHORITY_END = /[/?#]/;

/**
 * Takes apart a `spec.urlTemplate`: whether it is, with its `{param}` placeholders filled, an
 * absolute http or https URL with a host, whether a placeholder stands in its scheme, user info,
 * host or port (the runtime refuses those: the call's input would choose the server), and
 * whether each placeholder is one the runtime fills. Never throws.
 *
 * @example
 * ```ts
 * parseUrlTemplate('https://{region}.example.com/v1').problems;
 * // [{ kind: 'placeholder', part: 'host', name: 'region' }]
 * ```
 */
export const parseUrlTemplate: (template: string) => ParsedUrlTemplate = memoize(parseAfresh);

// Unmatched braces told of one template: a template of 600,000 braces was as many issues.
const MAX_BRACES_TOLD = 10;

function parseAfresh(template: string): ParsedUrlTemplate {
  const trimmed = template.trim();
  if (trimmed !== template) {
    // WHATWG strips it, so the request works, but the template is not the URL it seems to be.
    const lead = template.length - template.trimStart().length;
    const inner = parseAfresh(trimmed);
    const problems = inner.problems.map((p) => (p.kind === 'unmatched-brace' || p.kind === 'placeholder-name' ? { ...p, index: p.index + lead } : p));
    return { problems: [{ kind: 'whitespace' }, ...problems], ...(inner.host === undefined ? {} : { host: inner.host }) };
  }
  const placeholders = findPlaceholders(template).map((p) => ({ ...p, end: template.indexOf('}', p.index) + 1 }));
  // Placeholder text replaced by letters, so only the template's own delimiters shape the URL: in
  // one pass (a slice per placeholder made 60,000 placeholders cost 12 s).
  const pieces: string[] = [];
  let from = 0;
  for (const p of placeholders) {
    pieces.push(template.slice(from, p.index), 'x'.repeat(p.end - p.index));
    from = p.end;
  }
  pieces.push(template.slice(from));
  const masked = pieces.join('');
  const problems: UrlTemplateProblem[] = [];
  let braces = 0;
  for (let index = 0; index < masked.length && braces < MAX_BRACES_TOLD; index++) {
    const brace = masked[index];
    if (brace === '{' || brace === '}') {
      problems.push({ kind: 'unmatched-brace', brace, index });
      braces++;
    }
  }
  // Each placeholder text and name once per part: a template that repeats one is one problem, not one per time.
  const names = new Set<string>();
  for (const p of placeholders) {
    const text = template.slice(p.index + 1, p.end - 1);
    if (!SUBSTITUTED_NAME.test(text) && !names.has(text)) {
      names.add(text);
      problems.push({ kind: 'placeholder-name', text, index: p.index });
    }
  }
  const inside = (start: number, end: number, part: UrlPart): UrlTemplateProblem[] => {
    const found = new Set<string>();
    for (const p of placeholders) if (p.index >= start && p.index < end) found.add(p.name);
    return [...found].map((name) => ({ kind: 'placeholder', part, name }));
  };

  const scheme = SCHEME.exec(masked)?.[0].slice(0, -1);
  if (scheme === undefined) {
    const end = masked.search(/[:/?#]/);
    const inScheme = inside(0, end === -1 ? masked.length : end, 'scheme');
    return { problems: [...problems, ...(inScheme.length > 0 ? inScheme : [{ kind: 'not-absolute' } as const])] };
  }
  const inScheme = inside(0, scheme.length, 'scheme');
  if (inScheme.length > 0) return { problems: [...problems, ...inScheme] };
  if (!/^https?$/i.test(scheme)) return { problems: [...problems, { kind: 'scheme', scheme }] };
  if (!masked.startsWith('//', scheme.length + 1)) return { problems: [...problems, { kind: 'not-absolute' }] };

  const authorityStart = scheme.length + 3;
  const rest = masked.slice(authorityStart);
  const authorityEnd = authorityStart + (rest.search(AUTHORITY_END) === -1 ? rest.length : rest.search(AUTHORITY_END));
  const authority = masked.slice(authorityStart, authorityEnd);
  const hostStart = authorityStart + authority.lastIndexOf('@') + 1;
  const inUserinfo = inside(authorityStart, hostStart, 'userinfo');
  const hostPort = masked.slice(hostStart, authorityEnd);
  const bracket = hostPort.startsWith('[') ? hostPort.indexOf(']') : -1;
  const colon = hostPort.indexOf(':', bracket === -1 ? 0 : bracket);
  const hostEnd = colon === -1 ? authorityEnd : hostStart + colon;
  const misplaced = [...inUserinfo, ...inside(hostStart, hostEnd, 'host'), ...inside(hostEnd, authorityEnd, 'port')];
  if (misplaced.length > 0) return { problems: [...problems, ...misplaced] };
  if (/[{}]/.test(authority)) return { problems }; // a stray brace, reported above; the runtime refuses it there

  // WHATWG reads `\` as `/` and drops tabs and newlines, so it would see another host than the text shows.
  const written = template.slice(authorityStart, authorityEnd);
  if (/[\\\s]/.test(written)) return { problems: [...problems, { kind: 'host', host: written }] };
  const host = template.slice(hostStart, hostEnd);
  if (host === '') return { problems: [...problems, { kind: 'no-host' }] };
  // `https://@host/` has empty credentials, which fetch lets through; any user info text it refuses.
  if (hostStart - 1 > authorityStart) problems.push({ kind: 'credentials' });
  const port = colon === -1 ? '' : template.slice(hostEnd + 1, authorityEnd);
  if (!/^\d*$/.test(port) || Number(port) > 65535) return { problems: [...problems, { kind: 'port', port }] };
  const hostname = urlHostname(`${scheme}://${host}/`);
  if (hostname === undefined) return { problems: [...problems, { kind: 'host', host }] };
  return { problems, host: hostname };
}

/**
 * The host of a `spec.urlTemplate` (see {@link ParsedUrlTemplate.host}), or `undefined` when the
 * template is not an http(s) URL or a placeholder stands in its scheme, user info, host or port.
 *
 * @example
 * ```ts
 * urlTemplateHost('https://API.example.com/users/{id}'); // 'api.example.com'
 * urlTemplateHost('https://{tenant}.example.com/');      // undefined
 * ```
 */
export function urlTemplateHost(template: string): string | undefined {
  return parseUrlTemplate(template).host;
}
