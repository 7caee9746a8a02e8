import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
const loaded = new Map<string, ValidateFunction>();

/**
 * A validator that `npm run build` precompiled with Ajv's standalone code generation
 * (scripts/generate-validators.mjs): loaded on first use, never compiled at run time, so the
 * vet path works where code generation from strings is forbidden.
 */
export function precompiled(file: string): ValidateFunction {
  let validate = loaded.get(file);
  if (validate === undefined) {
    validate = require(`../generated/${file}`) as ValidateFunction;
    loaded.set(file, validate);
  }
  return validate;
}
