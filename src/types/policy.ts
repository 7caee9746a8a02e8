/** Isolation posture the runtime enforces around the handler. */
export type Sandbox = 'none' | 'context-isolated' | 'strict';

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

/** Sandbox-enforced resource caps at dispatch. */
export interface ToolLimits {
  /** Memory cap, in MB. */
  memMB: number;
  /** CPU-time cap, in ms. */
  cpuMs: number;
}
