// Worst-case vet time for each hostile class (issue 10): every file of test/fixtures/hostile/ and every
// hostile JS value of test/source/hostile-values.cases.mjs, each vetted once in its own process (first
// sight, cold caches) with a 512 MB heap, with its peak RSS and verdict. Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CASES } from '../test/source/hostile-values.cases.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const one = fileURLToPath(new URL('./hostile-one.mjs', import.meta.url));

/** One row per hostile class: its name, the vet's time and peak RSS, and what it was found to be. */
export function hostileRows() {
  const files = readdirSync(`${root}test/fixtures/hostile`).filter((name) => name.endsWith('.json')).map((name) => ['file', `${root}test/fixtures/hostile/${name}`, name]);
  const values = Object.keys(CASES).map((name) => ['value', name, `value: ${name}`]);
  return [...files, ...values].map(([kind, target, label]) => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=512', one, kind, target], { encoding: 'utf8', timeout: 60_000 });
    if (run.status !== 0) return { label, ms: NaN, rssMb: NaN, verdict: `crashed (${run.signal ?? run.status})` };
    return { label, ...JSON.parse(run.stdout) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = hostileRows();
  const width = Math.max(...rows.map((row) => row.label.length));
  for (const row of rows) console.log(`${row.label.padEnd(width)}  ${row.ms.toFixed(1).padStart(8)} ms  ${row.rssMb.toFixed(0).padStart(4)} MB  ${row.verdict}`);
  const worst = Math.max(...rows.map((row) => row.ms));
  console.log(`\nslowest: ${worst.toFixed(1)} ms  (target ≤ 1,000 ms, aim ≤ 250 ms) ${worst <= 1000 ? 'PASS' : 'MISS'}`);
}
