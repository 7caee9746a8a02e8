// Ancestors this shallow are compared one by one (cheaper than a Set's hashing, and real manifests
// nest a dozen levels); deeper ones go to a Set, so a deep hostile value stays linear.
const SHALLOW = 32;

/**
 * The objects and arrays being read, by depth, so that a value met again inside itself (a cycle)
 * is told apart from one merely shared (a DAG). Used by the tree reader alone.
 */
export class Ancestors {
  private readonly shallow: object[] = [];
  // Made on the first value that deep: one reader is built per vet, and real manifests never need it.
  private deep: Set<object> | undefined;

  /** Whether `value` is being read above `depth`. */
  has(value: object, depth: number): boolean {
    const { shallow } = this;
    for (let level = 0, end = Math.min(depth, SHALLOW); level < end; level++) if (shallow[level] === value) return true;
    return depth > SHALLOW && this.deep !== undefined && this.deep.has(value);
  }

  /** Notes that `value`, at `depth`, is being read. */
  enter(value: object, depth: number): void {
    if (depth < SHALLOW) this.shallow[depth] = value;
    else (this.deep ??= new Set()).add(value);
  }

  /** Notes that `value`, at `depth`, has been read. */
  leave(value: object, depth: number): void {
    if (depth >= SHALLOW) this.deep?.delete(value);
  }
}
