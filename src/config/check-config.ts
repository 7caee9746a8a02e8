import type { Node } from 'jsonc-parser';
import { DIALECTS } from '../dialects/table.js';
import { DEFAULT_LIMITS } from '../limits.js';
import { RULES } from '../rules/index.js';
import { didYouMean, listValues } from '../suggest.js';

/** A problem in a config, at a node of its tree. */
export interface ConfigProblem {
  readonly node: Node;
  readonly message: string;
}

const TOP = ['$schema', 'profile', 'rules', 'limits', 'dialects', 'ignores', 'overrides'];
const OVERRIDE = ['files', 'profile', 'rules'];
const PROFILES = ['recommended', 'strict', 'production'];
const SETTINGS = ['error', 'warning', 'info', 'off'];

/**
 * The first problem in a parsed config, checked as `schemas/config.schema.json` says and
 * further: rule ids must name rules, with a "did you mean" for a near miss.
 */
export function checkConfig(root: Node): ConfigProblem | undefined {
  if (root.type !== 'object') return { node: root, message: 'the config is a JSON object' };
  return checkObject(root, TOP, (key, value) => {
    switch (key) {
      case 'profile':
        return oneOf(value, PROFILES, 'profile');
      case 'rules':
        return checkRules(value);
      case 'limits':
        return checkLimits(value);
      case 'dialects':
        return checkList(value, 'dialects', (item) => oneOf(item, DIALECTS.map((row) => row.id), 'a dialect'));
      case 'ignores':
        return checkGlobs(value, 'ignores');
      case 'overrides':
        return checkList(value, 'overrides', checkOverride);
      default:
        return value.type === 'string' ? undefined : { node: value, message: `"${key}" is a string` };
    }
  });
}

function checkOverride(node: Node): ConfigProblem | undefined {
  if (node.type !== 'object') return { node, message: 'an override is {"files": [globs], "profile"?, "rules"?}' };
  if (!(node.children ?? []).some((property) => property.children?.[0]?.value === 'files')) return { node, message: 'an override needs "files", a list of globs' };
  return checkObject(node, OVERRIDE, (key, value) => {
    if (key === 'files') return checkGlobs(value, 'files') ?? ((value.children ?? []).length === 0 ? { node: value, message: '"files" names at least one glob' } : undefined);
    if (key === 'profile') return oneOf(value, PROFILES, 'profile');
    return checkRules(value);
  });
}

function checkObject(
  node: Node,
  known: readonly string[],
  checkValue: (key: string, value: Node) => ConfigProblem | undefined,
  unknown = (key: string) => `unknown key "${key}"${suffix(didYouMean(key, known))}; the keys are ${listValues(known, 'and')}`,
): ConfigProblem | undefined {
  const seen = new Set<string>();
  for (const property of node.children ?? []) {
    const [keyNode, value] = property.children ?? [];
    if (keyNode === undefined || value === undefined) continue;
    const key = String(keyNode.value);
    if (seen.has(key)) return { node: keyNode, message: `"${key}" appears twice` };
    seen.add(key);
    if (!known.includes(key)) return { node: keyNode, message: unknown(key) };
    const problem = checkValue(key, value);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function checkRules(node: Node): ConfigProblem | undefined {
  if (node.type !== 'object') return { node, message: '"rules" maps rule ids to error, warning, info or off' };
  const ids = RULES.map((rule) => rule.id);
  return checkObject(
    node,
    ids,
    (_id, value) => oneOf(value, SETTINGS, 'a rule setting'),
    (id) => `no rule "${id}"${suffix(didYouMean(id, ids))} (run "kindgi-tool-manifest explain" for every code)`,
  );
}

function checkLimits(node: Node): ConfigProblem | undefined {
  if (node.type !== 'object') return { node, message: '"limits" is an object of numbers' };
  return checkObject(node, Object.keys(DEFAULT_LIMITS), (key, value) =>
    value.type === 'number' && Number.isSafeInteger(value.value) && (value.value as number) >= 1 ? undefined : { node: value, message: `limits.${key} is a whole number of at least 1` },
  );
}

function checkGlobs(node: Node, name: string): ConfigProblem | undefined {
  return checkList(node, name, (item) => (item.type === 'string' && item.value !== '' ? undefined : { node: item, message: `"${name}" holds globs, non-empty strings` }));
}

function checkList(node: Node, name: string, checkItem: (item: Node) => ConfigProblem | undefined): ConfigProblem | undefined {
  if (node.type !== 'array') return { node, message: `"${name}" is a list` };
  for (const item of node.children ?? []) {
    const problem = checkItem(item);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function oneOf(node: Node, values: readonly string[], what: string): ConfigProblem | undefined {
  if (node.type === 'string' && values.includes(node.value as string)) return undefined;
  const given = JSON.stringify(node.type === 'string' ? node.value : node.type);
  const hint = node.type === 'string' ? didYouMean(node.value as string, values) : undefined;
  return { node, message: `${what} is ${listValues(values)}, not ${given}${suffix(hint)}` };
}

function suffix(hint: string | undefined): string {
  return hint === undefined ? '' : `; ${hint}`;
}
