/**
 * The turn summary and the campaign report as plain data (issue 6). One builder makes the model;
 * every output (HTML for print and PDF, Markdown, JSON, the window) is a view of it.
 *
 * Numbers of depots are in regimental depots (multiples of 0.5), as in the public formats
 * (scenario files, `polk state`); the engine's half-depots never leave the builder. Texts are not in
 * the model: the views put it into Russian or English.
 */
import type { Army, Cell, DepotCards, Goal, GameStatus, UnitType } from '../rules/polkovodets';
import type { LedgerEntry } from '../bridge/data';

export const SUMMARY_FORMAT = 'polkovodets-summary/1';
export const REPORT_FORMAT = 'polkovodets-report/1';

export type Lang = 'ru' | 'en';

export interface UnitRef {
  readonly id: string;
  readonly army: Army;
  readonly type: UnitType;
}

/** Which army move an item belongs to (the turn when it happened and the army that was moving). */
export interface MoveRef {
  readonly turn: number;
  readonly army: Army;
}

export type OrderResult =
  | { readonly kind: 'moved'; readonly road: boolean }
  | { readonly kind: 'stepped' }
  | { readonly kind: 'struck'; readonly ranged: boolean; readonly target: UnitRef }
  | { readonly kind: 'recruited'; readonly fortress: string; readonly cost: number; readonly balance: number | null };

/** One order of the turn: army, commander, unit, from → to, result. */
export interface SummaryOrder {
  readonly seq: number;
  readonly move: MoveRef;
  readonly army: Army;
  readonly kind: 'move' | 'strike' | 'step' | 'recruit';
  readonly commander: UnitRef;
  /** The unit that acted: the commander himself for a step, the new unit for a recruitment. */
  readonly unit: UnitRef;
  /** Null for a recruitment (the unit appears at `to`). */
  readonly from: Cell | null;
  readonly to: Cell;
  readonly result: OrderResult;
  /** Given by the console's computer player (issue 15): its level and its reason in both languages. */
  readonly bot?: { readonly level: string; readonly ru: string; readonly en: string };
  /** Given from a player's phone (an order code's id) or by a move file (issue 23); absent: the game master's or the machine's. */
  readonly source?: { readonly by: 'code'; readonly codeId: string } | { readonly by: 'mail'; readonly campaign: string; readonly keyId: string };
}

/**
 * Where an event happened: in an order's consequences, at the end of an army's move, at the start
 * of the next army's move (capitulation, a marshal needed), at a marshal's appointment, or at the
 * game master's depot correction.
 */
export type EventPhase = 'order' | 'end_move' | 'start_move' | 'appoint' | 'correction';

export type SummaryEventBody =
  | { readonly type: 'river_warning'; readonly army: Army; readonly unit: UnitRef; readonly at: Cell }
  | { readonly type: 'drowned'; readonly army: Army; readonly unit: UnitRef; readonly at: Cell }
  | { readonly type: 'marshal_lost'; readonly army: Army; readonly unit: string; readonly cause: 'struck' | 'drowned'; readonly by: Army | null }
  | { readonly type: 'hold'; readonly army: Army; readonly fortress: string; readonly count: number; readonly of: number }
  | { readonly type: 'hold_broken'; readonly army: Army; readonly fortress: string }
  | { readonly type: 'captured'; readonly army: Army; readonly fortress: string; readonly from: Army | null; readonly trophies: number; readonly balance: number | null }
  | { readonly type: 'marshal_needed'; readonly army: Army }
  | { readonly type: 'marshal_appointed'; readonly army: Army; readonly unit: string; readonly at: Cell; readonly fortress: string | null; readonly cost: number; readonly balance: number | null }
  | { readonly type: 'capitulated'; readonly army: Army; readonly reason: 'no_depots' | 'no_fortress_cell' }
  | { readonly type: 'army_out'; readonly army: Army; readonly reason: 'no_units' | 'capitulated'; readonly unitsLost: number }
  | { readonly type: 'correction'; readonly army: Army; readonly amount: number; readonly balance: number; readonly note: string | null }
  | { readonly type: 'game_over'; readonly winner: Army | 'draw'; readonly reason: 'last_army' | 'turn_limit' };

export type SummaryEvent = SummaryEventBody & { readonly seq: number; readonly move: MoveRef; readonly phase: EventPhase };
export type SummaryEventType = SummaryEventBody['type'];

/** A line of the depot ledger (the contract's entry: `balance` is the balance after it), with its cards. */
export interface LedgerLine extends LedgerEntry {
  /** The balance after, as the depot cards the players hold. */
  readonly cards: DepotCards;
}

export interface Loss {
  readonly seq: number;
  readonly unit: UnitRef;
  readonly cause: 'struck' | 'fired' | 'drowned' | 'capitulated' | 'routed';
  /** The unit that struck or fired, when it was a strike. */
  readonly by: UnitRef | null;
  readonly at: Cell | null;
}

export interface Recruit {
  readonly seq: number;
  readonly unit: UnitRef;
  readonly at: Cell;
  readonly fortress: string | null;
  readonly cost: number;
  readonly kind: 'recruited' | 'appointed';
}

export interface ArmySection {
  readonly army: Army;
  readonly inPlay: boolean;
  /** Went out during these turns. */
  readonly wentOut: boolean;
  readonly depotsStart: number;
  readonly depotsEnd: number;
  readonly cardsEnd: DepotCards;
  readonly ledger: readonly LedgerLine[];
  readonly losses: readonly Loss[];
  /** Recruitment value of the units lost (the marshal counts 15). */
  readonly lossesValue: number;
  readonly recruits: readonly Recruit[];
  readonly recruitsValue: number;
  /** Enemy units this army destroyed. */
  readonly kills: number;
  readonly unitsStart: number;
  readonly unitsEnd: number;
  /** Units on the map at the end, by type. */
  readonly byType: Readonly<Partial<Record<UnitType, number>>>;
  /** What the balance at the end can buy: each recruitable type with its cost and how many. */
  readonly canBuy: readonly { readonly type: UnitType; readonly cost: number; readonly count: number }[];
  /** Free cells of own fortresses at the end (recruitment and a marshal's appointment need one). */
  readonly freeFortressCells: number;
}

export type FortressChange = 'captured' | 'abandoned' | 'hold' | 'hold_broken';

export interface FortressRow {
  readonly name: string;
  /** The map's English form of the name, when it has one (the Russian name is the identifier). */
  readonly nameEn?: string;
  readonly cells: number;
  /** Trophies for capturing it (5 depots a cell). */
  readonly trophies: number;
  readonly ownerStart: Army | null;
  readonly ownerEnd: Army | null;
  readonly holdStart: { readonly army: Army; readonly count: number } | null;
  readonly holdEnd: { readonly army: Army; readonly count: number } | null;
  /** What changed in these turns, in order of the events. */
  readonly changes: readonly FortressChange[];
  readonly changed: boolean;
  /** Armies with units on its cells at the end. */
  readonly occupants: readonly Army[];
  /** Armies other than the owner with units within 3 cells at the end, and how many. */
  readonly threats: readonly { readonly army: Army; readonly units: number }[];
  /** Another army holds it (1/2) or enemy units stand on or near it. */
  readonly danger: boolean;
}

export interface StandingRow {
  readonly army: Army;
  readonly rank: number;
  readonly inPlay: boolean;
  readonly depots: number;
  readonly strength: number;
  readonly strengthStart: number;
  readonly fortresses: number;
  readonly units: number;
}

export interface Standings {
  readonly goal: Goal;
  readonly rows: readonly StandingRow[];
  /** Who would win if the game ended now (the winner when it is over). */
  readonly leader: Army | 'draw';
}

export interface MapUnit {
  readonly id: string;
  readonly army: Army;
  readonly type: UnitType;
  readonly x: number;
  readonly y: number;
}

export interface MapArrow {
  readonly army: Army;
  readonly unit: string;
  readonly type: UnitType;
  readonly from: Cell;
  readonly to: Cell;
  readonly kind: 'move' | 'road' | 'step' | 'strike' | 'fire';
}

export interface MapMark {
  readonly army: Army;
  readonly unit: string;
  readonly type: UnitType;
  readonly at: Cell;
}

/** Everything the map picture needs: the terrain, the position at the end, and what happened. */
export interface MapPicture {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  readonly fortresses: readonly { readonly name: string; readonly nameEn?: string; readonly cells: readonly Cell[]; readonly owner: Army | null; readonly hold: { readonly army: Army; readonly count: number } | null }[];
  readonly units: readonly MapUnit[];
  readonly arrows: readonly MapArrow[];
  readonly losses: readonly MapMark[];
  readonly recruits: readonly MapMark[];
}

export interface TurnInfo {
  /** First and last turn covered (equal for a turn summary). */
  readonly from: number;
  readonly to: number;
  readonly limit: number;
  /** Turns still to play after `to`. */
  readonly left: number;
  readonly status: GameStatus;
  readonly winner: Army | 'draw' | null;
  readonly goal: Goal;
  /** The move order. */
  readonly armies: readonly Army[];
  readonly out: readonly Army[];
  /** The army to move at the end (null when the game is over). */
  readonly toMove: Army | null;
}

export interface TurnSummary {
  readonly format: typeof SUMMARY_FORMAT;
  /** A turn, or everything since the campaign was last closed. */
  readonly kind: 'turn' | 'since';
  readonly campaign: { readonly name: string };
  /** One army's sheet, or null for all armies. */
  readonly army: Army | null;
  readonly turn: TurnInfo;
  /** For "since last session": when the campaign was last closed, and the log positions covered. */
  readonly since: { readonly lastClosed: string | null; readonly fromSeq: number; readonly toSeq: number } | null;
  /** Log positions covered: after `fromSeq` up to and including `toSeq`. */
  readonly seqRange: { readonly fromSeq: number; readonly toSeq: number };
  /** The army moves covered, in order, with the log position where each began (also moves with no order). */
  readonly moves: readonly (MoveRef & { readonly seq: number })[];
  readonly orders: readonly SummaryOrder[];
  readonly events: readonly SummaryEvent[];
  /** One section per army (only the chosen army's for a one-army sheet), in the move order. */
  readonly armies: readonly ArmySection[];
  readonly fortresses: readonly FortressRow[];
  readonly standings: Standings;
  readonly map: MapPicture;
  /** Optional time of printing, as given by the caller (the builder has no clock). */
  readonly printedAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// The campaign report

export interface CampaignReport {
  readonly format: typeof REPORT_FORMAT;
  readonly campaign: { readonly name: string };
  readonly turn: TurnInfo;
  /** The armies in the move order. */
  readonly armies: readonly Army[];
  /** The turns charted: 0 (the start) to the last turn played. */
  readonly turns: readonly number[];
  /** Values at the end of each turn (index = turn; index 0 = the start), per army. */
  readonly depots: Readonly<Partial<Record<Army, readonly number[]>>>;
  readonly strength: Readonly<Partial<Record<Army, readonly number[]>>>;
  readonly units: Readonly<Partial<Record<Army, readonly number[]>>>;
  /** Units lost in each turn (not cumulative). */
  readonly losses: Readonly<Partial<Record<Army, readonly number[]>>>;
  /** Units lost up to the end of each turn. */
  readonly lossesTotal: Readonly<Partial<Record<Army, readonly number[]>>>;
  /** Owner of each fortress at the end of each turn. */
  readonly fortresses: readonly { readonly name: string; readonly nameEn?: string; readonly owners: readonly (Army | null)[] }[];
  readonly captures: readonly { readonly turn: number; readonly fortress: string; readonly army: Army; readonly from: Army | null; readonly trophies: number }[];
  readonly standings: Standings;
  readonly printedAt: string | null;
}
