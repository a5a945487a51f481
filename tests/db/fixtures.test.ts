/**
 * Campaigns in progress survive (issue 10): every committed campaign file — one of each schema
 * version, and the games of schema 2 made by the code of that version (a whole 80-turn game, a
 * mid-game with recruits, undos and corrections, one with battle records) — opens, migrates after
 * a backup, verifies against every stored hash, keeps its log, ledger and battles, and plays on
 * with undo and redo.
 */
import Database from 'better-sqlite3';
import { copyFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, listBackups, sha256Hex, stateHash } from '../../db';
import { must, rawHead, service, tempDir } from './helpers';
import { chooseAction, perform, rng } from './play';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const files = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.sqlite'))
  .sort();

/** What the file says before any migration: its version, entries, current state and ledger. */
function before(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    return {
      version,
      log: db.prepare('SELECT seq, turn, army, commander, kind, payload, events, state_hash, at FROM log ORDER BY seq').all() as { seq: number; kind: string; state_hash: string }[],
      // The head: the row before schema 7; since, the log's last entry when it was appended after the row.
      current: version >= 7 ? (({ seq, state, state_hash }) => ({ seq, state, state_hash }))(rawHead(db)) : (db.prepare('SELECT seq, state, state_hash FROM current').get() as { seq: number; state: string | null; state_hash: string }),
      ledger: db.prepare('SELECT seq, turn, army, amount, balance, reason, note FROM ledger ORDER BY id').all(),
      battleRuns: db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'battle_run'").pluck().get() ? (db.prepare('SELECT * FROM battle_run ORDER BY id').all() as unknown[]) : [],
      // Schema 5: the campaign's id and the move packets' keys.
      uid: version >= 5 ? (db.prepare('SELECT uid FROM campaign').pluck().get() as string) : null,
      mailKeys: version >= 5 ? (db.prepare('SELECT * FROM mail_key ORDER BY id').all() as unknown[]) : [],
    };
  } finally {
    db.close();
  }
}

describe('campaign files of every schema version', () => {
  it('are committed: one of each version, and the schema-2 games', () => {
    expect(files).toEqual(expect.arrayContaining(['game-v2-whole.sqlite', 'game-v2-midgame.sqlite', 'game-v2-battles.sqlite', ...Array.from({ length: SCHEMA_VERSION }, (_, i) => `campaign-v${i + 1}.sqlite`)]));
  });

  it.each(files)('%s opens, migrates after a backup, verifies every hash, and plays on with undo and redo', (name) => {
    const dir = tempDir('fixture-game');
    const file = join(dir, 'game.polk');
    copyFileSync(join(FIXTURES, name), file);
    const old = before(file);
    const svc = service({ backups: false });
    const c = must(svc.open(file));

    // Migrated after a backup, which is the old file as it was.
    const backups = listBackups(file).filter((b) => b.kind === 'pre-migration');
    expect(backups).toHaveLength(old.version < SCHEMA_VERSION ? 1 : 0);
    if (backups.length) expect(before(backups[0].path)).toEqual(old);

    // The same position, log, ledger and battles; every stored hash replays.
    expect(c.seq()).toBe(old.current.seq);
    // An order's entry keeps no hash since schema 7 (verify below replays its events and its move's end).
    if (old.current.state_hash === '') expect(old.log.find((e) => e.seq === old.current.seq)).toMatchObject({ kind: 'order' });
    else expect(stateHash(c.state())).toBe(old.current.state_hash);
    // Every entry of an older file keeps its hash; since schema 7 only orders leave it empty.
    expect(old.log.filter((e) => e.state_hash === '' && (old.version < 7 || e.kind !== 'order'))).toEqual([]);
    if (name === 'campaign-v7.sqlite') expect(old.log.filter((e) => e.state_hash === '').length).toBeGreaterThan(10);
    // Before schema 6 the head's row held the state's text; since, only its hash (the state is rebuilt from a snapshot).
    if (old.version < 6) expect(sha256Hex(old.current.state!)).toBe(old.current.state_hash);
    else expect(old.current.state).toBeNull();
    const report = c.verify();
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, integrity: 'ok', entries: old.log.length });
    const now = before(file);
    expect(now.log).toEqual(old.log);
    expect(now.ledger).toEqual(old.ledger);
    expect(now.battleRuns).toEqual(old.battleRuns);
    // Every campaign has its random id after the migration (an older file gets one; a v5 file keeps its own), and its keys.
    expect(now.uid).toMatch(/^[0-9a-f]{32}$/);
    if (old.version >= 5) expect(now.uid).toBe(old.uid);
    expect(now.mailKeys).toEqual(old.mailKeys);
    if (name === 'campaign-v5.sqlite') expect((old.mailKeys as { status: string }[]).map((k) => k.status)).toEqual(['spent', 'replaced', 'out']);
    if (old.version < 3) {
      // An old log is one chain: every entry follows the one before it.
      const raw = new Database(file, { readonly: true });
      expect(raw.prepare('SELECT COUNT(*) FROM log WHERE parent IS NOT seq - 1 AND seq > 0').pluck().get()).toBe(0);
      raw.close();
      expect(c.history().map((e) => e.seq)).toEqual(old.log.map((e) => e.seq));
    }

    // Play on: undo, redo, and new actions (if the game is not over).
    const hash = stateHash(c.state());
    const depth = c.history().length - 1;
    const steps = Math.min(5, depth);
    must(c.undo(steps));
    must(c.redo(steps));
    expect(stateHash(c.state())).toBe(hash);
    must(c.undo(Math.min(2, depth)));
    const random = rng(name.length);
    for (let i = 0; i < 30; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.3 });
      if (!action) break;
      must(perform(c, action));
    }
    expect(c.verify().ok).toBe(true);
    const played = { seq: c.seq(), hash: stateHash(c.state()) };
    c.close();
    // What was played here wrote no state text (schema 6), nor an order's hash (schema 7), and the file reopens on the same state.
    const raw = new Database(file, { readonly: true });
    const head = rawHead(raw);
    const kind = raw.prepare('SELECT kind FROM log WHERE seq = ?').pluck().get(played.seq);
    raw.close();
    expect({ seq: head.seq, state: head.state }).toEqual({ seq: played.seq, state: null });
    expect(head.state_hash).toBe(kind === 'order' && !head.moved ? '' : played.hash);
    const again = must(svc.open(file));
    expect({ seq: again.seq(), hash: stateHash(again.state()) }).toEqual(played);
    again.close();
  });
});
