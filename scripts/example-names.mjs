// An example's file name promises its issues: `<what>--<family>.<rule>[+<family>.<rule>…].json`
// promises exactly those codes (`family/rule`); a name without `--` promises none at all.

/** The issue codes an example's file name promises, sorted. */
export function promisedCodes(fileName) {
  const stem = fileName.replace(/\.json$/, '');
  const at = stem.indexOf('--');
  if (at < 0) return [];
  return stem
    .slice(at + 2)
    .split('+')
    .map((code) => code.replace('.', '/'))
    .sort();
}

/** The distinct codes of a report's issues, sorted. */
export function foundCodes(issues) {
  return [...new Set(issues.map((issue) => issue.code))].sort();
}
