import { isObject } from '../json.js';
import { joinPointer } from '../issue.js';

/** Where a subschema sits; its JSON pointer is spelled out only when an issue needs it. */
export interface SubschemaPlace {
  readonly isRoot: boolean;
  /** The subschema's JSON pointer inside the schema. */
  pointer(): string;
}

/** Called for each subschema object of a schema. */
export type SubschemaVisitor = (subschema: Record<string, unknown>, place: SubschemaPlace) => void;

// Every keyword of draft-04 to 2020-12 that holds subschemas (a superset: a keyword unknown to a
// schema's dialect is still walked, as Ajv's own traversal does), by how it holds them. Never
// `enum`, `const`, `default`, `examples`. `items` holds one subschema or an array of them.
const HOLDERS = new Map<string, 'single' | 'array' | 'map'>([
  ...['additionalItems', 'items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'].map((keyword) => [keyword, 'single'] as const),
  ...['allOf', 'anyOf', 'oneOf', 'prefixItems'].map((keyword) => [keyword, 'array'] as const),
  ...['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies', 'dependentSchemas'].map((keyword) => [keyword, 'map'] as const),
]);

class Place implements SubschemaPlace {
  private spelled: string | undefined;

  constructor(
    private readonly parent: Place | undefined,
    private readonly tokens: readonly (string | number)[],
  ) {}

  get isRoot(): boolean {
    return this.parent === undefined;
  }

  pointer(): string {
    this.spelled ??= this.parent === undefined ? '' : joinPointer(this.parent.pointer(), ...this.tokens);
    return this.spelled;
  }
}

/**
 * Visits every subschema object of a schema, the root first, without recursion and without
 * building pointers nobody asks for. Callers bound the schema's size first (a JS value, unlike
 * parsed JSON, can share or cycle).
 */
export function walkSubschemas(schema: unknown, visit: SubschemaVisitor): void {
  if (!isObject(schema)) return;
  const stack: [Record<string, unknown>, Place][] = [[schema, new Place(undefined, [])]];
  while (stack.length > 0) {
    const [node, place] = stack.pop() as [Record<string, unknown>, Place];
    visit(node, place);
    const children: [Record<string, unknown>, Place][] = [];
    // A schema has a few keys and the walk knows two dozen keywords: look the keys up, not the keywords.
    for (const keyword in node) {
      const holds = HOLDERS.get(keyword);
      if (holds === undefined || !Object.hasOwn(node, keyword)) continue;
      const held = node[keyword];
      if (Array.isArray(held)) {
        if (holds === 'map') continue;
        held.forEach((child, index) => {
          if (isObject(child)) children.push([child, new Place(place, [keyword, index])]);
        });
      } else if (isObject(held)) {
        if (holds === 'single') children.push([held, new Place(place, [keyword])]);
        else if (holds === 'map') {
          for (const name of Object.keys(held)) {
            const child = held[name];
            if (isObject(child)) children.push([child, new Place(place, [keyword, name])]);
          }
        }
      }
    }
    // Reversed onto the stack, so subschemas are visited (and issues found) in document order.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as [Record<string, unknown>, Place]);
  }
}
