import { escapePointerToken } from '../issue.js';

/** Where a subschema sits; its JSON pointer is spelled out only when an issue needs it. */
export interface SubschemaPlace {
  readonly isRoot: boolean;
  /** The subschema's JSON pointer inside the schema. */
  pointer(): string;
}

/** Called for each subschema object of a schema. */
export type SubschemaVisitor = (subschema: Record<string, unknown>, place: SubschemaPlace) => void;

// Every keyword of draft-04 to 2020-12 that holds subschemas (a superset: a keyword unknown to a
// schema's dialect is still walked, as Ajv's own traversal does). Never `enum`, `const`, `default`, `examples`.
const SINGLE = ['additionalItems', 'items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'];
const ARRAYS = ['items', 'allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies', 'dependentSchemas'];

class Place implements SubschemaPlace {
  private spelled: string | undefined;

  constructor(
    private readonly parent: Place | undefined,
    private readonly tokens: string,
  ) {}

  get isRoot(): boolean {
    return this.parent === undefined;
  }

  pointer(): string {
    this.spelled ??= this.parent === undefined ? '' : this.parent.pointer() + this.tokens;
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
  const stack: [Record<string, unknown>, Place][] = [[schema, new Place(undefined, '')]];
  while (stack.length > 0) {
    const [node, place] = stack.pop() as [Record<string, unknown>, Place];
    visit(node, place);
    const children: [Record<string, unknown>, Place][] = [];
    for (const keyword of SINGLE) {
      const child = node[keyword];
      if (isObject(child)) children.push([child, new Place(place, `/${escapePointerToken(keyword)}`)]);
    }
    for (const keyword of ARRAYS) {
      const list = node[keyword];
      if (!Array.isArray(list)) continue;
      list.forEach((child, index) => {
        if (isObject(child)) children.push([child, new Place(place, `/${keyword}/${index}`)]);
      });
    }
    for (const keyword of MAPS) {
      const map = node[keyword];
      if (!isObject(map)) continue;
      for (const name of Object.keys(map)) {
        const child = map[name];
        if (isObject(child)) children.push([child, new Place(place, `/${escapePointerToken(keyword)}/${escapePointerToken(name)}`)]);
      }
    }
    // Reversed onto the stack, so subschemas are visited (and issues found) in document order.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as [Record<string, unknown>, Place]);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
