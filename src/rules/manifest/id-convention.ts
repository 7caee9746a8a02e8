import { defineRule } from '../define-rule.js';

// One name: lower-case letters, digits and hyphens, a hyphen never first or last.
const NAME = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const CONVENTIONAL = new RegExp(`^${NAME}(?:\\.${NAME})?$`);

export default defineRule({
  id: 'manifest/id-convention',
  description: 'The id is neither `<pack>.<tool>` (lower-case letters, digits, hyphens, one dot) nor a bare id.',
  severity: 'warning',
  why: 'Ids name tools across packs, policies and logs; one convention keeps them unique per pack and easy to match.',
  fix: 'Name the tool `<pack>.<tool>` in lower case with hyphens: `acme.verify-citation`.',
  example: '"id": "Acme.verify_citation"',
  reads: ['id'],
  check: ({ id }) => {
    // A reserved id is manifest/id-reserved's to report.
    if (CONVENTIONAL.test(id) || id.startsWith('kindgi_')) return [];
    const suggestion = conventionalId(id);
    const dots = id.split('.').length - 1;
    return [
      {
        pointer: '/id',
        message: `The id "${id}" does not follow the <pack>.<tool> convention: ${dots > 1 ? `it has ${dots} dots where one separates pack and tool` : 'lower-case letters, digits and hyphens only, with one dot between pack and tool'}.`,
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

/** The id in the convention: camelCase, `_`, spaces and further dots become hyphens. */
function conventionalId(id: string): string | undefined {
  const slug = (part: string) =>
    part
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const [pack = '', ...tool] = id.split('.').filter((part) => part.trim() !== '');
  const candidate = tool.length === 0 ? slug(pack) : `${slug(pack)}.${slug(tool.join('-'))}`;
  return CONVENTIONAL.test(candidate) ? candidate : undefined;
}
