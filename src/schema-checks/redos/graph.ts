/** A directed graph by adjacency: node → its successors. */
export type Graph = ReadonlyMap<number, readonly number[]>;

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
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: [number, number][] = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as [number, number];
      const [node, next] = frame;
      const successors = graph.get(node) ?? [];
      if (next < successors.length) {
        frame[1]++;
        const successor = successors[next] as number;
        if (!index.has(successor)) {
          index.set(successor, counter);
          low.set(successor, counter++);
          stack.push(successor);
          onStack.add(successor);
          work.push([successor, 0]);
        } else if (onStack.has(successor)) low.set(node, Math.min(low.get(node) as number, index.get(successor) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent[0], Math.min(low.get(parent[0]) as number, low.get(node) as number));
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
    for (const node of frontier) {
      for (const successor of successors(node)) {
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
