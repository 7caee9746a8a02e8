import { CODE_CATALOG, explainCode } from '../catalog.js';
import type { CodeInfo } from '../codes.js';
import { docsUrl } from '../format/docs-url.js';
import { didYouMean } from '../suggest.js';
import { UsageError } from './usage-error.js';

/**
 * `explain <code>`: what the code means, why it matters, how to fix it and an example, from
 * the catalog the README's table is made from. Without a code, every code and its summary.
 * An unknown code is a usage error, with the closest code when there is one.
 *
 * @example
 * ```ts
 * explain('schema/strict'); // 'schema/strict (error)\n\nA pack tool’s schema breaks …'
 * ```
 */
export function explain(code: string | undefined): string {
  if (code === undefined) return listing();
  const info = explainCode(code);
  if (info === undefined) {
    const hint = didYouMean(code, CODE_CATALOG.map((entry) => entry.code));
    throw new UsageError(`no issue code "${code}"${hint === undefined ? '' : `; ${hint}`} ("explain" alone lists them all)`);
  }
  return page(info);
}

function page(info: CodeInfo): string {
  return [
    `${info.code} (${info.severity})`,
    '',
    info.summary,
    '',
    `Why: ${info.why}`,
    `Fix: ${info.fix}`,
    `Example: ${info.example}`,
    '',
    `More: ${docsUrl(info.code)}`,
    '',
  ].join('\n');
}

function listing(): string {
  const width = Math.max(...CODE_CATALOG.map((info) => info.code.length));
  const rows = CODE_CATALOG.map((info) => `  ${info.code.padEnd(width)}  ${info.severity.padEnd(7)}  ${info.summary}`);
  return `Issue codes (run "explain <code>" for one in full):\n\n${rows.join('\n')}\n`;
}
