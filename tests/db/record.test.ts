/**
 * `Campaign.record`: several actions in one transaction, all or none (issue 21 item 6). A machine
 * move whose second of three steps the engine refuses writes nothing — every table is as it was,
 * row for row (the log, the undo and redo path, the audit trail, the ledger, the current state), and
 * no backup appears — while the same move without that step is written whole, with the turn's
 * backup. A head that moved since the move was prepared is refused as `bots/stale`; the dry run
 * (`checkSteps`) names the steps an unticking makes illegal and writes nothing either.
 */
import Database from 'better-sqlite3';
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backupDirFor } from '../../db';
import { recordBotSteps } from '../../main/bots/record';
import type { Campaign } from '../../main/campaign/service';
import type { BotStep } from '../../shared/bots';
import { noteOfEntry, type Action, type GameState } from '../../shared/rules/polkovodets';
import { createSmall, must, service, tempDir } from './helpers';

/** Every table of the file, every row in rowid order (and the schema itself). */
function dumpFile(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    const out: Record<string, unknown[]> = { sqlite_master: db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all() };
    for (const t of tables) out[t] = db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all();
    return out;
  } finally {
    db.close();
  }
}

const backupsOf = (file: string): string[] => (existsSync(backupDirFor(file)) ? readdirSync(backupDirFor(file)).sort() : []);

const step = (action: Action, before: GameState): BotStep => ({ action, explanation: { code: 'random', detail: {} }, before });

/**
 * SMALL after A ended its move, N appointed a marshal and that appointment was undone: N is to move
 * (it must appoint first), there is an undo path and a redo path, and N's end of move ends turn 1.
 */
function atNsMove(): { c: Campaign; file: string } {
  const dir = tempDir('record');
  const svc = service({ dataDir: dir });
  const c = createSmall(svc, dir);
  must(c.endMove());
  must(c.appointMarshal([12, 12]));
  must(c.undo(1));
  expect(c.redoDepth()).toBe(1);
  return { c, file: c.path };
}

const appoint: Action = { kind: 'appoint', at: [12, 12] };
const bogus: Action = { kind: 'order', order: { kind: 'move', commander: 'NM', unit: 'N9', to: [0, 0] } };
const end: Action = { kind: 'end_move' };

describe('Campaign.record: several actions, one transaction', () => {
  it('the second of three machine steps refused: every table identical, no audit row, no backup, the redo path kept', () => {
    const { c, file } = atNsMove();
    const seq = c.seq();
    const s = c.state();
    const before = dumpFile(file);
    const backups = backupsOf(file);
    const r = recordBotSteps(c, 'random', [step(appoint, s), step(bogus, s), step(end, s)], seq);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.kind).toBe('refusal');
    expect(r.error.detail).toMatchObject({ step: 1 });
    expect(r.error.code).toMatch(/^order\//);
    expect(dumpFile(file)).toEqual(before);
    expect(before.correction.length).toBe(dumpFile(file).correction.length);
    expect(backupsOf(file)).toEqual(backups);
    expect(c.seq()).toBe(seq);
    expect(c.redoDepth()).toBe(1);
    c.close();
  });

  it('the same move without the refused step is written whole: three entries in one chain, the turn backup, one undo takes each back', () => {
    const { c, file } = atNsMove();
    const seq = c.seq();
    const s = c.state();
    const backups = backupsOf(file);
    const r = must(recordBotSteps(c, 'random', [step(appoint, s), step(end, s)], seq));
    expect(r.view.seq).toBe(seq + 3); // the undone appointment keeps its seq; the two new entries follow it
    expect(r.events.map((e) => e.type)).toContain('turn_started');
    expect(c.redoDepth()).toBe(0);
    expect(backupsOf(file).length).toBe(backups.length + 1);
    const history = c.history().slice(-2);
    expect(history.map((h) => h.kind)).toEqual(['appoint', 'end_move']);
    expect(history.map((h) => noteOfEntry(h.payload)?.level)).toEqual(['random', 'random']);
    must(c.undo(2));
    expect(c.seq()).toBe(seq);
    c.close();
  });

  it('refuses bots/stale when the head is not the one the steps were prepared at, writing nothing', () => {
    const { c, file } = atNsMove();
    const s = c.state();
    const before = dumpFile(file);
    const r = c.record([{ action: appoint }, { action: end }], { basedOn: c.seq() - 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bots/stale', detail: { basedOn: c.seq() - 1, head: c.seq() } });
    expect(dumpFile(file)).toEqual(before);
    expect(c.state()).toEqual(s);
    c.close();
  });

  it('the dry run names every step the others make illegal, and writes nothing', () => {
    const { c, file } = atNsMove();
    const before = dumpFile(file);
    // Without the appointment, N may not order nor end its move.
    const checked = must(c.checkSteps([{ action: bogus }, { action: end }], { basedOn: c.seq() }));
    expect(checked.seq).toBe(c.seq());
    expect(checked.refused.map((x) => x.index)).toEqual([0, 1]);
    expect(checked.refused[1].code).toBe('marshal/appoint_first');
    expect(checked.refused[1].message.en.length).toBeGreaterThan(0);
    const fine = must(c.checkSteps([{ action: appoint }, { action: end }]));
    expect(fine.refused).toEqual([]);
    expect(dumpFile(file)).toEqual(before);
    c.close();
  });

  it('refuses an empty list', () => {
    const { c } = atNsMove();
    const r = c.record([]);
    expect(r.ok ? null : r.error.code).toBe('campaign/no_actions');
    c.close();
  });
});
