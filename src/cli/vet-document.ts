import { readFile } from 'node:fs/promises';
import { codeFrames, type FileResult } from '../format/index.js';
import type { Issue } from '../issue.js';
import { vetPackBytes } from '../pack/load-pack.js';
import { documentKind } from '../pack/recognize.js';
import { vetMcpToolList } from '../pack/vet-mcp-list.js';
import { utf8Text } from '../source/utf8.js';
import { vetToolManifest } from '../vet.js';
import { shownPath, type FileVetter } from './vet-file.js';

/**
 * Vets one file's bytes as what it is: a tool manifest (as `loadToolManifest` would), a pack
 * manifest (`vetPack`: one result for the pack, one per `{path}` tool file), or an MCP
 * `tools/list` result or lone MCP tool (`vetMcpToolList`). Each result keeps every issue
 * (suppressions and `--quiet` come later) and, for code frames, the lines under its errors.
 */
export async function vetDocument(bytes: Uint8Array, path: string, shown: string, vetter: FileVetter): Promise<FileResult[]> {
  const options = vetter.resolver.optionsFor(path);
  const text = utf8Text(bytes);
  switch (documentKind(peek(text), path)) {
    case 'manifest':
      return [resultOf(shown, vetToolManifest(bytes, options).issues, text, vetter)];
    case 'tool-list':
    case 'mcp-tool': {
      const endpoint = vetter.spec.mcpEndpoint;
      return [resultOf(shown, vetMcpToolList(bytes, endpoint === undefined ? options : { ...options, endpoint }).issues, text, vetter)];
    }
    case 'pack': {
      const report = await vetPackBytes(bytes, path, { ...options, optionsFor: (file) => vetter.resolver.optionsFor(file) });
      const results = [resultOf(shown, report.issues, text, vetter)];
      for (const tool of report.tools) {
        if (tool.file === undefined || tool.report === undefined) continue;
        const own = vetter.spec.frames && needsFrames(tool.report.issues) ? await readFile(tool.file, 'utf8').catch(() => undefined) : undefined;
        results.push(resultOf(shownPath(vetter.spec.cwd, tool.file), tool.report.issues, own, vetter));
      }
      return results;
    }
  }
}

function resultOf(file: string, issues: readonly Issue[], text: string | undefined, vetter: FileVetter): FileResult {
  const valid = !issues.some((issue) => issue.severity === 'error');
  if (!vetter.spec.frames || text === undefined || !needsFrames(issues)) return { file, valid, issues };
  return { file, valid, issues, frames: codeFrames(text, issues) };
}

function needsFrames(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === 'error' && issue.line !== undefined);
}


// Only a text naming one of these fields can be other than a manifest; most files are parsed once.
const OTHER_KINDS = /"(?:manifestVersion|tools|inputSchema|jsonrpc)"\s*:/;

// Only to tell what the file is: a text that does not parse is a manifest, and its vet says why.
function peek(text: string | undefined): unknown {
  if (text === undefined || !OTHER_KINDS.test(text)) return undefined;
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
}
