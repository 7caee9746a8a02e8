import { contentDigest } from '../validators/cache.js';
import { fileUrl, isAbsolutePath } from './file-uri.js';
import { CODE_CATALOG } from '../catalog.js';
import type { Issue, Severity } from '../issue.js';
import type { CodeInfo } from '../codes.js';
import { docsUrl } from './docs-url.js';
import type { Formatter } from './types.js';

/** Where the README's code table is, listing every code. */
export const CODES_URI = 'https://github.com/kindgi/kindgi-tool-manifest#issue-codes';
const INFORMATION_URI = 'https://github.com/kindgi/kindgi-tool-manifest';
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };
const STDIN_URI = encodeURIComponent('<stdin>');

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
export const sarif: Formatter = (results, context) => {
  const rules: object[] = CODE_CATALOG.map((info) => ({
    id: info.code,
    shortDescription: { text: info.summary },
    fullDescription: { text: info.why },
    help: { text: info.fix, markdown: helpMarkdown(info) },
    helpUri: docsUrl(info.code),
    defaultConfiguration: { level: LEVEL[info.severity] },
  }));
  const ruleIndex = new Map(CODE_CATALOG.map((info, index) => [info.code, index]));
  const sarifResults: object[] = [];
  for (const result of results) {
    const location = artifactOf(result.file, context.cwd);
    const occurrences = new Map<string, number>();
    for (const issue of result.issues) {
      let index = ruleIndex.get(issue.code);
      if (index === undefined) {
        // A code missing from the catalog still needs a rule for its result to point at.
        index = rules.push({ id: issue.code, helpUri: docsUrl(issue.code) }) - 1;
        ruleIndex.set(issue.code, index);
      }
      const place = `${issue.code}\u0000${result.file}\u0000${issue.pointer}`;
      const occurrence = occurrences.get(place) ?? 0;
      occurrences.set(place, occurrence + 1);
      sarifResults.push(resultOf(issue, index, location, fingerprint(place, occurrence)));
    }
  }
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'kindgi-tool-manifest', version: context.version, informationUri: INFORMATION_URI, rules } },
        originalUriBaseIds: { '%SRCROOT%': { uri: fileUrl(context.cwd.endsWith('/') ? context.cwd : `${context.cwd}/`) } },
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};

// From the code, the file and the pointer, never the line: an edit above a problem leaves its alert alone.
function fingerprint(place: string, occurrence: number): string {
  return `${contentDigest(place)}:${occurrence + 1}`;
}

function helpMarkdown(info: CodeInfo): string {
  return [`**${info.summary}**`, '', info.why, '', `**Fix:** ${info.fix}`, '', `**Example:** ${info.example.includes('`') ? info.example : `\`${info.example}\``}`, '', `[More about ${info.code}](${docsUrl(info.code)})`].join('\n');
}

function resultOf(issue: Issue, ruleIndex: number, artifactLocation: ArtifactLocation, partialFingerprint: string): object {
  const region = issue.line === undefined ? {} : { region: { startLine: issue.line, startColumn: issue.column ?? 1 } };
  return {
    ruleId: issue.code,
    ruleIndex,
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
