import { isPlainObject, LIST, MAP, SINGLE } from './keywords.js';
import { fragmentToken } from '../issue.js';

/**
 * Rewrites the JSON-pointer fragment of a `$ref` into a schema that is being migrated, walking
 * the original schema along it so that each renamed keyword is renamed in the pointer too:
 * `definitions` → `$defs`, an array `items` → `prefixItems`, `additionalItems` → `items`,
 * `dependencies` → `dependentSchemas` or `dependentRequired`. Tokens keep their own spelling
 * (percent-encoding included); only renamed keywords change.
 *
 * @example
 * ```ts
 * rewritePointer('/definitions/a/items/0', { definitions: { a: { items: [{}] } } }); // '/$defs/a/prefixItems/0'
 * ```
 */
export function rewritePointer(fragment: string, target: unknown): string {
  if (!fragment.startsWith('/')) return fragment;
  const raw = fragment.slice(1).split('/');
  const out: string[] = [];
  let node: unknown = target;
  let atSchema = true;
  for (let index = 0; index < raw.length; index++) {
    const token = raw[index] as string;
    const name = fragmentToken(token);
    if (!atSchema || !isPlainObject(node)) {
      out.push(token);
      node = step(node, name);
      continue;
    }
    const value = node[name];
    const next = raw[index + 1];
    if (name === 'definitions' || (MAP.has(name) && name !== 'definitions')) {
      out.push(name === 'definitions' ? '$defs' : token);
      if (next === undefined) break;
      out.push(next);
      node = step(value, fragmentToken(next));
      index++;
    } else if (name === 'dependencies') {
      if (next === undefined) {
        out.push(token);
        break;
      }
      const entry = step(value, fragmentToken(next));
      out.push(Array.isArray(entry) ? 'dependentRequired' : 'dependentSchemas', next);
      node = entry;
      atSchema = !Array.isArray(entry);
      index++;
    } else if (name === 'items' && Array.isArray(value)) {
      out.push('prefixItems');
      if (next === undefined) break;
      out.push(next);
      node = step(value, fragmentToken(next));
      index++;
    } else if (name === 'additionalItems' && Array.isArray(node.items)) {
      out.push('items');
      node = value;
    } else if (LIST.has(name)) {
      out.push(token);
      if (next === undefined) break;
      out.push(next);
      node = step(value, fragmentToken(next));
      index++;
    } else if (SINGLE.has(name) || name === 'items' || name === 'additionalItems') {
      out.push(token);
      node = value;
    } else {
      // Into a keyword that holds no schema (an enum, a default): the rest is data, kept as written.
      out.push(token);
      node = value;
      atSchema = false;
    }
  }
  return `/${out.join('/')}`;
}

function step(node: unknown, name: string): unknown {
  if (Array.isArray(node)) return node[Number(name)];
  return isPlainObject(node) && Object.hasOwn(node, name) ? node[name] : undefined;
}

