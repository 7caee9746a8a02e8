import { describe, expect, test } from 'vitest';
import { MAX_META_SCHEMA_CHAIN } from '../../src/dialects/meta-schema.js';
import { selectDialect } from '../../src/dialects/select.js';

const D04 = 'http://json-schema.org/draft-04/schema#';
const D07 = 'http://json-schema.org/draft-07/schema#';
const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const D2020 = 'https://json-schema.org/draft/2020-12/schema';
const V2020 = (name: string) => `https://json-schema.org/draft/2020-12/vocab/${name}`;
const V2019 = (name: string) => `https://json-schema.org/draft/2019-09/vocab/${name}`;
const ALL_2020 = ['core', 'applicator', 'unevaluated', 'validation', 'meta-data', 'format-annotation', 'content'].map(V2020);
const ALL_2019 = ['core', 'applicator', 'validation', 'meta-data', 'format', 'content'].map(V2019);
const UNITS = 'https://example.com/vocab/units';

const meta = (uri: string, $schema: unknown, $vocabulary?: unknown) => ({ [uri]: { $id: uri, $schema, ...($vocabulary === undefined ? {} : { $vocabulary }) } });
const registry: Record<string, unknown> = {
  ...meta('https://example.com/no-validation', D2020, { [V2020('core')]: true, [V2020('applicator')]: true }),
  ...meta('https://example.com/optional-units', D2020, { [V2020('core')]: true, [V2020('validation')]: true, [UNITS]: false }),
  ...meta('https://example.com/required-units', D2020, { [V2020('core')]: true, [UNITS]: true }),
  ...meta('https://example.com/plain-2020', D2020),
  ...meta('https://example.com/plain-2019', D2019),
  ...meta('https://example.com/2019-with-2020-vocab', D2019, { [V2019('core')]: true, [V2020('validation')]: false }),
  ...meta('https://example.com/no-core', D2020, { [V2020('validation')]: true }),
  ...meta('https://example.com/draft-07-meta', D07, { [UNITS]: true }),
  ...meta('https://example.com/draft-04-meta', D04),
  ...meta('https://example.com/extends-no-validation', 'https://example.com/no-validation'),
  ...meta('https://example.com/extends-required-units', 'https://example.com/required-units', { [V2020('core')]: true }),
  ...meta('https://example.com/cycle-a', 'https://example.com/cycle-b'),
  ...meta('https://example.com/cycle-b', 'https://example.com/cycle-a'),
  ...meta('https://example.com/dangling', 'https://example.com/nowhere'),
  ...meta('https://example.com/not-a-meta-schema', undefined),
  ...meta('https://example.com/bad-vocabulary', D2020, { [V2020('core')]: 'yes' }),
  ...meta('https://example.com/array-vocabulary', D2020, [V2020('core')]),
  // Registered under another key than its `$id`, and with a trailing `#`.
  'urn:registry-key': { $id: 'https://example.com/by-id', $schema: `${D2020}#`, $vocabulary: { [V2020('core')]: true, [V2020('validation')]: true } },
  'https://example.com/hashed#': { $schema: D2020 },
  ...Object.fromEntries(
    Array.from({ length: MAX_META_SCHEMA_CHAIN + 1 }, (_, i) => [`https://example.com/deep-${i}`, { $schema: i === MAX_META_SCHEMA_CHAIN ? D2020 : `https://example.com/deep-${i + 1}` }]),
  ),
};

describe('selectDialect: a $schema naming a meta-schema registered in `schemas`', () => {
  test.each([
    // [declared $schema, expected dialect, expected vocabularies in use (undefined: a draft without them)]
    ['https://example.com/no-validation', '2020-12', [V2020('core'), V2020('applicator')]],
    ['https://example.com/optional-units', '2020-12', [V2020('core'), V2020('validation')]],
    ['https://example.com/plain-2020', '2020-12', ALL_2020],
    ['https://example.com/plain-2019', '2019-09', ALL_2019],
    ['https://example.com/2019-with-2020-vocab', '2019-09', [V2019('core')]],
    ['https://example.com/no-core', '2020-12', [V2020('core'), V2020('validation')]],
    ['https://example.com/draft-07-meta', 'draft-07', undefined],
    ['https://example.com/extends-no-validation', '2020-12', ALL_2020],
    ['https://example.com/by-id', '2020-12', [V2020('core'), V2020('validation')]],
    ['https://example.com/hashed', '2020-12', ALL_2020],
    ['https://example.com/no-validation#', '2020-12', [V2020('core'), V2020('applicator')]],
    [`https://example.com/deep-1`, '2020-12', ALL_2020],
  ] as const)('%s on an MCP tool is %s with its vocabularies', (declared, dialect, vocabularies) => {
    const choice = selectDialect({ $schema: declared }, 'mcp', { schemas: registry });
    expect(choice).toMatchObject({ ok: true, dialect, declared });
    expect(choice.ok && choice.metaSchema?.vocabularies).toEqual(vocabularies === undefined ? undefined : [...vocabularies]);
  });

  test('a chain is followed to its dialect, naming every meta-schema on the way', () => {
    const choice = selectDialect({ $schema: 'https://example.com/extends-no-validation' }, 'mcp', { schemas: registry });
    expect(choice.ok && choice.metaSchema?.chain).toEqual(['https://example.com/extends-no-validation', 'https://example.com/no-validation']);
  });

  test.each([
    // [declared $schema, code, what the message names]
    ['https://example.com/required-units', 'dialect/unknown-vocabulary', UNITS],
    ['https://example.com/extends-required-units', 'dialect/unknown-vocabulary', UNITS],
    ['https://example.com/cycle-a', 'dialect/unknown', 'cycle'],
    ['https://example.com/dangling', 'dialect/unknown', 'https://example.com/nowhere'],
    ['https://example.com/not-a-meta-schema', 'dialect/unknown', 'not a meta-schema'],
    ['https://example.com/bad-vocabulary', 'dialect/unknown', 'not an object of booleans'],
    ['https://example.com/array-vocabulary', 'dialect/unknown', 'not an object of booleans'],
    ['https://example.com/deep-0', 'dialect/unknown', `more than ${MAX_META_SCHEMA_CHAIN}`],
    ['https://example.com/unregistered', 'dialect/unknown', 'is not a JSON Schema dialect'],
    ['https://example.com/draft-04-meta', 'dialect/not-allowed', 'an MCP tool may use draft-06, draft-07, 2019-09, 2020-12'],
  ] as const)('%s on an MCP tool is %s', (declared, code, named) => {
    const choice = selectDialect({ $schema: declared }, 'mcp', { schemas: registry });
    expect(choice).toMatchObject({ ok: false, code, declared });
    expect(choice.ok ? '' : choice.message).toContain(named);
  });

  test('a draft-04 meta-schema is allowed once the MCP tool opts in to draft-04', () => {
    expect(selectDialect({ $schema: 'https://example.com/draft-04-meta' }, 'mcp', { schemas: registry, dialects: ['draft-04'] })).toMatchObject({ ok: true, dialect: 'draft-04' });
  });

  test('the refusal of a required unknown vocabulary says how to make it optional', () => {
    const choice = selectDialect({ $schema: 'https://example.com/required-units' }, 'mcp', { schemas: registry });
    expect(choice.ok ? '' : choice.hint).toContain(`"${UNITS}": false`);
  });

  test.each([[undefined], ['auto'], ['native']] as const)('a pack tool (transport %s) may not use a registered meta-schema', (transport) => {
    const choice = selectDialect({ $schema: 'https://example.com/plain-2020' }, transport, { schemas: registry });
    expect(choice).toMatchObject({ ok: false, code: 'dialect/not-allowed', dialect: '2020-12' });
    expect(choice.ok ? '' : choice.message).toContain('may use only 2020-12');
  });

  test('without the `schemas` option, nothing is looked up: the URI is unknown', () => {
    expect(selectDialect({ $schema: 'https://example.com/no-validation' }, 'mcp')).toMatchObject({ ok: false, code: 'dialect/unknown' });
  });

  test.each([[null], [['not', 'a', 'schema']], ['text'], [42], [true]])('a registered value that is no object (%j) is no meta-schema: dialect/unknown', (value) => {
    expect(selectDialect({ $schema: 'https://example.com/odd' }, 'mcp', { schemas: { 'https://example.com/odd': value } })).toMatchObject({ ok: false, code: 'dialect/unknown' });
  });

  test('a $vocabulary of 100,000 optional unknown vocabularies is read in one pass and ignored', () => {
    const $vocabulary = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`https://example.com/vocab/${i}`, false]));
    const schemas = { 'https://example.com/wide': { $schema: D2020, $vocabulary: { ...$vocabulary, [V2020('core')]: true } } };
    const choice = selectDialect({ $schema: 'https://example.com/wide' }, 'mcp', { schemas });
    expect(choice.ok && choice.metaSchema?.vocabularies).toEqual([V2020('core')]);
  });

  test('a meta-schema whose own `$vocabulary` key is __proto__ is read as data', () => {
    const schemas = { 'https://example.com/proto': JSON.parse(`{"$schema": "${D2020}", "$vocabulary": {"__proto__": true}}`) as unknown };
    expect(selectDialect({ $schema: 'https://example.com/proto' }, 'mcp', { schemas })).toMatchObject({ ok: false, code: 'dialect/unknown-vocabulary' });
  });

  test('a dialect URI never reads the registry, even when a document is registered under it', () => {
    const choice = selectDialect({ $schema: D2020 }, 'mcp', { schemas: { [D2020]: { $schema: D2020, $vocabulary: { [UNITS]: true } } } });
    expect(choice).toEqual({ ok: true, dialect: '2020-12', declared: D2020 });
  });
});
