import type { Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import { comparableFormats, knownFormats } from './format-names.js';
import type { SubschemaVisitor } from './walk.js';

interface Refusal {
  readonly keyword: string;
  /** Why Ajv refuses the keyword here, or undefined when it does not. */
  readonly reason: (subschema: Record<string, unknown>, dialect: Dialect) => string | undefined;
  /** The fix: the same for every subschema, or worded by it. */
  readonly hint: string | ((subschema: Record<string, unknown>) => string);
  /**
   * Refused only where Ajv alone compiles the schema (the `needsSpec` schemas the runtime compiles):
   * the call validators of `input` and `output` rewrite an empty `enum` exactly and run the others on
   * their second engine.
   */
  readonly onlyAjv?: boolean;
}

// The names of comparableFormats(), spelt out so that loading the vet does not load ajv-formats' table (a test keeps them equal).
const COMPARABLE_FORMATS = 'date, time, date-time, iso-time or iso-date-time';

// What the meta-schemas allow but Ajv's compile (and so the Kindgi runtime) refuses, whatever its options.
const REFUSALS: readonly Refusal[] = [
  {
    keyword: 'enum',
    reason: ({ enum: values }) => (Array.isArray(values) && values.length === 0 ? 'an empty `enum`, which no value can match' : undefined),
    hint: 'Use `"not": {}` for a schema nothing matches, or list the allowed values.',
    onlyAjv: true,
  },
  {
    keyword: '$dynamicRef',
    reason: ({ $dynamicRef: ref }) => (typeof ref === 'string' && !ref.startsWith('#') ? 'a `$dynamicRef` that is not a fragment (`#name`)' : undefined),
    hint: 'Point `$dynamicRef` at a `$dynamicAnchor` of this document, as `#name`.',
    onlyAjv: true,
  },
  {
    keyword: '$recursiveRef',
    reason: ({ $recursiveRef: ref }) => (typeof ref === 'string' && !ref.startsWith('#') ? 'a `$recursiveRef` that is not `#`' : undefined),
    hint: 'Use `"$recursiveRef": "#"`, or a plain `$ref`.',
    onlyAjv: true,
  },
  {
    keyword: 'id',
    reason: ({ id }, dialect) => (dialect !== 'draft-04' && id !== undefined ? 'the draft-04 keyword `id` in a later dialect' : undefined),
    hint: 'Spell it `$id` (draft-06 and later), or remove it.',
  },
  {
    keyword: 'nullable',
    reason: ({ nullable, type }) => {
      const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
      if (types.includes('null') && nullable === false) return '`nullable: false` beside `type: "null"`';
      if (types.length === 0 && nullable !== undefined) return '`nullable` without `type`';
      return undefined;
    },
    hint: 'Drop `nullable` (an OpenAPI keyword) and add "null" to `type` instead.',
  },
  ...['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'].map(formatLimitRefusal),
];

// ajv-formats' bound keywords: Ajv checks, in this order, that `format` is beside it and that its
// limit is a string, in every mode; then, where formats assert (as the runtime's do), that the
// format has a `compare`. An unknown format it lets through (strict mode refuses that apart).
function formatLimitRefusal(keyword: string): Refusal {
  const refusal = (subschema: Record<string, unknown>): 'format' | 'string' | 'compare' | undefined => {
    if (!Object.hasOwn(subschema, 'format')) return 'format';
    if (typeof subschema[keyword] !== 'string') return 'string';
    const { format } = subschema;
    return typeof format === 'string' && knownFormats().has(format) && !comparableFormats().has(format) ? 'compare' : undefined;
  };
  return {
    keyword,
    reason: (subschema) => {
      switch (refusal(subschema)) {
        case 'format':
          return `\`${keyword}\` without a \`format\` beside it`;
        case 'string':
          return `a \`${keyword}\` that is not a string`;
        case 'compare':
          return `\`${keyword}\` beside \`"format": ${JSON.stringify(subschema['format'])}\`, which ajv-formats cannot compare`;
        default:
          return undefined;
      }
    },
    hint: (subschema) => {
      switch (refusal(subschema)) {
        case 'format':
          return `Add the \`format\` its limit is written in (${COMPARABLE_FORMATS}), or remove \`${keyword}\`.`;
        case 'string':
          return `Write the limit as a string in the format ("2020-01-01" for a date), or remove \`${keyword}\`.`;
        default:
          return `Only ${COMPARABLE_FORMATS} strings compare: bound the string another way (\`pattern\`, \`enum\`), or remove \`${keyword}\`.`;
      }
    },
  };
}

/** The keywords {@link unsupportedVisitor} reads. */
export const UNSUPPORTED_KEYWORDS: readonly string[] = REFUSALS.map((refusal) => refusal.keyword);

/** A subschema visitor adding `schema/unsupported` for what the meta-schema allows but Ajv refuses. */
export function unsupportedVisitor(dialect: Dialect, basePointer: string, issues: Issue[]): SubschemaVisitor {
  const callSchema = basePointer === '/input' || basePointer === '/output';
  return (subschema, place) => {
    // Most subschemas have none of these keywords.
    if (subschema.enum === undefined && subschema.id === undefined && subschema.nullable === undefined && subschema.$dynamicRef === undefined && subschema.$recursiveRef === undefined && !hasFormatLimit(subschema)) return;
    for (const refusal of REFUSALS) {
      if (!Object.hasOwn(subschema, refusal.keyword) || (callSchema && refusal.onlyAjv === true)) continue;
      const reason = refusal.reason(subschema, dialect);
      if (reason === undefined) continue;
      issues.push({
        code: 'schema/unsupported',
        severity: 'error',
        pointer: basePointer + joinPointer(place.pointer(), refusal.keyword),
        message: `Ajv, which compiles tool schemas at run time, refuses ${reason}.`,
        hint: typeof refusal.hint === 'string' ? refusal.hint : refusal.hint(subschema),
      });
    }
  };
}

function hasFormatLimit(subschema: Record<string, unknown>): boolean {
  return subschema.formatMinimum !== undefined || subschema.formatMaximum !== undefined || subschema.formatExclusiveMinimum !== undefined || subschema.formatExclusiveMaximum !== undefined;
}
