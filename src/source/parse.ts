import { parse as parseJson, type AnyNode, type DocumentNode } from '@humanwhocodes/momoa';
import { joinPointer, type Issue } from '../issue.js';
import { findExcessiveNesting } from './depth.js';
import { indexPositions, type PositionIndex } from './positions.js';

/** The deepest nesting of brackets a manifest text may have; far beyond any real manifest. */
export const MAX_TEXT_NESTING = 512;

/** A text turned into a value, with the issues found on the way and where each pointer sits. */
export interface ParsedText {
  /** The value, absent when the text is not JSON. */
  readonly value?: unknown;
  readonly hasValue: boolean;
  readonly issues: Issue[];
  /** Positions by JSON pointer; built on first use. */
  readonly positions: () => PositionIndex | undefined;
}

/** Decodes bytes as UTF-8, reporting invalid sequences instead of replacing them. */
export function decodeText(bytes: Uint8Array): string | Issue {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { code: 'json/encoding', severity: 'error', pointer: '', message: 'The manifest is not valid UTF-8 text.', hint: 'Save the file as UTF-8.' };
  }
}

/**
 * Parses JSON text with positions. A leading BOM is accepted; syntax errors and duplicate keys
 * become issues with a line and column, never exceptions.
 */
export function parseText(text: string): ParsedText {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tooDeep = findExcessiveNesting(body, MAX_TEXT_NESTING);
  if (tooDeep !== undefined) {
    const issue: Issue = {
      code: 'limit/depth',
      severity: 'error',
      pointer: '',
      message: `The manifest nests deeper than ${MAX_TEXT_NESTING} levels of objects and arrays.`,
      hint: 'A tool manifest needs a few levels; flatten the structure or use $defs and $ref.',
      ...tooDeep,
    };
    return { hasValue: false, issues: [issue], positions: () => undefined };
  }
  let document: DocumentNode;
  try {
    document = parseJson(body, { mode: 'json' });
  } catch (thrown) {
    return { hasValue: false, issues: [syntaxIssue(thrown)], positions: () => undefined };
  }
  const issues: Issue[] = [];
  const value = toValue(document.body, '', issues);
  let index: PositionIndex | undefined;
  return { value, hasValue: true, issues, positions: () => (index ??= indexPositions(document, text.length - body.length)) };
}

// momoa names tokens by kind; a person reads the character.
const TOKENS: Record<string, string> = { LBrace: '"{"', RBrace: '"}"', LBracket: '"["', RBracket: '"]"', Comma: '","', Colon: '":"', Number: 'number', String: 'string', Boolean: 'true/false', Null: 'null' };

function syntaxIssue(thrown: unknown): Issue {
  const error = thrown as { message?: string; line?: number; column?: number };
  const message = String(error.message ?? thrown)
    .replace(/\s*\(\d+:\d+\)\s*$/, '')
    .replace(/\.$/, '')
    .replace(/token (\w+)/, (whole, kind: string) => (TOKENS[kind] ? `token ${TOKENS[kind]}` : whole));
  return {
    code: 'json/syntax',
    severity: 'error',
    pointer: '',
    message: `The manifest is not valid JSON: ${message.charAt(0).toLowerCase()}${message.slice(1)}.`,
    hint: 'JSON allows no comments, trailing commas or single quotes.',
    line: error.line ?? 1,
    column: error.column ?? 1,
  };
}

function toValue(node: AnyNode, pointer: string, issues: Issue[]): unknown {
  switch (node.type) {
    case 'Object': {
      const object: Record<string, unknown> = {};
      const seen = new Map<string, { line: number }>();
      for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        const child = joinPointer(pointer, key);
        const first = seen.get(key);
        if (first !== undefined) {
          issues.push({
            code: 'json/duplicate-key',
            severity: 'error',
            pointer: child,
            message: `"${key}" appears twice in the same object (first on line ${first.line}); a manifest must not mean two things.`,
            hint: 'Keep one of the two.',
            line: member.name.loc.start.line,
            column: member.name.loc.start.column,
          });
        } else seen.set(key, member.name.loc.start);
        // defineProperty keeps "__proto__" an own data key instead of changing the object's prototype.
        Object.defineProperty(object, key, { value: toValue(member.value, child, issues), enumerable: true, writable: true, configurable: true });
      }
      return object;
    }
    case 'Array':
      return node.elements.map((element, index) => toValue(element.value, joinPointer(pointer, index), issues));
    case 'String':
    case 'Number':
    case 'Boolean':
      return node.value;
    case 'Null':
      return null;
    default:
      return undefined;
  }
}
