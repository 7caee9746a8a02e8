/** Where in the original schema an object a migration built came from. */
export interface Source {
  /** The original object's pointer. */
  readonly pointer: string;
  /** Each key the migration renamed, with the original key it was written from (`$defs` → `definitions`). */
  readonly renamed?: ReadonlyMap<string, string>;
}

/** The source of each object a migration built, by the object. */
export type Sources = ReadonlyMap<object, Source>;

let recorder: Map<object, Source> | undefined;

/**
 * Runs a migration and notes the source of each object it builds. A migrated value is a new
 * value, and JavaScript orders an object's integer-like keys ("1", "20") before the others
 * whatever order they were written in; a writer that has the original text looks the author's
 * order up at those sources (`migrate` does). Only a run inside this pays for the notes.
 */
export function recordingSources<T>(migrate: () => T): { readonly result: T; readonly sources: Sources } {
  const previous = recorder;
  const sources = new Map<object, Source>();
  recorder = sources;
  try {
    return { result: migrate(), sources };
  } finally {
    recorder = previous;
  }
}

/** Notes, when a run is recording, that `made` was built from the object at `pointer` of the original schema; returns `made`. */
export function madeFrom<T extends object>(made: T, pointer: string, renamed?: ReadonlyMap<string, string>): T {
  recorder?.set(made, renamed === undefined ? { pointer } : { pointer, renamed });
  return made;
}
