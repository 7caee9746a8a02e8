// Uses the matchers as a pack's tests would: through the package's own `./vitest` subpath (the built dist).
import 'kindgi-tool-manifest/vitest';
import { describe, expect, test } from 'vitest';
import { ToolManifestError } from 'kindgi-tool-manifest';
import { mcpTool, packTool } from '../fixtures.js';

const weather = packTool({
  id: 'acme.weather',
  input: { type: 'object', properties: { city: { type: 'string' }, units: { enum: ['c', 'f'] } }, required: ['city'], additionalProperties: false },
  output: { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'] },
});
const broken = packTool({ input: { type: 'object', properties: { city: { type: 'strin' } } } });

describe('toBeValidToolManifest', () => {
  test('passes for a valid manifest, as a value or as JSON text', () => {
    expect(weather).toBeValidToolManifest();
    expect(JSON.stringify(weather)).toBeValidToolManifest();
    expect(broken).not.toBeValidToolManifest();
  });

  test('takes the vet options', () => {
    const draft04 = mcpTool({ input: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } });
    expect(draft04).not.toBeValidToolManifest();
    expect(draft04).toBeValidToolManifest({ dialects: ['draft-04'] });
  });

  test('its failure lists every issue with its pointer and code', () => {
    expect(() => expect(broken).toBeValidToolManifest()).toThrowError(/expected a valid tool manifest, but it has 1 error:\n {2}\/input\/properties\/city\/type error schema\/invalid: /);
    expect(() => expect(weather).not.toBeValidToolManifest()).toThrowError('expected the manifest not to be a valid tool manifest, but it vets with no error');
  });
});

describe('toHaveManifestIssue', () => {
  test('passes when vetting reports the code, at the pointer when one is given', () => {
    expect(broken).toHaveManifestIssue('schema/invalid');
    expect(broken).toHaveManifestIssue('schema/invalid', '/input/properties/city/type');
    expect(broken).not.toHaveManifestIssue('schema/invalid', '/output');
    expect(weather).not.toHaveManifestIssue('schema/invalid');
    const local = { ...weather, codeArtifactRef: { kind: 'filesystem', modulePath: '/srv/tools/weather.js' }, spec: undefined };
    expect(local).not.toHaveManifestIssue('artifact/filesystem-in-production');
    expect(local).toHaveManifestIssue('artifact/filesystem-in-production', '/codeArtifactRef/kind', { profile: 'production' });
  });

  // 900 misspelt fields made a message of 108 KB.
  test('its failure lists at most 50 issues, then how many more there are', () => {
    const misspelt = { ...weather, ...Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`mutatin${i}`, true])) };
    let message = '';
    try {
      expect(misspelt).not.toHaveManifestIssue('manifest/unknown-property');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.match(/manifest\/unknown-property:/g)).toHaveLength(50);
    expect(message).toMatch(/\n {2}… and [\d,]+ more$/);
  });

  test('its failure names what was wanted and lists the issues there are', () => {
    expect(() => expect(broken).toHaveManifestIssue('schema/invalid', '/input')).toThrowError(
      /expected the manifest to have the issue schema\/invalid at \/input, but its issues are:\n {2}\/input\/properties\/city\/type error schema\/invalid/,
    );
    expect(() => expect(weather).toHaveManifestIssue('dialect/not-allowed')).toThrowError('expected the manifest to have the issue dialect/not-allowed, but it has no issue at all');
    expect(() => expect(broken).not.toHaveManifestIssue('schema/invalid')).toThrowError(/expected the manifest not to have the issue schema\/invalid, but it has:\n {2}\/input\/properties\/city\/type/);
  });

  test('a code the library never reports throws, with .not too: a misspelt code would pass whatever the manifest holds', () => {
    expect(() => expect(weather).not.toHaveManifestIssue('manifest/id-conventoin')).toThrowError(/"manifest\/id-conventoin" is no issue code of kindgi-tool-manifest \(did you mean "manifest\/id-convention"\?\)/);
    expect(() => expect(broken).toHaveManifestIssue('schema/invalidd')).toThrowError(TypeError);
  });
});

describe('toMatchToolInput and toMatchToolOutput', () => {
  test('pass and fail on a call’s arguments and result', () => {
    expect({ city: 'Oslo', units: 'c' }).toMatchToolInput(weather);
    expect({ city: 42 }).not.toMatchToolInput(weather);
    expect({ temperature: 21.5 }).toMatchToolOutput(weather);
    expect({ temperature: 'warm' }).not.toMatchToolOutput(weather);
  });

  // The message's words read the manifest's id again: a getter that throws then escaped as the matcher's own error.
  test('a manifest whose id getter throws on a second read still gets the failure message', () => {
    let reads = 0;
    const manifest = { ...weather };
    Object.defineProperty(manifest, 'id', {
      enumerable: true,
      get() {
        if (reads++ > 0) throw new Error('second read of id');
        return weather.id;
      },
    });
    expect(() => expect({ city: 42 }).toMatchToolInput(manifest)).toThrow(/the tool/);
    expect(() => expect({ city: 42 }).toMatchToolInput(manifest)).not.toThrow(/second read/);
  });

  test('each schema in its own dialect: a draft-07 tuple', () => {
    const tuple = mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { pair: { type: 'array', items: [{ type: 'number' }, { type: 'number' }] } } } });
    expect({ pair: [1, 2] }).toMatchToolInput(tuple);
    expect({ pair: [1, 'two'] }).not.toMatchToolInput(tuple);
  });

  test('their failures list the issues with pointers into the data', () => {
    expect(() => expect({ citty: 'Oslo' }).toMatchToolInput(weather)).toThrowError(
      'expected the value to match the input schema of "acme.weather", but:\n' +
        '  (root) error call/missing-property: The input is missing the required property "city".\n' +
        '      "citty" looks like a misspelling of "city".\n' +
        '  /citty error call/unknown-property: The input has a property "citty" that its schema does not allow.\n' +
        '      did you mean "city"?',
    );
    expect(() => expect({ temperature: 3 }).not.toMatchToolOutput(weather)).toThrowError('expected the value not to match the output schema of "acme.weather", but it does');
  });

  test('they work as asymmetric matchers', () => {
    expect({ tool: 'acme.weather', args: { city: 'Oslo' } }).toEqual({ tool: 'acme.weather', args: expect.toMatchToolInput(weather) });
    expect({ args: { city: 1 } }).not.toEqual({ args: expect.toMatchToolInput(weather) });
  });

  test('as asymmetric matchers, they print the tool briefly and, after a failed match, why the value failed', () => {
    // vitest prints an asymmetric matcher in its diff with toAsymmetricMatcher(), after the match ran.
    const matcher = expect.toMatchToolInput(weather) as unknown as { asymmetricMatch(value: unknown): boolean; toAsymmetricMatcher(): string };
    expect(matcher.toAsymmetricMatcher()).toBe('toMatchToolInput<"acme.weather" 1.0.0 input>');
    expect(matcher.asymmetricMatch({ city: 1 })).toBe(false);
    expect(matcher.toAsymmetricMatcher()).toBe('toMatchToolInput<"acme.weather" 1.0.0 input: /city call/wrong-type: "city" must be a string, not a number.>');
    expect(matcher.asymmetricMatch({ city: 'Oslo' })).toBe(true);
    expect(matcher.toAsymmetricMatcher()).toBe('toMatchToolInput<"acme.weather" 1.0.0 input>');
    expect({ result: { temperature: 'warm' } }).toEqual({ result: expect.not.toMatchToolOutput(weather) });
    expect(() => expect({ result: { temperature: 1 } }).toEqual({ result: expect.not.toMatchToolOutput(weather) })).toThrowError();
    expect(String(expect.not.toMatchToolOutput(weather))).toBe('not.toMatchToolOutput');
  });

  test('the assertion error carries the matcher, which vitest’s diff prints without the manifest', () => {
    let expected: unknown;
    try {
      expect({ args: { city: 1 } }).toEqual({ args: expect.toMatchToolInput(weather) });
    } catch (error) {
      expected = (error as { expected?: unknown }).expected;
    }
    const printed = (expected as { args: { toAsymmetricMatcher(): string } }).args.toAsymmetricMatcher();
    expect(printed).toContain('/city call/wrong-type');
    expect(printed).not.toContain('additionalProperties');
  });

  test('a manifest that does not vet is refused with its issues, whatever the assertion', () => {
    expect(() => expect({}).toMatchToolInput(broken)).toThrowError(ToolManifestError);
    expect(() => expect({}).not.toMatchToolOutput(broken)).toThrowError(/schema\/invalid/);
  });

  test('TypeScript knows the matchers and their arguments', () => {
    // @ts-expect-error a code is a string
    expect(() => expect(weather).toHaveManifestIssue(42)).toThrowError();
    // @ts-expect-error the manifest to match against is required
    expect(() => expect({}).toMatchToolInput()).toThrowError();
  });
});
