import { chooseDialect, suggestDialectUri, type DialectOptions } from '../dialects/select.js';
import { single, type Proposals } from '../proposal.js';
import { DIALECTS } from '../dialects/table.js';

// A canonical URI is its own suggestion: nothing to propose, and no need to normalise it to find that out.
const CANONICAL: ReadonlySet<string> = new Set(DIALECTS.map((row) => row.uri));

/**
 * A `$schema` that is a near miss of a dialect URI (`https://json-schema.org/draft-07/schema`,
 * a typo) is fixed to the canonical URI when that dialect is one the tool may use; when it is
 * not (a draft-07 URI on a pack tool), the URI is only a suggestion, since the schema would
 * still need migrating.
 *
 * @example
 * ```ts
 * dialectUriProposals('https://json-schema.org/draft/2020-12/schema/', '/input/$schema', undefined, {});
 * // → { fix: { description: 'Write the canonical URI "https://json-schema.org/draft/2020-12/schema".', … } }
 * ```
 */
export function dialectUriProposals(declared: unknown, pointer: string, transport: unknown, options: DialectOptions): Proposals {
  if (typeof declared !== 'string' || CANONICAL.has(declared)) return {};
  const canonical = suggestDialectUri(declared);
  if (canonical === undefined || canonical === declared) return {};
  const change = single(`Write the canonical URI "${canonical}".`, { kind: 'replace', pointer, value: canonical });
  const usable = chooseDialect({ $schema: canonical }, typeof transport === 'string' ? transport : undefined, options).ok;
  return usable ? { fix: change } : { suggestions: [change] };
}
