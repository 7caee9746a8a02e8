import type { PackOptions, PackReport } from './vet-pack.js';

/**
 * Reads a `pack.json` and vets it with `vetPack`, reading each `{path}` tool relative to the pack
 * by the pack's rules: a missing, unsafe or unreadable path is an issue at `/tools/N/path`, not a
 * rejection; only the pack file itself rejects when it cannot be read (I/O, as with
 * `loadToolManifest`). The file system is reached only here, on the first call: the rest of the
 * library runs where there is none. `path` is a path (relative to the working folder) or a
 * `file:` URL.
 *
 * @example
 * ```ts
 * const report = await loadPack('packs/support/pack.json');
 * console.log(report.valid, report.tools.length);
 * ```
 */
export async function loadPack(path: string | URL, options: PackOptions = {}): Promise<PackReport> {
  const { loadPackFile } = await import('./load-pack.js');
  return loadPackFile(path, options);
}
