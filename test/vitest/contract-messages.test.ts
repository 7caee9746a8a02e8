// What a contract report keeps and says of what a handler gave, whatever it gave: the matcher's
// message never throws, a thrown value is shown in plain words and cut as inputs and outputs are,
// and a report holds two of the handler's answers whole at most.
import { describe, expect, test } from 'vitest';
import { checkToolContract } from '../../src/testing/index.js';
import { toHonourToolContract } from '../../src/vitest/contract-matcher.js';
import { packTool } from '../fixtures.js';

const tool = packTool({
  id: 'acme.t',
  input: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false },
  output: { type: 'object', properties: { r: { type: 'integer' } } },
});

const throwingLength = new Proxy([], { get: (target, key) => (key === 'length' ? (() => { throw new Error('no length'); })() : Reflect.get(target, key)) });
const revoked = Proxy.revocable({}, {});
revoked.revoke();

describe('the message of toHonourToolContract', () => {
  test.each<[string, () => unknown, RegExp]>([
    ['a BigInt in the output', () => ({ r: 1n }), /Its output:\n {2}\{"r":1n\}\nwhich breaks the output schema:\n {2}\/r error call\/wrong-type/],
    ['a BigInt as the output', () => 12n, /Its output:\n {2}12n\n/],
    ['an array whose length getter throws', () => ({ r: throwingLength }), /Its output:\n {2}\{"r":"\[unreadable\]"\}\n/],
    ['a revoked Proxy', () => ({ r: revoked.proxy }), /Its output:\n {2}\{"r":"\[unreadable\]"\}\n/],
    ['a function as the output', () => () => 1, /Its output:\n {2}a function\nwhich breaks the output schema:\n {2}\(root\) error call\/wrong-type: The output must be an object, not a function\./],
    ['throw null', () => { throw null; }, /\nThe handler threw null\.$/],
    ['throw undefined', () => { throw undefined; }, /\nThe handler threw undefined\.$/],
    ['a thrown string', () => { throw 'nope'; }, /\nThe handler threw the string "nope"\.$/],
    ['a thrown number', () => { throw 42; }, /\nThe handler threw 42\.$/],
    ['a thrown object', () => { throw { code: 7 }; }, /\nThe handler threw an object \{"code":7\}\.$/],
    ['a rejection with null', () => Promise.reject(null), /\nThe handler rejected with null\.$/],
  ])('%s is shown, and the message does not throw', async (_name, handler, shown) => {
    const result = await toHonourToolContract(handler, tool, { runs: 3 });
    expect(result.pass).toBe(false);
    expect(result.message()).toMatch(shown);
  });
});

describe('what a thrown value becomes in the report', () => {
  test.each<[string, unknown, string]>([
    ['an Error', new RangeError('no forecast'), 'RangeError: no forecast'],
    ['null', null, 'null'],
    ['a string', 'nope', 'the string "nope"'],
    ['an array', [1, 'a'], 'an array [1,"a"]'],
    ['a function', () => 1, 'a function'],
    ['an Error whose message getter throws', Object.defineProperty(new Error(), 'message', { get: () => { throw new Error('again'); } }), 'Error whose message cannot be read'],
  ])('%s', async (_name, thrown, message) => {
    const report = await checkToolContract(tool, () => { throw thrown; }, { runs: 2 });
    expect(report.failures[0]?.error?.message).toBe(message);
  });

  test('a 5 MB message is cut at 2,000 characters, as inputs and outputs are', async () => {
    const report = await checkToolContract(tool, () => { throw new Error('x'.repeat(5_000_000)); }, { runs: 2 });
    const message = report.failures[0]?.error?.message ?? '';
    expect(message.length).toBe(2_001);
    expect(message.startsWith('Error: xxx')).toBe(true);
    expect(message.endsWith('x…')).toBe(true);
    const result = await toHonourToolContract(() => { throw new Error('y'.repeat(5_000_000)); }, tool, { runs: 2 });
    expect(result.message().length).toBeLessThan(5_000);
  });
});

describe('what a report keeps of the handler’s answers', () => {
  test('the shrunk counterexample and the first failure keep the output whole; the others a preview of 200 characters', async () => {
    const answers: unknown[] = [];
    const report = await checkToolContract(tool, ({ n }: { n: number }) => {
      const answer = { r: 'wrong', n, padding: 'p'.repeat(1_000) };
      answers.push(answer);
      return answer;
    }, { runs: 20 });
    const [shrunk, first, ...others] = report.failures;
    expect(report.failed).toBe(20);
    expect(shrunk?.shrunk).toBe(true);
    expect(shrunk?.output).toMatchObject({ r: 'wrong', n: 0 });
    expect(first?.output).toBe(answers[0]);
    expect(others.length).toBeGreaterThan(0);
    for (const failure of others) {
      expect('output' in failure).toBe(false);
      expect(failure.outputPreview).toMatch(/^\{"r":"wrong","n":-?\d+,"padding":"p+…$/);
      expect(failure.outputPreview?.length).toBe(201);
      expect(failure.issues.map((issue) => issue.code)).toEqual(['call/wrong-type']);
    }
  });

  test('a thrown value is kept on the first failure only; the others keep its words', async () => {
    const report = await checkToolContract(tool, ({ n }: { n: number }) => { throw new Error(`no ${n}`); }, { runs: 10 });
    const [shrunk, first, ...others] = report.failures;
    expect(shrunk?.error?.thrown).toBeInstanceOf(Error);
    expect(first?.error?.thrown).toBeInstanceOf(Error);
    expect(others.length).toBeGreaterThan(0);
    for (const failure of others) expect(failure.error).toEqual({ kind: 'threw', message: expect.stringMatching(/^Error: no -?\d+$/) });
  });
});
