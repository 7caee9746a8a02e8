import { RegExpParser } from '@eslint-community/regexpp';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quickParse } from '../../../src/schema-checks/redos/quick-parse.js';

/** The fields the syntactic pass reads, in both trees. */
function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (node === null || typeof node !== 'object') return node;
  const { type, value, negate, kind, min, max, raw, elements, alternatives, element } = node as Record<string, unknown>;
  if (type === undefined || type === 'Alternative') return { elements: normalise(elements) };
  const kept: Record<string, unknown> = { type, value, negate: type === 'CharacterSet' && kind === 'any' ? undefined : negate, kind, raw: type === 'Group' || type === 'CapturingGroup' || type === 'Quantifier' || type === 'Assertion' ? undefined : raw };
  if (type === 'CharacterClassRange') Object.assign(kept, { min: normalise(min), max: normalise(max) });
  else Object.assign(kept, { min, max });
  if (elements !== undefined) kept.elements = normalise(elements);
  if (alternatives !== undefined) kept.alternatives = normalise(alternatives);
  if (element !== undefined) kept.element = normalise(element);
  return JSON.parse(JSON.stringify(kept, (_, v) => (v === Infinity ? 'Infinity' : v)));
}

function regexppTree(pattern: string): unknown {
  try {
    return normalise(new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode: true }).alternatives);
  } catch {
    return 'invalid';
  }
}

const READ = [
  '^[a-z]+-[0-9]+$',
  '^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])$',
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  '^https?://[^/]+(/.*)?$',
  '[\\b\\t\\n\\v\\f\\r\\0\\x41\\u0042\\u{1F432}\\-\\]\\\\/^]',
  '^🐲*$',
  'a{0}b{1,}c{2,3}?d??e*?f+?',
  '[]|[^]|[-a]|[a-]|[--a]|[a-b-c]|[\\w-]',
  '\\bword\\B',
  '(?:)()|',
];

const LEFT_TO_REGEXPP = ['^(?=.*\\d)\\w+$', '(?<!a)b', '^(\\w)\\1+$', '(?<name>a)\\k<name>', '\\p{Letter}+', '[\\P{L}]', '\\cJ', '\\uD83D\\uDC32', '(?i:a)'];

// Escapes, classes and ranges, valid or not, to hold the quick parser to regexpp's reading.
const piece = fc.constantFrom('a', 'Z', '0', '-', '/', '.', '^', '$', '|', '(', ')', '(?:', '[', ']', '[^', '{', '}', '{2}', '{1,3}', '{2,}', '*', '+', '?', ',', '\\', '\\d', '\\W', '\\s', '\\b', '\\B', '\\-', '\\.', '\\/', '\\0', '\\01', '\\x4', '\\x41', '\\u004', '\\u0041', '\\u{41}', '\\u{}', '\\u{110000}', '\\t', '\\q', '\\1', '🐲', '\\uD800');

describe('the quick pattern parser', () => {
  test.each(READ)('reads %s as regexpp does', (pattern) => {
    const quick = quickParse(pattern);
    expect(quick).toBeDefined();
    expect(normalise(quick?.alternatives)).toEqual(regexppTree(pattern));
  });

  test.each(LEFT_TO_REGEXPP)('leaves %s to regexpp', (pattern) => {
    expect(quickParse(pattern)).toBeUndefined();
  });

  test('reads every string it accepts as regexpp does, and accepts none regexpp refuses', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const pattern = pieces.join('');
        const quick = quickParse(pattern);
        if (quick !== undefined) expect({ pattern, tree: normalise(quick.alternatives) }).toEqual({ pattern, tree: regexppTree(pattern) });
      }),
      { seed: 20261201, numRuns: 20_000 },
    );
  });
});
