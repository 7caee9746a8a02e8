import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { packTool } from '../fixtures.js';
import { runCli } from './run-cli.js';

// The CLI's own lines quote file names and manifests' keys: a name or key a third party chose must
// not set the terminal's title, recolour it or reorder what is read, as the stylish report already ensures.

const EVIL = 'evil\u001b]0;pwned\u0007\u202egnp';
const RAW = /[\u001b\u0007\u202e]/;

function folder(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'kindgi-terminal-'));
  execFileSync('mkfifo', [join(cwd, `${EVIL}-fifo.json`)]);
  writeFileSync(join(cwd, `${EVIL}.json`), JSON.stringify(packTool({ mutatin: false })));
  const properties = { [`k${EVIL}`]: { $recursiveRef: '#x' } };
  writeFileSync(join(cwd, `${EVIL}-schema.json`), JSON.stringify({ ...packTool(), input: { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', properties } }));
  writeFileSync(join(cwd, 'suppressions.json'), JSON.stringify({ [`${EVIL}.json`]: { [`x/${EVIL}`]: { [`/${EVIL}`]: { count: 1 } } } }));
  return cwd;
}

test.each([
  ['check, a path that is no file', ['check', `${EVIL}-fifo.json`]],
  ['check --fix, the file fixed', ['check', '--fix', `${EVIL}.json`]],
  ['check --fix-dry-run, a path that is no file', ['check', '--fix-dry-run', `${EVIL}-fifo.json`]],
  ['check, a suppression that no longer matches', ['check', '--suppressions-location', 'suppressions.json', `${EVIL}.json`]],
  ['check --output, a file it cannot write', ['check', '-o', `${EVIL}.json/report.txt`, `${EVIL}.json`]],
  ['print-schema --output, a file it cannot write', ['print-schema', '-o', `${EVIL}.json/schema.json`]],
  ['migrate, a path that is no file', ['migrate', `${EVIL}-fifo.json`]],
  // A diff's lines are the file's own text, which patch needs as it is; its names are quoted (test/cli/diff.test.ts).
  ['migrate, a keyword left as it was', ['migrate', `${EVIL}-schema.json`]],
])('%s: no control or bidirectional character written raw', async (_name, args) => {
  const run = await runCli(args, { cwd: folder() });
  expect(run.stderr + run.stdout).toContain('\\u001b');
  expect(run.stderr).not.toMatch(RAW);
  expect(run.stdout).not.toMatch(RAW);
});
