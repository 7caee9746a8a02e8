import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { CLI, ROOT } from './run-cli.js';

/** Runs the CLI with standard output and standard error both closed by their reader before it writes: `… 2>&1 | head -c 0`. */
function runClosed(args: readonly string[]): Promise<number | null> {
  const child = spawn(process.execPath, ['--max-old-space-size=256', CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  child.stdout.destroy();
  child.stderr.destroy();
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve(status));
  });
}

// An EPIPE on standard error was an uncaught 'error' event: the process died with 1, whatever the run's own code.
describe.concurrent('a reader that closes standard output and standard error early', () => {
  test.each([
    [['check', 'no/such/file.json'], 2],
    [['check', '--frmat', 'json', 'examples/'], 2],
    [['check', 'examples/'], 1],
    [['check', '-f', 'sarif', 'examples/', 'no/such/file.json'], 2],
    [['check', 'examples/weather-pack-tool.json'], 0],
    [['check', '--max-warnings', '0', 'examples/cpu-limit-in-microseconds--limits.out-of-range.json'], 1],
    [['migrate', 'no/such/file.json'], 2],
    [['explain'], 0],
  ] as const)('%j keeps its exit code %i', async (args, status) => {
    expect(await runClosed(args)).toBe(status);
  });
});
