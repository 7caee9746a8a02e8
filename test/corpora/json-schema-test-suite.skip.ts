import type { Dialect } from '../../src/index.js';

/**
 * A required case of the JSON Schema Test Suite that compileToolValidators is known to fail, and
 * why. Without `test`, the entry covers a whole group, every case of which fails. The conformance
 * test also fails when a listed case passes, so this list cannot outlive the limitation it names.
 */
export interface SuiteSkip {
  readonly dialect: Dialect;
  readonly file: string;
  readonly group: string;
  readonly test?: string;
  readonly reason: string;
}

const PROTO = 'Ajv limitation: a property named `__proto__` is never checked against `properties` (Ajv skips that name), so a wrong value there passes.';
const REF_SIBLINGS = 'Ajv limitation: in draft-06 and draft-07 Ajv applies the keywords beside a `$ref` (here `maxItems`), where the specification says `$ref` overrides its siblings.';
const REF_SIBLING_ID = 'Ajv limitation: in draft-06 and draft-07 Ajv lets an `$id` beside a `$ref` change the base URI the `$ref` resolves against, where the specification says `$ref` ignores its siblings.';
const RECURSIVE_REF = 'Ajv limitation: `$recursiveRef` recurses to the outer `$recursiveAnchor` even when the resource it first resolves to has no `$recursiveAnchor: true`.';
const COMPILE_OVERFLOW = 'Ajv limitation: Ajv’s compile overflows its own stack (RangeError) resolving this `$ref` against the `$id`s around it; compileToolValidators refuses the tool with validator/compile-failed.';
const EMPTY_ENUM = 'Ajv limitation: Ajv refuses to compile an empty `enum` ("enum must have non-empty array"); vet reports schema/unsupported.';
const UNEVALUATED_NESTED_ITEMS = 'Ajv limitation: `unevaluatedItems` misjudges which items an `items` inside an `anyOf` branch evaluated.';
const UNEVALUATED_CONTAINS = 'Ajv limitation: `unevaluatedItems` ignores the items `contains` matched (Ajv collects no annotations from `contains`).';
const UNEVALUATED_IF = 'Ajv limitation: Ajv drops the annotations of an `if` whose `then` (or both `then` and `else`) is absent, so `unevaluatedItems`/`unevaluatedProperties` miss what it evaluated.';
const DYNAMIC_REF = 'Ajv limitation: Ajv implements `$dynamicRef` like `$recursiveRef`, looking for `$dynamicAnchor` only at the roots of the dynamic scope, so anchors in `$defs`, bookending and intermediate resources resolve otherwise than the specification says.';
const DYNAMIC_REF_FALSE = 'Ajv limitation: a `$dynamicRef` whose target is the boolean schema `false` accepts everything.';
const DYNAMIC_REF_FRAGMENT = 'Ajv limitation: Ajv refuses a `$dynamicRef` that is not a `#name` fragment ("$dynamicRef only supports hash fragment reference"); vet reports schema/unsupported.';
const DYNAMIC_REF_LOOP = 'Ajv limitation: the validator Ajv generates for this `$dynamicRef` calls itself without end (RangeError while validating); the ToolValidator answers call/validator-failed.';
const CUSTOM_META_SCHEMA = 'Refused by design: `$schema` names the suite’s own meta-schema, and a tool may declare only draft-06, draft-07, 2019-09 or 2020-12 (dialect/unknown); Ajv does not implement `$vocabulary` either.';

const DYNAMIC_SAME_RESOURCE = [
  ['A $dynamicRef to a $dynamicAnchor in the same schema resource behaves like a normal $ref to an $anchor', 'An array of strings is valid'],
  ['A $dynamicRef to an $anchor in the same schema resource behaves like a normal $ref to an $anchor', 'An array of strings is valid'],
  ['A $dynamicRef resolves to the first $dynamicAnchor still in scope that is encountered when the schema is evaluated', 'An array of strings is valid'],
  ['A $dynamicRef without anchor in fragment behaves identical to $ref', 'An array of numbers is valid'],
  ["A $dynamicRef with intermediate scopes that don't include a matching $dynamicAnchor does not affect dynamic scope resolution", 'An array of strings is valid'],
  ['An $anchor with the same name as a $dynamicAnchor is not used for dynamic scope resolution', 'Any array is valid'],
  ['A $dynamicRef without a matching $dynamicAnchor in the same schema resource behaves like a normal $ref to $anchor', 'Any array is valid'],
  ['A $dynamicRef with a non-matching $dynamicAnchor in the same schema resource behaves like a normal $ref to $anchor', 'Any array is valid'],
  ['multiple dynamic paths to the $dynamicRef keyword', 'number list with string values'],
  ['multiple dynamic paths to the $dynamicRef keyword', 'string list with number values'],
  ['tests for implementation dynamic anchor and reference link', 'correct extended schema'],
  ['$ref and $dynamicAnchor are independent of order - $defs first', 'correct extended schema'],
  ['$ref and $dynamicAnchor are independent of order - $ref first', 'correct extended schema'],
  ['$dynamicRef skips over intermediate resources - direct reference', 'integer property passes'],
] as const;

const EVERY_DRAFT = ['draft-06', 'draft-07', '2019-09', '2020-12'] as const;
const MODERN = ['2019-09', '2020-12'] as const;

/** Every known failure, by dialect. */
export const SUITE_SKIPS: readonly SuiteSkip[] = [
  ...EVERY_DRAFT.map((dialect) => ({ dialect, file: 'properties.json', group: 'properties whose names are Javascript object property names', test: '__proto__ not valid', reason: PROTO })),
  ...(['draft-06', 'draft-07'] as const).flatMap((dialect) => [
    { dialect, file: 'ref.json', group: 'ref overrides any sibling keywords', test: 'ref valid, maxItems ignored', reason: REF_SIBLINGS },
    { dialect, file: 'ref.json', group: '$ref prevents a sibling $id from changing the base uri', reason: REF_SIBLING_ID },
  ]),
  ...MODERN.flatMap((dialect) => [
    { dialect, file: 'enum.json', group: 'empty enum', reason: EMPTY_ENUM },
    { dialect, file: 'ref.json', group: 'refs with relative uris and defs', reason: COMPILE_OVERFLOW },
    { dialect, file: 'ref.json', group: 'relative refs with absolute uris and defs', reason: COMPILE_OVERFLOW },
    { dialect, file: 'ref.json', group: 'URN ref with nested pointer ref', reason: COMPILE_OVERFLOW },
    { dialect, file: 'unevaluatedItems.json', group: 'unevaluatedItems with nested items', test: 'with no additional items', reason: UNEVALUATED_NESTED_ITEMS },
    { dialect, file: 'unevaluatedItems.json', group: 'unevaluatedItems with nested items', test: 'with invalid additional item', reason: UNEVALUATED_NESTED_ITEMS },
    { dialect, file: 'unevaluatedItems.json', group: 'unevaluatedItems can see annotations from if without then and else', test: 'valid in case if is evaluated', reason: UNEVALUATED_IF },
    ...['when if is true and has no unevaluated properties', 'when if is false and has unevaluated properties'].map((test) => ({
      dialect, file: 'unevaluatedProperties.json', group: 'unevaluatedProperties with if/then/else, then not defined', test, reason: UNEVALUATED_IF,
    })),
    { dialect, file: 'unevaluatedProperties.json', group: 'unevaluatedProperties can see annotations from if without then and else', test: 'valid in case if is evaluated', reason: UNEVALUATED_IF },
    { dialect, file: 'vocabulary.json', group: 'schema that uses custom metaschema with with no validation vocabulary', reason: CUSTOM_META_SCHEMA },
    { dialect, file: 'vocabulary.json', group: 'ignore unrecognized optional vocabulary', reason: CUSTOM_META_SCHEMA },
  ]),
  ...['leaf node matches: recursion uses the inner schema', 'leaf node does not match: recursion uses the inner schema'].map((test) => ({
    dialect: '2019-09' as const, file: 'recursiveRef.json', group: '$recursiveRef with no $recursiveAnchor in the initial target schema resource', test, reason: RECURSIVE_REF,
  })),
  ...DYNAMIC_SAME_RESOURCE.map(([group, test]) => ({ dialect: '2020-12' as const, file: 'dynamicRef.json', group, test, reason: DYNAMIC_REF })),
  { dialect: '2020-12', file: 'dynamicRef.json', group: '$dynamicRef points to a boolean schema', test: 'follow $dynamicRef to a false schema', reason: DYNAMIC_REF_FALSE },
  ...[
    'A $dynamicRef that initially resolves to a schema with a matching $dynamicAnchor resolves to the first $dynamicAnchor in the dynamic scope',
    'A $dynamicRef that initially resolves to a schema without a matching $dynamicAnchor behaves like a normal $ref to $anchor',
    'after leaving a dynamic scope, it is not used by a $dynamicRef',
  ].map((group) => ({ dialect: '2020-12' as const, file: 'dynamicRef.json', group, reason: DYNAMIC_REF_FRAGMENT })),
  { dialect: '2020-12', file: 'dynamicRef.json', group: '$ref to $dynamicRef finds detached $dynamicAnchor', reason: DYNAMIC_REF_LOOP },
  { dialect: '2020-12', file: 'dynamicRef.json', group: '$dynamicRef avoids the root of each schema, but scopes are still registered', reason: DYNAMIC_REF_LOOP },
  { dialect: '2020-12', file: 'unevaluatedItems.json', group: 'unevaluatedItems with $dynamicRef', reason: DYNAMIC_REF_LOOP },
  { dialect: '2020-12', file: 'unevaluatedProperties.json', group: 'unevaluatedProperties with $dynamicRef', reason: DYNAMIC_REF_LOOP },
  { dialect: '2020-12', file: 'unevaluatedItems.json', group: 'unevaluatedItems depends on adjacent contains', test: 'contains passes, second item is not evaluated', reason: UNEVALUATED_CONTAINS },
  { dialect: '2020-12', file: 'unevaluatedItems.json', group: 'unevaluatedItems depends on multiple nested contains', test: '7 not evaluated, fails unevaluatedItems', reason: UNEVALUATED_CONTAINS },
  ...["only b's are invalid", "only c's are invalid", "only b's and c's are invalid", "only a's and c's are invalid"].map((test) => ({
    dialect: '2020-12' as const, file: 'unevaluatedItems.json', group: 'unevaluatedItems and contains interact to control item dependency relationship', test, reason: UNEVALUATED_CONTAINS,
  })),
  { dialect: '2020-12', file: 'unevaluatedItems.json', group: 'unevaluatedItems with minContains = 0', test: 'all items evaluated by contains', reason: UNEVALUATED_CONTAINS },
];
