type FixInfo = { code: string; fixes?: string; suggests?: string };
/** The README's fix coverage table, one row per code with a fix or a suggestion. */
export function fixTable(catalog: readonly FixInfo[]): string;
/** The README's text with its fix table replaced. */
export function withFixTable(readme: string, catalog: readonly FixInfo[]): string;
