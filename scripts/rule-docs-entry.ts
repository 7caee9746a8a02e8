// What scripts/rule-docs.mjs reads of the sources, bundled as one module.
export { CODE_CATALOG } from '../src/catalog.js';
export { RULES } from '../src/rules/index.js';
