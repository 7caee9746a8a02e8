import { chooseDialect, type DialectChoice, type DialectOptions } from '../dialects/select.js';
import { restrictedCopy } from './restrict.js';
import { propose } from '../proposal.js';
import { dialectUriProposals } from './dialect-uri-fix.js';
import type { Dialect } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import type { VetBudget } from '../source/budget.js';
import { checkFanOut } from './fan-out.js';
import { ID_VISITOR_KEYWORDS, invalidIdVisitor } from './ids.js';
import { NESTED_DIALECT_KEYWORDS, nestedDialectVisitor } from './nested-dialect.js';
import { invalidPatternVisitor, PATTERN_KEYWORDS } from './patterns.js';
import { redosVisitor } from './redos/index.js';
import { checkRefs } from './refs.js';
import type { Survey } from './resources.js';
import { findStrictViolations } from './strict.js';
import { strictProfileVisitor, type StrictProfile } from './strict-profile.js';
import { UNSUPPORTED_KEYWORDS, unsupportedVisitor } from './unsupported.js';
import { LazyVisitors } from './walk/lazy-visitors.js';
import { rootFacts, type RootFacts } from './walk/root-facts.js';
import { KeywordSubscriptions, walkSchema, type SchemaWalk, type SubschemaVisitor } from './walk/walk-schema.js';

/** Options of schema vetting. */
export interface SchemaCheckOptions extends DialectOptions {
  /** Documents by URI that a `$ref` may reach; nothing is ever fetched. */
  readonly schemas?: Readonly<Record<string, unknown>>;
}

/** What vetting one of a tool's schemas found: its dialect (when one applies), its issues and the facts rules read. */
export interface SchemaVetting {
  readonly dialect?: Dialect;
  readonly issues: Issue[];
  /** What the schema says about its root value (properties, required, type…), for the rules. */
  readonly rootFacts: RootFacts;
}

/** What the walk's visitors are made with, when the walk first wakes each. */
interface VisitorContext {
  readonly dialect: Dialect;
  readonly pointer: string;
  readonly found: Issue[];
  readonly transport: unknown;
  readonly budget: VetBudget | undefined;
  readonly strict: StrictProfile;
}

// Each visitor is made on the first subschema that holds one of its keywords (most schemas hold none).
const VISITORS: readonly ((context: VisitorContext) => SubschemaVisitor)[] = [
  ({ dialect, pointer, found }) => invalidIdVisitor(dialect, pointer, found),
  ({ pointer, found }) => invalidPatternVisitor(pointer, found),
  ({ transport, pointer, found, budget }) => redosVisitor(transport === 'mcp' ? 'warning' : 'error', pointer, found, budget),
  ({ dialect, pointer, found }) => nestedDialectVisitor(dialect, pointer, found),
  ({ dialect, pointer, found }) => unsupportedVisitor(dialect, pointer, found),
];
// The keywords of the visitors above, in their order: each is called only where its keywords are.
const KEYWORDS = [ID_VISITOR_KEYWORDS, PATTERN_KEYWORDS, PATTERN_KEYWORDS, NESTED_DIALECT_KEYWORDS, UNSUPPORTED_KEYWORDS];
const SUBSCRIPTIONS = new KeywordSubscriptions(KEYWORDS);
// A pack tool's schemas also get the strict lint: one more visitor, on every subschema, says whether it can find anything.
const PACK_VISITORS: readonly ((context: VisitorContext) => SubschemaVisitor)[] = [...VISITORS, ({ strict }) => strictProfileVisitor(strict)];
const PACK_SUBSCRIPTIONS = new KeywordSubscriptions([...KEYWORDS, undefined]);

// The resources survey the walk already did: as deep and as large as the reference checks walk.
const surveyOf = (walk: SchemaWalk): Survey => ({ walkable: walk.maxDepthSeen <= 512 && walk.nodes <= 200_000, refs: walk.hasRefs, ids: walk.hasIds });

/**
 * Vets a tool's `input` or `output` schema at `pointer` without compiling it: the dialect rule,
 * then ONE walk over the schema that checks every keyword against the dialect's meta-schema,
 * enforces the depth and size limits, and feeds every keyword-level check as a visitor (ids,
 * patterns and ReDoS, nested dialects, what Ajv cannot compile); then the consumers of what the
 * walk found: fan-out and references (only when there are references or ids), and for pack tools
 * the strict-mode findings the Kindgi runtime refuses (looked for only when a visitor of the walk
 * met a subschema that is not plain, see strictProfileVisitor). Costly work (ReDoS analysis) draws on
 * `budget`, the vet's one budget.
 */
export function vetSchema(schema: unknown, pointer: string, transport: unknown, options: SchemaCheckOptions, limits: Limits, budget?: VetBudget): SchemaVetting {
  const facts = rootFacts(schema);
  const choice = chooseDialect(schema, typeof transport === 'string' ? transport : undefined, options);
  if (!choice.ok) {
    // A breached bound comes first, as it did when the schema was measured before anything else.
    const measured = walkSchema(schema, '2020-12', [], { basePointer: pointer, maxDepth: limits.maxDepth, maxSubschemas: limits.maxSubschemas, metaSchema: false });
    if (measured.limit !== undefined) return { issues: [measured.limit], rootFacts: facts };
    return { issues: [dialectIssue(choice, pointer, transport, options)], rootFacts: facts };
  }
  const { dialect } = choice;
  if (choice.metaSchema !== undefined) {
    // A registered meta-schema: measured as written, then vetted as its base dialect without the keywords of vocabularies out of use.
    const measured = walkSchema(schema, dialect, [], { basePointer: pointer, maxDepth: limits.maxDepth, maxSubschemas: limits.maxSubschemas, metaSchema: false });
    if (measured.limit !== undefined) return { dialect, issues: [measured.limit], rootFacts: facts };
    return vetSchema(restrictedCopy(schema, dialect, choice.metaSchema), pointer, transport, options, limits, budget);
  }
  const found: Issue[] = [];
  const pack = transport !== 'mcp';
  const strict: StrictProfile = { plain: true };
  const visitors = new LazyVisitors<VisitorContext>(pack ? PACK_VISITORS : VISITORS, { dialect, pointer, found, transport, budget, strict });
  // Spelt out, not spread: one shape of options on every vet keeps the walk's reads of them fast.
  const walk = walkSchema(schema, dialect, visitors, { basePointer: pointer, maxDepth: limits.maxDepth, maxSubschemas: limits.maxSubschemas, subscriptions: pack ? PACK_SUBSCRIPTIONS : SUBSCRIPTIONS });
  if (walk.limit !== undefined) return { dialect, issues: [walk.limit], rootFacts: facts };
  const surveyed = surveyOf(walk);
  // Without a reference, expansion is bounded by the schema's own size, which the walk bounded.
  const fanOut = walk.hasRefs ? checkFanOut(schema, dialect, pointer, limits.maxFanOut, surveyed) : [];
  if (fanOut.length > 0) return { dialect, issues: fanOut, rootFacts: facts };
  const issues = walk.metaIssues;
  if (walk.hasRefs || walk.hasIds) {
    const refs = checkRefs(schema, dialect, pointer, options, surveyed);
    issues.push(...refs.issues);
    // What a reference makes compile reach beyond the walk (under `"x-defs"`) is a schema too: walked as one.
    for (const target of refs.unwalked) {
      const context = { dialect, pointer: pointer + target.pointer, found, transport, budget, strict: { plain: true } };
      const reached = walkSchema(target.value, dialect, new LazyVisitors<VisitorContext>(VISITORS, context), { basePointer: context.pointer, maxDepth: limits.maxDepth, maxSubschemas: limits.maxSubschemas, subscriptions: SUBSCRIPTIONS });
      issues.push(...(reached.limit === undefined ? reached.metaIssues : [reached.limit]));
    }
  }
  if (found.length > 0) issues.push(...found);
  // The lint has nothing to find where every subschema is plain (the common case): it is not run there.
  if (pack && !strict.plain) {
    const violations = findStrictViolations(schema, pointer, budget);
    if (violations.length > 0) issues.push(...violations);
  }
  return { dialect, issues, rootFacts: facts };
}

/**
 * The issue of a dialect the schema may not use, pointing at its `$schema`: the place a person
 * edits, so that pointer and position name one place.
 */
function dialectIssue(choice: Extract<DialectChoice, { ok: false }>, pointer: string, transport: unknown, options: SchemaCheckOptions): Issue {
  const at = `${pointer}/$schema`;
  const message = `${pointer.slice(1)}: ${choice.message}`;
  // Two literals, not a spread of an optional hint: one issue shape each, built without copying.
  const plain: Issue = choice.hint ? { code: choice.code, severity: 'error', pointer: at, message, hint: choice.hint } : { code: choice.code, severity: 'error', pointer: at, message };
  return propose(plain, dialectUriProposals(choice.declared, at, transport, options));
}
