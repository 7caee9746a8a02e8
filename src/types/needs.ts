import type { JsonSchemaObject } from './json-schema.js';

/** A typed context requirement: a named slot the runtime injects via `ToolContext`. */
export interface Need {
  /** The named context slot (e.g. 'tenant', 'db', 'run', 'provenance', 'memory:facts', 'blob'). */
  name: string;
  /**
   * Whether the tool can run without the slot.
   * @defaultValue false
   */
  optional?: boolean;
}

/** An account at another app the tool acts with; the runtime resolves it per call. */
export interface ConnectionNeed {
  /** The app's entry id: `google`, `github`. */
  app: string;
  /** The entry's permission keys the call needs: `gmail.send`. */
  permissions: string[];
  /**
   * Whose connection: `person`, the run's person (the one it acts for, who started it or owns
   * its trigger); `company`, the workspace's.
   */
  as: 'person' | 'company';
}

/** Typed discriminated needs (env / secrets / config / capabilities / bindings / connections). */
export interface NeedsSpec {
  /** Environment values the tool needs, each by name with its JSON Schema. */
  env?: Record<string, JsonSchemaObject>;
  /** Secrets the tool needs, each by name with its JSON Schema. */
  secrets?: Record<string, JsonSchemaObject>;
  /** Configuration values the tool needs, each by name with its JSON Schema. */
  config?: Record<string, JsonSchemaObject>;
  /** Capabilities the tool needs. */
  capabilities?: string[];
  /** Bindings the tool needs. */
  bindings?: string[];
  /**
   * Accounts at other apps the tool acts with, by the tool's own name for each (`mail`).
   * The runtime resolves them per call into the context's `connections`.
   */
  connections?: Record<string, ConnectionNeed>;
}
