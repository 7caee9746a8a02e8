import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { dialectRow } from '../../src/dialects/table.js';
import { compileToolValidators, vetToolManifest } from '../../src/index.js';
import { mcpTool } from '../fixtures.js';
import { asToolInput, SUITE_DIALECTS, suiteGroups } from './test-suite.js';

// Valid schemas on which Ajv 8's compile overflows its own stack while resolving a relative `$ref`
// beside an `$id` (a known Ajv limitation, listed among its misses in FACTS.md). Vet follows the
// specification and passes them; compileToolValidators turns the overflow into an issue.
const AJV_STACK_OVERFLOWS = new Set([
  'ref.json "refs with relative uris and defs"',
  'ref.json "relative refs with absolute uris and defs"',
  'ref.json "URN ref with nested pointer ref"',
]);

function compilesAsTool(input: unknown): boolean {
  try {
    compileToolValidators(mcpTool({ input }), { rules: { 'schema/input-not-object': 'off' } });
    return true;
  } catch {
    return false;
  }
}

// Vet never compiles a manifest's schema; it must still say what `ajv.compile` would say.
describe.each(SUITE_DIALECTS)('agreement with ajv.compile on the JSON Schema Test Suite, $folder', ({ folder, dialect, uri }) => {
  const groups = suiteGroups(folder, { optional: true });

  test(`every group schema gets the same verdict from vet and from ajv.compile (${dialect})`, () => {
    const disagreements: string[] = [];
    let refused = 0;
    for (const group of groups) {
      const input = asToolInput(group.schema, uri);
      const ajv = dialectRow(dialect).createAjv({ strict: false, logger: false });
      addFormats.default(ajv);
      let compileError: Error | undefined;
      try {
        ajv.compile(input);
      } catch (error) {
        compileError = error as Error;
      }
      // An MCP tool's input is only the vehicle here; most suite schemas are not objects, which that rule refuses on MCP tools.
      const issues = vetToolManifest(mcpTool({ input }), { rules: { 'schema/input-not-object': 'off' } }).issues.filter((issue) => issue.severity === 'error');
      const needsRemote = compileError !== undefined && 'missingRef' in compileError;
      const agrees =
        (compileError === undefined) === (issues.length === 0) &&
        (!needsRemote || issues.some((issue) => issue.code === 'schema/unresolved-ref'));
      if (compileError !== undefined) refused++;
      // What Ajv refuses but vet passes, the call validators must compile all the same (exact rewrites, or the second engine).
      const compiledAnyway = compileError !== undefined && !needsRemote && issues.length === 0 && compilesAsTool(input);
      // A `$ref` into `examples`, `default`, `const` or `enum` is refused by design, though Ajv follows it.
      const byDesign = compileError === undefined && issues.length > 0 && issues.every((issue) => issue.code === 'schema/ref-to-non-schema');
      const skipped = compiledAnyway || byDesign || (compileError instanceof RangeError && AJV_STACK_OVERFLOWS.has(`${group.file} "${group.description}"`));
      if (!agrees && !skipped) {
        disagreements.push(
          `${group.file} "${group.description}": compile ${compileError ? `threw ${compileError.message.slice(0, 120)}` : 'passed'}; vet ${issues.map((issue) => `${issue.code} ${issue.pointer}`).join(', ') || 'passed'}`,
        );
      }
    }
    console.log(`${folder}: ${groups.length} group schemas, ${refused} refused by compile, ${disagreements.length} disagreements`);
    expect(disagreements).toEqual([]);
  });
});
