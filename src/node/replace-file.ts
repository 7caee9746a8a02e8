import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { access, open, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Writes `text` over the file at `path` atomically: into a new file beside it, flushed to disk,
 * then renamed over it, so that a crash, a full disk or a file-size limit part way leaves the
 * old file whole, never the first part of the new one (a write in place truncates first). The
 * file keeps its mode, and its owner where the process may set it; through a symbolic link the
 * link stays and its target is replaced. A file the process may not write is refused as a write
 * in place would refuse it (`EACCES`), though its folder would let a rename replace it. A file
 * with other hard links is written in place: a rename would part it from them; so is one in a
 * folder the process may not add to, as before. A path that does not exist yet is made, the same way.
 *
 * @example
 * ```ts
 * await replaceFile('tools/echo.json', fixed);
 * ```
 */
export async function replaceFile(path: string, text: string): Promise<void> {
  const existing = await realpath(path).then(
    async (target) => ({ target, stats: await stat(target) }),
    (thrown: NodeJS.ErrnoException) => {
      if (thrown.code === 'ENOENT') return undefined;
      throw thrown;
    },
  );
  const target = existing?.target ?? path;
  if (existing !== undefined) {
    await access(target, constants.W_OK);
    if (existing.stats.nlink > 1) return writeFile(target, text);
  }
  // A dot-name, which no folder walk of check or migrate picks up, short enough for any file's folder.
  const temporary = join(dirname(target), `.kindgi-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', existing === undefined ? 0o666 : existing.stats.mode & 0o7777).catch((thrown: NodeJS.ErrnoException) => {
    if (existing !== undefined && (thrown.code === 'EACCES' || thrown.code === 'EPERM')) return undefined;
    throw thrown;
  });
  if (handle === undefined) return writeFile(target, text);
  try {
    try {
      await handle.writeFile(text);
      if (existing !== undefined) await keepOwnership(handle, existing.stats);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (thrown) {
    await rm(temporary, { force: true });
    throw thrown;
  }
}

// Only root may give a file to another owner; open's mode was masked by the umask, and a chown clears set-id bits, so the mode comes last.
async function keepOwnership(handle: Awaited<ReturnType<typeof open>>, stats: Stats): Promise<void> {
  await handle.chown(stats.uid, stats.gid).catch(() => undefined);
  await handle.chmod(stats.mode & 0o7777);
}
