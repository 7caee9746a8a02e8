#!/usr/bin/env node
// Vendors recheck's pure-JS analyser (its browser build, which requires nothing) into
// vendor/recheck/ with recheck's licence, so the package ships it without depending on recheck,
// whose optional native binary and JAR (52 MB) would otherwise land on every consumer. Only the
// ReDoS worker loads it. `npm run build` runs this; recheck itself is a devDependency.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkg = require('recheck/package.json');
const home = dirname(require.resolve('recheck/package.json'));
const target = new URL('../vendor/recheck/', import.meta.url);
mkdirSync(target, { recursive: true });
copyFileSync(join(home, 'lib', 'browser.js'), new URL('recheck.cjs', target));
copyFileSync(join(home, 'LICENSE'), new URL('LICENSE', target));
writeFileSync(
  new URL('README.md', target),
  `# recheck ${pkg.version} (vendored)\n\nThe pure-JS build (\`lib/browser.js\`) of [recheck](${pkg.homepage}) by ${pkg.author.name}, ${pkg.license} licence (LICENSE beside this file), copied here by \`scripts/vendor-recheck.mjs\` at build time. Loaded only by the ReDoS worker (\`dist/schema-checks/redos/recheck-worker.js\`).\n`,
);
