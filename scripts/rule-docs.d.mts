import type { CodeInfo } from '../src/codes.js';
import type { RuleDefinition } from '../src/rules/define-rule.js';

export function rulePage(info: CodeInfo, rule: RuleDefinition | undefined): string;
export function rulePages(catalog: readonly CodeInfo[], rules: readonly RuleDefinition[]): Map<string, string>;
