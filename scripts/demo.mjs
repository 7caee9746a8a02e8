#!/usr/bin/env node
// `npm run demo`: vets every manifest in examples/ with the built library and prints each issue as
// `file:line:column severity code message`. Exits 0 when every example got exactly the issues its
// name promises (the broken ones are the point), 1 otherwise.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadToolManifest } from '../dist/index.js';
import { foundCodes, promisedCodes } from './example-names.mjs';

const folder = fileURLToPath(new URL('../examples/', import.meta.url));
const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
let misses = 0;
for (const name of files) {
  const path = join(folder, name);
  const report = await loadToolManifest(path);
  const shown = relative(process.cwd(), path);
  const promised = promisedCodes(name);
  const found = foundCodes(report.issues);
  const kept = JSON.stringify(promised) === JSON.stringify(found);
  if (!kept) misses++;
  const verdict = report.valid ? 'valid' : 'invalid';
  console.log(`${kept ? '✔' : '✖'} ${shown} (${verdict}${promised.length ? `, promises ${promised.join(', ')}` : ', promises no issue'})`);
  for (const issue of report.issues) {
    console.log(`  ${shown}:${issue.line}:${issue.column} ${issue.severity} ${issue.code} ${issue.message}`);
    if (issue.hint) console.log(`      hint: ${issue.hint}`);
  }
  if (!kept) console.log(`  expected ${promised.join(', ') || 'no issue'}, got ${found.join(', ') || 'no issue'}`);
}
console.log(`\n${files.length} examples, ${files.length - misses} as promised${misses ? `, ${misses} not` : ''}.`);
process.exitCode = misses === 0 ? 0 : 1;
