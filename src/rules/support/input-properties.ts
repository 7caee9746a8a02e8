import { splitPointer } from '../../issue.js';

/** What an input schema declares at its root. */
export interface RootProperties {
  /** Property names declared in `properties` (also `patternProperties` patterns are not names). */
  readonly declared: ReadonlySet<string>;
  /** Names listed in `required`. */
  readonly required: ReadonlySet<string>;
}

/**
 * The properties an input schema declares at its root, following a root `$ref` into the same
 * document and every schema of a root `allOf` (what a URL or body placeholder can name).
 */
export function rootProperties(input: unknown): RootProperties {
  const declared = new Set<string>();
  const required = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown): void => {
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema) || seen.has(schema)) return;
    seen.add(schema);
    const node = schema as Record<string, unknown>;
    if (isObject(node.properties)) for (const name of Object.keys(node.properties)) declared.add(name);
    if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === 'string') required.add(name);
    if (typeof node.$ref === 'string') visit(resolveLocal(input, node.$ref));
    if (Array.isArray(node.allOf)) for (const part of node.allOf) visit(part);
  };
  visit(input);
  return { declared, required };
}

function resolveLocal(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  let node = root;
  for (const token of splitPointer(pointer)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
