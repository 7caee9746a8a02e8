import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';

/** What reading a file within a bound gave: its bytes, or why they were not read. */
export type BoundedRead =
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array }
  /** `size`: the file's own, or (`atLeast`) what was read when reading stopped at the bound. */
  | { readonly kind: 'too-large'; readonly size: number; readonly atLeast: boolean }
  | { readonly kind: 'not-a-file'; readonly what: string };

/** What {@link readBounded} gives when `accept` refused the file opened (it was swapped for another meanwhile). */
export interface RefusedRead {
  readonly kind: 'refused';
}

/** Whether the file opened (its descriptor and its own stats) is the one meant: asked before it is read. */
export type OpenedCheck = (fd: number, stats: Stats) => Promise<boolean>;

// O_NONBLOCK: opening a FIFO cannot wait for a writer; it is then refused, never read.
const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;
const CHUNK = 1 << 16;

/**
 * Reads a file of at most `maxBytes` bytes, never more than `maxBytes + 1` whatever the file
 * claims: anything but a regular file (a folder, a FIFO, a socket, a device: `/dev/zero`) is
 * refused once opened, before it is read; a file whose size is over the bound is refused from
 * its size (a 1.5 GB sparse file costs nothing); one that grows or lies about its size while it
 * is read (`/proc`) is cut at the bound. `accept`, when given, is asked about the file actually
 * opened before a byte of it is read. Rejects with the file system's error (`ENOENT`…).
 */
export async function readBounded(path: string, maxBytes: number): Promise<BoundedRead>;
export async function readBounded(path: string, maxBytes: number, accept: OpenedCheck): Promise<BoundedRead | RefusedRead>;
export async function readBounded(path: string, maxBytes: number, accept?: OpenedCheck): Promise<BoundedRead | RefusedRead> {
  const handle = await open(path, FLAGS);
  try {
    const stats = await handle.stat();
    const refusal = refusalOf(stats, maxBytes);
    if (refusal !== undefined) return refusal;
    if (accept !== undefined && !(await accept(handle.fd, stats))) return { kind: 'refused' };
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) return { kind: 'too-large', size: total, atLeast: true };
    }
    return { kind: 'bytes', bytes: Buffer.concat(chunks, total) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** {@link readBounded}, synchronously (where the reading thread has nothing else to do). */
export function readBoundedSync(path: string, maxBytes: number): BoundedRead {
  const fd = openSync(path, FLAGS);
  try {
    const stats = fstatSync(fd);
    const refusal = refusalOf(stats, maxBytes);
    if (refusal !== undefined) return refusal;
    // Most files are read by the first call: their size is known, one more byte tells an end from a lie.
    const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let total = 0;
    for (;;) {
      const bytesRead = readSync(fd, buffer, total, buffer.length - total, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) return { kind: 'too-large', size: total, atLeast: true };
      if (total === buffer.length) return readRestSync(fd, buffer, total, maxBytes);
    }
    return { kind: 'bytes', bytes: buffer.subarray(0, total) };
  } finally {
    closeSync(fd);
  }
}

// A file longer than its size said (it grows, or it is `/proc`): read on in chunks, up to the bound.
function readRestSync(fd: number, first: Buffer, length: number, maxBytes: number): BoundedRead {
  const chunks: Uint8Array[] = [first.subarray(0, length)];
  let total = length;
  for (;;) {
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
    const bytesRead = readSync(fd, buffer, 0, buffer.length, null);
    if (bytesRead === 0) return { kind: 'bytes', bytes: Buffer.concat(chunks, total) };
    chunks.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
    if (total > maxBytes) return { kind: 'too-large', size: total, atLeast: true };
  }
}

/**
 * Standard input (or any stream), collected up to `maxBytes`: past it, collection stops (the
 * stream is let go) and the result says so, so `cat /dev/zero | check -` costs the bound, not memory.
 */
export async function readStreamBounded(stream: AsyncIterable<Uint8Array | string>, maxBytes: number): Promise<BoundedRead> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    chunks.push(bytes);
    total += bytes.length;
    if (total > maxBytes) return { kind: 'too-large', size: total, atLeast: true };
  }
  return { kind: 'bytes', bytes: Buffer.concat(chunks, total) };
}

function refusalOf(stats: Stats, maxBytes: number): BoundedRead | undefined {
  if (!stats.isFile()) return { kind: 'not-a-file', what: kindOf(stats) };
  if (stats.size > maxBytes) return { kind: 'too-large', size: stats.size, atLeast: false };
  return undefined;
}

/** What a path that is no regular file is, in words. */
export function kindOf(stats: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** The error a path that is no regular file rejects with: `EISDIR` for a folder, as `readFile` would; `EINVAL` for the rest. */
export function notAFileError(path: string, what: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${path} is ${what}, not a file; it was not read`), { code: what === 'a folder' ? 'EISDIR' : 'EINVAL', path });
}

/**
 * A file of the user's own (a config, a suppressions file) as UTF-8 text, its BOM dropped, read as
 * {@link readBounded} reads a manifest: a FIFO or a device (`/dev/zero` behind a symbolic link a
 * repository carries) is refused, never read, and a file past `maxBytes` is refused from its size.
 * Why not, in words, for the caller's error; rejects with the file system's error.
 */
export async function readOwnText(path: string, maxBytes: number): Promise<OwnText> {
  return ownText(await readBounded(path, maxBytes), maxBytes);
}

/** {@link readOwnText}, synchronously (the language server reads a config while it answers). */
export function readOwnTextSync(path: string, maxBytes: number): OwnText {
  return ownText(readBoundedSync(path, maxBytes), maxBytes);
}

/** What {@link readOwnText} gives: the text, or why it was not read. */
export type OwnText = { readonly text: string } | { readonly problem: string };

function ownText(read: BoundedRead, maxBytes: number): OwnText {
  if (read.kind === 'not-a-file') return { problem: `it is ${read.what}, not a file` };
  if (read.kind === 'too-large') return { problem: `it is ${read.size.toLocaleString('en')} bytes${read.atLeast ? ' or more' : ''}, more than the ${maxBytes.toLocaleString('en')} read` };
  return { text: new TextDecoder().decode(read.bytes).replace(/^\uFEFF/, '') };
}
