import type { Issue } from '../issue.js';

/** Issues sorted by line and column, in their order where they tie (a stable sort). */
export function byPosition(issues: readonly Issue[]): Issue[] {
  return [...issues].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** True when no issue is an error. */
export function isValid(issues: readonly Issue[]): boolean {
  return !issues.some((issue) => issue.severity === 'error');
}
