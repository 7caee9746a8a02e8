import { defineRule, type RuleFinding } from '../define-rule.js';
import { substitutedNames } from '../support/placeholders.js';

export default defineRule({
  id: 'http/url-placeholder-in-fragment',
  description: 'A `{param}` in `spec.urlTemplate` stands after the `#`, in the URL’s fragment.',
  severity: 'error',
  why: 'fetch sends a request’s path and query, never its fragment, so a value the runtime writes after the "#" never reaches the server; and as with every URL placeholder, the runtime leaves the property out of a `json-input` body, so the API never gets it at all.',
  fix: 'Move the placeholder before the `#`, into the path or the query (`?name={name}`), and drop the fragment.',
  example: '"urlTemplate": "https://api.example.com/search#q={q}"',
  reads: ['spec', 'transport'],
  requires: ['spec'],
  check: ({ spec }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (context.transport === 'mcp') return [];
    // The runtime percent-encodes each value, so only the template's own "#" begins the fragment.
    const hash = spec.urlTemplate.indexOf('#');
    if (hash < 0) return [];
    // The runtime's default body: the input less the URL placeholders' properties (none on a GET).
    const jsonBody = spec.requestBody === undefined ? spec.method !== 'GET' : spec.requestBody.kind === 'json-input';
    const findings: RuleFinding[] = [];
    // No placeholder spans the "#" (a name is word characters), so the fragment's are the names of the text after it.
    const names = substitutedNames(spec.urlTemplate.slice(hash + 1));
    for (let index = 0; index < names.length; index++) {
      const name = names[index] as string;
      findings.push({
        pointer: '/spec/urlTemplate',
        message: `The URL placeholder {${name}} stands after the "#", in the URL's fragment, which is never sent to the server, so the API never gets its value from the URL${jsonBody ? ', nor from the JSON body, which the runtime sends without the URL placeholders’ properties' : ''}.`,
        hint: `Move {${name}} before the "#", into the path or the query (?${name}={${name}}), and drop the fragment.`,
      });
    }
    return findings;
  },
});
