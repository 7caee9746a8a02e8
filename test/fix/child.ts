// Runs a script in a child Node with a 256 MB heap and a time limit, against a bundle of src (a
// child cannot import .ts): an out-of-memory crash or a hang fails the case instead of the runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error a build script, without types
import { lazyRequire } from '../../scripts/bundle.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildResult {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

const ENTRIES = { index: 'src/index.ts', testing: 'src/testing/index.ts', 'document-fix': 'src/document/fix.ts', 'testing-merge': 'src/testing/merge.ts' };

/** A folder holding `index.mjs` (the main entry), `testing.mjs`, `document-fix.mjs` and `testing-merge.mjs`, bundled from src; `dispose` removes it. */
export async function bundleSrc(): Promise<{ run: (script: string, timeoutMs: number) => ChildResult; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'kindgi-child-'));
  // fast-check stays external, as in the published build: it resolves through this link.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [name, entry] of Object.entries(ENTRIES)) {
    await build({ entryPoints: [join(root, entry)], outfile: join(dir, `${name}.mjs`), bundle: true, platform: 'node', format: 'esm', mainFields: ['module', 'main'], plugins: [lazyRequire], external: ['vitest', 'fast-check'], logLevel: 'silent' });
  }
  let count = 0;
  const run = (script: string, timeoutMs: number): ChildResult => {
    const file = join(dir, `child-${count++}.mjs`);
    writeFileSync(file, script);
    const result = spawnSync(process.execPath, ['--max-old-space-size=256', file], { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
    return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr.slice(0, 2000) };
  };
  return { run, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
