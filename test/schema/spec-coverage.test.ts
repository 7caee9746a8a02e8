import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { SPEC_STATEMENTS, type SpecStatement } from './spec-statements.js';

/*
 * Keeps schemas/tool.schema.json in step with the specification: every field,
 * definition, union branch, `required` list, type and description the spec names
 * must be in the schema, and nothing the spec does not name. Then each statement
 * the schema cannot say (spec-statements.ts) against the code that enforces it.
 */

const SPEC_PATH = fileURLToPath(new URL('../../../shared/spec/tool-schema-1.4.0.md', import.meta.url));
const SCHEMA_PATH = fileURLToPath(new URL('../../schemas/tool.schema.json', import.meta.url));

/** One bullet of the spec: a field (has a name) or a union branch ("an object"). */
interface SpecBullet {
  name?: string;
  type?: string;
  required: boolean;
  description?: string;
  children: SpecBullet[];
}

interface SpecDefinition {
  description?: string;
  bullets: SpecBullet[];
}

interface Spec {
  title: string;
  version: string;
  description: string;
  fields: SpecBullet[];
  definitions: Map<string, SpecDefinition>;
}

interface SchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  oneOf?: SchemaNode[];
  $defs?: Record<string, SchemaNode>;
  [keyword: string]: unknown;
}

/** Drops markdown backslash escapes (`'\<pack>'`, `mcp+http\://`): the schema holds the plain words. */
function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\`*_{}[\]()#+\-.!<>:|])/g, '$1');
}

function parseBullet(text: string): SpecBullet {
  const field = /^`([^`]+)` \(/.exec(text);
  if (!field) {
    const branch = /^an object(?:: (.+))?$/.exec(text);
    if (!branch) throw new Error(`unrecognised spec bullet: ${text}`);
    return { required: false, description: branch[1] && unescapeMarkdown(branch[1]), children: [] };
  }
  // The type may hold a markdown link, so find the parenthesis that closes it by depth.
  let depth = 1;
  let end = field[0].length;
  for (; depth > 0; end++) {
    if (end >= text.length) throw new Error(`unbalanced parentheses in spec bullet: ${text}`);
    if (text[end] === '(') depth++;
    else if (text[end] === ')') depth--;
  }
  const inner = text.slice(field[0].length, end - 1);
  const required = inner.endsWith(', required');
  const rest = text.slice(end);
  if (rest !== '' && !rest.startsWith(': ')) throw new Error(`unrecognised spec bullet: ${text}`);
  return {
    name: field[1],
    type: required ? inner.slice(0, -', required'.length) : inner,
    required,
    description: rest === '' ? undefined : unescapeMarkdown(rest.slice(2)),
    children: [],
  };
}

function parseSpec(markdown: string): Spec {
  const spec: Spec = { title: '', version: '', description: '', fields: [], definitions: new Map() };
  let bullets = spec.fields;
  let definition: SpecDefinition | undefined;
  let stack: { indent: number; bullet: SpecBullet }[] = [];
  for (const line of markdown.split('\n')) {
    const bullet = /^( *)- (.+)$/.exec(line);
    if (bullet) {
      const indent = bullet[1]!.length;
      const parsed = parseBullet(bullet[2]!);
      while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
      (stack.length > 0 ? stack[stack.length - 1]!.bullet.children : bullets).push(parsed);
      stack.push({ indent, bullet: parsed });
      continue;
    }
    const text = line.trim();
    if (text === '' || text === '## Definitions' || text === 'One of:') continue;
    stack = [];
    const title = /^# (.+)$/.exec(text);
    const heading = /^### (\w+)$/.exec(text);
    const version = /schema version (\d+\.\d+\.\d+)\.$/.exec(text);
    if (title) spec.title = title[1]!;
    else if (version) spec.version = version[1]!;
    else if (heading) {
      definition = { bullets: [] };
      spec.definitions.set(heading[1]!, definition);
      bullets = definition.bullets;
    } else if (definition) definition.description = unescapeMarkdown(text);
    else if (!text.startsWith('>')) spec.description = unescapeMarkdown(text);
  }
  return spec;
}

/** The schema fragment a spec type such as `array of [Need](…)` or `"a"` | `"b"` stands for. */
function expectedFragment(type: string): Record<string, unknown> {
  const ref = /^\[(\w+)\]\([^)]*\)$/.exec(type);
  if (ref) return { $ref: `#/$defs/${ref[1]}` };
  const array = /^array of (.+)$/.exec(type);
  if (array) return { type: 'array', items: expectedFragment(array[1]!) };
  const map = /^map of (.+)$/.exec(type);
  if (map) return map[1] === 'any' ? { type: 'object' } : { type: 'object', additionalProperties: expectedFragment(map[1]!) };
  if (type === 'one of the objects below') return { oneOf: expect.any(Array) };
  if (['string', 'integer', 'boolean', 'object'].includes(type)) return { type };
  const literals = [...type.matchAll(/`"([^"`]*)"`/g)].map((match) => match[1]!);
  if (literals.length === 0 || literals.map((value) => `\`"${value}"\``).join(' | ') !== type) {
    throw new Error(`unrecognised spec type: ${type}`);
  }
  return literals.length === 1 ? { const: literals[0] } : { enum: literals };
}

interface Checks {
  objects: { where: string; fields: SpecBullet[]; node: SchemaNode | undefined }[];
  unions: { where: string; branches: SpecBullet[]; node: SchemaNode | undefined }[];
  fields: { where: string; field: SpecBullet; node: SchemaNode | undefined }[];
}

/** Walks the spec's bullets beside the schema node they describe; `where` is a pointer into the schema. */
function collect(where: string, bullets: SpecBullet[], node: SchemaNode | undefined, checks: Checks): void {
  const branches = bullets.filter((bullet) => bullet.name === undefined).length;
  if (branches > 0 && branches < bullets.length) throw new Error(`${where}: spec mixes fields and union branches`);
  if (branches > 0) {
    checks.unions.push({ where, branches: bullets, node });
    bullets.forEach((branch, i) => collect(`${where}/oneOf/${i}`, branch.children, node?.oneOf?.[i], checks));
    return;
  }
  checks.objects.push({ where, fields: bullets, node });
  for (const field of bullets) {
    const at = `${where}/properties/${field.name!}`;
    const child = node?.properties?.[field.name!];
    checks.fields.push({ where: at, field, node: child });
    if (field.children.length > 0) collect(at, field.children, child, checks);
  }
}

const spec = parseSpec(readFileSync(SPEC_PATH, 'utf8'));
const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as SchemaNode;
const checks: Checks = { objects: [], unions: [], fields: [] };
collect('#', spec.fields, schema, checks);
for (const [name, definition] of spec.definitions) collect(`#/$defs/${name}`, definition.bullets, schema.$defs?.[name], checks);

const sorted = (names: Iterable<string>): string[] => [...names].sort();

describe('tool.schema.json covers tool-schema-1.4.0.md', () => {
  it('parses the specification', () => {
    expect(spec.fields.length).toBeGreaterThan(20);
    expect(spec.definitions.size).toBeGreaterThan(5);
  });

  it('has the spec title, description and schema version', () => {
    expect(schema.title).toBe(spec.title);
    expect(schema.description).toBe(spec.description);
    expect(schema.$comment).toBe(`schema-version: ${spec.version}`);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('has exactly the spec definitions in $defs, each with its description', () => {
    expect(sorted(Object.keys(schema.$defs ?? {}))).toEqual(sorted(spec.definitions.keys()));
    for (const [name, definition] of spec.definitions) {
      expect(schema.$defs?.[name]?.description, name).toBe(definition.description);
    }
  });

  it.each(checks.objects)('$where is closed, with exactly the spec fields and required list', ({ where, fields, node }) => {
    expect(node, where).toBeDefined();
    expect(node?.type, where).toBe('object');
    expect(node?.additionalProperties, where).toBe(false);
    expect(sorted(Object.keys(node?.properties ?? {})), where).toEqual(sorted(fields.map((field) => field.name!)));
    expect(sorted(node?.required ?? []), where).toEqual(sorted(fields.filter((f) => f.required).map((f) => f.name!)));
  });

  it.each(checks.unions)('$where is a oneOf over the spec branches, discriminated on kind', ({ where, branches, node }) => {
    expect(node?.['x-discriminator'], where).toBe('kind');
    expect(node?.oneOf?.length, where).toBe(branches.length);
    branches.forEach((branch, i) => expect(node?.oneOf?.[i]?.description, `${where}/oneOf/${i}`).toBe(branch.description));
  });

  it.each(checks.fields)('$where has the spec type and description', ({ where, field, node }) => {
    expect(node, where).toBeDefined();
    expect(node?.description, where).toBe(field.description);
    expect(node, where).toMatchObject(expectedFragment(field.type!));
    if (field.children.length === 0) {
      expect(node?.properties, `${where} lists no fields in the spec`).toBeUndefined();
      expect(node?.oneOf, `${where} lists no branches in the spec`).toBeUndefined();
    }
  });
});

describe('each statement of tool-schema-1.4.0.md beyond the schema’s shape has its check', () => {
  const text = unescapeMarkdown(readFileSync(SPEC_PATH, 'utf8'));
  const found = (manifest: Record<string, unknown>, statement: SpecStatement) =>
    vetToolManifest(manifest, statement.options).issues.filter((issue) => issue.code === statement.code);

  it.each(SPEC_STATEMENTS)('$code: "$quote"', (statement) => {
    expect(text, 'the statement is quoted from the specification').toContain(statement.quote);
    expect(found(statement.breaks, statement).map(({ pointer, severity }) => ({ pointer, severity }))).toEqual([{ pointer: statement.pointer, severity: statement.severity }]);
    expect(found(statement.keeps, statement)).toEqual([]);
  });
});
