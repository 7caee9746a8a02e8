import { constants } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep, win32 } from 'node:path';
import type { Issue } from '../issue.js';
import type { ToolFile } from './vet-pack.js';

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
  if (stats instanceof Error) return unreadable(`The tool file "${path}" cannot be read: ${describeError(stats)}.`);
  const [realFolder, realFile] = await Promise.all([realpath(packFolder).catch(() => packFolder), realpath(file).catch(() => file)]);
  if (outside(realFolder, realFile)) return unsafe(`The tool path "${path}" is a symbolic link to a file outside the pack's folder.`);
  if (!stats.isFile()) return unreadable(`The tool path "${path}" is ${kindOf(stats)}, not a file; it was not opened.`);
  if (stats.size > maxBytes) return tooLarge(path, stats.size, maxBytes);
  // O_NONBLOCK: should the file become a FIFO between stat and open, opening it still cannot stall.
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => error);
  if (handle instanceof Error) return unreadable(`The tool file "${path}" cannot be read: ${describeError(handle)}.`);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) return unreadable(`The tool path "${path}" is ${kindOf(opened)}, not a file.`);
    if (opened.size > maxBytes) return tooLarge(path, opened.size, maxBytes);
    const buffer = Buffer.alloc(opened.size);
    const { bytesRead } = await handle.read(buffer, 0, opened.size, 0);
    return { bytes: buffer.subarray(0, bytesRead), file };
  } catch (thrown) {
    return unreadable(`The tool file "${path}" cannot be read: ${describeError(thrown as NodeJS.ErrnoException)}.`);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function outside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path);
}

function kindOf(stats: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

function describeError(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return 'no such file';
  if (error.code === 'EACCES' || error.code === 'EPERM') return 'permission denied';
  if (error.code === 'ELOOP') return 'a loop of symbolic links';
  return error.code ?? error.message;
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
