/** The README's issue-code table, one row per code. */
export function codeTable(catalog: readonly { code: string; severity: string; summary: string; example: string }[]): string;
/** The README's text with its table replaced. */
export function withCodeTable(readme: string, catalog: readonly { code: string; severity: string; summary: string; example: string }[]): string;
/** The README's text with what stands between `<!-- name:start -->` and `<!-- name:end -->` replaced by `content`. */
export function withSection(readme: string, name: string, content: string): string;
