/**
 * The vocabulary of the «Полководец» rules engine. All state is plain JSON data: it crosses IPC,
 * lives in Pinia and in SQLite unchanged. Depots are kept in integer half-depots (the cossack costs
 * 3.5), never floats; the public formats (scenario, `polk state`) speak regimental depots.
 */
import type { SetupCode, SetupDetails, SetupError } from './setupErrors';

export type { SetupCode, SetupDetails, SetupError } from './setupErrors';

/** A (Russia, green cards), N (France, blue), F (Austria, white): spelt here once, in their canonical order. */
const ARMY_IDS = ['A', 'N', 'F'] as const;
export type Army = (typeof ARMY_IDS)[number];
export const ARMIES: readonly Army[] = ARMY_IDS;
/** A game is played by two armies at least, and by every army at most. */
export const MIN_ARMIES = 2;
export const MAX_ARMIES = ARMIES.length;

/** The end of an exhaustive switch: a case left out fails to compile (and throws if bad data gets here). */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}

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
  /** The Russian name: the fortress's identifier everywhere (scenario files, events, the log). */
  readonly name: string;
  /** Optional English form of the name, shown in English (the Russian name stays the identifier). */
  readonly nameEn?: string;
  /** Optional: the army whose home fortress this is (presets deploy it around its homes). */
  readonly home?: Army;
  readonly cells: readonly Cell[];
}

/**
 * The sheets of squared paper a map is drawn on: `count` sheets (1–4) of `width` × `height` cells,
 * laid side by side from left to right (sheet i covers columns i·width … (i+1)·width − 1, every row),
 * so the map is count·width wide and height high.
 */
export interface SheetsDef {
  readonly count: number;
  readonly width: number;
  readonly height: number;
}

export interface MapDef {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly string[];
  readonly fortresses: readonly FortressDef[];
  /** Optional sheet borders (absent: see `sheetsOf` in mapFormat.ts). */
  readonly sheets?: SheetsDef;
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

type XY = { readonly x: number; readonly y: number };

/**
 * Every refusal code of the engine and the details its message needs (chessops' `IllegalSetup`:
 * a closed set, so a switch over codes is checked by the compiler, and the words in shared/vocab
 * must have an entry for each). The code strings are public (`polk --json` prints them): never
 * rename one.
 */
export type RefusalDetails = EngineRefusalDetails & SetupRefusalDetails;

/**
 * Scenario files and setups: the codes and their detail are setupErrors.ts's (`SetupDetails`, the
 * scenario parser's own closed union); here every detail also names the field at fault.
 */
type SetupRefusalDetails = { readonly [C in SetupCode]: Readonly<SetupDetails[C] & { field: string }> };

/** The codes of the orders, the depots and the log. */
type EngineRefusalDetails = {
  'game/finished': { readonly winner: Army | 'draw' | null };
  'order/needs_marshal': { readonly army: Army };
  'marshal/appoint_first': { readonly army: Army };
  'marshal/not_needed': { readonly army: Army };
  'order/malformed': { readonly field: string };
  'order/unknown_commander': { readonly commander: string };
  'order/not_a_commander': { readonly commander: string; readonly unitType: UnitType };
  'order/not_your_move': { readonly commander: string; readonly army: Army; readonly toMove: Army };
  'order/commander_already_ordered': { readonly commander: string };
  'order/commander_just_recruited': { readonly commander: string };
  'order/off_map': XY & { readonly width: number; readonly height: number };
  'order/unknown_unit': { readonly unit: string };
  'order/not_own_unit': { readonly unit: string; readonly army: Army };
  'order/use_step': { readonly commander: string };
  'order/commander_not_orderable': { readonly unit: string };
  'order/unit_already_acted': { readonly unit: string };
  'order/out_of_command_square': { readonly commander: string; readonly unit: string | null; readonly distance: number; readonly radius: number };
  'order/cell_occupied': XY & { readonly by: string; readonly enemy: boolean };
  'order/terrain_closed': { readonly unit: string; readonly unitType: UnitType; readonly terrain: Terrain };
  'order/battery_river': { readonly unit: string; readonly unitType: UnitType; readonly terrain: Terrain };
  'order/not_in_pattern': { readonly unit: string; readonly unitType: UnitType };
  'order/road_unreachable': { readonly unit: string; readonly limit: number };
  'order/blocked_path': XY & { readonly by: 'unit' | 'terrain' };
  'order/commanders_never_strike': { readonly unit: string };
  'order/no_target': XY;
  'order/own_target': XY & { readonly target: string };
  'order/out_of_range': { readonly unit: string; readonly distance: number; readonly range: number };
  'order/terrain_forbids_strike': { readonly unit: string; readonly unitType: UnitType; readonly terrain: Terrain; readonly battery: boolean };
  'order/line_of_fire_blocked': XY & { readonly by: 'unit' | 'fortress' | Terrain };
  'order/step_one_cell': { readonly commander: string; readonly distance: number };
  'order/unknown_unit_type': { readonly unitType: string };
  'order/marshal_not_recruited': Record<never, never>;
  'order/not_a_fortress': XY;
  'order/not_own_fortress': { readonly fortress: string; readonly owner: Army | null };
  /** `need` and `have` in regimental depots. */
  'order/not_enough_depots': { readonly need: number; readonly have: number; readonly unitType: UnitType };
  'order/illegal': { readonly kind: Order['kind'] };
  'depots/unknown_army': { readonly army: Army };
  'depots/army_out': { readonly army: Army };
  /** The amount as given: a number, or the text of one that is no multiple of 0.5 (the service's check). */
  'depots/bad_amount': { readonly amount: number | string };
  'depots/reason_required': Record<never, never>;
  'depots/below_zero': { readonly have: number; readonly amount: number };
  'depots/marshal_unpayable': { readonly have: number; readonly amount: number; readonly need: number };
  'log/malformed_entry': { readonly field: string };
  /** A 'create' or 'setup' entry found after the start of a log (a damaged file). */
  'log/start_entry_in_the_middle': { readonly kind: string };
};

export type RefusalCode = keyof RefusalDetails;

/** A refusal: a stable code and the details its message needs (a union over the codes). */
export type Refusal<C extends RefusalCode = RefusalCode> = { [K in C]: { readonly code: K; readonly detail: RefusalDetails[K] } }[C];

// One setup error: setupErrors.ts's, and every one of them is a refusal (this fails to compile otherwise).
const _setupErrorIsARefusal = (e: SetupError): Refusal => e;
void _setupErrorIsARefusal;

export type Result<T, E = Refusal> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** The one way to refuse: the code and exactly the detail that code carries. */
export function refuse<C extends RefusalCode>(code: C, detail: RefusalDetails[C]): { ok: false; error: Refusal } {
  return { ok: false, error: { code, detail } as Refusal };
}

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
