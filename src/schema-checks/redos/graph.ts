import { OutOfWork, type Meter } from './automaton.js';

/** A directed graph by adjacency: node → its successors. */
export type Graph = ReadonlyMap<number, readonly number[]>;

// These run mostly once per pattern, before the engine has optimised them: loops by index and
// parallel stacks of numbers, no iterators or destructuring per step.

/**
 * The strongly connected components of `graph` (Tarjan's algorithm, iterative so a large graph
 * cannot overflow the stack): node → component number.
 */
export function components(graph: Graph): Map<number, number> {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const component = new Map<number, number>();
  let counter = 0;
  let count = 0;
  // The depth-first walk: a node, and the position of the next successor to visit.
  const workNode: number[] = [];
  const workNext: number[] = [];
  const roots = Array.from(graph.keys());
  for (let r = 0; r < roots.length; r++) {
    const root = roots[r] as number;
    if (index.has(root)) continue;
    workNode.push(root);
    workNext.push(0);
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (workNode.length > 0) {
      const top = workNode.length - 1;
      const node = workNode[top] as number;
      const next = workNext[top] as number;
      const successors = graph.get(node) ?? [];
      if (next < successors.length) {
        workNext[top] = next + 1;
        const successor = successors[next] as number;
        if (!index.has(successor)) {
          index.set(successor, counter);
          low.set(successor, counter++);
          stack.push(successor);
          onStack.add(successor);
          workNode.push(successor);
          workNext.push(0);
        } else if (onStack.has(successor)) low.set(node, Math.min(low.get(node) as number, index.get(successor) as number));
        continue;
      }
      workNode.pop();
      workNext.pop();
      if (top > 0) {
        const parent = workNode[top - 1] as number;
        low.set(parent, Math.min(low.get(parent) as number, low.get(node) as number));
      }
      if (low.get(node) === index.get(node)) {
        let member: number;
        do {
          member = stack.pop() as number;
          onStack.delete(member);
          component.set(member, count);
        } while (member !== node);
        count++;
      }
    }
  }
  return component;
}

/** A shortest path from `from` to a node `isGoal` accepts, through `successors`: the nodes after `from`, or undefined. */
export function shortestPath(from: number, successors: (node: number) => readonly number[], isGoal: (node: number) => boolean, meter: (units: number) => boolean): number[] | undefined {
  const previous = new Map<number, number>([[from, from]]);
  let frontier = [from];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (let i = 0; i < frontier.length; i++) {
      const node = frontier[i] as number;
      const out = successors(node);
      for (let j = 0; j < out.length; j++) {
        const successor = out[j] as number;
        if (previous.has(successor)) {
          if (successor !== from || !isGoal(successor)) continue;
        }
        if (!meter(1)) return undefined;
        if (isGoal(successor)) {
          const path = [successor];
          for (let at = node; at !== from; at = previous.get(at) as number) path.unshift(at);
          return path;
        }
        previous.set(successor, node);
        next.push(successor);
      }
    }
    frontier = next;
  }
  return undefined;
}

/** The states reached from `from` along `edges` (a unit of `meter` per edge, throwing {@link OutOfWork} when it refuses): in the order first reached, and marked. */
export function reachable(from: number, edges: readonly (readonly number[])[], meter: Meter): { readonly order: number[]; readonly marked: Uint8Array } {
  const marked = new Uint8Array(edges.length);
  marked[from] = 1;
  const order = [from];
  const pending = [from];
  while (pending.length > 0) {
    const next = edges[pending.pop() as number] as readonly number[];
    for (let i = 0; i < next.length; i++) {
      if (!meter(1)) throw new OutOfWork();
      const target = next[i] as number;
      if (marked[target] === 1) continue;
      marked[target] = 1;
      order.push(target);
      pending.push(target);
    }
  }
  return { order, marked };
}
