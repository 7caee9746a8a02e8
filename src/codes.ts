import type { Severity } from './issue.js';

/** What an issue code means: the data behind the README's code table and `explain`. */
export interface CodeInfo {
  readonly code: string;
  readonly severity: Severity;
  /** One line: what is wrong. */
  readonly summary: string;
  /** Why it matters. */
  readonly why: string;
  /** How to fix it. */
  readonly fix: string;
  /** A one-line example that gets this code. */
  readonly example: string;
}

/** Every code the pipeline itself (not a cross-field rule) reports. */
export const PIPELINE_CODES: readonly CodeInfo[] = [
  { code: 'json/syntax', severity: 'error', summary: 'The text is not JSON.', why: 'Nothing can be checked in a document that does not parse.', fix: 'Fix the syntax at the position given; JSON has no comments, trailing commas or single quotes.', example: '{"id": "a.b",}' },
  { code: 'json/encoding', severity: 'error', summary: 'The bytes are not UTF-8.', why: 'JSON text is UTF-8.', fix: 'Save the file as UTF-8.', example: 'a file saved as UTF-16' },
  { code: 'json/duplicate-key', severity: 'error', summary: 'A key appears twice in one object.', why: 'Parsers keep one of the two silently, so the manifest means different things to different readers.', fix: 'Keep one of the two.', example: '{"mutating": false, …, "mutating": true}' },
  { code: 'limit/depth', severity: 'error', summary: 'The document or a schema nests too deep.', why: 'Deep nesting overflows recursive parsers and compilers; real manifests are shallow.', fix: 'Flatten it, or name repeated parts in $defs.', example: 'a schema with 5,000 nested "items"' },
  { code: 'limit/size', severity: 'error', summary: 'The manifest text is larger than `limits.maxBytes` (1 MiB by default).', why: 'Manifests come from third parties; size is the first bound on the work they can cause.', fix: 'Shrink the manifest, or raise the limit for a source you trust.', example: 'a 5 MB manifest' },
  { code: 'limit/subschemas', severity: 'error', summary: 'A schema holds more than `limits.maxSubschemas` (10,000) subschemas.', why: 'Compile time and memory grow with every subschema.', fix: 'Split the tool, or share repeated parts through $defs.', example: 'an input with 20,000 nested objects' },
  { code: 'limit/properties', severity: 'error', summary: 'An object has more than `limits.maxProperties` (1,000) keys.', why: 'Ajv’s compile of 2,000 flat properties throws after seconds.', fix: 'Split it; no real tool needs that many.', example: '"properties" with 2,000 entries' },
  { code: 'limit/fan-out', severity: 'error', summary: 'Validating one value can expand into too many evaluations, or never ends.', why: 'Doubling `allOf`/`$ref` structures take seconds and gigabytes per call; a reference cycle that consumes no data never ends.', fix: 'Reference shared subschemas once; recurse only through `properties` or `items`.', example: '{"$ref": "#"}' },
  { code: 'manifest/hostile-key', severity: 'error', summary: 'A manifest field is named `__proto__`, `constructor` or `prototype`.', why: 'Such keys change or shadow prototypes in programs that copy the manifest.', fix: 'Rename or remove the key.', example: '{"__proto__": {"polluted": true}, …}' },
  { code: 'manifest/lone-surrogate', severity: 'error', summary: 'A string or key holds a lone UTF-16 surrogate.', why: 'No UTF-8 text can carry it; consumers mangle or reject it.', fix: 'Remove or pair the surrogate escape.', example: '"description": "\\ud800"' },
  { code: 'manifest/unsafe-number', severity: 'error', summary: 'A number is beyond the safe integer range, or infinite.', why: 'Runtimes would read a different number than the author wrote.', fix: 'Use a smaller number.', example: '"limits": {"memMB": 1e400, …}' },
  { code: 'manifest/unknown-property', severity: 'error', summary: 'A field that tool.schema.json does not define.', why: 'Objects in the manifest are closed: a misspelt field is otherwise silently ignored.', fix: 'Remove it or fix its spelling (the hint names the closest field).', example: '"mutatin": true' },
  { code: 'manifest/missing-property', severity: 'error', summary: 'A required field is missing.', why: 'The runtime cannot use a tool without it.', fix: 'Add the field.', example: 'a manifest without "version"' },
  { code: 'manifest/wrong-type', severity: 'error', summary: 'A field has the wrong JSON type.', why: 'The runtime reads the field as that type.', fix: 'Give the field a value of the type named.', example: '"mutating": "yes"' },
  { code: 'manifest/invalid-value', severity: 'error', summary: 'A field has a value its definition does not allow.', why: 'Values outside an enum or a range are not understood by the runtime.', fix: 'Use one of the values named (the hint gives the closest).', example: '"transport": "mpc"' },
  { code: 'manifest/unknown-kind', severity: 'error', summary: 'A discriminated union has an unknown `kind`.', why: 'The kind decides which fields apply; an unknown one cannot be checked or run.', fix: 'Use one of the kinds named.', example: '"authorization": {"kind": "bearor", …}' },
  { code: 'manifest/invalid-version', severity: 'error', summary: '`version` is not an exact semantic version.', why: 'Packs are resolved by exact version.', fix: 'Use MAJOR.MINOR.PATCH with an optional -prerelease.', example: '"version": "1.0"' },
  { code: 'dialect/not-allowed', severity: 'error', summary: 'A schema declares a dialect this tool may not use.', why: 'Pack tools are compiled as Draft 2020-12; only MCP tools may bring draft-06, draft-07 or 2019-09.', fix: 'Remove `$schema` or declare 2020-12 (pack tools); declare one of the four (MCP tools).', example: '"input": {"$schema": "http://json-schema.org/draft-07/schema#"} on a pack tool' },
  { code: 'dialect/unknown', severity: 'error', summary: '`$schema` names no known dialect, or is not a string.', why: 'A schema can only be validated in a dialect the runtime knows.', fix: 'Use a dialect URI exactly (the hint names the closest).', example: '"$schema": "https://json-schema.org/draft-07/schema"' },
  { code: 'schema/invalid', severity: 'error', summary: 'A schema breaks its dialect’s meta-schema.', why: 'The runtime refuses to compile an invalid schema.', fix: 'Fix the keyword named.', example: '"type": "strin"' },
  { code: 'schema/unresolved-ref', severity: 'error', summary: 'A `$ref` points at nothing inside the schema.', why: 'Remote references are never fetched, and a dangling one cannot be compiled.', fix: 'Point it at a subschema that exists, inline the target in $defs, or pass it with the `schemas` option.', example: '"$ref": "#/$defs/missing"' },
  { code: 'schema/duplicate-id', severity: 'error', summary: 'An `$id` or anchor is declared twice in one schema.', why: 'A reference to it could mean either; Ajv refuses such a schema.', fix: 'Give each `$id` and anchor its own name.', example: 'two "$anchor": "item" in one schema' },
  { code: 'schema/invalid-pattern', severity: 'error', summary: 'A `pattern` or `patternProperties` key is not a valid Unicode regular expression.', why: 'Patterns are compiled with the `u` flag, which refuses needless escapes.', fix: 'Remove the needless escapes (`\\/`, `\\-`, `\\:`) or fix the syntax.', example: '"pattern": "^https\\\\:\\\\/\\\\/"' },
  { code: 'schema/invalid-id', severity: 'error', summary: 'An `$id` is not a URI Ajv can parse, or names a meta-schema.', why: 'Ajv throws on it, or the schema would replace a dialect’s own meta-schema.', fix: 'Use an absolute URI of your own, or remove it.', example: '"$id": "urn:x"' },
  { code: 'schema/proto-property', severity: 'error', summary: 'A schema names a property `__proto__`.', why: 'Ajv never checks such a property, so the schema would not mean what it says.', fix: 'Rename the property.', example: '"properties": {"__proto__": {…}}' },
  { code: 'schema/pattern-redos', severity: 'error', summary: 'A pattern can take super-linear time to match some strings (ReDoS). An error on pack tools, a warning on MCP tools.', why: 'A model’s argument can make a backtracking engine spin for seconds per call.', fix: 'Remove nested or overlapping repetitions of the same characters.', example: '"pattern": "^(a|a)*$"' },
  { code: 'schema/nested-dialect', severity: 'error', summary: 'A subschema declares another dialect than its schema.', why: 'One schema is compiled in one dialect.', fix: 'Remove the nested `$schema`.', example: '"properties": {"a": {"$schema": "http://json-schema.org/draft-07/schema#"}}' },
  { code: 'schema/unsupported', severity: 'error', summary: 'Valid JSON Schema that Ajv refuses to compile.', why: 'The runtime compiles with Ajv, so the tool could never be called.', fix: 'Rewrite the construct as the hint says.', example: '"enum": []' },
  { code: 'schema/strict', severity: 'error', summary: 'A pack tool’s schema breaks Ajv’s strict mode.', why: 'The Kindgi runtime compiles pack tools’ schemas in strict mode and refuses these.', fix: 'Follow the hint: anyOf for union types, a `type` beside the keywords that apply to it, bounded tuples, `required` names declared in `properties`, no unknown keywords or formats.', example: '"type": ["string", "number"] on a pack tool' },
];
