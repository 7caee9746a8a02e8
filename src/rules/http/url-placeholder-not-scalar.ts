import { defineRule, type RuleFinding } from '../define-rule.js';
import { listWords } from '../../suggest.js';
import { KIND_WORDS, kindNames, placeholderKinds, SCALAR_KINDS } from '../support/property-types.js';

export default defineRule({
  id: 'http/url-placeholder-not-scalar',
  description: 'A `{param}` in `spec.urlTemplate` names an input property whose schema allows an object, an array or null: an error when it allows no string, number or boolean, a warning when it allows one of those too.',
  severity: 'error',
  why: 'The runtime writes a string, number or boolean into the URL (percent-encoded) and fails the call when the property’s value is an object, an array or null: a property that can only be one of those fails every call that sends it, and one that may be null fails each call that sends null.',
  fix: 'Give the property a string, number or boolean `type` (without `"null"`), or take it out of the URL and send it in the request body.',
  example: '"urlTemplate": "https://api.example.com/search?q={filter}" with "filter": {"type": "object"} in input.properties',
  reads: ['spec', 'input', 'transport'],
  requires: ['spec'],
  check: ({ spec, input }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (context.transport === 'mcp') return [];
    const findings: RuleFinding[] = [];
    // A name no input holds is http/url-placeholder-undeclared's; placeholderKinds leaves it out.
    for (const { name, kinds } of placeholderKinds(spec.urlTemplate, input)) {
      if ((kinds & ~SCALAR_KINDS) === 0) continue;
      const others = kindNames(kinds & ~SCALAR_KINDS);
      const scalar = (kinds & SCALAR_KINDS) !== 0;
      const words = listWords(others.map((kind) => KIND_WORDS[kind]));
      findings.push({
        pointer: '/spec/urlTemplate',
        ...(scalar ? { severity: 'warning' as const } : {}),
        message: scalar
          ? `The URL placeholder {${name}} names an input property that may be ${words}, which the runtime cannot write into a URL, so a call that sends ${others.length === 1 ? 'it' : 'one'} fails.`
          : `The URL placeholder {${name}} names an input property that can only be ${words}, which the runtime cannot write into a URL, so every call that sends it fails.`,
        hint: scalar
          ? `Leave ${words} out of input.properties.${name}'s schema (a string, number or boolean only).`
          : `Give input.properties.${name} a string, number or boolean type, or take {${name}} out of the URL and send the property in the body.`,
      });
    }
    return findings;
  },
});
