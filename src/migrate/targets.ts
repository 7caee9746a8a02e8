/**
 * The document pointers that the `$ref`s of a schema point into, asked of each subschema as it is
 * migrated: one lookup each in a set and a sorted list, so that a schema of many references is
 * migrated in n log n, not in references × subschemas.
 */
export class RefTargets {
  private readonly exact: ReadonlySet<string>;
  private readonly sorted: readonly string[];

  constructor(targets: readonly string[]) {
    this.exact = new Set(targets);
    // Code-unit order, the order of `<`: the targets under one pointer sit together in it.
    this.sorted = [...this.exact].sort();
  }

  /** Whether some `$ref` points at `pointer` or into what is under it. */
  reaches(pointer: string): boolean {
    return this.exact.has(pointer) || this.under(pointer);
  }

  /** Whether some `$ref` points strictly under `pointer`. */
  under(pointer: string): boolean {
    const prefix = `${pointer}/`;
    const { sorted } = this;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low < sorted.length && (sorted[low] as string).startsWith(prefix);
  }
}
