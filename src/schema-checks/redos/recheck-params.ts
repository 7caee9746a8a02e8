/** The parameters of recheck this library passes (a subset of recheck's own). */
export interface RecheckParameters {
  readonly checker: 'automaton' | 'fuzz';
  readonly timeout: number;
  readonly randomSeed: number;
  readonly maxNFASize?: number;
  readonly maxPatternSize?: number;
  readonly incubationTimeout?: null;
  readonly seedingTimeout?: null;
  readonly recallTimeout?: number;
  readonly maxIteration?: number;
  readonly maxInitialGenerationSize?: number;
  readonly maxGenerationSize?: number;
  readonly incubationLimit?: number;
}

/** What recheck answers (the fields read here). */
export interface RecheckResult {
  readonly status: 'safe' | 'vulnerable' | 'unknown';
  readonly complexity?: { readonly type: string; readonly degree?: number };
  readonly attack?: { readonly pattern: string };
  readonly error?: { readonly kind: string; readonly message?: string };
}

/** One request to the worker. */
export interface RecheckRequest {
  readonly id: number;
  readonly pattern: string;
  readonly params: RecheckParameters;
  readonly fallback?: RecheckParameters;
}

/** The default recheck backstop of one pattern (the client passes the time its caller waits): work is bounded by the parameters below first. */
export const RECHECK_TIMEOUT_MS = 1_000;

// Counted bounds, so that the same pattern gets the same verdict on any machine: the automaton
// checker is exact within its NFA size; the fuzzer runs from a fixed seed and reads a bounded number
// of characters (its own counts), with every per-step timeout off. The timeout is only the backstop.
export const AUTOMATON: RecheckParameters = { checker: 'automaton', timeout: RECHECK_TIMEOUT_MS, randomSeed: 0, maxNFASize: 35_000, maxPatternSize: 1_500 };
// The fuzzer is a search, not a proof (its `safe` means no attack was found); kept small, as it
// only sees the lookarounds and backreferences nothing else here can analyse.
export const FUZZ: RecheckParameters = { checker: 'fuzz', timeout: RECHECK_TIMEOUT_MS, randomSeed: 0, incubationTimeout: null, seedingTimeout: null, recallTimeout: -1, maxIteration: 2, maxInitialGenerationSize: 50, maxGenerationSize: 20, incubationLimit: 5_000 };
