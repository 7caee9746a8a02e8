import type { Issue } from '../issue.js';
import { isObject } from '../json.js';
import { isBytes } from '../source/utf8.js';
import { vetWithinCaps, type ListTime } from './bounds.js';
import { duplicateKeys, nodeAt, parseDocument, placeOf, valueOf, type JsonDocument } from './document.js';
import { hasPath, vetEntry, type PackContext } from './pack-entry.js';
import { checkPackRules } from './pack-rules.js';
import { checkPackShape } from './pack-shape.js';
import { byPosition, isValid } from './sort.js';
import { valueText } from './value-text.js';
import type { PackOptions, PackReport, PackToolReport } from './vet-pack.js';

/** A pack read and parsed: its document, its value, and whether it came as text (so has places). */
export interface ParsedPack {
  readonly document: JsonDocument;
  readonly pack: unknown;
  readonly isText: boolean;
}

/** Reads and parses a pack (text, bytes or a value), or the report of one that cannot be read. */
export function parsePack(source: unknown): ParsedPack | PackReport {
  const isText = typeof source === 'string' || isBytes(source);
  // A value is vetted through its printed form, so one path serves both; it has no places to keep.
  const read = isText ? { text: source } : valueText(source);
  if ('issues' in read) return { valid: false, issues: read.issues, tools: [] };
  const parsed = parseDocument(read.text, 'pack manifest');
  if (!parsed.ok) return { valid: false, issues: parsed.issues, tools: [] };
  const { document } = parsed;
  try {
    return { document, pack: valueOf(document, document.tree), isText };
  } catch {
    return { valid: false, issues: [{ code: 'json/syntax', severity: 'error', pointer: '', message: 'The pack manifest is not valid JSON.', line: 1, column: 1 }], tools: [] };
  }
}

/** {@link vetPack} of a pack parsed already, its tools' vets drawing on `time`'s budget. */
export function vetParsedPack({ document, pack, isText }: ParsedPack, options: PackOptions, time: ListTime): PackReport {
  // The tools' vets take the pack's options whole (they let readTool and optionsFor through): one snapshot, read once.
  const { readTool, optionsFor } = options;
  const vet = options;
  const entries = nodeAt(document, '/tools');
  const toolNodes = entries?.type === 'array' ? (entries.children ?? []) : [];
  const own: Issue[] = [...checkPackShape(pack), ...duplicateKeys(document, new Set(toolNodes.filter((node) => node.type === 'object' && !hasPath(document, node))))];
  const context: PackContext = { document, pack, readTool, optionsFor, vet, budget: time.budget, contributed: [], vetted: new Map(), bytes: 0 };
  const capped = vetWithinCaps(toolNodes, { pointer: '/tools', what: 'pack', time }, (node, index) => vetEntry(context, node, index), (_, index): PackToolReport => ({ pointer: `/tools/${index}` }));
  const tools = capped.reports;
  const issues = [...own, ...capped.issues, ...(isObject(pack) ? checkPackRules(pack, context.contributed) : [])];
  const valid = isValid(issues) && tools.every((tool) => tool.report?.valid !== false);
  if (!isText) return { valid, issues: issues.map(unplaced), tools: tools.map((tool) => (tool.path === undefined && tool.report !== undefined ? { ...tool, report: { ...tool.report, issues: tool.report.issues.map(unplaced) } } : tool)) };
  return { valid, issues: byPosition(issues.map((issue) => (issue.line === undefined ? { ...issue, ...placeOf(document, issue.pointer) } : issue))), tools };
}

function unplaced({ line: _line, column: _column, ...issue }: Issue): Issue {
  return issue;
}
