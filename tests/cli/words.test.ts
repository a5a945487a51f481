// Issue 25, failure 14 ("wrong words"): each message says what is true — a number that is not
// finite, a turn written as text, a name too long or with control characters, a file name past the
// file system's limit, a file named `backups` beside the campaign, an import's temporary copy.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, type Io } from '../../main/cli/run';
import { backupDirFor } from '../../db';
import { tinyScenario } from '../rules/helpers';
import { must, service, tempDir } from '../db/helpers';
import type { Failure } from '../../shared/bridge/contract';

async function polk(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t) };
  return { status: await run([...argv, '--lang', 'en'], io), out, err };
}

const SCENARIO = tinyScenario({
  rows: ['....', '....', '....', '....'],
  fortresses: [],
  fortressOwners: {},
  depots: { A: 3, N: 3 },
  units: [
    { id: 'M', army: 'A', type: 'marshal', x: 0, y: 0 },
    { id: 'K', army: 'N', type: 'marshal', x: 3, y: 3 },
  ],
});

describe('wrong words', () => {
  it('"expected number, found number" for 1e999: the value is named (Infinity)', async () => {
    const dir = tempDir('words');
    const text = JSON.stringify({ ...SCENARIO, depots: { A: 12345, N: 3 } }).replace('12345', '1e999');
    writeFileSync(join(dir, 's.json'), text);
    const r = await polk('new', join(dir, 'c.polk'), '--scenario', join(dir, 's.json'));
    expect(r.status).toBe(1);
    expect(r.err).toContain('expected number, found Infinity');
  });

  it('"turn must be 1 to 80 (given 1)" when the turn is the string "1": the type is named', async () => {
    const dir = tempDir('words');
    writeFileSync(join(dir, 's.json'), JSON.stringify({ ...SCENARIO, turn: '1' }));
    const r = await polk('new', join(dir, 'c.polk'), '--scenario', join(dir, 's.json'));
    expect(r.status).toBe(1);
    expect(r.err).toContain('Field "turn": the turn must be a whole number from 1 to 80 (found "1").');
  });

  it('a too-long name called "cannot be empty (up to 120)": it is called too long', async () => {
    const dir = tempDir('words');
    const r = await polk('new', join(dir, 'c.polk'), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--name', 'x'.repeat(121));
    expect(r.status).toBe(1);
    expect(r.err).toContain('The campaign name is too long: 121 characters, at most 120.');
    expect(r.err).not.toContain('empty');
  });

  it('battle names accept control characters: refused as not plain text', () => {
    const dir = tempDir('words');
    const c = must(service().create(join(dir, 'c.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } }));
    try {
      const r = c.createBattle({ name: 'Бой\u0007у\nмоста' });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('battle/bad_name');
        expect(r.error.message.en).toBe('The battle name must be plain text: control characters and line breaks are not allowed.');
      }
      const long = c.createBattle({ name: 'б'.repeat(121) });
      expect(!long.ok && long.error.message.en).toBe('The battle name is too long: 121 characters, at most 120.');
    } finally {
      c.close();
    }
  });

  it('a file name of ~230+ bytes called "access denied": 240 bytes work, past the limit is named as too long', async () => {
    const dir = tempDir('words');
    const fits = `${'ж'.repeat(115)}.polk`; // 235 bytes
    const made = await polk('new', join(dir, fits), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--name', 'short');
    expect(made.status, made.err).toBe(0);
    const exported = await polk('export', join(dir, fits), join(dir, `${'э'.repeat(120)}.json`));
    expect(exported.status, exported.err).toBe(0);
    const long = `${'ж'.repeat(130)}.polk`; // 265 bytes
    const r = await polk('new', join(dir, long), '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--name', 'short', '--json');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.out).error.code).toBe('file/name_too_long');
    expect(r.err).not.toMatch(/access/i);
    const out = await polk('export', join(dir, fits), join(dir, `${'э'.repeat(130)}.json`), '--json');
    expect(JSON.parse(out.out).error.code).toBe('file/name_too_long');
    expect(readdirSync(dir).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('a *file* named backups beside the campaign: the warning names that file and says the action is saved', () => {
    const dir = tempDir('words');
    const file = join(dir, 'c.polk');
    const warnings: Failure[] = [];
    const c = must(service({ onWarning: (w) => warnings.push(w), backups: true }).create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } }));
    writeFileSync(join(dir, 'backups'), 'not a folder');
    try {
      const turn = c.state().turn;
      for (let i = 0; i < 4 && c.state().turn === turn; i++) must(c.endMove());
      expect(c.state().turn).toBe(turn + 1);
    } finally {
      c.close();
    }
    const w = warnings.find((x) => x.code === 'file/not_a_folder');
    expect(w, JSON.stringify(warnings)).toBeDefined();
    expect(w!.message.en).toBe(`"${join(dir, 'backups')}" is a file where the console needs a folder for the campaign's backups. Rename or move that file. The action is saved in the campaign file; only the backup was not made.`);
    expect(backupDirFor(file).startsWith(join(dir, 'backups'))).toBe(true);
  });

  it('an import failure names an internal temp file: it names the file imported', async () => {
    const dir = tempDir('words');
    const src = join(dir, 'src.polk');
    must(service().create(src, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } })).close();
    // Damage the log's chain so the copy's verification (or opening) fails.
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(src);
    db.exec('DROP TRIGGER log_no_update');
    db.prepare('UPDATE log SET state_hash = ? WHERE seq = 0').run('0'.repeat(64));
    db.close();
    mkdirSync(join(dir, 'into'));
    const r = service().importCampaign(src, join(dir, 'into', 'copy.polk'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message.en).not.toMatch(/importing-/);
      expect(r.error.message.en).toContain(src);
    }
    expect(readdirSync(join(dir, 'into'))).toEqual([]);
  });
});
