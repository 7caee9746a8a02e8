/**
 * A file system error in words, for a message that names the file itself: `no such file or
 * directory`, not `ENOENT: no such file or directory, open '…'`. What is not an errno error is
 * its message.
 */
export function fileErrorWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'ELOOP':
      return 'a loop of symbolic links';
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}
