// Start-up and install figures for `npm run bench` (issue 12, goals 3–5): cold start over bare node for
// an import alone, import plus one vet of a value and of JSON text; the installed size of the packed
// package; and vetting JSON text against its floor (JSON.parse plus the Ajv floor), in this process.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vetToolManifest } from '../dist/index.js';
import { processMilliseconds } from './measure.mjs';
import { inTurns } from './turns.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const EXAMPLE = 'examples/weather-pack-tool.json';

/** Cold start, in the bench's rows. */
export function startupRows(row) {
  const bare = processMilliseconds(['-e', '0'], 15);
  const importOnly = processMilliseconds(['-e', "import('./dist/index.js')"], 15, root);
  const value = processMilliseconds(['-e', `const m = require('./${EXAMPLE}'); import('./dist/index.js').then((k) => { if (!k.vetToolManifest(m).valid) process.exit(1); })`], 15, root);
  const text = processMilliseconds(['-e', `const t = require('fs').readFileSync('./${EXAMPLE}', 'utf8'); import('./dist/index.js').then((k) => { if (!k.vetToolManifest(t).valid) process.exit(1); })`], 15, root);
  row(`cold start over bare node -e 0 (${bare.toFixed(0)} ms), median of 15`, '');
  row('  import alone', `+${(importOnly - bare).toFixed(0)} ms`, '≤ +20 ms', importOnly - bare <= 20);
  row('  import + one vet of a value', `+${(value - bare).toFixed(0)} ms`, '≤ +30 ms', value - bare <= 30);
  row('  import + one vet of JSON text', `+${(text - bare).toFixed(0)} ms`, '≤ +30 ms', text - bare <= 30);
}

/** The size of `npm install` of the packed package into an empty folder, as a consumer gets it. */
export function installRow(row) {
  const scratch = mkdtempSync(join(tmpdir(), 'ktm-install-'));
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1);
    execFileSync('npm', ['init', '-y'], { cwd: scratch, stdio: 'ignore' });
    execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', join(scratch, tarball)], { cwd: scratch, stdio: 'ignore' });
    const kilobytes = Number(spawnSync('du', ['-sk', join(scratch, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0]);
    row('install: npm install of the packed package', `${(kilobytes / 1024).toFixed(1)} MB`, '≤ 20 MB', kilobytes / 1024 <= 20);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Vetting JSON text against JSON.parse plus the Ajv floor on the parsed value, measured in turns (bench/turns.mjs). */
export function textRow(row, floor) {
  const text = readFileSync(join(root, EXAMPLE), 'utf8');
  const { base, vet } = inTurns({ base: () => floor(JSON.parse(text)), vet: () => vetToolManifest(text) });
  row(`text: vet of ${EXAMPLE} as JSON text`, `${vet.us.toFixed(1)} µs`);
  row(`  × its floor, JSON.parse + the Ajv floor (${base.us.toFixed(1)} µs)`, `${vet.ratio.toFixed(2)}×`, '≤ 2×', vet.ratio <= 2);
}
