/**
 * The live campaign: every change of the game goes through here. An action is applied by the
 * engine's `reduce` to the head's state and written with its log entry, ledger lines, snapshot and
 * the new current state in one transaction (db/log.ts `append`). Undo and redo only move the head
 * along the log's tree (nothing is deleted); a new action after an undo starts a new branch and
 * drops the redo path; a setup edit is a new start entry after the head.
 */
import { FileProblem, UNHASHED, checkpoint, canonicalJson, isStartKind, packState, parseStored, sha256Hex, type LogRow, type NewAudit, type PackedState } from '../../db';
import type { Applied } from '../../shared/bridge/contract';
import { actionCommander, actionToEntry, parseScenarioText, reduce, sourceOfEntry, withoutByteOrderMark, type Action, type Army, type EntryNote, type GameEvent, type GameState, type Refusal } from '../../shared/rules/polkovodets';
import type { CampaignContext, Head } from './context';
export type { Head } from './context';
import type { CampaignCopies } from './copies';
import { endsATurn, ledgerLinesOf, rulesVersionOf, startLedgerLines, storedEvents, toHistoryEntry } from './entries';
import { badScenario, refused, serviceFailed, success, type Outcome } from './failure';
import { startFromScenario } from './replay';
import type { UndoPreview } from './types';

/** What an order's entry keeps of its state (schema 7): nothing — see db/migrationHead.ts. */
const ORDER_UNHASHED: PackedState = { hash: UNHASHED, bytes: null };

type Moved = Head & { readonly events: readonly GameEvent[] };

export class LiveCampaign {
  constructor(
    private readonly ctx: CampaignContext,
    private readonly copies: CampaignCopies,
  ) {}

  /**
   * Apply actions to the head and write them, each with its note (or `options.note`): one IMMEDIATE
   * transaction that re-reads the head, refuses `bots/stale` when it is not `options.basedOn` (when
   * given), reduces each action once, and writes only when every one was accepted — a refused call
   * writes nothing (no log, undo or redo row, no audit row, no backup). The answer is the last
   * action's view with every action's events.
   */
  record(steps: readonly RecordStep[], options: RecordOptions = {}): Outcome<Applied> {
    const { ctx } = this;
    if (!steps.length) return serviceFailed('campaign/no_actions');
    return ctx.guard(() => {
      // An end of move first copies the WAL into the file (PASSIVE: it never waits for a reader), so
      // its own commit starts the WAL over — the commit that pays SQLite's second sync, of the new
      // WAL header — and the next move's orders only append to a short WAL, one sync each.
      if (steps.some((s) => s.action.kind === 'end_move')) checkpoint(ctx.db);
      const outcome = ctx.immediate((): Outcome<Moved & { turnsEnded: number[] }> => {
        ctx.syncHead();
        const before = ctx.head;
        if (options.basedOn !== undefined && before.seq !== options.basedOn) return serviceFailed('bots/stale', { basedOn: options.basedOn, head: before.seq });
        if (options.seen !== undefined && before.seq !== options.seen) return serviceFailed('game/moved_on', { since: options.seen, head: before.seq });
        // Checked here, on the head this transaction writes on: no order lands on another army's move.
        if (options.army !== undefined && (before.state.toMove !== options.army || before.state.status !== 'playing')) {
          return serviceFailed('access/not_your_move', { army: options.army, toMove: before.state.status === 'playing' ? before.state.toMove : '—' });
        }
        // The caller's own check on the head this transaction writes on (a move file's key).
        const admitted = options.admit?.(before);
        if (admitted && !admitted.ok) return admitted;
        const walk = stepThrough(before.state, steps, 'stop');
        // One action refused is the engine's refusal as it is; of several, it names the step refused.
        if (walk.refused.length) return steps.length > 1 ? refusedAt(walk.refused[0]) : refused(walk.refused[0].refusal);
        const at = ctx.now();
        let parent = before.seq;
        let head: Head = before;
        const events: GameEvent[] = [];
        const turnsEnded: number[] = [];
        for (const { step, from, state, events: own } of walk.applied) {
          const { action } = step;
          const { kind, payload } = actionToEntry(action, step.note ?? options.note);
          // An end of move keeps a snapshot: the state's bytes are stored with it. An order keeps no
          // hash of its state (schema 7): its events are checked at every replay, its move's end is hashed.
          const snapshot = kind === 'end_move';
          const packed = kind === 'order' ? ORDER_UNHASHED : packState(state, { cache: ctx.stateBytes, keep: snapshot });
          const audit: NewAudit | undefined =
            action.kind === 'correction' ? { kind: 'depots', army: action.army, amount: action.halfDepots, reason: action.reason, detail: { balance: state.depots[action.army] ?? 0 } } : undefined;
          const seq = ctx.log.append(parent, { kind, turn: from.turn, army: from.toMove, commander: actionCommander(action), payload, events: own, state: packed, at, ledger: ledgerLinesOf(own), snapshot, audit });
          head = { seq, parent, kind, state, hash: packed.hash === UNHASHED ? null : packed.hash };
          parent = seq;
          events.push(...own);
          if (endsATurn(own)) turnsEnded.push(from.turn);
        }
        options.written?.(head);
        return success({ ...head, events, turnsEnded });
      });
      if (!outcome.ok) return outcome;
      const { events, turnsEnded, ...head } = outcome.value;
      ctx.head = head;
      // The answer describes these actions: the seq and state written inside the transaction, taken
      // before anything re-reads the file (another writer may have committed since).
      const view = this.viewOf(head);
      for (const turn of turnsEnded) this.copies.afterTurn(turn);
      return success({ view, events });
    });
  }

  /**
   * The dry run of `record`: the same steps from the head, writing nothing. Each refused step is
   * skipped and the walk goes on from the position before it, so the answer names every step the
   * others make illegal (an unticked step of a proposal, say), with the engine's refusal.
   */
  check(steps: readonly RecordStep[], options: Pick<RecordOptions, 'basedOn'> = {}): Outcome<StepCheck> {
    const { ctx } = this;
    return ctx.guard(() => {
      ctx.refresh();
      const head = ctx.head;
      if (options.basedOn !== undefined && head.seq !== options.basedOn) return serviceFailed('bots/stale', { basedOn: options.basedOn, head: head.seq });
      const walk = stepThrough(head.state, steps, 'skip');
      return success({ seq: head.seq, refused: walk.refused.map(({ index, refusal }) => ({ index, code: refusal.code, message: refused(refusal).error.message })) });
    });
  }

  /** Take back the last `steps` entries of the current chain: the head moves to an ancestor. */
  undo(steps: number): Outcome<Applied> {
    if (!Number.isInteger(steps) || steps < 1) return serviceFailed('undo/bad_steps', { steps: String(steps) });
    const { ctx } = this;
    return this.move(() => {
      const undone = this.undoable(steps);
      if (!undone.ok) return undone;
      const from = ctx.head.seq;
      const target = undone.value.parent;
      const head = ctx.reconstruct(target);
      const passed = undone.value.entries;
      ctx.log.moveHead({ to: target, hash: head.hash, at: ctx.now(), redo: { push: passed.map((e) => e.seq) }, audit: { kind: 'undo', detail: { from, to: target, entries: described([...passed].reverse()) } } });
      return success({ ...head, events: [] });
    });
  }

  /**
   * A player's own last order taken back (issue 23): one step of undo, allowed only when, inside the
   * write transaction, the head is still `seen` and is an order whose note names this code.
   */
  takeBack(codeId: string, seen: number): Outcome<Applied> {
    const { ctx } = this;
    return this.move(() => {
      const head = ctx.head.seq;
      if (head !== seen) return serviceFailed('game/moved_on', { since: seen, head });
      const row = ctx.log.entry(head);
      const source = row ? sourceOfEntry(parseStored(row.payload, { table: 'log', column: 'payload', seq: head })) : null;
      if (!row || row.kind !== 'order' || row.parent === null || source?.by !== 'code' || source.codeId !== codeId) return serviceFailed('access/not_your_order');
      const back = ctx.reconstruct(row.parent);
      ctx.log.moveHead({ to: row.parent, hash: back.hash, at: ctx.now(), redo: { push: [head] }, audit: { kind: 'undo', detail: { from: head, to: row.parent, entries: described([row]), by: { code: codeId } } } });
      return success({ ...back, events: [] });
    });
  }

  /** Re-apply the last `steps` undone entries: the head moves back down the branch it came up. */
  redo(steps: number): Outcome<Applied> {
    if (!Number.isInteger(steps) || steps < 1) return serviceFailed('undo/bad_steps', { steps: String(steps) });
    const { ctx } = this;
    return this.move(() => {
      const path = ctx.log.redoPath();
      if (!path.length) return serviceFailed('undo/nothing_to_redo');
      if (steps > path.length) return serviceFailed('undo/too_far', { steps, available: path.length }, 'redo/too_far');
      const from = ctx.head.seq;
      const taken: LogRow[] = [];
      let parent = from;
      for (const seq of path.slice(0, steps)) {
        const row = ctx.log.entry(seq);
        // Every writer keeps the path in the same transaction as the head; a path that does not
        // lead down from the head is a damaged file.
        if (!row || row.parent !== parent) throw new FileProblem('file/inconsistent', ctx.path, { seq, reason: 'redo path' });
        taken.push(row);
        parent = seq;
      }
      const head = ctx.reconstruct(parent);
      ctx.log.moveHead({ to: parent, hash: head.hash, at: ctx.now(), redo: { pop: steps }, audit: { kind: 'redo', detail: { from, to: parent, entries: described(taken) } } });
      const events = taken.flatMap((r) => storedEvents(r));
      return success({ ...head, events });
    });
  }

  /** How many steps `undo` can take now. */
  undoDepth(): number {
    return this.ctx.read(() => this.ctx.log.depth(this.ctx.head.seq));
  }

  /** How many steps `redo` can take now. */
  redoDepth(): number {
    return this.ctx.read(() => this.ctx.log.store.redoDepth());
  }

  /** What `undo(steps)` would take back, without doing it. */
  undoPreview(steps: number): Outcome<UndoPreview> {
    if (!Number.isInteger(steps) || steps < 1) return serviceFailed('undo/bad_steps', { steps: String(steps) });
    return this.ctx.guard(() => {
      this.ctx.refresh();
      const undone = this.undoable(steps);
      if (!undone.ok) return undone;
      const entries = undone.value.entries.map(toHistoryEntry);
      return success({
        steps,
        entries,
        crossesEndOfMove: entries.some((e) => e.kind === 'end_move'),
        crossesTurn: entries.some((e) => endsATurn(e.events)),
      });
    });
  }

  /**
   * Replace the deployment: only while the head is a start entry (nothing played since the start).
   * The new deployment is a new start entry after the head, so an undo brings the old one back.
   */
  editSetup(scenario: unknown): Outcome<Applied['view']> {
    const { ctx } = this;
    let json = scenario;
    if (typeof scenario === 'string') {
      const parsed = parseScenarioText(scenario);
      if (!parsed.ok) return badScenario(parsed.error);
      json = JSON.parse(withoutByteOrderMark(scenario));
    }
    const meta = ctx.log.meta();
    const start = startFromScenario(json, undefined, meta ? rulesVersionOf(meta) : undefined);
    if (!start.ok) return badScenario(start.error);
    return ctx.guard(() => {
      const outcome = ctx.db
        .transaction((): Outcome<Head> => {
          ctx.syncHead();
          const before = ctx.head;
          if (!isStartKind(before.kind)) {
            const startSeq = ctx.log.store.chainStart(before.seq) ?? 0;
            return serviceFailed('campaign/setup_closed', { entries: ctx.log.chain(before.seq, startSeq).length });
          }
          const previous = ctx.log.entry(before.seq);
          const { state, events } = start.value;
          const packed = packState(state, { keep: true });
          const seq = ctx.log.append(before.seq, {
            kind: 'setup', turn: state.turn, army: state.toMove, commander: null, payload: json, events, state: packed, at: ctx.now(),
            ledger: startLedgerLines(state), snapshot: true,
            start: { options: canonicalJson(state.options), source: canonicalJson({ kind: 'scenario', edited: true }), map: canonicalJson(state.map) },
            audit: { kind: 'setup', detail: { previous: previous ? parseStored(previous.payload, { table: 'log', column: 'payload', seq: previous.seq }) : null, previousSeq: before.seq } },
          });
          ctx.map = state.map;
          ctx.mapHash = sha256Hex(canonicalJson(state.map));
          return success({ seq, parent: before.seq, kind: 'setup', state, hash: packed.hash });
        })
        .immediate();
      if (!outcome.ok) return outcome;
      ctx.head = outcome.value;
      const view = this.viewOf(outcome.value);
      ctx.touched();
      return success(view);
    });
  }

  view(): Applied['view'] {
    this.ctx.refresh();
    return this.viewOf(this.ctx.head);
  }

  /** The view of one head, as it is (no re-reading of the file). */
  private viewOf(h: Head): Applied['view'] {
    return { path: this.ctx.path, name: this.ctx.name, state: h.state, seq: h.seq, setupPhase: isStartKind(h.kind), canUndo: h.parent !== null };
  }

  /** The entries `undo(steps)` would pass (head first) and the entry it would stop at. */
  private undoable(steps: number): Outcome<{ entries: LogRow[]; parent: number }> {
    const { ctx } = this;
    const chain = ctx.log.ancestors(ctx.head.seq, steps + 1);
    if (chain.length === 1) return serviceFailed('undo/nothing_to_undo');
    if (chain.length <= steps) return serviceFailed('undo/too_far', { steps, available: ctx.log.depth(ctx.head.seq) });
    return success({ entries: chain.slice(0, steps), parent: chain[steps].seq });
  }

  /** Move the head in one transaction; then the map of its start and the recent list follow. */
  private move(fn: () => Outcome<Moved>): Outcome<Applied> {
    const { ctx } = this;
    return ctx.guard(() => {
      const outcome = ctx.immediate((): Outcome<Moved> => {
        ctx.syncHead();
        return fn();
      });
      if (!outcome.ok) return outcome;
      const { events, ...head } = outcome.value;
      ctx.reloadMeta();
      ctx.head = head;
      const view = this.viewOf(head);
      ctx.touched();
      return success({ view, events });
    });
  }
}

/** One action to record, with the note it leaves in the log (a computer player's reason). */
export interface RecordStep {
  readonly action: Action;
  readonly note?: EntryNote;
}

export interface RecordOptions {
  /** The head the actions were prepared at: another head is refused as `bots/stale`. */
  readonly basedOn?: number;
  /** The note of every step that brings none of its own. */
  readonly note?: EntryNote;
  /** The army the actions are given for: refused as `access/not_your_move` when another is to move (issue 23). */
  readonly army?: Army;
  /**
   * The head a player saw when he gave an end of move or an appointment: anything recorded after it
   * refuses the call as `game/moved_on` (a player never ends a move on orders he has not seen).
   */
  readonly seen?: number;
  /**
   * Inside the write transaction, on the head it writes on, before the actions are reduced: a
   * failure refuses the call and nothing is written (a move file's key is checked here).
   */
  readonly admit?: (head: Head) => Outcome<unknown> | undefined;
  /** Inside the write transaction, after every action was appended (a move file's key is spent here). */
  readonly written?: (head: Head) => void;
}

/** What the dry run found: the head it ran from, and the steps refused there (indices into the steps given). */
export interface StepCheck {
  readonly seq: number;
  readonly refused: readonly { readonly index: number; readonly code: string; readonly message: { readonly ru: string; readonly en: string } }[];
}

interface Walk {
  readonly applied: { readonly step: RecordStep; readonly from: GameState; readonly state: GameState; readonly events: readonly GameEvent[] }[];
  readonly refused: { readonly index: number; readonly refusal: Refusal }[];
}

/**
 * Reduce each step once, from `start`: the one walk both `record` (which stops at the first
 * refusal) and its dry run (which skips a refused step and goes on) take.
 */
function stepThrough(start: GameState, steps: readonly RecordStep[], onRefusal: 'stop' | 'skip'): Walk {
  const applied: Walk['applied'][number][] = [];
  const refusals: Walk['refused'][number][] = [];
  let s = start;
  for (const [index, step] of steps.entries()) {
    const r = reduce(s, step.action);
    if (!r.ok) {
      refusals.push({ index, refusal: r.error });
      if (onRefusal === 'stop') break;
      continue;
    }
    applied.push({ step, from: s, state: r.value.state, events: r.value.events });
    s = r.value.state;
  }
  return { applied, refused: refusals };
}

/** The engine's refusal of one step, naming the step (its index among those given). */
function refusedAt({ index, refusal }: Walk['refused'][number]): ReturnType<typeof refused> {
  const r = refused(refusal);
  return { ok: false, error: { ...r.error, detail: { ...r.error.detail, step: index } } };
}

/** Entries as the audit trail records what an undo or redo passed. */
const described = (rows: readonly LogRow[]) => rows.map((e) => ({ seq: e.seq, kind: e.kind, commander: e.commander, payload: parseStored(e.payload, { table: 'log', column: 'payload', seq: e.seq }), at: e.at }));
