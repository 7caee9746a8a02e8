import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/url-placeholder-undeclared.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const input = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, ...extra });
const closed = (properties: Record<string, unknown>) => input(properties, { additionalProperties: false });
const withUrl = (urlTemplate: string, schema?: Record<string, unknown>) => packTool({ ...(schema === undefined ? {} : { input: schema }), spec: httpSpec({ urlTemplate }) });
const branch = (name: string) => ({ type: 'object', properties: { [name]: { type: 'string' } }, required: [name] });

testRule(rule, {
  valid: [
    { name: 'placeholder declared', manifest: withUrl('https://a.example.com/{text}') },
    { name: 'declared in an allOf beside unevaluatedProperties', manifest: withUrl('https://a.example.com/{text}', input({}, { allOf: [{ properties: { text: { type: 'string' } }, required: ['text'] }], required: ['text'], unevaluatedProperties: false })) },
    { name: 'no spec', manifest: packTool() },
    { name: 'no placeholder', manifest: withUrl('https://a.example.com/x') },
    {
      name: 'declared through a root $ref',
      manifest: withUrl('https://a.example.com/{id}', { $ref: '#/$defs/args', $defs: { args: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } }),
    },
    { name: 'declared in a root allOf', manifest: withUrl('https://a.example.com/{id}', { type: 'object', allOf: [branch('id')] }) },
    { name: 'declared in every branch of a root anyOf', manifest: withUrl('https://a.example.com/{id}', { type: 'object', anyOf: [branch('id'), { ...branch('id'), properties: { id: {}, q: {} } }] }) },
    { name: 'declared in every branch of a root oneOf', manifest: withUrl('https://a.example.com/{id}', { type: 'object', oneOf: [branch('id'), branch('id')] }) },
    {
      name: 'declared in every branch through a $ref into the document',
      manifest: withUrl('https://a.example.com/{id}', { type: 'object', oneOf: [{ $ref: '#/$defs/a' }, branch('id')], $defs: { a: branch('id') } }),
    },
    { name: 'a false branch never matches, so it need not declare it', manifest: withUrl('https://a.example.com/{id}', { type: 'object', anyOf: [branch('id'), false] }) },
  ],
  invalid: [
    // 2020-12's way to close a schema composed with allOf: nothing in place evaluates userId.
    { name: 'closed by unevaluatedProperties: an error', manifest: withUrl('https://a.example.com/users/{userId}', input({ text: { type: 'string' } }, { unevaluatedProperties: false })), issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }] },
    {
      name: 'closed by unevaluatedProperties beside an allOf that does not declare it: an error',
      manifest: withUrl('https://a.example.com/users/{userId}', input({}, { allOf: [{ properties: { text: { type: 'string' } } }], unevaluatedProperties: false })),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    // Draft-07 has no unevaluatedProperties: its validator ignores the keyword, so the input stays open.
    {
      name: 'unevaluatedProperties in a draft-07 schema: a warning',
      manifest: mcpTool({ input: input({ text: { type: 'string' } }, { $schema: 'http://json-schema.org/draft-07/schema#', unevaluatedProperties: false }), spec: httpSpec({ urlTemplate: 'https://a.example.com/users/{userId}' }) }),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'warning' }],
    },
    // Each of these may evaluate userId, so unevaluatedProperties does not close the input to it.
    ...[
      ['patternProperties', { patternProperties: { '^user': { type: 'string' } } }],
      ['an open additionalProperties in an allOf', { allOf: [{ additionalProperties: { type: 'string' } }] }],
      ['a branch of an anyOf that declares it', { anyOf: [{ properties: { userId: { type: 'string' } } }, { properties: { text: {} } }] }],
      ['a then that declares it', { if: { required: ['text'] }, then: { properties: { userId: { type: 'string' } } } }],
      ['a $ref out of the document', { allOf: [{ $ref: 'https://example.com/user.json' }] }],
    ].map(([name, extra]) => ({
      name: `unevaluatedProperties beside ${name as string}: a warning`,
      manifest: withUrl('https://a.example.com/users/{userId}', input({ text: { type: 'string' } }, { ...(extra as Record<string, unknown>), unevaluatedProperties: false })),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'warning' as const }],
    })),
    { name: 'placeholder an open input never declares: a warning', manifest: withUrl('https://a.example.com/users/{userId}'), issues: [{ pointer: '/spec/urlTemplate', severity: 'warning' }] },
    {
      name: 'placeholder a closed input never declares: an error',
      manifest: withUrl('https://a.example.com/users/{userId}', closed({ text: { type: 'string' } })),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    {
      name: 'a longer name than the one property (did you mean, applied by the tester)',
      manifest: withUrl('https://a.example.com/weather/{cityName}', { ...closed({ city: { type: 'string' } }), required: ['city'] }),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    {
      name: 'closed through a root $ref',
      manifest: withUrl('https://a.example.com/{id}', { $ref: '#/$defs/a', $defs: { a: closed({ q: {} }) } }),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    { name: 'declared false: no input holds it', manifest: withUrl('https://a.example.com/{id}', input({ id: false })), issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }] },
    {
      name: 'every branch of a root oneOf is closed without it',
      manifest: withUrl('https://a.example.com/{id}', { type: 'object', oneOf: [closed({ a: {} }), closed({ b: {} })] }),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    {
      name: 'closed, but a patternProperties may allow it: a warning',
      manifest: withUrl('https://a.example.com/{id}', input({}, { additionalProperties: false, patternProperties: { '^i': { type: 'string' } } })),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'warning' }],
    },
    {
      name: 'declared in only some branches of a root anyOf',
      manifest: withUrl('https://a.example.com/{id}', { type: 'object', anyOf: [branch('id'), branch('q')] }),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'warning' }],
    },
    {
      name: 'two undeclared placeholders',
      manifest: withUrl('https://a.example.com/{a}/{b}?c={c}', input({ a: { type: 'string' } }, { required: ['a'] })),
      issues: [
        { pointer: '/spec/urlTemplate', severity: 'warning' },
        { pointer: '/spec/urlTemplate', severity: 'warning' },
      ],
    },
    {
      name: 'declared only in a nested object, not at the root',
      manifest: withUrl('https://a.example.com/{id}', closed({ filter: { type: 'object', properties: { id: { type: 'string' } } } })),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    {
      name: 'branches that reference each other are no hang',
      manifest: withUrl('https://a.example.com/{id}', { $ref: '#/$defs/a', $defs: { a: { anyOf: [{ $ref: '#/$defs/b' }, { $ref: '#/$defs/a' }] }, b: { oneOf: [{ $ref: '#/$defs/a' }] } } }),
      issues: [{ pointer: '/spec/urlTemplate', severity: 'warning' }],
    },
  ],
});

describe('what the hint says', () => {
  const hintFor = (manifest: Record<string, unknown>) => vetToolManifest(manifest).issues.find((issue) => issue.code === rule.id)?.hint;

  test('a longer name than the one property gets a "did you mean"', () => {
    expect(hintFor(withUrl('https://a.example.com/{cityName}', closed({ city: { type: 'string' } })))).toBe('did you mean "city"?');
  });

  test('a typo gets a "did you mean"', () => {
    expect(hintFor(withUrl('https://a.example.com/{txet}'))).toBe('did you mean "text"?');
  });

  test('declared in some branches: the hint asks for every branch, not for a declaration', () => {
    expect(hintFor(withUrl('https://a.example.com/{zone}', { type: 'object', anyOf: [branch('zone'), branch('q')] }))).toMatch(/every branch/);
  });

  test('the message says why it is an error or a warning', () => {
    const [open] = vetToolManifest(withUrl('https://a.example.com/{zone}')).issues.filter((issue) => issue.code === rule.id);
    const [shut] = vetToolManifest(withUrl('https://a.example.com/{zone}', closed({}))).issues.filter((issue) => issue.code === rule.id);
    expect(open?.message).toMatch(/only when a call sends/);
    expect(shut?.message).toMatch(/no call can fill it/);
  });

  // Declared false, or shut out by every branch: the input need not be closed for no call to hold it.
  test('declared false: the message says the schema declares it false, and the hint does not ask to declare it', () => {
    const [issue] = vetToolManifest(withUrl('https://a.example.com/{zone}', input({ zone: false }))).issues.filter((found) => found.code === rule.id);
    // It said "names no property of the input schema" and "Declare "zone" in input.properties", where it stood.
    expect(issue?.message).toBe('The URL placeholder {zone} names a property the input schema declares false, so no input the schema allows can hold it and no call can fill it.');
    expect(issue?.hint).toBe('Give input.properties.zone a schema in place of false, or remove the placeholder.');
  });

  test.each([
    ['closed', closed({})],
    ['shut out by every branch of a root anyOf', { type: 'object', anyOf: [closed({ q: { type: 'string' } }), closed({ r: { type: 'string' } })] }],
  ])('shut out (%s): the message says no input the schema allows can hold it', (_name, schema) => {
    const [issue] = vetToolManifest(withUrl('https://a.example.com/{zone}', schema)).issues.filter((found) => found.code === rule.id);
    expect(issue?.message).toBe('The URL placeholder {zone} names no property of the input schema, and no input the schema allows can hold it, so no call can fill it.');
  });
});
