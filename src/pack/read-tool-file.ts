import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep, win32 } from 'node:path';
import type { Issue } from '../issue.js';
import { kindOf, readBounded } from '../node/bounded-read.js';
import type { ToolFile } from './vet-pack.js';
import { fileErrorWords } from '../node/file-error.js';

/**
 * Reads a pack's `{path}` tool by the pack's rules, never throwing: the path must be relative
 * and stay inside the pack's folder (after symbolic links too); anything but a regular file is
 * refused without being opened; a file over `maxBytes` is refused before it is read.
 *
 * @example
 * ```ts
 * const read = await readToolFile('/work/pack', 'tools/search.json', 1 << 20);
 * if ('bytes' in read) vetToolManifest(read.bytes);
 * ```
 */
export async function readToolFile(packFolder: string, path: string, maxBytes: number): Promise<ToolFile> {
  if (isAbsolute(path) || win32.isAbsolute(path)) return unsafe(`The tool path "${path}" is absolute; a pack names its files relative to pack.json.`);
  const file = resolve(packFolder, path);
  if (outside(packFolder, file)) return unsafe(`The tool path "${path}" leaves the pack's folder.`);
  const stats = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (stats instanceof Error) return unreadable(`The tool file "${path}" cannot be read: ${fileErrorWords(stats)}.`);
  const [realFolder, realFile] = await Promise.all([realpath(packFolder).catch(() => packFolder), realpath(file).catch(() => file)]);
  if (outside(realFolder, realFile)) return unsafe(`The tool path "${path}" is a symbolic link to a file outside the pack's folder.`);
  if (!stats.isFile()) return unreadable(`The tool path "${path}" is ${kindOf(stats)}, not a file; it was not opened.`);
  if (stats.size > maxBytes) return tooLarge(path, stats.size, maxBytes);
  // Checked again once open (O_NONBLOCK): should the file become a FIFO meanwhile, opening it still cannot stall.
  const read = await readBounded(file, maxBytes).catch((error: NodeJS.ErrnoException) => error);
  if (read instanceof Error) return unreadable(`The tool file "${path}" cannot be read: ${fileErrorWords(read)}.`);
  if (read.kind === 'not-a-file') return unreadable(`The tool path "${path}" is ${read.what}, not a file.`);
  if (read.kind === 'too-large') return tooLarge(path, read.size, maxBytes);
  return { bytes: read.bytes, file };
}

function outside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path);
}

function problem(code: string, message: string, hint?: string): ToolFile {
  const issue: Omit<Issue, 'pointer'> = hint === undefined ? { code, severity: 'error', message } : { code, severity: 'error', message, hint };
  return { problem: issue };
}

function unsafe(message: string): ToolFile {
  return problem('pack/path-unsafe', message, 'Keep the tool inside the pack and name it relative to pack.json: "tools/search.json".');
}

function unreadable(message: string): ToolFile {
  return problem('pack/path-unreadable', message, 'Point the path at the tool’s JSON file, relative to pack.json.');
}

function tooLarge(path: string, size: number, maxBytes: number): ToolFile {
  return problem('limit/size', `The tool file "${path}" is ${size} bytes, over limits.maxBytes (${maxBytes}); it was not read.`, 'Shrink the manifest, or raise the limit for a source you trust.');
}
