#!/usr/bin/env node
// `node bench/cli.mjs [count]`: writes `count` (1,000 by default) generated manifests to a temporary
// folder, ten subfolders of a hundred, and vets them through the built CLI (`node dist/cli.js check`)
// in each format, printing files per second and the CLI's peak memory. Build first (`npm run build`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
 * `--concurrency off` against `--concurrency auto` on the same `count` manifests, `rounds` times
 * each, alternating so that machine noise falls on both alike; the best time of each, files per
 * second, and their ratio (the target: ≥ 1.5× on 2 cores). `manifestText(i)` is the i-th file's
 * text: the generated manifests by default.
 */
export function runConcurrencyBench(count = 5000, rounds = 3, manifestText = manifest) {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-bench-threads-'));
  try {
    for (let i = 0; i < count; i++) {
      const sub = join(folder, `pack-${String(i % 10).padStart(2, '0')}`);
      if (i < 10) mkdirSync(sub);
      writeFileSync(join(sub, `tool-${String(i).padStart(5, '0')}.json`), manifestText(i));
    }
    const best = { off: Infinity, auto: Infinity };
    const peak = { off: 0, auto: 0 };
    const cpu = { off: Infinity, auto: Infinity };
    for (let round = 0; round < rounds; round++) {
      for (const mode of ['off', 'auto']) {
        const start = process.hrtime.bigint();
        const run = spawnSync(process.execPath, ['--import', peakMemory, cli, 'check', '--no-config', '--format', 'json', '--concurrency', mode, folder], { encoding: 'utf8', maxBuffer: 1 << 30 });
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        if (run.status !== 0 && run.status !== 1) throw new Error(`the CLI could not do its job (exit ${run.status}): ${run.stderr}`);
        best[mode] = Math.min(best[mode], seconds);
        peak[mode] = Math.max(peak[mode], Math.round(Number(/maxrss (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024));
        cpu[mode] = Math.min(cpu[mode], Number(/cpu (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1e6);
      }
    }
    return { count, sequential: count / best.off, concurrent: count / best.auto, ratio: best.off / best.auto, peakMb: peak, cpuSeconds: cpu };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 1000);
  console.log(`${count} manifests through \`node dist/cli.js check <folder>\` (Node ${process.version})`);
  for (const result of runCliBench(count)) {
    console.log(`  ${result.format.padEnd(8)} ${result.seconds.toFixed(2)} s  ${result.filesPerSecond} files/s  peak ${result.peakMb} MB  (${result.bytes} bytes out)`);
  }
}
