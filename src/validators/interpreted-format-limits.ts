import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Draft } from 'json-schema-library';

type Keyword = Draft['keywords'][number];
type Compare = (data: string, limit: string) => number | undefined;

// ajv-formats' bound keywords, each with the comparison it holds the value to (its `okStr`).
const FORMAT_LIMITS: Readonly<Record<string, '<=' | '>=' | '<' | '>'>> = {
  formatMaximum: '<=',
  formatMinimum: '>=',
  formatExclusiveMaximum: '<',
  formatExclusiveMinimum: '>',
};

const COMPARES: ReadonlyMap<string, Compare> = (() => {
  const compares = new Map<string, Compare>();
  for (const [name, definition] of Object.entries(fullFormats as Record<string, unknown>)) {
    const compare = typeof definition === 'object' && definition !== null && !(definition instanceof RegExp) ? (definition as { compare?: unknown }).compare : undefined;
    if (typeof compare === 'function') compares.set(name, compare as Compare);
  }
  return compares;
})();

/**
 * `formatMinimum`, `formatMaximum`, `formatExclusiveMinimum` and `formatExclusiveMaximum` for the
 * interpreted engine, as ajv-formats' keyword (limit.js) compiles them on Ajv's path: a string is
 * held to the limit by its format's own `compare`, whether or not it is a valid instance of the
 * format (each keyword is checked apart, as on Ajv); other values pass, and so does a comparison
 * that gives no number (`compare` of an unparsable date-time), as `undefined < 0` is false. Where
 * Ajv refuses the keyword at compile (no `format` beside it, a limit that is no string, or, when
 * formats assert, a known format without `compare`), this throws Ajv's own message; with
 * `formats: 'annotate'` nothing is compared, and an unknown format compares nothing either.
 */
export function formatLimitKeywords(formats: 'assert' | 'annotate'): Keyword[] {
  return Object.entries(FORMAT_LIMITS).map(([keyword, comparison]) => formatLimit(keyword, comparison, formats === 'assert'));
}

function formatLimit(keyword: string, comparison: string, asserts: boolean): Keyword {
  const fails = failsOf(comparison);
  return {
    id: keyword,
    keyword,
    parse: (node) => {
      const schema = node.schema as Record<string, unknown>;
      if (!Object.hasOwn(schema, 'format')) throw new Error(`parent schema must have dependencies of ${keyword}: format`);
      if (typeof schema[keyword] !== 'string') throw new Error(`${keyword} value must be ["string"]`);
      const format = schema['format'];
      if (asserts && typeof format === 'string' && Object.hasOwn(fullFormats, format) && !COMPARES.has(format)) {
        throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
      }
    },
    addValidate: () => asserts,
    validate: ({ node, data, pointer }) => {
      if (typeof data !== 'string') return undefined;
      const { format, [keyword]: limit } = node.schema as Record<string, unknown>;
      // An unknown format is the format keyword's business (refused in strict mode, ignored otherwise): nothing to compare by.
      const compare = typeof format === 'string' ? COMPARES.get(format) : undefined;
      if (compare === undefined || typeof limit !== 'string' || !fails(compare(data, limit))) return undefined;
      return node.createError('format-limit-error' as never, { keyword, comparison, limit, value: data, pointer, schema: node.schema });
    },
  };
}

// Ajv's `compare(data, limit) <fail> 0`: a comparison that is not a number fails none of them.
function failsOf(comparison: string): (order: number | undefined) => boolean {
  switch (comparison) {
    case '<=':
      return (order) => (order as number) > 0;
    case '>=':
      return (order) => (order as number) < 0;
    case '<':
      return (order) => (order as number) >= 0;
    default:
      return (order) => (order as number) <= 0;
  }
}
