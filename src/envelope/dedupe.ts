import type { ProposingIssue } from '../proposal.js';

// Few issues, the common case, compare faster in pairs than through a joined key each.
const BY_PAIRS = 8;

/** The issues without repeats (the same code, pointer and message), the first of each kept, in order. */
export function dedupe(issues: ProposingIssue[]): ProposingIssue[] {
  if (issues.length <= BY_PAIRS) return dedupeByPairs(issues);
  const seen = new Set<string>();
  return issues.filter((issue) => {
    // Lengths first, so that no pointer or message holding the separator can make two keys one.
    const key = `${issue.code.length}:${issue.pointer.length}:${issue.code}${issue.pointer}${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function dedupeByPairs(issues: ProposingIssue[]): ProposingIssue[] {
  let kept: ProposingIssue[] | undefined;
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i] as ProposingIssue;
    let repeated = false;
    for (let j = 0; j < i && !repeated; j++) repeated = sameProblem(issues[j] as ProposingIssue, issue);
    if (repeated) kept ??= issues.slice(0, i);
    else kept?.push(issue);
  }
  return kept ?? issues;
}

function sameProblem(a: ProposingIssue, b: ProposingIssue): boolean {
  return a.code === b.code && a.pointer === b.pointer && a.message === b.message;
}
