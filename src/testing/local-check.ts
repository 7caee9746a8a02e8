import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import { dialectRow, type Dialect } from '../dialects/table.js';
import { valueAtPointer } from '../json.js';
import { AJV_MAX_UNITS, ajvCodeUnits, INLINE_REF_KEYS } from '../validators/code-weight.js';
import { addCappedFormats, DEFAULT_MAX_FORMAT_LENGTH } from '../validators/formats.js';
import { linearRegExp } from '../validators/regexp.js';
import { requireLazily } from '../runtime/lazy-require.js';

/** The key the tool's schema is registered under in the local validators' Ajv. */
export const ROOT_KEY = 'https://kindgi-tool-manifest.invalid/testing/root.json';

/** Checks values against the whole subschema at one place, references and all. */
export interface LocalCheck {
  (value: unknown): boolean;
  /** The keyword and schema pointer (in the tool's schema, '' its root) that refused the most of `values`. */
  blame(values: readonly unknown[]): { keyword: string; pointer: string | undefined } | undefined;
}

const ACCEPT_ALL: LocalCheck = Object.assign(() => true, { blame: () => undefined });

/**
 * Validators for the subschemas of one schema, compiled on demand in its dialect, each by the
 * address of its place (`<root>#/properties/when`). A place Ajv cannot compile alone checks
 * nothing, as does one that would compile to more code than the tool's validators let Ajv make
 * (`AJV_MAX_UNITS`): the tool's own validator still checks every generated value last.
 */
export function createLocalChecks(root: unknown, dialect: Dialect, registry: Readonly<Record<string, unknown>>): (address: string) => LocalCheck {
  let ajv: ReturnType<typeof createAjv> | undefined;
  const checks = new Map<string, LocalCheck>();
  // A schema that fits Ajv's bound fits in every place; one past it is weighed place by place.
  const fits = ajvCodeUnits(root, AJV_MAX_UNITS) <= AJV_MAX_UNITS;
  return (address) => {
    let check = checks.get(address);
    if (check === undefined) {
      try {
        // Compiled on Ajv, a place past the bound costs what it does the tool's validators, which run it on their interpreted engine instead: an allOf of 3,000 parts took 10 s.
        if (!fits && tooHeavy(root, address)) throw new RangeError('too heavy for Ajv');
        ajv ??= createAjv(root, dialect, registry);
        check = localCheck(ajv.compile({ $ref: address }));
      } catch {
        check = ACCEPT_ALL;
      }
      checks.set(address, check);
    }
    return check;
  };
}

function createAjv(root: unknown, dialect: Dialect, registry: Readonly<Record<string, unknown>>) {
  const make = (regExp: boolean) => {
    const ajv = dialectRow(dialect).createAjv({
      strict: false,
      ownProperties: true,
      allErrors: true,
      validateSchema: false,
      logger: false,
      // Ajv's default (`true`) asks of each target whether it holds a reference, walking each array twice:
      // a `const` of 34 nested arrays took 3.8 s, each level doubling it. A count of keys is linear.
      inlineRefs: INLINE_REF_KEYS,
      ...(regExp ? { code: { regExp: linearRegExp as never } } : {}),
    });
    (requireLazily('ajv-formats') as (ajv: unknown) => unknown)(ajv);
    addCappedFormats(ajv, DEFAULT_MAX_FORMAT_LENGTH);
    for (const [uri, document] of Object.entries(registry)) if (uri !== '' && !uri.startsWith('#')) ajv.addSchema(document as AnySchema, uri);
    ajv.addSchema(JSON.parse(JSON.stringify(root)) as AnySchema, ROOT_KEY);
    return ajv;
  };
  try {
    return make(true);
  } catch {
    // A pattern the linear engine refuses reaches here only with { regExp: 'native' }, which the caller chose.
    return make(false);
  }
}

function localCheck(validate: ValidateFunction): LocalCheck {
  const accept = (value: unknown): boolean => {
    try {
      return validate(value) === true;
    } catch {
      return false;
    }
  };
  const blame = (values: readonly unknown[]) => {
    const counts = new Map<string, { keyword: string; pointer: string | undefined; count: number }>();
    for (const value of values) {
      if (accept(value)) continue;
      for (const error of (validate.errors ?? []) as ErrorObject[]) {
        const key = `${error.keyword} ${error.schemaPath}`;
        const seen = counts.get(key) ?? { keyword: error.keyword, pointer: schemaPointer(error.schemaPath), count: 0 };
        seen.count++;
        counts.set(key, seen);
      }
    }
    // The deepest of the most frequent: `anyOf` fails because one of its branches' keywords did.
    return [...counts.values()].sort((a, b) => b.count - a.count || (b.pointer?.length ?? 0) - (a.pointer?.length ?? 0))[0];
  };
  return Object.assign(accept, { blame });
}

function schemaPointer(schemaPath: string): string | undefined {
  if (!schemaPath.startsWith(`${ROOT_KEY}#`)) return undefined;
  const fragment = schemaPath.slice(ROOT_KEY.length + 1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

// A place in the tool's schema that would compile past the bound; one in a registry document is the caller's own.
function tooHeavy(root: unknown, address: string): boolean {
  const pointer = schemaPointer(address);
  if (pointer === undefined) return false;
  return ajvCodeUnits(valueAtPointer(root, pointer), AJV_MAX_UNITS) > AJV_MAX_UNITS;
}
