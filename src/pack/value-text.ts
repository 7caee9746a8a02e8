import type { Issue } from '../issue.js';
import { DEFAULT_LIMITS } from '../limits.js';
import { readTree } from '../source/tree.js';
import { MAX_VALUE_BYTES } from './bounds.js';

const LIMITS = { ...DEFAULT_LIMITS, maxBytes: MAX_VALUE_BYTES };

/**
 * A pack or tool list given as a JS value, as the text its report's pointers go into: read once
 * by the tree reader, as `vetToolManifest` reads a value, so a cycle, a getter that throws or a
 * value JSON has no form for (a function, a Date, a Map) is an issue at its pointer, never a
 * `toJSON` run or a value dropped in silence by `JSON.stringify`; then the plain copy is printed.
 * At most {@link MAX_VALUE_BYTES} of it are copied: a DAG of shared objects 18 levels deep, read
 * up to the text's 64 MB, ran a 256 MB heap out of memory.
 */
export function valueText(value: unknown): { readonly text: string } | { readonly issues: Issue[] } {
  const reading = readTree(value, true, LIMITS);
  if (reading.tree === undefined || reading.issues.some((issue) => issue.severity === 'error')) return { issues: reading.issues };
  return { text: JSON.stringify(reading.tree) ?? 'null' };
}
