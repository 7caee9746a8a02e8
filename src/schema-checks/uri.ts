import { requireLazily } from '../runtime/lazy-require.js';

interface UriResolver {
  resolve(base: string, ref: string): string;
}

// Ajv resolves every `$id` and `$ref` with this resolver (fast-uri, re-exported by ajv), so
// using the same one makes "resolves here" mean "resolves in compile", normalisation included.
let uriResolver: UriResolver | undefined;
const resolver = (): UriResolver => (uriResolver ??= (requireLazily('ajv/dist/runtime/uri') as { default: UriResolver }).default);

// Resolution is pure and the same few references recur across a manifest's schemas and runs.
const MEMO_SIZE = 4096;
const memo = new Map<string, Map<string, string | undefined>>();
let memoized = 0;

/** Drops a trailing `#` or `#/`, as Ajv does before it resolves or registers a URI. */
export function normalizeId(id: string): string {
  return id.replace(/#\/?$/, '');
}

/**
 * Resolves `ref` against `base` the way Ajv's `resolveUrl` does; `undefined` when either is
 * malformed (Ajv's compile would throw a plain error there, never a missing-reference one).
 */
export function resolveUri(base: string, ref: string): string | undefined {
  let byRef = memo.get(base);
  if (byRef?.has(ref)) return byRef.get(ref);
  let resolved: string | undefined;
  try {
    resolved = resolver().resolve(base, normalizeId(ref));
  } catch {
    resolved = undefined;
  }
  if (memoized >= MEMO_SIZE) {
    memo.clear();
    memoized = 0;
    byRef = undefined;
  }
  if (byRef === undefined) memo.set(base, (byRef = new Map()));
  byRef.set(ref, resolved);
  memoized++;
  return resolved;
}

/** The URI an `$id` (or an anchor as `#name`) registers under, from its parent's base, as Ajv does. */
export function identify(parentBase: string, id: string): string | undefined {
  if (!parentBase) return normalizeId(id); // Ajv keeps an `$id` with no base as written
  const resolved = resolveUri(parentBase, id);
  return resolved === undefined ? undefined : normalizeId(resolved);
}

/** Splits a URI at its first `#`: the resource part and the fragment (`undefined` when none). */
export function splitFragment(uri: string): [resource: string, fragment: string | undefined] {
  const hash = uri.indexOf('#');
  return hash < 0 ? [uri, undefined] : [uri.slice(0, hash), uri.slice(hash + 1)];
}

/** The reference tokens of a JSON-pointer fragment (percent-decoded, then `~1`/`~0`); `undefined` if malformed. */
export function fragmentTokens(fragment: string): string[] | undefined {
  if (!fragment.startsWith('/')) return undefined;
  try {
    return fragment
      .slice(1)
      .split('/')
      .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'));
  } catch {
    return undefined;
  }
}
