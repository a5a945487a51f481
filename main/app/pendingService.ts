/**
 * TEMPORARY, until branch `persist` lands the service's redo, redoDepth, undoPreview and
 * changesSince (API.md): the same signatures over today's service, so the window can be built and
 * tested. Redo here re-gives the undone entries from memory (this console's run only). Deleted at
 * the merge: the handlers then call the service's own methods.
 */
import type { Applied, Changes, HistoryEntry, UndoPreview } from '../../shared/bridge/contract';
import type { Army, Cell, Order } from '../../shared/rules/polkovodets';
import { success, type Outcome } from '../campaign/failure';
import type { Campaign } from '../campaign/service';

export interface LiveCampaign {
  undo(steps?: number): Outcome<Applied>;
  redo(steps?: number): Outcome<Applied>;
  redoDepth(): number;
  undoPreview(steps?: number): Outcome<UndoPreview>;
  changesSince(seq: number): Changes;
}

const undone = new WeakMap<Campaign, HistoryEntry[]>();
// The lowest seq an undo has taken back since: a caller's seq at or above it may name a lost entry.
const rewound = new WeakMap<Campaign, number>();

const refusedUndo = (code: string, ru: string, en: string) => ({ ok: false as const, error: { kind: 'refusal' as const, code, message: { ru, en } } });

export function live(c: Campaign): LiveCampaign {
  const stack = undone.get(c) ?? [];
  undone.set(c, stack);
  return {
    undo(steps = 1) {
      const taken = c.history(c.seq() - steps, c.seq());
      const o = c.undo(steps);
      if (o.ok) {
        stack.push(...taken.reverse());
        rewound.set(c, Math.min(rewound.get(c) ?? Infinity, o.value.view.seq + 1));
      }
      return o;
    },
    redo(steps = 1) {
      if (stack.length === 0) return refusedUndo('undo/nothing_to_redo', 'Повторять нечего.', 'Nothing to redo.');
      if (steps > stack.length) return refusedUndo('undo/too_far', `Можно повторить не больше ${stack.length}.`, `At most ${stack.length} can be redone.`);
      let last: Outcome<Applied> | null = null;
      for (let i = 0; i < steps; i++) {
        const e = stack.pop()!;
        const p = e.payload as { at?: Cell; army?: Army; amount?: number; reason?: string } & Order;
        last = e.kind === 'order' ? c.submitOrder(p) : e.kind === 'end_move' ? c.endMove() : e.kind === 'appoint' ? c.appointMarshal(p.at!) : c.correctDepots(p.army!, p.amount! / 2, p.reason!);
        if (!last.ok) return last;
      }
      return last!;
    },
    redoDepth: () => stack.length,
    undoPreview(steps = 1) {
      const entries = c.history(c.seq() - steps, c.seq()).reverse();
      if (entries.length === 0) return refusedUndo('undo/nothing_to_undo', 'Отменять нечего.', 'Nothing to undo.');
      return success({
        steps,
        entries,
        crossesEndOfMove: entries.some((e) => e.kind === 'end_move'),
        crossesTurn: entries.some((e) => e.events.some((ev) => ev.type === 'turn_started' || ev.type === 'game_over')),
      });
    },
    changesSince(seq) {
      const history = c.history();
      const ledger = c.ledger();
      const head = c.seq();
      const lost = rewound.get(c);
      rewound.delete(c);
      if (seq > head || (lost !== undefined && seq >= lost)) return { seq: head, reset: true, history, ledger };
      return { seq: head, reset: false, history: history.filter((e) => e.seq > seq), ledger: ledger.filter((l) => l.seq > seq) };
    },
  };
}

/** Any new action drops what could be redone. */
export function forgetRedo(c: Campaign): void {
  undone.get(c)?.splice(0);
}
