import { requireLazily } from './runtime/lazy-require.js';
import type { ValidateFunction } from 'ajv';

// Paths from src/runtime (and dist/), where requireLazily resolves them.
const MODULES: Readonly<Record<string, () => unknown>> = {
  'tool-schema-check.cjs': () => requireLazily('../../generated/tool-schema-check.cjs'),
  'tool-schema.cjs': () => requireLazily('../../generated/tool-schema.cjs'),
  'meta-draft-04.cjs': () => requireLazily('../../generated/meta-draft-04.cjs'),
  'meta-draft-06.cjs': () => requireLazily('../../generated/meta-draft-06.cjs'),
  'meta-draft-07.cjs': () => requireLazily('../../generated/meta-draft-07.cjs'),
  'meta-2019-09.cjs': () => requireLazily('../../generated/meta-2019-09.cjs'),
  'meta-2020-12.cjs': () => requireLazily('../../generated/meta-2020-12.cjs'),
};
const loaded = new Map<string, ValidateFunction>();

/**
 * A validator that `npm run build` precompiled with Ajv's standalone code generation
 * (scripts/generate-validators.mjs): loaded on first use, never compiled at run time, so the
 * vet path works where code generation from strings is forbidden.
 */
export function precompiled(file: string): ValidateFunction {
  let validate = loaded.get(file);
  if (validate === undefined) {
    const load = MODULES[file];
    if (load === undefined) throw new Error(`No precompiled validator ${file}`);
    validate = load() as ValidateFunction;
    loaded.set(file, validate);
  }
  return validate;
}
