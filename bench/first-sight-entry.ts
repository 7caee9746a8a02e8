// What bench/first-sight.mjs needs of the sources, bundled as one module (one verdict cache).
export { vetToolManifest } from '../src/index.js';
export { clearVerdictCache } from '../src/schema-checks/redos/verdict.js';
