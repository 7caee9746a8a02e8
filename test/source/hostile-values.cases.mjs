// Hostile JS values for vetToolManifest, one builder per class of issue 10: each runs in its own
// child process with a small heap (hostile-values.test.ts), so a crash or a hang fails the test.
const base = () => ({ id: 'acme.tool', description: 'A tool.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } });

function withMetadata(metadata) {
  return { ...base(), metadata };
}

function shared(levels) {
  let node = { leaf: 'x' };
  for (let i = 0; i < levels; i++) node = { x: node, y: node };
  return node;
}

export const CASES = {
  'cycle in metadata': () => {
    const metadata = { a: 1 };
    metadata.self = metadata;
    return withMetadata(metadata);
  },
  'cycle in input': () => {
    const manifest = base();
    manifest.input.properties = { a: manifest.input };
    return manifest;
  },
  'cycle in needsSpec.env': () => {
    const env = { type: 'string' };
    env.items = { not: env };
    return { ...base(), needsSpec: { env: { REGION: env } } };
  },
  // Ancestors past the first levels are looked up another way than the shallow ones.
  'cycle 40 levels down': () => {
    const chain = [{}];
    for (let level = 0; level < 40; level++) chain.push((chain[level].next = {}));
    chain[40].back = chain[35];
    return withMetadata({ deep: chain[0] });
  },
  'array that contains itself': () => {
    const list = [1];
    list.push(list);
    return withMetadata({ list });
  },
  'DAG of 40 shared levels': () => withMetadata({ tree: shared(40) }),
  // Past the depth limit: the values cut off count toward the size too (this one ran out of memory).
  'DAG of 600 shared levels': () => withMetadata({ tree: shared(600) }),
  'sparse array of length 2**32 - 1': () => {
    const list = [];
    list.length = 2 ** 32 - 1;
    return withMetadata({ list });
  },
  'hole in a sparse array': () => withMetadata({ list: [1, , 3] }), // eslint-disable-line no-sparse-arrays
  'getter that throws': () => {
    const metadata = {};
    Object.defineProperty(metadata, 'boom', { enumerable: true, get: () => { throw new Error('boom'); } });
    return withMetadata(metadata);
  },
  // What is thrown can be anything: describing it must not throw again.
  'getter that throws an object without a prototype': () => {
    const manifest = base();
    Object.defineProperty(manifest, 'description', { enumerable: true, get: () => { throw Object.create(null); } });
    return manifest;
  },
  'getter that throws an Error whose message getter throws': () => {
    const thrown = new Error('x');
    Object.defineProperty(thrown, 'message', { get: () => { throw Object.create(null); } });
    const metadata = {};
    Object.defineProperty(metadata, 'boom', { enumerable: true, get: () => { throw thrown; } });
    return withMetadata(metadata);
  },
  'getter that throws a Proxy whose traps all throw': () => {
    const trap = () => { throw Object.create(null); };
    const thrown = new Proxy({}, { get: trap, getPrototypeOf: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap });
    const metadata = {};
    Object.defineProperty(metadata, 'boom', { enumerable: true, get: () => { throw thrown; } });
    return withMetadata(metadata);
  },
  'Proxy whose ownKeys trap throws an object without a prototype': () => withMetadata(new Proxy({}, { ownKeys: () => { throw Object.create(null); } })),
  'Proxy whose ownKeys trap throws': () => withMetadata(new Proxy({}, { ownKeys: () => { throw new Error('no keys'); } })),
  'Proxy whose get trap throws': () => ({ ...base(), input: new Proxy({ type: 'object' }, { get: () => { throw new Error('no get'); } }) }),
  'revoked Proxy': () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return withMetadata({ gone: proxy });
  },
  'revoked Proxy as the manifest itself': () => {
    const { proxy, revoke } = Proxy.revocable(base(), {});
    revoke();
    return proxy;
  },
  'Proxy whose getPrototypeOf trap throws, as the manifest itself': () => new Proxy(base(), { getPrototypeOf: () => { throw new Error('no prototype'); } }),
  'own property undefined': () => ({ ...base(), input: undefined }),
  'function in metadata': () => withMetadata({ fn: () => 1 }),
  'symbol in metadata': () => withMetadata({ s: Symbol('s') }),
  'bigint in metadata': () => withMetadata({ n: 10n }),
  'Map in metadata': () => withMetadata({ map: new Map([['a', 1]]) }),
  'Set in metadata': () => withMetadata({ set: new Set([1]) }),
  'Date as a schema default': () => ({ ...base(), input: { type: 'object', properties: { when: { type: 'string', default: new Date(0) } } } }),
  'class instance': () => {
    class Tool {
      constructor() {
        Object.assign(this, base());
      }
    }
    return new Tool();
  },
  'typed array': () => withMetadata({ bytes: new Uint8Array(4) }),
  'inherited input': () => {
    const manifest = base();
    delete manifest.input;
    return Object.assign(Object.create({ input: { type: 'object' } }), manifest);
  },
  'non-enumerable input': () => {
    const manifest = base();
    Object.defineProperty(manifest, 'input', { value: { type: 'object' }, enumerable: false });
    return manifest;
  },
  'NaN': () => ({ ...base(), limits: { memMB: Number.NaN, cpuMs: 1 } }),
  '600 nested arrays': () => {
    let deep = [];
    for (let i = 0; i < 600; i++) deep = [deep];
    return withMetadata({ deep });
  },
  '2,000 keys': () => withMetadata(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
  'a million-element dense array': () => withMetadata({ list: new Array(1_000_000).fill(0) }),
};
