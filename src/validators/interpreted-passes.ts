import type { Draft, SchemaNode } from 'json-schema-library';

type Path = Parameters<NonNullable<Draft['keywords'][number]['validate']>>[0]['path'];

// Within one call the data at a pointer is one value, so whether a subschema passes there is asked once
// (unless the schema has a dynamic scope, in which a reference's target depends on the way in). A
// subschema is known by its document's root and its location there: json-schema-library builds a
// reference's target afresh each time it is resolved. Each answer may check subschemas that ask
// again, level after level: past a bound the call stops.
interface CallState {
  readonly memoize: boolean;
  /** Made on the first check: most calls never reach an `unevaluated*` keyword. */
  memo: Map<SchemaNode, Map<string, boolean>> | undefined;
  checks: number;
}
let state: CallState | undefined;

/** The most subschema checks the `unevaluated*` keywords of one call may make. */
export const MAX_UNEVALUATED_CHECKS = 20_000;

/**
 * Runs one call of an interpreted validator with its own record of which subschemas pass where
 * (`memoize`: the schema has no `$dynamicRef` or `$recursiveRef`).
 */
export function withUnevaluatedChecks<T>(memoize: boolean, run: () => T): T {
  const outer = state;
  state = { memoize, memo: undefined, checks: 0 };
  try {
    return run();
  } finally {
    state = outer;
  }
}

/** Whether `node` passes on `data` at `pointer`: asked once per call and place (see above), counted against the bound. */
export function passes(node: SchemaNode, data: unknown, pointer: string, path: Path): boolean {
  const call = state;
  if (call?.memoize === true) call.memo ??= new Map();
  const document = call?.memo === undefined ? undefined : node.getNodeRoot();
  const byPlace = document === undefined ? undefined : call?.memo?.get(document);
  const place = `${node.schemaLocation}\n${pointer}`;
  const known = byPlace?.get(place);
  if (known !== undefined) return known;
  if (call !== undefined && ++call.checks > MAX_UNEVALUATED_CHECKS) {
    throw new RangeError(`unevaluatedProperties or unevaluatedItems checked the subschemas beside them more than ${MAX_UNEVALUATED_CHECKS.toLocaleString('en')} times`);
  }
  // Without a dynamic scope (`memoize`) the path is never read back, and records nothing (`unrecordedPath`): no copy is needed.
  const valid = node.validate(data, pointer, call?.memoize === true ? path : [...path]).valid;
  if (document !== undefined && call?.memo !== undefined) {
    if (byPlace === undefined) call.memo.set(document, new Map([[place, valid]]));
    else byPlace.set(place, valid);
  }
  return valid;
}
