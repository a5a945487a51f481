/**
 * The battle record (issue 7, part 2): the types the campaign service stores and the window shows.
 * Its printed forms (terminal text, Markdown, the A4 HTML page) are views, and live with the other
 * printed documents in shared/summary/battle.ts: the rules import no view.
 */
import type { DiceSource, ProcedureResult, RulesetId } from './procedure';

export type RecordLang = 'ru' | 'en';

/** A battle as listed: what it is and how many runs it holds. */
export interface BattleInfo {
  readonly id: number;
  readonly name: string;
  /** The campaign turn it was fought in, if the game master said. */
  readonly turn: number | null;
  /** The fortress it was fought for (by name), if any. */
  readonly fortress: string | null;
  /** ISO time it was opened. */
  readonly createdAt: string;
  readonly runCount: number;
  /** ISO time of its last run, or null. */
  readonly lastRunAt: string | null;
}

/** One procedure run as stored: enough to print it and to replay it. */
export interface BattleRun {
  /** 1, 2, 3… within the battle. */
  readonly seq: number;
  readonly ruleset: RulesetId;
  readonly procedure: string;
  /** The inputs as given (defaults are not filled in). */
  readonly input: unknown;
  /** The dice typed at the table, or the seed the console rolled with (replays to the same dice). */
  readonly dice: DiceSource;
  readonly result: ProcedureResult;
  /** ISO time it was recorded. */
  readonly at: string;
}

export interface BattleRecord extends BattleInfo {
  /** The campaign's name, for the printed heading. */
  readonly campaign: string;
  readonly runs: readonly BattleRun[];
}

/** What a run needs for printing (a stored run, or one made on the command line without a campaign). */
export type RunLike = Pick<BattleRun, 'ruleset' | 'procedure' | 'input' | 'dice' | 'result'> & { readonly seq?: number; readonly at?: string };
