
/** A least-recently-used map with a size bound: a `Map` keeps insertion order, so the first key is the oldest. */
export class LruCache<K, V> {
  #max: number;
  readonly #entries = new Map<K, V>();

  constructor(max: number) {
    this.#max = checkedMax(max);
  }

  get max(): number {
    return this.#max;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#evict();
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Changes the bound, dropping the oldest entries if there are now too many. */
  resize(max: number): void {
    this.#max = checkedMax(max);
    this.#evict();
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#max) return;
      this.#entries.delete(key);
    }
  }
}

function checkedMax(max: number): number {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`The validator cache size must be a whole number of entries, 0 or more, not ${String(max)}.`);
  return max;
}

/**
 * JSON text with every object's keys sorted, so two schemas with the same content give the same
 * text whatever their key order or object identity. Follows `JSON.stringify` for what JSON lacks
 * (`undefined` and functions leave an object, become `null` in an array).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (isAbsent(item) ? 'null' : canonicalJson(item))).join(',')}]`;
  const object = value as Record<string, unknown>;
  const members = Object.keys(object)
    .sort()
    .filter((key) => !isAbsent(object[key]))
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`);
  return `{${members.join(',')}}`;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

// A registry can hold many large documents: the cache key carries a digest of it, computed once per registry object.
const registryDigests = new WeakMap<object, string>();

/** A digest of a `schemas` registry's content ('' when there is none), for cache keys. */
export function registryDigest(registry: Readonly<Record<string, unknown>> | undefined): string {
  if (registry === undefined || Object.keys(registry).length === 0) return '';
  let digest = registryDigests.get(registry);
  if (digest === undefined) {
    digest = contentDigest(canonicalJson(registry));
    registryDigests.set(registry, digest);
  }
  return digest;
}

/**
 * A 106-bit digest of a text (two 53-bit cyrb53 hashes with different seeds): enough to tell the
 * caller's registries apart in a cache key, with no Node built-in, so it runs in a browser too.
 */
export function contentDigest(text: string): string {
  return `${cyrb53(text, 0x9e3779b9).toString(36)}.${cyrb53(text, 0x85ebca6b).toString(36)}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
