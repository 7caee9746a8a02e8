import { dirname, resolve } from 'node:path';
import { isObject } from '../json.js';
import { effectiveLimits } from '../limits.js';
import { notAFileError, readBounded } from '../node/bounded-read.js';
import type { VetBudget } from '../source/budget.js';
import { textTooLarge } from '../source/tree-messages.js';
import { listTime, MAX_LIST_TOOLS } from './bounds.js';
import { MAX_DOCUMENT_BYTES } from './document.js';
import { packOptions, toolOptions } from './pack-options.js';
import { fileArgument } from '../node/file-argument.js';
import { newReads, readToolFile } from './read-tool-file.js';
import { parsePack, vetParsedPack } from './parsed-pack.js';
import type { PackOptions, PackReport, ToolFile } from './vet-pack.js';

/**
 * `loadPack` itself (Node only, loaded on the first call): reads a `pack.json` and vets it with {@link vetPack}, reading each `{path}` tool relative to
 * the pack by the pack's rules (see `readToolFile`): a missing, unsafe or unreadable path is an
 * issue at `/tools/N/path`, not a rejection. Only the pack file itself rejects when it cannot
 * be read (that is I/O, as with `loadToolManifest`).
 *
 * @example
 * ```ts
 * const report = await loadPack('packs/support/pack.json');
 * console.log(report.valid, report.tools.length);
 * ```
 */
export async function loadPackFile(file: string | URL, given: PackOptions = {}): Promise<PackReport> {
  const options = packOptions(given);
  const path = fileArgument(file, 'loadPack');
  const read = await readBounded(path, MAX_DOCUMENT_BYTES);
  if (read.kind === 'not-a-file') throw notAFileError(path, read.what);
  if (read.kind === 'too-large') return { valid: false, issues: [textTooLarge(read.size, MAX_DOCUMENT_BYTES, 'pack manifest', read.atLeast, true)], tools: [] };
  return vetPackBytes(read.bytes, resolve(path), options);
}

/**
 * {@link loadPack} of a pack already read: parses it (a pack past its bounds is refused before any
 * tool file is looked at), reads the `{path}` tools of the entries it will vet, then vets it. The
 * reading draws on the pack's one budget too.
 */
export async function vetPackBytes(bytes: Uint8Array, packFile: string, given: PackOptions = {}): Promise<PackReport> {
  const options = packOptions(given);
  const time = listTime(options);
  const parsed = parsePack(bytes);
  if ('issues' in parsed) return parsed;
  const files = await readToolFiles(dirname(packFile), toolPaths(parsed.pack), options, time.budget);
  return vetParsedPack(parsed, { ...options, readTool: (path) => files.get(path) }, time);
}

// By the path as written; one file, by whatever spelling or link, read once (see readToolFile).
async function readToolFiles(folder: string, paths: readonly string[], options: PackOptions, budget: VetBudget): Promise<Map<string, ToolFile>> {
  const files = new Map<string, ToolFile>();
  const reads = newReads();
  for (const path of paths) {
    // Out of time: the vet stops before the first tool, and names it.
    if (budget.expired()) break;
    if (files.has(path)) continue;
    const maxBytes = effectiveLimits(toolOptions(options.optionsFor, resolve(folder, path), options).limits).maxBytes;
    files.set(path, await readToolFile(folder, path, maxBytes, reads));
  }
  return files;
}

// The paths of the entries the pack's vet reaches: its first MAX_LIST_TOOLS (80,000 entries had each been looked up on disk).
function toolPaths(pack: unknown): string[] {
  if (!isObject(pack) || !Array.isArray(pack.tools)) return [];
  return pack.tools.slice(0, MAX_LIST_TOOLS).flatMap((tool) => (isObject(tool) && typeof tool.path === 'string' && tool.path !== '' ? [tool.path] : []));
}
