import { requireLazily } from '../runtime/lazy-require.js';
import { DIALECTS, type Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import type { SubschemaVisitor } from './walk.js';

interface UriParser {
  parse(uri: string): { error?: string };
}

// The URI library Ajv resolves ids with: what it cannot parse, compile throws on or mis-registers.
let uriParser: UriParser | undefined;
const parser = (): UriParser => (uriParser ??= (requireLazily('ajv/dist/runtime/uri') as { default: UriParser }).default);
const META_SCHEMAS = new Set(DIALECTS.map((row) => row.uri.replace(/#$/, '')));

/** A subschema visitor adding `schema/invalid-id` for an `$id` Ajv cannot parse or that names a meta-schema. */
/** The keywords {@link invalidIdVisitor} reads (`id` in draft-04, `$id` after). */
export const ID_VISITOR_KEYWORDS: readonly string[] = ['$id', 'id'];

export function invalidIdVisitor(dialect: Dialect, basePointer: string, issues: Issue[]): SubschemaVisitor {
  const keyword = dialect === 'draft-04' ? 'id' : '$id';
  return (subschema, place) => {
    const id = subschema[keyword];
    if (typeof id !== 'string') return;
    const problem = idProblem(id);
    if (problem === undefined) return;
    issues.push({
      code: 'schema/invalid-id',
      severity: 'error',
      pointer: basePointer + joinPointer(place.pointer(), keyword),
      message: `The ${keyword} ${JSON.stringify(id)} ${problem}.`,
      hint: 'Use an absolute URI of your own, such as "https://example.com/schemas/weather-input", or remove it.',
    });
  };
}


function idProblem(id: string): string | undefined {
  if (META_SCHEMAS.has(id.replace(/#$/, ''))) return 'names a JSON Schema meta-schema, which a tool schema cannot replace';
  let error: string | undefined;
  try {
    error = parser().parse(id).error;
  } catch (thrown) {
    error = (thrown as Error).message;
  }
  return error === undefined ? undefined : `is not a URI Ajv can use (${error.replace(/\.$/, '').toLowerCase()})`;
}
