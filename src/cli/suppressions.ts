import { existsSync } from 'node:fs';
import { replaceFile } from '../node/replace-file.js';
import { readOwnText } from '../node/bounded-read.js';

import { resolve } from 'node:path';
import type { FileResult } from '../format/index.js';
import type { Issue } from '../issue.js';
import { isObject } from '../json.js';
import { RunFailure } from './usage-error.js';

// Past this a suppressions file is refused unread: /dev/zero behind a symbolic link ran the CLI out of memory.
const MAX_SUPPRESSIONS_BYTES = 16 * 1024 * 1024;

/** The file `--suppress-all` writes, in the working folder unless `--suppressions-location` names another. */
export const SUPPRESSIONS_FILE = 'kindgi-tool-manifest-suppressions.json';

/** Suppressed problems: by file (as reports show it), code and pointer, how many. */
export type SuppressionData = Record<string, Record<string, Record<string, { count: number }>>>;

/** A suppression that matched fewer problems than it counts. */
export interface UnusedSuppression {
  readonly file: string;
  readonly code: string;
  readonly pointer: string;
  readonly count: number;
  readonly matched: number;
}

// What to do about a suppressions file that cannot be used: it is never ignored, so the run cannot go on without it.
const REMEDY = '; mend it, or remove it and run check --suppress-all to write it again (suppressing every problem found then)';

// A file that is not JSON was not vetted at all: that is never a problem to put off.
const NEVER_SUPPRESSED = new Set(['json/syntax', 'json/encoding']);

/**
 * Bulk suppressions, as ESLint (9.24 and later) has them: a file of known problems that later
 * runs leave out of the report and the exit code, so a team can move to a stricter profile
 * without fixing everything at once. Each run records what matched, so `--prune-suppressions`
 * can lower the counts and stale entries can be reported.
 *
 * @example
 * ```ts
 * const suppressions = await Suppressions.load('kindgi-tool-manifest-suppressions.json');
 * const shown = suppressions.apply(result); // result without its suppressed issues
 * ```
 */
export class Suppressions {
  private readonly used = new Map<string, number>();
  private readonly found: SuppressionData = record();
  private readonly vetted = new Set<string>();

  private constructor(
    readonly path: string,
    private readonly data: SuppressionData,
    private readonly all: boolean,
  ) {}

  /**
   * Reads the file; none is no suppressions. With `all` (`--suppress-all`), every problem that
   * can be suppressed is, as the file about to be written will have it. A file that is not a
   * suppressions file throws a {@link RunFailure}.
   */
  static async load(path: string, all = false): Promise<Suppressions> {
    if (!existsSync(path)) return new Suppressions(path, record(), all);
    let data: unknown;
    try {
      const read = await readOwnText(path, MAX_SUPPRESSIONS_BYTES);
      if ('problem' in read) throw new RunFailure(read.problem);
      data = JSON.parse(read.text);
    } catch (thrown) {
      const reason = thrown instanceof SyntaxError ? `it is not JSON (${thrown.message})${REMEDY}` : thrown instanceof Error ? thrown.message : String(thrown);
      throw new RunFailure(`cannot read the suppressions file ${path}: ${reason}`);
    }
    if (!isSuppressionData(data)) throw new RunFailure(`${path} is not a suppressions file: {"<file>": {"<code>": {"<pointer>": {"count": N}}}}${REMEDY}`);
    return new Suppressions(path, data, all);
  }

  /** The result without the issues the file suppresses (frames kept in step); records what matched and what was found. */
  apply(result: FileResult): FileResult {
    this.vetted.add(result.file);
    const kept: number[] = [];
    result.issues.forEach((issue, index) => {
      const suppressible = !NEVER_SUPPRESSED.has(issue.code);
      if (suppressible) this.count(this.found, result.file, issue);
      if (!(this.all && suppressible) && !this.take(result.file, issue)) kept.push(index);
    });
    if (kept.length === result.issues.length) return result;
    return restricted(result, kept);
  }

  /** Entries of the files vetted this run that matched fewer problems than they count. */
  unused(): UnusedSuppression[] {
    const unused: UnusedSuppression[] = [];
    for (const [file, codes] of Object.entries(this.data)) {
      if (!this.vetted.has(file)) continue;
      for (const [code, pointers] of Object.entries(codes)) {
        for (const [pointer, { count }] of Object.entries(pointers)) {
          const matched = this.used.get(key(file, code, pointer)) ?? 0;
          if (matched < count) unused.push({ file, code, pointer, count, matched });
        }
      }
    }
    return unused;
  }

  /** `--suppress-all`: the vetted files' entries become what this run found; others are kept. */
  async writeAll(): Promise<void> {
    const next: SuppressionData = record();
    for (const [file, codes] of Object.entries(this.data)) if (!this.vetted.has(file)) next[file] = codes;
    Object.assign(next, this.found);
    await this.write(next);
  }

  /** `--prune-suppressions`: counts lowered to what matched, entries that matched nothing and files that are gone removed. */
  async writePruned(cwd: string): Promise<void> {
    const next: SuppressionData = record();
    for (const [file, codes] of Object.entries(this.data)) {
      if (!this.vetted.has(file)) {
        if (existsSync(resolve(cwd, file))) next[file] = codes;
        continue;
      }
      for (const [code, pointers] of Object.entries(codes)) {
        for (const [pointer, { count }] of Object.entries(pointers)) {
          const matched = Math.min(count, this.used.get(key(file, code, pointer)) ?? 0);
          if (matched > 0) within(within(next, file), code)[pointer] = { count: matched };
        }
      }
    }
    await this.write(next);
  }

  private take(file: string, issue: Issue): boolean {
    const codes = own(this.data, file);
    const pointers = codes === undefined ? undefined : own(codes, issue.code);
    const budget = (pointers === undefined ? undefined : own(pointers, issue.pointer))?.count ?? 0;
    const id = key(file, issue.code, issue.pointer);
    const used = this.used.get(id) ?? 0;
    if (used >= budget) return false;
    this.used.set(id, used + 1);
    return true;
  }

  private count(data: SuppressionData, file: string, issue: Issue): void {
    const pointers = within(within(data, file), issue.code);
    const entry = own(pointers, issue.pointer) ?? (pointers[issue.pointer] = { count: 0 });
    entry.count++;
  }

  private async write(data: SuppressionData): Promise<void> {
    const sorted = Object.fromEntries(Object.keys(data).sort().map((file) => [file, data[file]]));
    await replaceFile(this.path, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

// Files, codes and pointers are the user's words, so `constructor` or `__proto__` must name an own
// entry, never Object.prototype's: the records made here inherit nothing, and what a file gave is read own.
function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function own<T>(entries: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(entries, name) ? entries[name] : undefined;
}

function within<T>(entries: Record<string, Record<string, T>>, name: string): Record<string, T> {
  return own(entries, name) ?? (entries[name] = record<T>());
}

function key(file: string, code: string, pointer: string): string {
  return JSON.stringify([file, code, pointer]);
}

/** The result with only the issues at `kept`, and their frames. */
export function restricted(result: FileResult, kept: readonly number[]): FileResult {
  const issues = kept.map((index) => result.issues[index] as Issue);
  const valid = !issues.some((issue) => issue.severity === 'error');
  if (result.frames === undefined) return { ...result, valid, issues };
  return { ...result, valid, issues, frames: kept.map((index) => result.frames?.[index]) };
}

function isSuppressionData(data: unknown): data is SuppressionData {
  if (!isObject(data)) return false;
  return Object.values(data).every(
    (codes) => isObject(codes) && Object.values(codes).every((pointers) => isObject(pointers) && Object.values(pointers).every((entry) => isObject(entry) && Number.isSafeInteger(entry.count) && (entry.count as number) > 0)),
  );
}
