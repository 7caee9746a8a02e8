import { ANY_CHARACTER, type CharSet } from './charset.js';
import type { Atom, RegexNode, Repeat } from './tree.js';

/** Whether a state can end a match: at any index, or only at the end of the input (through `$`). */
export type Acceptance = 'always' | 'at-end' | undefined;

/**
 * The pattern as an automaton without empty moves, the way a backtracking search explores it:
 * a state per position (atom), plus `init` (before the pattern, at index 0) and `loop` (before the
 * pattern, at a later start: the search retried from every position). An edge to a position is
 * labelled with what that position consumes; its count is how many distinct empty paths lead
 * there, honouring ECMA-262's rule that a repeat's iteration may not match the empty string.
 */
export interface Automaton {
  readonly atoms: readonly Atom[];
  readonly init: number;
  readonly loop: number;
  /** Per state: target → how many paths. */
  readonly edges: readonly Map<number, number>[];
  readonly accept: readonly Acceptance[];
}

/** The label of an edge into `target`. */
export function labelOf(automaton: Automaton, target: number): CharSet {
  return target < automaton.atoms.length ? (automaton.atoms[target] as Atom).set : ANY_CHARACTER;
}

/** Thrown when the work meter runs out: the caller turns it into "not decided". */
export class OutOfWork extends Error {}

/** Counts units of work; false when the allowance is spent. */
export type Meter = (units: number) => boolean;

interface PathContext {
  /** The position consumed just before this empty path, if any. */
  readonly from: Atom | undefined;
  /** Whether a character has been consumed before (so `^` cannot hold). */
  readonly consumed: boolean;
  /** Passed a `$`: only the end of the input may follow. */
  readonly dollar: boolean;
  /** Passed a word boundary, which may fail: a match at the end of this path is not sure. */
  readonly boundary?: boolean;
  /** Repeats whose current iteration began on this empty path (so it has consumed nothing). */
  readonly fresh: readonly Repeat[];
}

/** Builds the automaton of a written-out pattern, spending a unit of `meter` per step of every empty path. */
export function buildAutomaton(root: RegexNode, atoms: readonly Atom[], meter: Meter): Automaton {
  const init = atoms.length;
  const loop = init + 1;
  const edges = Array.from({ length: loop + 1 }, () => new Map<number, number>());
  const accept: Acceptance[] = Array.from({ length: loop + 1 }, () => undefined);
  const explore = (state: number, start: (visit: Visitor) => void) =>
    start({
      emit: (target) => void edges[state]?.set(target, (edges[state]?.get(target) ?? 0) + 1),
      accept: (atEnd) => {
        if (accept[state] !== 'always') accept[state] = atEnd ? 'at-end' : 'always';
      },
      meter,
    });
  for (const atom of atoms) explore(atom.id, (visit) => after(atom, { from: atom, consumed: true, dollar: false, fresh: [] }, visit));
  explore(init, (visit) => enter(root, { from: undefined, consumed: false, dollar: false, fresh: [] }, visit));
  explore(loop, (visit) => enter(root, { from: undefined, consumed: true, dollar: false, fresh: [] }, visit));
  edges[init]?.set(loop, 1);
  edges[loop]?.set(loop, 1);
  return { atoms, init, loop, edges, accept };
}

interface Visitor {
  emit(target: number): void;
  accept(atEnd: boolean): void;
  readonly meter: Meter;
}

function enter(node: RegexNode, context: PathContext, visit: Visitor): void {
  if (!visit.meter(1)) throw new OutOfWork();
  switch (node.kind) {
    case 'atom':
      if (!context.dollar) visit.emit(node.id);
      return;
    case 'anchor':
      if (node.which === 'start' && context.consumed) return;
      after(node, node.which === 'end' ? { ...context, dollar: true } : node.which === 'word' ? { ...context, boundary: true } : context, visit);
      return;
    case 'seq':
      if (node.items.length === 0) after(node, context, visit);
      else enter(node.items[0] as RegexNode, context, visit);
      return;
    case 'alt':
      for (const option of node.options) enter(option, context, visit);
      return;
    case 'repeat':
      enter(node.body, { ...context, fresh: [...context.fresh, node] }, visit);
      after(node, context, visit);
      return;
  }
}

function after(node: RegexNode, context: PathContext, visit: Visitor): void {
  if (!visit.meter(1)) throw new OutOfWork();
  const parent = node.parent;
  // A match through a word boundary is not sure to hold, so it can only weaken acceptance (to 'at-end').
  if (parent === undefined) return visit.accept(context.dollar || context.boundary === true);
  switch (parent.kind) {
    case 'seq': {
      const next = parent.items[parent.items.indexOf(node) + 1];
      if (next === undefined) after(parent, context, visit);
      else enter(next, context, visit);
      return;
    }
    case 'alt':
      after(parent, context, visit);
      return;
    case 'repeat': {
      // An iteration that consumed nothing fails (ECMA-262 RepeatMatcher), so it neither loops nor exits.
      const consumed = context.from !== undefined && context.from.repeats.has(parent) && !context.fresh.includes(parent);
      if (!consumed) return;
      if (parent.unbounded) enter(parent.body, { ...context, fresh: [...context.fresh, parent] }, visit);
      after(parent, context, visit);
      return;
    }
    default:
      return;
  }
}

/**
 * The states from which the search is sure to succeed: every state they reach can end a match at
 * any index. Entering one ends the search with a match after linear work, so the analysis of
 * backtracking may stop there.
 */
export function absorbingStates(automaton: Automaton): Set<number> {
  const absorbing = new Set<number>();
  automaton.accept.forEach((acceptance, state) => {
    if (acceptance === 'always') absorbing.add(state);
  });
  let changed = true;
  while (changed) {
    changed = false;
    for (const state of absorbing) {
      for (const target of automaton.edges[state]?.keys() ?? []) {
        if (!absorbing.has(target)) {
          absorbing.delete(state);
          changed = true;
          break;
        }
      }
    }
  }
  return absorbing;
}
