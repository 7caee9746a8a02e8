import { describe, expect, test } from 'vitest';
import { parseUrlTemplate, urlTemplateHost } from '../../../src/rules/support/url-template.js';

describe('parseUrlTemplate', () => {
  test.each([
    ['https://api.example.com/users/{id}?q={q}', []],
    ['https://{region}.example.com/v1', [{ kind: 'placeholder', part: 'host', name: 'region' }]],
    ['https://example.com{suffix}', [{ kind: 'placeholder', part: 'host', name: 'suffix' }]],
    ['https://example.com:{port}/', [{ kind: 'placeholder', part: 'port', name: 'port' }]],
    ['https://{user}@example.com/', [{ kind: 'placeholder', part: 'userinfo', name: 'user' }]],
    ['{scheme}://example.com/', [{ kind: 'placeholder', part: 'scheme', name: 'scheme' }]],
    ['{base}/users', [{ kind: 'placeholder', part: 'scheme', name: 'base' }]],
    ['ftp://example.com/', [{ kind: 'scheme', scheme: 'ftp' }]],
    ['example.com/{id}', [{ kind: 'not-absolute' }]],
    ['https:example.com', [{ kind: 'not-absolute' }]],
    ['https:///x', [{ kind: 'no-host' }]],
    ['https://example.com:99999/', [{ kind: 'port', port: '99999' }]],
    ['https://exa mple.com/', [{ kind: 'host', host: 'exa mple.com' }]],
    ['https://example.com/{id', [{ kind: 'unmatched-brace', brace: '{', index: 20 }]],
    ['https://example.com/{user-id}', [{ kind: 'placeholder-name', text: 'user-id', index: 20 }]],
    // The index counts the white space a template begins with.
    [' https://example.com/{+id}', [{ kind: 'whitespace' }, { kind: 'placeholder-name', text: '+id', index: 21 }]],
    [' https://example.com/{id', [{ kind: 'whitespace' }, { kind: 'unmatched-brace', brace: '{', index: 21 }]],
  ])('%s', (template, problems) => {
    expect(parseUrlTemplate(template).problems).toEqual(problems);
  });

  test('never throws, whatever the text', () => {
    for (const template of ['', '{', '}', '{}', '://', 'https://', 'https://[', 'https://[::1', 'https://@', '\u0000', 'https://a.com:\u0000/']) {
      expect(() => parseUrlTemplate(template)).not.toThrow();
    }
  });
});

describe('urlTemplateHost', () => {
  test.each([
    ['https://API.Example.com/users/{id}', 'api.example.com'],
    ['http://api.example.com:8080/x', 'api.example.com'],
    ['https://user:pw@api.example.com/', 'api.example.com'],
    ['https://münchen.example/', 'xn--mnchen-3ya.example'],
    ['https://[::1]:8443/', '[::1]'],
    ['https://10.0.0.1/', '10.0.0.1'],
    ['https://api.example.com./', 'api.example.com.'],
    [' https://api.example.com/ ', 'api.example.com'],
    ['https://{tenant}.example.com/', undefined],
    ['https://api.example.com:{port}/', undefined],
    ['https://api.example.com\\@evil.example/', undefined],
    ['https://api{.example.com/', undefined],
    ['ftp://api.example.com/', undefined],
    ['/relative/{id}', undefined],
  ])('%s → %s', (template, host) => {
    expect(urlTemplateHost(template)).toBe(host);
  });
});
