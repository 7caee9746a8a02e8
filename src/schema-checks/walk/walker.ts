import type { Dialect } from '../../dialects/table.js';
import type { Issue } from '../../issue.js';
import { checkLeaf, isJsonObject, notASchema } from './check-values.js';
import { enterHolder } from './holders.js';
import { DIALECT_KEYWORDS, ID_KEYWORDS, keywordTable, REF_KEYWORDS, type DialectKeywords, type KeywordTable } from './keywords.js';
import { DEFAULT_MAX_ERRORS, MetaErrorLog, needsError } from './meta-errors.js';
import type { VisitorSource } from './lazy-visitors.js';
import { Place } from './place.js';
import type { Frame, KeywordSubscriptions, RefPlace, SchemaWalk, SubschemaVisitor, WalkOptions } from './walk-schema.js';

/** One walk's state, shared with the keyword handlers: the dialect's rules, the error log, the counts. */
export class Walker {
  readonly keywords: DialectKeywords;
  readonly log: MetaErrorLog;
  /** Check keywords against the meta-schema. */
  readonly meta: boolean;
  /** Measure values that hold no subschema (`default`, `enum`…). */
  readonly values: boolean;
  private readonly table: KeywordTable;
  private readonly subscriptions: KeywordSubscriptions | undefined;
  private readonly basePointer: string;
  private readonly maxDepth: number;
  private readonly maxObjects: number;
  private readonly refs: RefPlace[] = [];
  private hasRefs = false;
  private hasIds = false;
  private objects = 0;
  private nodes = 0;
  private maxDepthSeen = 0;

  private readonly visitors: VisitorSource;

  constructor(dialect: Dialect, visitors: readonly SubschemaVisitor[] | VisitorSource, options: WalkOptions) {
    this.visitors = 'visitor' in visitors ? visitors : { count: visitors.length, visitor: (index) => visitors[index] as SubschemaVisitor };
    this.keywords = DIALECT_KEYWORDS[dialect];
    this.table = options.subscriptions === undefined ? keywordTable(dialect) : options.subscriptions.table(dialect);
    this.log = new MetaErrorLog(options.maxErrors ?? DEFAULT_MAX_ERRORS);
    this.meta = options.metaSchema !== false;
    this.values = options.values !== false;
    this.basePointer = options.basePointer ?? '';
    this.maxDepth = options.maxDepth ?? Infinity;
    this.maxObjects = options.maxSubschemas ?? Infinity;
    this.subscriptions = options.subscriptions;
  }

  /** Counts an object or array where it sits; the issue of a breached bound, if any. */
  measure(place: Place, isObject: boolean): Issue | undefined {
    this.nodes++;
    if (place.depth > this.maxDepthSeen) this.maxDepthSeen = place.depth;
    if (place.depth > this.maxDepth) return depthIssue(this.basePointer + place.pointer(), this.maxDepth);
    if (isObject && ++this.objects > this.maxObjects) return sizeIssue(this.basePointer, this.maxObjects);
    return undefined;
  }

  /** Notes references and ids among an object's keys, wherever it sits. */
  flagKeys(value: object, depth: number): void {
    for (const key in value) {
      if (REF_KEYWORDS.has(key)) this.hasRefs = true;
      else if (depth > 0 && ID_KEYWORDS.has(key)) this.hasIds = true;
    }
  }

  run(schema: unknown): SchemaWalk {
    if (!isJsonObject(schema)) {
      const wrong = this.meta ? notASchema(this.keywords, schema) : undefined;
      if (wrong !== undefined) this.log.report(new Place(undefined, ''), [wrong]);
      return this.result();
    }
    const stack: Frame[] = [{ t: 'node', node: schema, place: new Place(undefined, ''), checked: this.meta }];
    while (stack.length > 0) {
      const frame = stack.pop() as Frame;
      if (frame.t === 'enter') {
        frame.exit.mark = this.log.events;
        continue;
      }
      if (frame.t === 'exit') {
        if (frame.failed || this.log.events > frame.mark) this.log.report(frame.place, frame.alternative(frame.data));
        continue;
      }
      const isObject = frame.t === 'node' || !Array.isArray(frame.value);
      // Children go onto the stack in document order, then that run is reversed in place, so
      // subschemas are visited (and issues found) in document order.
      const first = stack.length;
      const breach = this.measure(frame.place, isObject) ?? (frame.t === 'node' ? this.enterNode(frame.node, frame.place, frame.checked, stack) : this.enterObject(frame.value, frame.place, stack));
      if (breach !== undefined) return this.result(breach);
      for (let low = first, high = stack.length - 1; low < high; low++, high--) {
        const swap = stack[low] as Frame;
        stack[low] = stack[high] as Frame;
        stack[high] = swap;
      }
    }
    return this.result();
  }

  private result(limit?: Issue): SchemaWalk {
    const { hasRefs, hasIds, refs, nodes, maxDepthSeen } = this;
    if (limit !== undefined) return { limit, metaIssues: [], hasRefs, hasIds, refs, nodes, maxDepthSeen };
    return { metaIssues: this.log.issues(this.basePointer), hasRefs, hasIds, refs, nodes, maxDepthSeen };
  }

  private enterNode(node: Record<string, unknown>, place: Place, checked: boolean, children: Frame[]): Issue | undefined {
    const { subscriptions } = this;
    // The visitors to call here: those of the keywords the node holds.
    let wake = subscriptions === undefined ? -1 : subscriptions.always;
    // for-in, not Object.keys: V8 reads each value by the key's slot in the node's shape, where a
    // read by a key that varies looks the key up; the own-key test keeps an inherited key out.
    for (const key in node) {
      if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
      const value = node[key];
      const entry = this.table[key];
      if (entry !== undefined) {
        wake |= entry.wake;
        if (entry.ref) {
          this.hasRefs = true;
          this.refs.push({ keyword: key as RefPlace['keyword'], ref: value, place });
        } else if (entry.id && place.depth > 0) this.hasIds = true;
        const rule = checked ? entry.rule : undefined;
        if (entry.holds !== undefined) {
          const issue = enterHolder(entry.holds, rule, value, place.child(key), this, children);
          if (issue !== undefined) return issue;
          continue;
        }
        if (rule !== undefined) checkLeaf(rule, value, place, key, this.keywords, this.log);
      }
      if (this.values && typeof value === 'object' && value !== null) {
        const issue = this.enterValue(value, place, key, children);
        if (issue !== undefined) return issue;
      }
    }
    if (wake !== 0) this.wakeVisitors(wake, node, place);
    if (checked && this.keywords.needs.length > 0) {
      for (const [keyword, needed] of this.keywords.needs) {
        if (Object.hasOwn(node, keyword) && !Object.hasOwn(node, needed)) this.log.report(place, [needsError(keyword, needed, node)]);
      }
    }
    return undefined;
  }

  private wakeVisitors(wake: number, node: Record<string, unknown>, place: Place): void {
    const { visitors } = this;
    for (let index = 0; index < visitors.count; index++) if ((wake & (1 << index)) !== 0) visitors.visitor(index)(node, place);
  }

  // A keyword's value that holds no subschema: an array of scalars is measured at once, anything
  // else queued, so most values cost neither a frame nor a place.
  private enterValue(value: object, parent: Place, key: string, children: Frame[]): Issue | undefined {
    if (Array.isArray(value) && value.every((item: unknown) => typeof item !== 'object' || item === null)) {
      this.nodes++;
      const depth = parent.depth + 1;
      if (depth > this.maxDepthSeen) this.maxDepthSeen = depth;
      return depth > this.maxDepth ? depthIssue(this.basePointer + parent.child(key).pointer(), this.maxDepth) : undefined;
    }
    children.push({ t: 'value', value, place: parent.child(key) });
    return undefined;
  }

  // Inside a value: measured at once, its objects and arrays queued.
  private enterObject(value: object, place: Place, children: Frame[]): undefined {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const child: unknown = value[index];
        if (typeof child === 'object' && child !== null) children.push({ t: 'value', value: child, place: place.child(index) });
      }
      return undefined;
    }
    this.flagKeys(value, place.depth);
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) children.push({ t: 'value', value: child, place: place.child(key) });
    }
    return undefined;
  }
}

function depthIssue(pointer: string, maxDepth: number): Issue {
  return { code: 'limit/depth', severity: 'error', pointer, message: `The schema nests deeper than ${maxDepth} levels of objects and arrays here.`, hint: 'Flatten it, or name repeated parts in $defs and point at them with $ref.' };
}

function sizeIssue(pointer: string, maxObjects: number): Issue {
  return { code: 'limit/subschemas', severity: 'error', pointer, message: `The schema holds more than ${maxObjects.toLocaleString('en')} subschemas.`, hint: 'Split the tool, or share repeated parts through $defs.' };
}
