import type { ContractFailure, ToolContractOptions, ToolHandler } from '../testing/contract-options.js';
import { listIssues, toolName, type MatcherResult } from './matchers.js';
import { thrownMessage } from '../thrown.js';
import { boundedJson } from '../testing/bounded-json.js';
import { MAX_SHOWN } from '../testing/thrown-words.js';

type Testing = typeof import('../testing/contract.js');
let testing: Promise<Testing> | undefined;

// fast-check is an optional peer: it is loaded here, when the matcher first runs, never when the matchers are imported.
function loadTesting(): Promise<Testing> {
  testing ??= import('../testing/contract.js').catch((error: unknown) => {
    testing = undefined;
    const reason = thrownMessage(error);
    throw new Error(`toHonourToolContract needs fast-check, an optional peer dependency of kindgi-tool-manifest: npm install --save-dev fast-check (${reason})`);
  });
  return testing;
}

/** Runs the received handler on generated inputs; passes when every output is valid against the tool's output schema. */
export async function toHonourToolContract(received: unknown, manifest: unknown, options?: ToolContractOptions): Promise<MatcherResult> {
  if (typeof received !== 'function') {
    return { pass: false, message: () => `expected a tool's handler (a function), but received ${received === null ? 'null' : typeof received}` };
  }
  const { checkToolContract } = await loadTesting();
  const report = await checkToolContract(manifest, received as ToolHandler, options);
  const tool = toolName(manifest);
  const smallest = report.failures[0];
  return {
    pass: smallest === undefined,
    message: () =>
      smallest === undefined
        ? `expected the handler not to honour the contract of ${tool}, but all ${report.runs} generated inputs gave valid outputs (seed ${report.seed})`
        : `expected the handler to honour the contract of ${tool}, but ${report.failed} of ${report.runs} inputs failed (seed ${report.seed}).\n${safely(() => describeFailure(smallest))}`,
  };
}

// The message must not throw whatever the handler gave: a failure there would hide the failure it reports.
function safely(describe: () => string): string {
  try {
    return describe();
  } catch {
    return 'The failing input and what the handler gave cannot be shown.';
  }
}

/** The smallest failing input, then what the handler did with it. */
export function describeFailure(failure: ContractFailure): string {
  const input = `${failure.shrunk ? 'The smallest failing input' : 'A failing input'}:\n  ${json(failure.input)}`;
  if (failure.error !== undefined) {
    const how = failure.error.kind === 'timeout' ? `gave ${failure.error.message}` : `${failure.error.kind === 'threw' ? 'threw' : 'rejected with'} ${failure.error.message}`;
    return `${input}\nThe handler ${how}.`;
  }
  const output = failure.outputPreview !== undefined && !('output' in failure) ? failure.outputPreview : json(failure.output);
  return `${input}\nIts output:\n  ${output}\nwhich breaks the output schema:\n${listIssues(failure.issues)}`;
}

// What JSON has no text for at the top is named: JSON.stringify would write nothing, or null.
function json(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return boundedJson(value, MAX_SHOWN);
}
