// What budget.test.ts's child process needs of the sources, bundled as one module (one verdict cache).
export { findRedosPatterns } from '../../../src/schema-checks/redos/index.js';
export { clearVerdictCache } from '../../../src/schema-checks/redos/verdict.js';
export { REDOS_UNITS_PER_VET, VetBudget } from '../../../src/source/budget.js';
export { vetToolManifest } from '../../../src/index.js';
