import type { Dialect } from './dialects/table.js';
import type { HttpToolSpec, Need, ToolManifest, Transport } from './types.js';

/** Which handler runs a tool's calls. */
export type HandlerKind = 'spec' | 'artifact' | 'code' | 'mcp';

/**
 * A valid manifest with every default the specification gives applied, plus the policy that
 * follows from its fields.
 */
export interface ResolvedToolManifest
  extends Omit<ToolManifest, 'transport' | 'mutating' | 'needsApprovalWhenUnattended' | 'pauses' | 'resultIsOutsideData' | 'storesFiles' | 'readsFiles' | 'needs' | 'spec'> {
  /** 'auto' (default) lets the runtime pick native when possible, MCP otherwise. */
  readonly transport: Transport;
  /** `true` when this tool causes observable side effects. Absent defaults to `true`. */
  readonly mutating: boolean;
  /** `true` when a person must say yes to every call of this tool in a run no person started. Absent means `false`. */
  readonly needsApprovalWhenUnattended: boolean;
  /** `true` when the tool may make its run wait for another system's answer. Absent means `false`. */
  readonly pauses: boolean;
  /** `true` when the tool's results are text from outside that nobody checked. Absent means `false`. */
  readonly resultIsOutsideData: boolean;
  /** `true` when the tool may store files it fetches. Absent means `false`. */
  readonly storesFiles: boolean;
  /** `true` when the tool may read stored files' bytes. Absent means `false`. */
  readonly readsFiles: boolean;
  /** Typed context requirements, each with `optional` (default `false`). */
  readonly needs?: readonly Required<Need>[];
  /** The declarative spec with `timeoutMs` (default 30000) and `parseJson` (default true). */
  readonly spec?: HttpToolSpec & { readonly timeoutMs: number; readonly parseJson: boolean };
  /**
   * Whether a person must approve each call in an unattended run: declared, or implied because
   * "a tool that uses a person's connection, reads included, counts as declaring it".
   */
  readonly approvalWhenUnattended: boolean;
  /**
   * Whether a person must approve each call in a run a mail started: "in a run a mail started, so
   * does a tool that isn't `mutating: false`, and one that uses the run's own mailbox". True when
   * {@link approvalWhenUnattended} is, or when the tool is not `mutating: false`. The specification
   * does not say how a manifest declares that it uses the run's mailbox, so that part is not derived.
   */
  readonly approvalWhenMailStarted: boolean;
  /** What handles a call: a declarative `spec`, a handler `artifact`, the pack's own `code`, or an `mcp` server. */
  readonly handler: HandlerKind;
  /**
   * Whether a call runs on its own: "a call to a mutating tool runs on its own, and so does a call
   * to a read-only tool that pauses or declares connections, since it may wait"; other read-only
   * tools' calls may run together, up to 8 at once.
   */
  readonly runsAlone: boolean;
  /** The dialect of `input` and `output`. */
  readonly dialects: { readonly input: Dialect; readonly output: Dialect };
}

/** Applies the specification's defaults to a valid manifest and derives its effective policy. */
export function resolveManifest(manifest: ToolManifest, dialects: { input: Dialect; output: Dialect }): ResolvedToolManifest {
  const connections = manifest.needsSpec?.connections;
  let declaresConnections = false;
  let usesPersonConnection = false;
  for (const name in connections) {
    declaresConnections = true;
    if (connections[name]?.as === 'person') usesPersonConnection = true;
  }
  const mutating = manifest.mutating ?? true;
  const pauses = manifest.pauses ?? false;
  const needsApprovalWhenUnattended = manifest.needsApprovalWhenUnattended ?? false;
  // Object.assign and plain stores: object rest and spread cost several microseconds a manifest here.
  const resolved = Object.assign({} as Record<string, unknown>, manifest);
  resolved.transport = manifest.transport ?? 'auto';
  resolved.mutating = mutating;
  resolved.needsApprovalWhenUnattended = needsApprovalWhenUnattended;
  resolved.pauses = pauses;
  resolved.resultIsOutsideData = manifest.resultIsOutsideData ?? false;
  resolved.storesFiles = manifest.storesFiles ?? false;
  resolved.readsFiles = manifest.readsFiles ?? false;
  if (manifest.needs !== undefined) resolved.needs = manifest.needs.map((need) => ({ name: need.name, optional: need.optional ?? false }));
  if (manifest.spec !== undefined) {
    const spec = Object.assign({}, manifest.spec);
    spec.timeoutMs = manifest.spec.timeoutMs ?? 30_000;
    spec.parseJson = manifest.spec.parseJson ?? true;
    resolved.spec = spec;
  }
  const approvalWhenUnattended = needsApprovalWhenUnattended || usesPersonConnection;
  resolved.approvalWhenUnattended = approvalWhenUnattended;
  resolved.approvalWhenMailStarted = approvalWhenUnattended || manifest.mutating !== false;
  resolved.handler = handlerOf(manifest);
  resolved.runsAlone = mutating || pauses || declaresConnections;
  resolved.dialects = dialects;
  return resolved as unknown as ResolvedToolManifest;
}

function handlerOf(manifest: ToolManifest): HandlerKind {
  if (manifest.transport === 'mcp') return 'mcp';
  if (manifest.spec !== undefined) return 'spec';
  if (manifest.codeArtifactRef !== undefined) return 'artifact';
  return 'code';
}
