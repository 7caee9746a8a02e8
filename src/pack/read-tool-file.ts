import type { Stats } from 'node:fs';
import { readlink, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Issue } from '../issue.js';
import { kindOf, readBounded, type OpenedCheck } from '../node/bounded-read.js';
import type { ToolFile } from './vet-pack.js';
import { fileErrorWords } from '../node/file-error.js';
import { MAX_TOOL_FILE_BYTES, tooMuchInAll } from './pack-entry.js';
import { unsafePathWords } from './tool-path.js';

/**
 * Reads a pack's `{path}` tool by the pack's rules, never throwing: the path must be relative
 * and stay inside the pack's folder on every system (`unsafePathWords`) and after symbolic links; anything but a regular file is
 * refused without being opened; a file over `maxBytes` is refused before it is read, as is one
 * that would bring the pack's files past `MAX_TOOL_FILE_BYTES` in all. `reads` is the pack's:
 * a file it has read already, by whatever path, is given back as the same object.
 *
 * @example
 * ```ts
 * const read = await readToolFile('/work/pack', 'tools/search.json', 1 << 20);
 * if ('bytes' in read) vetToolManifest(read.bytes);
 * ```
 */
export async function readToolFile(packFolder: string, path: string, maxBytes: number, reads: ToolFileReads = newReads()): Promise<ToolFile> {
  const unsafeWords = unsafePathWords(path);
  if (unsafeWords !== undefined) return unsafe(unsafeWords);
  if (path.includes('\0')) return unreadable(`The tool path ${JSON.stringify(path)} holds a NUL character, which no file name holds.`);
  const file = resolve(packFolder, path);
  if (outside(packFolder, file)) return unsafe(`The tool path "${path}" leaves the pack's folder.`);
  const spelt = reads.byPath.get(file);
  if (spelt !== undefined) return spelt;
  const stats = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (stats instanceof Error) return unreadable(`The tool file "${path}" cannot be read: ${fileErrorWords(stats)}.`);
  const [realFolder, realFile] = await Promise.all([realpath(packFolder).catch(() => packFolder), realpath(file).catch(() => file)]);
  if (outside(realFolder, realFile)) return unsafe(`The tool path "${path}" is a symbolic link to a file outside the pack's folder.`);
  if (!stats.isFile()) return unreadable(`The tool path "${path}" is ${kindOf(stats)}, not a file; it was not opened.`);
  if (stats.size > maxBytes) return tooLarge(path, stats.size, maxBytes);
  // One file by any spelling, link or hard link: read once, and given as the same object (vetted once).
  const identity = `${stats.dev}:${stats.ino}`;
  const known = reads.files.get(identity);
  if (known !== undefined) {
    reads.byPath.set(file, known);
    return known;
  }
  if (reads.bytes + stats.size > MAX_TOOL_FILE_BYTES) return { problem: tooMuchInAll(path, reads.bytes + stats.size, 'read') };
  // Checked again once open (O_NONBLOCK): should the file become a FIFO meanwhile, opening it still cannot stall.
  const read = await readBounded(file, maxBytes, openedInside(stats, realFolder)).catch((error: NodeJS.ErrnoException) => error);
  if (read instanceof Error) return unreadable(`The tool file "${path}" cannot be read: ${fileErrorWords(read)}.`);
  if (read.kind === 'refused') return unsafe(`The tool path "${path}" changed while it was opened, to a file outside the pack's folder or another file; it was not read.`);
  if (read.kind === 'not-a-file') return unreadable(`The tool path "${path}" is ${read.what}, not a file.`);
  if (read.kind === 'too-large') return tooLarge(path, read.size, maxBytes);
  if (reads.bytes + read.bytes.byteLength > MAX_TOOL_FILE_BYTES) return { problem: tooMuchInAll(path, reads.bytes + read.bytes.byteLength, 'read') };
  reads.bytes += read.bytes.byteLength;
  const tool = { bytes: read.bytes, file };
  reads.files.set(identity, tool);
  reads.byPath.set(file, tool);
  return tool;
}

/** What one pack's reads of its tool files share: each file read, by device and inode and by resolved path, and the bytes read in all. */
export interface ToolFileReads {
  readonly files: Map<string, ToolFile>;
  readonly byPath: Map<string, ToolFile>;
  bytes: number;
}

/** A fresh {@link ToolFileReads}, for one pack. */
export function newReads(): ToolFileReads {
  return { files: new Map(), byPath: new Map(), bytes: 0 };
}

/**
 * Whether the file opened is the one checked: the same device and inode as the path's stat gave,
 * and, where the system can say (Linux's `/proc/self/fd`), a path inside the pack's real folder.
 * A path swapped for a symbolic link between the checks and the open (a race another process can
 * run on the pack's folder) had read a file outside it.
 */
export function openedInside(checked: Stats, realFolder: string): OpenedCheck {
  return async (fd, opened) => {
    if (opened.dev !== checked.dev || opened.ino !== checked.ino) return false;
    const where = await readlink(`/proc/self/fd/${fd}`).catch(() => undefined);
    return where === undefined || !outside(realFolder, where);
  };
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
