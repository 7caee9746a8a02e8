/**
 * The part of a regular expression's syntax tree the syntactic ReDoS pass reads: the shape of
 * regexpp's AST (`@eslint-community/regexpp`) without positions and parents, so that either
 * regexpp's tree or quick-parse.ts's can be written out by tree.ts.
 */
export interface PatternAst {
  readonly alternatives: readonly Alternative[];
}
export interface Alternative {
  readonly elements: readonly Element[];
}
export type Element = Character | CharacterClass | CharacterSet | Group | CapturingGroup | Quantifier | Assertion | Unreadable;
export interface Character {
  readonly type: 'Character';
  readonly value: number;
  readonly raw: string;
}
export interface CharacterClassRange {
  readonly type: 'CharacterClassRange';
  readonly min: Character;
  readonly max: Character;
  readonly raw: string;
}
export interface CharacterSet {
  readonly type: 'CharacterSet';
  readonly kind: 'any' | 'digit' | 'space' | 'word' | 'property';
  readonly negate?: boolean;
  readonly raw: string;
}
export interface CharacterClass {
  readonly type: 'CharacterClass';
  readonly negate: boolean;
  readonly elements: readonly (Character | CharacterClassRange | CharacterSet | { readonly type: 'CharacterClass' | 'ClassStringDisjunction' | 'ExpressionCharacterClass' })[];
  readonly raw: string;
}
export interface Group {
  readonly type: 'Group';
  readonly modifiers?: unknown;
  readonly alternatives: readonly Alternative[];
}
export interface CapturingGroup {
  readonly type: 'CapturingGroup';
  readonly alternatives: readonly Alternative[];
}
export interface Quantifier {
  readonly type: 'Quantifier';
  readonly min: number;
  readonly max: number;
  readonly element: Element;
}
export interface Assertion {
  readonly type: 'Assertion';
  readonly kind: 'start' | 'end' | 'word' | 'lookahead' | 'lookbehind';
  /** `\B` (a word assertion), a negative lookaround. */
  readonly negate?: boolean;
}
/** What the syntactic pass does not analyse: a backreference, or a `v`-flag class expression (never met under `u`). */
export interface Unreadable {
  readonly type: 'Backreference' | 'ExpressionCharacterClass';
}
