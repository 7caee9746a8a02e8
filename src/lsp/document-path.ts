import { fileURLToPath } from 'node:url';

/**
 * The file a document's URI names, for what `check` reads from a path (a `pack.json` by its name,
 * the config's overrides and ignores); undefined for a document of no file (`untitled:`), or a URI that is not one.
 *
 * @example
 * ```ts
 * documentPath('file:///repo/tools/pack.json'); // '/repo/tools/pack.json'
 * documentPath('untitled:Untitled-1'); // undefined
 * ```
 */
export function documentPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
