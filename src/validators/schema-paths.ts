/**
 * What reducing errors asks of Ajv's schema paths, answered once per path: Ajv's `schemaPath` is a
 * string literal of the generated code, the same on every call, so its facts are one lookup away,
 * where comparing it with a union's path character by character costs more than Ajv spent on it.
 */
export interface SchemaPaths {
  readonly ids: Map<string, PathFacts>;
}

interface PathFacts {
  readonly id: number;
  /** The ids of the paths it lies under (`#/a/b` lies under `#/a` and `#`). */
  readonly under: readonly number[];
}

// The facts of a schema are bounded by its size; a bound keeps unforeseen paths from growing them.
const MAX_PATHS = 20_000;

/** An empty {@link SchemaPaths}, for one validator. */
export function schemaPaths(): SchemaPaths {
  return { ids: new Map() };
}

/**
 * Whether `path` lies under `base` (starts with `base/`), the same as comparing their characters;
 * `baseId` is {@link pathId} of `base`, looked up once for a run of paths.
 */
export function liesUnder(paths: SchemaPaths, path: string, base: string, baseId: number): boolean {
  const facts = baseId < 0 ? undefined : factsOf(paths, path);
  if (facts === undefined) return path.length > base.length && path.charCodeAt(base.length) === 47 && path.startsWith(base);
  return facts.under.includes(baseId);
}

/** A path's id in `paths` (-1 past their bound). */
export function pathId(paths: SchemaPaths, path: string): number {
  return factsOf(paths, path)?.id ?? -1;
}

function factsOf(paths: SchemaPaths, path: string): PathFacts | undefined {
  const known = paths.ids.get(path);
  if (known !== undefined || paths.ids.size >= MAX_PATHS) return known;
  const under: number[] = [];
  for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) {
    const prefix = path.slice(0, at);
    const facts = paths.ids.get(prefix) ?? factsOf(paths, prefix);
    if (facts === undefined) return undefined;
    under.push(facts.id);
  }
  const facts: PathFacts = { id: paths.ids.size, under };
  paths.ids.set(path, facts);
  return facts;
}
