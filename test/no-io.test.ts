import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test, vi } from 'vitest';
import { vetToolManifest } from '../src/index.js';

const folder = fileURLToPath(new URL('./fixtures/hostile/', import.meta.url));
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readFileSync(`${folder}${name}`));

afterEach(() => vi.restoreAllMocks());

function spyOnAllIo() {
  const spies = [
    vi.spyOn(globalThis, 'fetch'),
    ...(['request', 'get'] as const).flatMap((method) => [vi.spyOn(http, method), vi.spyOn(https, method)]),
    vi.spyOn(net, 'connect'),
    vi.spyOn(net, 'createConnection'),
    vi.spyOn(net.Socket.prototype, 'connect'),
    ...(['readFileSync', 'readFile', 'openSync', 'open', 'readSync', 'read', 'createReadStream', 'statSync', 'existsSync'] as const).map((method) => vi.spyOn(fs, method)),
    vi.spyOn(fs.promises, 'readFile'),
    vi.spyOn(fs.promises, 'open'),
  ];
  return () => spies.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName());
}

// Remote `$ref`s (cloud metadata, file:///etc/passwd) are issues, never fetches or reads.
test('vetting the hostile corpus makes no network call and reads no file', () => {
  for (const source of sources) vetToolManifest(source); // load the lazily required modules first
  const used = spyOnAllIo();
  for (const source of sources) {
    vetToolManifest(source);
    vetToolManifest(new TextDecoder().decode(source));
  }
  expect(used()).toEqual([]);
});
