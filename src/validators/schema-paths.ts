/**
 * What reducing errors asks of Ajv's schema paths, answered once per path: Ajv's `schemaPath` is a
 * string literal of the generated code, the same on every call, so its facts are one lookup away,
 * where comparing it with a union's path character by character costs more than Ajv spent on it.
 */
export interface SchemaPaths {
  readonly ids: Map<string, PathFacts>;
  /**
   * The facts last looked up for each place in a list of errors: the same data gives the same
   * errors in the same order, so the path at a place is most often the one there before, and
   * telling so costs one comparison of two interned strings (their identity), not a lookup.
   */
  readonly slots: (PathFacts | undefined)[];
  /** The most paths it holds facts of; past it, a path has none, and is compared instead. */
  readonly maxPaths: number;
}

/** What one schema path is made of, as ids of the paths it lies under. */
export interface PathFacts {
  readonly path: string;
  readonly id: number;
  /**
   * The ids of the path's prefixes that end before a `/`, shortest first, then its own: `#/a/b`
   * has those of `#`, `#/a` and `#/a/b`. So a path lies under one of `n` segments when it has more
   * and its `n`th is that one's id, and its `n + 1`th names which of that one's children it is under.
   */
  readonly prefixes: readonly number[];
  /** The ids of the paths `then` and `else` beside an `if` path, once asked (-1 until then). */
  thenId: number;
  elseId: number;
}

// The facts of a schema are bounded by its size; a bound keeps unforeseen paths from growing them.
const MAX_PATHS = 20_000;

/** An empty {@link SchemaPaths}, for one validator. */
export function schemaPaths(maxPaths = MAX_PATHS): SchemaPaths {
  return { ids: new Map(), slots: [], maxPaths };
}

/** Whether the path of `facts` lies under that of `base` (starts with it and a `/`). */
export function isUnderFacts(facts: PathFacts, base: PathFacts): boolean {
  return liesUnderId(facts, base.prefixes.length, base.id);
}

/** Whether the path of `facts` lies under the path of `segments` segments whose id is `id`: its prefix of that length is that path. */
export function liesUnderId(facts: PathFacts, segments: number, id: number): boolean {
  return facts.prefixes.length > segments && facts.prefixes[segments - 1] === id;
}

/**
 * The id of the `then` or `else` path beside an `if` path (`#/x/then` for `#/x/if`), looked up on
 * first need and kept: -1 past the bound.
 */
export function branchOfIf(paths: SchemaPaths, ifPath: string, facts: PathFacts, keyword: unknown): number {
  if (keyword === 'then') return facts.thenId >= 0 ? facts.thenId : (facts.thenId = factsOf(paths, `${ifPath.slice(0, -2)}then`)?.id ?? -1);
  if (keyword === 'else') return facts.elseId >= 0 ? facts.elseId : (facts.elseId = factsOf(paths, `${ifPath.slice(0, -2)}else`)?.id ?? -1);
  return -1;
}

/** {@link factsOf} `path`, the schema path of the error at `slot` in a list of errors. */
export function factsAt(paths: SchemaPaths, path: string, slot: number): PathFacts | undefined {
  const last = paths.slots[slot];
  if (last !== undefined && last.path === path) return last;
  const facts = factsOf(paths, path);
  if (slot < MAX_SLOTS && slot <= paths.slots.length) paths.slots[slot] = facts;
  return facts;
}

// Errors past this place in a list are looked up each time: a list that long is rare, and its slots would be many.
const MAX_SLOTS = 1_000;

/** The facts of a path, built on first sight (undefined past the bound). */
export function factsOf(paths: SchemaPaths, path: string): PathFacts | undefined {
  return paths.ids.get(path) ?? newFacts(paths, path);
}

function newFacts(paths: SchemaPaths, path: string): PathFacts | undefined {
  if (paths.ids.size >= paths.maxPaths) return undefined;
  // The longest known prefix, then each longer one in turn, so no path's prefixes are listed twice.
  const cuts: number[] = [];
  let parent: PathFacts | undefined;
  for (let at = path.lastIndexOf('/'); at >= 0; at = at === 0 ? -1 : path.lastIndexOf('/', at - 1)) {
    parent = paths.ids.get(path.slice(0, at));
    if (parent !== undefined) break;
    cuts.push(at);
  }
  let prefixes: readonly number[] = parent?.prefixes ?? [];
  for (let index = cuts.length - 1; index >= -1; index--) {
    if (paths.ids.size >= paths.maxPaths) return undefined;
    const id = paths.ids.size;
    prefixes = [...prefixes, id];
    const prefix = index >= 0 ? path.slice(0, cuts[index]) : path;
    const facts: PathFacts = { path: prefix, id, prefixes, thenId: -1, elseId: -1 };
    paths.ids.set(prefix, facts);
    if (index < 0) return facts;
  }
  return undefined;
}
