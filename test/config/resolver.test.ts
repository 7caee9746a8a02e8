import { describe, expect, test } from 'vitest';
import type { Config } from '../../src/config/config.js';
import { effectiveSettings, optionsResolver } from '../../src/config/resolver.js';
import { autoThreads } from '../../src/cli/schedule.js';

const config: Config = {
  file: '/repo/kindgi-tool-manifest.config.json',
  folder: '/repo',
  profile: 'strict',
  rules: { 'http/body-on-get': 'off' },
  limits: { maxBytes: 2048 },
  ignores: ['generated/', '**/*.draft.json'],
  overrides: [
    { files: ['tools/legacy/**'], profile: 'recommended', rules: { 'http/body-on-get': 'warning' } },
    { files: ['tools/legacy/a.json'], rules: { 'http/body-on-get': 'error' } },
  ],
};
const none = { rules: {}, allowDraft04: false };

describe('optionsResolver', () => {
  test.each([
    ['/repo/tools/x.json', { profile: 'strict', rules: { 'http/body-on-get': 'off' } }],
    ['/repo/tools/legacy/b.json', { profile: 'recommended', rules: { 'http/body-on-get': 'warning' } }],
    ['/repo/tools/legacy/a.json', { profile: 'recommended', rules: { 'http/body-on-get': 'error' } }],
    ['/elsewhere/tools/legacy/a.json', { profile: 'strict', rules: { 'http/body-on-get': 'off' } }],
  ])('%s: the config, then each matching override in order', (file, expected) => {
    expect(optionsResolver(config, none).optionsFor(file)).toMatchObject({ ...expected, limits: { maxBytes: 2048 }, dialectOptIn: '--allow-dialect draft-04' });
  });

  test('the command line wins over the config and its overrides', () => {
    const options = optionsResolver(config, { rules: { 'http/body-on-get': 'info' }, profile: 'production', allowDraft04: true }).optionsFor('/repo/tools/legacy/a.json');
    expect(options).toMatchObject({ profile: 'production', rules: { 'http/body-on-get': 'info' }, dialects: ['draft-04'] });
  });

  test('files that match the same overrides share one options object (the vet caches by it)', () => {
    const resolver = optionsResolver(config, none);
    expect(resolver.optionsFor('/repo/tools/legacy/b.json')).toBe(resolver.optionsFor('/repo/tools/legacy/c.json'));
    expect(resolver.optionsFor('/repo/tools/legacy/b.json')).not.toBe(resolver.optionsFor('/repo/tools/legacy/a.json'));
  });

  test.each([
    ['/repo/generated/x.json', true],
    ['/repo/tools/a.draft.json', true],
    ['/repo/tools/a.json', false],
    ['/elsewhere/generated/x.json', false],
  ])('ignores: %s → %s', (file, ignored) => {
    expect(optionsResolver(config, none).isIgnored(file)).toBe(ignored);
    expect(effectiveSettings(config, none, file).ignored).toBe(ignored);
  });

  test('no config: the command line alone', () => {
    expect(effectiveSettings(undefined, none, '/x/a.json')).toMatchObject({ config: null, profile: 'recommended', rules: {}, dialects: [] });
  });
});

describe('autoThreads', () => {
  test.each([
    [10, 8, 0],
    [1999, 2, 0],
    [2000, 1, 0],
    // On 2 cores a sequential run already keeps about 1.5 busy: a worker does not pay.
    [2000, 2, 0],
    [5000, 2, 0],
    [2000, 3, 2],
    [5000, 4, 3],
    [20000, 8, 7],
    [3000, 8, 3],
  ])('%i files on %i cores: %i workers', (files, cores, expected) => {
    expect(autoThreads(files, cores)).toBe(expected);
  });
});
