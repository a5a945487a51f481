/**
 * A move by correspondence (issue 23 item 7): `packet` hands out a move packet for the army to move
 * (a new key, the older one of that army replaced), `moveIn` applies a player's move file — the
 * whole move through `LiveCampaign.record` in one transaction, after the checks on the file, its
 * campaign, its key, its army and its position — or refuses it with the campaign file unchanged.
 *
 * The key guards against mix-ups, stale and replayed files: a move of another campaign, made on an
 * older position or an older packet, or applied twice (the key is spent with its move, and an undo
 * does not revive it). It is not a password against whoever holds the packet.
 */
import { FileProblem, MailKeys, asFileProblem, isStartKind, parseStored, stateText, type MailKeyRow } from '../../db';
import { PACKET_FORMAT, type MailKeyView, type MoveFile, type Packet, type PacketEntry } from '../../shared/bridge/mail';
import { parseMoveFile } from '../../shared/bridge/mailSchema';
import { publicState } from '../../shared/publicState';
import { actionFromEntry, isCommanderType, mapFileJson, plainOrder, type Action, type Army, type GameState, type UnitType } from '../../shared/rules/polkovodets';
import type { Applied } from '../../shared/bridge/contract';
import type { CampaignContext, Head } from './context';
import { fileFailed, serviceFailed, success, type Outcome } from './failure';
import { fileProblemMessage } from './messages';
import { INPUT_LIMITS } from './inputs';
import type { StagedOutput } from './output';
import type { LiveCampaign, RecordStep } from './live';

/** A key as the console lists it: never the key, never its hash. */
export type MailKeyInfo = MailKeyView;

/** A move file applied: the position after it, its events, and the key it spent. */
export type MoveApplied = Applied & { readonly keyId: string; readonly army: Army; readonly actions: number };

export class CampaignMail {
  private readonly keys: MailKeys;

  constructor(
    private readonly ctx: CampaignContext,
    private readonly live: LiveCampaign,
  ) {
    this.keys = new MailKeys(ctx.db);
  }

  /** The campaign's random id; a file without one (schema 5 gives every file its id) is damaged. */
  campaignId(): string {
    const id = this.keys.campaignId();
    if (!id) throw this.ctx.damaged({ table: 'campaign', column: 'uid' }, 'no campaign id');
    return id;
  }

  /** Every key handed out, oldest first. */
  list(): MailKeyInfo[] {
    return this.ctx.read(() => this.keys.list().map(info));
  }

  /**
   * A packet for `army`, which must be to move in a game still playing: a new key is stored
   * (hashed) in the same transaction that reads the head, and the army's earlier key is replaced.
   * `deliver` (the page made for a download, or staged beside its file) runs inside that transaction
   * before the key is committed: when it fails, no key is issued and the army's earlier packet still
   * counts. A staged page is put in place only after the commit, and dropped when the commit fails:
   * no page is ever left whose key was never issued.
   */
  packet(army: Army, deliver?: (packet: Packet) => StagedOutput | void): Outcome<Packet> {
    const { ctx } = this;
    let unwritten: FileProblem | null = null;
    // Set inside the transaction's callback (a holder: the compiler does not follow assignments made there).
    const delivered: { staged?: StagedOutput } = {};
    return ctx.guard(() => {
      let issued: Outcome<Packet>;
      try {
        issued = ctx.db
          .transaction((): Outcome<Packet> => {
            ctx.syncHead();
            const head = ctx.head;
            const { state } = head;
            if (state.status !== 'playing' || state.toMove !== army) return serviceFailed('mail/not_your_move', { army, toMove: state.status === 'playing' ? state.toMove : '', packet: true });
            const campaign = this.campaignId();
            const issuedAt = ctx.now();
            const hash = ctx.hashOf(head);
            const { key, keyId } = this.keys.issue(army, head.seq, hash, issuedAt);
            const packet: Packet = {
              format: PACKET_FORMAT,
              campaign,
              campaignName: ctx.name,
              army,
              basedOn: { seq: head.seq, stateHash: hash },
              key,
              keyId,
              position: publicState(state),
              state: engineState(state),
              map: mapFileJson(state.map),
              since: this.since(head, army),
              issuedAt,
            };
            try {
              delivered.staged = deliver?.(packet) ?? undefined;
            } catch (e) {
              unwritten = asFileProblem(e, ctx.path);
              throw e; // The key is rolled back with the transaction.
            }
            return success(packet);
          })
          .immediate();
      } catch (e) {
        delivered.staged?.drop();
        if (unwritten) return pageFailed('mail/page_not_written', { army }, unwritten);
        throw e;
      }
      const { staged } = delivered;
      if (staged && !issued.ok) staged.drop();
      else if (staged && issued.ok) {
        try {
          staged.place();
        } catch (e) {
          const problem = asFileProblem(e, ctx.path);
          if (!problem) throw e;
          return pageFailed('mail/page_not_placed', { army, keyId: issued.value.keyId }, problem);
        }
      }
      return issued;
    });
  }

  /**
   * Apply a move file's text (read within the move file's limit by the caller). Refusals: the file
   * is not a move file (`mail/damaged`), of another campaign, with a key never issued for its army,
   * replaced or spent, for an army not to move, on another position, too long or not a whole move;
   * an action the rules refuse is the engine's refusal naming the action's index (nothing applied).
   */
  moveIn(text: string): Outcome<MoveApplied> {
    // The command line reads at most the limit; the window sends text, checked here.
    if (Buffer.byteLength(text, 'utf8') > INPUT_LIMITS.moves) return fileFailed(new FileProblem('file/too_large', '', { what: 'moves', limit: INPUT_LIMITS.moves }));
    let json: unknown;
    try {
      json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch (e) {
      return serviceFailed('mail/damaged', { path: '(JSON)', problem: (e instanceof Error ? e.message : String(e)).slice(0, 160) });
    }
    const parsed = parseMoveFile(json);
    if (!parsed.ok) return serviceFailed('mail/damaged', { path: parsed.path, problem: parsed.problem });
    const move = parsed.value;
    const whole = wholeMove(move);
    if (whole) return whole;
    const { ctx } = this;
    return ctx.guard(() => {
      ctx.refresh();
      const campaign = this.campaignId();
      if (move.campaign !== campaign) return serviceFailed('mail/other_campaign', { campaign: move.campaign, expected: campaign });
      // Checked first on the head as it is (the precise words), then again inside the write.
      const before = this.admit(move, ctx.head);
      if (!before.ok) return before;
      const keyRow = before.value;
      const steps: RecordStep[] = move.actions.map((a) => ({ action: actionOf(a) }));
      const outcome = this.live.record(steps, {
        basedOn: move.basedOn.seq,
        note: { by: 'mail', campaign, keyId: keyRow.key_id },
        admit: (head) => this.admit(move, head),
        written: (head) => {
          if (!this.keys.spend(keyRow.id, head.seq, ctx.now())) throw new FileProblem('file/inconsistent', ctx.path, { reason: 'mail key' });
        },
      });
      if (!outcome.ok) {
        const index = outcome.error.detail?.step;
        if (outcome.error.kind !== 'refusal') return outcome;
        // One action or several: the answer names the action refused, by its index in the file.
        const at = typeof index === 'number' ? index : 0;
        const m = serviceFailed('mail/refused_at', { index: at, reason: outcome.error.message.ru }).error.message;
        const en = serviceFailed('mail/refused_at', { index: at, reason: outcome.error.message.en }).error.message.en;
        return { ok: false, error: { ...outcome.error, message: { ru: m.ru, en }, detail: { ...outcome.error.detail, step: at, index: at } } };
      }
      return success({ ...outcome.value, keyId: keyRow.key_id, army: move.army, actions: steps.length });
    });
  }

  /** The file's key, army and position against the head: the key row to spend, or the refusal. */
  private admit(move: MoveFile, head: Head): Outcome<MailKeyRow> {
    const row = this.keys.find(move.key);
    const army = move.army;
    if (!row || row.army !== army) return serviceFailed('mail/wrong_key', { army });
    if (row.status === 'spent') return serviceFailed('mail/spent_key', { army, seq: row.settled_seq });
    if (row.status === 'replaced') return serviceFailed('mail/replaced_key', { army });
    const { state } = head;
    if (state.status !== 'playing' || state.toMove !== army) return serviceFailed('mail/not_your_move', { army, toMove: state.status === 'playing' ? state.toMove : '' });
    const hashDiffers = move.basedOn.stateHash !== row.state_hash || this.ctx.hashOf(head) !== row.state_hash;
    if (move.basedOn.seq !== row.based_seq || head.seq !== row.based_seq || hashDiffers) {
      return serviceFailed('mail/stale', { basedOn: move.basedOn.seq, head: head.seq, hash: hashDiffers });
    }
    const max = commanders(state, army) + 2;
    if (move.actions.length > max) return serviceFailed('mail/too_many', { count: move.actions.length, max });
    return success(row);
  }

  /** The current chain's entries after the army's last end of move (all of them, if it never moved). */
  private since(head: Head, army: Army): PacketEntry[] {
    const entries = this.ctx.log.chain(head.seq);
    let from = 0;
    for (const e of entries) if (isStartKind(e.kind) || (e.kind === 'end_move' && e.army === army)) from = e.seq;
    return entries
      .filter((e) => e.seq > from)
      .map((e) => {
        const payload = parseStored(e.payload, { table: 'log', column: 'payload', seq: e.seq });
        const action = isStartKind(e.kind) ? null : actionFromEntry(e.kind, payload);
        return { seq: e.seq, turn: e.turn, army: e.army, action: action?.ok ? action.value : null, events: parseStored<PacketEntry['events']>(e.events, { table: 'log', column: 'events', seq: e.seq }) };
      });
  }
}

/**
 * A packet whose page failed: the file's own words in each language. `mail/page_not_written`: the
 * page could not be written or made, so no key was issued. `mail/page_not_placed`: the key was
 * committed but its staged page could not be renamed into place.
 */
function pageFailed(code: 'mail/page_not_written' | 'mail/page_not_placed', detail: { army: Army; keyId?: string }, problem: FileProblem): ReturnType<typeof serviceFailed> {
  const why = fileProblemMessage(problem);
  const failure = serviceFailed(code, { ...detail, file: problem.file, problem: problem.code, reason: why.ru });
  const en = serviceFailed(code, { ...detail, reason: why.en }).error.message.en;
  return { ok: false, error: { ...failure.error, message: { ru: failure.error.message.ru, en } } };
}

/** How many commanders an army has now (each may give one order). */
const commanders = (state: GameState, army: Army) => state.units.filter((u) => u.army === army && isCommanderType(u.type)).length;

/** A whole move: exactly one end of move, the last action; an appointment only first. Null when it is. */
function wholeMove(move: MoveFile): ReturnType<typeof serviceFailed> | null {
  const ends = move.actions.filter((a) => a.kind === 'end_move').length;
  const last = move.actions[move.actions.length - 1];
  const lateAppoint = move.actions.some((a, i) => a.kind === 'appoint' && i > 0);
  return ends !== 1 || last.kind !== 'end_move' || lateAppoint ? serviceFailed('mail/not_whole') : null;
}

/** A move file's action as the engine's (an order keeps only what was decided: plainOrder). */
function actionOf(a: MoveFile['actions'][number]): Action {
  if (a.kind === 'end_move') return { kind: 'end_move' };
  if (a.kind === 'appoint') return { kind: 'appoint', at: [a.at[0], a.at[1]] };
  const o = a.order;
  const to: [number, number] = [o.to[0], o.to[1]];
  const order =
    o.kind === 'step'
      ? { kind: 'step' as const, commander: o.commander, to }
      : o.kind === 'recruit'
        ? { kind: 'recruit' as const, commander: o.commander, recruit: o.recruit as UnitType, to }
        : { kind: o.kind, commander: o.commander, unit: o.unit ?? '', to };
  return { kind: 'order', order: plainOrder(order) };
}

/** The engine's state without its map, as plain data (the page adds the packet's map back). */
function engineState(state: GameState): unknown {
  return JSON.parse(stateText(state)) as unknown;
}

const info = (r: MailKeyRow): MailKeyInfo => ({ keyId: r.key_id, army: r.army as Army, basedOn: r.based_seq, issuedAt: r.issued_at, status: r.status, settledAt: r.settled_at, settledSeq: r.settled_seq });
