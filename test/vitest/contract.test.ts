// toHonourToolContract through the package's own `./vitest` subpath (the built dist), as a pack's tests use it.
import 'kindgi-tool-manifest/vitest';
import { describe, expect, test } from 'vitest';
import { packTool } from '../fixtures.js';

const weather = packTool({
  id: 'acme.weather',
  input: { type: 'object', properties: { city: { type: 'string' }, units: { enum: ['c', 'f'] } }, required: ['city'], additionalProperties: false },
  output: { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'], additionalProperties: false },
});

describe('toHonourToolContract', () => {
  test('passes for a correct handler, sync or async, and .not says so', async () => {
    await expect(() => ({ temperature: 20 })).toHonourToolContract(weather);
    await expect(async () => ({ temperature: 20 })).toHonourToolContract(weather, { runs: 20, seed: 3 });
    await expect(() => ({ temperature: 'warm' })).not.toHonourToolContract(weather, { runs: 5 });
    await expect(expect(() => ({ temperature: 1 })).not.toHonourToolContract(weather, { runs: 5 })).rejects.toThrowError(
      'expected the handler not to honour the contract of "acme.weather", but all 5 generated inputs gave valid outputs (seed 42)',
    );
  });

  test('its failure shows the smallest failing input, the output and its issues with pointers', async () => {
    const handler = ({ units }: { units?: string }) => ({ temperature: units === 'f' ? '68' : 20 });
    await expect(expect(handler).toHonourToolContract(weather)).rejects.toThrowError(
      /^expected the handler to honour the contract of "acme\.weather", but \d+ of 100 inputs failed \(seed 42\)\.\nThe smallest failing input:\n {2}\{"city":"","units":"f"\}\nIts output:\n {2}\{"temperature":"68"\}\nwhich breaks the output schema:\n {2}\/temperature error call\/wrong-type: "temperature" must be a number, not a string\.$/,
    );
  });

  test('a handler that throws or times out fails with its input', async () => {
    await expect(expect(() => { throw new Error('boom'); }).toHonourToolContract(weather, { runs: 3 })).rejects.toThrowError(/The smallest failing input:\n {2}\{"city":""\}\nThe handler threw Error: boom\./);
    await expect(expect(() => new Promise(() => {})).toHonourToolContract(weather, { runs: 2, timeoutMs: 10 })).rejects.toThrowError(/A failing input:\n.*\nThe handler gave no answer within 10 ms\./);
  });

  test('something that is not a function fails', async () => {
    await expect(expect('handler').toHonourToolContract(weather)).rejects.toThrowError("expected a tool's handler (a function), but received string");
  });

  test('TypeScript knows the matcher and its options', async () => {
    // @ts-expect-error runs is a number
    await expect(expect(() => ({ temperature: 1 })).toHonourToolContract(weather, { runs: 'many' })).rejects.toThrowError(TypeError);
  });
});
