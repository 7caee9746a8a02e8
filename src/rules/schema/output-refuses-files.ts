import { defineRule } from '../define-rule.js';
import { isObject } from '../../json.js';
import { listValues } from '../../suggest.js';
import { shutsOut } from '../support/shut-out.js';
import { refusalPlace, refusedType, schemaFacts } from '../support/schema-facts.js';

export default defineRule({
  id: 'schema/output-refuses-files',
  description: '`storesFiles` is true, but the output schema lets no result carry the top-level `files` that stored files are returned in.',
  severity: 'error',
  why: 'The specification has a tool that stores files return the file values `files.store` answers in its result’s top-level `files`, and the runtime checks every result against `output`: an output that is not an object, or is closed without `files`, refuses every result that returns a stored file.',
  fix: 'Declare `files` in the output’s root `properties` (of an object output), or remove `storesFiles` if the tool stores no files.',
  example: '"storesFiles": true with "output": {"type": "object", "properties": {"text": {"type": "string"}}, "additionalProperties": false}',
  reads: ['storesFiles', 'output', 'spec', 'transport'],
  requires: ['storesFiles'],
  check: ({ storesFiles, output, spec }, context) => {
    // On an MCP tool or one with a declarative spec, handler/handler-only-capability refuses the flag itself.
    if (storesFiles !== true || context.transport === 'mcp' || spec !== undefined) return [];
    const refusal = refusedType(schemaFacts('output', output, context), 'object');
    if (refusal !== undefined) {
      return [
        {
          pointer: `/output${refusal.pointer}`,
          message: `storesFiles is true, but the output schema allows only ${listValues(refusal.types)} at ${refusalPlace('output', refusal)}, so no result can be the object whose top-level "files" returns the files the tool stores.`,
          hint: 'Make the output an object with "files" in its properties, or remove "storesFiles".',
        },
      ];
    }
    if (!shutsOut(output, 'files', context.dialects.output)) return [];
    const own = isObject(output.properties) && Object.hasOwn(output.properties, 'files');
    return [
      {
        pointer: own ? '/output/properties/files' : output.additionalProperties === false ? '/output/additionalProperties' : output.unevaluatedProperties === false ? '/output/unevaluatedProperties' : '/output',
        message: `storesFiles is true, but the output schema ${own ? 'declares "files" false' : 'allows no "files" property'} at its root, so no result can return the files the tool stores.`,
        hint: 'Declare "files" in output.properties, or remove "storesFiles".',
      },
    ];
  },
});
