// Every real MCP tool of the corpora, as an MCP tool and (without a draft-07 `$schema`) as a pack tool:
// generated inputs must all pass the tool's own input validator. Timings are measured and printed, never asserted.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators, fromMcpTool, vetToolManifest } from '../../src/index.js';
import { toolInputArbitrary, toolOutputArbitrary, UnsatisfiableSchemaError } from '../../src/testing/index.js';
import { corpusTools, wrapTool, type CorpusTool } from '../corpora/mcp-corpus.js';

const DRAFT_07 = /^http:\/\/json-schema\.org\/draft-07\/schema#?$/;
const tools = [...corpusTools('mcp-tools'), ...corpusTools('mcp-spec-examples')];

interface Outcome {
  readonly where: string;
  readonly generated: boolean;
  readonly invalid: unknown[];
  readonly reason?: string;
  readonly ms30: number;
}

function tryTool(where: string, manifest: unknown): Outcome {
  const { input } = compileToolValidators(manifest);
  let arb: fc.Arbitrary<unknown>;
  try {
    arb = toolInputArbitrary(manifest);
  } catch (error) {
    // The only acceptable refusal is the clear one: an UnsatisfiableSchemaError naming the keyword and pointer.
    if (!(error instanceof UnsatisfiableSchemaError)) throw error;
    return { where, generated: false, invalid: [], reason: `${error.keyword} at ${error.pointer}: ${error.reason}`, ms30: 0 };
  }
  const samples = fc.sample(arb, { seed: 42, numRuns: 100 });
  const started = performance.now();
  fc.sample(toolInputArbitrary(manifest), { seed: 7, numRuns: 30 });
  const ms30 = performance.now() - started;
  return { where, generated: true, invalid: samples.filter((sample) => !input(sample).valid), ms30 };
}

function report(label: string, outcomes: Outcome[]): void {
  const generated = outcomes.filter((outcome) => outcome.generated);
  const slowest = [...generated].sort((a, b) => b.ms30 - a.ms30)[0];
  console.info(
    `${label}: ${generated.length}/${outcomes.length} tools get a generator (${((100 * generated.length) / outcomes.length).toFixed(1)}%), ` +
      `${generated.length * 100} samples, ${generated.reduce((sum, outcome) => sum + outcome.invalid.length, 0)} invalid; ` +
      `30 samples take ${slowest?.ms30.toFixed(1)} ms at most (${slowest?.where}), median ${median(generated.map((outcome) => outcome.ms30)).toFixed(1)} ms` +
      outcomes.filter((outcome) => !outcome.generated).map((outcome) => `\n  no generator: ${outcome.where}: ${outcome.reason}`).join(''),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function checkAll(label: string, entries: CorpusTool[], wrap: (entry: CorpusTool) => unknown): void {
  const outcomes = entries.map((entry) => tryTool(`${entry.file} ${entry.tool.name}`, wrap(entry)));
  report(label, outcomes);
  expect(outcomes.filter((outcome) => outcome.invalid.length > 0).map(({ where, invalid }) => ({ where, invalid: invalid.slice(0, 2) }))).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.generated).length / outcomes.length).toBeGreaterThanOrEqual(0.99);
  for (const outcome of outcomes.filter((entry) => !entry.generated)) expect(outcome.reason).toMatch(/^\S+ at \/input/);
}

describe('generated inputs for real MCP servers’ tools', () => {
  test('the corpus is there', () => {
    expect(tools.length).toBeGreaterThan(400);
  });

  test('as MCP tools (fromMcpTool), 100 inputs each, every one valid', () => {
    checkAll('MCP tools', tools, ({ tool }) => fromMcpTool(tool as never, { endpoint: 'mcp+stdio://server' }));
  });

  test('outputs: every tool with an outputSchema gets 50 valid outputs', () => {
    const withOutput = tools.filter(({ tool }) => tool.outputSchema !== undefined);
    expect(withOutput.length).toBeGreaterThan(5);
    const invalid: string[] = [];
    for (const { file, tool } of withOutput) {
      const manifest = fromMcpTool(tool as never, { endpoint: 'mcp+stdio://server' });
      const { output } = compileToolValidators(manifest);
      const bad = fc.sample(toolOutputArbitrary(manifest), { seed: 42, numRuns: 50 }).filter((sample) => !output(sample).valid);
      if (bad.length > 0) invalid.push(`${file} ${tool.name}: ${JSON.stringify(bad[0])}`);
    }
    expect(invalid).toEqual([]);
  });

  test('as pack tools (those without a draft-07 $schema that vet as pack tools), 100 inputs each, every one valid', () => {
    const candidates = tools.filter((entry) => !DRAFT_07.test(String(entry.tool.inputSchema.$schema)));
    // Ajv's strict mode refuses some MCP schemas (union types, unknown formats) in a pack tool: those do not vet, so there is nothing to generate for.
    const vetting = candidates.filter((entry) => vetToolManifest(wrapTool(entry, undefined)).valid);
    console.info(`pack tools: ${candidates.length} without draft-07, ${vetting.length} vet as pack tools`);
    expect(vetting.length).toBeGreaterThan(candidates.length * 0.8);
    checkAll('pack tools', vetting, (entry) => wrapTool(entry, undefined));
  });
});
