import { dialectByUri, dialectRow } from '../../dialects/table.js';
import { joinPointer } from '../../issue.js';
import { DEFAULT_LIMITS } from '../../limits.js';
import { vetSchema } from '../../schema-checks/index.js';
import type { VetBudget } from '../../source/budget.js';

/** A problem in an embedded schema: where it is best shown, and what to say. */
export interface EmbeddedSchemaProblem {
  readonly pointer: string;
  readonly message: string;
  readonly hint?: string;
  /** Set when the problem is milder than an error (a ReDoS warning, a pattern left unanalysed). */
  readonly severity?: 'warning' | 'info';
}

const URI_2020_12 = dialectRow('2020-12').uri;
const NO_OPTIONS = {};

/**
 * Vets a Draft 2020-12 schema that a manifest carries outside `input` and `output` (a
 * `needsSpec` value) as `input` is vetted, without compiling: size and depth, fan-out, the
 * 2020-12 meta-schema, ids, references, patterns, nested dialects, what Ajv refuses, and with
 * `strict` the strict-mode lint too (unknown keywords, union types, unknown formats), as the
 * runtime compiles `needsSpec.secrets` and `needsSpec.env` schemas in Ajv strict mode. Such a
 * schema is always 2020-12: a `$schema` naming anything else is a problem, and the rest is still
 * vetted as 2020-12. Pointers are under `pointer`; never throws. Costly work draws on `budget`,
 * the vet's one budget, when given.
 */
export function vetEmbeddedSchema(schema: Record<string, unknown>, pointer: string, strict: boolean, budget?: VetBudget): EmbeddedSchemaProblem[] {
  const problems: EmbeddedSchemaProblem[] = [];
  let rest = schema;
  if (Object.hasOwn(schema, '$schema')) {
    const { $schema: declared, ...others } = schema;
    if (typeof declared !== 'string' || dialectByUri(declared)?.id !== '2020-12') {
      problems.push({
        pointer: joinPointer(pointer, '$schema'),
        message: `$schema is ${JSON.stringify(declared)}, but this schema is always Draft 2020-12.`,
        hint: `Remove "$schema" or set it to "${URI_2020_12}".`,
      });
      rest = others;
    }
  }
  // The transport only turns the strict-mode lint on (a pack tool's) or off ("mcp"); with no
  // foreign `$schema` left, the dialect is 2020-12 whatever the transport.
  const vetting = vetSchema(rest, pointer, strict ? 'native' : 'mcp', NO_OPTIONS, DEFAULT_LIMITS, budget);
  for (const issue of vetting.issues) {
    problems.push({
      pointer: issue.pointer,
      message: issue.message,
      ...(issue.hint === undefined ? {} : { hint: issue.hint }),
      ...(issue.severity === 'error' ? {} : { severity: issue.severity }),
    });
  }
  return problems;
}
