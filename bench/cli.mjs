#!/usr/bin/env node
// `node bench/cli.mjs [count]`: writes `count` (1,000 by default) generated manifests to a temporary
// folder, ten subfolders of a hundred, and vets them through the built CLI (`node dist/cli.js check`)
// in each format, printing files per second and the CLI's peak memory. Build first (`npm run build`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
// Reports the child's peak resident memory on standard error as it exits.
// Also its CPU time (all threads), which tells the cost of the workers from the lack of free cores.
const peakMemory = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('maxrss '+u.maxRSS+' cpu '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

/** The i-th manifest's text: most valid, one in twenty with a warning, one in twenty with errors. */
export function manifestText(i) {
  return manifest(i);
}

function manifest(i) {
  const value = {
    id: `bench.tool-${i}`,
    description: `Benchmark tool number ${i}: returns the weather for a city.`,
    version: '1.0.0',
    input: {
      type: 'object',
      properties: { city: { type: 'string', minLength: 1 }, units: { enum: ['metric', 'imperial'], default: 'metric' }, days: { type: 'integer', minimum: 1, maximum: 14 } },
      required: ['city'],
      additionalProperties: false,
    },
    output: { type: 'object', properties: { temperature: { type: 'number' }, conditions: { type: 'string' } }, required: ['temperature'] },
    mutating: false,
    spec: { kind: 'http', method: 'GET', urlTemplate: 'https://api.example.com/v1/weather?city={city}' },
  };
  if (i % 20 === 7) value.spec.urlTemplate = 'https://api.example.com/v1/weather/{units}?city={city}';
  if (i % 20 === 13) Object.assign(value, { mutatin: true, version: '1.0' });
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Vets `count` generated manifests through the built CLI in each format; files per second and peak memory. */
export function runCliBench(count, formats = ['stylish', 'json', 'sarif', 'github'], extraArgs = []) {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-bench-cli-'));
  try {
    for (let i = 0; i < count; i++) {
      const sub = join(folder, `pack-${String(i % 10).padStart(2, '0')}`);
      if (i < 10) mkdirSync(sub);
      writeFileSync(join(sub, `tool-${String(i).padStart(5, '0')}.json`), manifest(i));
    }
    return formats.map((format) => {
      const start = process.hrtime.bigint();
      const run = spawnSync(process.execPath, ['--import', peakMemory, cli, 'check', '--no-config', '--format', format, ...extraArgs, folder], { encoding: 'utf8', maxBuffer: 1 << 30 });
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (run.status !== 0 && run.status !== 1) throw new Error(`the CLI could not do its job (exit ${run.status}): ${run.stderr}`);
      const peakMb = Math.round(Number(/maxrss (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024);
      return { format, seconds, filesPerSecond: Math.round(count / seconds), peakMb, bytes: run.stdout.length };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * `--concurrency off` against `--concurrency <mode>` (`auto` by default) on the same `count`
 * manifests, `rounds` times each, alternating so that machine noise falls on both alike; the best
 * time of each, files per second, and their ratio (the target: ≥ 1.5× on 2 cores). `manifestText(i)`
 * is the i-th file's text: the generated manifests by default. Also the cores a sequential run
 * keeps busy (its CPU time over its wall time: V8 collects garbage and compiles on threads of its
 * own) and so the most any split of the same work over the machine's cores could reach
 * (`bestSplit`: cores × wall / CPU of the sequential run), which no worker design can beat.
 */
export function runConcurrencyBench(count = 5000, rounds = 3, manifestText = manifest, mode = 'auto') {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-bench-threads-'));
  try {
    for (let i = 0; i < count; i++) {
      const sub = join(folder, `pack-${String(i % 10).padStart(2, '0')}`);
      if (i < 10) mkdirSync(sub);
      writeFileSync(join(sub, `tool-${String(i).padStart(5, '0')}.json`), manifestText(i));
    }
    const modes = ['off', mode];
    const best = { off: Infinity, [mode]: Infinity };
    const peak = { off: 0, [mode]: 0 };
    const cpu = { off: Infinity, [mode]: Infinity };
    for (let round = 0; round < rounds; round++) {
      for (const each of modes) {
        const start = process.hrtime.bigint();
        const run = spawnSync(process.execPath, ['--import', peakMemory, cli, 'check', '--no-config', '--format', 'json', '--concurrency', each, folder], { encoding: 'utf8', maxBuffer: 1 << 30 });
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        if (run.status !== 0 && run.status !== 1) throw new Error(`the CLI could not do its job (exit ${run.status}): ${run.stderr}`);
        peak[each] = Math.max(peak[each], Math.round(Number(/maxrss (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024));
        // The CPU time of the fastest run: the one other work on the machine disturbed least.
        if (seconds < best[each]) cpu[each] = Number(/cpu (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1e6;
        best[each] = Math.min(best[each], seconds);
      }
    }
    const busyCores = cpu.off / best.off;
    return { count, sequential: count / best.off, concurrent: count / best[mode], ratio: best.off / best[mode], peakMb: peak, cpuSeconds: cpu, busyCores, bestSplit: availableParallelism() / busyCores };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * What one `check` of one manifest costs over bare `node -e 0` (what a pack build pays per call),
 * and `--version` (the CLI's start alone): medians of `rounds`, the three run in turn each round.
 */
export function runCliStartBench(rounds = 15) {
  const example = fileURLToPath(new URL('../examples/weather-pack-tool.json', import.meta.url));
  const runs = { bare: ['-e', '0'], version: [cli, '--version'], one: [cli, 'check', '--no-config', example] };
  const times = { bare: [], version: [], one: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [name, args] of Object.entries(runs)) {
      const start = process.hrtime.bigint();
      spawnSync(process.execPath, args, { stdio: 'ignore' });
      times[name].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const bare = median(times.bare);
  return { bareMs: bare, versionMs: median(times.version) - bare, oneMs: median(times.one) - bare };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `node bench/cli.mjs --concurrency [mode] [count]`: off against `mode` (auto, or a number of workers).
  if (process.argv[2] === '--concurrency') {
    const mode = process.argv[3] ?? 'auto';
    const result = runConcurrencyBench(Number(process.argv[4] ?? 5000), 5, manifest, mode);
    console.log(`${result.count} manifests, off → ${mode}: ${Math.round(result.sequential)} → ${Math.round(result.concurrent)} files/s (${result.ratio.toFixed(2)}×)`);
    console.log(`  CPU s: off ${result.cpuSeconds.off.toFixed(2)}, ${mode} ${result.cpuSeconds[mode].toFixed(2)}; peak MB: off ${result.peakMb.off}, ${mode} ${result.peakMb[mode]}`);
    console.log(`  a sequential run keeps ${result.busyCores.toFixed(2)} cores busy: no split over ${availableParallelism()} cores can pass ${result.bestSplit.toFixed(2)}×`);
  } else {
    const count = Number(process.argv[2] ?? 1000);
    console.log(`${count} manifests through \`node dist/cli.js check <folder>\` (Node ${process.version})`);
    for (const result of runCliBench(count)) {
      console.log(`  ${result.format.padEnd(8)} ${result.seconds.toFixed(2)} s  ${result.filesPerSecond} files/s  peak ${result.peakMb} MB  (${result.bytes} bytes out)`);
    }
  }
}
