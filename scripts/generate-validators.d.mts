/** One generated module. */
export interface GeneratedModule {
  readonly file: string;
  readonly ajv: string;
  readonly uri?: string;
  readonly add?: string;
  readonly strict?: boolean;
  readonly schema?: () => unknown;
  /** Ajv options of this module beyond the shared ones (the tool schema's `inlineRefs: false`). */
  readonly options?: Readonly<Record<string, unknown>>;
}
/** Where the modules go. */
export const GENERATED: URL;
/** Every generated module. */
export const MODULES: readonly GeneratedModule[];
/** The source of one module. */
export function generate(module: GeneratedModule): string;
