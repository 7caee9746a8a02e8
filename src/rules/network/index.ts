import type { RuleDefinition } from '../define-rule.js';
import networkHostInvalid from './host-invalid.js';
import networkAllowlistMissesUrl from './allowlist-misses-url.js';
import networkNoneWithHttpSpec from './none-with-http-spec.js';
import networkNoneWithNetworkEffect from './none-with-network-effect.js';

/** The `network/` rules, in the order they run. */
export const NETWORK_RULES: readonly RuleDefinition[] = [networkAllowlistMissesUrl, networkNoneWithHttpSpec, networkNoneWithNetworkEffect, networkHostInvalid];
