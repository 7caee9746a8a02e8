import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };
// The page's policy: scripts from the page's own origin only, and no eval or new Function.
const CSP = "default-src 'self'; script-src 'self'; connect-src 'self'";

function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const send = (status: number, body: string | Buffer, type = 'text/plain') => {
      response.writeHead(status, { 'content-type': type, 'content-security-policy': CSP });
      response.end(body);
    };
    if (path === '/') return send(200, '<!doctype html><meta charset="utf-8"><script type="module" src="/test/browser/page.js"></script>', TYPES['.html']);
    if (path === '/examples/') return send(200, JSON.stringify(readdirSync(join(root, 'examples')).filter((name) => name.endsWith('.json')).sort()), TYPES['.json']);
    const allowed = ['/dist/', '/examples/', '/test/browser/'].some((prefix) => path.startsWith(prefix));
    const file = join(root, path);
    if (!allowed || !existsSync(file)) return send(404, 'not found');
    send(200, readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// What a browser, a worker, Deno or a bundler resolves the package to: the standalone bundle the page imports.
test('every export condition but node names the standalone bundle', () => {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target === 'string') continue;
    const standalone = String(target.node).replace('./dist/', './dist/standalone/');
    expect({ subpath, module: target.module, deno: target.deno, default: target.default }).toEqual({ subpath, module: standalone, deno: standalone, default: standalone });
  }
  expect(existsSync(join(root, 'dist/standalone/index.js')), 'npm run build first').toBe(true);
});

// Chromium comes from Debian's package, which .ci/run installs when it is missing; elsewhere the test says why it did not run.
describe.skipIf(CHROMIUM === undefined && process.env.CI === undefined)('in a real browser, with eval forbidden', () => {
  let server: Server;
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the bundle loads without a bundler, vets every example as Node does, and validates a call', async () => {
    expect(CHROMIUM, 'Chromium is missing: apt-get install chromium').toBeDefined();
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction('window.result !== undefined', { timeout: 60_000 });
      const result = (await page.evaluate('window.result')) as { error?: string; evalAllowed: boolean; good: boolean; bad: unknown[]; examples: { name: string; valid: boolean; codes: string[] }[] };
      expect(result.error, result.error).toBeUndefined();
      expect(errors).toEqual([]);
      expect(result.evalAllowed).toBe(false);
      for (const example of result.examples) {
        const inNode = vetToolManifest(readFileSync(join(root, 'examples', example.name), 'utf8'));
        expect({ name: example.name, valid: example.valid, codes: example.codes }).toEqual({ name: example.name, valid: inNode.valid, codes: inNode.issues.map((issue) => issue.code) });
      }
      expect(result.examples.length).toBeGreaterThan(10);
      expect(result.good).toBe(true);
      expect(result.bad).toEqual([{ code: 'call/wrong-type', pointer: '/city' }]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
