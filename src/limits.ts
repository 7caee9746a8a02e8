/** Bounds on what a manifest may make the library (and a runtime) do. Every breach is a `limit/…` issue. */
export interface Limits {
  /** Manifest text size, in bytes (UTF-8). */
  readonly maxBytes: number;
  /** Nesting of objects and arrays inside one schema. */
  readonly maxDepth: number;
  /** Objects (subschemas and the objects that hold them) inside one schema. */
  readonly maxSubschemas: number;
  /** Keys of any one object in the manifest. */
  readonly maxProperties: number;
  /** Subschema evaluations one value can expand into through `$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`. */
  readonly maxFanOut: number;
  /** Wall-clock milliseconds one vet may take before it skips its remaining costly steps (a backstop: work is counted first). */
  readonly maxVetMs: number;
  /**
   * Wall-clock milliseconds one pack or tool list may take (`vetPack`, `loadPack`,
   * `vetMcpToolList`), its tools' vets together; the tools not reached by then are not vetted.
   * A single vet does not read it.
   */
  readonly maxListMs: number;
}

/** The default limits: far above any real tool, far below what hurts a runtime. Frozen: a call changes its own with `limits`. */
export const DEFAULT_LIMITS: Limits = Object.freeze({
  maxBytes: 1024 * 1024,
  maxDepth: 64,
  maxSubschemas: 10_000,
  maxProperties: 1_000,
  maxFanOut: 10_000,
  maxVetMs: 1_000,
  maxListMs: 5_000,
});

/** The defaults with a caller's overrides applied. */
export function effectiveLimits(overrides: Partial<Limits> | undefined): Limits {
  return overrides === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, ...overrides };
}
