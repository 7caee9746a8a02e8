import type { ErrorObject } from 'ajv';
import { joinPointer, type Issue } from '../issue.js';
import { fieldPath } from '../field-path.js';
import { propose, type ProposingIssue } from '../proposal.js';
import { didYouMean, listValues } from '../suggest.js';
import { enumProposals } from './proposals.js';

type Branch = { readonly properties?: Readonly<Record<string, { readonly const?: unknown; readonly enum?: readonly unknown[] }>> };

/** What reducing a failed `kind`-discriminated union leaves: errors to drop, and issues to add. */
export interface UnionReduction {
  readonly dropped: Set<ErrorObject>;
  readonly issues: ProposingIssue[];
}

/**
 * For each failed `oneOf` marked `x-discriminator: "kind"`, keeps only the errors of the branch
 * the data's `kind` picks; an absent or unknown `kind` becomes one issue listing the kinds.
 */
export function reduceDiscriminatedUnions(errors: readonly ErrorObject[]): UnionReduction {
  const dropped = new Set<ErrorObject>();
  const issues: ProposingIssue[] = [];
  const unions = errors
    .filter((error) => error.keyword === 'oneOf' && typeof error.parentSchema?.['x-discriminator'] === 'string')
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  for (const union of unions) {
    if (dropped.has(union)) continue;
    dropped.add(union);
    const discriminator = union.parentSchema?.['x-discriminator'] as string;
    const branches = (union.schema ?? []) as Branch[];
    const kinds = branches.map((branch) => branchKinds(branch, discriminator));
    const data = (union as ErrorObject & { data?: unknown }).data;
    const kind = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[discriminator] : undefined;
    const chosen = kinds.findIndex((values) => values.includes(kind));
    const inUnion = (error: ErrorObject, branch?: number): boolean =>
      error !== union &&
      error.instancePath.startsWith(union.instancePath) &&
      error.schemaPath.startsWith(`${union.schemaPath}/${branch === undefined ? '' : `${branch}/`}`);
    for (const error of errors) {
      if (!inUnion(error)) continue;
      if (chosen < 0 || !inUnion(error, chosen)) dropped.add(error);
    }
    if (chosen >= 0 || data === null || typeof data !== 'object' || Array.isArray(data)) {
      // A non-object fails the branch's own `type` check; keep one of those errors, not one per branch.
      if (chosen < 0) {
        const typeError = errors.find((error) => inUnion(error) && error.keyword === 'type' && error.instancePath === union.instancePath);
        if (typeError !== undefined) dropped.delete(typeError);
      }
      continue;
    }
    const allKinds = kinds.flat();
    const place = joinPointer(union.instancePath, discriminator);
    if (kind === undefined) {
      issues.push({
        code: 'manifest/missing-property',
        severity: 'error',
        pointer: union.instancePath,
        message: `"${fieldPath(union.instancePath)}" needs a "${discriminator}": one of ${listValues(allKinds)}.`,
      });
      continue;
    }
    const hint = typeof kind === 'string' ? didYouMean(kind, allKinds.map(String)) : undefined;
    const issue: Issue = {
      code: 'manifest/unknown-kind',
      severity: 'error',
      pointer: place,
      message: `"${fieldPath(place)}" must be one of ${listValues(allKinds)}, not ${JSON.stringify(kind)}.`,
      ...(hint ? { hint } : {}),
    };
    issues.push(propose(issue, enumProposals(place, kind, allKinds)));
  }
  return { dropped, issues };
}

function branchKinds(branch: Branch, discriminator: string): unknown[] {
  const kind = branch.properties?.[discriminator];
  if (kind === undefined) return [];
  if (kind.const !== undefined) return [kind.const];
  return [...(kind.enum ?? [])];
}
