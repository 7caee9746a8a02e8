/** Every {@link EffectKind}, in the specification's order. */
export const EFFECT_KINDS = [
  'reads',
  'writes',
  'deletes',
  'network',
  'spawns-run',
  'emits-event',
  'external-side-effect',
  'sensitive-data-egress',
] as const;

/** The kind of a declared side-effect. */
export type EffectKind = (typeof EFFECT_KINDS)[number];

/** A declared side-effect: enables policy enforcement, safe parallelization and causal provenance. */
export interface Effect {
  /** What the effect does. */
  kind: EffectKind;
  /**
   * Resource identifier (e.g. 'memory:facts', 'blob:*', 'external:api.example.com').
   * Used by the policy engine to authorize the effect.
   */
  resource?: string;
  /** Free-form notes on the effect. */
  notes?: string;
}
