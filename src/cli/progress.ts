import { printable } from '../format/printable.js';
import { PROGRAM } from './help.js';
import type { Output } from './io.js';

/** Past this many files, a terminal gets a progress line. */
const THRESHOLD = 200;
/** How often the line is redrawn, at most. */
const INTERVAL_MS = 100;

/** A progress line on standard error, for long runs on a terminal; silent otherwise. */
export interface Progress {
  /** Called after each file with the number vetted so far. */
  tick(count: number): void;
  /**
   * Writes a message on its own line, clearing the progress line first, and each of `details` on
   * a line of its own below it. What they quote (a file's name, a manifest's key) reaches the
   * terminal with its control and bidirectional characters and line breaks escaped, as in the stylish report.
   */
  note(message: string, details?: readonly string[]): void;
  /** Clears the progress line, before the report is printed. */
  done(): void;
}

/** A {@link Progress} on `stderr`, drawn only when it is a terminal. */
export function progressOn(stderr: Output, now: () => number = Date.now): Progress {
  let shown = false;
  let last = 0;
  const clear = () => {
    if (shown) stderr.write('\r\u001b[K');
    shown = false;
  };
  return {
    tick(count) {
      if (!stderr.isTTY || count <= THRESHOLD || now() - last < INTERVAL_MS) return;
      last = now();
      shown = true;
      stderr.write(`\r${PROGRAM}: ${count} files vetted…`);
    },
    note(message, details = []) {
      clear();
      stderr.write(`${PROGRAM}: ${printable(message)}\n${details.map((line) => `${printable(line)}\n`).join('')}`);
    },
    done: clear,
  };
}
