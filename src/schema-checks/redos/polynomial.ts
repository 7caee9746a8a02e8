import type { Ambiguity, Search } from './ambiguity.js';
import type { PairGraph } from './exponential.js';
import { components, reachable, shortestPath } from './graph.js';

/**
 * The IDAs between strongly connected components of the automaton: for cyclic states p ≠ q, a
 * word read from (p, p, q) to (p, q, q) by three paths at once. Undefined when there is none.
 */
export function polynomial(search: Search, pairs: PairGraph): Ambiguity | undefined {
  const { size, targets, live, meter } = search;
  const graph = new Map<number, readonly number[]>();
  for (let i = 0; i < live.length; i++) graph.set(live[i] as number, targets[live[i] as number] as readonly number[]);
  const component = components(graph);
  const cyclic = live.filter((state) => (targets[state] as readonly number[]).some((target) => component.get(target) === component.get(state)));
  const predecessors: number[][] = [];
  for (let state = 0; state < size; state++) predecessors.push([]);
  graph.forEach((out, state) => {
    for (let i = 0; i < out.length; i++) (predecessors[out[i] as number] as number[]).push(state);
  });
  const reaching: (Uint8Array | undefined)[] = [];
  const onCycle = pairCycles(pairs);
  const links = new Map<string, { state: number; pump: number[][] }>();
  for (let i = 0; i < cyclic.length; i++) {
    const p = cyclic[i] as number;
    const fromP = reachable(p, targets, meter).marked;
    for (let j = 0; j < cyclic.length; j++) {
      const q = cyclic[j] as number;
      if (p === q || fromP[q] === 0) continue;
      const key = `${component.get(p)}>${component.get(q)}`;
      // The word read from (p, p, q) to (p, q, q), seen by its first and last paths, is a cycle
      // through the pair (p, q): without one the search below cannot succeed.
      if (links.has(key) || !onCycle(p * size + q)) continue;
      const toQ = (reaching[q] ??= reachable(q, predecessors, meter).marked);
      const path = shortestPath(triple(size, p, p, q), tripleSteps(search, component, p, q, fromP, toQ), (node) => node === triple(size, p, q, q), meter);
      if (path === undefined) continue;
      links.set(key, { state: p, pump: path.map((node) => [Math.floor(node / size / size), Math.floor(node / size) % size, node % size]) });
    }
  }
  const first = links.values().next().value;
  if (first === undefined) return undefined;
  return { kind: 'polynomial', degree: 1 + longestChain([...links.keys()]), state: first.state, pump: first.pump };
}

const triple = (size: number, x: number, y: number, z: number) => (x * size + y) * size + z;

/** The steps from a node (x, y, z): x stays in p's component, y between p and q, z in q's component, all on one character. */
function tripleSteps(search: Search, component: Map<number, number>, p: number, q: number, fromP: Uint8Array, toQ: Uint8Array): (node: number) => number[] {
  const { size, targets } = search;
  const inP = component.get(p);
  const inQ = component.get(q);
  return (node) => {
    const fromX = targets[Math.floor(node / size / size)] as readonly number[];
    const fromY = targets[Math.floor(node / size) % size] as readonly number[];
    const fromZ = targets[node % size] as readonly number[];
    const out: number[] = [];
    for (let i = 0; i < fromX.length; i++) {
      const tx = fromX[i] as number;
      if (component.get(tx) !== inP) continue;
      for (let j = 0; j < fromY.length; j++) {
        const ty = fromY[j] as number;
        if (fromP[ty] === 0 || toQ[ty] === 0 || !search.overlaps(tx, ty)) continue;
        for (let k = 0; k < fromZ.length; k++) {
          const tz = fromZ[k] as number;
          if (component.get(tz) === inQ && search.overlapsAll(tx, ty, tz)) out.push(triple(size, tx, ty, tz));
        }
      }
    }
    return out;
  };
}

/** Whether a node of the pair graph lies on a cycle (its component has other members, or it steps to itself). */
function pairCycles({ graph, component }: PairGraph): (node: number) => boolean {
  let members: Map<number, number> | undefined;
  return (node) => {
    const id = component.get(node);
    if (id === undefined) return false;
    if (members === undefined) {
      const counted = new Map<number, number>();
      component.forEach((of) => counted.set(of, (counted.get(of) ?? 0) + 1));
      members = counted;
    }
    return (members.get(id) as number) > 1 || (graph.get(node) as number[]).includes(node);
  };
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
