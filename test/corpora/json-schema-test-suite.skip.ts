import type { Dialect } from '../../src/index.js';

/**
 * A required case of the JSON Schema Test Suite that compileToolValidators is known to fail, and
 * why. Without `test`, the entry covers a whole group, every case of which fails. The conformance
 * test also fails when a listed case passes, so this list cannot outlive the limitation it names.
 */
export interface SuiteSkip {
  readonly dialect: Dialect;
  readonly file: string;
  readonly group: string;
  readonly test?: string;
  readonly reason: string;
}

// Every Ajv limitation the suite used to show is fixed by an exact rewrite or routed to the second
// engine (src/validators/rewrite.ts, route.ts), and a `$schema` naming the suite's own meta-schemas
// (vocabulary.json) is read through the registered remotes' `$vocabulary` (src/dialects/meta-schema.ts).

/** Every known failure, by dialect: none today. */
export const SUITE_SKIPS: readonly SuiteSkip[] = [];
