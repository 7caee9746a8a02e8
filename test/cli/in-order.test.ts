import { expect, test } from 'vitest';
import { inOrder } from '../../src/cli/in-order.js';

async function* numbers(count: number): AsyncGenerator<number> {
  for (let n = 0; n < count; n++) yield n;
}

test('yields in the order of the source, however the calls finish, with at most `window` in flight', async () => {
  let inFlight = 0;
  let most = 0;
  const slowFirst = async (n: number) => {
    most = Math.max(most, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, (10 - n) * 2));
    inFlight--;
    return n * 10;
  };
  const seen: number[] = [];
  for await (const value of inOrder(numbers(10), slowFirst, 4)) seen.push(value);
  expect(seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  expect(most).toBe(4);
});

test('an empty source yields nothing', async () => {
  const seen: number[] = [];
  for await (const value of inOrder(numbers(0), async (n) => n, 4)) seen.push(value);
  expect(seen).toEqual([]);
});
