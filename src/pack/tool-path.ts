import { isAbsolute, win32 } from 'node:path';

/**
 * Why a pack's `{path}` could name a file outside the pack on some system, as written, or
 * undefined: absolute on POSIX or Windows, a Windows drive (`C:tools\a.json`, the drive's
 * current folder), a URL (`file:///etc/passwd`), or a `..` that climbs out of the pack's folder,
 * with `/` or `\` (a folder separator on Windows) between the names. A pack must vet the same
 * wherever it is unpacked: a path that stays inside on Linux and leaves on Windows is unsafe.
 *
 * @example
 * ```ts
 * unsafePathWords('..\\shared\\tool.json'); // 'The tool path "..\\shared\\tool.json" leaves the pack's folder on Windows, …'
 * unsafePathWords('tools/search.json'); // undefined
 * ```
 */
export function unsafePathWords(path: string): string | undefined {
  if (isAbsolute(path) || win32.isAbsolute(path)) return `The tool path "${path}" is absolute; a pack names its files relative to pack.json.`;
  if (/^[A-Za-z]:/.test(path)) return `The tool path "${path}" names a drive, which Windows reads from that drive's current folder, outside the pack; a pack names its files relative to pack.json.`;
  if (/^[A-Za-z][A-Za-z0-9+.-]+:/.test(path)) return `The tool path "${path}" is a URL; a pack names its files by their path relative to pack.json.`;
  if (climbsOut(path)) return `The tool path "${path}" leaves the pack's folder${climbsOut(path, /\//) ? '' : ' on Windows, where "\\" separates folders'}.`;
  return undefined;
}

function climbsOut(path: string, separator: RegExp = /[\\/]/): boolean {
  let depth = 0;
  for (const name of path.split(separator)) {
    if (name === '..') depth--;
    else if (name !== '' && name !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}
