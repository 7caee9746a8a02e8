import { configDefaults, defineConfig } from 'vitest/config';

// Files that mock a module, fake timers, spy on shared objects (Ajv's prototype, `fs`, `JSON`) or
// read process-wide counts: each runs in a module graph of its own, so nothing it replaces can
// reach another file, and nothing another file did shows in its counts.
const ISOLATED = [
  'test/lsp/debounce.test.ts',
  'test/no-compile.test.ts',
  'test/no-io.test.ts',
  'test/pack/load-pack-bounds.test.ts',
  'test/pack/vet-pack.test.ts',
  'test/validators/cache.test.ts',
  'test/validators/linear-dfa.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores, so a 2-core machine ran every file in
    // turn while many of them mostly wait on child processes.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // The other files share each worker's module graph: importing the library afresh for each
        // of 200 files was about a third of the suite's CPU time.
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED },
      },
    ],
  },
});
