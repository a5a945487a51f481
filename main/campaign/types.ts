/**
 * The campaign service's own types: its options, what it reports (verify, audit, undo previews,
 * changes since a position) and what it needs from the shell (a recent list, the app settings).
 */
import type { Bilingual, Failure, Language, RecentCampaign } from '../../shared/bridge/contract';
import type { PresetOptions } from '../../shared/presets';
import type { Migration } from '../../db';

/** The list of recent campaigns (main/app/recent.ts keeps it in the data folder). */
export interface RecentList {
  list(): (RecentCampaign & { exists: boolean })[];
  /** Remember a campaign at the top of the list (`toTop`), or refresh it where it stands. */
  touch(entry: RecentCampaign, toTop: boolean): void;
}

export interface AppSettings {
  readonly language: Language;
  /** The map follows the move (absent: it does). */
  readonly follow?: boolean;
}

/** The console's own settings (main/app/settings.ts keeps them in the data folder). */
export interface AppSettingsStore {
  settings(defaults: AppSettings): AppSettings;
  saveSettings(settings: AppSettings): void;
}

export interface ServiceOptions {
  /** The console's version, recorded in new files and sessions. */
  readonly appVersion: string;
  /** The recent campaigns. None (the command line): no recent list. */
  readonly recent?: RecentList;
  /** The console's settings. None: the defaults, and nothing is saved. */
  readonly appSettings?: AppSettingsStore;
  /** Recorded with each session: 'electron', 'browser', 'cli', 'test'… */
  readonly mode?: string;
  readonly now?: () => Date;
  readonly busyTimeoutMs?: number;
  /** End-of-turn backups kept per campaign (default 10). */
  readonly keepBackups?: number;
  /** Take automatic backups at each end of turn (default true). */
  readonly backups?: boolean;
  /** Something worth telling that did not stop the action (a backup that could not be written). */
  readonly onWarning?: (warning: Failure) => void;
  /** Schema migrations (tests pass their own list). */
  readonly migrations?: readonly Migration[];
  /** Where the console's own referee rolls get their seed (default: node:crypto). */
  readonly drawSeed?: () => number;
  /** Something worth a line in the log (the seed drawn for a referee roll). */
  readonly onInfo?: (message: string, detail?: Readonly<Record<string, unknown>>) => void;
}

export interface NewBattle {
  readonly name: string;
  /** The campaign turn it is fought in (1 … the current turn). */
  readonly turn?: number | null;
  /** The campaign fortress it is fought for, by name. */
  readonly fortress?: string | null;
}

/**
 * Where a new campaign comes from: presets (on the default map, or with `map` — a map file's text or
 * JSON value, `polkovodets-map/1` — on that map), or a scenario.
 */
export type CampaignSource = { readonly name?: string; readonly preset: PresetOptions; readonly map?: unknown } | { readonly name?: string; readonly scenario: unknown };

export interface OpenOptions {
  /**
   * Read only (every reading command): the file's bytes are read into memory and never written —
   * no journal-mode switch, no -wal or -shm left, a file of an older schema migrated in memory
   * only. The campaign refuses writes.
   */
  readonly readOnly?: boolean;
  /** Record an interactive session (the window does; one-shot commands do not). */
  readonly session?: boolean;
  /**
   * Check on opening that the current state matches the head's log entry (default true). `verify`
   * opens without it, to report the mismatch in full.
   */
  readonly checkCurrent?: boolean;
}

export interface VerifyProblem {
  /** The log entry concerned, or null for the file as a whole. */
  readonly seq: number | null;
  readonly what: 'sequence' | 'replay_refused' | 'state_hash' | 'events' | 'ledger' | 'snapshot' | 'snapshot_missing' | 'current' | 'map' | 'integrity' | 'start' | 'redo' | 'chain' | 'correction' | 'battle' | 'mail';
  /** What differs, in English (as the JSON has always carried it); `words` says it in both languages. */
  readonly detail: string;
  /** The same in both languages (the catalog's VERIFY_WORDS), for the user's language. */
  readonly words: Bilingual;
  /** The table where the difference is (null for the file as a whole: SQLite's integrity check). */
  readonly table?: VerifyTable | null;
  /** Its row: the log entry's seq for log, ledger, snapshot, start_entry and current; the id for correction, battle_run and mail_key. */
  readonly row?: number | null;
}

export type VerifyTable = 'campaign' | 'log' | 'ledger' | 'snapshot' | 'current' | 'start_entry' | 'redo' | 'correction' | 'battle_run' | 'mail_key';

export interface VerifyReport {
  readonly ok: boolean;
  /** Log entries replayed (the start included, and the entries of abandoned branches). */
  readonly entries: number;
  readonly snapshots: number;
  /** SQLite's integrity_check: 'ok' or what it found. */
  readonly integrity: string;
  readonly problems: readonly VerifyProblem[];
}

/** A game-master intervention from the audit trail. */
export interface AuditEntry {
  readonly at: string;
  readonly kind: 'depots' | 'undo' | 'redo' | 'setup';
  /** The head it left. */
  readonly seq: number;
  readonly army: string | null;
  /** Regimental depots, for a depot correction. */
  readonly amount: number | null;
  readonly reason: string | null;
  readonly detail: unknown;
}

/** What `undo(steps)` would take back, and what a window needs after its last position: the contract's own types. */
export type { Changes, UndoPreview } from '../../shared/bridge/contract';
