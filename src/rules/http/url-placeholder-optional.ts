import { defineRule, type RuleFinding } from '../define-rule.js';
import { rootProperties } from '../support/input-properties.js';
import { substitutedPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/url-placeholder-optional',
  description: 'A `{param}` in `spec.urlTemplate` names an input property that is not `required`.',
  severity: 'warning',
  why: 'A call without the property leaves a hole in the URL.',
  fix: 'List the property in `input.required`, or move it out of the URL.',
  example: '"urlTemplate": ".../{city}" with "city" declared but not required',
  reads: ['spec', 'input'],
  check: ({ spec, input }) => {
    if (spec === undefined) return [];
    const { declared, required } = rootProperties(input);
    const findings: RuleFinding[] = [];
    // A loop, not filter: the remembered list is frozen, and V8's filter on a frozen array takes a slow path.
    for (const { name } of substitutedPlaceholders(spec.urlTemplate)) {
      if (!declared.has(name) || required.has(name)) continue;
      findings.push({
        pointer: '/spec/urlTemplate',
        message: `The URL placeholder {${name}} names an input property that is not required, so a call may leave it empty.`,
        hint: `Add "${name}" to input.required.`,
      });
    }
    return findings;
  },
});
