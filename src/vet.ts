import { isObject } from './json.js';
import { checkEnvelope } from './envelope/check.js';
import { effectiveLimits, type Limits } from './limits.js';
import type { Dialect } from './dialects/table.js';
import { ToolManifestError } from './errors.js';
import type { Issue } from './issue.js';
import type { ProposingIssue } from './proposal.js';
import type { VetOptions } from './options.js';
import { FORWARDED_KEYS } from './option-shapes.js';
import { optionSnapshot } from './option-snapshot.js';
import { locateAndSort, type VetReport } from './report.js';
import { resolveManifest } from './resolve.js';
import { RULES } from './rules/index.js';
import { runRules } from './rules/run.js';
import { cachedRuleSettings } from './rules/settings.js';
import { vetSchema, type SchemaVetting } from './schema-checks/index.js';
import { defaultAllowance, VetBudget } from './source/budget.js';
import { readSource, type SourceReading } from './source/index.js';
import { TRANSPORTS, type ToolManifest, type Transport } from './types.js';

const NO_OPTIONS: VetOptions = {};

/**
 * Vets a Kindgi tool manifest: reads it into a plain JSON tree (a string or `Uint8Array` is JSON
 * text, anything else a value, read once), validates it against the bundled `tool.schema.json`,
 * picks the dialect of `input` and `output` and validates each in it, runs the cross-field rules,
 * and reports every problem at once. Never throws on bad input, and every costly step draws on one
 * budget per call (`limits.maxVetMs`); throws a `TypeError` only for bad options (an unknown rule
 * id), which are the caller's bug.
 *
 * @example
 * ```ts
 * import { vetToolManifest } from 'kindgi-tool-manifest';
 * const report = vetToolManifest(fs.readFileSync('tools/weather.json'));
 * if (report.valid) run(report.manifest);
 * ```
 */
export function vetToolManifest(source: unknown, options: VetOptions = NO_OPTIONS): VetReport {
  return vetReading(source, options);
}

/**
 * {@link vetToolManifest}, handing `read` the tree it read (the source parsed, or the value
 * copied), when it read one, whatever the report says: a pack reads its tools' ids there, with no
 * second parse. `within` is the budget of the pack or tool list the manifest is one tool of.
 */
export function vetReading(source: unknown, given: VetOptions = NO_OPTIONS, read?: (tree: unknown) => void, within?: VetBudget): VetReport {
  const options = vetOptions(given);
  const settings = cachedRuleSettings(RULES, options);
  const limits = effectiveLimits(options.limits);
  const budget = new VetBudget(defaultAllowance(limits), undefined, within);
  const reading = readSource(source, limits);
  const { tree } = reading;
  if (tree === undefined) return { valid: false, issues: locateAndSort([...reading.issues], reading.positions) };
  read?.(tree);
  const issues: ProposingIssue[] = reading.issues.length === 0 ? [] : [...reading.issues];
  // A value's report has no text for a fix to edit: its fixes would be made only to be dropped.
  const envelopeFound = checkEnvelope(tree, reading.positions !== undefined);
  // One problem, reported once: a prototype key is also an unknown field, a dropped value also a missing one.
  const envelope = envelopeFound.length === 0 || reading.issues.length === 0 ? envelopeFound : withoutExplained(envelopeFound, reading);
  append(issues, envelope);
  let dialects: { input?: Dialect; output?: Dialect } = {};
  if (isObject(tree)) {
    const input = vetField(tree, 'input', '/input', reading, options, limits, budget, issues);
    const output = vetField(tree, 'output', '/output', reading, options, limits, budget, issues);
    dialects = dialectsOf(input?.dialect, output?.dialect);
    // One shape on every vet (a field not vetted has no facts), not keys added one by one.
    const schemaFacts = { input: input?.rootFacts, output: output?.rootFacts };
    const declared = tree.transport as Transport;
    const transport = TRANSPORTS.includes(declared) ? declared : 'auto';
    const gate = reading.issues.length === 0 ? envelope : [...reading.issues, ...envelope];
    append(issues, runRules(RULES, settings, tree, gate, { transport, dialects, production: options.profile === 'production', budget, schemaFacts }, options));
  }
  append(issues, budget.issues());
  const sorted = locateAndSort(issues, reading.positions, tree);
  const valid = !sorted.some((issue) => issue.severity === 'error');
  if (!valid) return { valid, issues: sorted, dialects };
  const manifest = tree as ToolManifest;
  const resolved = resolveManifest(manifest, { input: dialects.input ?? '2020-12', output: dialects.output ?? '2020-12' });
  return { valid, issues: sorted, manifest, resolved, dialects };
}

/** The vet options read once (see {@link optionSnapshot}): what every step of a vet reads. */
export function vetOptions(options: VetOptions): VetOptions {
  return optionSnapshot(options, FORWARDED_KEYS);
}

/**
 * Vets a manifest and returns it typed, or throws a {@link ToolManifestError} carrying every issue.
 *
 * @example
 * ```ts
 * const manifest = assertToolManifest(JSON.parse(text)); // ToolManifest
 * ```
 */
export function assertToolManifest(source: unknown, options: VetOptions = {}): ToolManifest {
  const report = vetToolManifest(source, options);
  if (report.manifest === undefined) throw new ToolManifestError(report.issues);
  return report.manifest;
}

/** Vets the schema at `field` (an object, not blocked by reading), its issues joining `issues`. */
function vetField(
  tree: Record<string, unknown>,
  field: 'input' | 'output',
  pointer: string,
  reading: SourceReading,
  options: VetOptions,
  limits: Limits,
  budget: VetBudget,
  issues: ProposingIssue[],
): SchemaVetting | undefined {
  const schema = tree[field];
  if (!isObject(schema) || isBlocked(pointer, reading.blocked)) return undefined;
  const vetting = vetSchema(schema, pointer, tree.transport, options, limits, budget);
  append(issues, vetting.issues);
  return vetting;
}

/** The report's dialects, each key only when its schema has one, input first. */
function dialectsOf(input: Dialect | undefined, output: Dialect | undefined): { input?: Dialect; output?: Dialect } {
  if (input === undefined) return output === undefined ? {} : { output };
  return output === undefined ? { input } : { input, output };
}

// A loop, not push(...more): the spread call costs more than the few issues it moves.
function append(issues: ProposingIssue[], more: readonly ProposingIssue[]): void {
  for (const issue of more) issues.push(issue);
}

function withoutExplained(found: Issue[], reading: SourceReading): Issue[] {
  const explained = explainedBySource(reading);
  return found.filter((issue) => !explained(issue));
}

function isBlocked(pointer: string, blocked: readonly string[]): boolean {
  if (blocked.length === 0) return false;
  return blocked.some((place) => place === pointer || place === '' || place.startsWith(`${pointer}/`) || pointer.startsWith(`${place}/`));
}

/** Whether an envelope issue only echoes what reading the source already reported. */
function explainedBySource(reading: SourceReading): (issue: Issue) => boolean {
  if (reading.issues.length === 0) return () => false;
  const reported = new Set(reading.issues.map((found) => found.pointer));
  const droppedByParent = new Map<string, string[]>();
  for (const place of reading.dropped) {
    const parent = place.slice(0, place.lastIndexOf('/'));
    droppedByParent.set(parent, [...(droppedByParent.get(parent) ?? []), place.slice(place.lastIndexOf('/') + 1)]);
  }
  return (issue) =>
    reported.has(issue.pointer) ||
    reading.blocked.some((place) => issue.pointer.startsWith(`${place}/`)) ||
    // A value left out is reported where it stood, not as the field its object then lacks.
    (issue.code === 'manifest/missing-property' && (droppedByParent.get(issue.pointer) ?? []).some((key) => issue.message.includes(`"${key}"`)));
}
