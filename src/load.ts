import { effectiveLimits } from './limits.js';
import type { VetOptions } from './options.js';
import type { VetReport } from './report.js';
import { textTooLarge } from './source/tree-messages.js';
import { vetOptions, vetToolManifest } from './vet.js';

/**
 * Reads a manifest file and vets it: the same report as {@link vetToolManifest} on its bytes,
 * with lines and columns. At most `limits.maxBytes` are read: a larger file is `limit/size`,
 * found from its size (or where reading stopped) before anything more is read. A path that
 * cannot be read, or that is no regular file (a folder, a FIFO, a device, never read), rejects
 * with an error naming it (that is I/O, not a problem in the manifest). `file` is a path (relative
 * to the working folder) or a `file:` URL.
 *
 * @example
 * ```ts
 * const report = await loadToolManifest('tools/weather.json');
 * ```
 */
export async function loadToolManifest(file: string | URL, given: VetOptions = {}): Promise<VetReport> {
  const options = vetOptions(given);
  const { maxBytes } = effectiveLimits(options.limits);
  // Loaded here, not at import: the rest of the library runs where there is no file system (a browser, an edge worker).
  const [{ readBounded, notAFileError }, { fileArgument }] = await Promise.all([import('./node/bounded-read.js'), import('./node/file-argument.js')]);
  const path = fileArgument(file, 'loadToolManifest');
  const read = await readBounded(path, maxBytes);
  if (read.kind === 'not-a-file') throw notAFileError(path, read.what);
  if (read.kind === 'too-large') return { valid: false, issues: [textTooLarge(read.size, maxBytes, 'manifest', read.atLeast)] };
  return vetToolManifest(read.bytes, options);
}
