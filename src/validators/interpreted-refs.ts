import type { Draft } from 'json-schema-library';
import type { Dialect } from '../dialects/table.js';

type Keyword = Draft['keywords'][number];
type Node = Parameters<NonNullable<Keyword['parse']>>[0];

/**
 * json-schema-library's references of draft-06 and draft-07, made exact:
 * - a document without `$id` had its base spelled three ways (`#` at its root, `undefined` at a
 *   root that is a `$ref`, `''` below): a subschema without `$id` whose parent's was `#` took itself
 *   for a new resource, and registered itself as `''`, the target of `"$ref": "#"` (so `#` reached
 *   a sibling, or the subschema holding the reference itself, endlessly). The base is `''` throughout;
 * - an `if` beside a `$ref` was applied (its parser keeps `if` with the `$ref`), though there
 *   `$ref` overrides its siblings.
 */
export function referenceKeywords(base: Draft, dialect: Dialect): Keyword[] {
  if (dialect !== 'draft-06' && dialect !== 'draft-07') return [];
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name);
  const keywords: Keyword[] = [];
  const ref = byName('$ref');
  if (ref?.parse !== undefined) {
    const parse = ref.parse;
    keywords.push({
      ...ref,
      parse: (node) => {
        const result = parse(node);
        // Read by the subschemas parsed after it: a missing base and `#` are the one document's.
        if (node.$id === undefined || node.$id === '#') node.$id = '';
        return result;
      },
    });
  }
  const conditional = byName('if');
  if (conditional !== undefined) {
    keywords.push({
      ...conditional,
      parse: (node) => (hidesSiblings(node) ? undefined : conditional.parse?.(node)),
      addReduce: (node) => !hidesSiblings(node) && conditional.addReduce?.(node) === true,
      addResolve: (node) => !hidesSiblings(node) && conditional.addResolve?.(node) === true,
      addValidate: (node) => !hidesSiblings(node) && conditional.addValidate?.(node) === true,
    });
  }
  return keywords;
}

// json-schema-library's own test for a `$ref` whose siblings it does not parse.
const hidesSiblings = (node: Node): boolean => Boolean(node.schema['$ref']);
