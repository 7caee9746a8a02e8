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
// engine (src/validators/rewrite.ts, route.ts); what is left is refused by the specification itself.
const CUSTOM_META_SCHEMA = 'Refused by design: `$schema` names the suite’s own meta-schema, and a tool may declare only draft-06, draft-07, 2019-09 or 2020-12 (dialect/unknown); Ajv does not implement `$vocabulary` either.';

const MODERN = ['2019-09', '2020-12'] as const;

/** Every known failure, by dialect. */
export const SUITE_SKIPS: readonly SuiteSkip[] = [
  ...MODERN.flatMap((dialect) => [
    { dialect, file: 'vocabulary.json', group: 'schema that uses custom metaschema with with no validation vocabulary', reason: CUSTOM_META_SCHEMA },
    { dialect, file: 'vocabulary.json', group: 'ignore unrecognized optional vocabulary', reason: CUSTOM_META_SCHEMA },
  ]),
];
