// What src/ loads lazily: shared by the bundles (scripts/bundle.mjs, scripts/bundle-node.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const src = join(root, 'src');

/** The statement a lazy loader runs for each id, so a test can see what a vet has loaded (under a registered symbol). */
export const RECORD = "(globalThis[Symbol.for('kindgi-tool-manifest.lazilyLoaded')] ??= new Set()).add(id);";

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every id the sources load lazily, from the literal argument of each `requireLazily('…')`. */
export function lazyIds() {
  const ids = new Set();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/requireLazily\(\s*(['"`])([^'"`]+)\1\s*\)/g)) ids.add(match[2]);
    if (/requireLazily\(\s*[^'"`\s)]/.test(text) && !file.endsWith('lazy-require.ts')) throw new Error(`${file}: requireLazily takes a string literal`);
  }
  return [...ids].sort();
}

