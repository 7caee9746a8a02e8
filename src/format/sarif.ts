import { contentDigest } from '../validators/cache.js';
import { fileUrl, isAbsolutePath } from './file-uri.js';
import { CODE_CATALOG } from '../catalog.js';
import type { Issue, Severity } from '../issue.js';
import type { CodeInfo } from '../codes.js';
import { docsUrl } from './docs-url.js';
import type { FileResult, Formatter } from './types.js';
import { joined, type WriterFactory } from './writer.js';

/** Where the README's code table is, listing every code. */
export const CODES_URI = 'https://github.com/kindgi/kindgi-tool-manifest#issue-codes';
const INFORMATION_URI = 'https://github.com/kindgi/kindgi-tool-manifest';
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };
const STDIN_URI = encodeURIComponent('<stdin>');

/**
 * {@link sarif}'s log a file at a time: the log up to its results, each file's results, the rest.
 * Every code the catalog lists, and `codes` besides, is a rule; a result of a code that is
 * neither names its rule by id alone.
 */
export const sarifWriter: WriterFactory = (context, codes = []) => {
  const rules: object[] = CODE_CATALOG.map((info) => ({
    id: info.code,
    shortDescription: { text: info.summary },
    fullDescription: { text: info.why },
    help: { text: info.fix, markdown: helpMarkdown(info) },
    helpUri: docsUrl(info.code),
    defaultConfiguration: { level: LEVEL[info.severity] },
  }));
  const ruleIndex = new Map(CODE_CATALOG.map((info, index) => [info.code, index]));
  // A code missing from the catalog still needs a rule for its result to point at.
  for (const code of codes) if (!ruleIndex.has(code)) ruleIndex.set(code, rules.push({ id: code, helpUri: docsUrl(code) }) - 1);
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'kindgi-tool-manifest', version: context.version, informationUri: INFORMATION_URI, rules } },
        originalUriBaseIds: { '%SRCROOT%': { uri: fileUrl(context.cwd.endsWith('/') ? context.cwd : `${context.cwd}/`) } },
        columnKind: 'utf16CodeUnits',
        results: [],
      },
    ],
  };
  // The log printed as JSON.stringify(log, null, 2) prints it, its results spliced in where the empty array is.
  const skeleton = JSON.stringify(log, null, 2);
  const cut = skeleton.lastIndexOf('"results": []') + '"results": ['.length;
  let results = 0;
  return {
    start: () => skeleton.slice(0, cut),
    file(result) {
      const location = artifactOf(result.file, context.cwd);
      const occurrences = new Map<string, number>();
      let text = '';
      for (const issue of result.issues) {
        const place = `${issue.code}\u0000${result.file}\u0000${issue.pointer}`;
        const occurrence = occurrences.get(place) ?? 0;
        occurrences.set(place, occurrence + 1);
        const entry = JSON.stringify(resultOf(issue, ruleIndex.get(issue.code), location, fingerprint(place, occurrence)), null, 2);
        text += `${results++ === 0 ? '' : ','}${RESULT_BREAK}${entry.replace(/\n/g, RESULT_BREAK)}`;
      }
      return text;
    },
    end: () => `${results === 0 ? '' : '\n      '}${skeleton.slice(cut)}\n`,
  };
};

// A result's lines are indented as the log's fourth level.
const RESULT_BREAK = `\n${' '.repeat(8)}`;

/**
 * SARIF 2.1.0 for code scanning: one run whose tool lists every code this library reports as a
 * rule (id, description, help, default level), and one result per issue at its file, line and
 * column (UTF-16 code units, as JavaScript counts them). Paths are relative to `%SRCROOT%`, the
 * working folder.
 *
 * @example
 * ```ts
 * writeFileSync('tools.sarif', sarif(results, { cwd: process.cwd(), color: false, version }));
 * ```
 */
export const sarif: Formatter = joined(sarifWriter, codesOf);

// Every code of the results, in the order they first appear: the rules' order for codes the catalog lacks.
function codesOf(results: readonly FileResult[]): string[] {
  const codes = new Set<string>();
  for (const result of results) for (const issue of result.issues) codes.add(issue.code);
  return [...codes];
}

// From the code, the file and the pointer, never the line: an edit above a problem leaves its alert alone.
function fingerprint(place: string, occurrence: number): string {
  return `${contentDigest(place)}:${occurrence + 1}`;
}

function helpMarkdown(info: CodeInfo): string {
  return [`**${info.summary}**`, '', info.why, '', `**Fix:** ${info.fix}`, '', `**Example:** ${info.example.includes('`') ? info.example : `\`${info.example}\``}`, '', `[More about ${info.code}](${docsUrl(info.code)})`].join('\n');
}

function resultOf(issue: Issue, ruleIndex: number | undefined, artifactLocation: ArtifactLocation, partialFingerprint: string): object {
  const region = issue.line === undefined ? {} : { region: { startLine: issue.line, startColumn: issue.column ?? 1 } };
  return {
    ruleId: issue.code,
    ...(ruleIndex === undefined ? {} : { ruleIndex }),
    level: LEVEL[issue.severity],
    message: { text: issue.hint === undefined ? issue.message : `${issue.message} ${issue.hint}` },
    locations: [{ physicalLocation: { artifactLocation, ...region } }],
    partialFingerprints: { 'kindgiToolManifest/v1': partialFingerprint },
  };
}

interface ArtifactLocation {
  readonly uri: string;
  readonly uriBaseId?: string;
}

function artifactOf(file: string, cwd: string): ArtifactLocation {
  if (file === '<stdin>') return { uri: STDIN_URI };
  // Outside the working folder a relative URI would climb out of %SRCROOT%; an absolute one is plain.
  if (isAbsolutePath(file) || file.startsWith('../')) return { uri: fileUrl(file, cwd) };
  return { uri: file.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}
