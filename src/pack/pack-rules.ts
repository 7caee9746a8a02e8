import type Semver from 'semver';
import { requireLazily } from '../runtime/lazy-require.js';
import { joinPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { MAX_LIST_TOOLS } from './bounds.js';

// semver builds its ~40 regular expressions when it loads: only a pack with agent tool references needs it.
let semverModule: typeof Semver | undefined;
const semver = (): typeof Semver => (semverModule ??= requireLazily('semver') as typeof Semver);

/** A tool the pack contributes, as the pack-level rules see it. */
export interface ContributedTool {
  readonly id: string;
  readonly version?: string;
  /** Where the pack names it: `/tools/2/id` for an inline tool, `/tools/3/path` for a file. */
  readonly pointer: string;
  /** The tool's file, for a `{path}` tool (named in messages). */
  readonly path?: string;
}

/**
 * The rules across a pack's tools and agents: two tools with one id (error); a tool outside
 * the pack's namespace `<pack id>.` (warning); an agent reference in the pack's namespace to a
 * tool the pack lacks, or at a range none of its versions satisfies (warning). References to
 * other packs' and the runtime's tools are not the pack's to check.
 */
export function checkPackRules(pack: Record<string, unknown>, tools: readonly ContributedTool[]): Issue[] {
  const issues: Issue[] = [];
  const packId = typeof pack.id === 'string' ? pack.id : undefined;
  const first = new Map<string, ContributedTool>();
  for (const tool of tools) {
    const name = tool.path === undefined ? `"${tool.id}"` : `"${tool.id}" (${tool.path})`;
    const earlier = first.get(tool.id);
    if (earlier !== undefined) {
      issues.push({ code: 'pack/duplicate-tool-id', severity: 'error', pointer: tool.pointer, message: `The tool ${name} has the id of the tool at ${earlier.pointer.replace(/\/(id|path)$/, '')}.`, hint: 'Give each tool its own id, or remove the copy.' });
    } else first.set(tool.id, tool);
    if (packId !== undefined && !tool.id.startsWith(`${packId}.`)) {
      const tail = tool.id.split('.').at(-1) ?? tool.id;
      issues.push({ code: 'pack/tool-outside-namespace', severity: 'warning', pointer: tool.pointer, message: `The tool ${name} is outside the pack's namespace "${packId}.".`, hint: `Use "${packId}.${tail}".` });
    }
  }
  if (packId !== undefined && Array.isArray(pack.agents)) {
    // Each reference looks its tool up by id: 10,000 references among 10,000 tools compared every pair.
    const byId = new Map<string, ContributedTool[]>();
    for (const tool of tools) {
      const named = byId.get(tool.id);
      if (named === undefined) byId.set(tool.id, [tool]);
      else named.push(tool);
    }
    pack.agents.slice(0, MAX_LIST_TOOLS).forEach((agent, index) => issues.push(...agentReferences(agent, `/agents/${index}`, packId, byId)));
  }
  return issues;
}

function agentReferences(agent: unknown, pointer: string, packId: string, byId: ReadonlyMap<string, readonly ContributedTool[]>): Issue[] {
  if (!isObject(agent) || !Array.isArray(agent.tools)) return [];
  const issues: Issue[] = [];
  agent.tools.slice(0, MAX_LIST_TOOLS).forEach((reference, index) => {
    if (!isObject(reference) || typeof reference.id !== 'string' || !reference.id.startsWith(`${packId}.`)) return;
    const at = joinPointer(pointer, 'tools', index);
    const named = byId.get(reference.id) ?? [];
    const versions = named.flatMap((tool) => (tool.version !== undefined && semver().valid(tool.version) !== null ? [tool.version] : []));
    if (named.length === 0) {
      issues.push({ code: 'pack/agent-tool-unknown', severity: 'warning', pointer: `${at}/id`, message: `The agent names the tool "${reference.id}", in this pack's namespace, but the pack has no such tool.`, hint: 'Add the tool to the pack, or fix the id.' });
      return;
    }
    if (typeof reference.version !== 'string') return;
    const range = semver().validRange(reference.version);
    if (range === null) {
      issues.push({ code: 'pack/agent-tool-version', severity: 'warning', pointer: `${at}/version`, message: `"${reference.version}" is not a semver range.`, hint: 'Use a range such as "1.2.3", "^1.2.3", "~1.2.3" or ">=1.0.0 <2.0.0".' });
    } else if (versions.length > 0 && !versions.some((version) => semver().satisfies(version, range))) {
      issues.push({ code: 'pack/agent-tool-version', severity: 'warning', pointer: `${at}/version`, message: `The agent asks for "${reference.id}" at "${reference.version}", but the pack has it at ${versions.map((v) => `"${v}"`).join(', ')}.`, hint: `Use a range that takes "${versions[0]}", such as "^${versions[0]}".` });
    }
  });
  return issues;
}
