import { requireLazily } from '../runtime/lazy-require.js';

/**
 * The meta-schema documents Ajv's dialect classes have built in, by their path in the installed
 * packages, each loaded only when a reference reaches for it (literal ids, so the bundles carry them).
 */
export const META_DOCUMENTS: Readonly<Record<string, () => unknown>> = {
  'ajv-draft-04/dist/refs/json-schema-draft-04.json': () => requireLazily('ajv-draft-04/dist/refs/json-schema-draft-04.json'),
  'ajv/dist/refs/json-schema-draft-06.json': () => requireLazily('ajv/dist/refs/json-schema-draft-06.json'),
  'ajv/dist/refs/json-schema-draft-07.json': () => requireLazily('ajv/dist/refs/json-schema-draft-07.json'),
  'ajv/dist/refs/json-schema-2019-09/schema.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/schema.json'),
  'ajv/dist/refs/json-schema-2019-09/meta/core.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/meta/core.json'),
  'ajv/dist/refs/json-schema-2019-09/meta/applicator.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/meta/applicator.json'),
  'ajv/dist/refs/json-schema-2019-09/meta/validation.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/meta/validation.json'),
  'ajv/dist/refs/json-schema-2019-09/meta/meta-data.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/meta/meta-data.json'),
  'ajv/dist/refs/json-schema-2019-09/meta/format.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/meta/format.json'),
  'ajv/dist/refs/json-schema-2019-09/meta/content.json': () => requireLazily('ajv/dist/refs/json-schema-2019-09/meta/content.json'),
  'ajv/dist/refs/json-schema-2020-12/schema.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/schema.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/core.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/core.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/applicator.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/applicator.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/validation.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/validation.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/meta-data.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/meta-data.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json'),
  'ajv/dist/refs/json-schema-2020-12/meta/content.json': () => requireLazily('ajv/dist/refs/json-schema-2020-12/meta/content.json'),
};
