import type { RuleDefinition } from '../define-rule.js';
import artifactFilesystemPath from './filesystem-path.js';
import artifactFilesystemInProduction from './filesystem-in-production.js';

/** The `artifact/` rules, in the order they run. */
export const ARTIFACT_RULES: readonly RuleDefinition[] = [artifactFilesystemPath, artifactFilesystemInProduction];
