import { checkConversionValues, checkOptionKeys, describeValue, FORWARDED_KEYS, MCP_LIST_OPTION_KEYS, PACK_OPTION_KEYS, VET_OPTION_KEYS } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import type { VetOptions } from '../options.js';
import type { McpToolListOptions } from './vet-mcp-list.js';
import { checkOptionValues } from '../option-values.js';
import type { PackOptions, ToolFile } from './vet-pack.js';
import { isBytes } from '../source/utf8.js';
import type { Issue } from '../issue.js';
import { readOf } from '../mcp/read.js';

const PACK_KEYS: readonly string[] = [...VET_OPTION_KEYS, ...PACK_OPTION_KEYS];
const MCP_LIST_KEYS: readonly string[] = [...VET_OPTION_KEYS, ...MCP_LIST_OPTION_KEYS];

/**
 * `PackOptions` read once (see {@link optionSnapshot}), or a `TypeError` for a key no pack vet
 * knows, a `readTool` or `optionsFor` that is no function, or limits, dialects or schemas no vet
 * can honour: checked here, since a pack reads `limits.maxListMs` itself and may hold no tool
 * whose vet would check it.
 */
export function packOptions(given: PackOptions): PackOptions {
  const options = optionSnapshot(given, PACK_KEYS);
  checkOptionKeys(options, PACK_KEYS);
  checkOptionValues(options);
  for (const key of PACK_OPTION_KEYS) {
    const value = options[key];
    if (value !== undefined && typeof value !== 'function') throw new TypeError(`options.${key} must be a function, not ${describeValue(value)}.`);
  }
  return options;
}

/** The vet options `optionsFor` gives a tool file, read once; `fallback` when there is no `optionsFor`, or it gives none. */
export function toolOptions(optionsFor: PackOptions['optionsFor'], file: string, fallback: VetOptions): VetOptions {
  const given = optionsFor?.(file);
  return given === undefined || given === null ? fallback : optionSnapshot(given, FORWARDED_KEYS, `options.optionsFor(${JSON.stringify(file)})`);
}

/** `McpToolListOptions` read once, or a `TypeError` for a key no tool-list vet knows, an `endpoint`, `version` or `idPrefix` that is no string, or values no vet can honour (as {@link packOptions}). */
export function mcpListOptions(given: McpToolListOptions): McpToolListOptions {
  const options = optionSnapshot(given, MCP_LIST_KEYS);
  checkOptionKeys(options, MCP_LIST_KEYS);
  checkOptionValues(options);
  checkConversionValues(options);
  return options;
}

/**
 * What `readTool` gave for `path`, as a {@link ToolFile}: contents (text or bytes) are the file at
 * that path. Anything else is the caller's bug, a `TypeError` that says what `readTool` may give.
 */
export function toolFile(read: unknown, path: string): ToolFile | undefined {
  const wrong = (what: string) => new TypeError(`options.readTool("${path}") must give the file's contents (a string or Uint8Array), { bytes, file }, { problem } (an issue without its pointer: a string code and message, a severity of "error", "warning" or "info") or undefined, not ${what}.`);
  if (read === undefined) return undefined;
  if (typeof read === 'string') return { bytes: new TextEncoder().encode(read), file: path };
  if (isBytes(read)) return { bytes: read, file: path };
  // Read once, here: a getter or Proxy trap that throws is the TypeError, and a getter that answers otherwise the second time is never asked again.
  const given = read !== null && typeof read === 'object' ? readOf(() => givenFields(read), undefined, wrong) : undefined;
  if (given !== undefined) return given;
  throw wrong(describeValue(read));
}

function givenFields(read: object): ToolFile | undefined {
  const { bytes, file, problem } = read as Partial<{ bytes: unknown; file: unknown; problem: unknown }>;
  if (isBytes(bytes) && typeof file === 'string') return { bytes, file };
  return problem !== null && typeof problem === 'object' ? problemOf(problem) : undefined;
}

// An issue without its pointer: `{ problem: {} }` would be an issue with no code, no severity and no words, and a pack valid though its tool was never vetted.
function problemOf(value: object): ToolFile | undefined {
  const { code, severity, message, hint } = value as Partial<Record<'code' | 'severity' | 'message' | 'hint', unknown>>;
  if (typeof code !== 'string' || typeof message !== 'string' || (severity !== 'error' && severity !== 'warning' && severity !== 'info')) return undefined;
  const issue: Omit<Issue, 'pointer'> = typeof hint === 'string' ? { code, severity, message, hint } : { code, severity, message };
  return { problem: issue };
}
