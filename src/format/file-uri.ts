/** Whether a path is absolute: POSIX `/…`, Windows `C:\…` or `C:/…`, UNC `\\server\…`. */
export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}

/**
 * The `file:` URL of a path, resolved against `cwd` when relative, `.` and `..` segments applied,
 * with every character a URL path cannot hold percent-encoded (what Node's `pathToFileURL` gives
 * for these paths), without the Node built-in: the formatters run in a browser too.
 *
 * @example
 * ```ts
 * fileUrl('../a b.json', '/work/pack'); // 'file:///work/a%20b.json'
 * ```
 */
export function fileUrl(path: string, cwd = '/'): string {
  const windows = /^[A-Za-z]:[\\/]/.test(path) || (!isAbsolutePath(path) && /^[A-Za-z]:[\\/]/.test(cwd));
  const whole = (isAbsolutePath(path) ? path : `${cwd.replace(/[\\/]+$/, '')}/${path}`).replace(/\\/g, '/');
  const trailing = whole.endsWith('/');
  const segments: string[] = [];
  for (const segment of whole.split('/')) {
    if (segment === '..') {
      if (segments.length > (windows ? 1 : 0)) segments.pop();
    } else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const encoded = segments.map((segment, index) => (windows && index === 0 ? segment : encodeURIComponent(segment).replace(/%3A/gi, ':'))).join('/');
  return `file:///${encoded}${trailing && segments.length > 0 ? '/' : ''}`;
}
