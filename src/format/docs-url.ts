/** Where the per-code pages are: `docs/rules/<family>/<name>.md` in the repository. */
export const DOCS_BASE = 'https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/';

/**
 * The documentation page of an issue code, generated from the catalog (`npm run docs`).
 *
 * @example
 * ```ts
 * docsUrl('schema/strict'); // 'https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/schema/strict.md'
 * ```
 */
export function docsUrl(code: string): string {
  return `${DOCS_BASE}${code.split('/').map(encodeURIComponent).join('/')}.md`;
}
