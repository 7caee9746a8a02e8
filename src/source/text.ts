import type { ParseError } from 'jsonc-parser';
import { jsonc } from '../runtime/jsonc.js';
import { joinPointer, type Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import { codePointName } from '../quote.js';
import { LineMap } from './lines.js';
import { lossyIntegers } from './lossy-numbers.js';
import { textPositions, type PositionIndex } from './positions.js';
import { mayHoldLoneSurrogates, surveyParsed } from './parsed.js';
import { bracketsAtMost, countMembers, membersBound, scanText } from './scan.js';
import { MAX_NESTING, readTree, type TreeReading } from './tree.js';
import { MAX_DUPLICATE_ISSUES, tooDeep, unlistedDuplicates } from './tree-messages.js';

/** What reading a JSON text gave: the trusted tree (when it parses) and where each pointer sits. */
export interface TextReading extends Omit<TreeReading, 'keys' | 'visited'> {
  /** Positions by JSON pointer, looked up on demand. */
  readonly positions: PositionIndex;
}

/**
 * Reads a manifest's JSON text. The common case costs one `JSON.parse`, one quick walk of its tree
 * (see {@link surveyParsed}: a clean tree is trusted as is, never copied; any other is read by
 * `readTree` for its issues) and a count of the text's object members (colons jumped to with
 * `indexOf`, quotes when that count is not exact), so a repeated key shows as more members than
 * the parsed value has keys; only then, or when an issue needs a position, is the text read again. A text with more than {@link MAX_NESTING} brackets
 * is first walked for its depth (refused before a parser could overflow the stack), and one
 * `JSON.parse` refuses is walked for the raw control character in a string it may hold, to say
 * where. A leading BOM is accepted. Never throws.
 */
export function readText(source: string, limits: Limits): TextReading {
  const bom = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = bom ? source.slice(1) : source;
  const lines = new LineMap(text);
  const refused = (issue: Issue): TextReading => ({ issues: [issue], blocked: [''], dropped: [], positions: textPositions(text, lines, bom) });
  // Fewer brackets than the limit cannot nest deeper than it, whatever their order.
  const scan = bracketsAtMost(text, MAX_NESTING) ? undefined : scanText(text, MAX_NESTING);
  if (scan?.tooDeepAt !== undefined) return refused({ ...tooDeep(''), ...lines.position(scan.tooDeepAt) });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (thrown) {
    const controlAt = (scan ?? scanText(text, MAX_NESTING)).controlAt;
    return refused(controlAt === undefined ? syntaxIssue(text, lines, thrown) : controlIssue(lines, controlAt));
  }
  // A clean tree, the common case, is JSON.parse's own, trusted as is; readTree says what is wrong with the others.
  const survey = surveyParsed(parsed, limits.maxProperties, mayHoldLoneSurrogates(text));
  const keysRepeat = (keys: number): boolean => (scan === undefined ? membersBound(text) !== keys && countMembers(text) > keys : scan.members > keys);
  // Built field by field: spreading a reading of either shape costs more than all the survey's checks.
  const lossy = lossyIntegers(text, lines);
  if (survey.clean) {
    const repeat = keysRepeat(survey.keys);
    const found = repeat ? duplicateKeys(text, lines) : [];
    return { tree: parsed, issues: lossy.length === 0 ? found : [...found, ...lossy], blocked: [], dropped: [], positions: textPositions(text, lines, bom, repeat) };
  }
  const reading = readTree(parsed, false, limits);
  const repeat = keysRepeat(reading.keys);
  const issues = [...(repeat ? duplicateKeys(text, lines) : []), ...reading.issues, ...lossy];
  const positions = textPositions(text, lines, bom, repeat);
  return reading.tree === undefined ? { issues, blocked: reading.blocked, dropped: reading.dropped, positions } : { tree: reading.tree, issues, blocked: reading.blocked, dropped: reading.dropped, positions };
}

function syntaxIssue(text: string, lines: LineMap, thrown: unknown): Issue {
  const errors: ParseError[] = [];
  jsonc().parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  // jsonc-parser reads a few things JSON.parse refuses (a leading 0); JSON.parse then says where.
  const offset = first?.offset ?? Number(/position (\d+)/.exec(String((thrown as Error)?.message))?.[1] ?? 0);
  const what = first === undefined ? String((thrown as Error)?.message ?? thrown).replace(/ in JSON at position \d+.*$/s, '') : `${describeError(jsonc().printParseErrorCode(first.error))}, found ${found(text, offset)}`;
  return {
    code: 'json/syntax',
    severity: 'error',
    pointer: '',
    message: `The manifest is not valid JSON: ${what.charAt(0).toLowerCase()}${what.slice(1)}.`,
    hint: 'JSON allows no comments, trailing commas or single quotes.',
    ...lines.position(offset),
  };
}

/** A jsonc-parser error's name (`CommaExpected`, `InvalidSymbol`) as a person reads it: `expected a comma`, `invalid symbol`. */
export function describeError(code: string): string {
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const expected = /^(.*) expected$/.exec(words);
  return expected ? `expected ${/^[aeiou]/.test(expected[1] ?? '') ? 'an' : 'a'} ${expected[1]}` : words;
}

function found(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the text';
  const char = text.codePointAt(offset) as number;
  return char > 0x20 ? JSON.stringify(String.fromCodePoint(char)) : codePointName(char);
}

function controlIssue(lines: LineMap, offset: number): Issue {
  return {
    code: 'json/syntax',
    severity: 'error',
    pointer: '',
    message: 'The manifest is not valid JSON: a string holds a raw control character (U+0000–U+001F), which JSON requires to be escaped.',
    hint: 'Write a line break as \\n, a tab as \\t, other control characters as \\u00XX.',
    ...lines.position(offset),
  };
}

/** Every key that repeats one earlier in its object, at the repeat, with where the first one is. */
function duplicateKeys(text: string, lines: LineMap): Issue[] {
  const issues: Issue[] = [];
  let unlisted = 0;
  const objects: Map<string, number>[] = [];
  jsonc().visit(
    text,
    {
      onObjectBegin: () => void objects.push(new Map()),
      onObjectEnd: () => void objects.pop(),
      onObjectProperty: (key, offset, _length, _line, _column, pathSupplier) => {
        const seen = objects[objects.length - 1];
        if (seen === undefined) return;
        const first = seen.get(key);
        if (first === undefined) return void seen.set(key, offset);
        if (issues.length >= MAX_DUPLICATE_ISSUES) return void unlisted++;
        issues.push({
          code: 'json/duplicate-key',
          severity: 'error',
          pointer: joinPointer('', ...pathSupplier(), key),
          message: `"${key}" appears twice in the same object (first on line ${lines.position(first).line}); a manifest must not mean two things.`,
          hint: 'Keep one of the two.',
          ...lines.position(offset),
        });
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  if (unlisted > 0) issues.push(unlistedDuplicates(unlisted));
  return issues;
}
