// The manifest's places that hold JSON Schemas: `/input`, `/output`, `/needsSpec/{env,secrets,config}/<name>`.
const SCHEMA_GROUPS = new Set(['env', 'secrets', 'config']);

/** Whether the first `length` tokens of `path` name a place that holds a schema. */
export function holdsSchema(path: readonly (string | number)[], length: number): boolean {
  if (length === 1) return path[0] === 'input' || path[0] === 'output';
  return length === 3 && path[0] === 'needsSpec' && SCHEMA_GROUPS.has(path[1] as string);
}

/** Whether `path` is inside a schema (below a place that holds one). */
export function inSchema(path: readonly (string | number)[]): boolean {
  return (path.length > 1 && holdsSchema(path, 1)) || (path.length > 3 && holdsSchema(path, 3));
}
