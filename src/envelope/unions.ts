import type { ErrorObject } from 'ajv';
import { joinPointer, type Issue } from '../issue.js';
import { fieldPath } from '../field-path.js';
import { propose, type ProposingIssue } from '../proposal.js';
import { listValues } from '../suggest.js';
import { enumHint, enumProposals } from './proposals.js';
import { allowedWords, type AllowedWords } from './schema-words.js';
import { quote } from '../quote.js';

type Branch = { readonly properties?: Readonly<Record<string, { readonly const?: unknown; readonly enum?: readonly unknown[] }>> };

/** What reducing a failed `kind`-discriminated union leaves: errors to drop, and issues to add. */
export interface UnionReduction {
  /** Undefined when no union failed: nothing is dropped. */
  readonly dropped: Set<ErrorObject> | undefined;
  readonly issues: ProposingIssue[];
}

/** What a union's schema says of its branches' kinds, made once per union schema. */
interface UnionKinds {
  readonly discriminator: string;
  /** The kinds each branch takes, by branch index. */
  readonly kinds: readonly (readonly unknown[])[];
  readonly all: AllowedWords;
  /** `"a", "b" or "c"`, for messages. */
  readonly listed: string;
}

const UNIONS = new WeakMap<object, UnionKinds>();

/**
 * For each failed `oneOf` marked `x-discriminator: "kind"`, keeps only the errors of the branch
 * the data's `kind` picks; an absent or unknown `kind` becomes one issue listing the kinds (with
 * its fixes, `withFixes`).
 */
export function reduceDiscriminatedUnions(errors: readonly ErrorObject[], withFixes = true): UnionReduction {
  let unions: ErrorObject[] | undefined;
  for (const error of errors) if (isUnion(error)) (unions ??= []).push(error);
  if (unions === undefined) return { dropped: undefined, issues: [] };
  unions.sort((a, b) => a.instancePath.length - b.instancePath.length);
  const dropped = new Set<ErrorObject>();
  const issues: ProposingIssue[] = [];
  for (const union of unions) {
    if (dropped.has(union)) continue;
    dropped.add(union);
    const { discriminator, kinds, all, listed } = unionKinds(union);
    const data = (union as ErrorObject & { data?: unknown }).data;
    const kind = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[discriminator] : undefined;
    const chosen = kinds.findIndex((values) => values.includes(kind));
    // The prefixes made once per union, not once per error: allErrors lists every branch's errors.
    const anyBranch = `${union.schemaPath}/`;
    const chosenBranch = chosen < 0 ? undefined : `${union.schemaPath}/${chosen}/`;
    const inUnion = (error: ErrorObject): boolean => error !== union && error.instancePath.startsWith(union.instancePath) && error.schemaPath.startsWith(anyBranch);
    for (const error of errors) {
      if (!inUnion(error)) continue;
      if (chosenBranch === undefined || !error.schemaPath.startsWith(chosenBranch)) dropped.add(error);
    }
    if (chosen >= 0 || data === null || typeof data !== 'object' || Array.isArray(data)) {
      // A non-object fails the branch's own `type` check; keep one of those errors, not one per branch.
      if (chosen < 0) {
        const typeError = errors.find((error) => inUnion(error) && error.keyword === 'type' && error.instancePath === union.instancePath);
        if (typeError !== undefined) dropped.delete(typeError);
      }
      continue;
    }
    const place = joinPointer(union.instancePath, discriminator);
    if (kind === undefined) {
      issues.push({
        code: 'manifest/missing-property',
        severity: 'error',
        pointer: union.instancePath,
        message: `"${fieldPath(union.instancePath)}" needs a "${discriminator}": one of ${listed}.`,
      });
      continue;
    }
    const hint = enumHint(kind, all);
    const issue: Issue = {
      code: 'manifest/unknown-kind',
      severity: 'error',
      pointer: place,
      message: `"${fieldPath(place)}" must be one of ${listed}, not ${quote(kind)}.`,
      ...(hint ? { hint } : {}),
    };
    issues.push(withFixes ? propose(issue, enumProposals(place, kind, all)) : issue);
  }
  return { dropped, issues };
}

function isUnion(error: ErrorObject): boolean {
  return error.keyword === 'oneOf' && typeof error.parentSchema?.['x-discriminator'] === 'string';
}

function unionKinds(union: ErrorObject): UnionKinds {
  const parent = union.parentSchema as object;
  let known = UNIONS.get(parent);
  if (known === undefined) {
    const discriminator = union.parentSchema?.['x-discriminator'] as string;
    const kinds = ((union.schema ?? []) as Branch[]).map((branch) => branchKinds(branch, discriminator));
    const flat = kinds.flat();
    known = { discriminator, kinds, all: allowedWords(flat), listed: listValues(flat) };
    UNIONS.set(parent, known);
  }
  return known;
}

function branchKinds(branch: Branch, discriminator: string): unknown[] {
  const kind = branch.properties?.[discriminator];
  if (kind === undefined) return [];
  if (kind.const !== undefined) return [kind.const];
  return [...(kind.enum ?? [])];
}
