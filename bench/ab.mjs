#!/usr/bin/env node
// `node bench/ab.mjs <dist-a> <dist-b>`: two builds of the library side by side in one process, so a
// change is measured against its base on the same machine at the same moment (a shared machine's
// load moves a separate run's figures by more than most changes). Each figure is measured in
// turns (bench/turns.mjs): the vet of each fixed manifest and of the corpus after the bench's
// common warm-up, and each call-validator case's invalid call. Prints b/a; below 1 is faster.
// Build the base first, for instance: `git worktree add /tmp/base <commit>`, link node_modules
// into it and `npm run build` there.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpusManifests, INPUTS } from './inputs.mjs';
import { inTurns } from './turns.mjs';
import { CARRIER, manifestOf, VALIDATOR_INPUTS } from './validator-inputs.mjs';

const [first, second] = process.argv.slice(2);
if (first === undefined || second === undefined) {
  console.error('usage: node bench/ab.mjs <dist-a> <dist-b>  (each a built dist/ folder)');
  process.exit(2);
}
const load = (folder) => import(pathToFileURL(resolve(folder, 'index.js')).href);
const [a, b] = await Promise.all([load(first), load(second)]);

const corpus = corpusManifests();
const pack = corpus.map(({ transport: _transport, ...rest }) => rest);
for (const start = performance.now(); performance.now() < start + 2000; ) {
  for (const manifest of [...Object.values(INPUTS), ...corpus.slice(0, 50), ...pack.slice(0, 50)]) {
    a.vetToolManifest(manifest);
    b.vetToolManifest(manifest);
  }
}

const print = (name, turns, unit = 'µs', scale = 1) =>
  console.log(`${name.padEnd(40)} a ${(turns.a.us / scale).toFixed(2)} ${unit}  b ${(turns.b.us / scale).toFixed(2)} ${unit}  b/a ${turns.b.ratio.toFixed(3)}`);

for (const [name, manifest] of Object.entries(INPUTS)) {
  print(`vet: ${name}`, inTurns({ a: () => a.vetToolManifest(manifest), b: () => b.vetToolManifest(manifest) }, { rounds: 21 }));
}
const wholeCorpus = (library) => () => corpus.forEach((manifest) => library.vetToolManifest(manifest));
print(`vet: the ${corpus.length} corpus tools`, inTurns({ a: wholeCorpus(a), b: wholeCorpus(b) }, { rounds: 9, batchMs: 250, warmupMs: 500 }), 'ms', 1000);

for (const [name, { schema, invalid }] of Object.entries(VALIDATOR_INPUTS)) {
  const [one, other] = [a, b].map((library) => library.compileToolValidators(manifestOf(schema), CARRIER).input);
  if (JSON.stringify(one(invalid)) !== JSON.stringify(other(invalid))) console.log(`  (the two builds report ${name}'s invalid call differently)`);
  print(`invalid call: ${name}`, inTurns({ a: () => one(invalid), b: () => other(invalid) }, { rounds: 21 }));
}
