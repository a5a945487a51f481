/**
 * The tabletop referee on the main side: where a run's dice come from, running a procedure into a
 * value the campaign service can store, and the stored rows turned back into the record's types.
 * The window, the browser mode and `polk referee` all go through here.
 */
import { randomInt } from 'node:crypto';
import type { BattleRow, BattleRunRow } from '../../db';
import { referee, type DiceSource, type ProcedureResult, type RulesetId } from '../../shared/rules/referee';
import type { BattleInfo, BattleRun } from '../../shared/rules/referee/record';
import { refereeFailed, serviceFailed, success, type Outcome } from './failure';

/** The largest seed: the generator keeps a 32-bit state. */
export const MAX_SEED = 0xffff_ffff;

/** A procedure to run: the dice typed at the table, a seed to replay, or neither (the console rolls). */
export interface RunRequest {
  readonly ruleset: string;
  readonly procedure: string;
  readonly input: unknown;
  /** The dice rolled at the table, in order; an empty list for a procedure without dice. */
  readonly dice?: readonly number[] | null;
  /** Roll with this seed (to replay a run); without dice and seed a new seed is drawn. */
  readonly seed?: number | null;
}

/** A fresh seed for the console's own roll. Not the rules' concern: they only ever see the seed. */
export const drawSeed = (): number => randomInt(0, 2 ** 31 - 1);

/** Where the dice come from, or a failure when the request names both or a bad seed. */
export function diceSourceOf(request: Pick<RunRequest, 'dice' | 'seed'>, draw: () => number = drawSeed): Outcome<DiceSource> {
  const hasDice = request.dice !== undefined && request.dice !== null;
  const hasSeed = request.seed !== undefined && request.seed !== null;
  if (hasDice && hasSeed) return serviceFailed('referee/dice_and_seed');
  if (hasDice) return success({ kind: 'typed', values: [...(request.dice as readonly number[])] });
  const seed = hasSeed ? (request.seed as number) : draw();
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) return serviceFailed('referee/bad_seed', { seed: String(seed) });
  return success({ kind: 'seeded', seed });
}

export interface Ran {
  readonly ruleset: RulesetId;
  readonly procedure: string;
  readonly input: unknown;
  readonly dice: DiceSource;
  readonly result: ProcedureResult;
}

/** Run one procedure with its dice. A refusal by the rules comes back as a failure of kind 'refusal'. */
export function runReferee(request: RunRequest, dice: DiceSource): Outcome<Ran> {
  const r = referee(request.ruleset, request.procedure, request.input, dice);
  if (!r.ok) return refereeFailed(r.error);
  return success({ ruleset: r.result.ruleset, procedure: r.result.procedure, input: request.input, dice, result: r.result });
}

export function battleInfoOf(row: BattleRow): BattleInfo {
  return { id: row.id, name: row.name, turn: row.turn, fortress: row.fortress, createdAt: row.created_at, runCount: row.runs, lastRunAt: row.last_run_at };
}

export function battleRunOf(row: BattleRunRow): BattleRun {
  const dice: DiceSource = row.dice_kind === 'typed' ? { kind: 'typed', values: JSON.parse(row.dice ?? '[]') as number[] } : { kind: 'seeded', seed: row.seed ?? 0 };
  return {
    seq: row.seq,
    ruleset: row.ruleset as RulesetId,
    procedure: row.procedure,
    input: JSON.parse(row.input) as unknown,
    dice,
    result: JSON.parse(row.result) as ProcedureResult,
    at: row.at,
  };
}

/** A run as a row of `battle_run`. */
export function runRowOf(battleId: number, seq: number, ran: Ran, at: string): BattleRunRow {
  return {
    battle_id: battleId,
    seq,
    ruleset: ran.ruleset,
    procedure: ran.procedure,
    input: JSON.stringify(ran.input),
    dice_kind: ran.dice.kind,
    dice: ran.dice.kind === 'typed' ? JSON.stringify(ran.dice.values) : null,
    seed: ran.dice.kind === 'seeded' ? ran.dice.seed : null,
    result: JSON.stringify(ran.result),
    at,
  };
}
