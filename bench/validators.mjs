#!/usr/bin/env node
// `npm run bench -- --validators` (and part of the default run): per-call and compile times of the
// call validators against plain Ajv, hyperjump, cfworker and json-schema-library, in one process,
// with PASS or MISS against issue 13's targets. A measurement, not a test. `--calls-only`: only the
// per-call rows against plain Ajv (`node bench/validators.mjs --calls-only`, after a build).
import { createRequire } from 'node:module';
import { Validator as CfValidator } from '@cfworker/json-schema';
import { compileSchema } from 'json-schema-library';
import { clearValidatorCache, compileToolValidators } from '../dist/index.js';
import { median, microseconds, milliseconds } from './measure.mjs';
import { CARRIER, manifestOf, VALIDATOR_INPUTS } from './validator-inputs.mjs';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020.js');
const addFormats = require('ajv-formats');

/** Plain Ajv with the same safety options as compileToolValidators: the baseline. */
function plainAjv(schema, allErrors) {
  const ajv = new Ajv2020({ ownProperties: true, allErrors, strict: false, logger: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

/** Plain Ajv's errors, each as an issue with the least of sentences: no wording, no merging, no union reduction. */
function sentences(validate, data) {
  validate(data);
  const issues = [];
  for (const error of validate.errors ?? []) issues.push({ code: 'call/invalid-value', severity: 'error', message: `"${error.instancePath}" ${error.message}.`, pointer: error.instancePath });
  return issues;
}

async function hyperjump(schema, index) {
  const { registerSchema, validate } = await import('@hyperjump/json-schema/draft-2020-12');
  const uri = `https://bench.example/schema-${index}-${Math.random().toString(36).slice(2)}`;
  registerSchema({ ...schema, $id: uri });
  const validator = await validate(uri);
  return { valid: (data) => validator(data), all: (data) => validator(data, 'BASIC') };
}

/**
 * `ours` per call over `baseline` per call, measured in alternating batches and taken as the median
 * of the per-round ratios: on a shared machine, load that comes and goes then slows both alike.
 */
function pairedRatio(ours, baseline, { rounds = 31, batchMs = 25, warmupMs = 300 } = {}) {
  const perBatch = (fn) => {
    const start = performance.now();
    let calls = 0;
    while (performance.now() < start + warmupMs) {
      fn();
      calls++;
    }
    return Math.max(1, Math.round((calls / warmupMs) * batchMs));
  };
  const counts = [perBatch(ours), perBatch(baseline)];
  const time = (fn, count) => {
    const start = performance.now();
    for (let i = 0; i < count; i++) fn();
    return ((performance.now() - start) * 1000) / count;
  };
  const ratios = [];
  const oursTimes = [];
  const baselineTimes = [];
  for (let round = 0; round < rounds; round++) {
    const mine = time(ours, counts[0]);
    const theirs = time(baseline, counts[1]);
    oursTimes.push(mine);
    baselineTimes.push(theirs);
    ratios.push(mine / theirs);
  }
  return { ours: median(oursTimes), baseline: median(baselineTimes), ratio: median(ratios) };
}

export async function runValidatorBench(rows) {
  const row = (measure, value, target = '', pass) => rows.push({ measure, value, target, verdict: pass === undefined ? '' : pass ? 'PASS' : 'MISS' });
  const us = (value) => `${value.toFixed(2)} µs`;
  let index = 0;
  for (const [name, { schema, valid, invalid }] of Object.entries(VALIDATOR_INPUTS)) {
    const ours = compileToolValidators(manifestOf(schema), CARRIER).input;
    const interpreted = compileToolValidators(manifestOf(schema), { ...CARRIER, engine: 'interpreted' }).input;
    if (!ours(valid).valid || ours(invalid).valid || !interpreted(valid).valid) throw new Error(`bench inputs for ${name} are not what they claim`);
    const ajvFast = plainAjv(schema, false);
    const ajvAll = plainAjv(schema, true);
    const cfFast = new CfValidator(schema, '2020-12', true);
    const cfAll = new CfValidator(schema, '2020-12', false);
    const jsl = compileSchema(schema);
    const hj = await hyperjump(schema, index++);
    const engines = [
      ['compileToolValidators', () => ours(valid), () => ours(invalid)],
      ['plain Ajv', () => ajvFast(valid), () => ajvAll(invalid)],
      ["compileToolValidators, engine: 'interpreted'", () => interpreted(valid), () => interpreted(invalid)],
      ['json-schema-library', () => jsl.validate(valid), () => jsl.validate(invalid)],
      ['hyperjump', () => hj.valid(valid), () => hj.all(invalid)],
      ['cfworker', () => cfFast.validate(valid), () => cfAll.validate(invalid)],
    ];
    const onValid = pairedRatio(engines[0][1], engines[1][1]);
    const onInvalid = pairedRatio(engines[0][2], engines[1][2]);
    row(`per call, ${name}: valid data`, us(onValid.ours));
    row(`  × plain Ajv (${us(onValid.baseline)})`, `${onValid.ratio.toFixed(2)}×`, '≤ 1.2×', onValid.ratio <= 1.2);
    row(`per call, ${name}: invalid data (issues with messages)`, us(onInvalid.ours));
    row(`  × plain Ajv, allErrors (${us(onInvalid.baseline)})`, `${onInvalid.ratio.toFixed(2)}×`, '≤ 3×', onInvalid.ratio <= 3);
    // The least an issue with a message can cost: plain Ajv's errors, each given one sentence by one concatenation.
    const leastWords = pairedRatio(() => sentences(ajvAll, invalid), engines[1][2]);
    row(`  plain Ajv, allErrors, and one concatenated sentence per error (${us(leastWords.ours)})`, `${leastWords.ratio.toFixed(2)}×`);
    if (process.argv.includes('--calls-only')) continue;
    const times = engines.slice(2).map(([engine, valid, invalid]) => ({ engine, valid: microseconds(valid, { batches: 11 }), invalid: microseconds(invalid, { batches: 11 }) }));
    for (const other of times) row(`  ${other.engine}: valid / invalid`, `${us(other.valid)} / ${us(other.invalid)}`);
    const compileOurs = milliseconds(() => {
      clearValidatorCache();
      compileToolValidators(manifestOf(structuredClone(schema)), CARRIER).input(invalid);
    }, 5);
    const compileAjv = milliseconds(() => {
      plainAjv(structuredClone(schema), false);
      plainAjv(structuredClone(schema), true);
    }, 5);
    const compileJsl = milliseconds(() => compileSchema(structuredClone(schema)), 5);
    const compileCf = milliseconds(() => new CfValidator(structuredClone(schema), '2020-12', false), 5);
    row(`compile, ${name}: compileToolValidators (vet + its Ajv validators)`, `${compileOurs.toFixed(2)} ms`);
    row(`  plain Ajv (both validators) / json-schema-library / cfworker`, `${compileAjv.toFixed(2)} / ${compileJsl.toFixed(2)} / ${compileCf.toFixed(3)} ms`);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const rows = [];
  await runValidatorBench(rows);
  const width = Math.max(...rows.map((r) => r.measure.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  for (const r of rows) console.log(`${r.measure.padEnd(width)}  ${r.value.padStart(valueWidth)}  ${r.target.padEnd(8)} ${r.verdict}`);
}
