// Vetting JSON text beside vetting the same document as a value (issue 12, goal 5): over the whole
// corpus serialised as text, total time, against the text floor (JSON.parse of each text plus the Ajv
// floor on the result); and what text costs on top of the value vet of `JSON.parse(text)`, the part
// the text path itself adds (its scan, positions for issues, edits for fixes).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vetToolManifest } from '../dist/index.js';
import { corpusManifests } from './inputs.mjs';
import { microseconds } from './measure.mjs';

const EXAMPLE = 'examples/weather-pack-tool.json';

/** The corpus-as-text row against its floor, and the text-over-value figures, in the bench's rows. */
export function textCorpusRows(row, floor) {
  const example = readFileSync(new URL(`../${EXAMPLE}`, import.meta.url), 'utf8');
  const overExample = microseconds(() => vetToolManifest(example)) - microseconds(() => vetToolManifest(JSON.parse(example)));
  row(`  over the vet of JSON.parse(text) as a value`, `${signed(overExample)} µs`);

  const texts = corpusManifests().map((manifest) => JSON.stringify(manifest, null, 2));
  const timing = { batches: 9, batchMs: 250, warmupMs: 1000 };
  const total = (fn) => microseconds(() => texts.forEach(fn), timing) / 1000;
  const textMs = total((text) => vetToolManifest(text));
  const valueMs = total((text) => vetToolManifest(JSON.parse(text)));
  const floorMs = total((text) => floor(JSON.parse(text)));
  row(`text: the ${texts.length} corpus tools (MCP) as JSON text, total`, `${textMs.toFixed(2)} ms`);
  row(`  × its floor, JSON.parse + the Ajv floor (${floorMs.toFixed(2)} ms)`, `${(textMs / floorMs).toFixed(2)}×`, '≤ 2×', textMs / floorMs <= 2);
  row(`  over the vet of JSON.parse(text) as values (${valueMs.toFixed(2)} ms), per tool`, `${signed(((textMs - valueMs) * 1000) / texts.length)} µs`);
}

function signed(value) {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
}

// `node bench/text.mjs` (after a build): the text rows alone, for comparing two builds quickly.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [{ ajvFloor }, { textRow }] = await Promise.all([import('./baselines.mjs'), import('./startup.mjs')]);
  const floor = ajvFloor();
  const rows = [];
  const row = (measure, value, target = '', pass) => rows.push([measure, value, target, pass === undefined ? '' : pass ? 'PASS' : 'MISS']);
  textRow(row, floor);
  textCorpusRows(row, floor);
  for (const [measure, value, target, verdict] of rows) console.log(`${measure.padEnd(72)} ${value.padStart(12)}  ${target.padEnd(6)} ${verdict}`);
}
