import type { Ambiguity, Search } from './ambiguity.js';
import { OutOfWork } from './automaton.js';
import { components, shortestPath } from './graph.js';

/** The pair graph of the live states: node a·size+b steps to (a′, b′) when a→a′ and b→b′ read a common character. */
export interface PairGraph {
  /** Node → its successors, in the order the nodes were explored. */
  readonly graph: Map<number, number[]>;
  /** The diagonal's edges taken two ways (an automaton edge standing for more than one path), as node·size²+target. */
  readonly divergent: Set<number>;
  /** Node → its strongly connected component. */
  readonly component: Map<number, number>;
}

/** Builds the pair graph from every diagonal node (s, s) of a live state, spending a unit per pair of edges examined. */
export function pairGraph(search: Search): PairGraph {
  const { size, targets, counts, live } = search;
  const graph = new Map<number, number[]>();
  const divergent = new Set<number>();
  const pending = live.map((state) => state * size + state);
  while (pending.length > 0) {
    const node = pending.pop() as number;
    if (graph.has(node)) continue;
    const a = Math.floor(node / size);
    const b = node % size;
    const out: number[] = [];
    const fromA = targets[a] as readonly number[];
    const pathsA = counts[a] as readonly number[];
    const fromB = targets[b] as readonly number[];
    for (let i = 0; i < fromA.length; i++) {
      const ta = fromA[i] as number;
      for (let j = 0; j < fromB.length; j++) {
        const tb = fromB[j] as number;
        if (!search.overlaps(ta, tb)) continue;
        const target = ta * size + tb;
        out.push(target);
        if (a === b && ta === tb && (pathsA[i] as number) > 1) divergent.add(node * size * size + target);
        if (!graph.has(target)) pending.push(target);
      }
    }
    graph.set(node, out);
  }
  // Finding the components costs a few map operations per edge: charge them.
  let edges = 0;
  graph.forEach((out) => (edges += out.length));
  search.meter(2 * edges);
  return { graph, divergent, component: components(graph) };
}

interface Part {
  readonly id: number;
  /** The first diagonal node of the component, or -1. */
  diagonal: number;
  /** The first node off the diagonal, or -1. */
  fork: number;
  /** A divergent edge inside the component (from, to), or undefined. */
  twice: readonly [number, number] | undefined;
}

/** An EDA: a component of the pair graph holding a diagonal node and a node off it, or an edge taken two ways. */
export function exponential({ graph, divergent, component }: PairGraph, search: Search): Ambiguity | undefined {
  const { size, meter } = search;
  const parts = new Map<number, Part>();
  component.forEach((id, node) => {
    let part = parts.get(id);
    if (part === undefined) parts.set(id, (part = { id, diagonal: -1, fork: -1, twice: undefined }));
    if (Math.floor(node / size) === node % size) {
      if (part.diagonal === -1) part.diagonal = node;
    } else if (part.fork === -1) part.fork = node;
  });
  divergent.forEach((edge) => {
    const from = Math.floor(edge / (size * size));
    const to = edge % (size * size);
    const part = parts.get(component.get(from) as number);
    if (part !== undefined && component.get(from) === component.get(to)) part.twice ??= [from, to];
  });
  for (const part of parts.values()) {
    if (part.twice === undefined && (part.diagonal === -1 || part.fork === -1)) continue;
    const inside = (other: number) => component.get(other) === part.id;
    const succ = (at: number) => (graph.get(at) ?? []).filter(inside);
    let start: number;
    let cycle: number[] | undefined;
    if (part.twice !== undefined) {
      // The edge taken two ways, then back to where it started.
      const [from, to] = part.twice;
      const back = to === from ? [] : shortestPath(to, succ, (at) => at === from, meter);
      start = from;
      cycle = back === undefined ? undefined : [to, ...back];
    } else {
      const { diagonal, fork } = part;
      const go = shortestPath(diagonal, succ, (at) => at === fork, meter);
      const back = shortestPath(fork, succ, (at) => at === diagonal, meter);
      start = diagonal;
      cycle = go === undefined || back === undefined ? undefined : [...go, ...back];
    }
    // Inside one component both paths exist; not finding one is a bug, never a pass.
    if (cycle === undefined) throw new OutOfWork();
    return { kind: 'exponential', state: start % size, pump: cycle.map((at) => [Math.floor(at / size), at % size]) };
  }
  return undefined;
}
