// A side-effect import survives into vitest.d.ts (a value import does not): without it the
// `declare module 'vitest'` below does not merge in a consumer that imports this before vitest.
import 'vitest';
import { expect } from 'vitest';
import type { VetOptions } from './options.js';
import type { ToolContractOptions } from './testing/contract-options.js';
import type { CompileOptions } from './validators/options.js';
import { ToolSchemaMatcher } from './vitest/asymmetric.js';
import { toHonourToolContract } from './vitest/contract-matcher.js';
import { toBeValidToolManifest, toHaveManifestIssue, toMatchToolSchema } from './vitest/matchers.js';

export type { ToolContractOptions } from './testing/contract-options.js';

/**
 * The matchers `import 'kindgi-tool-manifest/vitest'` adds to vitest's `expect`.
 *
 * @example
 * ```ts
 * import 'kindgi-tool-manifest/vitest';
 * expect(manifest).toBeValidToolManifest();
 * expect(broken).toHaveManifestIssue('schema/invalid', '/input/properties/city/type');
 * expect({ city: 'Oslo' }).toMatchToolInput(manifest);
 * expect({ temperature: 'warm' }).not.toMatchToolOutput(manifest);
 * expect(call).toEqual({ tool: 'acme.weather', args: expect.toMatchToolInput(manifest) });
 * ```
 */
export interface ToolManifestMatchers<R = unknown> {
  /** Passes when the received manifest (a value, JSON text or bytes) vets with no error. */
  toBeValidToolManifest(options?: VetOptions): R;
  /** Passes when vetting the received manifest (with `options`) reports `code`, at `pointer` when one is given. */
  toHaveManifestIssue(code: string, pointer?: string, options?: VetOptions): R;
  /** Passes when the received value is valid against the manifest's `input` schema, in its dialect. */
  toMatchToolInput(manifest: unknown, options?: CompileOptions): R;
  /** Passes when the received value is valid against the manifest's `output` schema, in its dialect. */
  toMatchToolOutput(manifest: unknown, options?: CompileOptions): R;
}

/**
 * The contract matcher: asynchronous, so it is awaited, and not an asymmetric matcher.
 *
 * @example
 * ```ts
 * import 'kindgi-tool-manifest/vitest';
 * await expect(handler).toHonourToolContract(manifest, { runs: 200, seed: 1 });
 * ```
 */
export interface ToolContractMatchers {
  /**
   * Runs the received handler on inputs generated from the manifest's `input` schema (with
   * fast-check, loaded only now) and passes when every output is valid against its `output`
   * schema. Its failure shows the smallest failing input, the output and the output's issues.
   */
  toHonourToolContract(manifest: unknown, options?: ToolContractOptions): Promise<void>;
}

declare module 'vitest' {
  interface Assertion<T = any> extends ToolManifestMatchers<T>, ToolContractMatchers {}
  interface AsymmetricMatchersContaining extends ToolManifestMatchers {}
}

expect.extend({
  toBeValidToolManifest: (received: unknown, options?: VetOptions) => toBeValidToolManifest(received, options),
  toHaveManifestIssue: (received: unknown, code: string, pointer?: string, options?: VetOptions) => toHaveManifestIssue(received, code, pointer, options),
  toMatchToolInput: (received: unknown, manifest: unknown, options?: CompileOptions) => toMatchToolSchema('input', received, manifest, options),
  toMatchToolOutput: (received: unknown, manifest: unknown, options?: CompileOptions) => toMatchToolSchema('output', received, manifest, options),
  toHonourToolContract: (received: unknown, manifest: unknown, options?: ToolContractOptions) => toHonourToolContract(received, manifest, options),
});

// vitest's own asymmetric form prints every argument (the whole manifest) and never why: ours replace it.
// vitest copies the global list into each test's local `expect`, so both are set.
const asymmetric = (globalThis as Record<symbol, Record<string, unknown> | undefined>)[Symbol.for('asymmetric-matchers-object')];
for (const field of ['input', 'output'] as const) {
  const name = field === 'input' ? 'toMatchToolInput' : 'toMatchToolOutput';
  const make = (inverse: boolean) => (manifest: unknown, options?: CompileOptions) => new ToolSchemaMatcher(field, manifest, options, inverse);
  for (const [target, inverse] of [[expect, false], [expect.not, true], [asymmetric, false]] as const) {
    if (target !== undefined) Object.defineProperty(target, name, { configurable: true, enumerable: true, writable: true, value: make(inverse) });
  }
}
