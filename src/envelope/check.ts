import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { dialectRow } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import { TOOL_SCHEMA } from '../tool-schema.js';
import { envelopeIssues } from './errors.js';

let validator: ValidateFunction | undefined;

/** The bundled tool schema, compiled once per process. */
function toolSchemaValidator(): ValidateFunction {
  if (validator === undefined) {
    const ajv = dialectRow('2020-12').createAjv({ allErrors: true, verbose: true, strict: true, logger: false });
    addFormats.default(ajv);
    ajv.addKeyword({ keyword: 'x-discriminator', schemaType: 'string' });
    validator = ajv.compile(TOOL_SCHEMA);
  }
  return validator as ValidateFunction;
}

/** Validates a manifest against the bundled `tool.schema.json`: one issue per real problem. */
export function checkEnvelope(manifest: unknown): Issue[] {
  const validate = toolSchemaValidator();
  if (validate(manifest)) return [];
  return envelopeIssues(validate.errors ?? [], manifest);
}
