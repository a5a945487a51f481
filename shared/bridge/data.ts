/**
 * The data of the window contract (shared/bridge/contract.ts): replies, failures and everything the
 * window sees. Types only; the calls, their schemas and the events stay in contract.ts.
 */
import type { Army, GameEvent, GameState, LegalOrder, UnitType } from '../rules/polkovodets';
import type { LedgerReason } from '../vocab/names';

// ---------------------------------------------------------------------------------------------
// Replies

export interface Bilingual {
  readonly ru: string;
  readonly en: string;
}

export interface Failure {
  /** Stable code: 'order/not_enough_depots', 'file/locked', 'bridge/bad_payload'… */
  readonly code: string;
  readonly message: Bilingual;
  readonly detail?: Readonly<Record<string, unknown>>;
}

export type Reply<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure };

// ---------------------------------------------------------------------------------------------
// Data the window sees

export type Language = 'ru' | 'en';

export interface AppInfo {
  readonly version: string;
  readonly mode: 'electron' | 'browser';
  readonly language: Language;
  readonly campaignsDir: string;
  /** The console's map follows the move (absent: it does). */
  readonly follow?: boolean;
}

export interface RecentCampaign {
  readonly path: string;
  readonly name: string;
  readonly turn: number;
  readonly turnLimit: number;
  readonly armies: readonly Army[];
  readonly status: 'playing' | 'finished';
  /** ISO time the campaign was last opened, or null. */
  readonly lastOpened: string | null;
}

/** A campaign file in the campaigns folder (browser mode lists them: it names files, not paths). */
export interface FolderFile {
  readonly name: string;
  readonly size: number;
  /** ISO time of the last change. */
  readonly modified: string;
}

/** A file for the browser to save (browser mode's export copy). */
export interface Download {
  readonly fileName: string;
  readonly contentType: string;
  readonly body: string;
  readonly encoding: 'base64';
}

export interface CampaignView {
  readonly path: string;
  readonly name: string;
  readonly state: GameState;
  /** Position in the order log (0 = the start). */
  readonly seq: number;
  /** True while no order has been given: the deployment may still be edited. */
  readonly setupPhase: boolean;
  readonly canUndo: boolean;
}

export interface Applied {
  readonly view: CampaignView;
  readonly events: readonly GameEvent[];
}

export type HistoryKind = 'create' | 'order' | 'end_move' | 'appoint' | 'correction' | 'setup';

export interface HistoryEntry {
  readonly seq: number;
  readonly turn: number;
  readonly army: Army;
  readonly kind: HistoryKind;
  /** The order as given (for 'order'), the appointment cell, the correction… */
  readonly payload: unknown;
  readonly events: readonly GameEvent[];
  /** ISO time it was recorded. */
  readonly at: string;
}

/**
 * A line of the depot ledger: the change and the balance after it, counted in `Amount` — the
 * campaign file keeps half-depots (db/store.ts `LedgerRow`), the contract speaks depots.
 */
export interface LedgerLineOf<Amount extends number> {
  readonly seq: number;
  readonly turn: number;
  readonly army: Army;
  readonly amount: Amount;
  readonly balance: Amount;
  readonly reason: LedgerReason;
  readonly note: string | null;
}

/** Regimental depots (may be fractional: multiples of 0.5). */
export type LedgerEntry = LedgerLineOf<number>;

/**
 * What the window needs after the last seq it has applied (the service's `changesSince`): the
 * history and ledger entries after it; with `reset`, the whole lists (the seq is no longer on the
 * current chain: an undo, a redo, another window's undo).
 */
export interface Changes {
  /** The head now. */
  readonly seq: number;
  readonly reset: boolean;
  readonly history: readonly HistoryEntry[];
  readonly ledger: readonly LedgerEntry[];
}

/** Where the open campaign stands, with what changed since the caller's `since`: one reply paints the window. */
export interface Synced {
  readonly view: CampaignView;
  /** The legal orders of the army to move ([] once the game is over). */
  readonly legal: readonly LegalOrder[];
  /** How many steps `game.redo` can take now (0 = none). */
  readonly redoDepth: number;
  readonly changes: Changes;
}

/** The reply to an action (order, end of move, appointment, correction, undo, redo). */
export interface Played extends Applied, Synced {}

/** What `game.undo` with the same steps would take back, without doing it. */
export interface UndoPreview {
  readonly steps: number;
  /** Newest first. */
  readonly entries: readonly HistoryEntry[];
  readonly crossesEndOfMove: boolean;
  /** One of them started a new turn (or ended the game). */
  readonly crossesTurn: boolean;
}

/** A rendered summary, ready to show, save or print. */
export interface SummaryRendered {
  readonly contentType: string;
  /** The document; a PDF comes base64-encoded (it crosses IPC and JSON). */
  readonly body: string;
  readonly encoding: 'utf8' | 'base64';
  /** A file name to offer when saving. */
  readonly fileName: string;
}

export interface SinceLastSession {
  /** ISO time the campaign was last closed, or null for a first opening. */
  readonly lastClosed: string | null;
  readonly fromSeq: number;
  readonly toSeq: number;
  readonly entries: readonly HistoryEntry[];
}


// --- The map editor (issue 13) ------------------------------------------------------------------

/** A board read for the map editor: the map as the map format has it, and the units a scenario or campaign deploys on it. */
export interface EditorMapSource {
  /** The file's own name (never a path in browser mode). */
  readonly fileName: string;
  readonly kind: 'map' | 'scenario' | 'campaign';
  /** The map object of the map format (`polkovodets-map/1`, its optional fields included). */
  readonly map: unknown;
  readonly units: readonly { readonly id: string; readonly army: Army; readonly type: UnitType; readonly x: number; readonly y: number }[];
}
