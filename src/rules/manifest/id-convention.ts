import { defineRule } from '../define-rule.js';

// One name: lower-case letters, digits and hyphens, a hyphen never first or last. A pack id is
// itself dotted (`com.acme.support` in the runtime's pack.schema.json), so `<pack>.<tool>` may
// hold several dots: `acme.woo.refund`.
const NAME = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const CONVENTIONAL = new RegExp(`^${NAME}(?:\\.${NAME})*$`);

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
    if (CONVENTIONAL.test(id) || id.startsWith('kindgi_')) return [];
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
  const candidate = id
    .split('.')
    .map(slug)
    .filter((part) => part !== '')
    .join('.');
  return CONVENTIONAL.test(candidate) ? candidate : undefined;
}

const isLowerOrDigit = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

// One name in lower case, a hyphen at each camelCase step and for each run of other characters,
// none at either end; loops, not four regular expressions, as most MCP ids get here.
function slug(part: string): string {
  let stepped = '';
  for (let index = 0; index < part.length; index++) {
    const code = part.charCodeAt(index);
    if (code >= 0x41 && code <= 0x5a && index > 0 && isLowerOrDigit(part.charCodeAt(index - 1))) stepped += '-';
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
