/**
 * A move by correspondence in the campaign service (issue 23 item 7), in process: the key is 256
 * random bits kept only as its sha256, a spent or replaced key never comes back (the file's own
 * triggers refuse it), two consoles applying the same move file get it applied once, and the move
 * file's schema takes extra top-level fields but nothing else unexpected.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveFileOf, type MoveAction, type Packet } from '../../shared/bridge/mail';
import { MAX_MOVE_ACTIONS, parseMoveFile } from '../../shared/bridge/mailSchema';
import { stageOutputFile } from '../../main/campaign/output';
import { packetPage } from '../../main/campaign/packetPage';
import type { Campaign } from '../../main/campaign/service';
import { must, service, tempDir } from './helpers';

function campaign(): { file: string; c: Campaign } {
  const file = join(tempDir('mail'), 'c.polk');
  const c = must(service().create(file, { name: 'Почта', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 } }));
  return { file, c };
}

/** The first order of each of two commanders, then the end of move. */
function someMove(c: Campaign): MoveAction[] {
  const legal = c.legalOrders();
  const commanders = [...new Set(legal.map((o) => o.commander))].slice(0, 2);
  return [...commanders.map((commander) => ({ kind: 'order' as const, order: legal.find((o) => o.commander === commander && o.kind !== 'recruit')! })), { kind: 'end_move' }];
}

describe('move packets\' keys', () => {
  it('are 256 random bits, kept only as their sha256', () => {
    const { file, c } = campaign();
    const packet = must(c.mail.packet(c.state().toMove));
    expect(Buffer.from(packet.key, 'base64url')).toHaveLength(32);
    c.close();
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT key_id, key_hash, status FROM mail_key').all() as { key_id: string; key_hash: string; status: string }[];
    db.close();
    expect(rows).toEqual([{ key_id: packet.keyId, key_hash: createHash('sha256').update(packet.key).digest('hex'), status: 'out' }]);
    expect(readFileSync(file).includes(Buffer.from(packet.key))).toBe(false);
  });

  it('never come back once replaced or spent: the file refuses the change', () => {
    const { file, c } = campaign();
    const army = c.state().toMove;
    const older = must(c.mail.packet(army));
    const newer = must(c.mail.packet(army));
    must(c.mail.moveIn(JSON.stringify(moveFileOf(newer, someMove(c)))));
    expect(c.mail.list().map((k) => [k.keyId, k.status])).toEqual([[older.keyId, 'replaced'], [newer.keyId, 'spent']]);
    c.close();
    const db = new Database(file);
    expect(() => db.prepare("UPDATE mail_key SET status = 'out'").run()).toThrow(/stays so/);
    expect(() => db.prepare('DELETE FROM mail_key').run()).toThrow(/never removed/);
    db.close();
  });

  it('two consoles applying the same move file: it is applied once', () => {
    const { file, c } = campaign();
    const text = JSON.stringify(moveFileOf(must(c.mail.packet(c.state().toMove)), someMove(c)));
    const other = must(service().open(file));
    const first = c.mail.moveIn(text);
    const second = other.mail.moveIn(text);
    expect(first.ok).toBe(true);
    expect(second.ok ? null : second.error.code).toBe('mail/spent_key');
    expect(other.verify().ok).toBe(true);
    other.close();
    c.close();
  });

  it('a move file of more than 1 MB sent as text (the window) is refused before it is parsed', () => {
    const { c } = campaign();
    const r = c.mail.moveIn(' '.repeat(1_000_001));
    expect(r.ok ? null : r.error.code).toBe('file/too_large');
    c.close();
  });
});

describe('the move file\'s schema', () => {
  const packet = { campaign: 'a'.repeat(32), army: 'N', basedOn: { seq: 4, stateHash: 'b'.repeat(64) }, key: 'K'.repeat(43) } as Pick<Packet, 'campaign' | 'army' | 'basedOn' | 'key'>;
  const good = moveFileOf(packet, [{ kind: 'order', order: { commander: 'N-M', kind: 'move', unit: 'N3', to: [4, 5] } }, { kind: 'end_move' }]);

  it('takes a whole move, with extra top-level fields (dropped)', () => {
    const r = parseMoveFile({ ...good, madeWith: 'a page', comment: 'ход' });
    expect(r).toEqual({ ok: true, value: good });
  });

  it.each([
    ['an unknown action', { ...good, actions: [{ kind: 'surrender' }] }, 'actions.0.kind'],
    ['a field no action has', { ...good, actions: [{ kind: 'end_move', also: 1 }] }, 'actions.0'],
    ['a cell off any map', { ...good, actions: [{ kind: 'appoint', at: [-1, 2] }] }, 'actions.0.at.0'],
    ['a move without its unit', { ...good, actions: [{ kind: 'order', order: { commander: 'N-M', kind: 'move', to: [1, 1] } }] }, 'actions.0.order'],
    ['a key of other characters', { ...good, key: '<script>'.repeat(4) }, 'key'],
    ['another format', { ...good, format: 'polkovodets-move/2' }, 'format'],
    ['too many actions', { ...good, actions: Array.from({ length: MAX_MOVE_ACTIONS + 1 }, () => ({ kind: 'end_move' })) }, 'actions'],
  ])('refuses %s, naming where', (_what, json, path) => {
    const r = parseMoveFile(json);
    expect(r.ok ? null : r.path).toBe(path);
  });
});

describe('the packet page', () => {
  it('puts the packet in its one placeholder, and refuses a template without exactly one', () => {
    const packet = { format: 'polkovodets-packet/1', campaignName: '</script>' } as unknown as Packet;
    expect(packetPage('<script type="application/json">"__POLK_PACKET__"</script>', packet)).toBe('<script type="application/json">{"format":"polkovodets-packet/1","campaignName":"\\u003c/script\\u003e"}</script>');
    expect(() => packetPage('<p>no placeholder</p>', packet)).toThrow();
    expect(() => packetPage('"__POLK_PACKET__" "__POLK_PACKET__"', packet)).toThrow();
  });
});

describe('verify: the keys against the log', () => {
  /** A campaign where a move file was applied, then undone (the key stays spent), then a second packet is out. */
  function mailed(): { file: string; keyId: string; moveSeqs: number[] } {
    const { file, c } = campaign();
    const before = c.seq();
    const packet = must(c.mail.packet(c.state().toMove));
    must(c.mail.moveIn(JSON.stringify(moveFileOf(packet, someMove(c)))));
    const moveSeqs = Array.from({ length: c.seq() - before }, (_, i) => before + 1 + i);
    expect(moveSeqs).toHaveLength(3);
    must(c.undo(1));
    must(c.mail.packet(c.state().toMove));
    expect(c.verify()).toMatchObject({ ok: true, problems: [] });
    c.close();
    return { file, keyId: packet.keyId, moveSeqs };
  }

  function verifyFile(file: string) {
    const c = must(service({ backups: false }).open(file, { checkCurrent: false, readOnly: true }));
    try {
      return c.verify();
    } finally {
      c.close();
    }
  }

  function tamper(file: string, sql: string, ...params: unknown[]): void {
    const db = new Database(file);
    try {
      db.exec('DROP TRIGGER IF EXISTS mail_key_settled');
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
  }

  it('a key marked spent by a move the log does not have', () => {
    const { file } = mailed();
    const endOfGmMove = (() => {
      const db = new Database(file, { readonly: true });
      const seq = db.prepare("SELECT seq FROM log WHERE kind = 'end_move' ORDER BY seq DESC LIMIT 1").pluck().get() as number;
      db.close();
      return seq;
    })();
    // An older end of move, not written from any move file: a key claims it.
    tamper(file, "INSERT INTO mail_key (key_id, army, key_hash, based_seq, state_hash, issued_at, status, settled_at, settled_seq) VALUES ('feedfacefeedface', 'A', ?, 0, ?, 'x', 'spent', 'x', ?)", 'e'.repeat(64), 'f'.repeat(64), endOfGmMove);
    const report = verifyFile(file);
    expect(report.ok).toBe(false);
    // The forged key claims the move; and, newer than army A's key still out, it shows that key was never replaced.
    expect(report.problems).toEqual([expect.objectContaining({ what: 'mail', table: 'mail_key', row: 3, seq: endOfGmMove }), expect.objectContaining({ what: 'mail', table: 'mail_key', row: 2 })]);
    expect(report.problems[0].words.en).toContain('feedfacefeedface');
    expect(report.problems[0].words.ru).toMatch(/ключ feedfacefeedface отмечен использованным/);
    expect(report.problems[1].words.en).toContain('though key feedfacefeedface was issued to its army after it');
  });

  it('entries written by a move file whose key is not spent', () => {
    const { file, keyId, moveSeqs } = mailed();
    tamper(file, "UPDATE mail_key SET status = 'out', settled_seq = NULL WHERE key_id = ?", keyId);
    const report = verifyFile(file);
    expect(report.ok).toBe(false);
    // Its entries; and the key itself, out though a newer key of its army was issued after it.
    expect(report.problems.map((p) => [p.what, p.table, p.row])).toEqual([...moveSeqs.map((seq) => ['mail', 'log', seq]), ['mail', 'mail_key', 1]]);
    expect(report.problems[0].words.ru).toContain('ключ не отмечен использованным');
    expect(report.problems[0].words.en).toContain('the key is not marked spent');
  });

  it('a replaced key flipped back to out, and the newest key flipped to replaced: each is reported', () => {
    const { file } = mailed();
    const c = must(service({ backups: false }).open(file));
    const army = c.state().toMove;
    const newest = must(c.mail.packet(army));
    const keys = c.mail.list();
    expect(keys.map((k) => k.status)).toEqual(['spent', 'replaced', 'out']);
    expect(c.verify()).toMatchObject({ ok: true, problems: [] });
    c.close();
    const replaced = keys[1].keyId;
    tamper(file, "UPDATE mail_key SET status = 'out', settled_at = NULL WHERE key_id = ?", replaced);
    tamper(file, "UPDATE mail_key SET status = 'replaced', settled_at = issued_at WHERE key_id = ?", newest.keyId);
    const report = verifyFile(file);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.what, p.table, p.row])).toEqual([['mail', 'mail_key', 2], ['mail', 'mail_key', 3]]);
    expect(report.problems[0].words.en).toContain(`key ${replaced} is marked still out, though key ${newest.keyId} was issued to its army after it`);
    expect(report.problems[1].words.ru).toContain(`ключ ${newest.keyId} отмечен заменённым, но новый ключ его армии в ту минуту не выдавался`);
  });

  it('a key whose id no longer matches its move\'s entries: both sides are reported', () => {
    const { file, keyId, moveSeqs } = mailed();
    tamper(file, 'UPDATE mail_key SET key_id = ? WHERE key_id = ?', '0123456789abcdef', keyId);
    const report = verifyFile(file);
    expect(report.problems.map((p) => [p.table, p.row])).toEqual([...moveSeqs.map((seq) => ['log', seq]), ['mail_key', 1]]);
    expect(report.problems[0].words.en).toContain('which this campaign never issued');
  });
});

describe('a packet page staged beside its file', () => {
  it('is put in place only once its key is committed', () => {
    const { file, c } = campaign();
    const out = join(tempDir('mail-staged'), 'packet.json');
    let committedAtPlace: unknown[] = [];
    let inPlaceBefore = true;
    const packet = must(
      c.mail.packet(c.state().toMove, (p) => {
        const staged = stageOutputFile(out, JSON.stringify(p), file);
        return {
          ...staged,
          place: () => {
            // Another connection sees the key: the transaction that issued it has committed.
            const reader = new Database(file, { readonly: true });
            committedAtPlace = reader.prepare("SELECT key_id FROM mail_key WHERE status = 'out'").pluck().all();
            reader.close();
            inPlaceBefore = existsSync(out);
            staged.place();
          },
        };
      }),
    );
    expect(committedAtPlace).toEqual([packet.keyId]);
    expect(inPlaceBefore).toBe(false);
    expect((JSON.parse(readFileSync(out, 'utf8')) as Packet).keyId).toBe(packet.keyId);
    expect(readdirSync(dirname(out))).toEqual(['packet.json']);
    c.close();
  });

  it('is dropped when the commit fails: no page is left whose key was never issued, the earlier packet still counts', () => {
    const { c } = campaign();
    const army = c.state().toMove;
    const older = must(c.mail.packet(army));
    const out = join(tempDir('mail-commit-fails'), 'packet.json');
    // Fault injection: a deferred foreign key broken inside the key's transaction makes its COMMIT fail.
    const { db } = (c as unknown as { ctx: { db: Database.Database } }).ctx;
    let staged = false;
    let outcome: unknown;
    try {
      outcome = c.mail.packet(army, (p) => {
        const page = stageOutputFile(out, JSON.stringify(p));
        staged = readdirSync(dirname(out)).length === 1;
        db.prepare('UPDATE current SET seq = seq + 1000000 WHERE id = 1').run();
        return page;
      });
    } catch (e) {
      outcome = e;
    }
    expect(staged).toBe(true);
    expect(outcome).not.toMatchObject({ ok: true });
    expect(readdirSync(dirname(out))).toEqual([]);
    expect(c.mail.list().map((k) => [k.keyId, k.status])).toEqual([[older.keyId, 'out']]);
    must(c.mail.moveIn(JSON.stringify(moveFileOf(older, someMove(c)))));
    c.close();
  });

  it('that cannot be renamed into place after the commit: the key stands, and the message says to run again', () => {
    const { c } = campaign();
    const army = c.state().toMove;
    const older = must(c.mail.packet(army));
    const out = join(tempDir('mail-not-placed'), 'packet.json');
    const r = c.mail.packet(army, (p) => {
      const staged = stageOutputFile(out, JSON.stringify(p));
      // A folder appears where the page goes, between the staging and the rename.
      return { ...staged, place: () => (mkdirSync(out), staged.place()) };
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const [newer] = c.mail.list().filter((k) => k.status === 'out');
    expect(c.mail.list().map((k) => [k.keyId, k.status])).toEqual([[older.keyId, 'replaced'], [newer.keyId, 'out']]);
    expect(r.error.code).toBe('mail/page_not_placed');
    expect(r.error.message.ru).toContain(`Ключ ${newer.keyId} для армии`);
    expect(r.error.message.en).toMatch(new RegExp(`Key ${newer.keyId} .* was issued, but the move packet could not be put in place\\..*run "polk move out" again`));
    // Nothing staged is left beside the folder.
    expect(readdirSync(dirname(out))).toEqual(['packet.json']);
    c.close();
  });
});
