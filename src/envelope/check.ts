import type { Issue } from '../issue.js';
import { precompiled } from '../precompiled.js';
import { envelopeIssues } from './errors.js';

/**
 * Validates a manifest against the bundled `tool.schema.json` (precompiled): one issue per real
 * problem. Fixes are proposed only `withFixes`: a value's report has no text to edit, so it drops them.
 */
export function checkEnvelope(manifest: unknown, withFixes = true): Issue[] {
  // The verdict alone is a third of the code to compile on a process's first vet; only a manifest it refuses needs the errors.
  if (precompiled('tool-schema-check.cjs')(manifest)) return [];
  const validate = precompiled('tool-schema.cjs');
  validate(manifest);
  return envelopeIssues(validate.errors ?? [], withFixes);
}
