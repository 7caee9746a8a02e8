import { describe, expect, test } from 'vitest';
import { selectDialect } from '../../src/dialects/select.js';

const D04 = 'http://json-schema.org/draft-04/schema#';
const D06 = 'http://json-schema.org/draft-06/schema#';
const D07 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const D2020 = 'https://json-schema.org/draft/2020-12/schema';

describe('selectDialect: the dialect rule', () => {
  test.each([
    // [declared $schema (undefined: absent), transport, expected dialect]
    [undefined, undefined, '2020-12'],
    [undefined, 'auto', '2020-12'],
    [undefined, 'native', '2020-12'],
    [undefined, 'mcp', '2020-12'],
    [D2020, undefined, '2020-12'],
    [`${D2020}#`, 'native', '2020-12'],
    [D2020, 'mcp', '2020-12'],
    [D2019, 'mcp', '2019-09'],
    [`${D2019}#`, 'mcp', '2019-09'],
    [D07, 'mcp', 'draft-07'],
    [D07.slice(0, -1), 'mcp', 'draft-07'],
    [D06, 'mcp', 'draft-06'],
  ] as const)('$schema %s with transport %s is %s', (declared, transport, dialect) => {
    const schema = declared === undefined ? { type: 'object' } : { $schema: declared, type: 'object' };
    expect(selectDialect(schema, transport)).toMatchObject({ ok: true, dialect });
  });

  test.each([
    [D07, undefined, 'draft-07'],
    [D07, 'auto', 'draft-07'],
    [D06, 'native', 'draft-06'],
    [D2019, 'auto', '2019-09'],
    [D04, 'auto', 'draft-04'],
    [D04, 'mcp', 'draft-04'],
  ] as const)('%s on transport %s is dialect/not-allowed', (declared, transport, dialect) => {
    const choice = selectDialect({ $schema: declared }, transport);
    expect(choice).toMatchObject({ ok: false, code: 'dialect/not-allowed', dialect, declared });
    if (choice.ok) return;
    expect(choice.message).toContain(declared);
    expect(choice.message).toContain(transport === 'mcp' ? 'draft-06, draft-07, 2019-09, 2020-12' : 'only 2020-12');
  });

  test('the draft-04 message says what changes in draft-06 and later', () => {
    const choice = selectDialect({ $schema: D04 }, 'mcp');
    expect(choice.ok).toBe(false);
    if (!choice.ok) expect(choice.message).toMatch(/`id` as `\$id`.*exclusiveMinimum/);
  });

  test('an MCP tool may opt in to draft-04; a pack tool may not', () => {
    expect(selectDialect({ $schema: D04 }, 'mcp', { dialects: ['draft-04'] })).toMatchObject({ ok: true, dialect: 'draft-04' });
    expect(selectDialect({ $schema: D04 }, 'auto', { dialects: ['draft-04'] })).toMatchObject({ ok: false, code: 'dialect/not-allowed' });
  });

  test.each([
    ['https://json-schema.org/draft-07/schema', D07],
    ['http://json-schema.org/draft-07', D07],
    ['http://json-schema.org/draft-07/schema/', D07],
    ['https://json-schema.org/draft/2020-12/schema/', D2020],
    ['http://json-schema.org/draft/2020-12/schema', D2020],
    ['https://json-schema.org/draft/2020-21/schema', D2020],
  ])('unknown %s suggests %s', (declared, meant) => {
    expect(selectDialect({ $schema: declared }, 'mcp')).toMatchObject({ ok: false, code: 'dialect/unknown', hint: `did you mean "${meant}"?` });
  });

  test.each([[42], [null], [['x']], [{}]])('a $schema that is not a string (%j) is dialect/unknown', (declared) => {
    expect(selectDialect({ $schema: declared }, 'mcp')).toMatchObject({ ok: false, code: 'dialect/unknown' });
  });

  test('a URI that is no dialect is dialect/unknown, naming what is allowed', () => {
    const choice = selectDialect({ $schema: 'https://example.com/my-meta' }, 'auto');
    expect(choice).toMatchObject({ ok: false, code: 'dialect/unknown' });
    if (!choice.ok) expect(choice.message).toContain('2020-12');
  });

  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  test.each<[string, unknown, RegExp]>([
    ['a $schema getter that throws', { get $schema(): never { throw new Error('no dialect for you'); } }, /reading it threw \(Error: no dialect for you\)/],
    ['a Proxy whose has trap throws', new Proxy({}, { getOwnPropertyDescriptor: () => { throw new RangeError('trap'); } }), /reading it threw \(RangeError: trap\)/],
    ['a revoked Proxy', revoked.proxy, /reading it threw \(TypeError/],
  ])('%s is dialect/unknown, saying why, never the thrown value', (_, schema, words) => {
    const choice = selectDialect(schema, 'mcp');
    expect(choice).toMatchObject({ ok: false, code: 'dialect/unknown' });
    if (!choice.ok) expect(choice.message).toMatch(words);
  });

  test('a schema that is not an object has the default dialect', () => {
    expect(selectDialect(true, 'mcp')).toMatchObject({ ok: true, dialect: '2020-12' });
  });
});

test('a misspelt option of selectDialect is a TypeError, not ignored', async () => {
  const { selectDialect: select } = await import('../../src/index.js');
  expect(() => select({ $schema: 'http://json-schema.org/draft-04/schema#' }, 'mcp', { dialect: ['draft-04'] } as never)).toThrow(/Unknown option "dialect" in options \(did you mean "dialects"\?\)/);
  expect(() => select({ $schema: 'http://json-schema.org/draft-04/schema#' }, 'mcp', { dialectOptIn: { flag: '--draft-04' } } as never)).toThrow(/^options\.dialectOptIn must be a string, .* not an object\.$/);
});
