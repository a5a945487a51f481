/**
 * The vocabulary of the «Полководец» rules engine. All state is plain JSON data: it crosses IPC,
 * lives in Pinia and in SQLite unchanged. Depots are kept in integer half-depots (the cossack costs
 * 3.5), never floats; the public formats (scenario, `polk state`) speak regimental depots.
 */

/** A (Russia, green cards), N (France, blue), F (Austria, white). */
export type Army = 'A' | 'N' | 'F';
export const ARMIES: readonly Army[] = ['A', 'N', 'F'];

export type UnitType =
  | 'musketeer'
  | 'grenadier'
  | 'jager'
  | 'dragoon'
  | 'hussar'
  | 'uhlan'
  | 'cossack'
  | 'cuirassier'
  | 'battery'
  | 'horse_battery'
  | 'general'
  | 'marshal';

/** Map cell characters of the scenario format. */
export type Terrain = '.' | '=' | 'M' | 'T' | 'S' | '~' | '#';

export type Cell = readonly [x: number, y: number];

/** Integer count of half-depots (1 regimental depot = 2). */
export type HalfDepots = number;

export interface FortressDef {
  readonly name: string;
  readonly nameEn?: string;
  readonly cells: readonly Cell[];
}

export interface MapDef {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  readonly fortresses: readonly FortressDef[];
}

export interface Unit {
  readonly id: string;
  readonly army: Army;
  readonly type: UnitType;
  readonly x: number;
  readonly y: number;
  /** Has acted (moved, struck, stepped, or was recruited) in the current army move. */
  readonly acted: boolean;
  /** Consecutive own ends of move on a river cell (0, or 1 = the warning; 2 drowns). */
  readonly riverMoves: number;
}

export interface Hold {
  readonly army: Army;
  readonly count: number;
}

export interface FortressState {
  readonly name: string;
  readonly owner: Army | null;
  readonly hold: Hold | null;
}

export type Goal = 'rout' | 'fortresses';
/** How a horse battery moves: as a dragoon (default) or as a foot battery. */
export type HorseBatteryMove = 'dragoon' | 'battery';

/** Variants: persisted options of a campaign, never constants in code. */
export interface GameOptions {
  readonly goal: Goal;
  readonly turnLimit: number;
  readonly horseBatteryMove: HorseBatteryMove;
}

export type GameStatus = 'playing' | 'finished';

/**
 * The rules version a campaign is played under, stored per campaign so that a campaign replays
 * exactly as it was played. 1: recruited ids come from one campaign-wide counter (`serial`).
 * 2: each army continues its own numbering (A29 after A28), kept in `nextIds`.
 */
export type RulesVersion = 1 | 2;
export const LATEST_RULES_VERSION: RulesVersion = 2;
export const RULES_VERSIONS: readonly RulesVersion[] = [1, 2];

export interface GameState {
  readonly rulesVersion: RulesVersion;
  /** 'default' when the console's own map is used (the map itself is still carried in `map`). */
  readonly mapRef: 'default' | 'inline';
  readonly map: MapDef;
  readonly options: GameOptions;
  /** Armies in their move order, including those already out. */
  readonly armies: readonly Army[];
  readonly out: readonly Army[];
  readonly toMove: Army;
  readonly turn: number;
  readonly status: GameStatus;
  readonly winner: Army | 'draw' | null;
  readonly depots: Readonly<Partial<Record<Army, HalfDepots>>>;
  readonly units: readonly Unit[];
  readonly fortresses: readonly FortressState[];
  /** Commanders of the army to move who have given their order this move. */
  readonly ordered: readonly string[];
  /** Counter for ids of recruited units (rules version 1). */
  readonly serial: number;
  /** Rules version 2: the next number of each army's own ids (A29 after A28). Absent in version 1. */
  readonly nextIds?: Readonly<Partial<Record<Army, number>>>;
  /** The seed of the lot that drew the move order, when there was one. */
  readonly seed: number | null;
}

// ---------------------------------------------------------------------------------------------
// Orders

export interface MoveOrder {
  readonly kind: 'move';
  readonly commander: string;
  readonly unit: string;
  readonly to: Cell;
  /** Set by legalOrders when the cell is reached only by a road march. Ignored by checkOrder. */
  readonly road?: boolean;
}

export interface StrikeOrder {
  readonly kind: 'strike';
  readonly commander: string;
  readonly unit: string;
  /** The target's cell (for a battery too: it stays where it is). */
  readonly to: Cell;
  /** The target's id, filled in by legalOrders. */
  readonly target?: string;
}

export interface StepOrder {
  readonly kind: 'step';
  readonly commander: string;
  /** Always the commander himself (kept for the contract's uniform shape). */
  readonly unit?: string;
  readonly to: Cell;
}

export interface RecruitOrder {
  readonly kind: 'recruit';
  readonly commander: string;
  readonly recruit: UnitType;
  readonly to: Cell;
}

export type Order = MoveOrder | StrikeOrder | StepOrder | RecruitOrder;

// ---------------------------------------------------------------------------------------------
// Refusals and events

/** A refusal: a stable code and the details its message needs. */
export interface Refusal {
  readonly code: string;
  readonly detail: Readonly<Record<string, string | number | boolean | null>>;
}

export type Result<T, E = Refusal> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const refuse = (code: string, detail: Refusal['detail'] = {}): { ok: false; error: Refusal } => ({ ok: false, error: { code, detail } });

/** What happened, for the log, the summary and the console's notices. */
export type GameEvent =
  | { readonly type: 'moved'; readonly army: Army; readonly unit: string; readonly unitType: UnitType; readonly from: Cell; readonly to: Cell; readonly road: boolean; readonly commander: string }
  | { readonly type: 'stepped'; readonly army: Army; readonly unit: string; readonly from: Cell; readonly to: Cell }
  | { readonly type: 'struck'; readonly army: Army; readonly unit: string; readonly unitType: UnitType; readonly from: Cell; readonly to: Cell; readonly target: string; readonly targetArmy: Army; readonly targetType: UnitType; readonly commander: string; readonly ranged: boolean }
  | { readonly type: 'recruited'; readonly army: Army; readonly unit: string; readonly unitType: UnitType; readonly at: Cell; readonly cost: HalfDepots; readonly commander: string; readonly fortress: string }
  | { readonly type: 'depots'; readonly army: Army; readonly amount: HalfDepots; readonly balance: HalfDepots; readonly reason: 'recruit' | 'trophy' | 'marshal' | 'correction'; readonly note?: string }
  | { readonly type: 'river_warning'; readonly army: Army; readonly unit: string; readonly at: Cell }
  | { readonly type: 'drowned'; readonly army: Army; readonly unit: string; readonly unitType: UnitType; readonly at: Cell }
  | { readonly type: 'marshal_lost'; readonly army: Army; readonly unit: string }
  | { readonly type: 'hold'; readonly army: Army; readonly fortress: string; readonly count: number }
  | { readonly type: 'hold_broken'; readonly army: Army; readonly fortress: string }
  | { readonly type: 'captured'; readonly army: Army; readonly fortress: string; readonly from: Army | null; readonly trophies: HalfDepots }
  | { readonly type: 'marshal_appointed'; readonly army: Army; readonly unit: string; readonly at: Cell; readonly cost: HalfDepots }
  | { readonly type: 'marshal_needed'; readonly army: Army }
  | { readonly type: 'capitulated'; readonly army: Army; readonly reason: 'no_depots' | 'no_fortress_cell' }
  | { readonly type: 'army_out'; readonly army: Army; readonly reason: 'no_units' | 'capitulated' }
  | { readonly type: 'move_ended'; readonly army: Army; readonly turn: number }
  | { readonly type: 'move_started'; readonly army: Army; readonly turn: number }
  | { readonly type: 'turn_started'; readonly turn: number }
  | { readonly type: 'game_over'; readonly winner: Army | 'draw'; readonly reason: 'last_army' | 'turn_limit' };

/** A new state and what happened on the way. */
export interface Transition {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}
