import { joinPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { didYouMean } from '../suggest.js';
import { MAX_LIST_TOOLS } from './bounds.js';

/** A pack id: dotted lower case, as `pack.schema.json` has it. */
export const PACK_ID = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

// pack.schema.json 1.1.0: the pack object is closed.
const KNOWN = ['$schema', 'manifestVersion', 'id', 'version', 'name', 'description', 'author', 'homepage', 'license', 'requiresOsVersion', 'agents', 'flows', 'tools', 'guardrails', 'memorySchemas', 'capabilities', 'ui', 'requiredNeeds', 'permissions', 'signature'];
const REQUIRED = ['manifestVersion', 'id', 'version', 'name'];
// pack.schema.json's own version pattern: semver core and an optional prerelease, no build metadata.
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
// AgentDecl: closed, with an id, instructions and capabilities; its tools are {id, version} references.
const AGENT_KNOWN = ['id', 'name', 'description', 'instructions', 'capabilities', 'tools', 'memory', 'guardrails', 'exitConditions'];
const AGENT_REQUIRED = ['id', 'instructions', 'capabilities'];

/**
 * The pack's own fields against `pack.schema.json`: required fields, closed object, the
 * `manifestVersion`, `id`, `version` and `name` values, and `tools` and `agents` as lists.
 * Tools themselves are vetted apart.
 */
export function checkPackShape(pack: unknown): Issue[] {
  if (!isObject(pack)) return [invalid('', 'A pack manifest is a JSON object.')];
  const issues: Issue[] = [];
  for (const key of REQUIRED) if (!Object.hasOwn(pack, key)) issues.push(invalid('', `The pack is missing the required field "${key}".`));
  for (const key of Object.keys(pack)) {
    if (!KNOWN.includes(key)) issues.push(invalid(joinPointer('', key), `A pack manifest has no field "${key}".`, didYouMean(key, KNOWN)));
  }
  if (Object.hasOwn(pack, 'manifestVersion') && pack.manifestVersion !== '1.0') issues.push(invalid('/manifestVersion', `"manifestVersion" must be "1.0", not ${JSON.stringify(pack.manifestVersion)}.`));
  if (Object.hasOwn(pack, 'id') && (typeof pack.id !== 'string' || !PACK_ID.test(pack.id))) {
    issues.push(invalid('/id', `The pack id ${JSON.stringify(pack.id)} is not dotted lower case.`, 'Use lower-case names separated by dots: "com.acme.support".'));
  }
  if (Object.hasOwn(pack, 'version') && (typeof pack.version !== 'string' || !VERSION.test(pack.version))) {
    issues.push(invalid('/version', `The pack version ${JSON.stringify(pack.version)} is not an exact semantic version.`, 'Use MAJOR.MINOR.PATCH with an optional -prerelease.'));
  }
  if (Object.hasOwn(pack, 'name') && (typeof pack.name !== 'string' || pack.name.trim() === '')) issues.push(invalid('/name', 'The pack "name" is a non-empty string.'));
  for (const list of ['tools', 'agents'] as const) {
    if (Object.hasOwn(pack, list) && !Array.isArray(pack[list])) issues.push(invalid(`/${list}`, `"${list}" is a list.`));
  }
  // Past MAX_LIST_TOOLS entries a list is its limit issue; what lies beyond is not read for more.
  if (Array.isArray(pack.tools)) pack.tools.slice(0, MAX_LIST_TOOLS).forEach((tool, index) => issues.push(...toolEntryShape(tool, `/tools/${index}`)));
  if (Array.isArray(pack.agents)) {
    if (pack.agents.length > MAX_LIST_TOOLS) issues.push(tooLong('/agents', pack.agents.length, 'agents'));
    pack.agents.slice(0, MAX_LIST_TOOLS).forEach((agent, index) => issues.push(...agentShape(agent, `/agents/${index}`)));
  }
  return issues;
}

/** An inline agent: its required fields, no unknown ones, and `tools` as `{id, version}` references. */
function agentShape(agent: unknown, pointer: string): Issue[] {
  if (!isObject(agent)) return [invalid(pointer, 'An agent is an object with an "id", "instructions" and "capabilities".')];
  const issues: Issue[] = [];
  for (const key of AGENT_REQUIRED) if (!Object.hasOwn(agent, key)) issues.push(invalid(pointer, `The agent is missing the required field "${key}".`));
  for (const key of Object.keys(agent)) if (!AGENT_KNOWN.includes(key)) issues.push(invalid(joinPointer(pointer, key), `An agent has no field "${key}".`, didYouMean(key, AGENT_KNOWN)));
  if (Object.hasOwn(agent, 'tools') && !Array.isArray(agent.tools)) issues.push(invalid(`${pointer}/tools`, 'An agent\'s "tools" is a list of {"id", "version"} references.'));
  if (Array.isArray(agent.tools)) {
    if (agent.tools.length > MAX_LIST_TOOLS) issues.push(tooLong(`${pointer}/tools`, agent.tools.length, 'tool references'));
    agent.tools.slice(0, MAX_LIST_TOOLS).forEach((reference, index) => {
      const at = `${pointer}/tools/${index}`;
      if (!isObject(reference)) issues.push(invalid(at, 'A tool reference is {"id": "<tool id>", "version": "<semver range>"}.'));
      else for (const key of ['id', 'version']) if (typeof reference[key] !== 'string') issues.push(invalid(Object.hasOwn(reference, key) ? `${at}/${key}` : at, `A tool reference's "${key}" is a string.`));
    });
  }
  return issues;
}

/** A `tools` entry: an inline manifest (vetted apart), or `{ "path": "<relative path>" }` and nothing else. */
function toolEntryShape(tool: unknown, pointer: string): Issue[] {
  if (!isObject(tool)) return [invalid(pointer, 'A pack tool is an inline tool manifest or {"path": "<file>"}.')];
  if (!Object.hasOwn(tool, 'path')) return [];
  const issues = Object.keys(tool)
    .filter((key) => key !== 'path')
    .map((key) => invalid(joinPointer(pointer, key), `A {"path"} tool has no other field; "${key}" belongs in the tool's own file.`));
  if (typeof tool.path !== 'string' || tool.path === '') issues.push(invalid(`${pointer}/path`, '"path" is the tool file’s path relative to pack.json.'));
  return issues;
}

function tooLong(pointer: string, length: number, what: string): Issue {
  return { code: 'limit/size', severity: 'error', pointer, message: `This list holds ${length.toLocaleString('en')} ${what}; the first ${MAX_LIST_TOOLS.toLocaleString('en')} are read and the rest are not.`, hint: 'Split it: no real pack has that many.' };
}

function invalid(pointer: string, message: string, hint?: string): Issue {
  return hint === undefined ? { code: 'pack/invalid-field', severity: 'error', pointer, message } : { code: 'pack/invalid-field', severity: 'error', pointer, message, hint };
}
