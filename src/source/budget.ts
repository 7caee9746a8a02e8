import type { Issue } from '../issue.js';

// On Node, the global `performance` loads a module the first time it is touched (about 1 ms of a
// process's first vet); process.hrtime is as monotonic and already there.
const hrtime = (globalThis as { process?: { hrtime?: { bigint?: () => bigint } } }).process?.hrtime?.bigint;
const monotonicNow: () => number = hrtime === undefined ? () => performance.now() : () => Number(hrtime()) / 1e6;

/** The kinds of costly work a vet counts: each draws on its own allowance of units. */
export type WorkKind = 'redos' | 'meta-errors' | 'fan-out' | 'positions' | 'values';

/** How many units of each kind of work one vet may spend, and the wall-clock backstop. */
export interface BudgetAllowance {
  /** Units per kind of work; a kind left out is unbounded (its bound lives elsewhere). */
  readonly units?: Partial<Readonly<Record<WorkKind, number>>>;
  /** Milliseconds of wall-clock time before every remaining costly step is skipped. */
  readonly maxMs?: number;
}

/** Units of ReDoS analysis one vet may spend on all its schemas together (input, output, every `needsSpec` schema). */
export const REDOS_UNITS_PER_VET = 500_000;

/**
 * The allowance of one vet under `limits`: its counted work per kind and `limits.maxVetMs` as the backstop.
 *
 * @example
 * ```ts
 * const budget = new VetBudget(defaultAllowance(effectiveLimits(options.limits)));
 * ```
 */
export function defaultAllowance(limits: { readonly maxVetMs: number }): BudgetAllowance {
  return { units: { redos: REDOS_UNITS_PER_VET }, maxMs: limits.maxVetMs };
}

/**
 * Units of ReDoS analysis a whole pack or tool list may spend, its tools' vets together: two
 * vets' worth, some 800 times what the 489 tools of the shared MCP corpus spend. 2,000 tools of
 * 40 distinct patterns each, every vet within its own allowance, had taken 12 s.
 */
export const REDOS_UNITS_PER_LIST = 2 * REDOS_UNITS_PER_VET;

/** The allowance of one pack or tool list under `limits`: its tools' ReDoS analysis together, and `limits.maxListMs` as the backstop. */
export function listAllowance(limits: { readonly maxListMs: number }): BudgetAllowance {
  return { units: { redos: REDOS_UNITS_PER_LIST }, maxMs: limits.maxListMs };
}

// Each kind read by its name: a read by a kind that varies, most of them absent, cost more than the rest of a budget.
function unitsLeft(units: BudgetAllowance['units']): Record<WorkKind, number> {
  if (units === undefined) return { redos: Infinity, 'meta-errors': Infinity, 'fan-out': Infinity, positions: Infinity, values: Infinity };
  return {
    redos: orUnbounded(units.redos),
    'meta-errors': orUnbounded(units['meta-errors']),
    'fan-out': orUnbounded(units['fan-out']),
    positions: orUnbounded(units.positions),
    values: orUnbounded(units.values),
  };
}

function orUnbounded(units: number | undefined): number {
  return units === undefined ? Infinity : units;
}

interface Skipped {
  readonly kind: WorkKind;
  readonly pointer: string;
  readonly what: string;
}

// Reading the clock costs more than counting: look at it once every so many units.
const CLOCK_EVERY = 256;

/**
 * One budget per vet, threaded through the stages like a cancellation token: every costly step
 * (ReDoS analysis, meta-schema error collection, fan-out counting, position indexing) asks it
 * before doing work. Work is counted in units, so the same manifest gets the same report on any
 * machine; the clock is only the backstop. Running out is never a stall: the step is skipped and
 * recorded, and {@link VetBudget.issues} says which work was not done.
 *
 * @example
 * ```ts
 * const budget = new VetBudget({ units: { redos: 50_000 }, maxMs: 1000 });
 * if (!budget.spend('redos', 120)) budget.skip('redos', '/input/pattern', 'the ReDoS analysis of this pattern');
 * report.issues.push(...budget.issues());
 * ```
 */
export class VetBudget {
  // A plain record of one shape, not a Map: one is built per vet, and a kind left out is unbounded.
  readonly #left: Record<WorkKind, number>;
  readonly #skipped: Skipped[] = [];
  readonly #deadline: number;
  #sinceClock = 0;
  #expired = false;

  /**
   * `within`, when given, is the budget of the pack or tool list this vet is one tool of: every
   * unit spent here is spent there too, and this budget runs out when that one does.
   */
  constructor(
    allowance: BudgetAllowance = {},
    private readonly now: () => number = monotonicNow,
    private readonly within?: VetBudget,
  ) {
    this.#left = unitsLeft(allowance.units);
    this.#deadline = allowance.maxMs === undefined ? Infinity : this.now() + allowance.maxMs;
  }

  /** Takes `units` of `kind`; false (and nothing taken) when the allowance or the clock has run out. */
  spend(kind: WorkKind, units = 1): boolean {
    if (this.expired()) return false;
    const left = this.#left[kind];
    if (left !== Infinity && left < units) return false;
    if (this.within !== undefined && !this.within.spend(kind, units)) return false;
    if (left !== Infinity) this.#left[kind] = left - units;
    this.#sinceClock += units;
    if (this.#sinceClock >= CLOCK_EVERY) {
      this.#sinceClock = 0;
      if (this.now() >= this.#deadline) this.#expired = true;
    }
    return true;
  }

  /** Units of `kind` still to spend (`Infinity` when the kind is unbounded). */
  remaining(kind: WorkKind): number {
    if (this.expired()) return 0;
    return this.within === undefined ? this.#left[kind] : Math.min(this.#left[kind], this.within.remaining(kind));
  }

  /** Milliseconds left before the backstop (the pack's or list's, when it comes first). */
  msLeft(): number {
    const own = Math.max(0, this.#deadline - this.now());
    return this.within === undefined ? own : Math.min(own, this.within.msLeft());
  }

  /** Whether the wall-clock backstop has passed (checked now), or the pack's or list's has. */
  expired(): boolean {
    if (!this.#expired && this.#deadline !== Infinity && this.now() >= this.#deadline) this.#expired = true;
    if (!this.#expired && this.within?.expired() === true) this.#expired = true;
    return this.#expired;
  }

  /** Records work that was not done for want of budget, to report it. */
  skip(kind: WorkKind, pointer: string, what: string): void {
    this.#skipped.push({ kind, pointer, what });
  }

  /** Whether any work was skipped. */
  get incomplete(): boolean {
    return this.#skipped.length > 0;
  }

  /** One `limit/budget` issue per kind of work skipped, at the first place it was skipped. */
  issues(): Issue[] {
    if (this.#skipped.length === 0) return [];
    const byKind = new Map<WorkKind, Skipped[]>();
    for (const skipped of this.#skipped) byKind.set(skipped.kind, [...(byKind.get(skipped.kind) ?? []), skipped]);
    return [...byKind.values()].map((list) => {
      const first = list[0] as Skipped;
      const more = list.length > 1 ? ` (and ${list.length - 1} more place${list.length === 2 ? '' : 's'})` : '';
      return {
        code: 'limit/budget',
        severity: 'error',
        pointer: first.pointer,
        message: `The vet ran out of its budget before ${first.what}${more}, so the manifest is not known to be safe.`,
        hint: 'Simplify the manifest, or raise limits.maxVetMs (limits.maxListMs for a whole pack or tool list) for a source you trust.',
      };
    });
  }
}
