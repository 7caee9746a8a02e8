import type { AST } from '@eslint-community/regexpp';
import { regexpp } from '../../runtime/regexpp.js';
import { charSetOf, type CharSet } from './charset.js';

/**
 * A pattern as the backtracking engine sees it, with every counted repeat written out:
 * `x{2,4}` is `x x (x (x)?)?`, so every repeat left is `?` or `*` and has no minimum.
 */
export type RegexNode = Atom | Sequence | Alternation | Repeat | Anchor;
interface Linked {
  parent?: RegexNode;
}
/** A character-consuming position: a character, a class, a set escape, the dot. */
export interface Atom extends Linked {
  readonly kind: 'atom';
  readonly id: number;
  readonly set: CharSet;
  /** Its source, to test a character against it exactly. */
  readonly raw: string;
  /** The repeats it lies inside. */
  readonly repeats: ReadonlySet<Repeat>;
}
export interface Sequence extends Linked {
  readonly kind: 'seq';
  readonly items: RegexNode[];
}
export interface Alternation extends Linked {
  readonly kind: 'alt';
  readonly options: RegexNode[];
}
export interface Repeat extends Linked {
  readonly kind: 'repeat';
  body: RegexNode;
  /** `*` when true, `?` when false. */
  readonly unbounded: boolean;
}
export interface Anchor extends Linked {
  readonly kind: 'anchor';
  /** `^`, `$`, or a word boundary (`\b`, `\B`). */
  readonly which: 'start' | 'end' | 'word';
}

/** The written-out pattern, or why it is beyond the syntactic pass. */
export type ParsedPattern =
  | { readonly ok: true; readonly root: RegexNode; readonly atoms: readonly Atom[]; readonly hasWordBoundary: boolean; readonly largeCounts: boolean }
  | { readonly ok: false; readonly reason: string; readonly largeCounts: boolean };

/** More positions than this once counted repeats are written out is left to recheck. */
export const MAX_POSITIONS = 400;

/**
 * A repeat count from which a counted repeat is analysed as unbounded too: an ambiguity repeated
 * this often costs a backtracking search 2^16 paths or more (`^(?:a|a){1,30}$` took 3 s, 26 characters).
 */
export const LARGE_COUNT = 16;

class Unsupported extends Error {}

/**
 * Parses `pattern` as Ajv compiles it (`u` flag) and writes out its counted repeats; `largeCounts`
 * says whether one may repeat `relaxAt` times or more. With `relaxAt`, such a repeat is read as
 * unbounded instead (`{1,30}` as `{1,}`): a language that holds the pattern's, whose exponential
 * ambiguity the pattern shares up to its counts, which a backtracking search pays in full.
 */
export function parsePattern(pattern: string, relaxAt = Infinity): ParsedPattern {
  let ast: AST.Pattern;
  try {
    ast = new (regexpp().RegExpParser)({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode: true });
  } catch {
    return { ok: false, reason: 'not a valid pattern', largeCounts: false };
  }
  let largeCounts = false;
  const atoms: Atom[] = [];
  let hasWordBoundary = false;
  const open: Repeat[] = [];
  // Written-out copies share their atom's set, and atoms inside the same repeats share that set.
  const sets = new Map<AST.Node, CharSet>();
  let openSet: ReadonlySet<Repeat> | undefined;
  const atom = (node: AST.Character | AST.CharacterClass | AST.CharacterSet): Atom => {
    if (atoms.length >= MAX_POSITIONS) throw new Unsupported('too many positions once counted repeats are written out');
    const set = sets.get(node) ?? sets.set(node, charSetOf(node)).get(node) as CharSet;
    openSet ??= new Set(open);
    const made: Atom = { kind: 'atom', id: atoms.length, set, raw: node.raw, repeats: openSet };
    atoms.push(made);
    return made;
  };
  const alternatives = (list: AST.Alternative[]): RegexNode => (list.length === 1 ? sequence((list[0] as AST.Alternative).elements) : link({ kind: 'alt', options: list.map((alt) => sequence(alt.elements)) }));
  const sequence = (elements: AST.Element[]): RegexNode => link({ kind: 'seq', items: elements.map(element) });
  const repeat = (unbounded: boolean, body: () => RegexNode): Repeat => {
    const made: Repeat = { kind: 'repeat', body: undefined as unknown as RegexNode, unbounded };
    open.push(made);
    openSet = undefined;
    made.body = body();
    open.pop();
    openSet = undefined;
    return link(made);
  };
  let copies = 0;
  const quantified = (given: AST.Quantifier): RegexNode => {
    const large = Number.isFinite(given.max) && given.max >= LARGE_COUNT;
    if (large) largeCounts = true;
    const node = Number.isFinite(given.max) && given.max >= relaxAt ? { ...given, min: Math.min(given.min, 1), max: Infinity } : given;
    const written = node.max === Infinity ? node.min + 1 : node.max;
    copies += written;
    if (copies > MAX_POSITIONS) throw new Unsupported('counted repeats too large to write out');
    const copy = () => element(node.element);
    const items: RegexNode[] = [];
    for (let i = 0; i < node.min; i++) items.push(copy());
    if (node.max === Infinity) items.push(repeat(true, copy));
    else if (node.max > node.min) items.push(optionalChain(node.max - node.min, copy));
    return link({ kind: 'seq', items });
  };
  const optionalChain = (levels: number, copy: () => RegexNode): RegexNode => repeat(false, () => (levels === 1 ? copy() : link({ kind: 'seq', items: [copy(), optionalChain(levels - 1, copy)] })));
  function element(node: AST.Element): RegexNode {
    switch (node.type) {
      case 'Character':
      case 'CharacterClass':
      case 'CharacterSet':
        return atom(node);
      case 'Group':
        if (node.modifiers) throw new Unsupported('a modifier group');
        return alternatives(node.alternatives);
      case 'CapturingGroup':
        return alternatives(node.alternatives);
      case 'Quantifier':
        return quantified(node);
      case 'Assertion':
        if (node.kind === 'lookahead' || node.kind === 'lookbehind') throw new Unsupported('a lookaround');
        if (node.kind === 'word') hasWordBoundary = true;
        return { kind: 'anchor', which: node.kind };
      default:
        throw new Unsupported(node.type === 'Backreference' ? 'a backreference' : `a ${node.type}`);
    }
  }
  try {
    const root = alternatives(ast.alternatives);
    return { ok: true, root, atoms, hasWordBoundary, largeCounts };
  } catch (thrown) {
    if (thrown instanceof Unsupported) return { ok: false, reason: thrown.message, largeCounts };
    if (thrown instanceof RangeError) return { ok: false, reason: 'nested too deep', largeCounts };
    throw thrown;
  }
}

function link<T extends RegexNode>(node: T): T {
  const children = node.kind === 'seq' ? node.items : node.kind === 'alt' ? node.options : node.kind === 'repeat' ? [node.body] : [];
  for (const child of children) child.parent = node;
  return node;
}
