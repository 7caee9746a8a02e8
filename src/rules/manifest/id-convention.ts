import { defineRule } from '../define-rule.js';

// One name: lower-case letters, digits and hyphens, a hyphen never first or last. A pack id is
// itself dotted (`com.acme.support` in the runtime's pack.schema.json), so `<pack>.<tool>` may
// hold several dots: `acme.woo.refund`. {@link isConventional} checks it.

export default defineRule({
  id: 'manifest/id-convention',
  description: 'The id is neither `<pack>.<tool>` (lower-case letters, digits and hyphens; the pack id may be dotted) nor a bare id.',
  severity: 'warning',
  why: 'Ids name tools across packs, policies and logs; one convention keeps them unique per pack and easy to match.',
  fix: 'Name the tool `<pack>.<tool>` in lower case with hyphens: `acme.verify-citation`.',
  example: '"id": "Acme.verify_citation"',
  reads: ['id'],
  check: ({ id }) => {
    // A reserved id is manifest/id-reserved's to report.
    if (isConventional(id) || id.startsWith('kindgi_')) return [];
    const suggestion = conventionalId(id);
    return [
      {
        pointer: '/id',
        message: `The id "${id}" does not follow the <pack>.<tool> convention: dot-separated names of lower-case letters, digits and hyphens, none of them empty.`,
        hint:
          suggestion === undefined
            ? 'Name the tool "<pack>.<tool>", e.g. "acme.verify-citation".'
            : suggestion.includes('.')
              ? `Use "${suggestion}".`
              : `Use "${suggestion}", or "<pack>.${suggestion}" for a pack's tool.`,
      },
    ];
  },
});

/** The id in the convention: camelCase, `_` and spaces become hyphens; dots stay, empty names go. */
function conventionalId(id: string): string | undefined {
  const candidate = isAscii(id) ? asciiConventionalId(id) : unicodeConventionalId(id);
  return candidate === '' ? undefined : candidate;
}

const DOT = 0x2e;
const HYPHEN = 0x2d;
const isLowerOrDigit = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;

// Whether the id is dot-separated names as above; a loop, not a regular expression, as most MCP ids get here.
function isConventional(id: string): boolean {
  let start = 0;
  for (let index = 0; index <= id.length; index++) {
    const code = index < id.length ? id.charCodeAt(index) : DOT;
    if (code === DOT) {
      if (index === start || id.charCodeAt(index - 1) === HYPHEN) return false;
      start = index + 1;
    } else if (code === HYPHEN) {
      if (index === start) return false;
    } else if (!isLowerOrDigit(code)) return false;
  }
  return true;
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

// One pass over an ASCII id: its words (runs of letters and digits, split at each camelCase step)
// joined by hyphens within a name, names by dots, empty names left out, lower-cased once. Every
// name it keeps is conventional, so the result is, unless it is empty.
function asciiConventionalId(id: string): string {
  let out = '';
  let name = '';
  let wordStart = -1;
  for (let index = 0; index <= id.length; index++) {
    const code = index < id.length ? id.charCodeAt(index) : DOT;
    const upper = isUpper(code);
    const alphanumeric = upper || isLowerOrDigit(code);
    if (wordStart >= 0 && (!alphanumeric || (upper && isLowerOrDigit(id.charCodeAt(index - 1))))) {
      const word = id.slice(wordStart, index);
      name = name === '' ? word : `${name}-${word}`;
      wordStart = -1;
    }
    if (alphanumeric && wordStart < 0) wordStart = index;
    if (code === DOT) {
      if (name !== '') out = out === '' ? name : `${out}.${name}`;
      name = '';
    }
  }
  return out.toLowerCase();
}

// The general case, where lower-casing may turn a non-ASCII letter into an ASCII one (`K` is `k`).
function unicodeConventionalId(id: string): string {
  return id
    .split('.')
    .map(slug)
    .filter((part) => part !== '')
    .join('.');
}

function slug(part: string): string {
  let stepped = '';
  for (let index = 0; index < part.length; index++) {
    const code = part.charCodeAt(index);
    if (isUpper(code) && index > 0 && isLowerOrDigit(part.charCodeAt(index - 1))) stepped += '-';
    stepped += part[index];
  }
  const lower = stepped.toLowerCase();
  let out = '';
  let gap = false;
  for (let index = 0; index < lower.length; index++) {
    if (!isLowerOrDigit(lower.charCodeAt(index))) {
      gap = true;
      continue;
    }
    if (gap && out !== '') out += '-';
    gap = false;
    out += lower[index];
  }
  return out;
}
