import { splitPointer } from './issue.js';

/**
 * Names the place a JSON pointer points at the way a person reads it: `spec.headers[0].name`.
 * Keys that are not plain identifiers are quoted: `properties["a b"]`.
 */
export function fieldPath(pointer: string): string {
  let path = '';
  for (const token of splitPointer(pointer)) {
    if (isIndex(token)) path += `[${token}]`;
    else if (isIdentifier(token)) path += path === '' ? token : `.${token}`;
    else path += `[${JSON.stringify(token)}]`;
  }
  return path;
}

// Character tests, not /^(0|[1-9]\d*)$/ and /^[A-Za-z_$][\w$-]*$/: every envelope message names its place, and two regex runs a token cost more than the message.

/** `0`, or digits without a leading zero. */
function isIndex(token: string): boolean {
  if (token.length === 0) return false;
  if (token.charCodeAt(0) === 0x30) return token.length === 1;
  for (let i = 0; i < token.length; i++) if (!isDigit(token.charCodeAt(i))) return false;
  return true;
}

/** A letter, `_` or `$`, then letters, digits, `_`, `$` or `-`. */
function isIdentifier(token: string): boolean {
  if (token.length === 0) return false;
  const first = token.charCodeAt(0);
  if (!isLetter(first) && first !== 0x5f && first !== 0x24) return false;
  for (let i = 1; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (!isLetter(code) && !isDigit(code) && code !== 0x5f && code !== 0x24 && code !== 0x2d) return false;
  }
  return true;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
