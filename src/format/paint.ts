import { inspect } from 'node:util';

/** The styles the formatters use. */
export type Style = 'bold' | 'dim' | 'underline' | 'red' | 'yellow' | 'green' | 'cyan';

/** Wraps text in a style's ANSI escapes, or returns it as it is. */
export type Paint = (style: Style, text: string) => string;

/**
 * A painter that colours when `enabled`. The escapes come from `util.inspect.colors`, not
 * `util.styleText`, whose own TTY check (Node 22 and later) would undo `--color`.
 *
 * @example
 * ```ts
 * const paint = painter(true);
 * paint('red', 'error'); // '\u001b[31merror\u001b[39m'
 * ```
 */
export function painter(enabled: boolean): Paint {
  if (!enabled) return (_style, text) => text;
  return (style, text) => {
    const [open, close] = inspect.colors[style] ?? [0, 0];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  };
}
