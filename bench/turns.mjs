// Measuring several functions in turns, for ratios that a shared, noisy machine moves little.
import { median, now } from './measure.mjs';

/**
 * Microseconds per call of each of `fns`, measured in turns: each round runs one batch of every
 * function, in an order that flips every round, so a noisy moment on a shared machine falls on
 * all of them alike. Gives each one's
 * median, and the median over rounds of each one's ratio to the first (what the rows compare).
 */
export function inTurns(fns, { rounds = 15, batchMs = 60, warmupMs = 300 } = {}) {
  const names = Object.keys(fns);
  const perBatch = {};
  for (const name of names) {
    const start = now();
    let calls = 0;
    while (now() < start + warmupMs) {
      fns[name]();
      calls++;
    }
    perBatch[name] = Math.max(1, Math.round((calls / warmupMs) * batchMs));
  }
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    // The order flips every round: the function measured second in a round measured a few per cent slower.
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      const start = now();
      for (let i = 0; i < perBatch[name]; i++) fns[name]();
      samples[name].push(((now() - start) * 1000) / perBatch[name]);
    }
  }
  const base = samples[names[0]];
  return Object.fromEntries(names.map((name) => [name, { us: median(samples[name]), ratio: median(samples[name].map((sample, round) => sample / base[round])) }]));
}
