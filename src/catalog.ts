import { PIPELINE_CODES, type CodeInfo } from './codes.js';
import { PACK_CODES } from './pack/codes.js';
import { RULES } from './rules/index.js';

/**
 * Every issue code this library reports, with what it means, why, and how to fix it: the
 * pipeline's codes, then each rule's. The README's code table and `explain` come from here.
 */
export const CODE_CATALOG: readonly CodeInfo[] = [
  ...PIPELINE_CODES,
  ...PACK_CODES,
  ...RULES.map(({ id, description, severity, why, fix, example, fixes, suggests }) => ({
    code: id,
    severity,
    summary: description,
    why,
    fix,
    example,
    ...(fixes === undefined ? {} : { fixes }),
    ...(suggests === undefined ? {} : { suggests }),
  })),
];

/** What a code means, or undefined for a code this library never reports. */
export function explainCode(code: string): CodeInfo | undefined {
  return CODE_CATALOG.find((info) => info.code === code);
}
