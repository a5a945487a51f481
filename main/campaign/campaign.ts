/**
 * An open campaign file: the one object the window's handlers, the browser mode and `polk` use. It
 * is a façade over its rooms, which share one CampaignContext (the connection, the head, the map):
 * the live campaign (orders, undo/redo, setup: live.ts), the read-only views of its past
 * (views.ts), verify (verify.ts), the battle record (battles.ts) and copies (copies.ts).
 * Every method answers with a value; only bugs throw (and reads, with a FileProblem).
 */
import type Database from 'better-sqlite3';
import { FileProblem, asFileProblem, parseStored } from '../../db';
import type { Applied, CampaignView, Changes, HistoryEntry, LedgerEntry, SinceLastSession, UndoPreview } from '../../shared/bridge/contract';
import { plainOrder, legalOrders, makeScenario, toHalves, type EntryNote, type Army, type Cell, type GameState, type LegalOrder, type Order, type ScenarioJson } from '../../shared/rules/polkovodets';
import type { BattleInfo, BattleRecord, BattleRun } from '../../shared/rules/referee/record';
import { CampaignBattles } from './battles';
import { CampaignContext, type ServiceHost } from './context';
import { CampaignCopies } from './copies';
import { nameRefused, refused, serviceFailed, success, type Outcome } from './failure';
import { LiveCampaign, type RecordOptions, type RecordStep, type StepCheck } from './live';
import { CampaignMail } from './mail';

/** A player's checks on one action: the army it is given for, the head he saw. */
export type ActionGuard = Pick<RecordOptions, 'army' | 'seen'>;
import type { RunRequest } from './referee';
import type { AuditEntry, NewBattle, VerifyReport } from './types';
import { verifyCampaign } from './verify';
import { CampaignViews } from './views';

/** What the service does for an open campaign: its host, and keeping the recent list. */
export interface CampaignOwner extends ServiceHost {
  remember(campaign: Campaign, opened: boolean): void;
}

export class Campaign {
  private readonly ctx: CampaignContext;
  private readonly live: LiveCampaign;
  private readonly views: CampaignViews;
  private readonly copies: CampaignCopies;
  private readonly battleRecord: CampaignBattles;
  /** A move by correspondence (issue 23): packets out, move files in (mail.ts). */
  readonly mail: CampaignMail;
  private sessionId = 0;

  constructor(
    private readonly service: CampaignOwner,
    readonly path: string,
    db: Database.Database,
    options: { checkCurrent: boolean; remembered: boolean },
  ) {
    this.ctx = new CampaignContext(service, path, db, options.checkCurrent);
    if (options.remembered) this.ctx.touched = () => service.remember(this, false);
    this.copies = new CampaignCopies(this.ctx);
    this.live = new LiveCampaign(this.ctx, this.copies);
    this.views = new CampaignViews(this.ctx);
    this.battleRecord = new CampaignBattles(this.ctx);
    this.mail = new CampaignMail(this.ctx, this.live);
  }

  // Reading ------------------------------------------------------------------------------------

  name(): string {
    this.ctx.refresh();
    return this.ctx.name;
  }

  state(): GameState {
    this.ctx.refresh();
    return this.ctx.head.state;
  }

  /** SQLite's `data_version` of this connection: it moves only when another connection commits (watch.ts). */
  dataVersion(): number {
    return this.ctx.log.store.dataVersion();
  }

  /** `data_version` as it was when this campaign was opened. */
  openedAtVersion(): number {
    return this.ctx.openedAtVersion;
  }

  /** The head's position in the log: 0 is the start. */
  seq(): number {
    this.ctx.refresh();
    return this.ctx.head.seq;
  }

  view(): CampaignView {
    return this.live.view();
  }

  legalOrders(commander?: string): LegalOrder[] {
    return legalOrders(this.state(), commander);
  }

  /** The current chain as history entries (or its entries with from < seq ≤ to). */
  history(from?: number, to?: number): HistoryEntry[] {
    return this.views.history(from, to);
  }

  /** The state at any earlier point of the current chain (read-only: nothing changes). */
  stateAt(seq: number): Outcome<GameState> {
    return this.views.stateAt(seq);
  }

  /** Every change of every army's depots on the current chain, in regimental depots. */
  ledger(): LedgerEntry[] {
    return this.views.ledger();
  }

  /** What changed on the current chain after `seq` (the last position a window saw). */
  changesSince(seq: number): Changes {
    return this.views.changesSince(seq);
  }

  /** The game master's interventions (depot corrections, undos, redos, setup edits); nothing removes them. */
  audit(): AuditEntry[] {
    return this.views.audit();
  }

  sessions() {
    return this.views.sessions();
  }

  /** What happened since the last session began. */
  sinceLastSession(): SinceLastSession {
    return this.views.sinceLastSession(this.sessionId);
  }

  setting(key: string): unknown {
    return this.ctx.read(() => {
      const v = this.ctx.log.store.getSetting(key);
      return v === undefined ? undefined : parseStored(v, { table: 'setting', column: 'value' });
    });
  }

  setSetting(key: string, value: unknown): Outcome<null> {
    return this.ctx.guard(() => {
      this.ctx.log.store.setSetting(key, JSON.stringify(value));
      return success(null);
    });
  }

  rename(name: string): Outcome<CampaignView> {
    const trimmed = name.trim();
    const badName = nameRefused('campaign/bad_name', trimmed);
    if (badName) return badName;
    return this.ctx.guard(() => {
      this.ctx.log.store.rename(trimmed);
      this.ctx.name = trimmed;
      this.ctx.touched();
      return success(this.view());
    });
  }

  /** The current position as a scenario file (round-trips through `create`). */
  exportScenario(): ScenarioJson {
    return makeScenario(this.state());
  }

  // Changing: one transaction per action -------------------------------------------------------

  /**
   * An order, already of the engine's type (the bridge's schema and the command line make it so).
   * `guard` is a player's (issue 23): the army he gives it for, and for an end of move or an
   * appointment the head he saw — both checked inside the write transaction.
   */
  submitOrder(order: Order, note?: EntryNote, guard: ActionGuard = {}): Outcome<Applied> {
    return this.live.record([{ action: { kind: 'order', order: plainOrder(order) }, note }], guard);
  }

  endMove(note?: EntryNote, guard: ActionGuard = {}): Outcome<Applied> {
    return this.live.record([{ action: { kind: 'end_move' }, note }], guard);
  }

  appointMarshal(at: Cell, note?: EntryNote, guard: ActionGuard = {}): Outcome<Applied> {
    if (!Array.isArray(at) || !Number.isSafeInteger(at[0]) || !Number.isSafeInteger(at[1])) return refused({ code: 'order/malformed', detail: { field: 'at' } });
    return this.live.record([{ action: { kind: 'appoint', at: [at[0], at[1]] }, note }], guard);
  }

  /** The game master's depot correction: `amount` in regimental depots (a multiple of 0.5), with a reason. */
  correctDepots(army: Army, amount: number, reason: string): Outcome<Applied> {
    const halves = toHalves(amount);
    if (halves === null) return refused({ code: 'depots/bad_amount', detail: { amount: String(amount) } });
    return this.live.record([{ action: { kind: 'correction', army, halfDepots: halves, reason: typeof reason === 'string' ? reason.trim() : reason } }]);
  }

  /**
   * Several actions in one transaction, all or none (a computer player's move, a player's move
   * file): refused as `bots/stale` when the head is not `basedOn`; a refused call writes nothing.
   */
  record(steps: readonly RecordStep[], options: RecordOptions = {}): Outcome<Applied> {
    return this.live.record(steps, options);
  }

  /** The dry run of `record` (nothing written): which of the steps the head and the others make illegal. */
  checkSteps(steps: readonly RecordStep[], options: Pick<RecordOptions, 'basedOn'> = {}): Outcome<StepCheck> {
    return this.live.check(steps, options);
  }

  /** Take back the last `steps` entries of the current chain (nothing is deleted: the head moves back). */
  undo(steps = 1): Outcome<Applied> {
    return this.live.undo(steps);
  }

  /** A player's own last order taken back, only while nothing came after it (issue 23; live.ts). */
  takeBack(codeId: string, seen: number): Outcome<Applied> {
    return this.live.takeBack(codeId, seen);
  }

  /** Re-apply the last `steps` undone entries, back to the identical state. */
  redo(steps = 1): Outcome<Applied> {
    return this.live.redo(steps);
  }

  /** How many steps `undo` can take now (0: at the first start). */
  undoDepth(): number {
    return this.live.undoDepth();
  }

  /** How many steps `redo` can take now (0: none). */
  redoDepth(): number {
    return this.live.redoDepth();
  }

  /** What `undo(steps)` would take back, without doing it. */
  undoPreview(steps = 1): Outcome<UndoPreview> {
    return this.live.undoPreview(steps);
  }

  /** Undo back to log position `seq` of the current chain. */
  undoTo(seq: number): Outcome<Applied> {
    const current = this.seq();
    const chain = this.history();
    const at = chain.findIndex((e) => e.seq === seq);
    if (!Number.isInteger(seq) || at < 0) return serviceFailed('history/out_of_range', { seq, last: current });
    if (seq === current) return serviceFailed('undo/nothing_to_undo');
    return this.undo(chain.length - 1 - at);
  }

  /** Replace the deployment: only while nothing has been played since the start. */
  editSetup(scenario: unknown): Outcome<CampaignView> {
    return this.live.editSetup(scenario);
  }

  // Battles of the tabletop referee ------------------------------------------------------------

  battles(): BattleInfo[] {
    return this.battleRecord.battles();
  }

  battle(id: number): Outcome<BattleRecord> {
    return this.battleRecord.battle(id);
  }

  createBattle(battle: NewBattle): Outcome<BattleRecord> {
    return this.battleRecord.createBattle(battle);
  }

  runInBattle(battleId: number, request: RunRequest): Outcome<{ battle: BattleRecord; run: BattleRun }> {
    return this.battleRecord.runInBattle(battleId, request);
  }

  undoRun(battleId: number): Outcome<{ battle: BattleRecord; removed: BattleRun }> {
    return this.battleRecord.undoRun(battleId);
  }

  // Copies and checks --------------------------------------------------------------------------

  exportCopy(dest: string): Outcome<{ path: string }> {
    return this.copies.exportCopy(dest);
  }

  backupNow(turn = this.state().turn): Outcome<{ path: string }> {
    return this.copies.backupNow(turn);
  }

  integrity(): string {
    return this.copies.integrity();
  }

  /** Replay every entry of the log (abandoned branches too) and compare every stored hash. */
  verify(options: { integrity?: boolean } = {}): VerifyReport {
    try {
      return verifyCampaign(this.ctx, options);
    } catch (e) {
      // Stored text that does not parse is the file's damage, not a bug of verify.
      if (e instanceof SyntaxError) throw this.service.withBackupOffer(new FileProblem('file/damaged', this.path, { what: e.message.slice(0, 200) }));
      const problem = asFileProblem(e, this.path);
      throw problem ? this.service.withBackupOffer(problem) : e;
    }
  }

  // Sessions and closing -----------------------------------------------------------------------

  /** @internal */
  startSession(mode: string): void {
    this.sessionId = this.ctx.log.store.openSession(this.ctx.now(), this.ctx.head.seq, this.service.options.appVersion, mode);
  }

  close(): void {
    if (this.ctx.closed) return;
    try {
      if (this.sessionId) this.ctx.log.store.closeSession(this.sessionId, this.ctx.now(), this.seq());
      this.ctx.touched();
    } catch (e) {
      const problem = asFileProblem(e, this.path);
      if (!problem) throw e;
      this.service.warn(problem);
    } finally {
      this.ctx.closed = true;
      this.ctx.db.close();
    }
  }

  get isOpen(): boolean {
    return !this.ctx.closed;
  }
}
