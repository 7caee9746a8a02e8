import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'manifest/id-reserved',
  description: 'Tool ids beginning `kindgi_` are reserved for the runtime.',
  severity: 'error',
  why: 'The Kindgi runtime refuses a pack tool whose id uses its reserved prefix.',
  fix: 'Name the tool `<pack>.<tool>`.',
  example: '"id": "kindgi_search"',
  reads: ['id'],
  check: ({ id }) =>
    id.startsWith('kindgi_')
      ? [{ pointer: '/id', message: `The id "${id}" begins with the reserved prefix "kindgi_".`, hint: `Name it "<pack>.${toolName(id.slice('kindgi_'.length))}", with your pack's id.` }]
      : [],
});

/** The rest of a reserved id as a conventional tool name: `web_search` → `web-search`. */
function toolName(rest: string): string {
  return (
    rest
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'tool'
  );
}
