import { isObject } from './json.js';
import { checkEnvelope } from './envelope/check.js';
import { checkValues } from './envelope/values.js';
import { effectiveLimits } from './limits.js';
import type { Dialect } from './dialects/table.js';
import { ToolManifestError } from './errors.js';
import type { Issue } from './issue.js';
import type { VetOptions } from './options.js';
import { locateAndSort, type VetReport } from './report.js';
import { resolveManifest } from './resolve.js';
import { RULES } from './rules/index.js';
import { runRules } from './rules/run.js';
import { cachedRuleSettings } from './rules/settings.js';
import { vetSchema } from './schema-checks/index.js';
import type { RootFacts } from './schema-checks/walk/root-facts.js';
import { decodeText, parseText } from './source/parse.js';
import type { PositionIndex } from './source/positions.js';
import { TRANSPORTS, type ToolManifest } from './types.js';

const NO_OPTIONS: VetOptions = {};

/**
 * Vets a Kindgi tool manifest: parses it (a string or `Uint8Array` is JSON text, anything else
 * a value), validates it against the bundled `tool.schema.json`, picks the dialect of `input`
 * and `output` and validates each in it, runs the cross-field rules, and reports every problem
 * at once. Never throws on bad input; throws a `TypeError` only for bad options (an unknown rule
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
  let value: unknown = source;
  let positions: (() => PositionIndex | undefined) | undefined;
  const issues: Issue[] = [];
  if (typeof source === 'string' || source instanceof Uint8Array) {
    const size = typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;
    if (size > limits.maxBytes) return { valid: false, issues: [tooLarge(size, limits.maxBytes)] };
    const text = typeof source === 'string' ? source : decodeText(source);
    if (typeof text !== 'string') return { valid: false, issues: [text] };
    const parsed = parseText(text);
    if (!parsed.hasValue) return { valid: false, issues: parsed.issues };
    value = parsed.value;
    positions = parsed.positions;
    issues.push(...parsed.issues);
  }
  const hostile = checkValues(value, limits);
  // A prototype key is also an unknown field, an infinite number also not an integer: one problem, reported once.
  const hostilePlaces = new Set(hostile.map((issue) => issue.pointer));
  const envelope = checkEnvelope(value).filter((issue) => !hostilePlaces.has(issue.pointer));
  issues.push(...hostile, ...envelope);
  const shownAt = new Map<Issue, string>();
  const dialects: { input?: Dialect; output?: Dialect } = {};
  const schemaFacts: { input?: RootFacts; output?: RootFacts } = {};
  if (isObject(value)) {
    for (const field of ['input', 'output'] as const) {
      if (!isObject(value[field])) continue;
      const vetting = vetSchema(value[field], `/${field}`, value.transport, options, limits);
      issues.push(...vetting.issues);
      for (const [issue, pointer] of vetting.shownAt) shownAt.set(issue, pointer);
      if (vetting.dialect !== undefined) dialects[field] = vetting.dialect;
      schemaFacts[field] = vetting.rootFacts;
    }
    const transport = TRANSPORTS.find((known) => known === value.transport) ?? 'auto';
    issues.push(...runRules(RULES, settings, value, [...hostile, ...envelope], { transport, dialects, production: options.profile === 'production', schemaFacts }, options));
  }
  const sorted = locateAndSort(issues, positions?.(), shownAt);
  const valid = !sorted.some((issue) => issue.severity === 'error');
  if (!valid) return { valid, issues: sorted, dialects };
  const manifest = value as ToolManifest;
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

function tooLarge(size: number, max: number): Issue {
  return {
    code: 'limit/size',
    severity: 'error',
    pointer: '',
    message: `The manifest is ${size.toLocaleString('en')} bytes, more than the limit of ${max.toLocaleString('en')}.`,
    hint: 'A tool manifest is a few kilobytes; raise limits.maxBytes only for a source you trust.',
  };
}
