import { describe, expect, test } from 'vitest';
import { FORMATS, FORMATTERS, type FileResult, type FormatContext } from '../../src/format/index.js';
import type { Issue } from '../../src/issue.js';

const context: FormatContext = { cwd: '/work/pack', color: false, version: '1.2.3' };
const issue = (overrides: Partial<Issue> = {}): Issue => ({ code: 'manifest/unknown-property', severity: 'error', message: 'A tool manifest has no field "mutatin".', pointer: '/mutatin', line: 7, column: 3, ...overrides });
const result = (issues: Issue[], file = 'tools/a.json'): FileResult => ({ file, valid: !issues.some((i) => i.severity === 'error'), issues });

test('every format has a formatter', () => {
  expect(FORMATS).toEqual(['stylish', 'json', 'sarif', 'github']);
});

describe('stylish', () => {
  test('counts problems by severity, infos only when there are some', () => {
    const text = FORMATTERS.stylish([result([issue(), issue({ severity: 'warning', line: 9 }), issue({ severity: 'info', line: 10 })])], context);
    expect(text).toContain('✖ 3 problems (1 error, 1 warning, 1 info)\n');
    expect(FORMATTERS.stylish([result([issue({ severity: 'warning' })])], context)).toContain('✖ 1 problem (0 errors, 1 warning)\n');
  });

  test('aligns places and severities within a file; the colons line up; an issue without a line shows -', () => {
    const text = FORMATTERS.stylish([result([issue({ line: 7, column: 3 }), issue({ severity: 'warning', line: 12, column: 15 }), issue({ line: undefined, column: undefined, pointer: '' })])], context);
    expect(text).toContain('\n   7:3   error    A tool manifest');
    expect(text).toContain('\n  12:15  warning  A tool manifest');
    expect(text).toContain('\n   -     error    A tool manifest');
  });

  test('says so when there is no problem', () => {
    expect(FORMATTERS.stylish([result([]), result([], 'tools/b.json')], context)).toBe('✔ 2 files vetted, no problems\n');
  });

  test('colours only when asked', () => {
    expect(FORMATTERS.stylish([result([issue()])], context)).not.toContain('\u001b[');
    expect(FORMATTERS.stylish([result([issue()])], { ...context, color: true })).toContain('\u001b[31merror\u001b[39m');
  });
});

describe('json', () => {
  test('is [{ file, valid, issues }] with each issue’s keys in one order', () => {
    const shuffled = { hint: 'h', line: 7, pointer: '/a', column: 3, message: 'm', severity: 'error', code: 'x/y' } as Issue;
    expect(FORMATTERS.json([result([shuffled])], context)).toBe(
      '[{"file":"tools/a.json","valid":false,"issues":[{"code":"x/y","severity":"error","message":"m","pointer":"/a","line":7,"column":3,"hint":"h"}]}]\n',
    );
  });
});

describe('github', () => {
  test('escapes data (%, CR, LF) and properties (also : and ,) as the runner reads them', () => {
    const text = FORMATTERS.github([result([issue({ message: '100% wrong:\r\nsee, here', hint: undefined })], 'tools/a,b:c.json')], context);
    expect(text).toBe('::error file=tools/a%2Cb%3Ac.json,line=7,col=3,title=manifest/unknown-property::100%25 wrong:%0D%0Asee, here\n');
  });

  test('maps severities to error, warning and notice; an issue without a line has no line', () => {
    const text = FORMATTERS.github([result([issue({ severity: 'warning', hint: 'h' }), issue({ severity: 'info', line: undefined, column: undefined })])], context);
    expect(text.split('\n')).toEqual([
      '::warning file=tools/a.json,line=7,col=3,title=manifest/unknown-property::A tool manifest has no field "mutatin".%0Ah',
      '::notice file=tools/a.json,title=manifest/unknown-property::A tool manifest has no field "mutatin".',
      '',
    ]);
  });

  test('prints nothing when there is nothing to say', () => {
    expect(FORMATTERS.github([result([])], context)).toBe('');
  });
});

describe('sarif', () => {
  const locations = (text: string) =>
    (JSON.parse(text) as { runs: { results: { ruleIndex: number; locations: { physicalLocation: { artifactLocation: unknown; region?: unknown } }[] }[] }[] }).runs[0]?.results.map(
      (r) => r.locations[0]?.physicalLocation,
    );

  test('paths are relative to %SRCROOT%, percent-encoded; outside it they are file URIs; stdin has a name', () => {
    const text = FORMATTERS.sarif([result([issue()], 'tools/my tool.json'), result([issue()], '../other/b.json'), result([issue({ line: undefined, column: undefined })], '<stdin>')], context);
    expect(locations(text)).toEqual([
      { artifactLocation: { uri: 'tools/my%20tool.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 7, startColumn: 3 } },
      { artifactLocation: { uri: 'file:///work/other/b.json' }, region: { startLine: 7, startColumn: 3 } },
      { artifactLocation: { uri: '%3Cstdin%3E' } },
    ]);
    expect(text).toContain('"%SRCROOT%": {\n          "uri": "file:///work/pack/"');
  });

  test('a code missing from the catalog still gets a rule to point at', () => {
    const log = JSON.parse(FORMATTERS.sarif([result([issue({ code: 'future/rule' })])], context)) as { runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleIndex: number }[] }[] };
    const [run] = log.runs;
    expect(run?.tool.driver.rules[run.results[0]?.ruleIndex ?? -1]?.id).toBe('future/rule');
  });
});

// Manifests are attacker input: what they put in a message, a hint, a file name or a source line
// must not reach a terminal or a CI log as control sequences (a title set, a screen cleared).
describe.each(['stylish', 'github'] as const)('%s writes a manifest’s control characters as escapes', (format) => {
  const hostile = '\u001b]0;pwned\u0007\u001b[2J\u0000\u009b\u202e';
  const escaped = '\\u001b]0;pwned\\u0007\\u001b[2J\\u0000\\u009b\\u202e';
  test.each([
    ['in a message', { message: `The id "${hostile}" is odd.` }],
    ['in a hint', { hint: `did you mean "${hostile}"?` }],
    // A code comes from a caller too: vetPack's readTool gives a { problem } of its own.
    ['in a code', { code: `pack/${hostile}` }],
  ])('%s', (_where, overrides) => {
    const text = FORMATTERS[format]([result([issue(overrides)], `tools/${hostile}.json`)], context);
    // Neither ESC, BEL, NUL, CSI nor a bidi override is left; tabs and the format's own line breaks are.
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain(escaped);
    expect(text).toContain(`tools/${escaped}.json`);
  });
});

describe('stylish puts the caret of a caller’s frame under its text', () => {
  test.each([
    [3, '  ^'],
    [1e9, '   ^'],
    [-1e9, '^'],
    [Infinity, '^'],
    [Number.NaN, '^'],
  ])('caret %s', (caret, underline) => {
    const text = FORMATTERS.stylish([{ ...result([issue({})], 'a.json'), frames: [{ line: 1, text: 'abc', caret }] }], context);
    const below = text.split('\n').find((line) => line.endsWith('^'));
    expect(below?.split('| ')[1]).toBe(underline);
  });
});

// A bidi control or a control character before the column is shown as a six-character escape: the caret moves along.
test.each([
  ['"\u202eab", x', 8, 'x'],
  ['"\u202e\u2066a\u0007", x', 9, 'x'],
  ['\u001bx', 2, 'x'],
  ['\u001b', 1, '\\'],
])('stylish puts the caret under the character it points at in %j', (line, caret, under) => {
  const text = FORMATTERS.stylish([{ ...result([issue({})], 'a.json'), frames: [{ line: 1, text: line, caret }] }], context);
  const [source, below] = text.split('\n').filter((row) => row.includes(' | ')).map((row) => row.split(' | ')[1] ?? '');
  expect(source?.charAt((below ?? '').indexOf('^'))).toBe(under);
});
