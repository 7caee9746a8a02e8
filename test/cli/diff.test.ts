import { expect, test } from 'vitest';
import { unifiedDiff } from '../../src/cli/diff.js';

const lines = (count: number, change: (index: number) => string | undefined = () => undefined) =>
  Array.from({ length: count }, (_, index) => change(index) ?? `line ${index + 1}`).join('\n') + '\n';

test.each([
  { name: 'the same text', before: 'a\n', after: 'a\n', diff: '' },
  { name: 'one line changed', before: 'a\nb\nc\n', after: 'a\nB\nc\n', diff: '--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n' },
  { name: 'a line removed', before: 'a\nb\nc\n', after: 'a\nc\n', diff: '--- a/f\n+++ b/f\n@@ -1,3 +1,2 @@\n a\n-b\n c\n' },
  { name: 'a line added at the end', before: 'a\n', after: 'a\nb\n', diff: '--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n' },
  {
    name: 'two changes far apart make two hunks',
    before: lines(20),
    after: lines(20, (index) => (index === 1 || index === 18 ? 'changed' : undefined)),
    diff: '--- a/f\n+++ b/f\n@@ -1,5 +1,5 @@\n line 1\n-line 2\n+changed\n line 3\n line 4\n line 5\n@@ -16,5 +16,5 @@\n line 16\n line 17\n line 18\n-line 19\n+changed\n line 20\n',
  },
])('$name', ({ before, after, diff }) => {
  expect(unifiedDiff('f', before, after)).toBe(diff);
});
