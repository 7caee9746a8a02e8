import { splitPointer } from './issue.js';

/**
 * Names the place a JSON pointer points at the way a person reads it: `spec.headers[0].name`.
 * Keys that are not plain identifiers are quoted: `properties["a b"]`.
 */
export function fieldPath(pointer: string): string {
  let path = '';
  for (const token of splitPointer(pointer)) {
    if (/^(0|[1-9]\d*)$/.test(token)) path += `[${token}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(token)) path += path === '' ? token : `.${token}`;
    else path += `[${JSON.stringify(token)}]`;
  }
  return path;
}
