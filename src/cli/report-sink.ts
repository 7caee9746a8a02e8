import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileErrorWords } from '../node/file-error.js';
import type { Output } from './io.js';

/** Text gathered before it is written: few writes, and little held. */
const CHUNK = 64 * 1024;

/**
 * Where `check` writes its report, a piece at a time as files are vetted, so a run holds one
 * file's results, not all of them: standard output, or the `--output` file (opened, its folders
 * made, at the first write, or at `close`: a run with no report to give leaves no file). A write that fails is said once by
 * `close`, which is then false; what follows it is dropped.
 */
export class ReportSink {
  private pending = '';
  private file: FileHandle | undefined;
  private failure: string | undefined;

  constructor(
    private readonly stdout: Output,
    private readonly path?: string,
  ) {}

  async write(text: string): Promise<void> {
    this.pending += text;
    if (this.pending.length >= CHUNK) await this.flush();
  }

  /** Writes what is left and closes the file (made, if empty: the report was due); the reason it could not, or undefined. */
  async close(): Promise<string | undefined> {
    await this.flush();
    if (this.path !== undefined && this.file === undefined && this.failure === undefined) this.file = await opened(this.path).catch((thrown: unknown) => void this.fail(thrown));
    if (this.file !== undefined) {
      await this.file.close().catch((thrown: unknown) => this.fail(thrown));
      this.file = undefined;
    }
    return this.failure;
  }

  private async flush(): Promise<void> {
    const text = this.pending;
    this.pending = '';
    if (text === '' || this.failure !== undefined) return;
    if (this.path === undefined) return drained(this.stdout, this.stdout.write(text));
    try {
      this.file ??= await opened(this.path);
      await this.file.writeFile(text);
    } catch (thrown) {
      this.fail(thrown);
    }
  }

  private fail(thrown: unknown): void {
    this.failure ??= fileErrorWords(thrown);
  }
}

// Its folders are made first, as ESLint, stylelint and TSLint make an --output file's: a CI job's `-o reports/x.sarif` failed for want of reports/.
async function opened(path: string): Promise<FileHandle> {
  // What the folders' making met (a file where a folder would be: EEXIST) the open says in its own words.
  await mkdir(dirname(path), { recursive: true }).catch(() => undefined);
  return open(path, 'w');
}

// A stream whose buffer is full is written to again once it drains, or once it has closed or failed (a reader that went away).
function drained(output: Output, accepted: unknown): Promise<void> | undefined {
  const stream = output as Partial<NodeJS.WritableStream> & { readonly destroyed?: boolean };
  if (accepted !== false || typeof stream.once !== 'function' || stream.destroyed === true) return undefined;
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'close', 'error'] as const) stream.removeListener?.(event, done);
      resolve();
    };
    for (const event of ['drain', 'close', 'error'] as const) stream.once?.(event, done);
  });
}
