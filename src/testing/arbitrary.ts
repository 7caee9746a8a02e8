import fc from 'fast-check';
import { compileToolValidators } from '../validators/compile.js';
import { vetToolManifest } from '../vet.js';
import { ToolManifestError } from '../errors.js';
import type { Issue } from '../issue.js';
import { BoundedFilter } from './bounded-filter.js';
import { buildAt, type BuildContext } from './build.js';
import { GENERATOR_KEYS, resolveArbitraryOptions, type ResolvedArbitraryOptions, type ToolArbitraryOptions } from './options.js';
import { describeValue } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import { createSchemaDoc } from './schema-doc.js';

// One list for every call: a snapshot is kept and handed out again per object and list of keys.
const SAMPLE_KEYS: readonly string[] = [...GENERATOR_KEYS, 'seed'];

/**
 * A fast-check arbitrary of values valid against the tool's `input` schema, in the schema's own
 * dialect (a draft-07 array-form `items` is a tuple, a 2020-12 `prefixItems` is). Every value
 * has passed the tool's input validator ({@link compileToolValidators}). A manifest that does not
 * vet throws a {@link ToolManifestError}; a schema no value satisfies, or one whose filters keep
 * refusing candidates, throws an {@link UnsatisfiableSchemaError} naming the keyword and pointer;
 * one whose values cost more than the generator makes (the option `maxSize`) or than the tool's
 * validator checks, its subclass {@link SchemaTooCostlyError}.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { toolInputArbitrary } from 'kindgi-tool-manifest/testing';
 * fc.assert(fc.property(toolInputArbitrary<{ city: string }>(manifest, { maxDepth: 2 }), ({ city }) => city.length >= 0));
 * ```
 */
export function toolInputArbitrary<T = unknown>(manifest: unknown, options?: ToolArbitraryOptions): fc.Arbitrary<T> {
  return toolArbitrary('input', manifest, resolveArbitraryOptions(options)) as fc.Arbitrary<T>;
}

/**
 * A fast-check arbitrary of values valid against the tool's `output` schema, in its dialect: the
 * results a handler may give, for testing what consumes them. As {@link toolInputArbitrary}.
 *
 * @example
 * ```ts
 * const results = fc.sample(toolOutputArbitrary(manifest), { seed: 1, numRuns: 10 });
 * ```
 */
export function toolOutputArbitrary<T = unknown>(manifest: unknown, options?: ToolArbitraryOptions): fc.Arbitrary<T> {
  return toolArbitrary('output', manifest, resolveArbitraryOptions(options)) as fc.Arbitrary<T>;
}

/**
 * One valid input for the tool, the same for the same seed and options: for fixtures and docs.
 *
 * @example
 * ```ts
 * const example = sampleToolInput(manifest, { seed: 7 }); // a valid input, the same one every time
 * ```
 */
export function sampleToolInput<T = unknown>(manifest: unknown, given: ToolArbitraryOptions & { readonly seed: number }): T {
  if (given === null || typeof given !== 'object') throw new TypeError(`sampleToolInput needs options with a whole-number seed ({ seed: 7 }), not ${describeValue(given)}.`);
  const { seed, ...rest } = optionSnapshot(given, SAMPLE_KEYS);
  if (!Number.isInteger(seed)) throw new TypeError(`sampleToolInput needs a whole-number seed, not ${String(seed)}.`);
  return fc.sample(toolArbitrary('input', manifest, resolveArbitraryOptions(rest)), { seed, numRuns: 1 })[0] as T;
}

/** The arbitrary of one of a tool's schemas, its validator as the last filter; probed once, so an unsatisfiable schema throws here. */
export function toolArbitrary(field: 'input' | 'output', manifest: unknown, options: ResolvedArbitraryOptions): fc.Arbitrary<unknown> {
  const validate = compileToolValidators(manifest, options.compile)[field];
  const report = vetToolManifest(manifest, options.compile);
  if (report.manifest === undefined) throw new ToolManifestError(report.issues);
  const doc = createSchemaDoc(field, report.manifest[field], validate.dialect, options);
  const ctx: BuildContext = { doc, memo: new WeakMap(), building: new WeakMap(), budget: options.maxSize, budgets: new Map() };
  const arb = buildAt(ctx, doc.root, doc.rootSite, 0);
  let lastRefusal: readonly Issue[] = [];
  const accept = (value: unknown): boolean | 'costly' => {
    const result = validate(value);
    if (result.valid) return true;
    lastRefusal = result.issues;
    return result.issues.some((issue) => issue.code === 'call/too-large') ? 'costly' : false;
  };
  const guarded = new BoundedFilter(arb, accept, options.maxTries, (refused, why) => {
    const blamed = doc.check(doc.rootSite).blame(refused);
    const place = { ...doc.rootSite, pointer: blamed?.pointer?.replace(/\/[^/]*$/, '') ?? '' };
    const reason = lastRefusal[0]?.message ?? 'the tool’s validator refused every candidate.';
    if (why === 'costly') throw doc.tooCostly(place, blamed?.keyword ?? 'allOf', `the tool’s ${field} validator refused to check the generated candidates for their cost (${reason}), not for being invalid.`);
    throw doc.unsatisfiable(place, blamed?.keyword ?? 'allOf', `none of ${options.maxTries} generated candidates passed the tool’s ${field} validator (${reason}).`);
  });
  fc.sample(guarded, { seed: 0, numRuns: 1 });
  return guarded;
}
