#!/usr/bin/env node
import { main } from './cli/run.js';

// A reader that stops early (`check tools/ | head`, or `2>&1 | head`, which closes standard error
// too) closes the pipe; that is its choice, not a crash that would turn the exit code into 1.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  workerScript: new URL('./cli-worker.js', import.meta.url),
});
