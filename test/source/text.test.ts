import { describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/limits.js';
import { readText } from '../../src/source/text.js';

const read = (text: string) => readText(text, DEFAULT_LIMITS);

describe('readText', () => {
  test('keeps positions for every pointer', () => {
    const reading = read('{\n  "a": {\n    "b": [1, "x"]\n  }\n}');
    expect(reading.tree).toEqual({ a: { b: [1, 'x'] } });
    expect(reading.positions.value('/a/b/1')).toEqual({ line: 3, column: 14 });
    expect(reading.positions.key('/a/b')).toEqual({ line: 3, column: 5 });
    expect(reading.positions.value('/a/missing/deeper')).toEqual({ line: 2, column: 8 });
    expect(reading.positions.range('/a/b', 'value')).toEqual({ offset: 20, length: 8 });
    expect(reading.positions.range('/a/b', 'key')).toEqual({ offset: 15, length: 3 });
    expect(reading.positions.range('/a/missing', 'value')).toBeUndefined();
  });

  test('ranges count a leading BOM, lines and columns do not', () => {
    const reading = read('\uFEFF{"a": 1}');
    expect(reading.issues).toEqual([]);
    expect(reading.tree).toEqual({ a: 1 });
    expect(reading.positions.value('/a')).toEqual({ line: 1, column: 7 });
    expect(reading.positions.range('/a', 'value')).toEqual({ offset: 7, length: 1 });
  });

  test.each([
    ['{"a": 1,}', 1, 9],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3],
    ['', 1, 1],
    ["{'a': 1}", 1, 2],
    ['{"a": 01}', 1, 8],
    ['[1, 2', 1, 6],
    ['{"a": 1} x', 1, 10],
  ])('a syntax error in %j is json/syntax at %i:%i, never an exception', (text, line, column) => {
    const reading = read(text);
    expect(reading.tree).toBeUndefined();
    expect(reading.issues).toEqual([expect.objectContaining({ code: 'json/syntax', severity: 'error', line, column })]);
  });

  test.each([
    ['a line break', '{"a": "x\ny"}', 1, 9],
    ['a tab', '{\n  "a": "x\ty"\n}', 2, 10],
    ['a NUL', '{"a": "\u0000"}', 1, 8],
  ])('%s raw inside a string is json/syntax with its place, as JSON.parse and RFC 8259 say', (_name, text, line, column) => {
    const reading = read(text);
    expect(reading.tree).toBeUndefined();
    expect(reading.issues).toEqual([expect.objectContaining({ code: 'json/syntax', line, column })]);
  });

  test('a duplicate key is an error at the second occurrence, the value kept is the last', () => {
    const reading = read('{\n  "a": 1,\n  "a": 2\n}');
    expect(reading.issues).toEqual([expect.objectContaining({ code: 'json/duplicate-key', severity: 'error', pointer: '/a', line: 3, column: 3 })]);
    expect(reading.issues[0]?.message).toContain('line 2');
    expect(reading.tree).toEqual({ a: 2 });
    expect(reading.positions.key('/a')).toEqual({ line: 2, column: 3 });
    expect(reading.positions.value('/a')).toEqual({ line: 3, column: 8 });
  });

  test('a repeated key deep inside is found with its pointer', () => {
    const reading = read('{"x": [{"k": 1}, {"k": 1, "k": 2}]}');
    expect(reading.issues.map((issue) => issue.pointer)).toEqual(['/x/1/k']);
  });

  test('a colon inside a string is not a member', () => {
    expect(read('{"a": "b: c", "d": {"e:": 1}}').issues).toEqual([]);
  });

  test('"__proto__" stays an own key and never changes a prototype', () => {
    const reading = read('{"__proto__": {"polluted": true}}');
    const tree = reading.tree as Record<string, unknown>;
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
    expect(Object.keys(tree)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(reading.issues.map((issue) => issue.code)).toEqual(['manifest/hostile-key']);
  });

  test('nesting deep enough to overflow a recursive parser is refused with its place', () => {
    const reading = read(`{"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(reading.tree).toBeUndefined();
    expect(reading.issues).toEqual([expect.objectContaining({ code: 'limit/depth', line: 1, column: 518 })]);
  });

  // Past 512 brackets the text is walked one character at a time first; below, only when JSON.parse refuses it.
  const many = `"many": [${'[], '.repeat(600)}[]]`;
  test.each([
    ['a few brackets', ''],
    ['over 512 brackets', `${many}, `],
  ])('with %s: a control character, a repeated key and an escaped repeat are each found with their place', (_name, before) => {
    expect(read(`{${before}"a": "x\u0001y"}`).issues).toEqual([expect.objectContaining({ code: 'json/syntax', message: expect.stringContaining('raw control character'), line: 1, column: before.length + 9 })]);
    expect(read(`{${before}"a": 1, "\\u0061": 2}`).issues).toEqual([expect.objectContaining({ code: 'json/duplicate-key', pointer: '/a', line: 1, column: before.length + 10 })]);
    const fine = read(`{${before}"a": {"b": [1, 1e400]}}`);
    expect(fine.issues).toEqual([expect.objectContaining({ code: 'manifest/unsafe-number', pointer: '/a/b/1' })]);
    expect(fine.positions.value('/a/b/1')).toEqual({ line: 1, column: before.length + 17 });
  });

  test('a 600-bracket text nesting 513 deep is refused at the 513th bracket', () => {
    const reading = read(`${'['.repeat(513)}${']'.repeat(513)}`);
    expect(reading.issues).toEqual([expect.objectContaining({ code: 'limit/depth', line: 1, column: 513 })]);
    expect(read(`${'['.repeat(512)}${']'.repeat(512)}`).issues).toEqual([]);
  });
});

describe('a key repeated 170,000 times in 1 MiB', () => {
  const flood = `{"id":"a.b","description":"d","version":"1.0.0","input":{"type":"object"},"output":{"type":"object"},"metadata":{${Array(170_000).fill('"a":1').join(',')}}}`;

  test('gives 100 json/duplicate-key issues and one that counts the rest, as vet, vetPack and the CLI formats report it', async () => {
    const { vetToolManifest, vetPack, formatResults } = await import('../../src/index.js');
    const { issues } = vetToolManifest(flood);
    expect(issues.filter((issue) => issue.code === 'json/duplicate-key')).toHaveLength(100);
    expect(issues.find((issue) => issue.code === 'limit/too-many-errors')?.message).toBe('169,899 more keys that appear twice in their object were not listed.');
    const pack = vetPack(`{"manifestVersion":"1.0","id":"acme","version":"1.0.0","name":"A","tools":[],"x":{${Array(1000).fill('"a":1').join(',')}}}`);
    expect(pack.issues.filter((issue) => issue.code === 'json/duplicate-key')).toHaveLength(100);
    expect(pack.issues.some((issue) => issue.code === 'limit/too-many-errors')).toBe(true);
    for (const format of ['stylish', 'json', 'sarif', 'github'] as const) expect(formatResults([{ file: 'a.json', valid: false, issues }], format).length).toBeGreaterThan(100);
  });
});

describe('an integer literal in a schema that JSON.parse cannot hold exactly', () => {
  const manifest = (input: string, extra = '') => `{"id":"a.b","description":"d","version":"1.0.0","input":${input},"output":{"type":"object"}${extra}}`;
  const found = async (text: string) => {
    const { vetToolManifest } = await import('../../src/index.js');
    return vetToolManifest(text).issues.map((issue) => `${issue.code} ${issue.pointer} ${issue.line}:${issue.column}`);
  };

  test.each([
    ['a const', '{"type":"object","const":9007199254740993}', ['manifest/unsafe-number /input/const 1:82']],
    ['a member of enum', '{"type":"object","properties":{"a":{"enum":[1,9007199254740993]}}}', ['manifest/unsafe-number /input/properties/a/enum/1 1:103']],
    ['a bound', '{"type":"object","maxProperties":12345678901234567890}', ['manifest/unsafe-number /input/maxProperties 1:90']],
    ['2^53, which is exact', '{"type":"object","properties":{"a":{"const":9007199254740992}}}', []],
    ['2^60 as JSON.stringify writes it, the double’s own printed form', '{"type":"object","properties":{"a":{"const":1152921504606847000}}}', []],
    ['a large number that is exact', '{"type":"object","properties":{"a":{"type":"number","maximum":1e300,"minimum":100000000000000000000}}}', []],
  ])('%s', async (_name, input, expected) => {
    expect(await found(manifest(input))).toEqual(expected);
  });

  test('outside a schema the number is manifest/unsafe-number once, as before', async () => {
    expect(await found(manifest('{"type":"object"}', ',"metadata":{"n":9007199254740993}'))).toEqual(['manifest/unsafe-number /metadata/n 1:118']);
  });
});

test('the default limits are frozen: no caller loosens every vet of the process by writing to them', async () => {
  const { DEFAULT_LIMITS, DEFAULT_DATA_LIMITS } = await import('../../src/index.js');
  expect(Object.isFrozen(DEFAULT_LIMITS)).toBe(true);
  expect(Object.isFrozen(DEFAULT_DATA_LIMITS)).toBe(true);
  expect(() => {
    (DEFAULT_LIMITS as { maxBytes: number }).maxBytes = 5;
  }).toThrow(TypeError);
});

test.each([
  ['UTF-16, little-endian, without a byte-order mark', (text: string) => new Uint8Array(Buffer.from(text, 'utf16le')), 'it looks like UTF-16.'],
  ['UTF-16, big-endian, without a byte-order mark', (text: string) => new Uint8Array(Buffer.from(text, 'utf16le').swap16()), 'it looks like UTF-16 (big-endian).'],
  // As Windows PowerShell's Out-File writes it: the mark alone had said no more than "not valid UTF-8 text".
  ['UTF-16 with its byte-order mark', (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])), 'The manifest is not valid UTF-8 text; it looks like UTF-16.'],
  ['UTF-16, big-endian, with its byte-order mark', (text: string) => new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])), 'The manifest is not valid UTF-8 text; it looks like UTF-16 (big-endian).'],
])('%s is json/encoding, not a syntax error', async (_, encode, words) => {
  const { vetToolManifest, vetPack } = await import('../../src/index.js');
  const text = JSON.stringify({ id: 'acme.x', description: 'd', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } });
  expect(vetToolManifest(encode(text)).issues).toEqual([expect.objectContaining({ code: 'json/encoding', pointer: '', message: expect.stringContaining(words) })]);
  expect(vetPack(encode('{"tools": []}')).issues.map((issue) => issue.code)).toEqual(['json/encoding']);
});
