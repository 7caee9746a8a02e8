import { requireLazily } from './lazy-require.js';

type Regexpp = typeof import('@eslint-community/regexpp');
let loaded: Regexpp | undefined;

/**
 * The ECMAScript regex parser, loaded the first time a pattern is parsed: most manifests carry no
 * `pattern`, and importing the library should not parse the parser's 90 KB.
 */
export const regexpp = (): Regexpp => (loaded ??= requireLazily('@eslint-community/regexpp') as Regexpp);
