// The matchers' messages and the contract report show values the same way: the one writer lives with the report.
export { boundedJson } from '../testing/bounded-json.js';
