/** Every {@link HttpMethod} an {@link HttpToolSpec} may use. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The HTTP method of a declarative HTTP tool. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

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
