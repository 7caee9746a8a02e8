// Run by bench/run.mjs in a fresh process: the first vet of every corpus tool (cold caches, no
// verdict known), then the same vets warm in the same process; and the worst case of the ReDoS
// budget, a manifest of 80 slow-to-analyse patterns. Prints one JSON line. `--passes-only`: the
// passes over the corpus alone (run.mjs runs it again with V8 held to its interpreter).
import { importSource } from '../scripts/bundle.mjs';

// The sources bundled as the package is, so the verdict cache (an internal) can be cleared.
const { vetToolManifest, clearVerdictCache } = await importSource(new URL('./first-sight-entry.ts', import.meta.url).pathname);
import { corpusManifests } from './inputs.mjs';

const manifests = corpusManifests();
const timeEach = () =>
  manifests.map((manifest) => {
    const start = performance.now();
    vetToolManifest(manifest);
    return performance.now() - start;
  });
const first = timeEach();
// The second pass: every cache and table is built, but V8 has optimised little of the code yet.
const second = timeEach();
let warm = second;
for (let round = 0; round < 4; round++) warm = timeEach().map((ms, i) => Math.min(ms, warm[i]));
const sum = (list) => list.reduce((a, b) => a + b, 0);
if (process.argv.includes('--passes-only')) {
  console.log(JSON.stringify({ tools: manifests.length, firstMs: sum(first), secondMs: sum(second), warmMs: sum(warm) }));
  process.exit(0);
}
// Warm code, cold ReDoS verdicts: the share of first sight that is the ReDoS analysis.
clearVerdictCache();
const coldVerdicts = timeEach();
// The ReDoS code has run only twice by then (a warm vet finds every verdict cached): again, in
// rounds of a pass with no verdict known and a pass with every verdict cached, each a per-tool
// minimum, so both are warmed alike.
let analysed = coldVerdicts;
let cached = timeEach();
for (let round = 0; round < 5; round++) {
  clearVerdictCache();
  analysed = timeEach().map((ms, i) => Math.min(ms, analysed[i]));
  cached = timeEach().map((ms, i) => Math.min(ms, cached[i]));
}
const sorted = [...first].sort((a, b) => a - b);

const slow = (i) => ({ type: 'string', pattern: `^(?:[a-z]{1,8}[0-9]{0,8}){1,12}x+${i}$` });
const slowManifest = {
  id: 'bench.slow-patterns',
  description: 'Eighty patterns that are slow to analyse.',
  version: '1.0.0',
  transport: 'mcp',
  mcpEndpoint: 'mcp+stdio://slow',
  input: { type: 'object', properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, slow(i)])) },
  output: { type: 'object' },
  needsSpec: { env: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`E${i}`, slow(20 + i)])) },
};
const slowStart = performance.now();
const slowReport = vetToolManifest(slowManifest);
const slowMs = performance.now() - slowStart;

console.log(
  JSON.stringify({
    tools: manifests.length,
    firstMs: sum(first),
    secondMs: sum(second),
    warmMs: sum(warm),
    coldVerdictsMs: sum(coldVerdicts),
    analysedMs: sum(analysed),
    cachedMs: sum(cached),
    p99: sorted[Math.floor(sorted.length * 0.99)],
    slowest: sorted[sorted.length - 1],
    slowPatternsMs: slowMs,
    slowPatternsUnanalysed: slowReport.issues.filter((issue) => issue.message.includes('not analysed')).length,
  }),
);
