import { isObject } from '../json.js';
import { fragmentToken } from '../issue.js';

/**
 * The target of a reference within the document it is written in, read from `root`: `#`, a
 * `#/…` pointer (own properties only, array items by index), or a `#name` in `anchors`; undefined
 * for any other reference, or one whose target is not there. The caller says when the document
 * root is not the reference's base (a subschema with an `$id` of its own).
 */
export function localRefTarget(root: unknown, reference: string, anchors?: ReadonlyMap<string, unknown>): unknown {
  if (!reference.startsWith('#')) return undefined;
  if (reference === '#') return root;
  if (reference[1] !== '/') return anchors?.get(reference.slice(1));
  let target: unknown = root;
  for (const token of reference.slice(2).split('/')) {
    const key = fragmentToken(token);
    if (!isObject(target) && !Array.isArray(target)) return undefined;
    if (!Object.hasOwn(target, key)) return undefined;
    target = (target as Record<string, unknown>)[key];
  }
  return target;
}
