import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built CLI: the tests run what users run. */
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
/** This folder's fixture manifests, relative to {@link ROOT}. */
export const FIXTURES = 'test/fixtures/cli';

/** What one run of the CLI gave. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of {@link runCli}. */
export interface CliOptions {
  /** Written to standard input, which is then closed. */
  readonly input?: string | Uint8Array;
  /** The working folder; the package root by default. */
  readonly cwd?: string;
  /** Added to the environment, from which the colour and CI variables are removed. */
  readonly env?: Record<string, string>;
  /** Run as `nobody` when the tests run as root, so that file permissions apply to the CLI. */
  readonly unprivileged?: boolean;
}

const NOBODY = 65534;

const CLEARED = ['FORCE_COLOR', 'NO_COLOR', 'CI', 'GITHUB_ACTIONS', 'TERM'];

/** Runs `node dist/cli.js …` as a child process, as a pack's build script would. */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first (npm test does).');
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !CLEARED.includes(name)) env[name] = value;
  const user = options.unprivileged === true && process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
  const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, env: { ...env, ...options.env }, ...user });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
