import type { RuleDefinition } from '../define-rule.js';
import handlerSpecAndArtifact from './spec-and-artifact.js';
import handlerHandlerOnlyCapability from './handler-only-capability.js';

/** The `handler/` rules, in the order they run. */
export const HANDLER_RULES: readonly RuleDefinition[] = [handlerSpecAndArtifact, handlerHandlerOnlyCapability];
