import type { Effect } from './effects.js';
import type { HttpToolSpec } from './http.js';
import type { JsonSchemaObject } from './json-schema.js';
import type { Need, NeedsSpec } from './needs.js';
import type { CodeArtifactRef, NetworkPolicy, Sandbox, ToolLimits } from './policy.js';

/** Every {@link Transport}, in the specification's order. */
export const TRANSPORTS = ['auto', 'native', 'mcp'] as const;

/**
 * Transport hint. 'auto' (default) lets the runtime pick native when possible, MCP otherwise.
 * 'native' requires in-process execution. 'mcp' requires MCP execution.
 */
export type Transport = (typeof TRANSPORTS)[number];

/**
 * A tool definition. Authored once; the runtime picks transport (native in-process for tools
 * built into the runtime, MCP over the wire for cross-process / cross-org / third-party tools).
 * Every tool declares its typed I/O, its context needs (typed DI), and its side-effects —
 * enabling policy enforcement and parallel scheduling by the kernel.
 *
 * @example
 * ```ts
 * const tool: ToolManifest = {
 *   id: 'acme.weather',
 *   description: 'Current weather for a city.',
 *   version: '1.0.0',
 *   input: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
 *   output: { type: 'object' },
 *   mutating: false,
 *   spec: { kind: 'http', method: 'GET', urlTemplate: 'https://api.weather.example/{city}' },
 * };
 * ```
 */
export interface ToolManifest {
  /**
   * Unique tool identifier. Convention: '\<pack>.\<tool>' (e.g. 'acme.verify-citation') or a bare
   * id for tools built into Kindgi.
   */
  id: string;
  /**
   * Human- and LLM-readable description of what this tool does. Load-bearing: this is what the
   * LLM sees when deciding to call the tool.
   */
  description: string;
  /** The tool's version: an exact semver, `MAJOR.MINOR.PATCH` with an optional prerelease. */
  version: string;
  /**
   * JSON Schema for the tool input. MUST validate under Draft 2020-12, except on an MCP server's
   * tool (`transport: "mcp"`), whose schemas are in the dialect their `$schema` declares:
   * draft-06, draft-07, 2019-09 or 2020-12.
   */
  input: JsonSchemaObject;
  /**
   * JSON Schema for the tool output. MUST validate under Draft 2020-12, except on an MCP
   * server's tool (`transport: "mcp"`), whose schemas are in the dialect their `$schema`
   * declares: draft-06, draft-07, 2019-09 or 2020-12.
   */
  output: JsonSchemaObject;
  /**
   * Typed context requirements — named slots (e.g. `tenant`, `run`, `blob`, `memory:facts`) the
   * runtime injects via `ToolContext`. Declarative: not checked when a flow is loaded.
   * `needsSpec` is the typed, discriminated form.
   */
  needs?: Need[];
  /**
   * Declared side-effects. Enables policy enforcement (can this tool run in this workspace?),
   * safe parallelization (are two calls conflicting?), and causal provenance.
   */
  effects?: Effect[];
  /**
   * Transport hint. 'auto' (default) lets the runtime pick native when possible, MCP otherwise.
   * 'native' requires in-process execution. 'mcp' requires MCP execution. Deployment-time
   * concern; authoring is unchanged.
   * @defaultValue 'auto'
   */
  transport?: Transport;
  /**
   * If transport = 'mcp' (or resolved to MCP by 'auto'), the MCP endpoint URI. Format:
   * 'mcp+stdio://\<command>', 'mcp+http://\<url>', 'mcp+sse://\<url>'.
   */
  mcpEndpoint?: string;
  /** Free-form annotations (author, docs URL, tags). Not interpreted by the kernel. */
  metadata?: Record<string, unknown>;
  /** Isolation posture the runtime enforces around the handler. Optional additive field. */
  sandbox?: Sandbox;
  /**
   * Semantic marker: `true` when this tool causes observable side effects (writes state, calls
   * external APIs with mutations, sends messages). Read-only tools set `false`. Absent defaults
   * to `true`. Consumed by the HITL default classifier — a read-only tool passes straight
   * through, a mutating tool asks on first use. It also decides what runs together: calls to
   * read-only tools that a model step asks for one after another run at the same time, up to 8
   * at once, unless the agent sets `parallelToolCalls: false`; a call to a mutating tool runs on
   * its own, and so does a call to a read-only tool that pauses or declares connections, since
   * it may wait.
   * @defaultValue true
   */
  mutating?: boolean;
  /**
   * `true` when a person must say yes to every call of this tool in a run no person started (a
   * schedule, a webhook, an event, a mail or a service account's key started it). In such a run
   * an agent's call waits for a person's yes whatever the agent's approval rules say, and a
   * flow's tool step that calls it is refused. A webhook trigger, a schedule or a mail trigger
   * whose `toolsAllowedUnattended` names the tool (a project admin's to set) lifts that, in its
   * own runs only. A tool that uses a person's connection, reads included, counts as declaring
   * it, whatever this or `mutating` says. In a run a mail started, so does a tool that isn't
   * `mutating: false`, and one that uses the run's own mailbox. Absent means `false`. Optional
   * additive field.
   * @defaultValue false
   */
  needsApprovalWhenUnattended?: boolean;
  /**
   * `true` when the tool may make its run wait for another system's answer: each call gets a
   * wait token, hands its link to that system, and answers `pause`; the system's answer, valid
   * against `output`, becomes the call's result. The run waits at most 24 days (24 hours by
   * default) and fails the call when the time passes. Only a pack tool with a handler can pause:
   * not one with a declarative `spec`, nor an MCP tool. Absent means `false`. Optional additive
   * field.
   * @defaultValue false
   */
  pauses?: boolean;
  /**
   * `true` when the tool's results are text from outside that nobody checked, such as a mail
   * someone sent or a page a search found: an agent reads each result as data, not
   * instructions, in this turn and in every later turn's history. It changes what the model is
   * told, not what the tool may do. Absent means `false`. Optional additive field.
   * @defaultValue false
   */
  resultIsOutsideData?: boolean;
  /**
   * `true` when the tool may store files it fetches, such as a mail's attachments, as files its
   * run owns (schema-version 1.4.0, pack protocol 2.10.0). Each call's handler gets
   * `files.store`: the runtime checks the bytes and answers a file value, which the tool returns
   * in its result's top-level `files`, or why it stored nothing. At most 10 files a call. Only a
   * pack tool with a handler can store files: not one with a declarative `spec`, nor an MCP
   * tool. Absent means `false`. Optional additive field.
   * @defaultValue false
   */
  storesFiles?: boolean;
  /**
   * `true` when the tool may read stored files' bytes, such as a PDF an agent was given, to
   * parse it (schema-version 1.4.0, pack protocol 2.10.0). Each call's handler gets
   * `files.read`, which answers the bytes of a file the call's run may be shown, by its file
   * value's `artifactId`, or why there are none. Only a pack tool with a handler can read files:
   * not one with a declarative `spec`, nor an MCP tool. Absent means `false`. Optional additive
   * field.
   * @defaultValue false
   */
  readsFiles?: boolean;
  /** Sandbox-enforced resource caps at dispatch. Optional additive field. */
  limits?: ToolLimits;
  /** Network egress policy. Optional additive field. Discriminated on `kind`. */
  network?: NetworkPolicy;
  /**
   * Typed discriminated needs (env / secrets / config / capabilities / bindings / connections).
   * Optional additive field.
   */
  needsSpec?: NeedsSpec;
  /**
   * Handler-artifact pointer. Discriminated on `kind`: `oci` is the deploy-pipeline shape
   * (image + module path + artifactVersion); `filesystem` is the local-development shape —
   * absolute host path at the pack's on-disk handler file. Production servers SHOULD reject
   * `filesystem`.
   */
  codeArtifactRef?: CodeArtifactRef;
  /**
   * Declarative handler spec. Discriminated on `kind`; the framework's synthesizer registry maps
   * kind → runtime handler. Mutually exclusive with an imperative handler at author time.
   */
  spec?: HttpToolSpec;
}
