import type { Alternative, Character, CharacterClass, CharacterClassRange, CharacterSet, Element, PatternAst } from './pattern-ast.js';

/**
 * Parses the plain patterns most schemas carry (characters, classes, the escapes `\d \w \s`,
 * groups, alternations, quantifiers, `^ $ \b \B`) into the tree regexpp gives under the `u` flag;
 * undefined for anything else (lookarounds, backreferences, named groups, property escapes,
 * `\c`, `\u` surrogates, any syntax error), which is left to regexpp. A first vet meets regexpp's
 * parser cold, and loading and running it once costs more than the whole analysis of a pattern.
 */
export function quickParse(pattern: string): PatternAst | undefined {
  const parser = new QuickParser(pattern);
  try {
    const alternatives = parser.disjunction();
    return parser.at === pattern.length ? { alternatives } : undefined;
  } catch (thrown) {
    if (thrown === OUTSIDE) return undefined;
    throw thrown;
  }
}

/** Thrown (never escaping quickParse) at anything outside the subset. */
const OUTSIDE = new Error('outside the quick parser’s subset');
const CONTROL: Readonly<Record<string, number>> = { t: 0x09, n: 0x0a, v: 0x0b, f: 0x0c, r: 0x0d };
const SETS: Readonly<Record<string, CharacterSet['kind']>> = { d: 'digit', D: 'digit', s: 'space', S: 'space', w: 'word', W: 'word' };
const SYNTAX = '^$\\.*+?()[]{}|/';
const HEX = /^[0-9a-fA-F]+$/;

class QuickParser {
  at = 0;
  constructor(private readonly source: string) {}

  disjunction(): Alternative[] {
    const alternatives = [this.alternative()];
    while (this.source[this.at] === '|') {
      this.at++;
      alternatives.push(this.alternative());
    }
    return alternatives;
  }

  private alternative(): Alternative {
    const elements: Element[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') elements.push(this.term());
    return { elements };
  }

  private term(): Element {
    const char = this.source[this.at];
    if (char === '^' || char === '$') {
      this.at++;
      return this.unquantified({ type: 'Assertion', kind: char === '^' ? 'start' : 'end' });
    }
    const next = this.source[this.at + 1];
    if (char === '\\' && (next === 'b' || next === 'B')) {
      this.at += 2;
      return this.unquantified({ type: 'Assertion', kind: 'word', negate: next === 'B' });
    }
    return this.quantified(this.atom());
  }

  private unquantified(assertion: Element): Element {
    if ('*+?{'.includes(this.source[this.at] ?? '|')) throw OUTSIDE;
    return assertion;
  }

  private atom(): Element {
    const start = this.at;
    const char = this.source[this.at];
    if (char === '(') {
      this.at++;
      let capturing = true;
      if (this.source[this.at] === '?') {
        if (this.source[this.at + 1] !== ':') throw OUTSIDE;
        this.at += 2;
        capturing = false;
      }
      const alternatives = this.disjunction();
      if (this.source[this.at] !== ')') throw OUTSIDE;
      this.at++;
      return capturing ? { type: 'CapturingGroup', alternatives } : { type: 'Group', alternatives };
    }
    if (char === '[') return this.characterClass();
    if (char === '.') {
      this.at++;
      return { type: 'CharacterSet', kind: 'any', raw: '.' };
    }
    if (char === '\\') return this.escape(false);
    if (char === undefined || (SYNTAX.includes(char) && char !== '/')) throw OUTSIDE;
    return this.character(start);
  }

  private quantified(element: Element): Element {
    let min: number;
    let max: number;
    const char = this.source[this.at];
    if (char === '*' || char === '+' || char === '?') {
      this.at++;
      [min, max] = char === '*' ? [0, Infinity] : char === '+' ? [1, Infinity] : [0, 1];
    } else if (char === '{') {
      const bounds = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(this.source.slice(this.at));
      if (bounds === null) throw OUTSIDE;
      this.at += bounds[0].length;
      min = Number(bounds[1]);
      max = bounds[2] === undefined ? min : bounds[3] === '' ? Infinity : Number(bounds[3]);
      if (max < min) throw OUTSIDE;
    } else return element;
    if (this.source[this.at] === '?') this.at++;
    return { type: 'Quantifier', min, max, element };
  }

  private characterClass(): CharacterClass {
    const start = this.at++;
    const negate = this.source[this.at] === '^';
    if (negate) this.at++;
    const elements: (Character | CharacterClassRange | CharacterSet)[] = [];
    while (this.source[this.at] !== ']') {
      const from = this.at;
      const low = this.classAtom();
      if (this.source[this.at] !== '-' || this.source[this.at + 1] === ']' || this.at + 1 >= this.source.length) {
        elements.push(low);
        continue;
      }
      this.at++;
      const high = this.classAtom();
      if (low.type !== 'Character' || high.type !== 'Character' || high.value < low.value) throw OUTSIDE;
      elements.push({ type: 'CharacterClassRange', min: low, max: high, raw: this.source.slice(from, this.at) });
    }
    this.at++;
    return { type: 'CharacterClass', negate, elements, raw: this.source.slice(start, this.at) };
  }

  private classAtom(): Character | CharacterSet {
    if (this.at >= this.source.length) throw OUTSIDE;
    if (this.source[this.at] !== '\\') return this.character(this.at);
    const escaped = this.escape(true);
    if (escaped.type !== 'Character' && escaped.type !== 'CharacterSet') throw OUTSIDE;
    return escaped;
  }

  private escape(inClass: boolean): Character | CharacterSet {
    const start = this.at;
    const char = this.source[this.at + 1];
    if (char === undefined) throw OUTSIDE;
    this.at += 2;
    const kind = SETS[char];
    if (kind !== undefined) return { type: 'CharacterSet', kind, negate: char === char.toUpperCase(), raw: this.source.slice(start, this.at) };
    let value: number | undefined = CONTROL[char];
    if (value === undefined && (SYNTAX.includes(char) || (inClass && char === '-'))) value = char.charCodeAt(0);
    if (value === undefined && inClass && char === 'b') value = 0x08;
    if (value === undefined && char === '0' && !/[0-9]/.test(this.source[this.at] ?? '')) value = 0;
    if (value === undefined && char === 'x') value = this.hex(2);
    if (value === undefined && char === 'u') value = this.source[this.at] === '{' ? this.braced() : this.hex(4);
    if (value === undefined || (value >= 0xd800 && value <= 0xdfff)) throw OUTSIDE;
    return { type: 'Character', value, raw: this.source.slice(start, this.at) };
  }

  private hex(digits: number): number {
    const text = this.source.slice(this.at, this.at + digits);
    if (text.length !== digits || !HEX.test(text)) throw OUTSIDE;
    this.at += digits;
    return parseInt(text, 16);
  }

  private braced(): number {
    const end = this.source.indexOf('}', this.at);
    const text = this.source.slice(this.at + 1, end);
    if (end < 0 || text.length === 0 || text.length > 8 || !HEX.test(text)) throw OUTSIDE;
    this.at = end + 1;
    const value = parseInt(text, 16);
    if (value > 0x10ffff) throw OUTSIDE;
    return value;
  }

  private character(start: number): Character {
    const value = this.source.codePointAt(start) as number;
    if (value >= 0xd800 && value <= 0xdfff) throw OUTSIDE;
    this.at = start + (value > 0xffff ? 2 : 1);
    return { type: 'Character', value, raw: this.source.slice(start, this.at) };
  }
}
