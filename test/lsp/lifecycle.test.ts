import { onTestFinished, expect, test } from 'vitest';
import { LspClient } from './client.js';

// An editor that quits or crashes closes the server's input without `exit`: the server ran on till
// Node gave up on its unsettled promise (exit 13), or threw "Connection is closed" at a message
// still queued (exit 1, with a stack trace on standard error).
test.each([
  { name: 'shutdown, then exit', shutdown: true, end: 'exit', code: 0 },
  { name: 'exit without shutdown', shutdown: false, end: 'exit', code: 1 },
  { name: 'shutdown, then the input closes', shutdown: true, end: 'close', code: 0 },
  { name: 'the input closes without shutdown', shutdown: false, end: 'close', code: 1 },
  { name: 'a last message, then the input closes', shutdown: false, end: 'message and close', code: 1 },
])('$name: exit code $code, nothing on standard error', async ({ shutdown, end, code }) => {
  const client = new LspClient();
  onTestFinished(() => void client.child.kill());
  let stderr = '';
  client.child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await client.request('initialize', { processId: null, rootUri: null, capabilities: {} });
  client.notify('initialized', {});
  if (shutdown) expect((await client.request('shutdown', null)).error).toBeUndefined();
  if (end === 'exit') client.notify('exit', null);
  else if (end === 'close') client.child.stdin.end();
  else client.child.stdin.end('Content-Length: 2\r\n\r\n{}');
  expect(await client.exited()).toBe(code);
  expect(stderr).toBe('');
});
