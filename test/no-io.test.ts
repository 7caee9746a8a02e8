import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test, vi } from 'vitest';
import { clearValidatorCache, compileToolValidators, vetToolManifest } from '../src/index.js';

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

function vetAndCompile(source: Uint8Array): void {
  vetToolManifest(source);
  const text = new TextDecoder().decode(source);
  vetToolManifest(text);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return;
  }
  try {
    const { input, output } = compileToolValidators(value);
    input({ a: 'x'.repeat(100) });
    output({});
  } catch {
    // refused with its issues: what vet refuses, compile refuses
  }
}

// Remote `$ref`s (cloud metadata, file:///etc/passwd) are issues, never fetches or reads.
test('vetting and compiling the hostile corpus makes no network call and reads no file', () => {
  for (const source of sources) vetAndCompile(source); // load the lazily required modules first
  clearValidatorCache(); // so the spied round compiles again
  const used = spyOnAllIo();
  for (const source of sources) vetAndCompile(source);
  expect(used()).toEqual([]);
});
