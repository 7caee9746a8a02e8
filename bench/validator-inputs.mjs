// The three realistic tool schemas of the call-validator bench, each with a valid and an invalid call.
const $schema = 'https://json-schema.org/draft/2020-12/schema';

/** The MCP manifest that carries a bench schema as its input, to be compiled. */
export const manifestOf = (schema) => ({ id: 'bench.validators', description: 'Bench.', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://bench', input: schema, output: { type: 'object' } });
/** The options it is compiled with: the union schemas have no root "type" (an MCP tool carries it only to be compiled), which schema/input-not-object refuses on MCP tools. */
export const CARRIER = { rules: { 'schema/input-not-object': 'off' } };

/** A 10-property object with enums, formats and patterns: a typical tool's arguments. */
const booking = {
  $schema,
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email' },
    start: { type: 'string', format: 'date-time' },
    nights: { type: 'integer', minimum: 1, maximum: 30 },
    room: { enum: ['single', 'double', 'suite'] },
    code: { type: 'string', pattern: '^[A-Z]{3}-[0-9]{4}$' },
    guests: { type: 'integer', minimum: 1 },
    price: { type: 'number', multipleOf: 0.25 },
    notes: { type: 'string', maxLength: 500 },
    site: { type: 'string', format: 'uri' },
    id: { type: 'string', format: 'uuid' },
  },
  required: ['email', 'start', 'nights', 'room'],
  additionalProperties: false,
};

/** A nested array of objects: a list result with line items. */
const orders = {
  $schema,
  type: 'object',
  properties: {
    orders: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: '^ord_[a-z0-9]+$' },
          lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer', minimum: 1 } }, required: ['sku', 'qty'] } },
          status: { enum: ['open', 'paid', 'shipped'] },
        },
        required: ['id', 'lines'],
      },
    },
  },
  required: ['orders'],
};

/** An anyOf/oneOf union: one of several kinds of request. */
const union = {
  $schema,
  oneOf: [
    { type: 'object', properties: { kind: { const: 'search' }, query: { type: 'string', minLength: 1 }, limit: { type: 'integer', maximum: 50 } }, required: ['kind', 'query'], additionalProperties: false },
    { type: 'object', properties: { kind: { const: 'fetch' }, url: { type: 'string', format: 'uri' } }, required: ['kind', 'url'], additionalProperties: false },
    { type: 'object', properties: { kind: { const: 'summarize' }, text: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, required: ['kind', 'text'], additionalProperties: false },
  ],
};

/**
 * The same union with no tag: its branches are told apart only by which properties they require,
 * so every branch is checked (the tagged one above is checked by its tag alone).
 */
const untagged = {
  $schema,
  oneOf: [
    { type: 'object', properties: { query: { type: 'string', minLength: 1 }, limit: { type: 'integer', maximum: 50 } }, required: ['query'], additionalProperties: false },
    { type: 'object', properties: { url: { type: 'string', format: 'uri' } }, required: ['url'], additionalProperties: false },
    { type: 'object', properties: { text: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, required: ['text'], additionalProperties: false },
  ],
};

const line = (i) => ({ sku: `sku-${i}`, qty: 1 + (i % 3) });
export const VALIDATOR_INPUTS = {
  '10-property object': {
    schema: booking,
    valid: { email: 'a@example.com', start: '2026-12-01T10:00:00Z', nights: 3, room: 'double', code: 'OSL-1234', guests: 2, price: 19.75, notes: 'Late arrival.', site: 'https://example.com/x', id: '123e4567-e89b-12d3-a456-426614174000' },
    invalid: { email: 'not-an-email', start: 'yesterday', nights: 0, room: 'tent', code: 'osl-12', guests: 2.5, price: 19.9, extra: true },
  },
  'nested array of objects': {
    schema: orders,
    valid: { orders: Array.from({ length: 10 }, (_, i) => ({ id: `ord_${i}`, lines: [line(i), line(i + 1)], status: 'paid' })) },
    invalid: { orders: Array.from({ length: 10 }, (_, i) => ({ id: i % 2 ? `ord_${i}` : `ORD-${i}`, lines: [line(i), { sku: 5, qty: 0 }], status: i % 3 ? 'paid' : 'lost' })) },
  },
  'anyOf/oneOf union': {
    schema: union,
    valid: { kind: 'summarize', text: ['one', 'two'] },
    invalid: { kind: 'summarize', text: [1, 'two'], extra: 1 },
  },
  'untagged union': {
    schema: untagged,
    valid: { text: ['one', 'two'] },
    invalid: { text: [1, 'two'], extra: 1 },
  },
};
