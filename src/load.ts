import type { VetOptions } from './options.js';
import type { VetReport } from './report.js';
import { vetToolManifest } from './vet.js';

/**
 * Reads a manifest file and vets it: the same report as {@link vetToolManifest} on its bytes,
 * with lines and columns. A file that cannot be read rejects with the file system's error
 * (that is I/O, not a problem in the manifest).
 *
 * @example
 * ```ts
 * const report = await loadToolManifest('tools/weather.json');
 * ```
 */
export async function loadToolManifest(path: string, options: VetOptions = {}): Promise<VetReport> {
  // Loaded here, not at import: the rest of the library runs where there is no file system (a browser, an edge worker).
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  return vetToolManifest(bytes, options);
}
