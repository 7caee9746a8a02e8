import { dirname, resolve } from 'node:path';
import { isObject } from '../json.js';
import { effectiveLimits } from '../limits.js';
import { notAFileError, readBounded } from '../node/bounded-read.js';
import { textTooLarge } from '../source/tree-messages.js';
import { MAX_DOCUMENT_BYTES } from './document.js';
import { checkPackOptions } from './pack-options.js';
import { readToolFile } from './read-tool-file.js';
import { vetPack, type PackOptions, type PackReport, type ToolFile } from './vet-pack.js';

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
export async function loadPackFile(path: string, options: PackOptions = {}): Promise<PackReport> {
  checkPackOptions(options);
  const read = await readBounded(path, MAX_DOCUMENT_BYTES);
  if (read.kind === 'not-a-file') throw notAFileError(path, read.what);
  if (read.kind === 'too-large') return { valid: false, issues: [textTooLarge(read.size, MAX_DOCUMENT_BYTES, 'pack manifest', read.atLeast, true)], tools: [] };
  return vetPackBytes(read.bytes, resolve(path), options);
}

/** {@link loadPack} of a pack already read: reads its `{path}` tools, then vets it. */
export async function vetPackBytes(bytes: Uint8Array, packFile: string, options: PackOptions = {}): Promise<PackReport> {
  checkPackOptions(options);
  const folder = dirname(packFile);
  const files = new Map<string, ToolFile>();
  for (const path of toolPaths(bytes)) {
    const limits = effectiveLimits((options.optionsFor?.(resolve(folder, path)) ?? options).limits);
    if (!files.has(path)) files.set(path, await readToolFile(folder, path, limits.maxBytes));
  }
  return vetPack(bytes, { ...options, readTool: (path) => files.get(path) });
}

function toolPaths(bytes: Uint8Array): string[] {
  let pack: unknown;
  try {
    pack = JSON.parse(Buffer.from(bytes).toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return [];
  }
  if (!isObject(pack) || !Array.isArray(pack.tools)) return [];
  return pack.tools.flatMap((tool) => (isObject(tool) && typeof tool.path === 'string' && tool.path !== '' ? [tool.path] : []));
}
