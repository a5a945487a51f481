/**
 * The head's row since schema 6 (db/migrationHead.ts): an order's commit writes its log entry and
 * moves the head — the seq, the state's hash and the snapshot it is rebuilt from — never the whole
 * state's text. The state reopens from that snapshot with the entries after it replayed, after
 * orders, ends of move, undo and redo; a wrong `base` is reported by verify; a head whose snapshot
 * no longer inflates is refused in words, not with a zlib error, and opened for verify from the
 * snapshot before it, so verify names the damaged one.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../db';
import type { Campaign } from '../../main/campaign/service';
import { must, service, tempDir, walOf } from './helpers';
import { chooseAction, perform, rng } from './play';

function headRow(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT seq, state, state_hash, base FROM current').get() as { seq: number; state: string | null; state_hash: string; base: number | null };
  } finally {
    db.close();
  }
}

/** The nearest entry up the head's chain that is a start or an end of move (where the snapshots are). */
function expectedBase(c: Campaign): number {
  const chain = c.history();
  for (let i = chain.length - 1; i >= 0; i--) if (['create', 'setup', 'end_move'].includes(chain[i].kind)) return chain[i].seq;
  throw new Error('no start in the chain');
}

function reopened(file: string): { seq: number; hash: string } {
  const again = must(service({ backups: false }).open(file));
  try {
    return { seq: again.seq(), hash: stateHash(again.state()) };
  } finally {
    again.close();
  }
}

describe("the head's row (schema 6)", () => {
  it('holds no state text; its base is the nearest snapshot; the file reopens on the same state after orders, ends of move, undo and redo', () => {
    const file = join(tempDir('head'), 'large.polk');
    const svc = service({ backups: false });
    const c = must(svc.create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 24 } }));
    const random = rng(24);
    let orders = 0;
    for (let i = 0; i < 60; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.2, undo: 0.08, redo: 0.3 }, c.history().length - 1, c.redoDepth());
      if (!action) break;
      must(perform(c, action));
      if (action.kind === 'order') orders++;
      const row = headRow(file);
      expect(row).toEqual({ seq: c.seq(), state: null, state_hash: stateHash(c.state()), base: expectedBase(c) });
      if (i % 10 === 9) expect(reopened(file)).toEqual({ seq: c.seq(), hash: stateHash(c.state()) });
    }
    expect(orders).toBeGreaterThan(10);
    expect(c.verify().problems).toEqual([]);
    c.close();
    expect(headRow(file).state).toBeNull();
  });

  it("an order's commit appends a few pages to the WAL, not the state's text (about 13 KB here: four overflow pages more)", () => {
    const file = join(tempDir('head'), 'large.polk');
    const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 3 } }));
    const random = rng(5);
    const perOrder: number[] = [];
    for (let i = 0; i < 40; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.15 });
      if (!action) break;
      const before = walOf(file).frames;
      must(perform(c, action));
      const after = walOf(file).frames;
      // (The first write after creating the file may start the WAL over: its count is not an append.)
      if (action.kind === 'order' && after >= before) perOrder.push(after - before);
    }
    expect(perOrder.length).toBeGreaterThan(10);
    // An order is the log's leaf, its parent index's leaf and the head's row: three pages (the text
    // in the head's row made it eight: its four overflow pages and the row's own leaf besides). A
    // page split or a recruit's ledger line adds a few now and then.
    const sorted = [...perOrder].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBe(3);
    expect(sorted[sorted.length - 1]).toBeLessThanOrEqual(8);
    c.close();
  });

  it('verify reports a base that is not the nearest snapshot; a head whose snapshot does not inflate is refused in words', () => {
    const file = join(tempDir('head'), 'small.polk');
    const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 4 } }));
    const random = rng(9);
    for (let i = 0; i < 12; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.3 });
      if (!action) break;
      must(perform(c, action));
    }
    must(c.endMove());
    must(c.submitOrder(c.legalOrders()[0]));
    c.close();
    const db = new Database(file);
    db.prepare('UPDATE current SET base = 0').run();
    db.close();
    const opened = must(service({ backups: false }).open(file, { checkCurrent: false }));
    expect(opened.verify().problems.map((p) => p.what)).toContain('current');
    opened.close();

    const damaged = new Database(file);
    const base = (damaged.prepare('SELECT seq FROM log WHERE kind = ? ORDER BY seq DESC LIMIT 1').pluck().get('end_move') as number);
    damaged.prepare('UPDATE current SET base = ?').run(base);
    for (const t of damaged.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'snapshot'").pluck().all() as string[]) damaged.exec(`DROP TRIGGER "${t}"`);
    damaged.prepare('UPDATE snapshot SET state = ? WHERE seq = ?').run(Buffer.from('not deflate'), base);
    damaged.close();
    const refused = service({ backups: false }).open(file);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('file/damaged');
      expect(refused.error.message.en).not.toMatch(/zlib|Error:/);
    }
    // Opened as verify opens it: from the snapshot before, so verify can name the damaged one.
    const forVerify = must(service({ backups: false }).open(file, { checkCurrent: false }));
    expect(forVerify.verify().problems.filter((p) => p.what === 'snapshot').map((p) => p.seq)).toEqual([base]);
    forVerify.close();
  });
});
