import { escapePointerToken } from '../../issue.js';

/** Where a subschema sits; its JSON pointer is spelled out only when an issue needs it. */
export interface SubschemaPlace {
  readonly isRoot: boolean;
  /** Levels of JSON objects and arrays above it: 0 at the root, 2 under `properties/a`. */
  readonly depth: number;
  /** Its JSON pointer inside the schema (not prefixed with where the schema is). */
  pointer(): string;
}

/** A place in a schema as its parent and one reference token; the pointer is built once, on demand. */
export class Place implements SubschemaPlace {
  private spelled: string | undefined;
  readonly depth: number;

  constructor(
    readonly parent: Place | undefined,
    readonly token: string | number,
  ) {
    this.depth = parent === undefined ? 0 : parent.depth + 1;
    if (parent === undefined) this.spelled = '';
  }

  get isRoot(): boolean {
    return this.parent === undefined;
  }

  /** A place below this one. */
  child(token: string | number): Place {
    return new Place(this, token);
  }

  pointer(): string {
    if (this.spelled !== undefined) return this.spelled;
    // Iteratively: a caller may allow schemas deeper than the stack.
    const pending: Place[] = [];
    let at: Place | undefined = this;
    while (at !== undefined && at.spelled === undefined) {
      pending.push(at);
      at = at.parent;
    }
    let pointer = at?.spelled ?? '';
    for (let index = pending.length - 1; index >= 0; index--) {
      const place = pending[index] as Place;
      pointer += '/' + escapePointerToken(place.token);
      place.spelled = pointer;
    }
    return pointer;
  }
}
