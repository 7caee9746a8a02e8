/** An RFC 6570 expression, as a URL placeholder's braces hold it: `+path`, `?q,page`, `list*`, `id:3`. */
export interface UriTemplateExpression {
  /** The operator (`+`, `#`, `.`, `/`, `;`, `?`, `&`), or `''` for simple expansion. */
  readonly operator: string;
  /** Its variable names, in order. */
  readonly names: readonly string[];
  /** Whether a variable has a modifier: `*` (explode) or `:n` (prefix). */
  readonly modified: boolean;
}

const EXPRESSION = /^([+#./;?&]?)([A-Za-z0-9_]+(?:\*|:[1-9]\d{0,3})?(?:,[A-Za-z0-9_]+(?:\*|:[1-9]\d{0,3})?)*)$/;

/**
 * The braces' text of a URL placeholder read as an RFC 6570 (level 2 to 4) expression, when it is
 * one the runtime does not fill: an operator, several names or a modifier. Undefined for a plain
 * `{name}` and for text that is no such expression (`{user-id}`). Never throws.
 *
 * @example
 * ```ts
 * uriTemplateExpression('?q,page'); // { operator: '?', names: ['q', 'page'], modified: false }
 * uriTemplateExpression('q');       // undefined: the runtime fills it
 * ```
 */
export function uriTemplateExpression(text: string): UriTemplateExpression | undefined {
  const match = EXPRESSION.exec(text);
  if (match === null) return undefined;
  const operator = match[1] ?? '';
  const specs = (match[2] ?? '').split(',');
  const names = specs.map((spec) => spec.replace(/(\*|:\d+)$/, ''));
  const modified = specs.some((spec, index) => spec !== names[index]);
  if (operator === '' && names.length === 1 && !modified) return undefined;
  return { operator, names, modified };
}

/**
 * What the runtime's `{name}` placeholders write for an expression, as near as they come: `{+path}`
 * → `{path}`, `{/a,b}` → `/{a}/{b}`, `{?q,page}` → `?q={q}&page={page}` (`&` first when the
 * template already has a query), `{;x}` → `;x={x}`. Undefined for a fragment (`{#x}`): the runtime
 * sends no fragment, so there is nothing to write instead. Where RFC 6570 leaves out an undefined
 * variable, the runtime fails the call instead.
 */
export function runtimeForm(expression: UriTemplateExpression, inQuery: boolean): string | undefined {
  const { operator, names } = expression;
  const filled = names.map((name) => `{${name}}`);
  switch (operator) {
    case '':
    case '+':
      return filled.join(',');
    case '.':
    case '/':
      return filled.map((text) => `${operator}${text}`).join('');
    case ';':
      return names.map((name) => `;${name}={${name}}`).join('');
    case '?':
    case '&':
      return names.map((name, index) => `${index === 0 && operator === '?' && !inQuery ? '?' : '&'}${name}={${name}}`).join('');
    default:
      return undefined;
  }
}
