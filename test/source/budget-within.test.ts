import { describe, expect, test } from 'vitest';
import { VetBudget } from '../../src/source/budget.js';

// A clock the test moves by hand.
function clock(start = 0) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('a vet’s budget within its pack’s', () => {
  test('units spent by a tool are spent from the pack too, and the smaller allowance bounds', () => {
    const pack = new VetBudget({ units: { redos: 100 } });
    const first = new VetBudget({ units: { redos: 80 } }, undefined, pack);
    expect(first.spend('redos', 60)).toBe(true);
    expect(pack.remaining('redos')).toBe(40);
    const second = new VetBudget({ units: { redos: 80 } }, undefined, pack);
    expect(second.remaining('redos')).toBe(40);
    expect(second.spend('redos', 50)).toBe(false);
    // Refused by the pack: nothing taken from the tool's own allowance either.
    expect(second.remaining('redos')).toBe(40);
    expect(second.spend('redos', 40)).toBe(true);
    expect(pack.remaining('redos')).toBe(0);
  });

  test('a kind the pack does not bound is bounded by the tool alone', () => {
    const pack = new VetBudget({ units: { redos: 10 } });
    const tool = new VetBudget({ units: { 'fan-out': 5 } }, undefined, pack);
    expect(tool.remaining('positions')).toBe(Infinity);
    expect(tool.spend('fan-out', 5)).toBe(true);
    expect(tool.spend('fan-out', 1)).toBe(false);
  });

  test('the pack’s clock running out ends every tool’s budget, whatever its own says', () => {
    const { time, now } = clock();
    const pack = new VetBudget({ maxMs: 100 }, now);
    const tool = new VetBudget({ maxMs: 1_000 }, now, pack);
    time.now = 50;
    expect(tool.expired()).toBe(false);
    expect(tool.msLeft()).toBe(50);
    time.now = 100;
    expect(tool.expired()).toBe(true);
    expect(tool.spend('redos')).toBe(false);
    expect(tool.remaining('redos')).toBe(0);
  });

  test('the tool’s own clock still bounds it inside a pack with time left', () => {
    const { time, now } = clock();
    const pack = new VetBudget({ maxMs: 10_000 }, now);
    const tool = new VetBudget({ maxMs: 10 }, now, pack);
    time.now = 10;
    expect(tool.expired()).toBe(true);
    expect(pack.expired()).toBe(false);
  });
});
