// The ReDoS worker: runs recheck's pure-JS analyser (vendored at build time) off the main thread,
// one pattern at a time. Started by recheck-client.ts; never imported by the vet path.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { RecheckParameters, RecheckResult, RecheckRequest } from './recheck-params.js';

type CheckSync = (source: string, flags: string, params: RecheckParameters) => RecheckResult;
const { checkSync } = createRequire(import.meta.url)('../../../vendor/recheck/recheck.cjs') as { checkSync: CheckSync };

parentPort?.on('message', (request: RecheckRequest) => {
  let result: RecheckResult;
  try {
    result = checkSync(request.pattern, 'u', request.params);
    // The automaton checker is exact but refuses lookarounds and backreferences; the fuzzer takes them.
    if (result.status === 'unknown' && result.error?.kind === 'unsupported' && request.fallback !== undefined) result = checkSync(request.pattern, 'u', request.fallback);
  } catch (thrown) {
    result = { status: 'unknown', error: { kind: 'crash', message: String(thrown) } };
  }
  parentPort?.postMessage({ id: request.id, result });
});
