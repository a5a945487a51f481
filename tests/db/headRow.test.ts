/**
 * The head since schema 6 and 7 (db/migrationHead.ts). Schema 6: the head's row holds the seq, the
 * state's hash and the snapshot it is rebuilt from — never the whole state's text. Schema 7: an
 * appended entry is the head without that row (the log's last entry, once the row's `log_seq` is
 * passed), and an order's entry keeps no hash: an order's commit is the log's own pages only. The
 * state reopens from the nearest snapshot with the entries after it replayed, after orders, ends of
 * move, undo and redo; a wrong `base` of a moved head is reported by verify; a head whose snapshot
 * no longer inflates is refused in words, not with a zlib error, and opened for verify from the
 * snapshot before it, so verify names the damaged one; an order's logged events that its replay does
 * not give refuse the file in words.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../db';
import type { Campaign } from '../../main/campaign/service';
import { must, rawHead, service, tempDir, walOf } from './helpers';
import { chooseAction, perform, rng } from './play';

function headOf(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return { ...rawHead(db), kind: db.prepare('SELECT kind FROM log WHERE seq = (SELECT MAX(seq) FROM log)').pluck().get() as string };
  } finally {
    db.close();
  }
}

/** The b-tree (table or index) each page of the file belongs to, read with SQLite's dbstat. */
function pageOwners(file: string): Map<number, string> {
  const db = new Database(file, { readonly: true });
  try {
    return new Map((db.prepare('SELECT pageno, name FROM dbstat').all() as { pageno: number; name: string }[]).map((r) => [r.pageno, r.name]));
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

describe("the head's row (schemas 6 and 7)", () => {
  it('holds no state text; an entry appended is the head; a moved head keeps its hash and base; the file reopens on the same state after orders, ends of move, undo and redo', () => {
    const file = join(tempDir('head'), 'large.polk');
    const svc = service({ backups: false });
    const c = must(svc.create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 24 } }));
    const random = rng(24);
    let orders = 0;
    let moved = 0;
    for (let i = 0; i < 60; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.2, undo: 0.08, redo: 0.3 }, c.history().length - 1, c.redoDepth());
      if (!action) break;
      must(perform(c, action));
      if (action.kind === 'order') orders++;
      const head = headOf(file);
      expect(head.seq).toBe(c.seq());
      expect(head.state).toBeNull();
      if (action.kind === 'undo' || action.kind === 'redo') {
        // Moved: the row names the head, with its state's hash (an order's too) and its snapshot.
        moved++;
        expect(head).toMatchObject({ moved: true, state_hash: stateHash(c.state()), base: expectedBase(c) });
      } else {
        // Appended: the log's last entry is the head; an order keeps no hash, any other entry its state's.
        expect(head.moved).toBe(false);
        expect(head.state_hash).toBe(action.kind === 'order' ? '' : stateHash(c.state()));
      }
      if (i % 10 === 9) expect(reopened(file)).toEqual({ seq: c.seq(), hash: stateHash(c.state()) });
    }
    expect(orders).toBeGreaterThan(10);
    expect(moved).toBeGreaterThan(2);
    expect(c.verify().problems).toEqual([]);
    c.close();
    expect(headOf(file).state).toBeNull();
  });

  it("an order's commit writes only the log's own pages: not the head's row, not an index, not the state's text", () => {
    const file = join(tempDir('head'), 'large.polk');
    const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 3 } }));
    const random = rng(5);
    const perOrder: number[] = [];
    const owners = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.15 });
      if (!action) break;
      const before = walOf(file);
      must(perform(c, action));
      const after = walOf(file);
      // (The first write after creating the file may start the WAL over: its count is not an append.)
      if (action.kind !== 'order' || after.salt !== before.salt) continue;
      perOrder.push(after.frames - before.frames);
      const pageOwner = pageOwners(file);
      for (const page of after.pages.slice(before.frames)) owners.add(pageOwner.get(page) ?? `page ${page}`);
    }
    expect(perOrder.length).toBeGreaterThan(10);
    // An order is the log's leaf: one page (schema 6 wrote three: the log's leaf, its parent index's
    // and the head's row). A page split or a recruit's ledger line adds one or two now and then.
    const sorted = [...perOrder].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBe(1);
    expect(sorted[sorted.length - 1]).toBeLessThanOrEqual(4);
    // (sqlite_schema: page 1, whose header counts the file's pages, when a split grows the file.)
    expect([...owners].filter((o) => !['log', 'ledger', 'ledger_by_seq', 'sqlite_schema'].includes(o))).toEqual([]);
    expect(owners.has('log')).toBe(true);
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
    must(c.submitOrder(c.legalOrders()[0]));
    // Undone: the head's row names the head again, and its base is read.
    must(c.undo(1));
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

  it("an order whose logged events its replay does not give: opening refuses in words, verify names it", () => {
    const file = join(tempDir('head'), 'small.polk');
    const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 4 } }));
    must(c.endMove());
    must(c.submitOrder(c.legalOrders()[0]));
    const order = c.seq();
    must(c.submitOrder(c.legalOrders()[0]));
    c.close();
    const db = new Database(file);
    db.exec('DROP TRIGGER log_no_update');
    db.prepare("UPDATE log SET events = '[]' WHERE seq = ?").run(order);
    expect(db.prepare('SELECT state_hash FROM log WHERE seq = ?').pluck().get(order)).toBe('');
    db.close();
    const refused = service({ backups: false }).open(file);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('file/inconsistent');
      expect(refused.error.message.en).toMatch(/does not match the order log \(entry \d+\)/);
    }
    const forVerify = must(service({ backups: false }).open(file, { checkCurrent: false }));
    expect(forVerify.verify().problems.filter((p) => p.what === 'events').map((p) => p.seq)).toEqual([order]);
    forVerify.close();
  });
});
