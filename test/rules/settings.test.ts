import { describe, expect, test } from 'vitest';
import { vetToolManifest, type VetOptions } from '../../src/index.js';
import { packTool } from '../fixtures.js';

describe('rule configuration', () => {
  test('an unknown rule id is the caller’s bug: thrown, with did-you-mean', () => {
    expect(() => vetToolManifest(packTool(), { rules: { 'manifest/id-reservd': 'off' } })).toThrow(/Unknown rule "manifest\/id-reservd".*did you mean "manifest\/id-reserved"/);
  });

  test('even on a manifest that is not an object', () => {
    expect(() => vetToolManifest(null, { rules: { nope: 'off' } })).toThrow(TypeError);
  });

  test('a bad setting or profile is thrown', () => {
    expect(() => vetToolManifest(packTool(), { rules: { 'manifest/id-reserved': 'fatal' as 'error' } })).toThrow(/cannot be set to "fatal"/);
    expect(() => vetToolManifest(packTool(), { profile: 'lenient' as 'strict' })).toThrow(/Unknown profile "lenient"/);
  });

  test('a rule turned off reports nothing; set to warning, its errors no longer invalidate', () => {
    const manifest = packTool({ id: 'kindgi_echo' });
    expect(vetToolManifest(manifest).valid).toBe(false);
    expect(vetToolManifest(manifest, { rules: { 'manifest/id-reserved': 'off' } }).issues).toEqual([]);
    const report = vetToolManifest(manifest, { rules: { 'manifest/id-reserved': 'warning' } });
    expect(report).toMatchObject({ valid: true, issues: [{ code: 'manifest/id-reserved', severity: 'warning' }] });
  });

  test.each([
    ['a misspelt limit', { limits: { maxDeep: 10 } }, /Unknown limit "maxDeep" in options.limits \(did you mean "maxDepth"\?\)\. Limits:/],
    ['a negative limit', { limits: { maxDepth: -1 } }, /options.limits.maxDepth must be a whole number of at least 1/],
    ['a zero limit', { limits: { maxBytes: 0 } }, /options.limits.maxBytes must be/],
    ['a fractional limit', { limits: { maxFanOut: 1.5 } }, /options.limits.maxFanOut must be/],
    ['a limit that is not a number', { limits: { maxProperties: '1000' } }, /options.limits.maxProperties must be .*not "1000"/],
    ['limits that are not an object', { limits: 5 }, /options.limits must be an object/],
    ['an unknown dialect', { dialects: ['draft-03'] }, /Unknown dialect "draft-03" in options.dialects \(did you mean "draft-04"\?\)/],
    // Written into the draft-04 message as it was: 5 had been "opt in to draft-04 with 5".
    ['a dialectOptIn that is no string', { dialectOptIn: 5 }, /^options\.dialectOptIn must be a string, such as '--allow-dialect draft-04', not 5\.$/],
    ['a misspelt option', { profil: 'strict' }, /Unknown option "profil" in options \(did you mean "profile"\?\)/],
    ['an option of no entry point', { verbose: true }, /Unknown option "verbose" in options\. Options: dialects, /],
    ['options that are null', null, /options must be an object, not null/],
    ['options that are a number', 5, /options must be an object, not 5/],
    ['options that are an array', [], /options must be an object, not an array/],
    ['dialects that are not an array', { dialects: 'draft-04' }, /options.dialects must be an array/],
    ['schemas that are not an object', { schemas: ['https://example.com/a.json'] }, /options.schemas must be an object/],
    // Object.entries of a number is empty: these were ignored without a word.
    ['rules that are a number', { rules: 5 }, /options\.rules must be an object of settings by rule id, such as \{ "effects\/duplicate": "warning" \}, not 5\./],
    ['rules that are a list', { rules: ['effects/duplicate'] }, /options\.rules must be an object .*not an array/],
    ['rules that are null', { rules: null }, /options\.rules must be an object .*not null/],
  ])('%s is thrown as a TypeError', (_name, options, message) => {
    expect(() => vetToolManifest(packTool(), options as VetOptions)).toThrow(TypeError);
    expect(() => vetToolManifest(packTool(), options as VetOptions)).toThrow(message);
  });

  test('the options of the entry points that pass theirs on to the vet are no unknown options', () => {
    expect(vetToolManifest(packTool(), { formats: 'annotate', maxIssues: 5, readTool: () => undefined, endpoint: 'mcp+stdio://x' } as VetOptions).valid).toBe(true);
  });

  test('good limits and dialects pass, Infinity included', () => {
    expect(vetToolManifest(packTool(), { limits: { maxDepth: 32, maxBytes: Infinity, maxVetMs: 5_000 }, dialects: ['draft-04'] }).valid).toBe(true);
  });
});
