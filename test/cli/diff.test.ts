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
  { name: 'a last line without a line break', before: 'a\nb', after: 'a\nB', diff: '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n' },
  { name: 'a line break added at the end', before: 'a\nb', after: 'a\nb\n', diff: '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n' },
  { name: 'kept context without a line break', before: 'a\nb\nc', after: 'A\nb\nc', diff: '--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n-a\n+A\n b\n c\n\\ No newline at end of file\n' },
])('$name', ({ before, after, diff }) => {
  expect(unifiedDiff('f', before, after)).toBe(diff);
});

test.each([
  ['a.json', '--- a/a.json\n+++ b/a.json\n'],
  ['my tool.json', '--- a/my tool.json\t\n+++ b/my tool.json\t\n'],
  ['tab\there.json', '--- "a/tab\\there.json"\n+++ "b/tab\\there.json"\n'],
  ['x.json\n+++ b/evil.json', '--- "a/x.json\\n+++ b/evil.json"\n+++ "b/x.json\\n+++ b/evil.json"\n'],
  ['say "hi"\\.json', '--- "a/say \\"hi\\"\\\\.json"\n+++ "b/say \\"hi\\"\\\\.json"\n'],
  ['e\u001b]0;x\u0007.json', '--- "a/e\\033]0;x\\007.json"\n+++ "b/e\\033]0;x\\007.json"\n'],
  ['r\u202eb.json', '--- "a/r\\342\\200\\256b.json"\n+++ "b/r\\342\\200\\256b.json"\n'],
  ['ünï.json', '--- a/ünï.json\n+++ b/ünï.json\n'],
])('the name %j is written so that patch reads it whole, and nothing from it reaches a terminal raw', (name, headers) => {
  expect(unifiedDiff(name, 'a\n', 'b\n').startsWith(headers)).toBe(true);
});
