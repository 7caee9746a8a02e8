import { describe, expect, test } from 'vitest';
import { FORMATTERS } from '../../src/format/index.js';
import { formatResults, vetToolManifest, type FileResult, type Format, type Formatter } from '../../src/index.js';

const report = vetToolManifest('{"id": "a.b", "description": "d", "version": "1.0", "input": {"type": "object"}, "output": {"type": "object"}}');
const results: FileResult[] = [{ file: 'tools/a.json', valid: report.valid, issues: report.issues }];

describe('formatResults', () => {
  test.each(Object.keys(FORMATTERS) as Format[])('%s prints as the CLI’s formatter does', (format) => {
    const context = { cwd: '/repo', color: false, version: '9.9.9' };
    const formatter: Formatter = FORMATTERS[format];
    expect(formatResults(results, format, context)).toBe(formatter(results, context));
  });

  test('defaults: the working folder, no colour, this package’s version', () => {
    const log = JSON.parse(formatResults(results, 'sarif')) as { runs: { tool: { driver: { version: string } } }[] };
    expect(log.runs[0]?.tool.driver.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(formatResults(results, 'stylish')).not.toContain('\u001b[');
  });

  test.each(['xml', 'toString', '__proto__'])('an unknown format (%s) is a TypeError (a caller’s bug), naming the formats', (format) => {
    expect(() => formatResults(results, format as Format)).toThrow(new RegExp(`Unknown format "${format}"; use stylish, json, sarif, github`));
  });

  test.each([
    ['no list', null, 'formatResults takes a list of results, not null.'],
    ['a null result', [null], 'results[0] must be a { file, valid, issues } result, not null.'],
    ['a result without a file', [{ valid: true, issues: [] }], 'results[0].file must be a string, not undefined.'],
    ['issues that are no list', [{ file: 'a.json', valid: true, issues: 5 }], 'results[0].issues must be a list, not 5.'],
    ['an issue of no known severity', [{ file: 'a.json', valid: false, issues: [{ code: 'x', severity: 'fatal', message: 'm', pointer: '' }] }], /^results\[0\]\.issues\[0\] must be an issue with a severity of "error", "warning" or "info"/],
  ])('%s is a TypeError that says so', (_name, given, message) => {
    for (const format of ['stylish', 'json', 'sarif', 'github'] as const) expect(() => formatResults(given as never, format)).toThrow(message instanceof RegExp ? message : new TypeError(message));
  });

  test('hidden counts reach the stylish summary', () => {
    expect(formatResults([{ file: 'a.json', valid: true, issues: [] }], 'stylish', { hidden: { warning: 2 } })).toBe('✖ 2 problems (0 errors, 2 warnings; 2 not shown)\n');
  });
});

test('a misspelt context key is a TypeError, not ignored', async () => {
  const { formatResults: format } = await import('../../src/index.js');
  expect(() => format([], 'stylish', { colour: true } as never)).toThrow(/Unknown option "colour" in context \(did you mean "color"\?\)/);
});
