import { intersect, isEmpty } from './charset.js';
import { absorbingStates, labelOf, OutOfWork, type Automaton, type Meter } from './automaton.js';
import { components, shortestPath } from './graph.js';

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

/** The ambiguity of `automaton` past its absorbing states; throws {@link OutOfWork} when `meter` runs out. */
export function ambiguityOf(automaton: Automaton, allowance: Meter): Ambiguity {
  // Running out must never read as "no ambiguity found": it always throws.
  const meter: Meter = (units) => {
    if (!allowance(units)) throw new OutOfWork();
    return true;
  };
  const absorbing = absorbingStates(automaton);
  if (absorbing.has(automaton.init)) return { kind: 'none' };
  const size = automaton.edges.length;
  const out = automaton.edges.map((edges) => [...edges].filter(([target]) => !absorbing.has(target)));
  const successors = (state: number): [number, number][] => out[state] ?? [];
  const live = reachable([automaton.init], (state) => successors(state).map(([target]) => target), meter);
  // 0: not computed yet, 1: disjoint, 2: overlapping.
  const pairs = new Uint8Array(size * size);
  const pairOverlaps = (a: number, b: number): boolean => {
    const key = a * size + b;
    if (pairs[key] === 0) pairs[key] = pairs[b * size + a] = isEmpty(intersect(labelOf(automaton, a), labelOf(automaton, b))) ? 1 : 2;
    return pairs[key] === 2;
  };
  const overlaps = (first: number, second: number, third?: number) => {
    // Every pair and triple of edges examined is a unit of work.
    if (!meter(1)) throw new OutOfWork();
    if (third === undefined) return pairOverlaps(first, second);
    return pairOverlaps(first, second) && pairOverlaps(first, third) && pairOverlaps(second, third) && !isEmpty(intersect(intersect(labelOf(automaton, first), labelOf(automaton, second)), labelOf(automaton, third)));
  };
  return exponential(live, successors, overlaps, size, meter) ?? polynomial(live, successors, overlaps, size, meter) ?? { kind: 'none' };
}

type Successors = (state: number) => [number, number][];
type Overlaps = (first: number, second: number, third?: number) => boolean;

function exponential(live: Set<number>, successors: Successors, overlaps: Overlaps, size: number, meter: Meter): Ambiguity | undefined {
  const graph = new Map<number, number[]>();
  const divergent = new Set<number>();
  const pending = [...live].map((state) => state * size + state);
  while (pending.length > 0) {
    const node = pending.pop() as number;
    if (graph.has(node)) continue;
    const a = Math.floor(node / size);
    const b = node % size;
    const out: number[] = [];
    const fromA = successors(a);
    const fromB = successors(b);
    for (let i = 0; i < fromA.length; i++) {
      const [ta, ma] = fromA[i] as [number, number];
      for (let j = 0; j < fromB.length; j++) {
        const tb = (fromB[j] as [number, number])[0];
        if (!overlaps(ta, tb)) continue;
        const target = ta * size + tb;
        out.push(target);
        if (a === b && ta === tb && ma > 1) divergent.add(node * size * size + target);
        if (!graph.has(target)) pending.push(target);
      }
    }
    graph.set(node, out);
  }
  // Finding the components costs a few map operations per edge: charge them.
  let edges = 0;
  for (const targets of graph.values()) edges += targets.length;
  if (!meter(2 * edges)) throw new OutOfWork();
  const component = components(graph);
  const diagonal = (node: number) => Math.floor(node / size) === node % size;
  // Per component: a diagonal node, and where two paths part (a pair of states, or an edge taken two ways).
  const parts = new Map<number, { diagonal?: number; fork?: number; twice?: [number, number] }>();
  for (const [node, id] of component) {
    const part = parts.get(id) ?? {};
    if (diagonal(node)) part.diagonal ??= node;
    else part.fork ??= node;
    parts.set(id, part);
  }
  for (const edge of divergent) {
    const [from, to] = [Math.floor(edge / (size * size)), edge % (size * size)];
    const part = parts.get(component.get(from) as number);
    if (part !== undefined && component.get(from) === component.get(to)) part.twice ??= [from, to];
  }
  for (const [id, part] of parts) {
    const inside = (other: number) => component.get(other) === id;
    const succ = (at: number) => (graph.get(at) ?? []).filter(inside);
    let cycle: number[] | undefined;
    let start: number | undefined;
    if (part.twice !== undefined) {
      // The edge taken two ways, then back to where it started.
      const [from, to] = part.twice;
      const back = to === from ? [] : shortestPath(to, succ, (at) => at === from, meter);
      [start, cycle] = [from, back === undefined ? undefined : [to, ...back]];
    } else if (part.diagonal !== undefined && part.fork !== undefined) {
      const fork = part.fork;
      const go = shortestPath(part.diagonal, succ, (at) => at === fork, meter);
      const back = shortestPath(fork, succ, (at) => at === part.diagonal, meter);
      [start, cycle] = [part.diagonal, go === undefined || back === undefined ? undefined : [...go, ...back]];
    }
    if (start === undefined) continue;
    // Inside one component both paths exist; not finding one is a bug, never a pass.
    if (cycle === undefined) throw new OutOfWork();
    return { kind: 'exponential', state: start % size, pump: cycle.map((at) => [Math.floor(at / size), at % size]) };
  }
  return undefined;
}

function polynomial(live: Set<number>, successors: Successors, overlaps: Overlaps, size: number, meter: Meter): Ambiguity | undefined {
  const graph = new Map([...live].map((state) => [state, successors(state).map(([target]) => target)] as const));
  const component = components(graph);
  const cyclic = [...live].filter((state) => (graph.get(state) ?? []).some((target) => component.get(target) === component.get(state)));
  const predecessors = new Map<number, number[]>();
  for (const [state, targets] of graph) for (const target of targets) predecessors.set(target, [...(predecessors.get(target) ?? []), state]);
  const reaching = new Map<number, Set<number>>();
  const links = new Map<string, { state: number; pump: number[][] }>();
  for (const p of cyclic) {
    const fromP = reachable([p], (state) => graph.get(state) ?? [], meter);
    for (const q of cyclic) {
      const key = `${component.get(p)}>${component.get(q)}`;
      if (p === q || !fromP.has(q) || links.has(key)) continue;
      const inP = (state: number) => component.get(state) === component.get(p);
      const inQ = (state: number) => component.get(state) === component.get(q);
      const toQ = reaching.get(q) ?? reaching.set(q, reachable([q], (state) => predecessors.get(state) ?? [], meter)).get(q) as Set<number>;
      const triple = (x: number, y: number, z: number) => (x * size + y) * size + z;
      const path = shortestPath(
        triple(p, p, q),
        (node) => {
          const [x, y, z] = [Math.floor(node / size / size), Math.floor(node / size) % size, node % size];
          const out: number[] = [];
          for (const [tx] of successors(x)) {
            if (!inP(tx)) continue;
            for (const [ty] of successors(y)) {
              if (!fromP.has(ty) || !toQ.has(ty) || !overlaps(tx, ty)) continue;
              for (const [tz] of successors(z)) if (inQ(tz) && overlaps(tx, ty, tz)) out.push(triple(tx, ty, tz));
            }
          }
          return out;
        },
        (node) => node === triple(p, q, q),
        meter,
      );
      if (path === undefined) continue;
      links.set(key, { state: p, pump: path.map((node) => [Math.floor(node / size / size), Math.floor(node / size) % size, node % size]) });
    }
  }
  const first = links.values().next().value;
  if (first === undefined) return undefined;
  return { kind: 'polynomial', degree: 1 + longestChain([...links.keys()]), state: first.state, pump: first.pump };
}

/** The most links in a chain C1>C2, C2>C3, … of distinct components. */
function longestChain(keys: string[]): number {
  const next = new Map<string, string[]>();
  for (const key of keys) {
    const [from, to] = key.split('>') as [string, string];
    if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  }
  const memo = new Map<string, number>();
  const depth = (node: string): number => memo.get(node) ?? (memo.set(node, 1 + Math.max(-1, ...(next.get(node) ?? []).map(depth))), memo.get(node) as number);
  return Math.max(1, ...keys.map((key) => depth(key.split('>')[0] as string)));
}

function reachable(from: number[], successors: (state: number) => readonly number[], meter: Meter): Set<number> {
  const seen = new Set(from);
  const pending = [...from];
  while (pending.length > 0) {
    for (const next of successors(pending.pop() as number)) {
      if (!meter(1)) throw new OutOfWork();
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return seen;
}
