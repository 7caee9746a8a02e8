import type { Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../src/issue.js';
import { NON_RULE_KEYWORDS, RULE_TYPES } from '../../src/schema-checks/keywords.js';
import { knownFormats } from '../../src/schema-checks/format-names.js';
import { findStrictViolations } from '../../src/schema-checks/strict.js';
import { corpusTools } from '../corpora/mcp-corpus.js';
import { suiteGroups } from '../corpora/test-suite.js';

// "vet says what compile would say": findStrictViolations reports something exactly when the Kindgi
// runtime's compile (a fresh Ajv2020 with `strict: true` and ajv-formats) throws where the same
// compile with strict mode off does not; and, one strict option at a time, it reports a finding of
// that option's kind exactly when that option alone makes compile throw (Ajv stops at its first
// refusal, so this reaches findings a type error would hide). Schemas that fail with strict mode
// off (invalid ones, unreachable remote refs) are other checks' business and are skipped.

const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv2020) => void }).default ?? addFormatsModule;

// One instance checks schemas against the meta-schema; each compile then skips that (slow) check.
const metaAjv = new Ajv2020({ strict: false, logger: false });

function compileError(schema: object, options: Options): string | undefined {
  const ajv = new Ajv2020({ logger: false, validateSchema: false, ...options });
  addFormats(ajv);
  try {
    ajv.compile(schema);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

type Option = 'strictSchema' | 'strictTypes' | 'strictTuples' | 'strictRequired';

// Each kind of Ajv refusal: its message, the option that makes it throw, and whether one of our
// messages is of that kind (naming the same keyword, format or property).
const KINDS: [RegExp, Option, (m: RegExpMatchArray, text: string) => boolean][] = [
  [/unknown keyword: "(.*)"/s, 'strictSchema', (m, t) => t.startsWith(`${JSON.stringify(m[1])} is not a keyword`) || t.startsWith(`Unknown keyword ${JSON.stringify(m[1])}`)],
  [/unknown format "(.*)" ignored/s, 'strictSchema', (m, t) => t.startsWith(`Unknown format ${JSON.stringify(m[1])}`)],
  [/property (.*) matches pattern/s, 'strictSchema', (m, t) => t.startsWith(`Property ${JSON.stringify(m[1])} is also matched`)],
  [/"minContains" > "maxContains"/, 'strictSchema', (_, t) => t.includes('greater than "maxContains"')],
  [/ignored/, 'strictSchema', (_, t) => t.includes(' is ignored: ')],
  [/allowUnionTypes/, 'strictTypes', (_, t) => t.startsWith('"type" lists')],
  [/type "(\w+)" not allowed by context/, 'strictTypes', (m, t) => t.startsWith(`"type": "${m[1]}" conflicts`)],
  [/missing type "[\w,]+" for keyword "(\w+)"/, 'strictTypes', (m, t) => / apply|applies only to/.test(t) && t.includes(`"${m[1]}"`)],
  [/"prefixItems" is (\d+)-tuple/, 'strictTuples', (m, t) => t.startsWith(`"prefixItems" describes a ${m[1]}-item tuple`)],
  [/required property "(.*)" is not defined/s, 'strictRequired', (m, t) => t.startsWith(`"required" names ${JSON.stringify(m[1])}`)],
];
const OPTIONS: Option[] = ['strictSchema', 'strictTypes', 'strictTuples', 'strictRequired'];

function optionOf(issue: Issue): Option {
  if (issue.message.startsWith('"prefixItems" describes')) return 'strictTuples';
  if (issue.message.startsWith('"required" names')) return 'strictRequired';
  if (/^"type" lists|^"type": .* conflicts|(apply|applies) only to .*, but this schema/.test(issue.message)) return 'strictTypes';
  return 'strictSchema';
}

function sameKind(message: string, issues: Issue[]): boolean {
  for (const [pattern, , accepts] of KINDS) {
    const match = message.match(pattern);
    if (match) return issues.some((issue) => accepts(match, issue.message));
  }
  return false;
}

interface Tally {
  checked: number;
  skipped: number;
  refused: number;
  flagged: number;
  byOption: Record<Option, number>;
  disagreements: string[];
}

function agree(cases: { name: string; schema: unknown }[]): Tally {
  const tally: Tally = { checked: 0, skipped: 0, refused: 0, flagged: 0, byOption: { strictSchema: 0, strictTypes: 0, strictTuples: 0, strictRequired: 0 }, disagreements: [] };
  for (const { name, schema } of cases) {
    if (typeof schema !== 'object' || schema === null || !metaAjv.validateSchema(schema) || compileError(schema, { strict: false }) !== undefined) {
      tally.skipped++;
      continue;
    }
    tally.checked++;
    const issues = findStrictViolations(schema, '');
    const found = (list: Issue[]): string => list.map((issue) => `${issue.pointer}: ${issue.message}`).join(' | ') || 'nothing';
    const verdicts: [string, Options, Issue[]][] = [
      ['strict: true', { strict: true }, issues],
      ...OPTIONS.map((option): [string, Options, Issue[]] => [`${option} alone`, { strict: false, [option]: true }, issues.filter((issue) => optionOf(issue) === option)]),
    ];
    for (const [label, options, ours] of verdicts) {
      const refusal = compileError(schema, options);
      if (label === 'strict: true' && refusal !== undefined) tally.refused++;
      if (label === 'strict: true' && ours.length > 0) tally.flagged++;
      const option = OPTIONS.find((o) => label.startsWith(o));
      if (option !== undefined && refusal !== undefined) tally.byOption[option]++;
      if (refusal === undefined && ours.length > 0) tally.disagreements.push(`[${label}] Ajv compiles it; we report ${found(ours)} — ${name}`);
      else if (refusal !== undefined && !sameKind(refusal, ours)) tally.disagreements.push(`[${label}] Ajv refuses it (${refusal}); we report ${found(ours)} — ${name}`);
    }
  }
  return tally;
}

function summary(tally: Tally): string {
  const options = OPTIONS.map((option) => `${option} ${tally.byOption[option]}`).join(', ');
  return `Ajv strict refuses ${tally.refused} of ${tally.checked} schemas (${tally.skipped} skipped); we flag ${tally.flagged}. Refused by one option alone: ${options}.`;
}

const declares2020 = (schema: unknown): boolean => {
  const declared = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>).$schema : undefined;
  return declared === undefined || (typeof declared === 'string' && declared.replace(/#$/, '') === 'https://json-schema.org/draft/2020-12/schema');
};

describe('findStrictViolations agrees with Ajv2020 strict compile', () => {
  it('on every 2020-12 (or undeclared) input and output schema of the real MCP tools', () => {
    const cases = corpusTools('mcp-tools').flatMap(({ file, tool }) =>
      (['inputSchema', 'outputSchema'] as const)
        .filter((key) => tool[key] !== undefined && declares2020(tool[key]))
        .map((key) => ({ name: `${file} ${tool.name} ${key}`, schema: tool[key] })),
    );
    const tally = agree(cases);
    console.log(`MCP corpus (2020-12 or no $schema): ${summary(tally)}`);
    for (const line of tally.disagreements) console.log(line);
    expect(tally.disagreements).toEqual([]);
    expect(tally.checked).toBeGreaterThan(300);
  });

  it('on every draft2020-12 group schema of the JSON Schema Test Suite, optional included', () => {
    const cases = suiteGroups('draft2020-12', { optional: true })
      .filter((group) => declares2020(group.schema))
      .map((group) => ({ name: `${group.file} "${group.description}"`, schema: group.schema }));
    const tally = agree(cases);
    console.log(`Test suite draft2020-12: ${summary(tally)}`);
    for (const line of tally.disagreements) console.log(line);
    expect(tally.disagreements).toEqual([]);
    expect(tally.checked).toBeGreaterThan(400);
  });
});

// Schemas drawn from the keywords strict mode looks at, to reach what the corpora do not: shared
// contexts through allOf/if/$ref, inlined and separately compiled $ref targets, overlapping
// patterns, tuples, unevaluated*. Seeded, so a failure reproduces.
function generated(count: number, seed: number): { name: string; schema: unknown }[] {
  let state = seed;
  const random = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const maybe = (p: number): boolean => random() < p;
  const TYPES = [undefined, 'object', 'array', 'string', 'number', 'integer', 'null', ['string', 'null'], ['string', 'number'], ['integer', 'number'], ['object', 'null']];
  const schema = (depth: number, refs: boolean): unknown => {
    if (depth > 2 || maybe(0.1)) return pick([true, false, {}, { type: 'string' }]);
    const s: Record<string, unknown> = {};
    const sub = (): unknown => schema(depth + 1, refs);
    const type = pick(TYPES);
    if (type !== undefined) s.type = type;
    if (maybe(0.3)) s.properties = Object.fromEntries(['a', 'b', 'ab'].filter(() => maybe(0.5)).map((name) => [name, sub()]));
    if (maybe(0.3)) s.required = ['a', 'b', 'c', 'constructor'].filter(() => maybe(0.4));
    if (maybe(0.15)) s.patternProperties = { [pick(['^a', 'b$', 'x'])]: sub() };
    if (maybe(0.15)) s.additionalProperties = sub();
    if (maybe(0.1)) s.propertyNames = pick([{ maxLength: 3 }, { type: 'integer' }, { pattern: '^a' }]);
    if (maybe(0.15)) s.items = sub();
    if (maybe(0.15)) Object.assign(s, { prefixItems: [sub(), sub()] }, maybe(0.5) ? { minItems: 2 } : {}, maybe(0.5) ? pick([{ maxItems: 2 }, { items: false }]) : {});
    if (maybe(0.1)) Object.assign(s, { contains: sub() }, maybe(0.5) ? { minContains: pick([0, 1, 2]) } : {}, maybe(0.3) ? { maxContains: 1 } : {});
    if (maybe(0.05)) s.minContains = 1;
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) if (maybe(0.15)) s[keyword] = [sub(), sub()];
    if (maybe(0.1)) s.not = sub();
    for (const keyword of ['if', 'then', 'else']) if (maybe(0.12)) s[keyword] = sub();
    if (refs && maybe(0.2)) s.$ref = pick(['#/$defs/plain', '#/$defs/linked', '#', 'https://example.com/item', '#/$defs/item/properties/a']);
    if (refs && maybe(0.03)) s.$dynamicRef = '#dyn';
    if (maybe(0.1)) s.format = pick(['email', 'uuid', 'json', 'int32']);
    if (maybe(0.1)) Object.assign(s, pick([{ minLength: 1 }, { minimum: 0 }, { maxProperties: 2 }, { uniqueItems: true }, { const: 1 }]));
    if (maybe(0.08)) s.unevaluatedProperties = sub();
    if (maybe(0.08)) s.unevaluatedItems = sub();
    if (maybe(0.08)) s.dependentSchemas = { a: sub() };
    if (maybe(0.04)) Object.assign(s, pick([{ foo: 1 }, { $anchor: 'here' }, { nullable: true }, { $comment: 'c' }, { $dynamicAnchor: 'dyn' }, { dependencies: { a: ['b'], b: { required: ['a'] } } }]));
    return s;
  };
  return Array.from({ length: count }, (_, i) => {
    const root = schema(0, true) as Record<string, unknown>;
    const $defs = {
      plain: schema(1, false),
      linked: { ...(schema(1, false) as object), allOf: [{ $ref: '#/$defs/plain' }] },
      item: { ...(schema(1, false) as object), properties: { a: schema(2, false) }, $id: 'https://example.com/item' },
    };
    const doc = typeof root === 'object' ? { ...root, $defs } : root;
    return { name: `generated #${i}: ${JSON.stringify(doc)}`, schema: doc };
  });
}

describe('findStrictViolations agrees with Ajv2020 strict compile on generated schemas', () => {
  it('on 2,000 schemas mixing the keywords strict mode looks at', () => {
    const tally = agree(generated(2000, 20_260_101));
    console.log(`Generated: ${summary(tally)}`);
    for (const line of tally.disagreements.slice(0, 20)) console.log(line);
    expect(tally.disagreements).toEqual([]);
    expect(tally.refused).toBeGreaterThan(1000);
    expect(tally.checked - tally.refused).toBeGreaterThan(100);
  });
});

describe("the keyword and format tables are Ajv's", () => {
  const ajv = new Ajv2020({ strict: true });
  addFormats(ajv);
  const tables = ajv as unknown as { RULES: { all: Record<string, { definition: { type: string[] } }>; keywords: Record<string, unknown> }; formats: Record<string, unknown> };

  it('RULE_TYPES lists the keywords Ajv2020 compiles, with their types', () => {
    const ajvRules = Object.fromEntries(Object.entries(tables.RULES.all).map(([keyword, rule]) => [keyword, [...rule.definition.type]]));
    expect(RULE_TYPES).toEqual(ajvRules);
  });

  it('RULE_TYPES and NON_RULE_KEYWORDS together are every keyword Ajv2020 knows', () => {
    expect([...Object.keys(RULE_TYPES), ...NON_RULE_KEYWORDS].sort()).toEqual(Object.keys(tables.RULES.keywords).sort());
  });

  it('knownFormats() are the formats the runtime registers', () => {
    expect([...knownFormats()].sort()).toEqual(Object.keys(tables.formats).sort());
  });
});
