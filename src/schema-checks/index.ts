import { selectDialect, type DialectOptions } from '../dialects/select.js';
import type { Dialect } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import { checkFanOut } from './fan-out.js';
import { findInvalidIds } from './ids.js';
import { checkSchemaSize } from './limits.js';
import { checkAgainstMetaSchema } from './meta.js';
import { findNestedDialects } from './nested-dialect.js';
import { findInvalidPatterns } from './patterns.js';
import { findRedosPatterns } from './redos.js';
import { findUnresolvedRefs } from './refs.js';
import { findStrictViolations } from './strict.js';
import { findUnsupported } from './unsupported.js';

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
 * Vets a tool's `input` or `output` schema at `pointer` without compiling it: the dialect rule,
 * the dialect's meta-schema, then one traversal each for references, patterns and nested
 * dialects, and for pack tools the strict-mode findings the Kindgi runtime refuses.
 */
export function vetSchema(schema: unknown, pointer: string, transport: unknown, options: SchemaCheckOptions, limits: Limits): SchemaVetting {
  const shownAt = new Map<Issue, string>();
  const tooBig = checkSchemaSize(schema, pointer, limits);
  if (tooBig.length > 0) return { issues: tooBig, shownAt };
  const choice = selectDialect(schema, typeof transport === 'string' ? transport : undefined, options);
  if (!choice.ok) {
    const issue: Issue = { code: choice.code, severity: 'error', pointer, message: `${pointer.slice(1)}: ${choice.message}`, ...(choice.hint ? { hint: choice.hint } : {}) };
    shownAt.set(issue, `${pointer}/$schema`);
    return { issues: [issue], shownAt };
  }
  const { dialect } = choice;
  // An endless or exploding expansion is refused before anything else walks the references.
  const fanOut = checkFanOut(schema, dialect, pointer, limits.maxFanOut);
  if (fanOut.length > 0) return { dialect, issues: fanOut, shownAt };
  const issues = [
    ...checkAgainstMetaSchema(schema, dialect, pointer),
    ...findInvalidIds(schema, dialect, pointer),
    ...findUnresolvedRefs(schema, dialect, pointer, options),
    ...findInvalidPatterns(schema, pointer),
    ...findRedosPatterns(schema, transport === 'mcp' ? 'warning' : 'error', pointer),
    ...findNestedDialects(schema, dialect, pointer),
    ...findUnsupported(schema, dialect, pointer),
    ...(transport === 'mcp' ? [] : findStrictViolations(schema, pointer)),
  ];
  return { dialect, issues, shownAt };
}
