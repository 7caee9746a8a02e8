/** The characters of keys one cache holds at most: some 8 MB of strings at two bytes a character. */
export const MAX_CACHED_CHARS = 4 * 1024 * 1024;

/**
 * A map from strings that forgets its oldest entries past `maxEntries` entries or past `maxChars`
 * characters of keys, and never holds a key longer than a sixteenth of `maxChars`. The library's
 * caches are keyed by what manifests hold (patterns, URL templates, hosts), which a third party
 * writes: bounded by count alone, 10,000 distinct 1 MB patterns would have held 10 GB.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars = MAX_CACHED_CHARS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Remembers `value` for `key` as the newest entry, unless the key is too long to keep. */
  set(key: string, value: V): void {
    this.delete(key);
    if (key.length > this.maxChars / 16) return;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.chars + key.length <= this.maxChars) break;
      this.delete(oldest);
    }
    this.entries.set(key, value);
    this.chars += key.length;
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.chars -= key.length;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}
