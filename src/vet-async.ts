import { effectiveLimits } from './limits.js';
import type { VetOptions } from './options.js';
import type { VetReport } from './report.js';
import { collectUndecidedPatterns } from './schema-checks/redos/index.js';
import { recheckPatterns } from './schema-checks/redos/recheck-client.js';
import { vetOptions, vetToolManifest } from './vet.js';

/**
 * {@link vetToolManifest} with the full ReDoS analysis, without blocking: the patterns the
 * syntactic pass leaves undecided go to recheck in a shared worker thread (started on first use,
 * never keeping the process alive), within the vet's budget (`limits.maxVetMs`). Their verdicts
 * are cached, so later vets, synchronous ones too, know them; then the report is the synchronous
 * vet's, as complete as the budget allowed (a pattern recheck could not decide in time is still
 * `schema/pattern-unanalysed`). Never rejects on bad input.
 *
 * @example
 * ```ts
 * import { vetToolManifestAsync } from 'kindgi-tool-manifest';
 * const report = await vetToolManifestAsync(await readFile('tools/search.json'));
 * if (report.valid) run(report.manifest);
 * ```
 */
export async function vetToolManifestAsync(source: unknown, given: VetOptions = {}): Promise<VetReport> {
  const options = vetOptions(given);
  const started = performance.now();
  const first = collectUndecidedPatterns(() => vetToolManifest(source, options));
  if (first.patterns.length === 0) return first.result;
  const left = effectiveLimits(options.limits).maxVetMs - (performance.now() - started);
  await recheckPatterns(first.patterns, left);
  return vetToolManifest(source, options);
}
