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
      ? [{ pointer: '/id', message: `The id "${id}" begins with the reserved prefix "kindgi_".`, hint: `Use "<pack>.${id.slice('kindgi_'.length) || 'tool'}".` }]
      : [],
});
