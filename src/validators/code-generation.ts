let allowed: boolean | undefined;

/**
 * Whether this runtime lets code be generated from strings (`new Function`), which Ajv needs.
 * Edge workers, pages whose Content-Security-Policy forbids `unsafe-eval`, and Node with
 * `--disallow-code-generation-from-strings` do not; asked once, then remembered.
 *
 * @example
 * ```ts
 * codeGenerationAllowed(); // → true in plain Node
 * ```
 */
export function codeGenerationAllowed(): boolean {
  if (allowed === undefined) {
    try {
      allowed = (new Function('return true') as () => boolean)() === true;
    } catch {
      allowed = false;
    }
  }
  return allowed;
}
