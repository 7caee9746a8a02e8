import { DEFAULT_LIMITS, type Limits } from './limits.js';
import { readTree } from './source/tree.js';

/** The most one registered document may hold, counted as compact JSON (a meta-schema holds some 10 KB). */
export const MAX_REGISTERED_DOCUMENT_BYTES = 8 * 1024 * 1024;

// What leaves a document not read whole; the other issues of a read (a value JSON has no form for, left out) do not.
const UNREAD = new Set(['manifest/cycle', 'manifest/unreadable', 'limit/size', 'limit/depth']);

const READ_LIMITS: Limits = Object.freeze({ ...DEFAULT_LIMITS, maxBytes: MAX_REGISTERED_DOCUMENT_BYTES, maxProperties: Infinity });

// Each registry object's documents as read, by URI, kept while it holds the same document there: a registry is read once, as its digest is made once.
const readDocuments = new WeakMap<object, Map<string, { readonly given: unknown; readonly tree: unknown }>>();

/**
 * A registered document (`options.schemas[uri]`) as the plain JSON tree the vet reads a
 * manifest into, read once per registry object: every later step (the vet's `$ref` and
 * meta-schema look-ups, the compilers) reads the copy, never the caller's value. What JSON has no
 * form for (`undefined`, a function) is left out, as `JSON.stringify` leaves it out, and a
 * primitive is kept as it is (it is no schema, and the vet says so where it is used); a document
 * that cannot be read whole (a cycle, a getter or Proxy trap that throws, nesting past 512
 * levels, more than {@link MAX_REGISTERED_DOCUMENT_BYTES}) is a `TypeError` naming it: the
 * registry is the caller's, so its faults are the caller's bug, not the manifest's.
 *
 * @example
 * ```ts
 * registeredDocument(options.schemas, 'https://example.com/geo.json', geo, 'options.schemas["https://example.com/geo.json"]');
 * ```
 */
export function registeredDocument(registry: object, uri: string, given: unknown, name: string): unknown {
  if (typeof given !== 'object' || given === null) return given;
  const known = readDocuments.get(registry)?.get(uri);
  if (known !== undefined && known.given === given) return known.tree;
  const reading = readTree(given, true, READ_LIMITS);
  const problem = reading.issues.find((issue) => UNREAD.has(issue.code));
  if (reading.tree === undefined || problem !== undefined) {
    const where = problem === undefined || problem.pointer === '' ? '' : ` at ${problem.pointer}`;
    throw new TypeError(`${name} cannot be read as a JSON document${where}: ${problem?.message ?? 'nothing could be read.'}`);
  }
  const documents = readDocuments.get(registry) ?? new Map<string, { readonly given: unknown; readonly tree: unknown }>();
  documents.set(uri, { given, tree: reading.tree });
  readDocuments.set(registry, documents);
  return reading.tree;
}
