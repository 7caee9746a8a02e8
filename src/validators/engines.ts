import type { AnySchema, ValidateFunction } from 'ajv';
import type { Dialect } from '../dialects/table.js';
import { compileWithAjv, type AjvSettings } from './ajv-engine.js';
import { AJV_MAX_UNITS, ajvCodeUnits, OPTIMIZED_MAX_UNITS } from './code-weight.js';
import { compileInterpreted, type InterpretedValidator } from './interpreted.js';
import { linearRegExp } from './regexp.js';
import { rewriteForAjv } from './rewrite.js';
import { secondEngineReason } from './route.js';
import { thrownMessage } from '../thrown.js';

/** Which engine a schema's validator runs on. */
export type EngineChoice = 'auto' | 'interpreted';

/**
 * One compiled schema: Ajv (a fast validator that decides, and an allErrors one built on first
 * need that lists the problems; or, with `oneRun`, the allErrors one alone, which does both), or
 * the interpreted engine, or why neither could compile it.
 */
export type Compiled =
  | {
      readonly engine: 'ajv';
      readonly fast: ValidateFunction;
      readonly full: () => ValidateFunction;
      readonly oneRun: boolean;
      /** The interpreted engine on the schema as written, compiled on first need: for a run that stopped at the error cap on errors a composite threw away. */
      readonly uncapped: () => Compiled;
    }
  | { readonly engine: 'interpreted'; readonly interpreted: InterpretedValidator; readonly reason: string }
  | { readonly failure: string };

/**
 * Compiles a schema (the caller's own copy) on the engine that is exact for it: Ajv after the
 * exact rewrites, unless the schema uses what Ajv evaluates otherwise than the specification,
 * code generation is disallowed, `choice` is `'interpreted'`, the schema would compile to more
 * than {@link AJV_MAX_UNITS} units of code, or Ajv cannot compile it; then
 * json-schema-library, held to the same bounds. `oneRun` (a schema that never throws errors away,
 * `SchemaShape.discardsErrors`): Ajv compiles only the allErrors validator, which costs what the
 * fast one does on valid data and lists the problems of invalid data in the same run.
 */
export function compileOnEngine(schema: AnySchema, dialect: Dialect, settings: AjvSettings, choice: EngineChoice, codeGeneration: boolean, oneRun = false): Compiled {
  if (!codeGeneration) return interpreted(schema, dialect, settings, 'code generation is disallowed here');
  if (choice === 'interpreted') return interpreted(schema, dialect, settings, 'the interpreted engine was chosen');
  // The rewrites are for Ajv: the second engine gets the schema as written, which it evaluates as specified.
  const original = structuredClone(schema);
  const rewritten = rewriteForAjv(schema, dialect, settings.useDefaults === false);
  const reason = secondEngineReason(schema, settings.schemas, rewritten);
  if (reason !== undefined) return interpreted(original, dialect, settings, reason);
  // Weighed before Ajv generates anything: past the bound, generating the code is what costs the memory.
  const units = ajvCodeUnits(schema, AJV_MAX_UNITS);
  if (units > AJV_MAX_UNITS) return interpreted(original, dialect, settings, `it would compile to more than ${AJV_MAX_UNITS.toLocaleString('en')} units of code on Ajv`);
  const optimize = units <= OPTIMIZED_MAX_UNITS;
  let second: Compiled | undefined;
  // A schema that throws no errors away never needs it: nothing is held for it.
  const uncapped = oneRun ? () => ({ failure: 'not needed' }) : () => (second ??= interpreted(original, dialect, settings, "Ajv's run stopped at its error cap"));
  try {
    if (oneRun) {
      const all = compileWithAjv(schema, dialect, settings, true, optimize);
      return { engine: 'ajv', fast: all, full: () => all, oneRun, uncapped };
    }
    const fast = compileWithAjv(schema, dialect, settings, false, optimize);
    let full: ValidateFunction | undefined;
    return { engine: 'ajv', fast, full: () => (full ??= compileWithAjv(schema, dialect, settings, true, optimize)), oneRun, uncapped };
  } catch (error) {
    const failure = error instanceof RangeError ? `its compiler overflowed its stack (${thrownMessage(error)})` : thrownMessage(error);
    // What Ajv cannot compile, the second engine may: a RangeError from relative `$ref`s among `$id`s, for one.
    const fallback = interpreted(original, dialect, settings, `Ajv could not compile it (${failure})`);
    return 'failure' in fallback ? { failure } : fallback;
  }
}

function interpreted(schema: AnySchema, dialect: Dialect, settings: AjvSettings, reason: string): Compiled {
  try {
    const matcher = settings.regExp === 'linear' ? (pattern: string) => linearRegExp(pattern, 'u') : (pattern: string) => new RegExp(pattern, 'u');
    return { engine: 'interpreted', reason, interpreted: compileInterpreted(schema, dialect, { formats: settings.formats, maxFormatLength: settings.maxFormatLength, maxErrors: settings.maxErrors, schemas: settings.schemas, matcher }) };
  } catch (error) {
    return { failure: thrownMessage(error) };
  }
}
