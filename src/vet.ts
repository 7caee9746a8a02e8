import { isObject } from './json.js';
import { checkEnvelope } from './envelope/check.js';
import { effectiveLimits } from './limits.js';
import type { Dialect } from './dialects/table.js';
import { ToolManifestError } from './errors.js';
import type { Issue } from './issue.js';
import type { ProposingIssue } from './proposal.js';
import type { VetOptions } from './options.js';
import { locateAndSort, type VetReport } from './report.js';
import { resolveManifest } from './resolve.js';
import { RULES } from './rules/index.js';
import { runRules } from './rules/run.js';
import { cachedRuleSettings } from './rules/settings.js';
import { vetSchema } from './schema-checks/index.js';
import { defaultAllowance, VetBudget } from './source/budget.js';
import { readSource, type SourceReading } from './source/index.js';
import type { RootFacts } from './schema-checks/walk/root-facts.js';
import { TRANSPORTS, type ToolManifest } from './types.js';

const NO_OPTIONS: VetOptions = {};
const SCHEMA_FIELDS = [
  ['input', '/input'],
  ['output', '/output'],
] as const;

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
  const settings = cachedRuleSettings(RULES, options);
  const limits = effectiveLimits(options.limits);
  const budget = new VetBudget(defaultAllowance(limits));
  const reading = readSource(source, limits);
  const { tree } = reading;
  if (tree === undefined) return { valid: false, issues: locateAndSort([...reading.issues], reading.positions) };
  const issues: ProposingIssue[] = [...reading.issues];
  // One problem, reported once: a prototype key is also an unknown field, a dropped value also a missing one.
  const explained = explainedBySource(reading);
  // A value's report has no text for a fix to edit: its fixes would be made only to be dropped.
  const envelopeFound = checkEnvelope(tree, reading.positions !== undefined);
  const envelope = envelopeFound.length === 0 ? envelopeFound : envelopeFound.filter((issue) => !explained(issue));
  issues.push(...envelope);
  const dialects: { input?: Dialect; output?: Dialect } = {};
  const schemaFacts: { input?: RootFacts; output?: RootFacts } = {};
  if (isObject(tree)) {
    for (const [field, pointer] of SCHEMA_FIELDS) {
      if (!isObject(tree[field]) || isBlocked(pointer, reading.blocked)) continue;
      const vetting = vetSchema(tree[field], pointer, tree.transport, options, limits, budget);
      // An issue best shown elsewhere (a dialect issue, at `$schema`) points there too: pointer and position name one place.
      for (const issue of vetting.issues) {
        const shownAt = vetting.shownAt.get(issue);
        issues.push(shownAt === undefined ? issue : { ...issue, pointer: shownAt });
      }
      if (vetting.dialect !== undefined) dialects[field] = vetting.dialect;
      schemaFacts[field] = vetting.rootFacts;
    }
    const transport = TRANSPORTS.find((known) => known === tree.transport) ?? 'auto';
    const gate = reading.issues.length === 0 ? envelope : [...reading.issues, ...envelope];
    issues.push(...runRules(RULES, settings, tree, gate, { transport, dialects, production: options.profile === 'production', budget, schemaFacts }, options));
  }
  issues.push(...budget.issues());
  const sorted = locateAndSort(issues, reading.positions, tree);
  const valid = !sorted.some((issue) => issue.severity === 'error');
  if (!valid) return { valid, issues: sorted, dialects };
  const manifest = tree as ToolManifest;
  const resolved = resolveManifest(manifest, { input: dialects.input ?? '2020-12', output: dialects.output ?? '2020-12' });
  return { valid, issues: sorted, manifest, resolved, dialects };
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
