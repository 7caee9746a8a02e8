/** The issue codes an example's file name promises, sorted. */
export function promisedCodes(fileName: string): string[];
/** The distinct codes of a report's issues, sorted. */
export function foundCodes(issues: readonly { code: string }[]): string[];
