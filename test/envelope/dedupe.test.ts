import { describe, expect, test } from 'vitest';
import { dedupe } from '../../src/envelope/dedupe.js';
import type { ProposingIssue } from '../../src/proposal.js';

const issue = (code: string, pointer: string, message: string, hint?: string): ProposingIssue => ({ code, severity: 'error', pointer, message, ...(hint === undefined ? {} : { hint }) });
const filler = (count: number) => Array.from({ length: count }, (_, i) => issue('manifest/invalid-value', `/f${i}`, `"f${i}" is invalid.`));

// Both ways of finding repeats (in pairs for a few issues, by key for many) must agree.
describe.each([['a few issues', 0], ['many issues', 12]])('dedupe, %s', (_name, extra) => {
  test('a repeat is dropped, the first kept, the order unchanged', () => {
    const first = issue('manifest/unknown-property', '/mutatin', 'A tool manifest has no field "mutatin".', 'first');
    const other = issue('manifest/invalid-version', '/version', '"version" is bad.');
    const again = issue('manifest/unknown-property', '/mutatin', 'A tool manifest has no field "mutatin".', 'second');
    expect(dedupe([first, other, again, ...filler(extra)])).toEqual([first, other, ...filler(extra)]);
  });

  test.each([
    ['another code', issue('manifest/wrong-type', '/a', 'b\u0000c')],
    ['another pointer', issue('manifest/invalid-value', '/b', 'b\u0000c')],
    ['another message', issue('manifest/invalid-value', '/a', 'b')],
    // Joined with a NUL between the parts, these two would make one key.
    ['a NUL moved from message to pointer', issue('manifest/invalid-value', '/a\u0000b', 'c')],
  ])('%s is kept', (_case, second) => {
    const list = [issue('manifest/invalid-value', '/a', 'b\u0000c'), second, ...filler(extra)];
    expect(dedupe(list)).toEqual(list);
  });
});
