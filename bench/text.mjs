// Vetting JSON text beside vetting the same document as a value (issue 12, goal 5): over the whole
// corpus serialised as text, total time, against the text floor (JSON.parse of each text plus the Ajv
// floor on the result); and what text costs on top of the value vet of `JSON.parse(text)`, the part
// the text path itself adds (its scan, positions for issues, edits for fixes).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vetToolManifest } from '../dist/index.js';
import { corpusManifests } from './inputs.mjs';
import { inTurns } from './turns.mjs';

const EXAMPLE = 'examples/weather-pack-tool.json';

/** The example's text-over-value figure, the corpus-as-text row against its floor, and the corpus's text-over-value figure. */
export function textCorpusRows(row, floor) {
  const example = readFileSync(new URL(`../${EXAMPLE}`, import.meta.url), 'utf8');
  const one = inTurns({ value: () => vetToolManifest(JSON.parse(example)), text: () => vetToolManifest(example) });
  row(`  over the vet of JSON.parse(text) as a value (${one.value.us.toFixed(1)} µs)`, `${signed(one.text.us - one.value.us)} µs (${one.text.ratio.toFixed(2)}×)`);

  const texts = corpusManifests().map((manifest) => JSON.stringify(manifest, null, 2));
  const all = (fn) => () => texts.forEach(fn);
  const corpus = inTurns({ floor: all((text) => floor(JSON.parse(text))), text: all((text) => vetToolManifest(text)), value: all((text) => vetToolManifest(JSON.parse(text))) }, { rounds: 9, batchMs: 250, warmupMs: 1000 });
  const ms = (name) => corpus[name].us / 1000;
  row(`text: the ${texts.length} corpus tools (MCP) as JSON text, total`, `${ms('text').toFixed(2)} ms`);
  row(`  × its floor, JSON.parse + the Ajv floor (${ms('floor').toFixed(2)} ms)`, `${corpus.text.ratio.toFixed(2)}×`, '≤ 2×', corpus.text.ratio <= 2);
  row(`  over the vet of JSON.parse(text) as values (${ms('value').toFixed(2)} ms), per tool`, `${signed((corpus.text.us - corpus.value.us) / texts.length)} µs (${(corpus.text.ratio / corpus.value.ratio).toFixed(2)}×)`);
}

function signed(value) {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
}

// `node bench/text.mjs [--cpu-time]` (after a build): the text rows alone, for comparing two builds quickly.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [{ ajvFloor }, { textRow }] = await Promise.all([import('./baselines.mjs'), import('./startup.mjs')]);
  const floor = ajvFloor();
  const rows = [];
  const row = (measure, value, target = '', pass) => rows.push([measure, value, target, pass === undefined ? '' : pass ? 'PASS' : 'MISS']);
  // As in `npm run bench`, where these rows come after the vet rows: the vet's code warm first.
  const warm = [readFileSync(new URL(`../${EXAMPLE}`, import.meta.url), 'utf8'), ...corpusManifests().map((manifest) => JSON.stringify(manifest))];
  for (const start = performance.now(); performance.now() < start + 3000; ) for (const text of warm) vetToolManifest(text), vetToolManifest(JSON.parse(text));
  textRow(row, floor);
  textCorpusRows(row, floor);
  for (const [measure, value, target, verdict] of rows) console.log(`${measure.padEnd(72)} ${value.padStart(18)}  ${target.padEnd(6)} ${verdict}`);
}
