import type { AjvError } from '../../src/validators/messages.js';

// `reduceErrors` as it was before it was made to allocate nothing per union branch and to look
// schema paths up rather than compare them (src/validators/reduce-errors.ts): which errors the
// fast version keeps must still be these, in this order.

/** The errors the first `reduceErrors` kept, by comparing schema paths' characters. */
export function reduceErrorsReference(errors: readonly AjvError[]): AjvError[] {
  const kept: AjvError[] = [];
  for (const error of errors) {
    // Since: a composite's error inside `propertyNames` is dropped too, as every other error there.
    if (error.propertyName !== undefined && error.keyword !== 'propertyNames') continue;
    switch (error.keyword) {
      case 'anyOf':
      case 'oneOf':
        keepClosestBranch(kept, error);
        break;
      case 'contains':
        kept.length = tailStart(kept, error);
        kept.push(error);
        break;
      case 'if': {
        const branch = `${error.schemaPath.slice(0, -2)}${String(error.params['failingKeyword'])}`;
        const last = kept[kept.length - 1];
        if (last === undefined || !isUnder(last.schemaPath, branch) || !atOrBelow(last.instancePath, error.instancePath)) kept.push(error);
        break;
      }
      default:
        kept.push(error);
    }
  }
  return kept;
}

function tailStart(kept: readonly AjvError[], composite: AjvError): number {
  let start = kept.length;
  while (start > 0) {
    const error = kept[start - 1] as AjvError;
    if (!isUnder(error.schemaPath, composite.schemaPath) || !atOrBelow(error.instancePath, composite.instancePath)) break;
    start--;
  }
  return start;
}

function isUnder(path: string, base: string): boolean {
  return path.startsWith(`${base}/`);
}

interface Branch {
  readonly start: number;
  end: number;
  depth: number;
  typeOnly: boolean;
}

function keepClosestBranch(kept: AjvError[], union: AjvError): void {
  const base = union.schemaPath;
  const start = tailStart(kept, union);
  if (Array.isArray(union.params['passingSchemas'])) {
    kept.length = start;
    kept.push(union);
    return;
  }
  if (start === kept.length) {
    const last = kept[kept.length - 1];
    if (last === undefined || !atOrBelow(last.instancePath, union.instancePath)) kept.push(union);
    return;
  }
  const branches: Branch[] = [];
  let current: Branch | undefined;
  let currentIndex = -1;
  for (let at = start; at < kept.length; at++) {
    const error = kept[at] as AjvError;
    const index = Number(/^\d+/.exec(error.schemaPath.slice(base.length + 1))?.[0] ?? 0);
    if (current === undefined || index !== currentIndex) {
      current = { start: at, end: at, depth: 0, typeOnly: true };
      currentIndex = index;
      branches.push(current);
    }
    current.end = at + 1;
    current.depth = Math.max(current.depth, error.instancePath.split('/').length - 1);
    if (error.keyword !== 'type' || error.instancePath !== union.instancePath) current.typeOnly = false;
  }
  let best: Branch | undefined;
  for (const branch of branches) {
    if (branch.typeOnly) continue;
    if (best === undefined || branch.depth > best.depth || (branch.depth === best.depth && branch.end - branch.start < best.end - best.start)) best = branch;
  }
  if (best === undefined) return;
  kept.splice(start, kept.length - start, ...kept.slice(best.start, best.end));
}

function atOrBelow(pointer: string, place: string): boolean {
  return pointer === place || pointer.startsWith(`${place}/`);
}
