/**
 * Read-only views of an open campaign's past. They all show the current chain from its start: the
 * head, its ancestors back to the last start entry (the deployment being played). Entries an undo
 * left behind stay in the file (verify replays them) but are no part of any view; an undone setup
 * edit's earlier deployment comes back into view only when an undo moves the head to it.
 */
import type { GameState } from '../../shared/rules/polkovodets';
import type { HistoryEntry, LedgerEntry, SinceLastSession } from '../../shared/bridge/contract';
import { parseStored, type SessionRow } from '../../db';
import type { CampaignContext } from './context';
import { toHistoryEntry, toLedgerEntry } from './entries';
import { serviceFailed, success, type Outcome } from './failure';
import type { AuditEntry, Changes } from './types';

const SINCE_LAST_SESSION_LIMIT = 500;

export class CampaignViews {
  constructor(private readonly ctx: CampaignContext) {}

  /** The seq of the current chain's start (0 unless the deployment was edited). */
  private startSeq(): number {
    return this.ctx.log.store.chainStart(this.ctx.head.seq) ?? 0;
  }

  /** The current chain as history entries (or its entries with from < seq ≤ to). */
  history(from = -1, to = Number.MAX_SAFE_INTEGER): HistoryEntry[] {
    return this.ctx.read(() => this.ctx.log.chain(this.ctx.head.seq, Math.max(from, this.startSeq() - 1), to).map(toHistoryEntry));
  }

  /** The state after any entry of the current chain (read-only: nothing changes). */
  stateAt(seq: number): Outcome<GameState> {
    const { ctx } = this;
    return ctx.guard(() => {
      ctx.refresh();
      const head = ctx.head.seq;
      if (seq === head) return success(ctx.head.state);
      if (!Number.isInteger(seq) || seq < this.startSeq() || seq > head || !this.onChain(seq)) return serviceFailed('history/out_of_range', { seq, last: head });
      return success(ctx.db.transaction(() => ctx.reconstruct(seq).state).deferred());
    });
  }

  /** Every change of every army's depots on the current chain, in regimental depots. */
  ledger(): LedgerEntry[] {
    return this.ctx.read(() => this.ctx.log.chainLedger(this.ctx.head.seq, this.startSeq() - 1).map(toLedgerEntry));
  }

  /**
   * What the window needs after the last position it saw: the entries of the current chain after
   * `seq` and their ledger lines, or — when `seq` is not on the current chain any more (an undo,
   * a redo, another writer) — the whole lists with `reset`.
   */
  changesSince(seq: number): Changes {
    const { ctx } = this;
    return ctx.read(() =>
      ctx.db
        .transaction((): Changes => {
          const head = ctx.head.seq;
          const start = this.startSeq();
          const onChain = Number.isInteger(seq) && seq >= start && seq <= head && this.onChain(seq);
          const after = onChain ? seq : start - 1;
          return {
            seq: head,
            reset: !onChain,
            history: ctx.log.chain(head, after).map(toHistoryEntry),
            ledger: ctx.log.chainLedger(head, after).map(toLedgerEntry),
          };
        })
        .deferred(),
    );
  }

  /** The game master's interventions (depot corrections, undos, redos, setup edits), all of them. */
  audit(): AuditEntry[] {
    return this.ctx.read(() =>
      this.ctx.log.store
        .corrections()
        .map((r) => ({ at: r.at, kind: r.kind, seq: r.seq, army: r.army, amount: r.amount === null ? null : r.amount / 2, reason: r.reason, detail: parseStored(r.detail, { table: 'correction', column: 'detail' }) })),
    );
  }

  sessions(): SessionRow[] {
    return this.ctx.read(() => this.ctx.log.store.sessions());
  }

  /**
   * What happened since the last session began: the current chain after the last of its entries
   * the previous session opened at (or before), at most the last 500 entries; a first opening
   * shows the whole chain.
   */
  sinceLastSession(sessionId: number): SinceLastSession {
    const { ctx } = this;
    return ctx.read(() => {
      const previous = ctx.log.store.previousSession(sessionId);
      const toSeq = ctx.head.seq;
      const start = this.startSeq();
      let chain = ctx.log.chain(toSeq, start);
      let fromSeq = start;
      if (previous) {
        const opened = previous.open_seq;
        for (const e of chain) if (e.seq <= opened) fromSeq = e.seq;
        chain = chain.filter((e) => e.seq > fromSeq);
      }
      if (chain.length > SINCE_LAST_SESSION_LIMIT) {
        fromSeq = chain[chain.length - SINCE_LAST_SESSION_LIMIT - 1].seq;
        chain = chain.slice(-SINCE_LAST_SESSION_LIMIT);
      }
      return { lastClosed: previous?.closed_at ?? null, fromSeq, toSeq, entries: chain.map(toHistoryEntry) };
    });
  }

  /** Is `seq` the head or one of its ancestors? */
  private onChain(seq: number): boolean {
    return this.ctx.log.chain(this.ctx.head.seq, seq - 1, seq).length === 1;
  }
}
