import { defineRule, type RuleFinding } from '../define-rule.js';
import { memoize } from '../../memo.js';
import { parseUrlTemplate, type UrlTemplateProblem } from '../support/url-template.js';
import { runtimeForm, uriTemplateExpression } from '../support/uri-template-expression.js';

const POINTER = '/spec/urlTemplate';

export default defineRule({
  id: 'http/url-template-invalid',
  description: '`spec.urlTemplate`, with its placeholders filled, is not an absolute http(s) URL with a fixed host.',
  severity: 'error',
  why: 'The runtime refuses a URL template that is not http(s) with a host, or whose scheme, host or port a call’s input would choose; fetch refuses a URL with credentials in it; a placeholder it cannot fill is sent as literal braces.',
  fix: 'Write `https://<host>/…` with the scheme, host and port spelled out, and `{name}` placeholders (letters, digits, `_`) only in the path and query.',
  example: '"urlTemplate": "https://{region}.api.example.com/v1/items"',
  reads: ['spec'],
  requires: ['spec'],
  check: ({ spec }) => parseUrlTemplate(spec.urlTemplate).problems.map((problem) => finding(problem, spec.urlTemplate)),
});

function finding(problem: UrlTemplateProblem, template: string): RuleFinding {
  switch (problem.kind) {
    case 'whitespace':
      return at('spec.urlTemplate begins or ends with white space.', 'Remove the spaces around the URL.');
    case 'unmatched-brace':
      return at(
        `spec.urlTemplate has a "${problem.brace}" at character ${problem.index + 1} that ${problem.brace === '{' ? 'opens' : 'closes'} no placeholder.`,
        'Write placeholders as {name}, or remove the stray brace.',
      );
    case 'placeholder-name':
      return placeholderNameFinding(problem.text, problem.index, template);
    case 'placeholder':
      return problem.part === 'userinfo'
        ? at(`The placeholder {${problem.name}} stands in the URL’s user info, which the runtime refuses.`, 'Send credentials with spec.authorization instead.')
        : at(
            `The placeholder {${problem.name}} stands in the URL’s ${problem.part}, so a call’s input would choose where the request goes.`,
            problem.part === 'scheme'
              ? 'Start the template with "https://" and the host, written out.'
              : `Write the ${problem.part} literally and move {${problem.name}} into the path or query (one tool per server if need be).`,
          );
    case 'not-absolute':
      return at('spec.urlTemplate is not an absolute URL: it must start with http:// or https:// and a host.', absoluteHint(template));
    case 'scheme':
      return at(`spec.urlTemplate uses the scheme "${problem.scheme}", but an HTTP spec calls only http and https URLs.`, 'Use an https:// URL.');
    case 'credentials':
      return at('spec.urlTemplate carries user info ("user:password@"), and fetch refuses a request to a URL with credentials.', 'Remove the user info and send the credential with spec.authorization.');
    case 'no-host':
      return at('spec.urlTemplate names no host after "://".', 'Write the host, as in "https://api.example.com/…".');
    case 'port':
      return at(`The port "${problem.port}" in spec.urlTemplate is not a number from 0 to 65535.`, 'Fix the port, or leave it out for the default.');
    case 'host':
      return at(`The host "${problem.host}" in spec.urlTemplate is not a valid host name.`, 'Write a host name such as "api.example.com", or an IP address.');
  }
}

/** The template made absolute, when that is plain (`https:api…` → `https://api…`, `api.example.com/…` → `https://api.example.com/…`) and the result is valid. */
function absoluteHint(template: string): string {
  const candidate = /^https?:(?!\/\/)/i.test(template) ? template.replace(/^(https?:)\/?/i, '$1//') : /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(?=[/:?#]|$)/.test(template) ? `https://${template}` : undefined;
  if (candidate !== undefined && parseUrlTemplate(candidate).problems.length === 0) return `Write "${candidate}".`;
  return 'Start the template with "https://" and the host it calls, as in "https://api.example.com/…".';
}

/** A placeholder the runtime never fills; for an RFC 6570 expression, the template written with the placeholders it does fill. */
function placeholderNameFinding(text: string, index: number, template: string): RuleFinding {
  const never = `The URL placeholder {${text}} is never filled: the runtime fills only names of letters, digits and "_"`;
  const expression = uriTemplateExpression(text);
  if (expression === undefined) return at(`${never}.`, `Name the input property and the placeholder {${text.trim().replace(/\W+/g, '_') || 'name'}}.`);
  const kind = expression.operator === '' ? (expression.names.length > 1 ? 'several variables' : 'a modifier') : `the operator "${expression.operator}"`;
  const message = `${never}, and {${text}} is an RFC 6570 expression (${kind}), which it does not expand.`;
  if (expression.operator === '#') return at(message, `Move the value into the path or query as {${expression.names[0] ?? 'name'}}: the runtime sends no URL fragment.`);
  const notes = [
    ...(expression.operator === '+' ? ['the runtime percent-encodes each value, "/" included'] : []),
    ...(expression.modified ? ['it sends each value whole'] : []),
  ];
  const said = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  // A long template is not quoted whole in each of its expressions' hints: thousands of them would each hold a copy.
  if (template.length > QUOTED_TEMPLATE_MAX) {
    const query = template.indexOf('?');
    const form = runtimeForm(expression, query !== -1 && query < index) ?? '';
    return at(message, `Write ${form} in place of {${text}}${said}.`);
  }
  return at(message, `Write ${JSON.stringify(rewriteExpressions(template))}${said}.`);
}

const QUOTED_TEMPLATE_MAX = 2048;

/**
 * The template with every RFC 6570 expression the runtime can write otherwise written as its
 * placeholders do. Once per template: each expression's finding quotes the same rewrite.
 */
const rewriteExpressions = memoize((template: string): string => {
  const query = template.indexOf('?');
  return template.replace(/\{([^{}]*)\}/g, (whole, text: string, offset: number) => {
    const expression = uriTemplateExpression(text);
    const form = expression === undefined ? undefined : runtimeForm(expression, query !== -1 && query < offset);
    return form ?? whole;
  });
}, 16);

function at(message: string, hint: string): RuleFinding {
  return { pointer: POINTER, message, hint };
}
