import type { Issue } from '../issue.js';
import { precompiled } from '../precompiled.js';
import { envelopeIssues } from './errors.js';

/** Validates a manifest against the bundled `tool.schema.json` (precompiled): one issue per real problem. */
export function checkEnvelope(manifest: unknown): Issue[] {
  const validate = precompiled('tool-schema.cjs');
  if (validate(manifest)) return [];
  return envelopeIssues(validate.errors ?? [], manifest);
}
