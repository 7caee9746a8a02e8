/**
 * The shape of a Kindgi tool manifest (`tool.schema.json`, schema-version 1.4.0), as TypeScript.
 * Field documentation is the specification's own words where it gives some.
 */

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

/** Every {@link Transport}, in the specification's order. */
export const TRANSPORTS = ['auto', 'native', 'mcp'] as const;

/** Every {@link HttpMethod} an {@link HttpToolSpec} may use. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The kind of a declared side-effect. */
export type EffectKind = (typeof EFFECT_KINDS)[number];

/**
 * Transport hint. 'auto' (default) lets the runtime pick native when possible, MCP otherwise.
 * 'native' requires in-process execution. 'mcp' requires MCP execution.
 */
export type Transport = (typeof TRANSPORTS)[number];

/** The HTTP method of a declarative HTTP tool. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Isolation posture the runtime enforces around the handler. */
export type Sandbox = 'none' | 'context-isolated' | 'strict';

/** A JSON Schema object, in whatever dialect it declares; its keywords are vetted separately. */
export type JsonSchemaObject = Record<string, unknown>;

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

/** A secret an HTTP spec sends, resolved at invoke time via `ToolContext.resolveSecret`. */
export interface ToolSecretRef {
  /** The environment variable the secret is resolved from. */
  envName: string;
  /** The secret's name. */
  name: string;
}

/** A fixed header an HTTP spec sends. */
export interface HttpHeaderSpec {
  /** The header's name. */
  name: string;
  /** The header's value. */
  value: string;
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

/** Authorization sent as `Authorization: Bearer <secret>`. */
export interface BearerAuth {
  /** Discriminant. */
  kind: 'bearer';
  /** The secret sent as the bearer token. */
  secretRef: ToolSecretRef;
}

/** Authorization sent as a secret in a header of the tool's choosing. */
export interface HeaderAuth {
  /** Discriminant. */
  kind: 'header';
  /** The header that carries the secret. */
  headerName: string;
  /** The secret sent in the header. */
  secretRef: ToolSecretRef;
}

/**
 * A connection the tool declares in `needsSpec.connections`, by its name there: sent as
 * `Authorization: Bearer <access token>`.
 */
export interface ConnectionAuth {
  /** Discriminant. */
  kind: 'connection';
  /** The connection's name in `needsSpec.connections`. */
  connection: string;
}

/** How an HTTP spec authorizes its request. Discriminated on `kind`. */
export type HttpAuthSpec = BearerAuth | HeaderAuth | ConnectionAuth;

/** Sends the tool's input as a JSON body. */
export interface JsonInputBody {
  /** Discriminant. */
  kind: 'json-input';
}

/** Passes the tool's input through as the body. */
export interface InputPassthroughBody {
  /** Discriminant. */
  kind: 'input-passthrough';
}

/** Sends a text body made from a template. */
export interface TextBody {
  /** Discriminant. */
  kind: 'text';
  /** The body's template. */
  template: string;
}

/** The request body of an HTTP spec. Discriminated on `kind`. */
export type HttpRequestBodySpec = JsonInputBody | InputPassthroughBody | TextBody;

/** The range of response statuses an HTTP spec treats as success. */
export interface HttpSuccessStatus {
  /** Lowest successful status, 100–599. */
  min: number;
  /** Highest successful status, 100–599. */
  max: number;
}

/**
 * Declarative HTTP-invocation spec. Attached to `ToolManifest.spec` under the discriminant
 * `kind: 'http'`. The runtime `Tool.handler` is synthesized by the 'http' spec synthesizer to
 * perform URL-template substitution, secret-ref resolution via `ToolContext.resolveSecret`, and
 * the outbound fetch. All fields serialize cleanly to JSON.
 */
export interface HttpToolSpec {
  /** Discriminant: the only declarative spec kind. */
  kind: 'http';
  /** The request's method. */
  method: HttpMethod;
  /** URL template with `{param}` placeholders substituted from the tool's input at invoke time. */
  urlTemplate: string;
  /** Fixed headers sent with the request. */
  headers?: HttpHeaderSpec[];
  /** How the request is authorized. */
  authorization?: HttpAuthSpec;
  /** What the request sends as its body. */
  requestBody?: HttpRequestBodySpec;
  /**
   * Wall-clock timeout in ms. Default 30000.
   * @defaultValue 30000
   */
  timeoutMs?: number;
  /**
   * When true (default), the response body is parsed as JSON before returning to the invoker.
   * @defaultValue true
   */
  parseJson?: boolean;
  /** The response statuses treated as success. */
  successStatus?: HttpSuccessStatus;
}

/** No egress (`none`) or any egress (`unrestricted`). */
export interface BasicNetworkPolicy {
  /** Discriminant. */
  kind: 'none' | 'unrestricted';
}

/** Network egress to the listed hosts only. */
export interface AllowlistNetworkPolicy {
  /** Discriminant. */
  kind: 'allowlist';
  /** The hosts the tool may reach. */
  hosts: string[];
}

/** Network egress policy. Discriminated on `kind`. */
export type NetworkPolicy = BasicNetworkPolicy | AllowlistNetworkPolicy;

/** The deploy-pipeline shape of a handler artifact: image + module path + artifactVersion. */
export interface OciArtifactRef {
  /** Discriminant. */
  kind: 'oci';
  /** The OCI image holding the handler. */
  imageRef: string;
  /** The handler's module path in the image. */
  modulePath: string;
  /** The artifact's version. */
  artifactVersion: string;
}

/**
 * The local-development shape of a handler artifact: absolute host path at the pack's on-disk
 * handler file. Production servers SHOULD reject it.
 */
export interface FilesystemArtifactRef {
  /** Discriminant. */
  kind: 'filesystem';
  /** Absolute host path of the handler file. */
  modulePath: string;
}

/** Handler-artifact pointer. Discriminated on `kind`. */
export type CodeArtifactRef = OciArtifactRef | FilesystemArtifactRef;

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

/** Sandbox-enforced resource caps at dispatch. */
export interface ToolLimits {
  /** Memory cap, in MB. */
  memMB: number;
  /** CPU-time cap, in ms. */
  cpuMs: number;
}

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
