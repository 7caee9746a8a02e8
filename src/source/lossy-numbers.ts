import { joinPointer, type Issue } from '../issue.js';
import { jsonc } from '../runtime/jsonc.js';
import type { LineMap } from './lines.js';
import { inSchema } from './schema-places.js';

// Only an integer literal of 16 digits or more can be past 2^53: a text without such a run has none.
const LONG_DIGITS = /\d{16}/;
const INTEGER = /^-?\d+$/;

/**
 * Every integer literal inside a schema (`input`, `output`, a `needsSpec` schema) that `JSON.parse`
 * cannot hold exactly: `"const": 9007199254740993` reads as 9007199254740992, so the validator would
 * accept a value the author did not write. A literal that is the double's own printed form
 * (`1152921504606847000`, as `JSON.stringify` writes 2^60) means that double, and is left alone. (Outside
 * schemas any integer past 2^53 is already `manifest/unsafe-number`; in a schema a large number that is
 * exact, `1e300` or 2^53, means what it says.)
 */
export function lossyIntegers(text: string, lines: LineMap): Issue[] {
  if (!LONG_DIGITS.test(text)) return [];
  const issues: Issue[] = [];
  jsonc().visit(
    text,
    {
      onLiteralValue: (value, offset, length, _line, _column, pathSupplier) => {
        if (typeof value !== 'number' || Number.isSafeInteger(value) || !Number.isFinite(value)) return;
        const raw = text.slice(offset, offset + length);
        // A literal written as the number it parses to prints (what JSON.stringify writes of a large double) means that double.
        if (!INTEGER.test(raw) || raw === String(value)) return;
        const path = pathSupplier();
        if (!inSchema(path)) return;
        issues.push({
          code: 'manifest/unsafe-number',
          severity: 'error',
          pointer: joinPointer('', ...path),
          message: `${raw} is read as ${BigInt(value)}: JSON's numbers cannot hold this integer exactly, so the schema would mean another value than it says.`,
          hint: 'Use a number within ±9007199254740991, or compare such values as strings.',
          ...lines.position(offset),
        });
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return issues;
}
