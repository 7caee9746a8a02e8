import type { Issue } from '../../issue.js';
import { isJsonObject, notASchema, stringArrayErrors } from './check-values.js';
import type { MetaError } from './describe.js';
import type { KeywordRule } from './keywords.js';
import { anyOfError, minItemsError, typeError } from './meta-errors.js';
import type { Place } from './place.js';
import type { ExitFrame, Frame } from './walk-schema.js';
import type { Walker } from './walker.js';

// The other branch of an anyOf whose first branch is a subschema, reported only if the subtree fails.
const NOT_AN_ARRAY = (data: unknown): MetaError[] => [typeError('array', data), anyOfError(data)];
const NOT_A_BOOLEAN = (data: unknown): MetaError[] => [typeError('boolean', data), anyOfError(data)];

/**
 * Enters the value of a keyword that may hold subschemas: checks it against its rule (when the
 * subschema is checked and the dialect knows the keyword) and queues what it holds, subschemas
 * as nodes (checked only where the meta-schema reaches) and anything else as values to measure.
 * An `anyOf` of a subschema and something else (`items`, draft-04's `additionalProperties`,
 * `dependencies`) reports its other branch's errors only once the subtree turns out invalid, as Ajv does.
 * Returns the issue of a breached bound, if measuring the container breaches one.
 */
export function enterHolder(holds: 'single' | 'array' | 'map', rule: KeywordRule | undefined, value: unknown, place: Place, walker: Walker, frames: Frame[]): Issue | undefined {
  const kind = rule?.kind;
  if (Array.isArray(value)) return holds === 'map' ? enterArrayForMap(kind, value, place, walker, frames) : enterArray(kind, value, place, walker, frames);
  if (!isJsonObject(value)) {
    const wrong = valueErrors(kind, value, walker.keywords.schemaTypes);
    if (wrong !== undefined) walker.log.report(place, wrong);
    return undefined;
  }
  if (holds === 'single') {
    const checked = kind === 'schema' || kind === 'schema-or-array' || kind === 'boolean-or-schema';
    const alternative = kind === 'schema-or-array' ? NOT_AN_ARRAY : kind === 'boolean-or-schema' ? NOT_A_BOOLEAN : undefined;
    if (alternative === undefined) frames.push({ t: 'node', node: value, place, checked });
    else guard(frames, place, false, alternative, value, { t: 'node', node: value, place, checked });
    return undefined;
  }
  if (holds === 'array') {
    if (kind === 'schema-array') walker.log.report(place, [typeError('array', value)]);
    if (walker.values) frames.push({ t: 'value', value, place });
    return undefined;
  }
  return enterMap(kind, value, place, walker, frames);
}

// A subtree (one frame or several) whose errors decide an anyOf: its end is known only once it has
// been walked. The frames are pushed one by one: spreading them cost an array a guard.
function guard(frames: Frame[], place: Place, failed: boolean, alternative: (data: unknown) => readonly MetaError[], data: unknown, subtree: Frame | readonly Frame[]): void {
  const exit: ExitFrame = { t: 'exit', place, mark: 0, failed, alternative, data };
  frames.push({ t: 'enter', exit });
  if (!Array.isArray(subtree)) frames.push(subtree as Frame);
  else for (const frame of subtree as readonly Frame[]) frames.push(frame);
  frames.push(exit);
}

function push(frames: Frame[], child: unknown, place: Place, checked: boolean, values: boolean): void {
  if (isJsonObject(child)) frames.push({ t: 'node', node: child, place, checked });
  else if (values && typeof child === 'object' && child !== null) frames.push({ t: 'value', value: child, place });
}

function enterArrayForMap(kind: KeywordRule['kind'] | undefined, value: unknown[], place: Place, walker: Walker, frames: Frame[]): undefined {
  if (kind === 'schema-map' || kind === 'dependencies') walker.log.report(place, [typeError('object', value)]);
  if (walker.values) frames.push({ t: 'value', value, place });
  return undefined;
}

function enterArray(kind: KeywordRule['kind'] | undefined, value: unknown[], place: Place, walker: Walker, frames: Frame[]): Issue | undefined {
  const breach = walker.measure(place, false);
  if (breach !== undefined) return breach;
  const { log, keywords } = walker;
  const schemaType = keywords.schemaTypes;
  const asArray = kind === 'schema-array' || kind === 'schema-or-array';
  if (kind !== undefined && !asArray) log.report(place, kind === 'boolean-or-schema' ? [typeError('boolean', value), typeError('object', value), anyOfError(value)] : [typeError(schemaType, value)]);
  const mark = log.events;
  if (kind === 'schema-array' && value.length < 1) log.report(place, [minItemsError(1, value)]);
  const elements: Frame[] = [];
  for (let index = 0; index < value.length; index++) {
    const child: unknown = value[index];
    if (!asArray && (typeof child !== 'object' || child === null)) continue;
    const childPlace = place.child(index);
    if (asArray) {
      const wrong = notASchema(keywords, child);
      if (wrong !== undefined) log.report(childPlace, [wrong]);
    }
    push(elements, child, childPlace, asArray, walker.values);
  }
  if (kind !== 'schema-or-array') for (const frame of elements) frames.push(frame);
  else {
    const errors = [typeError(schemaType, value), ...(value.length < 1 ? [minItemsError(1, value)] : []), anyOfError(value)];
    guard(frames, place, value.length < 1 || log.events > mark, () => errors, value, elements);
  }
  return undefined;
}

// A map of subschemas: the map itself is an object to measure.
function enterMap(kind: KeywordRule['kind'] | undefined, value: Record<string, unknown>, place: Place, walker: Walker, frames: Frame[]): Issue | undefined {
  const breach = walker.measure(place, true);
  if (breach !== undefined) return breach;
  walker.flagKeys(value, place.depth);
  const { log, keywords } = walker;
  const checked = kind === 'schema-map' || kind === 'dependencies';
  // for-in over own keys, as the walker reads a node's keywords (see Walker.enterNode).
  for (const name in value) {
    if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
    const child = value[name];
    if (!checked && (typeof child !== 'object' || child === null)) continue;
    const childPlace = place.child(name);
    if (kind === 'dependencies') {
      if (isJsonObject(child)) {
        guard(frames, childPlace, false, NOT_AN_ARRAY, child, { t: 'node', node: child, place: childPlace, checked });
        continue;
      }
      enterDependency(child, childPlace, walker);
    } else if (checked) {
      const wrong = notASchema(keywords, child);
      if (wrong !== undefined) log.report(childPlace, [wrong]);
    }
    push(frames, child, childPlace, checked, walker.values);
  }
  return undefined;
}

// A dependency that is not a subschema object: anyOf [a subschema, an array of unique property names].
function enterDependency(child: unknown, place: Place, walker: Walker): void {
  const { log, keywords } = walker;
  if (Array.isArray(child)) {
    const { own, items } = stringArrayErrors(child, place, keywords);
    if (own.length === 0 && items.length === 0) return;
    log.report(place, [typeError(keywords.schemaTypes, child), ...own, anyOfError(child)]);
    for (const [itemPlace, error] of items) log.report(itemPlace, [error]);
    return;
  }
  if (typeof child === 'boolean' && keywords.schemaTypes !== 'object') return;
  log.report(place, [typeError(keywords.schemaTypes, child), typeError('array', child), anyOfError(child)]);
}

// A keyword's value that is neither an object nor an array.
function valueErrors(kind: KeywordRule['kind'] | undefined, value: unknown, schemaType: 'object' | 'object,boolean'): MetaError[] | undefined {
  const isBoolean = typeof value === 'boolean';
  switch (kind) {
    case 'schema':
      return isBoolean && schemaType !== 'object' ? undefined : [typeError(schemaType, value)];
    case 'schema-or-array':
      return isBoolean && schemaType !== 'object' ? undefined : [typeError(schemaType, value), typeError('array', value), anyOfError(value)];
    case 'boolean-or-schema':
      return isBoolean ? undefined : [typeError('boolean', value), typeError('object', value), anyOfError(value)];
    case 'schema-array':
      return [typeError('array', value)];
    case 'schema-map':
    case 'dependencies':
      return [typeError('object', value)];
    default:
      return undefined;
  }
}
