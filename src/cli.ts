#!/usr/bin/env node
import { main } from './cli/run.js';

// A reader that stops early (`check tools/ | head`) closes the pipe; that is its choice, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  workerScript: new URL('./cli-worker.js', import.meta.url),
});
