import { describeValue } from './option-shapes.js';
import { registeredDocument } from './registry-snapshot.js';
import { describeThrown } from './thrown.js';

// Options whose value is a map the library reads into later (by limit, rule id, URI): copied one level down.
const RECORDS = new Set(['limits', 'rules', 'schemas', 'dataLimits']);
// Options whose value is a list the library reads later.
const LISTS = new Set(['dialects']);

type Snapshot = Readonly<Record<string, unknown>>;

// What was read of one options object, flat: each key, its value (or UNREAD for a key no entry point knows), and the items of a map or list (or undefined).
type Reading = unknown[];
const UNREAD = Symbol('unread');

const snapshots = new WeakSet<object>();
const absentByKeys = new WeakMap<readonly string[], object>();
// The last snapshot of each caller's object, for the list of keys it was read with, and what it was made of: handed out again while the object reads the same, so a cache keyed by it still hits.
const lastSnapshot = new WeakMap<object, { readonly known: readonly string[]; readonly reading: Reading; readonly snapshot: Snapshot }>();
// The snapshot of an object with no option, the same for every list of keys: what every vet without options reads.
const EMPTY: Snapshot = Object.freeze(Object.create(absentOptions([])) as Snapshot);
snapshots.add(EMPTY);

/**
 * The caller's options read once, at the entry point, into a frozen copy that every later step
 * reads instead: the values of `known` (own or inherited, but never from `Object.prototype`, which
 * a polluted environment could fill) and, for the key checks, the names of its other own
 * enumerable keys (their values unread). Maps and lists the library reads into later (`limits`,
 * `rules`, `schemas`, `dataLimits`, `dialects`) are copied one level down, and the documents of
 * `schemas` whole (see {@link registeredDocument}). So an options object
 * changed between two calls is read afresh by the second, and nothing the caller's getters or
 * Proxies do after the entry can reach a vet. A getter or Proxy trap that throws is a `TypeError`
 * naming the option, the thrown value its `cause`; options that are no object are a `TypeError`
 * too. A snapshot passed on by an entry point to another is returned as it is.
 *
 * @example
 * ```ts
 * const options = optionSnapshot(given, VET_OPTION_KEYS); // then read options.profile, never given.profile
 * ```
 */
export function optionSnapshot<T>(options: T, known: readonly string[], name = 'options'): T {
  if (typeof options !== 'object' || options === null) {
    if (typeof options === 'function') throw new TypeError(`${name} must be an object, not a function.`);
    throw new TypeError(`${name} must be an object, not ${describeValue(options)}.`);
  }
  if (snapshots.has(options)) return options;
  const reader = new Reader(name);
  // An array is left whole, for the key checks to refuse as "not an object".
  if (reader.attempt(() => Array.isArray(options))) return options;
  const reading = reader.read(options, known);
  if (reading.length === 0) return EMPTY as T;
  const previous = lastSnapshot.get(options);
  if (previous !== undefined && previous.known === known && sameReading(previous.reading, reading)) return previous.snapshot as T;
  const snapshot = snapshotOf(reading, known, name);
  lastSnapshot.set(options, { known, reading, snapshot });
  snapshots.add(snapshot);
  return snapshot as T;
}

/** Reads an options object into a {@link Reading}; what throws is a `TypeError` naming the place being read. */
class Reader {
  // The place being read, named only when reading it throws: the option's key, and the entry of a map.
  private key: string | undefined;
  private entry: string | undefined;

  constructor(private readonly name: string) {}

  attempt<T>(read: () => T): T {
    try {
      return read();
    } catch (thrown) {
      throw new TypeError(`${this.place()} could not be read: reading it threw ${describeThrown(thrown)}.`, { cause: thrown });
    }
  }

  private place(): string {
    if (this.key === undefined) return this.name;
    const option = `${this.name}.${this.key}`;
    return this.entry === undefined ? option : entryName(option, this.entry);
  }

  read(options: object, known: readonly string[]): Reading {
    return this.attempt(() => {
      const reading: Reading = [];
      const own = Object.keys(options);
      for (const key of own) {
        if (known.includes(key)) this.readOption(options, key, reading, true);
        else reading.push(key, UNREAD, undefined);
      }
      // A plain object whose every own key is enumerable holds no other option: the common case, without a look-up per known key.
      const prototype = Reflect.getPrototypeOf(options);
      if ((prototype === Object.prototype || prototype === null) && Object.getOwnPropertyNames(options).length === own.length) return reading;
      for (const key of known) if (!own.includes(key)) this.readOption(options, key, reading, false);
      return reading;
    });
  }

  private readOption(options: object, key: string, reading: Reading, isOwn: boolean): void {
    this.key = key;
    this.entry = undefined;
    const value = isOwn ? (options as Record<string, unknown>)[key] : valueOf(options, key);
    if (value === undefined && !isOwn && !Object.hasOwn(options, key)) return;
    reading.push(key, value, this.itemsOf(key, value));
  }

  // A map's own enumerable entries (name, value) and a list's items, read now; undefined for anything else, which is kept as it is for the checks to judge.
  private itemsOf(key: string, value: unknown): unknown[] | undefined {
    if (typeof value !== 'object' || value === null) return undefined;
    const isList = Array.isArray(value);
    if (LISTS.has(key) && isList) return Array.from(value as unknown[]);
    if (!RECORDS.has(key) || isList) return undefined;
    const items: unknown[] = [];
    for (const entry of Object.keys(value)) {
      this.entry = entry;
      items.push(entry, (value as Record<string, unknown>)[entry]);
    }
    this.entry = undefined;
    return items;
  }
}

// The option as property access reads it, but stopping short of Object.prototype.
function valueOf(options: object, key: string): unknown {
  for (let holder: object | null = options; holder !== null && holder !== Object.prototype; holder = Reflect.getPrototypeOf(holder)) {
    if (Reflect.getOwnPropertyDescriptor(holder, key) !== undefined) return Reflect.get(holder, key, options);
  }
  return undefined;
}

function entryName(option: string, entry: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(entry) ? `${option}.${entry}` : `${option}[${JSON.stringify(entry)}]`;
}

function sameReading(previous: Reading, fresh: Reading): boolean {
  if (previous.length !== fresh.length) return false;
  for (let index = 0; index < previous.length; index++) {
    const [before, now] = [previous[index], fresh[index]];
    if (Object.is(before, now)) continue;
    // A map's or list's items, read afresh: the same when each is.
    if (!Array.isArray(before) || !Array.isArray(now) || index % 3 !== 2 || before.length !== now.length) return false;
    if (!before.every((item, at) => Object.is(item, now[at]))) return false;
  }
  return true;
}

// What a snapshot inherits: every known option, undefined, on an object of no prototype, so that an option absent
// from the snapshot is never found on a polluted Object.prototype. (A snapshot of no prototype at all is held by V8
// as a dictionary, and every read of an option cost five times a plain object's: 7–17% of a small vet.)
function absentOptions(known: readonly string[]): object {
  let absent = absentByKeys.get(known);
  if (absent === undefined) {
    const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of known) fields[key] = undefined;
    absent = Object.freeze(fields);
    absentByKeys.set(known, absent);
  }
  return absent;
}

// The frozen snapshot of a reading.
function snapshotOf(reading: Reading, known: readonly string[], name: string): Snapshot {
  const snapshot: Record<string, unknown> = Object.create(absentOptions(known)) as Record<string, unknown>;
  for (let index = 0; index < reading.length; index += 3) {
    const [key, value, items] = [reading[index] as string, reading[index + 1], reading[index + 2] as unknown[] | undefined];
    const option = value === UNREAD ? undefined : items === undefined ? value : LISTS.has(key) ? Object.freeze(items) : recordOf(key, value as object, items, `${name}.${key}`);
    // Defined, not assigned: an assignment is refused where the frozen prototype holds the key.
    Object.defineProperty(snapshot, key, { value: option, enumerable: true });
  }
  return Object.freeze(snapshot);
}

function recordOf(key: string, given: object, items: readonly unknown[], option: string): Snapshot {
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (let index = 0; index < items.length; index += 2) {
    const [entry, item] = [items[index] as string, items[index + 1]];
    // A registry's documents are read whole, as a manifest is: the vet and the compilers follow `$ref`s into them.
    copy[entry] = key === 'schemas' ? registeredDocument(given, entry, item, entryName(option, entry)) : item;
  }
  return Object.freeze(copy);
}
