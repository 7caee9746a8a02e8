// Start-up and install figures for `npm run bench` (issue 12, goals 3–5): cold start over bare node for
// an import alone, import plus one vet of a value and of JSON text; the installed size of the packed
// package; and vetting JSON text against its floor (JSON.parse plus the Ajv floor), in this process.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vetToolManifest } from '../dist/index.js';
import { median } from './measure.mjs';
import { inTurns } from './turns.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const EXAMPLE = 'examples/weather-pack-tool.json';

// `--cpu-time`: each child's own CPU time (user + system, all its threads, as it exits) instead of
// the wall clock of spawning it, so that other processes on a shared machine count less.
const CPU_TIME = process.argv.includes('--cpu-time');
const REPORT_CPU = "process.on('exit', () => { const { user, system } = process.cpuUsage(); process.stdout.write(String((user + system) / 1000)); });";

/** Milliseconds of one child `node` process with these arguments: wall clock, or its CPU time under `--cpu-time`. */
function spawnMs(args) {
  const start = performance.now();
  const child = spawnSync(process.execPath, CPU_TIME ? [args[0], REPORT_CPU + args[1]] : args, { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${child.stderr}`);
  return CPU_TIME ? Number(child.stdout) : ms;
}

/**
 * Cold start, in the bench's rows. The four processes run in turn, round after round, and each
 * figure is the median of its rounds' differences from that round's bare node: on a shared machine
 * a busy moment then slows the baseline as much as what is measured.
 */
export function startupRows(row, rounds = 15) {
  const runs = {
    bare: ['-e', '0'],
    importOnly: ['-e', "import('./dist/index.js')"],
    value: ['-e', `const m = require('./${EXAMPLE}'); import('./dist/index.js').then((k) => { if (!k.vetToolManifest(m).valid) process.exit(1); })`],
    text: ['-e', `const t = require('fs').readFileSync('./${EXAMPLE}', 'utf8'); import('./dist/index.js').then((k) => { if (!k.vetToolManifest(t).valid) process.exit(1); })`],
  };
  const samples = { bare: [], importOnly: [], value: [], text: [] };
  for (let round = 0; round < rounds; round++) {
    const bare = spawnMs(runs.bare);
    samples.bare.push(bare);
    for (const kind of ['importOnly', 'value', 'text']) samples[kind].push(spawnMs(runs[kind]) - bare);
  }
  const [importOnly, value, text] = ['importOnly', 'value', 'text'].map((kind) => median(samples[kind]));
  row(`cold start over bare node -e 0 (${median(samples.bare).toFixed(0)} ms${CPU_TIME ? ' of CPU' : ''}), median of ${rounds} rounds`, '');
  row('  import alone', `+${importOnly.toFixed(0)} ms`, '≤ +20 ms', importOnly <= 20);
  row('  import + one vet of a value', `+${value.toFixed(0)} ms`, '≤ +30 ms', value <= 30);
  row('  import + one vet of JSON text', `+${text.toFixed(0)} ms`, '≤ +30 ms', text <= 30);
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

// `node bench/startup.mjs [--cpu-time] [--rounds N]` (after a build): the cold-start rows alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--rounds');
  const rounds = at === -1 ? 15 : Number(process.argv[at + 1]);
  startupRows((measure, value, target = '', pass) => console.log(`${measure.padEnd(72)} ${value.padStart(8)}  ${target.padEnd(9)} ${pass === undefined ? '' : pass ? 'PASS' : 'MISS'}`), rounds);
}
