/** How much an issue matters: `error` makes a manifest invalid; `warning` and `info` do not. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * One problem found in a manifest: plain readonly data with a stable `code`.
 *
 * @example
 * ```ts
 * const issue: Issue = {
 *   code: 'dialect/not-allowed',
 *   severity: 'error',
 *   message: 'input declares draft-07, but a pack tool may only use 2020-12.',
 *   pointer: '/input/$schema',
 *   line: 7,
 *   column: 16,
 * };
 * ```
 */
export interface Issue {
  /** Stable identifier, e.g. `dialect/not-allowed`. */
  readonly code: string;
  readonly severity: Severity;
  /** One sentence a pack author can act on. */
  readonly message: string;
  /** RFC 6901 JSON pointer from the manifest root (or from the data, for call validators). */
  readonly pointer: string;
  /** 1-based line, when the source was text or a file. */
  readonly line?: number;
  /** 1-based column, when the source was text or a file. */
  readonly column?: number;
  /** The fix, or a "did you mean" suggestion. */
  readonly hint?: string;
  /** The edit that fixes the issue, when the fix is certain and the source was text. */
  readonly fix?: Fix;
  /** Edits that may fix it, when the fix is a choice (did you mean), and the source was text. */
  readonly suggestions?: readonly Fix[];
}

/** One replacement in the vetted text: `length` code units from `offset` become `newText` (UTF-16 offsets, a BOM counted). */
export interface TextEdit {
  readonly offset: number;
  readonly length: number;
  readonly newText: string;
}

/**
 * A fix as edits of the text that was vetted; apply them with jsonc-parser's `applyEdits`.
 *
 * @example
 * ```ts
 * const { fix } = vetToolManifest('{"mutatin": true, …}').issues[0];
 * // fix → { description: 'Rename "mutatin" to "mutating".', edits: [{ offset: 1, length: 9, newText: '"mutating"' }] }
 * ```
 */
export interface Fix {
  readonly description: string;
  readonly edits: readonly TextEdit[];
}

/** Builds an error-severity issue; the most common kind. */
export function error(code: string, pointer: string, message: string, hint?: string): Issue {
  return hint === undefined ? { code, severity: 'error', message, pointer } : { code, severity: 'error', message, pointer, hint };
}

/** Builds a warning-severity issue. */
export function warning(code: string, pointer: string, message: string, hint?: string): Issue {
  return hint === undefined ? { code, severity: 'warning', message, pointer } : { code, severity: 'warning', message, pointer, hint };
}

/** Escapes one reference token for a JSON pointer (RFC 6901). */
export function escapePointerToken(token: string | number): string {
  if (typeof token !== 'string') return String(token);
  // Most tokens need no escape: two `includes` cost less than two regex replaces.
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * One token of a JSON pointer in a URI fragment (`#/$defs/a%20b`) as the key it names:
 * percent-decoded, then `~1` and `~0` unescaped (RFC 6901). A malformed escape is kept as written,
 * so the reference stays as broken as it was.
 */
export function fragmentToken(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // kept as written
  }
  return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Appends reference tokens to a JSON pointer. */
export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  let pointer = base;
  for (const token of tokens) pointer += '/' + escapePointerToken(token);
  return pointer;
}

/** Splits a JSON pointer into its unescaped reference tokens. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Most pointers have no escapes: call validators split one per issue.
  return pointer.includes('~') ? tokens.map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~')) : tokens;
}

/** A value's place as its key and its parent's place: walks keep these and spell a pointer only for an issue. */
export interface KeyChain {
  readonly key: string | number;
  /** Undefined at the root, whose own key is not part of any pointer. */
  readonly parent: KeyChain | undefined;
}

/** The JSON pointer of a place kept as a {@link KeyChain}. */
export function chainPointer(place: KeyChain): string {
  const keys: (string | number)[] = [];
  for (let at: KeyChain | undefined = place; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return joinPointer('', ...keys.reverse());
}
