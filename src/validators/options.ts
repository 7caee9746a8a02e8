import type { Dialect } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import type { VetOptions } from '../options.js';
import type { DataLimits } from './data-bounds.js';

/**
 * Options of {@link compileToolValidators}. The vet options (`dialects`, `schemas`, `rules`,
 * `profile`) are passed on to the vet that comes first, so vet and compile agree on what
 * resolves and on what is refused.
 *
 * @example
 * ```ts
 * compileToolValidators(manifest, { formats: 'annotate', useDefaults: true, schemas: { 'https://example.com/geo.json': geo } });
 * ```
 */
export interface CompileOptions extends VetOptions {
  /** `'assert'` (the default): a string that breaks its `format` is invalid. `'annotate'`: `format` is ignored. */
  readonly formats?: 'assert' | 'annotate';
  /**
   * Fill in missing properties from their schema's `default`, in the data itself (Ajv's
   * `useDefaults`); `'empty'` also replaces `null` and `""`. Off by default.
   */
  readonly useDefaults?: boolean | 'empty';
  /**
   * The regular-expression engine for `pattern` and `patternProperties`: `'linear'` (the
   * default, re2js: time proportional to the input, whatever it is; a pattern that needs
   * backtracking is refused with `validator/pattern-needs-backtracking`) or `'native'` (the
   * JavaScript engine, for sources you trust).
   */
  readonly regExp?: 'linear' | 'native';
  /** Strings longer than this fail their `format` unchecked (10,000 by default). */
  readonly maxFormatLength?: number;
  /** Bounds on the data each validator checks (depth 256, 1,000,000 values by default). */
  readonly dataLimits?: Partial<DataLimits>;
  /**
   * The most issues one call reports (100 by default); past it, the last issue,
   * `call/too-many-issues`, says how many more there were.
   */
  readonly maxIssues?: number;
  /**
   * `'auto'` (the default): Ajv, after exact rewrites, for every schema it evaluates as the
   * specification says, and json-schema-library (no code generation) for the rest and wherever
   * code generation is disallowed. `'interpreted'`: json-schema-library for every schema.
   */
  readonly engine?: 'auto' | 'interpreted';
}

/** What a {@link ToolValidator} says about one value: valid, or every problem with its place in the data. */
export interface ValidationResult {
  readonly valid: boolean;
  /** One per real problem; `pointer` is an RFC 6901 pointer into the data (`''` is the whole value). */
  readonly issues: Issue[];
}

/**
 * Checks a call's arguments (`input`) or a handler's result (`output`) against the tool's schema,
 * in the schema's own dialect. Never throws: a validator that cannot finish says so as an issue.
 *
 * @example
 * ```ts
 * const { input } = compileToolValidators(manifest);
 * input({ city: 42 }); // → { valid: false, issues: [{ code: 'call/wrong-type', pointer: '/city', message: '"city" must be a string, not a number.', … }] }
 * ```
 */
export interface ToolValidator {
  (data: unknown): ValidationResult;
  /** Which of the tool's schemas this validator checks. */
  readonly field: 'input' | 'output';
  /** The dialect the schema was compiled in. */
  readonly dialect: Dialect;
  /** The engine it runs on: Ajv, or the interpreted engine (json-schema-library). */
  readonly engine: 'ajv' | 'interpreted';
}

/** The two validators of one tool. */
export interface ToolValidators {
  readonly input: ToolValidator;
  readonly output: ToolValidator;
}
