import { expect, test } from 'vitest';
import { fileErrorWords } from '../../src/node/file-error.js';

const errno = (code: string) => Object.assign(new Error(`${code}: something, open 'x'`), { code });

// One wording for the CLI, the pack's tool files and the config file alike.
test.each([
  [errno('ENOENT'), 'no such file or directory'],
  [errno('EACCES'), 'permission denied'],
  [errno('EPERM'), 'permission denied'],
  [errno('EISDIR'), 'it is a folder'],
  [errno('ELOOP'), 'a loop of symbolic links'],
  [errno('EMFILE'), 'EMFILE'],
  [new Error('plain'), 'plain'],
  ['a string', 'a string'],
])('%s in words: %s', (error, words) => {
  expect(fileErrorWords(error)).toBe(words);
});
