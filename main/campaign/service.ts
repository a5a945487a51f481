/**
 * The campaign service: the one implementation behind the Electron window, the browser mode and the
 * `polk` command line. It imports no `electron`.
 *
 * A campaign is one SQLite file (db/). As boardgame.io's master does, every accepted action is
 * written in one transaction together with its log entry, its ledger rows and the new current state,
 * so the file always holds a whole action or none of it. Undo, history and `verify` all come from the
 * log: a state at any point is the nearest snapshot plus the log entries after it.
 */
import { copyFileSync, constants as fsConstants, existsSync, lstatSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type Database from 'better-sqlite3';
import {
  BattleStore,
  CampaignStore,
  FileProblem,
  MIGRATIONS,
  asFileProblem,
  backupDirFor,
  campaignStem,
  canonicalJson,
  checkpoint,
  fileStamp,
  integrityCheck,
  latestVersion,
  makeBackup,
  migrate,
  moveAside,
  newestGoodBackup,
  openConnection,
  packState,
  probeCampaignFile,
  publish,
  quickCheck,
  sha256Hex,
  stateFromText,
  stateHash,
  syncDirectory,
  deflateText,
  inflateText,
  writeCopy,
  type LedgerReason,
  type LogRow,
  type Migration,
  type CampaignRow,
} from '../../db';
import type { Applied, CampaignView, Failure, HistoryEntry, LedgerEntry, RecentCampaign, SinceLastSession } from '../../shared/bridge/contract';
import { presetScenario, validatePresetOptions, type PresetOptions } from '../../shared/presets';
import {
  RULES_VERSIONS,
  actionCommander,
  actionFromEntry,
  actionToEntry,
  legalOrders,
  makeScenario,
  reduce,
  type Action,
  type RulesVersion,
  parseScenarioText,
  withoutByteOrderMark,
  toHalves,
  type Army,
  type Cell,
  type GameEvent,
  type GameState,
  type LegalOrder,
  type MapDef,
  type Order,
  type Result,
  type ScenarioJson,
} from '../../shared/rules/polkovodets';
import type { BattleInfo, BattleRecord, BattleRun } from '../../shared/rules/referee/record';
import { badPreset, badScenario, fileFailed, refused, serviceFailed, success, type CampaignFailure, type Outcome } from './failure';
import { battleInfoOf, battleRunOf, diceSourceOf, drawSeed, runReferee, runRowOf, type RunRequest } from './referee';
import { RecentIndex, type AppSettings } from './recent';
import { applyEntry, endsATurn, startFromScenario } from './replay';

export interface ServiceOptions {
  /** The console's version, recorded in new files and sessions. */
  readonly appVersion: string;
  /** Where the recent list and the console's settings live. None (the command line): no recent list. */
  readonly dataDir?: string;
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

export type CampaignSource = { readonly name?: string; readonly preset: PresetOptions } | { readonly name?: string; readonly scenario: unknown };

export interface OpenOptions {
  /** Record an interactive session (the window does; one-shot commands do not). */
  readonly session?: boolean;
  /**
   * Check on opening that the current state matches the end of the log (default true). `verify`
   * opens without it, to report the mismatch in full.
   */
  readonly checkCurrent?: boolean;
}

export interface VerifyProblem {
  /** The log entry concerned, or null for the file as a whole. */
  readonly seq: number | null;
  readonly what: 'sequence' | 'replay_refused' | 'state_hash' | 'events' | 'ledger' | 'snapshot' | 'snapshot_missing' | 'current' | 'map' | 'integrity' | 'start';
  readonly detail: string;
}

export interface VerifyReport {
  readonly ok: boolean;
  /** Log entries replayed (the start included). */
  readonly entries: number;
  readonly snapshots: number;
  /** SQLite's integrity_check: 'ok' or what it found. */
  readonly integrity: string;
  readonly problems: readonly VerifyProblem[];
}

/** A game-master intervention from the audit trail. */
export interface AuditEntry {
  readonly at: string;
  readonly kind: 'depots' | 'undo' | 'setup';
  readonly seq: number;
  readonly army: string | null;
  /** Regimental depots, for a depot correction. */
  readonly amount: number | null;
  readonly reason: string | null;
  readonly detail: unknown;
}

const MAX_PROBLEMS = 20;
const SINCE_LAST_SESSION_LIMIT = 500;

export class CampaignService {
  private readonly recent: RecentIndex | null;
  private readonly migrations: readonly Migration[];
  private readonly supportedVersion: number;

  constructor(readonly options: ServiceOptions) {
    this.recent = options.dataDir ? new RecentIndex(options.dataDir) : null;
    this.migrations = options.migrations ?? MIGRATIONS;
    this.supportedVersion = latestVersion(this.migrations);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  get busyTimeoutMs(): number | undefined {
    return this.options.busyTimeoutMs;
  }

  /** Create a campaign file from presets or a scenario. Never replaces an existing file. */
  create(path: string, source: CampaignSource, open: OpenOptions = {}): Outcome<Campaign> {
    const file = resolve(path);
    const name = (source.name ?? campaignStem(file)).trim();
    if (!name || name.length > 120) return serviceFailed('campaign/bad_name');
    if (exists(file)) return fileFailed(new FileProblem('file/exists', file));

    let scenario: unknown;
    let origin: unknown;
    if ('preset' in source) {
      const error = validatePresetOptions(source.preset);
      if (error) return badPreset(error);
      scenario = presetScenario(source.preset);
      origin = { kind: 'preset', preset: source.preset };
    } else {
      if (typeof source.scenario === 'string') {
        const parsed = parseScenarioText(source.scenario);
        if (!parsed.ok) return badScenario(parsed.error);
        scenario = JSON.parse(withoutByteOrderMark(source.scenario));
      } else {
        scenario = source.scenario;
      }
      origin = { kind: 'scenario' };
    }
    const start = startFromScenario(scenario);
    if (!start.ok) return badScenario(start.error);

    const partial = join(dirname(file), `.${basename(file)}.creating-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
    let db: Database.Database | undefined;
    try {
      db = openConnection(partial, { busyTimeoutMs: this.options.busyTimeoutMs, mustExist: false });
      migrate(db, { migrations: this.migrations });
      const store = new CampaignStore(db);
      const { state, events } = start.value;
      const at = this.now().toISOString();
      db.transaction(() => {
        const map = canonicalJson(state.map);
        store.insertCampaign({ name, created_at: at, app_version: this.options.appVersion, rules_version: state.rulesVersion, options: canonicalJson(state.options), source: canonicalJson(origin), map, map_hash: sha256Hex(map) });
        writeStart(store, 'create', scenario, state, events, at);
      }).immediate();
      db.close();
      db = undefined;
      publish(partial, file);
      syncDirectory(dirname(file));
    } catch (e) {
      db?.close();
      for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) removeQuietly(f);
      const problem = asFileProblem(e, file);
      if (problem) return fileFailed(problem);
      throw e;
    }
    return this.open(file, open);
  }

  /** Open a campaign file: refuse bad ones with a clear reason, migrate old ones (after a backup). */
  open(path: string, options: OpenOptions = {}): Outcome<Campaign> {
    const file = resolve(path);
    let db: Database.Database | undefined;
    try {
      probeCampaignFile(file, this.supportedVersion, this.options.busyTimeoutMs);
      db = openConnection(file, { busyTimeoutMs: this.options.busyTimeoutMs });
      const opened = db;
      // Check the pages before anything is written (a migration, a session).
      const check = quickCheck(opened);
      if (check !== 'ok') throw new FileProblem('file/corrupt', file, { what: check.slice(0, 300) });
      migrate(opened, {
        migrations: this.migrations,
        beforeMigrating: () => makeBackup(opened, file, { kind: 'pre-migration', number: this.supportedVersion }, { now: this.now() }),
      });
      const campaign = new Campaign(this, file, opened, { checkCurrent: options.checkCurrent ?? true, remembered: true });
      if (options.session) campaign.startSession(this.options.mode ?? 'console');
      this.remember(campaign, true);
      return success(campaign);
    } catch (e) {
      db?.close();
      const problem = asFileProblem(e, file);
      if (!problem) throw e;
      if (problem.code !== 'file/corrupt') return fileFailed(this.withBackupOffer(problem));
      // Damaged: move it aside with its -wal and -shm so nothing writes to it again, and offer a backup.
      let movedTo: string | null = null;
      try {
        movedTo = moveAside(file, fileStamp(this.now()));
      } catch {
        // Could not move it (read-only folder): it stays where it is, untouched.
      }
      const backup = newestGoodBackup(file, this.supportedVersion);
      return fileFailed(new FileProblem('file/corrupt', file, { ...problem.detail, movedTo, backup }));
    }
  }

  /**
   * Import a campaign file (an export, a backup) as a new campaign at `dest`. The source is only
   * read: it is copied first, and the copy is migrated, checked and replayed before it gets its name.
   */
  importCampaign(source: string, dest: string, open: OpenOptions = {}): Outcome<Campaign> {
    const from = resolve(source);
    const file = resolve(dest);
    if (exists(file)) return fileFailed(new FileProblem('file/exists', file));
    try {
      probeCampaignFile(from, this.supportedVersion, this.options.busyTimeoutMs);
    } catch (e) {
      const problem = asFileProblem(e, from);
      if (!problem) throw e;
      return fileFailed(problem);
    }
    const partial = join(dirname(file), `.${basename(file)}.importing-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
    let db: Database.Database | undefined;
    try {
      copyFileSync(from, partial, fsConstants.COPYFILE_EXCL);
      if (existsSync(`${from}-wal`) && statSync(`${from}-wal`).size > 0) copyFileSync(`${from}-wal`, `${partial}-wal`, fsConstants.COPYFILE_EXCL);
      db = openConnection(partial, { busyTimeoutMs: this.options.busyTimeoutMs });
      migrate(db, { migrations: this.migrations });
      const check = quickCheck(db);
      if (check !== 'ok') throw new FileProblem('file/corrupt', from, { what: check.slice(0, 300) });
      const copy = new Campaign(this, partial, db, { checkCurrent: true, remembered: false });
      const report = copy.verify();
      copy.close();
      db = undefined;
      if (!report.ok) {
        for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) removeQuietly(f);
        return serviceFailed('verify/mismatch', { file: from, problems: describeProblems(report.problems) });
      }
      publish(partial, file);
      syncDirectory(dirname(file));
    } catch (e) {
      db?.close();
      for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) removeQuietly(f);
      const problem = asFileProblem(e, from);
      if (problem) return fileFailed(problem);
      throw e;
    }
    return this.open(file, open);
  }

  /** The recent campaigns (empty without a data directory). */
  listRecent(): (RecentCampaign & { exists: boolean })[] {
    return this.recent?.list() ?? [];
  }

  appSettings(defaults: AppSettings): AppSettings {
    return this.recent?.settings(defaults) ?? defaults;
  }

  saveAppSettings(settings: AppSettings): void {
    this.recent?.saveSettings(settings);
  }

  /** @internal Keep the recent list up to date (best effort: it is a convenience). */
  remember(campaign: Campaign, opened: boolean): void {
    if (!this.recent) return;
    try {
      const state = campaign.state();
      const previous = this.recent.list().find((c) => c.path === campaign.path);
      this.recent.touch({
        path: campaign.path,
        name: campaign.name(),
        turn: state.turn,
        turnLimit: state.options.turnLimit,
        armies: [...state.armies],
        status: state.status,
        lastOpened: opened ? this.now().toISOString() : (previous?.lastOpened ?? null),
      }, opened);
    } catch (e) {
      this.warn(asFileProblem(e, this.options.dataDir ?? '') ?? new FileProblem('file/io_error', this.options.dataDir ?? '', { reason: String(e) }));
    }
  }

  /** @internal */
  warn(problem: FileProblem): void {
    const failed = fileFailed(problem);
    this.options.onWarning?.(failed.error);
  }

  /** @internal The newest good backup goes into the detail of failures a backup can help with. */
  withBackupOffer(problem: FileProblem): FileProblem {
    if (!['file/empty', 'file/truncated', 'file/corrupt', 'file/inconsistent'].includes(problem.code)) return problem;
    return new FileProblem(problem.code, problem.file, { ...problem.detail, backup: newestGoodBackup(problem.file, this.supportedVersion) });
  }
}

interface Head {
  readonly seq: number;
  readonly state: GameState;
  readonly hash: string;
}

/** An open campaign file. Every method answers with a value; only bugs throw. */
export class Campaign {
  private readonly store: CampaignStore;
  private map: MapDef;
  private campaignName: string;
  private head: Head;
  private dataVersion: number;
  private sessionId = 0;
  private closed = false;
  private readonly remembered: boolean;
  // Prepared on first use: a store over schema-2 tables must not be built for an older test schema.
  private battleStore: BattleStore | null = null;

  constructor(
    private readonly service: CampaignService,
    readonly path: string,
    private readonly db: Database.Database,
    options: { checkCurrent: boolean; remembered: boolean },
  ) {
    this.remembered = options.remembered;
    this.store = new CampaignStore(db);
    const meta = this.store.campaign();
    if (!meta) throw new FileProblem('file/inconsistent', path, { seq: 0, reason: 'no campaign row' });
    this.map = JSON.parse(meta.map) as MapDef;
    this.campaignName = meta.name;
    this.head = this.loadHead(options.checkCurrent);
    this.dataVersion = this.store.dataVersion();
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  name(): string {
    this.refresh();
    return this.campaignName;
  }

  state(): GameState {
    this.refresh();
    return this.head.state;
  }

  /** Position in the log: 0 is the start. */
  seq(): number {
    this.refresh();
    return this.head.seq;
  }

  view(): CampaignView {
    this.refresh();
    return { path: this.path, name: this.campaignName, state: this.head.state, seq: this.head.seq, setupPhase: this.head.seq === 0, canUndo: this.head.seq > 0 };
  }

  legalOrders(commander?: string): LegalOrder[] {
    return legalOrders(this.state(), commander);
  }

  /** The whole log as history entries (or the entries with from < seq ≤ to). */
  history(from = -1, to = Number.MAX_SAFE_INTEGER): HistoryEntry[] {
    return this.read(() => this.store.logRange(from, to).map(toHistoryEntry));
  }

  /** The state at any earlier point of the log (read-only: nothing changes). */
  stateAt(seq: number): Outcome<GameState> {
    return this.guard(() => {
      this.refresh();
      if (!Number.isInteger(seq) || seq < 0 || seq > this.head.seq) return serviceFailed('history/out_of_range', { seq, last: this.head.seq });
      if (seq === this.head.seq) return success(this.head.state);
      return success(this.db.transaction(() => this.reconstruct(seq).state).deferred());
    });
  }

  /** Every change of every army's depots, in regimental depots. */
  ledger(): LedgerEntry[] {
    return this.read(() =>
      this.store.ledger().map((r) => ({ seq: r.seq, turn: r.turn, army: r.army, amount: r.amount / 2, balance: r.balance / 2, reason: r.reason, note: r.note })),
    );
  }

  /** The game master's interventions (depot corrections, undos, setup edits); they survive undo. */
  audit(): AuditEntry[] {
    return this.read(() =>
      this.store.corrections().map((r) => ({ at: r.at, kind: r.kind, seq: r.seq, army: r.army, amount: r.amount === null ? null : r.amount / 2, reason: r.reason, detail: JSON.parse(r.detail) as unknown })),
    );
  }

  sessions() {
    return this.read(() => this.store.sessions());
  }

  /**
   * What happened since the last session began: the previous session's entries and everything
   * after them (a first opening shows the whole log, at most the last 500 entries).
   */
  sinceLastSession(): SinceLastSession {
    return this.read(() => {
      const previous = this.store.previousSession(this.sessionId);
      const toSeq = this.head.seq;
      let fromSeq = previous ? Math.min(previous.open_seq, toSeq) : 0;
      fromSeq = Math.max(fromSeq, toSeq - SINCE_LAST_SESSION_LIMIT);
      return { lastClosed: previous?.closed_at ?? null, fromSeq, toSeq, entries: this.store.logRange(fromSeq, toSeq).map(toHistoryEntry) };
    });
  }

  setting(key: string): unknown {
    return this.read(() => {
      const v = this.store.getSetting(key);
      return v === undefined ? undefined : (JSON.parse(v) as unknown);
    });
  }

  setSetting(key: string, value: unknown): Outcome<null> {
    return this.guard(() => {
      this.store.setSetting(key, JSON.stringify(value));
      return success(null);
    });
  }

  rename(name: string): Outcome<CampaignView> {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 120) return serviceFailed('campaign/bad_name');
    return this.guard(() => {
      this.store.rename(trimmed);
      this.campaignName = trimmed;
      this.touchRecent();
      return success(this.view());
    });
  }

  /** The current position as a scenario file (round-trips through `create`). */
  exportScenario(): ScenarioJson {
    return makeScenario(this.state());
  }

  // -------------------------------------------------------------------------------------------
  // Changing: one transaction per action

  submitOrder(order: Order): Outcome<Applied> {
    const action = actionFromEntry('order', order);
    if (!action.ok) return refused({ code: 'order/malformed', detail: action.error.detail });
    return this.record(action.value);
  }

  endMove(): Outcome<Applied> {
    return this.record({ kind: 'end_move' });
  }

  appointMarshal(at: Cell): Outcome<Applied> {
    if (!Array.isArray(at) || !Number.isSafeInteger(at[0]) || !Number.isSafeInteger(at[1])) return refused({ code: 'order/malformed', detail: { field: 'at' } });
    return this.record({ kind: 'appoint', at: [at[0], at[1]] });
  }

  /** The game master's depot correction: `amount` in regimental depots (a multiple of 0.5), with a reason. */
  correctDepots(army: Army, amount: number, reason: string): Outcome<Applied> {
    const halves = toHalves(amount);
    if (halves === null) return refused({ code: 'depots/bad_amount', detail: { amount: String(amount) } });
    return this.record({ kind: 'correction', army, halfDepots: halves, reason: typeof reason === 'string' ? reason.trim() : reason });
  }

  /** Take back the last `steps` entries (orders, ends of move, appointments, corrections). */
  undo(steps = 1): Outcome<Applied> {
    if (!Number.isInteger(steps) || steps < 1) return serviceFailed('undo/bad_steps', { steps: String(steps) });
    return this.guard(() => {
      const outcome = this.db
        .transaction((): Outcome<Head> => {
          this.syncHead();
          const n = this.head.seq;
          if (n === 0) return serviceFailed('undo/nothing_to_undo');
          if (steps > n) return serviceFailed('undo/too_far', { steps, available: n });
          const target = n - steps;
          const head = this.reconstruct(target);
          const undone = this.store.logRange(target, n).map((e) => ({ seq: e.seq, kind: e.kind, commander: e.commander, payload: JSON.parse(e.payload) as unknown, at: e.at }));
          this.store.addCorrection({ at: this.now(), kind: 'undo', seq: target, army: null, amount: null, reason: null, detail: canonicalJson({ from: n, to: target, entries: undone }) });
          const packed = packState(head.state);
          this.store.setCurrent(target, packed.text, packed.hash);
          for (let s = n; s > target; s--) this.store.removeLastLog(s);
          return success(head);
        })
        .immediate();
      if (!outcome.ok) return outcome;
      this.head = outcome.value;
      this.touchRecent();
      return success({ view: this.view(), events: [] });
    });
  }

  /** Undo back to log position `seq` (0 = the start). */
  undoTo(seq: number): Outcome<Applied> {
    const current = this.seq();
    if (!Number.isInteger(seq) || seq < 0 || seq > current) return serviceFailed('history/out_of_range', { seq, last: current });
    if (seq === current) return serviceFailed('undo/nothing_to_undo');
    return this.undo(current - seq);
  }

  /** Replace the deployment (the initial scenario): only while the log holds nothing but the start. */
  editSetup(scenario: unknown): Outcome<CampaignView> {
    let json = scenario;
    if (typeof scenario === 'string') {
      const parsed = parseScenarioText(scenario);
      if (!parsed.ok) return badScenario(parsed.error);
      json = JSON.parse(withoutByteOrderMark(scenario));
    }
    const meta = this.store.campaign();
    const start = startFromScenario(json, undefined, meta ? rulesVersionOf(meta) : undefined);
    if (!start.ok) return badScenario(start.error);
    return this.guard(() => {
      const outcome = this.db
        .transaction((): Outcome<Head> => {
          this.syncHead();
          const last = this.store.lastSeq() ?? 0;
          if (last > 0) return serviceFailed('campaign/setup_closed', { entries: last });
          const previous = this.store.logEntry(0);
          const at = this.now();
          const { state, events } = start.value;
          this.store.addCorrection({ at, kind: 'setup', seq: 0, army: null, amount: null, reason: null, detail: canonicalJson({ previous: previous ? (JSON.parse(previous.payload) as unknown) : null }) });
          this.store.removeLastLog(0);
          const hash = writeStart(this.store, 'setup', json, state, events, at);
          const map = canonicalJson(state.map);
          this.store.updateSetup(canonicalJson(state.options), canonicalJson({ kind: 'scenario', edited: true }), map, sha256Hex(map));
          this.map = state.map;
          return success({ seq: 0, state, hash });
        })
        .immediate();
      if (!outcome.ok) return outcome;
      this.head = outcome.value;
      this.touchRecent();
      return success(this.view());
    });
  }

  // -------------------------------------------------------------------------------------------
  // Battles of the tabletop referee. They sit beside the order log, not in it: undoing orders never
  // touches them, and they have their own undo (the last run of a battle).

  /** Every battle of the campaign, oldest first. */
  battles(): BattleInfo[] {
    return this.read(() => this.battleTable().battles().map(battleInfoOf));
  }

  /** One battle with all its runs. */
  battle(id: number): Outcome<BattleRecord> {
    return this.guard(() => {
      this.refresh();
      const record = this.battleRecord(id);
      return record ? success(record) : this.noBattle(id);
    });
  }

  createBattle(battle: NewBattle): Outcome<BattleRecord> {
    const name = typeof battle.name === 'string' ? battle.name.trim() : '';
    if (!name || name.length > 120) return serviceFailed('battle/bad_name');
    const fortress = typeof battle.fortress === 'string' && battle.fortress.trim() ? battle.fortress.trim() : null;
    return this.guard(() => {
      this.refresh();
      const turn = battle.turn ?? null;
      const current = this.head.state.turn;
      if (turn !== null && (!Number.isInteger(turn) || turn < 1 || turn > current)) return serviceFailed('battle/bad_turn', { turn: String(turn), current });
      const known = this.map.fortresses.map((f) => f.name);
      if (fortress !== null && !known.includes(fortress)) return serviceFailed('battle/unknown_fortress', { fortress, known: known.join(', ') });
      const id = this.db.transaction(() => this.battleTable().insertBattle(name, turn, fortress, this.now())).immediate();
      return success(this.battleRecord(id) as BattleRecord);
    });
  }

  /**
   * Run a referee procedure into a battle. Without dice and seed the console rolls: it draws a seed,
   * logs it and stores it, so the run replays to the same dice. A refusal is returned, never stored.
   */
  runInBattle(battleId: number, request: RunRequest): Outcome<{ battle: BattleRecord; run: BattleRun }> {
    const rolled = (request.dice === undefined || request.dice === null) && (request.seed === undefined || request.seed === null);
    const dice = diceSourceOf(request, this.service.options.drawSeed ?? drawSeed);
    if (!dice.ok) return dice;
    return this.guard(() => {
      const outcome = this.db
        .transaction((): Outcome<number> => {
          const table = this.battleTable();
          if (!table.battle(battleId)) return this.noBattle(battleId);
          const ran = runReferee(request, dice.value);
          if (!ran.ok) return ran;
          const seq = (table.lastRun(battleId)?.seq ?? 0) + 1;
          table.appendRun(runRowOf(battleId, seq, ran.value, this.now()));
          return success(seq);
        })
        .immediate();
      if (!outcome.ok) return outcome;
      if (rolled && dice.value.kind === 'seeded') {
        this.service.options.onInfo?.(`referee: seed ${dice.value.seed} drawn for ${request.ruleset}/${request.procedure}`, { battle: battleId, run: outcome.value, seed: dice.value.seed });
      }
      const battle = this.battleRecord(battleId) as BattleRecord;
      return success({ battle, run: battle.runs[battle.runs.length - 1] });
    });
  }

  /** Take back the last run of a battle (a slip at the table). */
  undoRun(battleId: number): Outcome<{ battle: BattleRecord; removed: BattleRun }> {
    return this.guard(() => {
      const outcome = this.db
        .transaction((): Outcome<BattleRun> => {
          const table = this.battleTable();
          if (!table.battle(battleId)) return this.noBattle(battleId);
          const last = table.lastRun(battleId);
          if (!last) return serviceFailed('battle/nothing_to_undo', { id: battleId });
          table.removeRun(battleId, last.seq);
          return success(battleRunOf(last));
        })
        .immediate();
      if (!outcome.ok) return outcome;
      return success({ battle: this.battleRecord(battleId) as BattleRecord, removed: outcome.value });
    });
  }

  private battleTable(): BattleStore {
    this.battleStore ??= new BattleStore(this.db);
    return this.battleStore;
  }

  private battleRecord(id: number): BattleRecord | null {
    const table = this.battleTable();
    const row = table.battle(id);
    if (!row) return null;
    return { ...battleInfoOf(row), campaign: this.campaignName, runs: table.runs(id).map(battleRunOf) };
  }

  private noBattle(id: number): { ok: false; error: CampaignFailure } {
    const known = this.battleTable()
      .battles()
      .map((b) => `${b.id} «${b.name}»`);
    return serviceFailed('battle/not_found', { id: String(id), known: known.length ? known.slice(-10).join(', ') : null });
  }

  // -------------------------------------------------------------------------------------------
  // Copies and checks

  /** A compact, self-contained copy of the campaign (VACUUM INTO, journal mode DELETE) at `dest`. */
  exportCopy(dest: string): Outcome<{ path: string }> {
    const file = resolve(dest);
    if (file === this.path) return fileFailed(new FileProblem('file/exists', file));
    return this.guard(() => {
      writeCopy(this.db, file);
      return success({ path: file });
    }, file);
  }

  /** A backup now, in the campaign's backup folder. */
  backupNow(turn = this.state().turn): Outcome<{ path: string }> {
    return this.guard(() => success({ path: makeBackup(this.db, this.path, { kind: 'turn', number: turn }, { now: this.service.now(), keep: this.service.options.keepBackups }) }), backupDirFor(this.path));
  }

  /** SQLite's full integrity check: 'ok' or what it found. */
  integrity(): string {
    return this.read(() => integrityCheck(this.db));
  }

  /**
   * Replay the whole log from the start and compare every stored hash: each entry's resulting state,
   * its events and ledger rows, every snapshot (its stored text too) and the current state.
   */
  verify(options: { integrity?: boolean } = {}): VerifyReport {
    return this.read(() =>
      this.db
        .transaction(() => {
          const problems: VerifyProblem[] = [];
          const note = (p: VerifyProblem) => {
            if (problems.length < MAX_PROBLEMS) problems.push(p);
          };
          const integrity = options.integrity === false ? 'skipped' : integrityCheck(this.db);
          if (integrity !== 'ok' && integrity !== 'skipped') note({ seq: null, what: 'integrity', detail: integrity });

          const meta = this.store.campaign();
          if (!meta || sha256Hex(meta.map) !== meta.map_hash) note({ seq: null, what: 'map', detail: 'the stored map does not match its hash' });
          const map = meta ? (JSON.parse(meta.map) as MapDef) : this.map;

          const snapshots = new Map<number, { text: string; hash: string }>();
          for (const s of this.store.iterateSnapshots()) snapshots.set(s.seq, { text: inflateText(s.state), hash: s.state_hash });
          const ledger = new Map<number, string[]>();
          for (const r of this.store.ledger()) {
            const list = ledger.get(r.seq) ?? [];
            list.push(ledgerKey(r.army, r.amount, r.balance, r.reason, r.note));
            ledger.set(r.seq, list);
          }

          let state: GameState | null = null;
          let expectedSeq = 0;
          let entries = 0;
          for (const row of this.store.iterateLog(-1, Number.MAX_SAFE_INTEGER)) {
            entries++;
            if (row.seq !== expectedSeq) note({ seq: row.seq, what: 'sequence', detail: `expected entry ${expectedSeq}` });
            expectedSeq = row.seq + 1;
            let events: readonly GameEvent[];
            if (row.kind === 'create' || row.kind === 'setup') {
              if (row.seq !== 0) note({ seq: row.seq, what: 'start', detail: 'a start entry in the middle of the log' });
              const start = startFromScenario(JSON.parse(row.payload), map, meta ? rulesVersionOf(meta) : undefined);
              if (!start.ok) {
                note({ seq: row.seq, what: 'replay_refused', detail: `${start.error.code} (${start.error.field})` });
                break;
              }
              state = start.value.state;
              events = start.value.events;
            } else {
              if (!state) {
                note({ seq: row.seq, what: 'start', detail: 'the log does not begin with its start' });
                break;
              }
              const r = applyEntry(state, row.kind, JSON.parse(row.payload));
              if (!r.ok) {
                note({ seq: row.seq, what: 'replay_refused', detail: r.error.code });
                break;
              }
              state = r.value.state;
              events = r.value.events;
            }
            const hash = stateHash(state, { memo: true });
            if (hash !== row.state_hash) note({ seq: row.seq, what: 'state_hash', detail: 'the replayed state differs from the one recorded' });
            if (canonicalJson(events) !== row.events) note({ seq: row.seq, what: 'events', detail: 'the replayed events differ from the ones recorded' });
            const expectedLedger = row.seq === 0 ? startLedger(state).map((l) => ledgerKey(l.army, l.amount, l.amount, 'start', null)) : depotEvents(events).map((e) => ledgerKey(e.army, e.amount, e.balance, e.reason, e.note ?? null));
            if ((ledger.get(row.seq) ?? []).join('|') !== expectedLedger.join('|')) note({ seq: row.seq, what: 'ledger', detail: 'the depot ledger differs from the replayed depot changes' });
            const snap = snapshots.get(row.seq);
            if (snap) {
              if (sha256Hex(snap.text) !== snap.hash || snap.hash !== hash) note({ seq: row.seq, what: 'snapshot', detail: 'the stored snapshot differs from the replayed state' });
              snapshots.delete(row.seq);
            } else if (row.seq === 0 || row.kind === 'end_move') {
              note({ seq: row.seq, what: 'snapshot_missing', detail: 'no snapshot stored for this end of move' });
            }
          }
          for (const seq of snapshots.keys()) note({ seq, what: 'snapshot', detail: 'a snapshot without its log entry' });

          const current = this.store.current();
          const last = this.store.lastSeq();
          if (!current || current.seq !== last) note({ seq: last, what: 'current', detail: 'the current state is not at the end of the log' });
          else if (!state || sha256Hex(current.state) !== current.state_hash || current.state_hash !== stateHash(state)) note({ seq: current.seq, what: 'current', detail: 'the current state differs from the replayed one' });
          return { ok: problems.length === 0, entries, snapshots: this.store.snapshotCount(), integrity, problems };
        })
        .deferred(),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Sessions and closing

  /** @internal */
  startSession(mode: string): void {
    this.sessionId = this.store.openSession(this.now(), this.head.seq, this.service.options.appVersion, mode);
  }

  close(): void {
    if (this.closed) return;
    try {
      if (this.sessionId) this.store.closeSession(this.sessionId, this.now(), this.seq());
      this.touchRecent();
    } catch (e) {
      const problem = asFileProblem(e, this.path);
      if (!problem) throw e;
      this.service.warn(problem);
    } finally {
      this.closed = true;
      this.db.close();
    }
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  // -------------------------------------------------------------------------------------------
  // Inside

  private now(): string {
    return this.service.now().toISOString();
  }

  private touchRecent(): void {
    if (this.remembered) this.service.remember(this, false);
  }

  /** Run a write: the action's log entry, ledger rows, snapshot and current state in one transaction. */
  private record(action: Action): Outcome<Applied> {
    const { kind, payload } = actionToEntry(action);
    return this.guard(() => {
      const outcome = this.db
        .transaction((): Result<Head & { events: readonly GameEvent[]; turnEnded: number | null }> => {
          this.syncHead();
          const before = this.head;
          const r = reduce(before.state, action);
          if (!r.ok) return r;
          const { state, events } = r.value;
          const packed = packState(state);
          const seq = before.seq + 1;
          const at = this.now();
          const turn = before.state.turn;
          this.store.appendLog({ seq, turn, army: before.state.toMove, commander: actionCommander(action), kind, payload: canonicalJson(payload), events: canonicalJson(events), state_hash: packed.hash, at });
          for (const e of depotEvents(events)) this.store.addLedger({ seq, turn, army: e.army, amount: e.amount, balance: e.balance, reason: e.reason, note: e.note ?? null });
          if (action.kind === 'correction') {
            this.store.addCorrection({ at, kind: 'depots', seq, army: action.army, amount: action.halfDepots, reason: action.reason, detail: canonicalJson({ balance: state.depots[action.army] ?? 0 }) });
          }
          if (kind === 'end_move') this.store.insertSnapshot(seq, deflateText(packed.text), packed.hash);
          this.store.setCurrent(seq, packed.text, packed.hash);
          return { ok: true, value: { seq, state, hash: packed.hash, events, turnEnded: endsATurn(events) ? turn : null } };
        })
        .immediate();
      if (!outcome.ok) return refused(outcome.error);
      const { events, turnEnded, ...head } = outcome.value;
      this.head = head;
      if (kind === 'end_move') checkpoint(this.db);
      if (turnEnded !== null) this.autoBackup(turnEnded);
      return success({ view: this.view(), events });
    });
  }

  private autoBackup(turn: number): void {
    this.touchRecent();
    if (this.service.options.backups === false) return;
    try {
      makeBackup(this.db, this.path, { kind: 'turn', number: turn }, { now: this.service.now(), keep: this.service.options.keepBackups });
    } catch (e) {
      // The action is saved; a missing backup is worth a warning, not a failure.
      const problem = asFileProblem(e, backupDirFor(this.path));
      if (!problem) throw e;
      this.service.warn(problem);
    }
  }

  /** Load the current state, checking it against the end of the log. */
  private loadHead(check: boolean): Head {
    const row = this.store.current();
    if (!row) throw new FileProblem('file/inconsistent', this.path, { seq: 0, reason: 'no current state' });
    const text = row.state;
    if (check) {
      const last = this.store.lastSeq();
      const entry = last === null ? undefined : this.store.logEntry(last);
      if (row.seq !== last || !entry || entry.state_hash !== row.state_hash || sha256Hex(text) !== row.state_hash) {
        throw this.service.withBackupOffer(new FileProblem('file/inconsistent', this.path, { seq: row.seq }));
      }
    }
    return { seq: row.seq, state: stateFromText(text, this.map), hash: row.state_hash };
  }

  /** Another connection (another window, `polk`) committed: reload what may have changed. */
  private refresh(): void {
    if (this.closed) throw new Error('Campaign: used after close');
    const version = this.store.dataVersion();
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    this.reloadMeta();
    this.head = this.loadHead(true);
  }

  /** Inside a write transaction: make sure the head is the file's latest. */
  private syncHead(): void {
    if (this.closed) throw new Error('Campaign: used after close');
    const h = this.store.currentHead();
    if (!h || h.seq !== this.head.seq || h.state_hash !== this.head.hash) {
      this.reloadMeta();
      this.head = this.loadHead(true);
    }
  }

  private reloadMeta(): void {
    const meta = this.store.campaign();
    if (!meta) throw new FileProblem('file/inconsistent', this.path, { seq: 0, reason: 'no campaign row' });
    this.campaignName = meta.name;
    if (sha256Hex(canonicalJson(this.map)) !== meta.map_hash) this.map = JSON.parse(meta.map) as MapDef;
  }

  /** The state at `seq`: the nearest snapshot at or before it, then the log entries after it. */
  private reconstruct(seq: number): Head {
    const snap = this.store.snapshotAtOrBefore(seq);
    if (!snap) throw new FileProblem('file/inconsistent', this.path, { seq, reason: 'no snapshot' });
    const text = inflateText(snap.state);
    if (sha256Hex(text) !== snap.state_hash) throw new FileProblem('file/inconsistent', this.path, { seq: snap.seq, reason: 'snapshot' });
    let state = stateFromText(text, this.map);
    let last: LogRow | undefined;
    for (const row of this.store.iterateLog(snap.seq, seq)) {
      const r = applyEntry(state, row.kind, JSON.parse(row.payload));
      if (!r.ok) throw new FileProblem('file/inconsistent', this.path, { seq: row.seq, reason: r.error.code });
      state = r.value.state;
      last = row;
    }
    const hash = stateHash(state);
    const expected = last?.state_hash ?? snap.state_hash;
    if (hash !== expected) throw new FileProblem('file/inconsistent', this.path, { seq, reason: 'replay' });
    return { seq, state, hash };
  }

  /** Run an action; a file problem becomes a failure value, anything else (a bug) is thrown. */
  private guard<T>(fn: () => Outcome<T>, file = this.path): Outcome<T> {
    try {
      return fn();
    } catch (e) {
      const problem = asFileProblem(e, file);
      if (!problem) throw e;
      return fileFailed(problem.code === 'file/inconsistent' ? this.service.withBackupOffer(problem) : problem);
    }
  }

  /** Run a read; a file problem is thrown as a FileProblem (reads have no failure value). */
  private read<T>(fn: () => T): T {
    try {
      this.refresh();
      return fn();
    } catch (e) {
      throw asFileProblem(e, this.path) ?? e;
    }
  }
}

// ---------------------------------------------------------------------------------------------

type DepotEvent = Extract<GameEvent, { type: 'depots' }>;

const depotEvents = (events: readonly GameEvent[]): DepotEvent[] => events.filter((e): e is DepotEvent => e.type === 'depots');

const ledgerKey = (army: string, amount: number, balance: number, reason: string, note: string | null) => `${army}:${amount}:${balance}:${reason}:${note ?? ''}`;

const startLedger = (state: GameState) => state.armies.map((army) => ({ army, amount: state.depots[army] ?? 0 }));

/** Write the start of the log: entry 0, the starting depots, the first snapshot and the current state. */
function writeStart(store: CampaignStore, kind: 'create' | 'setup', scenario: unknown, state: GameState, events: readonly GameEvent[], at: string): string {
  const packed = packState(state);
  store.appendLog({ seq: 0, turn: state.turn, army: state.toMove, commander: null, kind, payload: canonicalJson(scenario), events: canonicalJson(events), state_hash: packed.hash, at });
  for (const { army, amount } of startLedger(state)) store.addLedger({ seq: 0, turn: state.turn, army, amount, balance: amount, reason: 'start' satisfies LedgerReason, note: null });
  store.insertSnapshot(0, deflateText(packed.text), packed.hash);
  store.setCurrent(0, packed.text, packed.hash);
  return packed.hash;
}

function toHistoryEntry(row: LogRow): HistoryEntry {
  return { seq: row.seq, turn: row.turn, army: row.army, kind: row.kind, payload: JSON.parse(row.payload) as unknown, events: JSON.parse(row.events) as GameEvent[], at: row.at };
}

/** The rules version a stored campaign is played under (files from before version 2 say 1). */
function rulesVersionOf(meta: CampaignRow): RulesVersion {
  return (RULES_VERSIONS as readonly number[]).includes(meta.rules_version) ? (meta.rules_version as RulesVersion) : 1;
}

export function describeProblems(problems: readonly VerifyProblem[]): string {
  return problems
    .slice(0, 5)
    .map((p) => `${p.seq === null ? '' : `#${p.seq} `}${p.what}: ${p.detail}`)
    .join('; ');
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Not there.
  }
}

/** Read a scenario file's text. */
export function readScenarioFile(path: string): Outcome<string> {
  const file = resolve(path);
  try {
    return success(readFileSync(file, 'utf8'));
  } catch (e) {
    const code = (e as { code?: string }).code;
    return serviceFailed('scenario/unreadable', { file, reason: code === 'ENOENT' ? 'not_found' : code === 'EISDIR' ? 'directory' : String(code ?? e) });
  }
}

export type { CampaignFailure };
