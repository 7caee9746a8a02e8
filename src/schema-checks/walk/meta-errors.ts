import type { Issue } from '../../issue.js';
import { describeMetaErrors, type MetaError } from './describe.js';
import type { Place } from './place.js';

/** How many places with meta-schema errors one schema reports before it only counts them. */
export const DEFAULT_MAX_ERRORS = 100;

/**
 * The meta-schema errors of one schema, grouped by place as Ajv's are: the first `cap` places are
 * kept; past that, places are only counted, so a schema of 32,000 errors costs what it is long.
 */
export class MetaErrorLog {
  /** Every report so far, kept or counted: a subtree is invalid when this grew while walking it. */
  events = 0;
  // By place object, so no pointer is spelled for a place that is only counted; made on the first error.
  private byPlace: Map<Place, MetaError[]> | undefined;
  private overflow: Set<Place> | undefined;

  constructor(private readonly cap: number) {}

  /** Records the errors found at one place. */
  report(place: Place, errors: readonly MetaError[]): void {
    this.events++;
    this.byPlace ??= new Map();
    const known = this.byPlace.get(place);
    if (known !== undefined) known.push(...errors);
    else if (this.byPlace.size < this.cap) this.byPlace.set(place, [...errors]);
    else (this.overflow ??= new Set()).add(place);
  }

  /** One `schema/invalid` issue per place, and a `limit/too-many-errors` when places were only counted. */
  issues(basePointer: string): Issue[] {
    const issues: Issue[] = [];
    if (this.byPlace === undefined) return issues;
    // Two place objects may name one place: their errors are one issue, as Ajv's are.
    const byPointer = new Map<string, MetaError[]>();
    for (const [place, errors] of this.byPlace) {
      const known = byPointer.get(place.pointer());
      if (known === undefined) byPointer.set(place.pointer(), errors);
      else known.push(...errors);
    }
    for (const [pointer, errors] of byPointer) {
      const described = describeMetaErrors(pointer, errors);
      if (described !== undefined) issues.push({ code: 'schema/invalid', severity: 'error', pointer: basePointer + pointer, ...described });
    }
    if (this.overflow !== undefined) {
      issues.push({
        code: 'limit/too-many-errors',
        severity: 'error',
        pointer: basePointer,
        message: `The schema breaks its meta-schema in ${this.overflow.size.toLocaleString('en')} more places than the ${this.cap.toLocaleString('en')} reported here.`,
        hint: 'Fix the problems reported, then vet again.',
      });
    }
    return issues;
  }
}

/** Ajv's `type` error: `params.type` lists the types, comma-separated. */
export const typeError = (type: string, data: unknown): MetaError => ({ keyword: 'type', params: { type }, message: `must be ${type}`, data });

/** Ajv's error for a value below a minimum (`>=`) or an exclusive one (`>`). */
export const limitError = (comparison: '>=' | '>', limit: number, data: unknown): MetaError => ({
  keyword: comparison === '>' ? 'exclusiveMinimum' : 'minimum',
  params: { comparison, limit },
  message: `must be ${comparison} ${limit}`,
  data,
});

/** Ajv's `minItems` error. */
export const minItemsError = (limit: number, data: unknown): MetaError => ({ keyword: 'minItems', params: { limit }, message: `must NOT have fewer than ${limit} items`, data });

/** Ajv's `uniqueItems` error, naming the pair it found. */
export const uniqueError = (i: number, j: number, data: unknown): MetaError => ({
  keyword: 'uniqueItems',
  params: { i, j },
  message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
  data,
});

/** Ajv's `enum` error. */
export const enumError = (allowedValues: readonly unknown[], data: unknown): MetaError => ({ keyword: 'enum', params: { allowedValues }, message: 'must be equal to one of the allowed values', data });

/** Ajv's `pattern` error. */
export const patternError = (pattern: string, data: unknown): MetaError => ({ keyword: 'pattern', params: { pattern }, message: `must match pattern "${pattern}"`, data });

/** Ajv's `dependencies` error: a keyword that needs another. */
export const needsError = (property: string, missingProperty: string, data: unknown): MetaError => ({
  keyword: 'dependencies',
  params: { property, missingProperty, depsCount: 1, deps: missingProperty },
  message: `must have property ${missingProperty} when property ${property} is present`,
  data,
});

/** Ajv's `anyOf` error; composite, so it never names the place on its own. */
export const anyOfError = (data: unknown): MetaError => ({ keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf', data });
