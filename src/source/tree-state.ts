import { joinPointer, type Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import * as say from './tree-messages.js';

/** What the tree reader gives back for a value it leaves out of the tree. */
export const DROP = Symbol('drop');
// A hostile value can hold a million problems; listing a hundred helps as much, and costs nothing.
const MAX_ISSUES = 100;
// The most places of values not read (too deep, too many keys) that a reading keeps.
const MAX_BLOCKED = 1000;

/**
 * What one reading of a manifest into the trusted tree keeps as it goes: the path being read, the
 * issues and the places left out, the counts, and the size a value's copy has grown to. The
 * reading itself is {@link TreeReader}'s (`tree.ts`), which extends this.
 */
export class TreeState {
  readonly issues: Issue[] = [];
  readonly blocked: string[] = [];
  readonly dropped: string[] = [];
  readonly path: (string | number)[] = [];
  readonly protoIssues: Issue[] = [];
  keys = 0;
  size = 0;
  visited = 0;
  unlisted = 0;
  oversized = false;

  constructor(
    protected readonly copy: boolean,
    protected readonly limits: Limits,
  ) {}

  /** The pointer of the value `length` tokens down the path being read (`path` keeps stale tokens past it). */
  here(length: number): string {
    return joinPointer('', ...this.path.slice(0, length));
  }

  /**
   * Keeps the place of a value not read. Past {@link MAX_BLOCKED} places none is kept: their values
   * are not in the tree, so no later stage can report under them, and the pointers a DAG's paths
   * spell are each up to a kilobyte.
   */
  protected block(depth: number): void {
    if (this.blocked.length < MAX_BLOCKED) this.blocked.push(this.here(depth));
  }

  /** Whether another issue would still be listed; past the cap, issues are only counted (and not built). */
  get listing(): boolean {
    if (this.issues.length < MAX_ISSUES) return true;
    this.unlisted++;
    return false;
  }

  report(issue: Issue): void {
    this.issues.push(issue);
  }

  // The issue is built by the caller only while `listing`: no closure is made on the common path,
  // so reading a value allocates nothing but its copy.
  leaveOut(issue: Issue): typeof DROP {
    this.report(issue);
    this.dropped.push(issue.pointer);
    return DROP;
  }

  // A text's size was measured before it was parsed; a value's is counted here, as compact JSON.
  grow(bytes: number): boolean {
    if (!this.copy) return true;
    this.size += bytes;
    if (this.size <= this.limits.maxBytes || this.oversized) return !this.oversized;
    this.oversized = true;
    this.report(say.tooLarge(this.limits.maxBytes));
    return false;
  }
}
