import { fileURLToPath } from 'node:url';
import { describeValue } from '../option-shapes.js';

/**
 * The path a file-reading entry point was given (`entry` names it): a path, as it is (relative to
 * the working folder, as `fs` takes it), or a `file:` URL, as `new URL('./tool.json',
 * import.meta.url)` gives one. Anything else is a `TypeError` saying what it takes: a `URL` had
 * reached `path.resolve` inside `loadPack` and came back as its error about "paths[0]".
 *
 * @example
 * ```ts
 * fileArgument(new URL('file:///packs/pack.json'), 'loadPack'); // '/packs/pack.json'
 * ```
 */
export function fileArgument(given: unknown, entry: string): string {
  if (typeof given === 'string') return given;
  if (given instanceof URL) {
    if (given.protocol !== 'file:') throw new TypeError(`${entry} reads files: it takes a file: URL, not a ${given.protocol} one (${JSON.stringify(given.href.slice(0, 200))}).`);
    return fileURLToPath(given);
  }
  throw new TypeError(`${entry} takes a file's path (a string) or a file: URL, not ${describeValue(given)}.`);
}
