import { expect, test } from 'vitest';
import { progressOn } from '../../src/cli/progress.js';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, output: { isTTY, write: (text: string) => written.push(text) } };
}

test('a terminal gets a progress line past 200 files, redrawn at most every 100 ms and cleared at the end', () => {
  const { written, output } = stream(true);
  let clock = 0;
  const progress = progressOn(output, () => clock);
  for (let count = 1; count <= 200; count++) progress.tick(count);
  expect(written).toEqual([]);
  clock = 1_000;
  progress.tick(201);
  progress.tick(202);
  clock = 1_100;
  progress.tick(203);
  progress.done();
  expect(written).toEqual(['\rkindgi-tool-manifest: 201 files vetted…', '\rkindgi-tool-manifest: 203 files vetted…', '\r\u001b[K']);
});

test('a message clears the progress line first', () => {
  const { written, output } = stream(true);
  const progress = progressOn(output, () => 1_000);
  progress.tick(500);
  progress.note('cannot read x.json: permission denied');
  expect(written).toEqual(['\rkindgi-tool-manifest: 500 files vetted…', '\r\u001b[K', 'kindgi-tool-manifest: cannot read x.json: permission denied\n']);
});

test('no progress line when standard error is not a terminal', () => {
  const { written, output } = stream(false);
  const progress = progressOn(output, () => 1_000);
  for (let count = 1; count <= 1_000; count++) progress.tick(count);
  progress.done();
  expect(written).toEqual([]);
});
