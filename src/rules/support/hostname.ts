import { memoize } from '../../memo.js';
import { urlHostname } from './url-hostname.js';

// A label of RFC 1123 §2.1 (RFC 952 as relaxed there): letters, digits and hyphens, 1 to 63
// characters, neither first nor last a hyphen; it may begin with a digit.
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Whether `text` is a host name as RFC 1123 allows one: dot-separated labels of letters, digits
 * and hyphens, 253 characters at most, no trailing dot. Dotted IPv4 addresses pass too.
 *
 * @example
 * ```ts
 * isHostname('api.example.com'); // true
 * isHostname('api_v2.example.com'); // false
 * ```
 */
export function isHostname(text: string): boolean {
  return text.length > 0 && text.length <= 253 && text.split('.').every((label) => LABEL.test(label));
}

/**
 * Whether `text` may stand in an allowlist of hosts: a host name, a wildcard `*.` before one
 * (`*.example.com`), or an IPv6 address in brackets (`[::1]`); written as a URL's host would be, so
 * that it can match one.
 */
export function isHostPattern(text: string): boolean {
  // Remembered for entries a host can be (at most 253 characters and brackets or a wildcard), not for any text.
  return text.length > 260 ? isHostPatternAfresh(text) : knownHostPattern(text);
}

const knownHostPattern = memoize(isHostPatternAfresh);

function isHostPatternAfresh(text: string): boolean {
  const name = text.startsWith('*.') ? text.slice(2) : text;
  if (name.startsWith('[')) return name === text && /^\[[0-9A-Fa-f:.]+\]$/.test(name) && urlHostname(`http://${name}/`) !== undefined;
  // A name WHATWG reads otherwise (`1.2.3` is the IPv4 address 1.2.0.3, `a.123` is refused) never matches a URL's host.
  return isHostname(name) && urlHostname(`http://${name}/`) === name.toLowerCase();
}

/**
 * Whether an allowlist entry covers a host (as WHATWG `URL.hostname` gives it). Names compare
 * without regard to case and to a trailing dot; `*.example.com` covers every name under
 * `example.com` (`api.example.com`, `a.b.example.com`), not `example.com` itself.
 *
 * @example
 * ```ts
 * hostPatternCovers('*.example.com', 'api.example.com'); // true
 * hostPatternCovers('*.example.com', 'example.com');     // false
 * ```
 */
export function hostPatternCovers(pattern: string, host: string): boolean {
  const name = (host.endsWith('.') ? host.slice(0, -1) : host).toLowerCase();
  const wanted = pattern.startsWith('[') ? (urlHostname(`http://${pattern}/`) ?? pattern) : pattern.toLowerCase();
  if (wanted.startsWith('*.')) return name.endsWith(wanted.slice(1)) && name.length > wanted.length - 1;
  return name === wanted;
}

/**
 * The host pattern an author probably meant by an entry that is not one: the host of a URL
 * (`https://api.example.com/v1` → `api.example.com`), without a port or trailing dot, in
 * punycode (`bücher.example` → `xn--bcher-kva.example`), an IPv6 address in brackets (`::1` → `[::1]`).
 * `undefined` when nothing fits.
 */
export function suggestHostPattern(text: string): string | undefined {
  const trimmed = text.trim();
  const wildcard = trimmed.startsWith('*.');
  const rest = wildcard ? trimmed.slice(2) : trimmed;
  // An IPv6 address written bare (`::1`) parses only in the brackets a URL's host has.
  const hostname = urlHostname(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(rest) ? rest : `http://${rest}`) ?? (rest.includes(':') ? urlHostname(`http://[${rest}]/`) : undefined);
  if (hostname === undefined) return undefined;
  const candidate = (wildcard ? '*.' : '') + hostname.replace(/\.$/, '');
  return candidate !== text && isHostPattern(candidate) ? candidate : undefined;
}
