import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/index.js';
import { checkToolContract } from '../../src/testing/index.js';
import { packTool } from '../fixtures.js';

const weather = packTool({
  id: 'acme.weather',
  input: { type: 'object', properties: { city: { type: 'string' }, units: { enum: ['c', 'f'] }, days: { type: 'integer', minimum: 1, maximum: 7 } }, required: ['city'], additionalProperties: false },
  output: { type: 'object', properties: { temperature: { type: 'number' }, days: { type: 'integer' } }, required: ['temperature'], additionalProperties: false },
});
const { input: validInput } = compileToolValidators(weather);

describe('checkToolContract', () => {
  test('a correct handler passes, sync or async', async () => {
    expect(await checkToolContract(weather, ({ days }) => ({ temperature: 20, ...(days === undefined ? {} : { days }) }), { runs: 60 })).toEqual({ runs: 60, failed: 0, seed: 42, failures: [] });
    expect((await checkToolContract(weather, async () => ({ temperature: -3.5 }), { runs: 30, seed: 1 })).failures).toEqual([]);
  });

  test('a handler wrong for one class of inputs fails, with a shrunk counterexample that is itself a valid input', async () => {
    // Wrong only when the caller asks for Fahrenheit: the temperature comes back as text.
    const handler = ({ units }: { units?: string }) => ({ temperature: units === 'f' ? '68' : 20 });
    const report = await checkToolContract(weather, handler, { runs: 100 });
    const [smallest, ...others] = report.failures;
    expect(smallest?.shrunk).toBe(true);
    expect(validInput(smallest?.input).valid).toBe(true);
    expect(smallest?.input).toEqual({ city: '', units: 'f' });
    expect(smallest?.output).toEqual({ temperature: '68' });
    expect(smallest?.issues.map(({ code, pointer }) => ({ code, pointer }))).toEqual([{ code: 'call/wrong-type', pointer: '/temperature' }]);
    expect(others.length).toBeGreaterThan(0);
    expect(report.failed).toBeGreaterThanOrEqual(report.failures.length - 1);
    expect(others.every((failure) => (failure.input as { units?: string }).units === 'f' && !failure.shrunk)).toBe(true);
  });

  test.each([
    ['throws', () => { throw new RangeError('no forecast'); }, { kind: 'threw', message: 'RangeError: no forecast' }],
    ['rejects', async () => Promise.reject(new Error('offline')), { kind: 'rejected', message: 'Error: offline' }],
    ['times out', () => new Promise(() => {}), { kind: 'timeout', message: 'no answer within 20 ms' }],
    ['throws a non-Error', () => { throw 'nope'; }, { kind: 'threw', message: 'the string "nope"' }],
  ])('a handler that %s is a failure with its input, not a crash', async (_name, handler, error) => {
    const report = await checkToolContract(weather, handler as never, { runs: 5, timeoutMs: 20 });
    expect(report.failures.length).toBeGreaterThan(0);
    for (const failure of report.failures) {
      expect(failure.error).toMatchObject(error);
      expect(failure.issues).toEqual([]);
      expect(validInput(failure.input).valid).toBe(true);
    }
  });

  test('a hostile answer (a `then` getter that throws, an Error whose message throws) is a failure, not a crash', async () => {
    const trap = { get then() { throw new Error('trap'); } };
    const report = await checkToolContract(weather, () => trap, { runs: 2 });
    expect(report.failures[0]?.error).toMatchObject({ kind: 'threw', message: 'Error: trap' });
    const sly = Object.defineProperty(new Error(), 'message', { get() { throw new Error('again'); } });
    const other = await checkToolContract(weather, () => { throw sly; }, { runs: 2 });
    expect(other.failures[0]?.error).toMatchObject({ kind: 'threw', message: 'Error whose message cannot be read' });
  });

  test('the handler gets a copy of the input: changing it changes nothing reported', async () => {
    const report = await checkToolContract(weather, (input: Record<string, unknown>) => {
      input['city'] = 42;
      return { temperature: 'x' };
    }, { runs: 3 });
    for (const failure of report.failures) expect(typeof (failure.input as { city: unknown }).city).toBe('string');
  });

  test('the same seed runs the same inputs', async () => {
    const seen: unknown[][] = [[], []];
    for (const run of seen) await checkToolContract(weather, (input) => (run.push(input), { temperature: 1 }), { runs: 20, seed: 9 });
    expect(seen[0]).toEqual(seen[1]);
  });

  test.each([
    [{ runs: 0 }, /runs must be a whole number above 0/],
    [{ timeoutMs: -5 }, /timeoutMs must be a whole number above 0/],
    [{ seed: 1.5 }, /seed must be a whole number/],
    [{ rnus: 5 }, /Unknown generator option "rnus"/],
  ])('%j is refused with a TypeError', async (options, message) => {
    await expect(checkToolContract(weather, () => ({}), options as never)).rejects.toThrowError(message);
  });

  test('a handler that is not a function is a TypeError', async () => {
    await expect(checkToolContract(weather, 'handler' as never)).rejects.toThrowError(TypeError);
  });
});
