import { complement, hasCodePoint, intersect, union } from './charset.js';
import { labelOf, type Automaton, type Meter } from './automaton.js';
import type { Ambiguity } from './ambiguity.js';
import { shortestPath } from './graph.js';
import type { Atom } from './tree.js';

/** A string that makes backtracking explode: `prefix`, then `pump` repeated, then `suffix`, with no match anywhere. */
export interface Attack {
  readonly prefix: string;
  readonly pump: string;
  readonly suffix: string;
}

const COMMON = [...'a0A _-.@!/:=~\n\u0000é'].map((char) => char.codePointAt(0) as number);
const MAX_PUMPS = 64;

/**
 * Builds the attack an ambiguity promises and proves it by simulating the automaton on sets of
 * states (linear, exact): for every large number of pumps, no match may start where the
 * exploding search starts (index 0, or for the search retried from every position, anywhere
 * before the suffix), since only a failing search explores every path; matches starting later
 * are found only after it. Undefined when no such string is found, so a pattern is never called
 * vulnerable without a failing continuation.
 */
export function proveAttack(automaton: Automaton, ambiguity: Exclude<Ambiguity, { kind: 'none' }>, meter: Meter): Attack | undefined {
  const member = memberTest(automaton);
  const pick = (targets: readonly number[]): string | undefined => {
    const over = targets.map((target) => labelOf(automaton, target)).reduce(intersect);
    const candidates = [...over.ranges.slice(0, 16).map(([lo]) => lo), ...COMMON.filter((point) => hasCodePoint(over, point))];
    const found = candidates.find((point) => targets.every((target) => member(target, point)));
    return found === undefined ? undefined : String.fromCodePoint(found);
  };
  const pumpChars = ambiguity.pump.map(pick);
  if (pumpChars.some((char) => char === undefined)) return undefined;
  const pump = pumpChars.join('');
  let prefix = '';
  // Attempts from later starts matter only when the retried search is what explodes.
  const retried = ambiguity.state === automaton.loop;
  const next = (state: number) => [...(automaton.edges[state]?.keys() ?? [])].filter((target) => retried || target !== automaton.loop);
  if (ambiguity.state !== automaton.init && !retried) {
    const path = shortestPath(automaton.init, next, (state) => state === ambiguity.state, meter);
    const chars = path?.map((state) => pick([state]));
    if (chars === undefined || chars.some((char) => char === undefined)) return undefined;
    prefix = chars.join('');
  }
  const simulate = simulator(automaton, next, member, meter);
  let set = simulate([automaton.init], prefix);
  const seen = new Map<string, number>();
  const sets: number[][] = [];
  for (let pumps = 0; set !== 'match' && pumps < MAX_PUMPS; pumps++) {
    const key = set.join(',');
    const earlier = seen.get(key);
    if (earlier !== undefined) return failingSuffix(sets.slice(earlier), simulate, automaton, pump, { prefix, pump });
    seen.set(key, sets.length);
    sets.push(set);
    set = simulate(set, pump);
  }
  return undefined;
}

function failingSuffix(cycle: number[][], simulate: Simulate, automaton: Automaton, pump: string, attack: { prefix: string; pump: string }): Attack | undefined {
  const outside = complement(union(...automaton.atoms.map((atom) => atom.set)));
  const candidates = ['', ...(outside.exact && outside.ranges[0] ? [String.fromCodePoint(outside.ranges[0][0])] : []), ...COMMON.map((point) => String.fromCodePoint(point)), pump.slice(0, 1)];
  for (const suffix of candidates) {
    const fails = cycle.every((set) => {
      // Searches starting in the suffix or at the end come after the exploding ones.
      const end = simulate(set.filter((state) => state !== automaton.loop), suffix);
      return end !== 'match' && !end.some((state) => automaton.accept[state] !== undefined);
    });
    if (fails) return { ...attack, suffix };
  }
  return undefined;
}

type Simulate = (set: number[], text: string) => number[] | 'match';

/** Runs the automaton over `text` from a set of states: the set after it, or 'match' when a match ends on the way. */
function simulator(automaton: Automaton, next: (state: number) => number[], member: (target: number, point: number) => boolean, meter: Meter): Simulate {
  return (start, text) => {
    let set = start;
    for (const char of text) {
      if (set.some((state) => automaton.accept[state] === 'always')) return 'match';
      const point = char.codePointAt(0) as number;
      const after = new Set<number>();
      for (const state of set) {
        meter(1);
        for (const target of next(state)) if (member(target, point)) after.add(target);
      }
      set = [...after].sort((a, b) => a - b);
    }
    return set.some((state) => automaton.accept[state] === 'always') ? 'match' : set;
  };
}

/** Whether the position `target` accepts a code point, exactly: a Unicode property is asked of the engine itself. */
function memberTest(automaton: Automaton): (target: number, point: number) => boolean {
  const engines = new Map<Atom, RegExp>();
  return (target, point) => {
    const atom = automaton.atoms[target];
    if (atom === undefined) return true;
    if (atom.set.exact) return hasCodePoint(atom.set, point);
    if (!hasCodePoint(atom.set, point)) return false;
    let engine = engines.get(atom);
    if (engine === undefined) engines.set(atom, (engine = new RegExp(`^(?:${atom.raw})$`, 'u')));
    return engine.test(String.fromCodePoint(point));
  };
}

/** The attack in recheck's notation: `'a' + 'b'.repeat(30) + '!'`. */
export function describeAttack(attack: Attack, repeats: number): string {
  const quote = (text: string) => JSON.stringify(text);
  return [attack.prefix ? quote(attack.prefix) : '', `${quote(attack.pump)}.repeat(${repeats})`, attack.suffix ? quote(attack.suffix) : ''].filter(Boolean).join(' + ');
}
