/** Shared helpers of the referee tests: typed dice, a run that must pass, a run that must be refused. */
import { runProcedure, type DiceSource, type ProcedureDef, type ProcedureRefusal, type ProcedureResult } from '../../shared/rules/referee/procedure';

export const typed = (...values: number[]): DiceSource => ({ kind: 'typed', values });

/** The result of a run the test expects to pass (a refusal fails the test with its reason). */
export function ok<O>(def: ProcedureDef<O>, input: unknown, dice: DiceSource = typed()): ProcedureResult<O> {
  const r = runProcedure(def, input, dice);
  if (!r.ok) throw new Error(`${def.id} refused: ${r.error.code} — ${r.error.message.en}`);
  return r.result;
}

/** The refusal of a run the test expects to be refused. */
export function refused<O>(def: ProcedureDef<O>, input: unknown, dice: DiceSource = typed()): ProcedureRefusal {
  const r = runProcedure(def, input, dice);
  if (r.ok) throw new Error(`${def.id} was not refused: ${r.result.summary.en}`);
  return r.error;
}

export const readingsEn = (r: ProcedureResult<unknown>): string => r.readings.map((x) => x.en).join(' | ');
