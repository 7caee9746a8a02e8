import semver from 'semver';
import { joinPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { didYouMean } from '../suggest.js';

/** A pack id: dotted lower case, as `pack.schema.json` has it. */
export const PACK_ID = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

// pack.schema.json 1.1.0: the pack object is closed.
const KNOWN = ['$schema', 'manifestVersion', 'id', 'version', 'name', 'description', 'author', 'homepage', 'license', 'requiresOsVersion', 'agents', 'flows', 'tools', 'guardrails', 'memorySchemas', 'capabilities', 'ui', 'requiredNeeds', 'permissions', 'signature'];
const REQUIRED = ['manifestVersion', 'id', 'version', 'name'];

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
  if (Object.hasOwn(pack, 'version') && (typeof pack.version !== 'string' || semver.valid(pack.version) !== pack.version)) {
    issues.push(invalid('/version', `The pack version ${JSON.stringify(pack.version)} is not an exact semantic version.`, 'Use MAJOR.MINOR.PATCH with an optional -prerelease.'));
  }
  if (Object.hasOwn(pack, 'name') && (typeof pack.name !== 'string' || pack.name.trim() === '')) issues.push(invalid('/name', 'The pack "name" is a non-empty string.'));
  for (const list of ['tools', 'agents'] as const) {
    if (Object.hasOwn(pack, list) && !Array.isArray(pack[list])) issues.push(invalid(`/${list}`, `"${list}" is a list.`));
  }
  if (Array.isArray(pack.tools)) pack.tools.forEach((tool, index) => issues.push(...toolEntryShape(tool, `/tools/${index}`)));
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

function invalid(pointer: string, message: string, hint?: string): Issue {
  return hint === undefined ? { code: 'pack/invalid-field', severity: 'error', pointer, message } : { code: 'pack/invalid-field', severity: 'error', pointer, message, hint };
}
