import { CODE_CATALOG } from '../catalog.js';
import type { Issue } from '../issue.js';
import { didYouMean } from '../suggest.js';
import type { VetOptions } from '../options.js';
import { compileToolValidators } from '../validators/compile.js';
import type { CompileOptions } from '../validators/options.js';
import { vetToolManifest } from '../vet.js';

/** What a matcher answers: vitest shows `message()` when the assertion (or its `.not`) fails. */
export interface MatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
  /** What was wrong with the value, for a matcher that shows it elsewhere (the asymmetric ones). */
  readonly issues?: readonly Issue[];
}

/** Vets the received manifest; passes when it has no error. */
export function toBeValidToolManifest(received: unknown, options?: VetOptions): MatcherResult {
  const report = vetToolManifest(received, options);
  const errors = report.issues.filter((issue) => issue.severity === 'error');
  return {
    pass: report.valid,
    message: () =>
      report.valid
        ? `expected the manifest not to be a valid tool manifest, but it vets with no error${report.issues.length > 0 ? `; its other issues:\n${listIssues(report.issues)}` : ''}`
        : `expected a valid tool manifest, but it has ${errors.length === 1 ? '1 error' : `${errors.length} errors`}:\n${listIssues(report.issues)}`,
  };
}

/**
 * Vets the received manifest (with `options`); passes when it has an issue with `code` (at
 * `pointer`, when given). A code this library never reports throws: with `.not`, a misspelt code
 * would pass whatever the manifest holds.
 */
export function toHaveManifestIssue(received: unknown, code: string, pointer?: string, options?: VetOptions): MatcherResult {
  checkCode(code);
  const { issues } = vetToolManifest(received, options);
  const found = issues.filter((issue) => issue.code === code && (pointer === undefined || issue.pointer === pointer));
  const wanted = `the issue ${code}${pointer === undefined ? '' : ` at ${shownPointer(pointer)}`}`;
  return {
    pass: found.length > 0,
    message: () =>
      found.length > 0
        ? `expected the manifest not to have ${wanted}, but it has:\n${listIssues(found)}`
        : `expected the manifest to have ${wanted}, but ${issues.length === 0 ? 'it has no issue at all' : `its issues are:\n${listIssues(issues)}`}`,
  };
}

const CODES = CODE_CATALOG.map((info) => info.code);

function checkCode(code: unknown): void {
  if (typeof code === 'string' && CODES.includes(code)) return;
  const hint = typeof code === 'string' ? didYouMean(code, CODES) : undefined;
  throw new TypeError(`${JSON.stringify(code)} is no issue code of kindgi-tool-manifest${hint ? ` (${hint})` : ''}; \`kindgi-tool-manifest explain\` lists them.`);
}

/** Checks the received value against a manifest's `input` (or `output`) schema, in its dialect. */
export function toMatchToolSchema(field: 'input' | 'output', received: unknown, manifest: unknown, options?: CompileOptions): MatcherResult {
  // A manifest that does not vet or compile throws its ToolManifestError: neither `.not` nor the assertion could mean anything.
  const result = compileToolValidators(manifest, options)[field](received);
  const tool = toolName(manifest);
  return {
    pass: result.valid,
    issues: result.issues,
    message: () =>
      result.valid
        ? `expected the value not to match the ${field} schema of ${tool}, but it does`
        : `expected the value to match the ${field} schema of ${tool}, but:\n${listIssues(result.issues)}`,
  };
}

/** One issue a line: where, code, message, and the hint below it. */
export function listIssues(issues: readonly Issue[]): string {
  const listed = issues
    .slice(0, MAX_LISTED)
    .map((issue) => {
      const at = issue.line === undefined ? shownPointer(issue.pointer) : `${issue.line}:${issue.column ?? 0} ${shownPointer(issue.pointer)}`;
      return `  ${at} ${issue.severity} ${issue.code}: ${issue.message}${issue.hint === undefined ? '' : `\n      ${issue.hint}`}`;
    })
    .join('\n');
  return issues.length <= MAX_LISTED ? listed : `${listed}\n  … and ${(issues.length - MAX_LISTED).toLocaleString('en')} more`;
}

// A failure message is read by a person: 900 misspelt fields made one of 108 KB.
const MAX_LISTED = 50;

function shownPointer(pointer: string): string {
  return pointer === '' ? '(root)' : pointer;
}

/** A manifest by its id, for messages. */
export function toolName(manifest: unknown): string {
  const id = fieldOf(manifest, 'id');
  return typeof id === 'string' ? `"${id}"` : 'the tool';
}

/**
 * A field of the caller's manifest, read for a message's words only, or undefined: a getter or a
 * Proxy trap that throws on this second read (the vet read it once already) must not take the
 * matcher down with it.
 */
export function fieldOf(manifest: unknown, key: string): unknown {
  if (manifest === null || typeof manifest !== 'object') return undefined;
  try {
    return (manifest as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}
