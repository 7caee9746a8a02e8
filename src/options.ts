import type { Dialect } from './dialects/table.js';
import type { Severity } from './issue.js';
import type { Limits } from './limits.js';

/** A rule's severity as configured, or `off`. */
export type RuleSetting = Severity | 'off';

/**
 * A set of rule settings: `recommended` (the default), `strict` (warnings become errors),
 * `production` (adds the production-only rules).
 */
export type Profile = 'recommended' | 'strict' | 'production';

/**
 * Options of {@link vetToolManifest}, {@link loadToolManifest} and {@link assertToolManifest}.
 *
 * @example
 * ```ts
 * vetToolManifest(text, { dialects: ['draft-04'], schemas: { 'https://example.com/geo.json': geo } });
 * ```
 */
export interface VetOptions {
  /**
   * Dialects an MCP tool may use beyond draft-06, draft-07, 2019-09 and 2020-12: only
   * `'draft-04'` adds anything. Pack tools may use 2020-12 alone, whatever this says.
   */
  readonly dialects?: readonly Dialect[];
  /** How the draft-04 message says to opt in: "the `dialects` option" by default (the CLI names its flag). */
  readonly dialectOptIn?: string;
  /** Documents by URI that a schema's `$ref` may reach. Nothing is ever fetched. */
  readonly schemas?: Readonly<Record<string, unknown>>;
  /** Severity overrides by rule id; an unknown id throws (it is the caller's bug). */
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** The profile; `recommended` by default. */
  readonly profile?: Profile;
  /** Bounds on size, depth and expansion; see `DEFAULT_LIMITS` for the defaults. */
  readonly limits?: Partial<Limits>;
}
