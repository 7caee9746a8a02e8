import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { packTool } from '../fixtures.js';
import { LspClient, type Message } from './client.js';

type Published = { uri: string; diagnostics: { code?: string; severity: number; message: string }[] };
const SEVERITY = ['', 'error', 'warning', 'info'];

// The editor vetted every file with no config at all: a rule the project turned off, an override,
// an ignored folder or an allowed dialect showed in the editor and not in `check`.
const project = mkdtempSync(join(tmpdir(), 'lsp-config-'));
const CONFIG = join(project, 'kindgi-tool-manifest.config.json');
const config = JSON.stringify({ rules: { 'manifest/id-convention': 'off' }, dialects: ['draft-04'], ignores: ['generated/'], overrides: [{ files: ['tools/legacy/**'], rules: { 'manifest/id-convention': 'warning' } }] }, null, 2);
const badId = JSON.stringify(packTool({ id: 'Bad Id' }), null, 2);
const draft04List = JSON.stringify({ tools: [{ name: 'search', inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } }] }, null, 2);
const files: Record<string, string> = { 'tools/a.json': badId, 'tools/legacy/b.json': badId, 'generated/c.json': badId, 'lists/mcp.json': draft04List };
writeFileSync(CONFIG, config);
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(project, file)), { recursive: true });
  writeFileSync(join(project, file), text);
}
const uriOf = (file: string) => pathToFileURL(join(project, file)).href;
const isPublish = (uri: string) => (message: Message) => message.method === 'textDocument/publishDiagnostics' && (message.params as Published).uri === uri;

describe('the server vets each file with the config check reads for it', () => {
  const client = new LspClient();
  const ready = client.request('initialize', { processId: null, rootUri: pathToFileURL(project).href, capabilities: {} }).then(() => client.notify('initialized', {}));
  afterAll(() => {
    client.child.kill();
    rmSync(project, { recursive: true, force: true });
  });
  const published = async (uri: string) => ((await client.waitFor(isPublish(uri))).params as Published).diagnostics;
  const open = async (uri: string, text: string) => {
    await ready;
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    return published(uri);
  };

  test.each(Object.keys(files))('%s: the editor shows what check reports', async (file) => {
    const run = await runCli(['check', '--format', 'json', file], { cwd: project });
    const reported = run.stdout === '' ? [] : (JSON.parse(run.stdout) as { issues: { code: string; severity: string }[] }[]).flatMap(({ issues }) => issues.map(({ code, severity }) => `${code} ${severity}`));
    const shown = (await open(uriOf(file), files[file] as string)).map(({ code, severity }) => `${code} ${SEVERITY[severity]}`);
    expect(shown.sort()).toEqual(reported.sort());
  });

  test('a document of no file is vetted without a config, and told to opt in to draft-04 in one', async () => {
    const [diagnostic] = await open('untitled:Untitled-1', draft04List);
    expect(diagnostic?.code).toBe('dialect/not-allowed');
    expect(diagnostic?.message).toContain('"dialects": ["draft-04"] in kindgi-tool-manifest.config.json');
  });

  test('a config that cannot be used is one error in each document, until it is fixed and saved', async () => {
    const uri = uriOf('tools/a.json');
    writeFileSync(CONFIG, config.replace('"rules"', '"rulez"'));
    client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(CONFIG).href, type: 2 }] });
    const [diagnostic, ...more] = await published(uri);
    expect(more).toEqual([]);
    expect(diagnostic).toMatchObject({ severity: 1, message: expect.stringContaining(`${CONFIG}:2:3: unknown key "rulez"`) });
    // Fixed in the editor: the config, not a document of ours, gets no diagnostics of its own.
    expect(await open(pathToFileURL(CONFIG).href, config)).toEqual([]);
    writeFileSync(CONFIG, config.replace('"off"', '"error"'));
    client.notify('textDocument/didSave', { textDocument: { uri: pathToFileURL(CONFIG).href } });
    expect((await published(uri)).map(({ code }) => code)).toEqual(['manifest/id-convention']);
  });
});
