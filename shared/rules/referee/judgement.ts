/**
 * What a run decided, apart from how it was worded. A stored run keeps the words of the console
 * that judged it (summary, steps, readings…); the words improve from version to version (the
 * readings once said «сид» for the rules' text), the judgement must not. So `verify` replays a run
 * and compares its judgement — the dice, the modifiers' values and sections, the outcome, the seed —
 * and the views show a stored run in today's words when today's console judges it the same.
 */
import { referee } from './index';
import type { DiceSource, ProcedureResult, RulesetId } from './procedure';

/** The judgement of a result: everything but its words. */
export function judgementOf(result: ProcedureResult): unknown {
  return {
    ruleset: result.ruleset,
    procedure: result.procedure,
    section: result.section,
    dice: result.dice.map((d) => [d.sides, d.value]),
    modifiers: result.modifiers.map((m) => [m.value, m.section ?? null]),
    outcome: result.outcome,
    seed: result.seed,
  };
}

/** JSON with every object's keys sorted, so that key order does not count. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

const looksLikeResult = (v: unknown): v is ProcedureResult => {
  const r = v as Partial<ProcedureResult> | null;
  return !!r && typeof r === 'object' && Array.isArray(r.dice) && Array.isArray(r.modifiers) && 'outcome' in r;
};

/** The two results decided the same (a stored one may be any JSON read back from a file). */
export function sameJudgement(replayed: ProcedureResult, stored: unknown): boolean {
  return looksLikeResult(stored) && canonical(judgementOf(replayed)) === canonical(judgementOf(stored));
}

interface Judged {
  readonly ruleset: RulesetId;
  readonly procedure: string;
  readonly input: unknown;
  readonly dice: DiceSource;
  readonly result: ProcedureResult;
}

/**
 * A stored run in today's words: judged again from its input and dice, and when the judgement is the
 * same, with today's result (its words); otherwise — a procedure this console no longer knows, or
 * judges otherwise — as it was stored.
 */
export function withCurrentWords<T extends Judged>(run: T): T {
  const again = referee(run.ruleset, run.procedure, run.input, run.dice);
  if (!again.ok || !sameJudgement(again.result, run.result)) return run;
  return { ...run, result: again.result };
}
