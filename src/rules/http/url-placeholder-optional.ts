import { defineRule, type RuleFinding } from '../define-rule.js';
import { filledByDefault, rootProperties } from '../support/input-properties.js';
import { substitutedNames } from '../support/placeholders.js';

export default defineRule({
  id: 'http/url-placeholder-optional',
  description: 'A `{param}` in `spec.urlTemplate` names an input property that is neither `required` nor given a `default`.',
  severity: 'warning',
  why: 'The runtime fills a URL placeholder from the call’s input and refuses to build the URL when the input lacks the property (after filling its schema `default`), so a call that leaves it out fails.',
  fix: 'List the property in `input.required`, give it a `default`, or move it out of the URL.',
  example: '"urlTemplate": ".../{city}" with "city" declared but not required',
  reads: ['spec', 'input'],
  requires: ['spec'],
  check: ({ spec, input }) => {
    const { declared, required } = rootProperties(input);
    const findings: RuleFinding[] = [];
    const names = substitutedNames(spec.urlTemplate);
    for (let index = 0; index < names.length; index++) {
      const name = names[index] as string;
      if (!declared.has(name) || required.has(name)) continue;
      if (filledByDefault(input, name)) continue;
      findings.push({
        pointer: '/spec/urlTemplate',
        message: `The URL placeholder {${name}} names an input property that is not required and has no default, so a call without it fails: the runtime cannot build the URL.`,
        hint: `Add "${name}" to input.required, or give it a default.`,
      });
    }
    return findings;
  },
});
