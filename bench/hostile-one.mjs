// One hostile case in a fresh process: prints {ms, rssMb, verdict} for bench/hostile.mjs.
import { readFileSync } from 'node:fs';
import { vetToolManifest } from '../dist/index.js';
import { CASES } from '../test/source/hostile-values.cases.mjs';

const [kind, name] = process.argv.slice(2);
const source = kind === 'file' ? readFileSync(name) : CASES[name]();
const start = performance.now();
const report = vetToolManifest(source);
const ms = performance.now() - start;
const codes = [...new Set(report.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.code))];
process.stdout.write(JSON.stringify({ ms, rssMb: process.resourceUsage().maxRSS / 1024, verdict: report.valid ? 'valid' : codes.join(', ') }));
