/**
 * What the window sees of the console's computer player (issue 15, docs/bots.md): which armies the
 * console plays and at what level (stored in the campaign), and a proposal — a search running in
 * the bots' worker thread, then the whole move it found, each step with its reason.
 */
import type { BotLevel } from '../bots/types';
import type { Army, Cell, Order } from '../rules/polkovodets';
import type { Failure } from './data';

/** An army the console plays: its level, and whether it plays on its own at its move. */
export interface BotSeat {
  readonly level: BotLevel;
  readonly auto: boolean;
}

export type BotSeats = Readonly<Partial<Record<Army, BotSeat>>>;

export interface BotSeatsView {
  readonly path: string;
  readonly seq: number;
  readonly seats: BotSeats;
}

/** One proposed action and why (the sentence in both languages; code and detail are data). */
export interface ProposedStep {
  readonly kind: 'order' | 'appoint' | 'end_move';
  readonly order?: Order;
  /** For an order: the cell the unit (or the stepping commander) starts from. */
  readonly from?: Cell;
  readonly at?: Cell;
  readonly explanation: { readonly code: string; readonly detail: Readonly<Record<string, string | number>>; readonly ru: string; readonly en: string };
}

export type BotJobStatus = 'running' | 'done' | 'cancelled' | 'failed' | 'accepted';

/** The dry run of the kept steps: those refused (`index` into the proposal's steps), with the engine's refusal. */
export interface BotStepCheck {
  readonly job: number;
  readonly refused: readonly { readonly index: number; readonly code: string; readonly message: { readonly ru: string; readonly en: string } }[];
}

/** A proposal: the search for the army to move at the position `seq` of campaign `path`. */
export interface BotJobView {
  readonly job: number;
  readonly path: string;
  readonly seq: number;
  readonly army: Army;
  readonly level: BotLevel;
  readonly status: BotJobStatus;
  /** Positions evaluated so far, of the budget (progress). */
  readonly spent: number;
  readonly budget: number;
  readonly ms: number;
  /** When done: the whole move, the end of move last. */
  readonly steps?: readonly ProposedStep[];
  readonly stopped?: 'done' | 'budget' | 'time' | 'cancelled' | 'now';
  readonly error?: Failure;
}
