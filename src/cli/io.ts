/** Somewhere to write: standard output or error, or a stand-in in tests. */
export interface Output {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/** What the CLI reads and writes, passed in so that it never reaches for `process` itself. */
export interface Io {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdin: AsyncIterable<Uint8Array | string>;
  readonly stdout: Output;
  readonly stderr: Output;
  /** The worker thread's script for `--concurrency`; without it, files are vetted on the main thread. */
  readonly workerScript?: URL;
}

/** The CLI's exit codes: 0 clean, 1 problems found, 2 could not do its job. */
export type ExitCode = 0 | 1 | 2;

/**
 * Whether to colour: `--color`/`--no-color` first, then `FORCE_COLOR` (set and not `0`),
 * then `NO_COLOR` (set and not empty), then whether the report goes to a terminal.
 */
export function useColor(flag: boolean | undefined, env: Io['env'], terminal: boolean): boolean {
  if (flag !== undefined) return flag;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return terminal && env.TERM !== 'dumb';
}
