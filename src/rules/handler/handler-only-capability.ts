import { defineRule, type RuleFinding } from '../define-rule.js';
import { joinPointer } from '../../issue.js';

// What each flag lets a handler do, for the message.
const FLAGS = { pauses: 'pause its run', storesFiles: 'store files', readsFiles: 'read stored files' } as const;
const FLAG_NAMES = Object.keys(FLAGS) as (keyof typeof FLAGS)[];

export default defineRule({
  id: 'handler/handler-only-capability',
  description: '`pauses`, `storesFiles` or `readsFiles` on a tool with a declarative `spec` or on an MCP tool.',
  severity: 'error',
  why: 'Only a pack tool with a handler gets the wait token, `files.store` or `files.read` these flags promise; a synthesized HTTP handler and an MCP server never do.',
  fix: 'Remove the flag, or give the tool its own handler (no `spec`, transport not `mcp`).',
  example: '"pauses": true beside "spec": {"kind": "http", …}',
  reads: ['pauses', 'storesFiles', 'readsFiles', 'spec', 'transport'],
  check: (manifest, { transport }) => {
    const what = transport === 'mcp' ? 'an MCP tool' : manifest.spec !== undefined ? 'a tool with a declarative spec' : undefined;
    if (what === undefined) return [];
    // Each flag read by its own name: a read by a name that varies, at a site that meets every
    // manifest's shape, is among the dearest of a vet; every MCP tool gets here, and few set any flag.
    const set = { pauses: manifest.pauses === true, storesFiles: manifest.storesFiles === true, readsFiles: manifest.readsFiles === true };
    if (!set.pauses && !set.storesFiles && !set.readsFiles) return [];
    const findings: RuleFinding[] = [];
    for (const flag of FLAG_NAMES) {
      if (!set[flag]) continue;
      findings.push({
        pointer: joinPointer('', flag),
        message: `${flag} is true, but only a pack tool with a handler can ${FLAGS[flag]}, not ${what}.`,
        hint: transport === 'mcp' ? `Remove "${flag}".` : `Remove "${flag}", or replace spec with a handler of the pack's own.`,
      });
    }
    return findings;
  },
});
