import type { Issue } from '../../issue.js';
import { isJsonObject, notASchema, stringArrayErrors } from './check-values.js';
import type { MetaError } from './describe.js';
import type { KeywordRule } from './keywords.js';
import { anyOfError, minItemsError, typeError } from './meta-errors.js';
import type { Place } from './place.js';
import type { ExitFrame, Frame } from './walk-schema.js';
import type { Walker } from './walker.js';


/**
 * Enters the value of a keyword that may hold subschemas: checks it against its rule (when the
 * subschema is checked and the dialect knows the keyword) and queues what it holds, subschemas
 * as nodes (checked only where the meta-schema reaches) and anything else as values to measure.
 * An `anyOf` of a subschema and something else (`items`, draft-04's `additionalProperties`,
 * `dependencies`) reports its other branch's errors only once the subtree turns out invalid, as Ajv does.
 * Returns the issue of a breached bound, if measuring the container breaches one.
 */
export function enterHolder(
  holds: 'single' | 'array' | 'map',
  rule: KeywordRule | undefined,
  value: unknown,
  place: Place,
  state: Walker,
  children: Frame[],
): Issue | undefined {
  const kind = rule?.kind;
  const { log, keywords } = state;
  const schemaType = keywords.schemaTypes;
  const pushChild = (child: unknown, childPlace: Place, checked: boolean): void => {
    if (isJsonObject(child)) children.push({ t: 'node', node: child, place: childPlace, checked });
    else if (state.values && typeof child === 'object' && child !== null) children.push({ t: 'value', value: child, place: childPlace });
  };
  // A subtree whose errors decide an anyOf: its end is known only once it has been walked.
  const guarded = (errors: MetaError[], failed: boolean, pushSubtree: () => void, at: Place = place): void => {
    const exit: ExitFrame = { t: 'exit', place: at, mark: 0, failed, errors };
    children.push({ t: 'enter', exit });
    pushSubtree();
    children.push(exit);
  };
  if (Array.isArray(value)) {
    if (holds === 'map') {
      if (kind === 'schema-map' || kind === 'dependencies') log.report(place, [typeError('object', value)]);
      if (state.values) children.push({ t: 'value', value, place });
      return undefined;
    }
    const breach = state.measure(place, false);
    if (breach !== undefined) return breach;
    const asArray = kind === 'schema-array' || kind === 'schema-or-array';
    if (kind !== undefined && !asArray) log.report(place, kind === 'boolean-or-schema' ? [typeError('boolean', value), typeError('object', value), anyOfError(value)] : [typeError(schemaType, value)]);
    const mark = log.events;
    if (kind === 'schema-array' && value.length < 1) log.report(place, [minItemsError(1, value)]);
    const elements: [unknown, Place][] = value.map((child: unknown, index) => {
      const childPlace = place.child(index);
      if (asArray) {
        const wrong = notASchema(keywords, child);
        if (wrong !== undefined) log.report(childPlace, [wrong]);
      }
      return [child, childPlace];
    });
    const pushElements = (): void => elements.forEach(([child, childPlace]) => pushChild(child, childPlace, asArray));
    if (kind !== 'schema-or-array') pushElements();
    else guarded([typeError(schemaType, value), ...(value.length < 1 ? [minItemsError(1, value)] : []), anyOfError(value)], value.length < 1 || log.events > mark, pushElements);
    return undefined;
  }
  if (!isJsonObject(value)) {
    const wrong = valueErrors(kind, value, schemaType);
    if (wrong !== undefined) log.report(place, wrong);
    return undefined;
  }
  if (holds === 'single') {
    const checked = kind === 'schema' || kind === 'schema-or-array' || kind === 'boolean-or-schema';
    if (kind === 'schema-array') log.report(place, [typeError('array', value)]);
    const pushSubtree = (): void => pushChild(value, place, checked);
    if (kind === 'schema-or-array') guarded([typeError('array', value), anyOfError(value)], false, pushSubtree);
    else if (kind === 'boolean-or-schema') guarded([typeError('boolean', value), anyOfError(value)], false, pushSubtree);
    else pushSubtree();
    return undefined;
  }
  if (holds === 'array') {
    if (kind === 'schema-array') log.report(place, [typeError('array', value)]);
    if (state.values) children.push({ t: 'value', value, place });
    return undefined;
  }
  // A map of subschemas: the map itself is an object to measure.
  const breach = state.measure(place, true);
  if (breach !== undefined) return breach;
  state.flagKeys(value, place.depth);
  const checked = kind === 'schema-map' || kind === 'dependencies';
  for (const name in value) {
    const child = value[name];
    const childPlace = place.child(name);
    if (kind === 'dependencies') enterDependency(child, childPlace, state);
    else if (checked) {
      const wrong = notASchema(keywords, child);
      if (wrong !== undefined) log.report(childPlace, [wrong]);
    }
    const pushSubtree = (): void => pushChild(child, childPlace, checked);
    if (kind === 'dependencies' && isJsonObject(child)) guarded([typeError('array', child), anyOfError(child)], false, pushSubtree, childPlace);
    else pushSubtree();
  }
  return undefined;
}

// A dependency is anyOf [a subschema, an array of unique property names].
function enterDependency(child: unknown, place: Place, state: Walker): void {
  const { log, keywords } = state;
  if (isJsonObject(child)) return;
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
