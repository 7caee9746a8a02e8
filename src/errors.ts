import type { Issue } from './issue.js';

/**
 * Thrown by {@link assertToolManifest} (and by call-validator compilation) when a manifest
 * does not vet cleanly. `issues` holds every problem (warnings too), in position order.
 *
 * @example
 * ```ts
 * try { assertToolManifest(text); } catch (e) { if (e instanceof ToolManifestError) console.log(e.issues); }
 * ```
 */
export class ToolManifestError extends Error {
  override readonly name = 'ToolManifestError';
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[], source?: string) {
    const errors = issues.filter((issue) => issue.severity === 'error');
    const shown = errors
      .slice(0, 5)
      .map((issue) => `  ${issue.line === undefined ? issue.pointer || '/' : `${issue.line}:${issue.column}`} ${issue.code} ${issue.message}`);
    const more = errors.length > 5 ? [`  …and ${errors.length - 5} more`] : [];
    super([`${source ?? 'The tool manifest'} has ${errors.length} error${errors.length === 1 ? '' : 's'}:`, ...shown, ...more].join('\n'));
    this.issues = issues;
  }
}
