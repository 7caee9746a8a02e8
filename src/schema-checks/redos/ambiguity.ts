import { intersect, isEmpty, overlap, type CharSet } from './charset.js';
import { absorbingStates, labelOf, OutOfWork, type Automaton, type Meter } from './automaton.js';
import { exponential, pairGraph } from './exponential.js';
import { reachable } from './graph.js';
import { polynomial } from './polynomial.js';

/**
 * How ambiguous the automaton is where the search can still fail (Weber and Seidl's criteria):
 * an EDA (a state with two distinct paths back to itself on one word) makes backtracking
 * exponential; an IDA (states p ≠ q with p→p, p→q and q→q on one word) polynomial, of degree
 * one more than the longest chain of them. Neither: the number of paths on any input is bounded,
 * so backtracking is linear. A pump says how to build the attack: the state to reach, then the
 * targets each character of the pumped word must be accepted by.
 */
export type Ambiguity =
  | { readonly kind: 'none' }
  | { readonly kind: 'exponential' | 'polynomial'; readonly degree?: number; readonly state: number; readonly pump: readonly (readonly number[])[] };

/**
 * What the searches for an EDA and an IDA share. The edges are plain arrays walked by index, and
 * the overlap tests are cached: the analysis mostly runs once per pattern, in code the engine has
 * not optimised yet, where iterators, destructuring and closures made per step cost the most.
 */
export interface Search {
  /** The number of states; a pair (a, b) is the node a·size+b. */
  readonly size: number;
  /** Per state, the targets of its edges that are not absorbing, in the automaton's order. */
  readonly targets: readonly (readonly number[])[];
  /** Per state, how many paths each of those edges stands for. */
  readonly counts: readonly (readonly number[])[];
  /** The states reachable from `init`, in the order first reached. */
  readonly live: readonly number[];
  /** Spends work, throwing {@link OutOfWork} when the allowance runs out. */
  readonly meter: Meter;
  /** Whether edges into `a` and `b` read a common character (a unit of work). */
  overlaps(a: number, b: number): boolean;
  /** Whether edges into `a`, `b` and `c` read a common character (a unit of work). */
  overlapsAll(a: number, b: number, c: number): boolean;
}

/** The ambiguity of `automaton` past its absorbing states; throws {@link OutOfWork} when `meter` runs out. */
export function ambiguityOf(automaton: Automaton, allowance: Meter): Ambiguity {
  const absorbing = absorbingStates(automaton);
  if (absorbing.has(automaton.init)) return { kind: 'none' };
  const search = searchOf(automaton, absorbing, allowance);
  const pairs = pairGraph(search);
  return exponential(pairs, search) ?? polynomial(search, pairs) ?? { kind: 'none' };
}

function searchOf(automaton: Automaton, absorbing: ReadonlySet<number>, allowance: Meter): Search {
  // Running out must never read as "no ambiguity found": it always throws.
  const meter: Meter = (units) => {
    if (!allowance(units)) throw new OutOfWork();
    return true;
  };
  const size = automaton.edges.length;
  const targets: number[][] = [];
  const counts: number[][] = [];
  const labels: CharSet[] = [];
  for (let state = 0; state < size; state++) {
    const to: number[] = [];
    const paths: number[] = [];
    (automaton.edges[state] as Map<number, number>).forEach((count, target) => {
      if (absorbing.has(target)) return;
      to.push(target);
      paths.push(count);
    });
    targets.push(to);
    counts.push(paths);
    labels.push(labelOf(automaton, state));
  }
  // 0: not computed yet, 1: disjoint, 2: overlapping.
  const known = new Uint8Array(size * size);
  const pairOverlaps = (a: number, b: number): boolean => {
    const key = a * size + b;
    if (known[key] === 0) known[key] = known[b * size + a] = overlap(labels[a] as CharSet, labels[b] as CharSet) ? 2 : 1;
    return known[key] === 2;
  };
  return {
    size,
    targets,
    counts,
    live: reachable(automaton.init, targets, meter).order,
    meter,
    // Every pair and triple of edges examined is a unit of work.
    overlaps: (a, b) => meter(1) && pairOverlaps(a, b),
    overlapsAll: (a, b, c) => meter(1) && pairOverlaps(a, b) && pairOverlaps(a, c) && pairOverlaps(b, c) && !isEmpty(intersect(intersect(labels[a] as CharSet, labels[b] as CharSet), labels[c] as CharSet)),
  };
}
