// Runs a script in a child Node with a 256 MB heap and a time limit, against a bundle of src (a
// child cannot import .ts): an out-of-memory crash or a hang fails the case instead of the runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error a build script, without types
import { lazyRequire } from '../../scripts/bundle.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildResult {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** What a child imports: a source file, or a module's text that re-exports from src. */
export type Entry = string | { readonly contents: string };

/** The entries the fix and testing tests import: the main entry, the testing subpath, and two of their parts. */
export const FIX_AND_TESTING: Readonly<Record<string, Entry>> = { index: 'src/index.ts', testing: 'src/testing/index.ts', 'document-fix': 'src/document/fix.ts', 'testing-merge': 'src/testing/merge.ts' };

/**
 * A temporary folder holding `<name>.mjs` for each entry, bundled from src (dist/ is not read, so a
 * test sees the source as it is); `run` runs a script there, `dispose` removes the folder.
 */
export async function bundleSrc(entries: Readonly<Record<string, Entry>> = FIX_AND_TESTING): Promise<{ readonly dir: string; run: (script: string, timeoutMs: number) => ChildResult; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'kindgi-child-'));
  // fast-check stays external, as in the published build: it resolves through this link.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [name, entry] of Object.entries(entries)) {
    const from = typeof entry === 'string' ? { entryPoints: [join(root, entry)] } : { stdin: { contents: entry.contents, resolveDir: join(root, 'src'), loader: 'ts' as const } };
    await build({ ...from, outfile: join(dir, `${name}.mjs`), bundle: true, platform: 'node', format: 'esm', mainFields: ['module', 'main'], plugins: [lazyRequire], external: ['vitest', 'fast-check'], logLevel: 'silent' });
  }
  let count = 0;
  const run = (script: string, timeoutMs: number): ChildResult => {
    const file = join(dir, `child-${count++}.mjs`);
    writeFileSync(file, script);
    const result = spawnSync(process.execPath, ['--max-old-space-size=256', file], { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
    return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr.slice(0, 2000) };
  };
  return { dir, run, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Bundles src once for the describe block it is called in, and removes the bundle after it: `child().run(script, timeoutMs)`. */
export function childOfSrc(entries: Readonly<Record<string, Entry>> = FIX_AND_TESTING): () => Awaited<ReturnType<typeof bundleSrc>> {
  let bundled: Awaited<ReturnType<typeof bundleSrc>> | undefined;
  beforeAll(async () => {
    bundled = await bundleSrc(entries);
  }, 60_000);
  afterAll(() => bundled?.dispose());
  return () => {
    if (bundled === undefined) throw new Error('the bundle is made in beforeAll: call child() inside a test');
    return bundled;
  };
}
