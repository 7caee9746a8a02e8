import type { Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import { Ancestors } from './ancestors.js';
import { isRealmPrototype } from './realm.js';
import { holdsSchema } from './schema-places.js';
import { DROP, TreeState } from './tree-state.js';
import * as say from './tree-messages.js';

/** The deepest nesting of objects and arrays a manifest may have, as text or as a value. */
export const MAX_NESTING = 512;

/** What reading a manifest into the trusted tree gave. */
export interface TreeReading {
  /** The plain JSON tree every later stage reads; absent when nothing could be read. */
  readonly tree?: unknown;
  readonly issues: Issue[];
  /** Object keys in the tree, for the text path's duplicate-key check. */
  readonly keys: number;
  /** Places whose content was not taken in (a limit fired there): later stages skip them. */
  readonly blocked: readonly string[];
  /** Places of values that were left out (not JSON, unreadable, a cycle). */
  readonly dropped: readonly string[];
  /** Values read: the pass's counted work, never more than `limits.maxBytes`. */
  readonly visited: number;
}

type Where = 'manifest' | 'schema';
const HOLE = Symbol('hole');

/**
 * Reads a manifest into a plain JSON tree, or checks one `JSON.parse` made, in one pass: each
 * later stage reads only this tree, never the caller's object again. For a JS value (`copy`),
 * only own enumerable string keys are read, each once; a cycle, a value JSON has no form for
 * (function, symbol, bigint, `undefined`, a Map, Set, Date, class instance or typed array), a hole
 * in a sparse array and a getter or Proxy trap that throws are issues at their pointer, and the
 * value is left out (an array keeps `null` in its place, so later pointers stay true). Shared
 * subtrees are copied at their expanded size, so a DAG meets `limit/size`, never a hang. Both paths
 * also report what JSON allows but runtimes mishandle: `__proto__` keys outside schemas, lone
 * surrogates, unsafe numbers, objects over `limits.maxProperties` keys.
 */
export function readTree(input: unknown, copy: boolean, limits: Limits): TreeReading {
  const reader = new TreeReader(copy, limits);
  const tree = reader.read(input, 0, 'manifest');
  if (reader.protoIssues.length > 0) reader.issues.push(...say.protoPropertiesOf(tree, reader.protoIssues));
  if (reader.unlisted > 0) reader.issues.push(say.unlisted(reader.unlisted));
  const { issues, keys, visited, dropped } = reader;
  if (reader.oversized) return { issues, keys, blocked: [''], dropped, visited };
  if (tree === DROP) return { issues, keys, blocked: reader.blocked, dropped, visited };
  return { tree, issues, keys, blocked: reader.blocked, dropped, visited };
}

class TreeReader extends TreeState {
  private readonly ancestors = new Ancestors();

  read(value: unknown, depth: number, where: Where): unknown {
    if (this.oversized) return DROP;
    this.visited++;
    switch (typeof value) {
      case 'string':
        return this.readString(value, depth);
      case 'number':
        this.grow(8);
        if ((!Number.isFinite(value) || (where === 'manifest' && Math.abs(value) > Number.MAX_SAFE_INTEGER)) && this.listing) this.report(say.unsafeNumber(this.here(depth), value));
        return value;
      case 'boolean':
        this.grow(5);
        return value;
      case 'object':
        return value === null ? (this.grow(4), null) : this.readComposite(value, depth, where);
      default:
        return this.listing ? this.leaveOut(say.notJson(this.here(depth), say.NOT_JSON[typeof value] ?? typeof value)) : DROP;
    }
  }

  // A member of an object or array: a string, the most common, without the dispatch on type.
  private readMember(value: unknown, depth: number, where: Where): unknown {
    if (typeof value !== 'string' || this.oversized) return this.read(value, depth, where);
    this.visited++;
    return this.readString(value, depth);
  }

  private readString(value: string, depth: number): string {
    this.grow(value.length + 2);
    if (!value.isWellFormed() && this.listing) this.report(say.loneSurrogate(this.here(depth), 'This string'));
    return value;
  }

  // Apart from `read`, which stays small enough to be inlined where most values are scalars.
  private readComposite(value: object, depth: number, where: Where): unknown {
    if (depth >= MAX_NESTING) {
      // A value cut off still counts toward the size: an object shared by 2^n paths past the depth is
      // otherwise reached on every path for free (a 512-level DAG of two-key objects ran out of memory).
      if (!this.grow(2)) return DROP;
      this.block(depth);
      if (this.listing) this.report(say.tooDeep(this.here(depth)));
      return DROP;
    }
    if (this.copy && this.ancestors.has(value, depth)) return this.listing ? this.leaveOut(say.cycle(this.here(depth))) : DROP;
    const isArray = this.isArray(value, depth);
    if (isArray === DROP) return DROP;
    return isArray ? this.readArray(value as unknown[], depth, where) : this.readObject(value, depth, where);
  }

  // A revoked Proxy throws even here.
  private isArray(value: object, depth: number): boolean | typeof DROP {
    try {
      return Array.isArray(value);
    } catch (thrown) {
      return this.listing ? this.leaveOut(say.unreadable(this.here(depth), thrown)) : DROP;
    }
  }

  private readArray(array: unknown[], depth: number, where: Where): unknown {
    let length: number;
    try {
      length = array.length;
      if (this.copy && !isRealmPrototype(Object.getPrototypeOf(array), Array.prototype, 'Array')) return this.listing ? this.leaveOut(say.notJson(this.here(depth), 'an array of a class of its own')) : DROP;
    } catch (thrown) {
      return this.listing ? this.leaveOut(say.unreadable(this.here(depth), thrown)) : DROP;
    }
    if (!this.grow(length + 2)) return DROP;
    const out: unknown[] | undefined = this.copy ? new Array(length) : undefined;
    let holes = 0;
    let firstHole: string | undefined;
    this.ancestors.enter(array, depth);
    for (let index = 0; index < length && !this.oversized; index++) {
      this.path[depth] = index;
      const element = this.copy ? this.element(array, index, depth) : array[index];
      if (element === HOLE && holes++ === 0) firstHole = this.here(depth + 1);
      const read = element === DROP || element === HOLE ? DROP : this.readMember(element, depth + 1, where);
      if (out !== undefined) out[index] = read === DROP ? null : read;
    }
    this.ancestors.leave(array, depth);
    if (firstHole !== undefined && this.listing) this.leaveOut(say.hole(firstHole, holes));
    return out ?? array;
  }

  private element(array: unknown[], index: number, depth: number): unknown {
    try {
      if (!(index in array)) return HOLE;
      return array[index];
    } catch (thrown) {
      return this.listing ? this.leaveOut(say.unreadable(this.here(depth + 1), thrown)) : DROP;
    }
  }

  private readObject(object: object, depth: number, where: Where): unknown {
    let keys: string[];
    try {
      if (this.copy) {
        const prototype: unknown = Object.getPrototypeOf(object);
        if (prototype !== null && !isRealmPrototype(prototype, Object.prototype, 'Object')) return this.listing ? this.leaveOut(say.notJson(this.here(depth), say.describeObject(object))) : DROP;
      }
      keys = Object.keys(object);
    } catch (thrown) {
      return this.listing ? this.leaveOut(say.unreadable(this.here(depth), thrown)) : DROP;
    }
    this.keys += keys.length;
    if (keys.length > this.limits.maxProperties) {
      if (!this.grow(keys.length)) return DROP;
      this.block(depth);
      if (this.listing) this.report(say.tooManyKeys(this.here(depth), keys.length, this.limits.maxProperties));
      return this.copy ? {} : object;
    }
    if (!this.grow(2)) return DROP;
    const out: Record<string, unknown> | undefined = this.copy ? {} : undefined;
    this.ancestors.enter(object, depth);
    // Only the keys one or three levels down can hold a schema (`/input`, `/needsSpec/env/NAME`).
    const placesSchemas = where === 'manifest' && (depth === 0 || depth === 2);
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as string;
      if (this.oversized) break;
      this.path[depth] = key;
      const childWhere = placesSchemas && holdsSchema(this.path, depth + 1) ? 'schema' : where;
      this.grow(key.length + 3);
      if (!key.isWellFormed() && this.listing) this.report(say.loneSurrogate(this.here(depth + 1), 'This key'));
      if (key === '__proto__' && this.listing) {
        if (where === 'manifest') this.report(say.hostileKey(this.here(depth + 1)));
        else if (this.path[depth - 1] === 'properties') this.protoIssues.push(say.protoProperty(this.here(depth + 1)));
      }
      const member = this.member(object, key, depth);
      const read = member === DROP ? DROP : this.readMember(member, depth + 1, childWhere);
      // defineProperty keeps "__proto__" an own data key instead of changing the copy's prototype.
      if (out !== undefined && read !== DROP) {
        if (key === '__proto__') Object.defineProperty(out, key, { value: read, enumerable: true, writable: true, configurable: true });
        else out[key] = read;
      }
    }
    this.ancestors.leave(object, depth);
    return out ?? object;
  }

  private member(object: object, key: string, depth: number): unknown {
    if (!this.copy) return (object as Record<string, unknown>)[key];
    try {
      return (object as Record<string, unknown>)[key];
    } catch (thrown) {
      return this.listing ? this.leaveOut(say.unreadable(this.here(depth + 1), thrown)) : DROP;
    }
  }
}
