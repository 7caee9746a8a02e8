import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
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
});
