/**
 * Undo and redo over the append-only log (schema 3): the head moves, no row is deleted; redo comes
 * back to the identical state; a new action after an undo drops the redo path and starts a new
 * branch that `verify` replays with the abandoned one; previews, changes since a position, the
 * audit trail, a second writer, and the log's kinds against the engine's.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_KINDS, stateHash } from '../../db';
import { ACTION_KINDS } from '../../shared/rules/polkovodets';
import { must, service, tempDir } from './helpers';
import { chooseAction, perform, rng } from './play';
import type { Campaign } from '../../main/campaign/service';
import { campaignReport, sinceLastSessionSummaries, turnSummaries } from '../../main/summary';

function playRandom(c: Campaign, seed: number, count: number): void {
  const random = rng(seed);
  for (let i = 0; i < count; i++) {
    const action = chooseAction(c.state(), random, { correction: 0.05, endMove: 0.25 });
    if (!action) break;
    must(perform(c, action));
  }
}

function newCampaign(label: string, seed = 7): { c: Campaign; file: string } {
  const dir = tempDir(label);
  const file = join(dir, `${label}.polk`);
  const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'small', seed } }));
  return { c, file };
}

const rowCount = (file: string, table: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
};

describe('undo and redo', () => {
  it('undo N then redo N comes back to the identical state, history and ledger, deleting nothing', () => {
    const { c, file } = newCampaign('redo');
    playRandom(c, 1, 60);
    const head = c.seq();
    const hash = stateHash(c.state());
    const history = c.history();
    const ledger = c.ledger();
    const entries = rowCount(file, 'log');
    const ledgerRows = rowCount(file, 'ledger');
    const snapshots = rowCount(file, 'snapshot');

    expect(c.redoDepth()).toBe(0);
    must(c.undo(7));
    expect(c.redoDepth()).toBe(7);
    expect(c.history()).toEqual(history.slice(0, -7));
    must(c.undo(3));
    expect(c.redoDepth()).toBe(10);
    expect(rowCount(file, 'log')).toBe(entries);
    expect(rowCount(file, 'ledger')).toBe(ledgerRows);
    expect(rowCount(file, 'snapshot')).toBe(snapshots);

    // Step by step part of the way, then the rest at once.
    const one = must(c.redo());
    expect(one.view.seq).toBe(history[history.length - 10].seq);
    expect(one.events).toEqual(history[history.length - 10].events);
    expect(c.redoDepth()).toBe(9);
    must(c.redo(9));
    expect(c.redoDepth()).toBe(0);
    expect(c.seq()).toBe(head);
    expect(stateHash(c.state())).toBe(hash);
    expect(c.history()).toEqual(history);
    expect(c.ledger()).toEqual(ledger);
    expect(c.view()).toMatchObject({ seq: head, canUndo: true });

    const nothing = c.redo();
    expect(!nothing.ok && nothing.error).toMatchObject({ kind: 'refusal', code: 'undo/nothing_to_redo' });
    must(c.undo(2));
    const far = c.redo(3);
    expect(!far.ok && far.error).toMatchObject({ kind: 'refusal', code: 'undo/too_far', detail: { steps: 3, available: 2 } });
    expect(!far.ok && far.error.message.en).toMatch(/redone/);
    expect(!far.ok && far.error.message.ru).toMatch(/повторить/);
    const bad = c.redo(0);
    expect(!bad.ok && bad.error.code).toBe('undo/bad_steps');
    expect(c.redoDepth()).toBe(2);

    // Undo and redo are in the audit trail, with what they passed.
    const trail = c.audit().filter((a) => a.kind === 'undo' || a.kind === 'redo');
    expect(trail.map((a) => a.kind)).toEqual(['undo', 'undo', 'redo', 'redo', 'undo']);
    expect(trail[2]).toMatchObject({ seq: one.view.seq, detail: { from: history[history.length - 11].seq, to: one.view.seq } });
    expect(c.verify()).toMatchObject({ ok: true, entries });
    c.close();
  });

  it('a new action after an undo drops the redo path; verify replays the abandoned branch too', () => {
    const { c, file } = newCampaign('branch', 8);
    playRandom(c, 2, 50);
    const abandoned = c.history().slice(-5);
    must(c.undo(5));
    must(c.endMove());
    expect(c.redoDepth()).toBe(0);
    const again = c.redo();
    expect(!again.ok && again.error.code).toBe('undo/nothing_to_redo');
    // The abandoned entries stay in the file, out of every view.
    const seqs = c.history().map((e) => e.seq);
    for (const e of abandoned) expect(seqs).not.toContain(e.seq);
    expect(c.ledger().some((l) => abandoned.some((e) => e.seq === l.seq))).toBe(false);
    expect(c.seq()).toBe(abandoned[abandoned.length - 1].seq + 1);
    const report = c.verify();
    expect(report).toMatchObject({ ok: true, entries: rowCount(file, 'log') });
    c.close();

    // Verify does replay the abandoned branch: a tampered entry there is caught.
    const db = new Database(file);
    db.exec('DROP TRIGGER log_no_update');
    db.prepare("UPDATE log SET events = '[]' WHERE seq = ?").run(abandoned[2].seq);
    db.close();
    const reopened = must(service().open(file));
    expect(reopened.verify().problems).toEqual([expect.objectContaining({ seq: abandoned[2].seq, what: 'events' })]);
    reopened.close();
  });

  it('keeps the redo path in the file: it survives closing, and another writer’s action drops it', () => {
    const { c, file } = newCampaign('writers', 9);
    playRandom(c, 3, 30);
    const hash = stateHash(c.state());
    must(c.undo(4));
    c.close();
    const svc = service({ backups: false });
    const a = must(svc.open(file));
    const b = must(svc.open(file));
    expect(a.redoDepth()).toBe(4);
    must(a.redo(4));
    expect(stateHash(a.state())).toBe(hash);
    // b sees a's redo, and undoes again; a sees that.
    expect(b.seq()).toBe(a.seq());
    must(b.undo(2));
    expect(a.redoDepth()).toBe(2);
    // b gives a new action: a's redo has nothing to take back any more.
    must(b.endMove());
    expect(a.redoDepth()).toBe(0);
    const r = a.redo();
    expect(!r.ok && r.error.code).toBe('undo/nothing_to_redo');
    expect(a.verify().ok).toBe(true);
    a.close();
    b.close();
  });

  it('previews an undo without doing it', () => {
    const { c } = newCampaign('preview', 10);
    must(c.endMove());
    must(c.endMove());
    must(c.endMove()); // the third end of move starts turn 2
    const order = c.legalOrders()[0];
    must(c.submitOrder(order));
    const seq = c.seq();
    const small = must(c.undoPreview(1));
    expect(small).toMatchObject({ steps: 1, crossesEndOfMove: false, crossesTurn: false });
    expect(small.entries.map((e) => e.kind)).toEqual(['order']);
    const big = must(c.undoPreview(2));
    expect(big.entries.map((e) => [e.seq, e.kind])).toEqual([
      [seq, 'order'],
      [seq - 1, 'end_move'],
    ]);
    expect(big).toMatchObject({ crossesEndOfMove: true, crossesTurn: true });
    const middle = must(c.undoPreview(3)).entries.at(-1);
    expect(middle?.events.some((e) => e.type === 'turn_started')).toBe(false);
    expect(c.seq()).toBe(seq);
    expect(c.redoDepth()).toBe(0);
    const far = c.undoPreview(9);
    expect(!far.ok && far.error).toMatchObject({ code: 'undo/too_far', detail: { steps: 9, available: 4 } });
    expect(must(c.undoPreview(4)).entries.map((e) => e.seq)).toEqual(c.history().slice(1).reverse().map((e) => e.seq));
    c.close();
  });

  it('tells a window what changed since the last position it saw', () => {
    const { c } = newCampaign('changes', 11);
    playRandom(c, 4, 20);
    const seen = c.seq();
    playRandom(c, 5, 6);
    const now = c.changesSince(seen);
    expect(now).toMatchObject({ seq: c.seq(), reset: false });
    expect(now.history).toEqual(c.history(seen));
    expect(now.ledger).toEqual(c.ledger().filter((l) => l.seq > seen));
    expect(c.changesSince(c.seq())).toEqual({ seq: c.seq(), reset: false, history: [], ledger: [] });
    // After an undo past what the window saw, it gets the whole lists.
    must(c.undo(10));
    const reset = c.changesSince(seen);
    expect(reset).toEqual({ seq: c.seq(), reset: true, history: c.history(), ledger: c.ledger() });
    expect(c.changesSince(9999).reset).toBe(true);
    c.close();
  });

  it('summaries and the report read the current chain only: an abandoned branch is in none of them', () => {
    const { c } = newCampaign('summary', 12);
    playRandom(c, 6, 45);
    const abandoned = c.history().slice(-12);
    must(c.undo(12));
    playRandom(c, 7, 20);
    const chain = new Set(c.history().map((e) => e.seq));
    const gone = new Set(abandoned.map((e) => e.seq));
    for (let turn = 1; turn <= c.state().turn; turn++) {
      for (const s of turnSummaries(c, { turn })) {
        for (const item of [...s.orders, ...s.events, ...s.moves]) {
          expect(chain.has(item.seq)).toBe(true);
          expect(gone.has(item.seq)).toBe(false);
        }
        // Depots at the start plus the ledger of the turn are the depots at its end.
        for (const a of s.armies) expect(a.depotsStart + a.ledger.reduce((n, l) => n + l.amount, 0)).toBe(a.depotsEnd);
      }
    }
    const since = sinceLastSessionSummaries(c)[0];
    expect(since.orders.every((o) => chain.has(o.seq))).toBe(true);
    const report = campaignReport(c);
    const state = c.state();
    for (const army of state.armies) expect(report.depots[army]!.at(-1)).toBe((state.depots[army] ?? 0) / 2);
    c.close();
  });

  it("the log's kinds are the engine's actions and the start kinds, and nothing else", () => {
    const { c, file } = newCampaign('kinds');
    c.close();
    const db = new Database(file, { readonly: true });
    const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'log'").pluck().get() as string;
    db.close();
    const list = /kind\s+TEXT\s+NOT NULL CHECK \(kind IN \(([^)]*)\)\)/.exec(sql);
    expect(list).not.toBeNull();
    const kinds = list![1].split(',').map((k) => k.trim().replace(/^'|'$/g, ''));
    expect([...kinds].sort()).toEqual([...START_KINDS, ...ACTION_KINDS].sort());
  });
});
