import { describe, expect, test } from 'vitest';
import { hostPatternCovers, isHostname, isHostPattern, suggestHostPattern } from '../../../src/rules/support/hostname.js';

describe('isHostname (RFC 1123)', () => {
  test.each(['a', 'example.com', 'A-1.example', '1.2.3.4', `${'a'.repeat(63)}.example`])('%s is one', (text) => expect(isHostname(text)).toBe(true));
  test.each(['', 'a..b', '-a.example', 'a-.example', 'a_b.example', 'example.com.', `${'a'.repeat(64)}.example`, `${'a.'.repeat(127)}ab`, 'ä.example'])('%j is not', (text) => expect(isHostname(text)).toBe(false));
});

describe('isHostPattern', () => {
  test.each(['example.com', '*.example.com', '[::1]', '[2001:db8::1]'])('%s is one', (text) => expect(isHostPattern(text)).toBe(true));
  test.each(['*', '*.', '*.*.example.com', 'a.*.example', '[::g]', '[]', '::1', '**.example.com', '*.[::1]', '1.2.3', 'example.123', '256.1.1.1'])('%s is not', (text) => expect(isHostPattern(text)).toBe(false));
});

describe('hostPatternCovers', () => {
  test.each([
    ['example.com', 'example.com', true],
    ['Example.COM', 'example.com', true],
    ['example.com', 'example.com.', true],
    ['example.com', 'api.example.com', false],
    ['*.example.com', 'api.example.com', true],
    ['*.example.com', 'a.b.example.com', true],
    ['*.example.com', 'example.com', false],
    ['*.example.com', 'notexample.com', false],
    ['[::1]', '[::1]', true],
    ['[0::1]', '[::1]', true],
  ] as const)('%s covers %s: %s', (pattern, host, covers) => expect(hostPatternCovers(pattern, host)).toBe(covers));
});

describe('suggestHostPattern', () => {
  test.each([
    ['https://api.example.com/v1', 'api.example.com'],
    ['api.example.com:8443', 'api.example.com'],
    ['API.example.com.', 'api.example.com'],
    [' api.example.com ', 'api.example.com'],
    ['*.bücher.example', '*.xn--bcher-kva.example'],
    ['user@api.example.com', 'api.example.com'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['::1', '[::1]'],
    ['2001:DB8:0::1', '[2001:db8::1]'],
  ])('%j → %s', (text, suggestion) => expect(suggestHostPattern(text)).toBe(suggestion));
  test.each(['*', 'a.*.example', 'my_host.example', 'api.example.com', 'dead:beef', '*.::1'])('%j → nothing', (text) => expect(suggestHostPattern(text)).toBeUndefined());
});
