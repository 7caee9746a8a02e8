import type { AST } from '@eslint-community/regexpp';

/**
 * Writes a parsed pattern out again with some of its repeats rewritten: `rewrite` is asked of each
 * repeat, with its body already written out (so a repeat inside a rewritten one is rewritten too),
 * and gives the repeat's new text, or undefined to keep it as written. Everything else is copied
 * from `source`, the pattern as written.
 */
export function rewriteRepeats(parsed: AST.Pattern, source: string, rewrite: (repeat: AST.Quantifier, body: string) => string | undefined): string {
  const emit = (node: AST.Node): string => {
    if (node.type === 'Quantifier') {
      const body = emit(node.element);
      const rewritten = rewrite(node, body);
      if (rewritten !== undefined) return rewritten;
      return body + source.slice(node.element.end, node.end);
    }
    const children = childrenOf(node);
    if (children.length === 0) return node.raw;
    let text = '';
    let at = node.start;
    for (const child of children) {
      text += source.slice(at, child.start) + emit(child);
      at = child.end;
    }
    return text + source.slice(at, node.end);
  };
  return emit(parsed);
}

/** A repeat's body as an atom a count can follow: wrapped in a group unless it is one already. */
export function asAtom(repeat: AST.Quantifier, body: string): string {
  const { type } = repeat.element;
  return type === 'Character' || type === 'CharacterClass' || type === 'CharacterSet' || type === 'Group' || type === 'CapturingGroup' ? body : `(?:${body})`;
}

function childrenOf(node: AST.Node): readonly AST.Node[] {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives;
    case 'Alternative':
      return node.elements;
    case 'Quantifier':
      return [node.element];
    case 'Assertion':
      return node.kind === 'lookahead' || node.kind === 'lookbehind' ? node.alternatives : [];
    default:
      return [];
  }
}
