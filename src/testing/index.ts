/**
 * `kindgi-tool-manifest/testing`: valid inputs and outputs generated from a tool's schemas, and
 * contract checks of its handler. Needs fast-check (an optional peer dependency).
 */
export { toolInputArbitrary, toolOutputArbitrary, sampleToolInput } from './arbitrary.js';
export { checkToolContract } from './contract.js';
export { SchemaTooCostlyError, UnsatisfiableSchemaError } from './errors.js';
export type { ToolArbitraryOptions } from './options.js';
export type { ContractFailure, ContractReport, ToolContractOptions, ToolHandler } from './contract-options.js';
