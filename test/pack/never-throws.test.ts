import fc from 'fast-check';
import { expect, test } from 'vitest';
import { vetMcpToolList, vetPack } from '../../src/index.js';

const tool = fc.record({ id: fc.string(), version: fc.oneof(fc.constant('1.0.0'), fc.string()), input: fc.jsonValue(), output: fc.jsonValue() }, { requiredKeys: [] });
const pathEntry = fc.record({ path: fc.oneof(fc.string(), fc.constant('../x.json'), fc.constant('/etc/passwd')) });
const agent = fc.record({ tools: fc.array(fc.record({ id: fc.oneof(fc.string(), fc.constant('acme.a')), version: fc.oneof(fc.string(), fc.constant('^1.0.0')) }, { requiredKeys: [] })) }, { requiredKeys: [] });
const pack = fc.record({ manifestVersion: fc.oneof(fc.constant('1.0'), fc.jsonValue()), id: fc.oneof(fc.constant('acme'), fc.jsonValue()), tools: fc.array(fc.oneof(tool, pathEntry, fc.jsonValue())), agents: fc.array(fc.oneof(agent, fc.jsonValue())) }, { requiredKeys: [] });
const mcpTool = fc.record({ name: fc.oneof(fc.string(), fc.jsonValue()), inputSchema: fc.jsonValue(), outputSchema: fc.jsonValue(), annotations: fc.jsonValue() }, { requiredKeys: [] });
const list = fc.oneof(fc.record({ tools: fc.array(fc.oneof(mcpTool, fc.jsonValue())) }), fc.record({ result: fc.record({ tools: fc.array(mcpTool) }) }), fc.jsonValue());

test('vetPack never throws, on values and on their text, and is valid only without errors', () => {
  fc.assert(
    fc.property(pack, fc.boolean(), (value, asText) => {
      const report = vetPack(asText ? JSON.stringify(value, null, 1) : value, { readTool: () => ({ bytes: Buffer.from(JSON.stringify(value)), file: '/x.json' }) });
      expect(report.valid).toBe(!report.issues.some((issue) => issue.severity === 'error') && report.tools.every((entry) => entry.report?.valid !== false));
    }),
    { numRuns: 300, seed: 14 },
  );
});

test('vetMcpToolList never throws, on values, their text and cut text', () => {
  fc.assert(
    fc.property(list, fc.nat(), (value, cut) => {
      const text = JSON.stringify(value) ?? 'null';
      for (const source of [value, text, text.slice(0, cut % (text.length + 1))]) {
        const report = vetMcpToolList(source);
        expect(report.valid).toBe(!report.issues.some((issue) => issue.severity === 'error'));
      }
    }),
    { numRuns: 300, seed: 14 },
  );
});
