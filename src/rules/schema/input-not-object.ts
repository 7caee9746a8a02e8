import { defineRule, type RuleContext, type RuleFinding } from '../define-rule.js';
import { schemaFacts } from '../support/schema-facts.js';
import { listValues } from '../../suggest.js';
import { isJsonType } from '../../schema-checks/keywords.js';

const WHY = 'a tool’s arguments are always an object, and MCP clients and model providers expect "type": "object" at the input’s root';

export default defineRule({
  id: 'schema/input-not-object',
  description: 'The input schema does not say at its root that the arguments are an object: an error on an MCP tool, a warning on a pack tool.',
  severity: 'warning',
  why: 'A call’s arguments are a JSON object; MCP requires an `inputSchema` of `type: "object"`, and model providers refuse function parameters of any other root type.',
  fix: 'Put `"type": "object"` at the root of `input` (or of the schema its root `$ref` or `allOf` names), with the arguments under `properties`.',
  example: '"input": {"$schema": "http://json-schema.org/draft-07/schema#"}',
  reads: ['input'],
  // An MCP client refuses a tool whose inputSchema is not an object: an error there, a warning on a pack tool.
  check: ({ input }, context) => {
    const found = findings(input, context);
    return found.length === 0 || context.transport !== 'mcp' ? found : found.map((finding) => ({ ...finding, severity: 'error' as const }));
  },
});

function findings(input: Record<string, unknown>, context: RuleContext): RuleFinding[] {
    const { applied } = schemaFacts('input', input, context);
    if (applied.some(({ types }) => types !== undefined && types.length > 0 && types.every((type) => type === 'object'))) return [];
    const types = applied.flatMap((facts) => (facts.types === undefined ? [] : [facts.types]));
    // A `type` that names no JSON type ("strng") is schema/invalid's: one mistake, one issue.
    if (types.some((listed) => !listed.every(isJsonType))) return [];
    const pointer = Object.hasOwn(input, 'type') ? '/input/type' : '/input';
    const union = types.find((listed) => listed.includes('object'));
    if (union !== undefined) {
      return [{ pointer, message: `The input schema’s root "type" allows ${listValues(union)}, not only "object": ${WHY}.`, hint: 'Set "type": "object" at the root of input.' }];
    }
    const other = types.flat();
    return [
      {
        pointer,
        message:
          other.length === 0
            ? `The input schema does not say its value is an object: ${WHY}.`
            : `The input schema’s root "type" is ${listValues([...new Set(other)])}, not "object": ${WHY}.`,
        hint:
          other.length === 0
            ? 'Add "type": "object" at the root of input; a tool without arguments can use {"type": "object", "additionalProperties": false}.'
            : 'Wrap the value in an object: {"type": "object", "properties": {"value": …}, "required": ["value"]}.',
      },
    ];
}
