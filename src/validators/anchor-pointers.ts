import { joinPointer } from '../issue.js';
import { isObject } from '../json.js';

const SINGLE = ['not', 'if', 'then', 'else', 'propertyNames', 'additionalProperties', 'additionalItems', 'contains', 'items'];
const ARRAYS = ['allOf', 'anyOf', 'oneOf', 'items'];
const MAPS = ['properties', 'patternProperties', 'dependencies', 'definitions'];

/**
 * In a draft-06/07 document (a copy), turns every `$ref: "#name"` whose anchor (`$id: "#name"`)
 * lies in the document's root resource into the JSON pointer of that subschema: the same target,
 * spelled so json-schema-library resolves it inside a registered document too (it resolves such
 * anchors only in the schema it compiles). Subschemas under a nested resource `$id` are left as they are.
 */
export function anchorsAsPointers(document: unknown): void {
  const anchors = new Map<string, string>();
  const refs: Record<string, unknown>[] = [];
  const visit = (node: unknown, pointer: string, depth: number) => {
    if (!isObject(node) || depth > 256) return;
    const id = node['$id'];
    if (typeof id === 'string' && pointer !== '' && !id.startsWith('#')) return;
    if (typeof id === 'string' && /^#[A-Za-z][-A-Za-z0-9_:.]*$/.test(id)) anchors.set(id, pointer);
    if (typeof node['$ref'] === 'string' && /^#[A-Za-z]/.test(node['$ref'])) refs.push(node);
    for (const keyword of SINGLE) if (isObject(node[keyword])) visit(node[keyword], joinPointer(pointer, keyword), depth + 1);
    for (const keyword of ARRAYS) {
      const items = node[keyword];
      if (Array.isArray(items)) items.forEach((item, index) => visit(item, joinPointer(pointer, keyword, index), depth + 1));
    }
    for (const keyword of MAPS) {
      const map = node[keyword];
      if (isObject(map)) for (const name of Object.keys(map)) visit(map[name], joinPointer(pointer, keyword, name), depth + 1);
    }
  };
  visit(document, '', 0);
  for (const node of refs) {
    const pointer = anchors.get(node['$ref'] as string);
    if (pointer !== undefined) node['$ref'] = `#${pointer.split('/').map((token) => encodeURIComponent(token).replaceAll('%24', '$')).join('/')}`;
  }
}
