import { requireLazily } from './lazy-require.js';

type JsoncParser = typeof import('jsonc-parser');
let loaded: JsoncParser | undefined;

/**
 * jsonc-parser, loaded the first time a text needs more than `JSON.parse`: a syntax error's place,
 * a repeated key, a position for an issue, a fix applied. A valid manifest's text never needs it.
 */
export const jsonc = (): JsoncParser => (loaded ??= requireLazily('jsonc-parser') as JsoncParser);
