/** The styles the formatters use. */
export type Style = 'bold' | 'dim' | 'underline' | 'red' | 'yellow' | 'green' | 'cyan';

/** Wraps text in a style's ANSI escapes, or returns it as it is. */
export type Paint = (style: Style, text: string) => string;

/**
 * A painter that colours when `enabled`, with the ANSI escapes written out (as `util.inspect.colors`
 * has them): no Node built-in, and no TTY check of its own that would undo `--color`.
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
    const [open, close] = ANSI[style];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  };
}

// SGR codes to turn each style on and off.
const ANSI: Readonly<Record<Style, readonly [number, number]>> = { bold: [1, 22], dim: [2, 22], underline: [4, 24], red: [31, 39], yellow: [33, 39], green: [32, 39], cyan: [36, 39] };
