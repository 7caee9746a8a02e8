import { expect } from 'vitest';
import type { VetOptions } from './options.js';
import type { CompileOptions } from './validators/options.js';
import { toBeValidToolManifest, toHaveManifestIssue, toMatchToolSchema } from './vitest/matchers.js';

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

declare module 'vitest' {
  interface Assertion<T = any> extends ToolManifestMatchers<T> {}
  interface AsymmetricMatchersContaining extends ToolManifestMatchers {}
}

expect.extend({
  toBeValidToolManifest: (received: unknown, options?: VetOptions) => toBeValidToolManifest(received, options),
  toHaveManifestIssue: (received: unknown, code: string, pointer?: string, options?: VetOptions) => toHaveManifestIssue(received, code, pointer, options),
  toMatchToolInput: (received: unknown, manifest: unknown, options?: CompileOptions) => toMatchToolSchema('input', received, manifest, options),
  toMatchToolOutput: (received: unknown, manifest: unknown, options?: CompileOptions) => toMatchToolSchema('output', received, manifest, options),
});
