import { joinPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { describeValue } from '../option-shapes.js';
import { quote } from '../quote.js';

// MCP 2025-11-25's Tool, beyond what fromMcpTool makes into manifest fields (name, inputSchema,
// outputSchema, annotations.readOnlyHint: the vet checks those): the MCP SDKs refuse a whole
// tools/list answer whose tool has one of these of another type.
const HINTS = ['destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
const TASK_SUPPORT = ['forbidden', 'optional', 'required'];
const THEMES = ['light', 'dark'];
// The most problems of one tool's icons listed; the rest are counted.
const MAX_ICON_ISSUES = 100;

/**
 * The issues of an MCP tool's own fields that no manifest field holds, by MCP 2025-11-25's
 * `Tool`: `title` and `description` strings; `annotations` an object of a string `title` and
 * boolean hints; `icons` a list of `{src, mimeType?, sizes?, theme?}`; `_meta` and `execution`
 * objects (`execution.taskSupport` one of `forbidden`, `optional`, `required`). Fields MCP does
 * not define are a server's own and are not checked. `pointer` is the tool's place in its file.
 *
 * @example
 * ```ts
 * mcpFieldIssues({ name: 'a', inputSchema: {}, annotations: { destructiveHint: 'no' } }, '/tools/0');
 * // [manifest/wrong-type at /tools/0/annotations/destructiveHint]
 * ```
 */
export function mcpFieldIssues(tool: Record<string, unknown>, pointer: string): Issue[] {
  const issues: Issue[] = [];
  const at = (...tokens: (string | number)[]) => joinPointer(pointer, ...tokens);
  const expect = (value: unknown, ok: boolean, where: string, what: string) => {
    if (!ok) issues.push(wrongType(where, what, value));
  };
  for (const key of ['title', 'description']) if (Object.hasOwn(tool, key)) expect(tool[key], typeof tool[key] === 'string', at(key), `An MCP tool’s "${key}" is a string`);
  if (Object.hasOwn(tool, 'annotations')) {
    const annotations = tool.annotations;
    expect(annotations, isObject(annotations), at('annotations'), 'An MCP tool’s "annotations" is an object of hints');
    if (isObject(annotations)) {
      if (Object.hasOwn(annotations, 'title')) expect(annotations.title, typeof annotations.title === 'string', at('annotations', 'title'), '"annotations.title" is a string');
      for (const hint of HINTS) if (Object.hasOwn(annotations, hint)) expect(annotations[hint], typeof annotations[hint] === 'boolean', at('annotations', hint), `"annotations.${hint}" is a boolean`);
    }
  }
  for (const key of ['_meta', 'execution']) if (Object.hasOwn(tool, key)) expect(tool[key], isObject(tool[key]), at(key), `An MCP tool’s "${key}" is an object`);
  const execution = tool.execution;
  if (isObject(execution) && Object.hasOwn(execution, 'taskSupport') && !TASK_SUPPORT.includes(execution.taskSupport as string)) {
    issues.push(invalid(at('execution', 'taskSupport'), `"execution.taskSupport" is one of ${TASK_SUPPORT.map((value) => `"${value}"`).join(', ')}, not ${shown(execution.taskSupport)}.`));
  }
  if (Object.hasOwn(tool, 'icons')) issues.push(...iconIssues(tool.icons, at('icons')));
  return issues;
}

// An icon's optional members, each with what it must be and the issue when it is not: one table for
// the issues listed and for the icons past the cap, which are only counted.
const ICON_MEMBERS: readonly { readonly key: string; readonly ok: (value: unknown) => boolean; readonly issue: (pointer: string, value: unknown) => Issue }[] = [
  { key: 'mimeType', ok: (value) => typeof value === 'string', issue: (pointer, value) => wrongType(pointer, 'An icon’s "mimeType" is a string', value) },
  { key: 'sizes', ok: (value) => Array.isArray(value) && value.every((size) => typeof size === 'string'), issue: (pointer, value) => wrongType(pointer, 'An icon’s "sizes" is a list of strings ("48x48", "any")', value) },
  { key: 'theme', ok: (value) => THEMES.includes(value as string), issue: (pointer, value) => invalid(pointer, `An icon’s "theme" is "light" or "dark", not ${shown(value)}.`) },
];

function iconIssues(icons: unknown, pointer: string): Issue[] {
  if (!Array.isArray(icons)) return [wrongType(pointer, 'An MCP tool’s "icons" is a list of {"src": "<URL>"} objects', icons)];
  const issues: Issue[] = [];
  let unlisted = 0;
  // A server's list of icons is short: 990,000 wrong ones, each an issue, ran a 256 MB heap out of memory.
  icons.forEach((icon: unknown, index) => {
    if (issues.length >= MAX_ICON_ISSUES) {
      if (!isSoundIcon(icon)) unlisted++;
      return;
    }
    const at = joinPointer(pointer, index);
    if (!isObject(icon)) {
      issues.push(wrongType(at, 'An icon is an object {"src": "<URL>", "mimeType"?, "sizes"?, "theme"?}', icon));
      return;
    }
    if (!Object.hasOwn(icon, 'src')) issues.push({ code: 'manifest/missing-property', severity: 'error', pointer: at, message: 'The icon has no "src", the URL or data: URI of its image.' });
    else if (typeof icon.src !== 'string') issues.push(wrongType(joinPointer(at, 'src'), 'An icon’s "src" is a string', icon.src));
    for (const { key, ok, issue } of ICON_MEMBERS) if (Object.hasOwn(icon, key) && !ok(icon[key])) issues.push(issue(joinPointer(at, key), icon[key]));
  });
  if (unlisted > 0) issues.push({ code: 'limit/too-many-errors', severity: 'error', pointer, message: `${unlisted.toLocaleString('en')} more icons are of the wrong shape; the first ${MAX_ICON_ISSUES} problems are listed.` });
  return issues;
}

function isSoundIcon(icon: unknown): boolean {
  return isObject(icon) && typeof icon.src === 'string' && ICON_MEMBERS.every(({ key, ok }) => !Object.hasOwn(icon, key) || ok(icon[key]));
}

function wrongType(pointer: string, what: string, value: unknown): Issue {
  return { code: 'manifest/wrong-type', severity: 'error', pointer, message: `${what}, not ${shown(value)}.` };
}

function invalid(pointer: string, message: string): Issue {
  return { code: 'manifest/invalid-value', severity: 'error', pointer, message };
}

// The value refused, as a message shows it: a server's string may be long.
function shown(value: unknown): string {
  return typeof value === 'string' && value.length > 60 ? `${quote(value.slice(0, 60))}…` : describeValue(value);
}
