import type { Issue } from '../issue.js';
import type { CompileOptions } from '../validators/options.js';
import { fieldOf, toMatchToolSchema } from './matchers.js';

const SHOWN_ISSUES = 3;

/**
 * `expect.toMatchToolInput(manifest)` and `expect.toMatchToolOutput(manifest)` inside `toEqual`
 * and the like. vitest prints an asymmetric matcher with all its arguments (the whole manifest)
 * and never why the value failed: this one prints the tool by id and version, and, after a
 * failed match, the value's issues with their pointers.
 */
export class ToolSchemaMatcher {
  // vitest and pretty-format know asymmetric matchers by this mark.
  readonly $$typeof = Symbol.for('jest.asymmetricMatcher');
  private issues: readonly Issue[] | undefined;

  constructor(
    private readonly field: 'input' | 'output',
    private readonly manifest: unknown,
    private readonly options: CompileOptions | undefined,
    private readonly inverse: boolean,
  ) {}

  asymmetricMatch(other: unknown): boolean {
    const { pass, issues } = toMatchToolSchema(this.field, other, this.manifest, this.options);
    this.issues = issues;
    return this.inverse ? !pass : pass;
  }

  toString(): string {
    return `${this.inverse ? 'not.' : ''}toMatchTool${this.field === 'input' ? 'Input' : 'Output'}`;
  }

  getExpectedType(): string {
    return 'any';
  }

  toAsymmetricMatcher(): string {
    const why = this.issues === undefined || this.issues.length === 0 || this.inverse ? '' : `: ${describeIssues(this.issues)}`;
    return `${this.toString()}<${shortManifest(this.manifest)} ${this.field}${why}>`;
  }

  // How chai's messages print it (`expected … to deeply equal …`).
  [Symbol.for('chai/inspect')](): string {
    return this.toAsymmetricMatcher();
  }
}

function describeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => `${issue.pointer === '' ? '(root)' : issue.pointer} ${issue.code}: ${issue.message}`);
  return [...shown, ...(issues.length > SHOWN_ISSUES ? [`…and ${issues.length - SHOWN_ISSUES} more`] : [])].join('; ');
}

/** `"acme.weather" 1.0.0`: what tells a reader which manifest, without printing it. */
export function shortManifest(manifest: unknown): string {
  if (manifest === null || typeof manifest !== 'object') return typeof manifest === 'string' ? 'a manifest in JSON text' : 'a manifest';
  const id = fieldOf(manifest, 'id');
  const version = fieldOf(manifest, 'version');
  return [typeof id === 'string' ? JSON.stringify(id) : 'a tool', ...(typeof version === 'string' ? [version] : [])].join(' ');
}
