import { requireLazily } from '../runtime/lazy-require.js';
import type { AnySchema, ValidateFunction } from 'ajv';
import { dialectRow, type Dialect } from '../dialects/table.js';
import { addExactKeywords } from './exact-keywords.js';
import { addCappedFormats } from './formats.js';
import { INLINE_REF_KEYS } from './code-weight.js';
import { linearRegExp } from './regexp.js';


/** What Ajv is built with. */
export interface AjvSettings {
  readonly strict: boolean;
  readonly formats: 'assert' | 'annotate';
  readonly useDefaults: boolean | 'empty';
  readonly schemas: Readonly<Record<string, unknown>>;
  readonly regExp: 'linear' | 'native';
  readonly maxFormatLength: number;
  /** The most errors one allErrors run collects before it stops. */
  readonly maxErrors: number;
}

/** Thrown by an allErrors validator that reached `maxErrors`: the errors it had. */
export interface ErrorCapReached {
  readonly kindgiErrorCap: readonly unknown[];
}

/** Whether a thrown value is {@link ErrorCapReached}. */
export function isErrorCap(thrown: unknown): thrown is ErrorCapReached {
  return typeof thrown === 'object' && thrown !== null && Array.isArray((thrown as ErrorCapReached).kindgiErrorCap);
}

let formatsPlugin: ((ajv: unknown) => unknown) | undefined;

/**
 * Compiles a schema with a fresh Ajv (schemas that declare the same `$id` differently never meet),
 * with the safety options: own properties only, capped formats, linear-time patterns, exact
 * `multipleOf` and linear `uniqueItems`. `allErrors: false` gives the fast validator that decides
 * validity; `allErrors: true` the one that lists every problem, which stops (throwing
 * {@link ErrorCapReached}) once it holds `maxErrors`, so a million wrong items cannot fill memory.
 * Referenced schemas of more than {@link INLINE_REF_KEYS} keys are compiled once, never copied into
 * each place that refers to them; `optimize: false` (a large schema) skips Ajv's code optimizer.
 * Throws what Ajv throws.
 */
export function compileWithAjv(schema: AnySchema, dialect: Dialect, settings: AjvSettings, allErrors: boolean, optimize = true): ValidateFunction {
  const cap = Math.max(1, Math.floor(settings.maxErrors));
  const ajv = dialectRow(dialect).createAjv({
    strict: settings.strict,
    ownProperties: true,
    allErrors,
    verbose: allErrors,
    useDefaults: settings.useDefaults,
    validateFormats: settings.formats === 'assert',
    validateSchema: false,
    logger: false,
    // Only the unions the exact rewrites mark carry the keyword (they drop a schema's own).
    discriminator: true,
    inlineRefs: INLINE_REF_KEYS,
    code: {
      optimize: optimize ? 1 : 0,
      ...(settings.regExp === 'linear' ? { regExp: linearRegExp as never } : {}),
      // Every error Ajv records ends in one of these two statements: after each, the count is checked.
      ...(allErrors ? { process: (code: string) => code.replace(/(\{vErrors\.push\(err\d+\);\}errors\+\+;|errors = vErrors\.length;)/g, `$1if(errors>${cap}){throw {kindgiErrorCap:vErrors};}`) } : {}),
    },
  });
  // The plugin also brings formatMinimum and its kin, which vet's strict check counts as known keywords.
  formatsPlugin ??= requireLazily('ajv-formats') as (ajv: unknown) => unknown;
  formatsPlugin(ajv);
  addCappedFormats(ajv, settings.maxFormatLength);
  addExactKeywords(ajv);
  for (const [uri, document] of Object.entries(settings.schemas)) {
    if (uri !== '' && !uri.startsWith('#')) ajv.addSchema(document as AnySchema, uri);
  }
  return ajv.compile(schema);
}
