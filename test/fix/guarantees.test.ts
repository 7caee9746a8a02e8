import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parse, type ParseError } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { applyFix, fixText } from '../../src/fix/apply.js';
import { vetToolManifest, type Fix, type Issue } from '../../src/index.js';
import { corpusTools, wrapTool } from '../corpora/mcp-corpus.js';

const folder = fileURLToPath(new URL('../../examples/', import.meta.url));
const examples = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
const errors = (issues: readonly Issue[]) => issues.filter((issue) => issue.severity === 'error');
const signature = (issue: Issue) => `${issue.code} ${issue.pointer} ${issue.message}`;

/** Checks one fix (or suggestion) of one issue against the guarantees; returns what broke, if anything. */
function breaches(source: string, issue: Issue, fix: Fix, certain: boolean): string[] {
  const before = vetToolManifest(source);
  const after = applyFix(source, fix);
  const problems: string[] = [];
  // Bytes outside the edits are the original's: the text before the first edit and after the last.
  const first = Math.min(...fix.edits.map((edit) => edit.offset));
  const last = Math.max(...fix.edits.map((edit) => edit.offset + edit.length));
  const tail = source.length - last;
  if (after.slice(0, first) !== source.slice(0, first) || after.slice(after.length - tail) !== source.slice(last)) problems.push('changed a byte outside its edits');
  const errorsParsing: ParseError[] = [];
  parse(after, errorsParsing, { allowTrailingComma: false, disallowComments: true });
  if (errorsParsing.length > 0) problems.push('made the text unparsable');
  const report = vetToolManifest(after);
  if (before.valid && !report.valid) problems.push(`turned a valid manifest invalid: ${errors(report.issues).map(signature).join('; ')}`);
  if (certain && report.issues.some((other) => other.code === issue.code && other.pointer === issue.pointer && other.message === issue.message)) problems.push('left its issue in place');
  const known = new Set(before.issues.map((other) => other.code));
  const added = errors(report.issues).filter((other) => !known.has(other.code));
  if (certain && added.length > 0) problems.push(`added errors: ${added.map(signature).join('; ')}`);
  return problems;
}

function everyBreach(name: string, source: string): string[] {
  return vetToolManifest(source).issues.flatMap((issue) => [
    ...(issue.fix === undefined ? [] : breaches(source, issue, issue.fix, true)),
    ...(issue.suggestions ?? []).flatMap((suggestion) => breaches(source, issue, suggestion, false)),
  ]).map((problem) => `${name}: ${problem}`);
}

describe('fix guarantees on every example', () => {
  test('the examples exercise fixes (a guarantee checked on nothing would prove nothing)', () => {
    const offered = examples.flatMap((name) =>
      vetToolManifest(readFileSync(`${folder}${name}`, 'utf8')).issues.flatMap((issue) => [...(issue.fix ? [`${issue.code} fix`] : []), ...(issue.suggestions ?? []).map(() => `${issue.code} suggestion`)]),
    );
    expect(offered.sort()).toEqual(['manifest/unknown-kind suggestion', 'manifest/unknown-property fix', 'needs/duplicate suggestion']);
  });

  test.each(examples)('%s', (name) => {
    const source = readFileSync(`${folder}${name}`, 'utf8');
    expect(everyBreach(name, source)).toEqual([]);
  });
});

const tools = ['mcp-tools', 'mcp-tools-edge', 'mcp-spec-examples'].flatMap((folder) => corpusTools(folder));

// Real tools, each broken in the ways the fixes cover (picked by a seeded generator), must come
// back from --fix as exactly the manifest they were before the breakage, byte for byte. Each
// breakage writes the broken manifest and the one the fixes must give back; one that does not
// apply to a tool (no draft-07 input, no property) leaves both alone.
type Manifest = Record<string, unknown>;
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const BREAKAGES: { name: string; apply: (broken: Manifest, repaired: Manifest) => void }[] = [
  { name: 'misspelt "mutating"', apply: (b, r) => void ((b.mutatin = false), (r.mutating = false)) },
  { name: 'transport in capitals', apply: (b, r) => void ((b.transport = 'MCP'), (r.transport = 'mcp')) },
  { name: 'endpoint without mcp+', apply: (b, r) => void ((b.mcpEndpoint = 'stdio://server'), (r.mcpEndpoint = 'mcp+stdio://server')) },
  { name: 'effect twice', apply: (b, r) => void ((b.effects = [{ kind: 'reads', resource: 'a:*' }, { kind: 'reads', resource: 'a:*' }]), (r.effects = [{ kind: 'reads', resource: 'a:*' }])) },
  { name: 'need twice', apply: (b, r) => void ((b.needs = [{ name: 'run' }, { name: 'run' }]), (r.needs = [{ name: 'run' }])) },
  { name: 'sandbox in capitals', apply: (b, r) => void ((b.sandbox = 'Strict'), (r.sandbox = 'strict')) },
  {
    name: '$schema near miss',
    apply: (b, r) => {
      const input = b.input as Manifest;
      if (input.$schema === DRAFT_07) b.input = { ...input, $schema: 'https://json-schema.org/draft-07/schema' };
      void r;
    },
  },
  {
    name: 'a header placeholder in another case',
    apply: (b, r) => {
      const properties = Object.keys(((b.input as Manifest).properties ?? {}) as object);
      // The runtime fills only \w+ names; the upper-cased one must differ from every property but its own.
      const name = properties.find((property) => /^\w+$/.test(property) && /[a-z]/.test(property) && properties.filter((other) => other.toLowerCase() === property.toLowerCase()).length === 1);
      if (name === undefined) return;
      const spec = (value: string) => ({ kind: 'http', method: 'GET', urlTemplate: 'https://api.example.com/x', headers: [{ name: 'X-Value', value }] });
      b.spec = spec(`{${name.toUpperCase()}}`);
      r.spec = spec(`{${name}}`);
    },
  },
];

describe('fix guarantees on the MCP corpus', () => {
  test('no fix or suggestion on a corpus manifest breaks a guarantee', () => {
    const problems = tools.flatMap((tool) => [
      ...everyBreach(`${tool.file} ${tool.tool.name} (mcp)`, JSON.stringify(wrapTool(tool, 'mcp'), null, 2)),
      ...everyBreach(`${tool.file} ${tool.tool.name} (pack)`, JSON.stringify(wrapTool(tool, undefined), null, 2)),
    ]);
    expect(problems).toEqual([]);
  });

  test('--fix turns each broken corpus tool back into the tool, byte for byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tools), fc.subarray(BREAKAGES, { minLength: 1 }), fc.constantFrom(0, 2, 4, '\t'), (tool, breakages, indent) => {
        const clean = { ...wrapTool(tool, 'mcp'), mcpEndpoint: 'mcp+stdio://server' } as Record<string, unknown>;
        const broken = structuredClone(clean);
        const repaired = structuredClone(clean);
        for (const breakage of breakages) breakage.apply(broken, repaired);
        // The misspelt field sits where the author wrote it; its repair keeps that place.
        const order = Object.keys(broken).map((key) => (key === 'mutatin' ? 'mutating' : key));
        const expected = JSON.stringify(Object.fromEntries(order.map((key) => [key, repaired[key]])), null, indent);
        const outcome = fixText(JSON.stringify(broken, null, indent));
        expect(outcome.text).toBe(expected);
        expect(outcome.passes).toBeLessThanOrEqual(10);
        expect(outcome.report.valid).toBe(vetToolManifest(expected).valid);
      }),
      { seed: 16, numRuns: 150 },
    );
  });
});
