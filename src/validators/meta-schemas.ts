import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import schema2019 from 'ajv/dist/refs/json-schema-2019-09/schema.json' with { type: 'json' };
import applicator2019 from 'ajv/dist/refs/json-schema-2019-09/meta/applicator.json' with { type: 'json' };
import content2019 from 'ajv/dist/refs/json-schema-2019-09/meta/content.json' with { type: 'json' };
import core2019 from 'ajv/dist/refs/json-schema-2019-09/meta/core.json' with { type: 'json' };
import format2019 from 'ajv/dist/refs/json-schema-2019-09/meta/format.json' with { type: 'json' };
import metaData2019 from 'ajv/dist/refs/json-schema-2019-09/meta/meta-data.json' with { type: 'json' };
import validation2019 from 'ajv/dist/refs/json-schema-2019-09/meta/validation.json' with { type: 'json' };
import schema2020 from 'ajv/dist/refs/json-schema-2020-12/schema.json' with { type: 'json' };
import applicator2020 from 'ajv/dist/refs/json-schema-2020-12/meta/applicator.json' with { type: 'json' };
import content2020 from 'ajv/dist/refs/json-schema-2020-12/meta/content.json' with { type: 'json' };
import core2020 from 'ajv/dist/refs/json-schema-2020-12/meta/core.json' with { type: 'json' };
import formatAnnotation2020 from 'ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json' with { type: 'json' };
import metaData2020 from 'ajv/dist/refs/json-schema-2020-12/meta/meta-data.json' with { type: 'json' };
import unevaluated2020 from 'ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json' with { type: 'json' };
import validation2020 from 'ajv/dist/refs/json-schema-2020-12/meta/validation.json' with { type: 'json' };

/**
 * The dialects' meta-schemas (Ajv's copies, so both engines resolve the same documents), each with
 * the URI its `$id` declares, without a trailing `#`: a `$ref` to a meta-schema resolves offline.
 */
export const META_SCHEMAS: readonly (readonly [uri: string, schema: Record<string, unknown>])[] = [
  draft06,
  draft07,
  schema2019,
  applicator2019,
  content2019,
  core2019,
  format2019,
  metaData2019,
  validation2019,
  schema2020,
  applicator2020,
  content2020,
  core2020,
  formatAnnotation2020,
  metaData2020,
  unevaluated2020,
  validation2020,
].map((schema) => [String((schema as { $id: string }).$id).replace(/#$/, ''), schema as Record<string, unknown>] as const);
