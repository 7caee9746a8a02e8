import { selectDialect, type DialectOptions } from '../dialects/select.js';
import { propose } from '../proposal.js';
import { dialectUriProposals } from './dialect-uri-fix.js';
import type { Dialect } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import type { VetBudget } from '../source/budget.js';
import { checkFanOut } from './fan-out.js';
import { invalidIdVisitor } from './ids.js';
import { measureSchema } from './limits.js';
import { checkAgainstMetaSchema } from './meta.js';
import { nestedDialectVisitor } from './nested-dialect.js';
import { invalidPatternVisitor } from './patterns.js';
import { redosVisitor } from './redos/index.js';
import { findUnresolvedRefs } from './refs.js';
import { findStrictViolations } from './strict.js';
import { unsupportedVisitor } from './unsupported.js';
import { walkSubschemas } from './walk.js';

/** Options of schema vetting. */
export interface SchemaCheckOptions extends DialectOptions {
  /** Documents by URI that a `$ref` may reach; nothing is ever fetched. */
  readonly schemas?: Readonly<Record<string, unknown>>;
}

/** What vetting one of a tool's schemas found: its dialect (when one applies) and its issues. */
export interface SchemaVetting {
  readonly dialect?: Dialect;
  readonly issues: Issue[];
  /** Where each issue is best shown, when that is not its pointer (the `$schema` of a dialect issue). */
  readonly shownAt: Map<Issue, string>;
}

/**
 * Vets a tool's `input` or `output` schema at `pointer` without compiling it: its size, the
 * dialect rule, fan-out through references, the dialect's meta-schema, references, then one walk
 * over the subschemas for ids, patterns (validity and ReDoS), nested dialects and what Ajv
 * cannot compile, and for pack tools the strict-mode findings the Kindgi runtime refuses. Costly
 * work (ReDoS analysis) draws on `budget`, the vet's one budget.
 */
export function vetSchema(schema: unknown, pointer: string, transport: unknown, options: SchemaCheckOptions, limits: Limits, budget?: VetBudget): SchemaVetting {
  const shownAt = new Map<Issue, string>();
  const measure = measureSchema(schema, pointer, limits);
  if (measure.issues.length > 0) return { issues: measure.issues, shownAt };
  const choice = selectDialect(schema, typeof transport === 'string' ? transport : undefined, options);
  if (!choice.ok) {
    const plain: Issue = { code: choice.code, severity: 'error', pointer, message: `${pointer.slice(1)}: ${choice.message}`, ...(choice.hint ? { hint: choice.hint } : {}) };
    const issue = propose(plain, dialectUriProposals(choice.declared, `${pointer}/$schema`, transport, options));
    shownAt.set(issue, `${pointer}/$schema`);
    return { issues: [issue], shownAt };
  }
  const { dialect } = choice;
  // Without a reference, expansion is bounded by the schema's own size, which is already checked.
  const fanOut = measure.hasRefs ? checkFanOut(schema, dialect, pointer, limits.maxFanOut) : [];
  if (fanOut.length > 0) return { dialect, issues: fanOut, shownAt };
  const issues = checkAgainstMetaSchema(schema, dialect, pointer);
  if (measure.hasRefs || measure.hasIds) issues.push(...findUnresolvedRefs(schema, dialect, pointer, options));
  // One walk over the subschemas for every keyword-level check.
  const visitors = [
    invalidIdVisitor(dialect, pointer, issues),
    invalidPatternVisitor(pointer, issues),
    redosVisitor(transport === 'mcp' ? 'warning' : 'error', pointer, issues, budget),
    nestedDialectVisitor(dialect, pointer, issues),
    unsupportedVisitor(dialect, pointer, issues),
  ];
  walkSubschemas(schema, (subschema, place) => {
    for (const visit of visitors) visit(subschema, place);
  });
  if (transport !== 'mcp') issues.push(...findStrictViolations(schema, pointer));
  return { dialect, issues, shownAt };
}
