// Issue 25, failures 3 and 4, on every fixture version: "an old-schema file (v1, v2) whose
// triggers were dropped" ended state, verify and an upload in an internal error, and end-move
// wrote a backup and half a migration; "a schema version lower than the real one" (user_version 3
// on a v4 file) ended `state --json` with nothing on stdout and a write with a backup. Now the
// first is read and verified and refused for writing before any backup; the second is a coded
// `file/damaged` (JSON with --json), and nothing is written or left beside the file.
import Database from 'better-sqlite3';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run, type Io } from '../../main/cli/run';
import { sha256File, tempDir } from './helpers';

const FIXTURES = join(resolve(dirname(fileURLToPath(import.meta.url))), 'fixtures');
const FILES = readdirSync(FIXTURES).filter((n) => n.endsWith('.sqlite'));

async function polk(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t) };
  return { status: await run(argv, io), out, err };
}

function copy(name: string, label: string, change: (db: Database.Database) => void): string {
  const file = join(tempDir(label), name);
  copyFileSync(join(FIXTURES, name), file);
  const db = new Database(file);
  change(db);
  db.close();
  return file;
}

const userVersion = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
};

/** The writing commands: each must refuse before any backup, the file's bytes and its folder as they were. */
async function refusesEveryWrite(file: string): Promise<void> {
  const before = { sha: sha256File(file), listing: readdirSync(dirname(file)).sort(), version: userVersion(file) };
  for (const argv of [['end-move', file, '--json'], ['undo', file, '--json'], ['appoint', file, '--at', '0,0', '--json']]) {
    const r = await polk(...argv);
    expect(r.status, `${argv[0]}: ${r.err}`).toBe(1);
    expect(JSON.parse(r.out).error.code, argv[0]).toBe('file/damaged');
    expect(r.err).not.toMatch(/polk\.log|internal|Внутренняя/i);
    expect({ sha: sha256File(file), listing: readdirSync(dirname(file)).sort(), version: userVersion(file) }, argv[0]).toEqual(before);
  }
}

describe('an old-schema file whose triggers were dropped', () => {
  it.each(FILES)('%s: state and verify read it, every write is refused before any backup', async (name) => {
    const file = copy(name, 'no-triggers', (db) => {
      for (const { name: t } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]) db.exec(`DROP TRIGGER "${t}"`);
    });
    const state = await polk('state', file, '--json');
    expect(state.status, state.err).toBe(0);
    expect(JSON.parse(state.out).turn).toBeGreaterThan(0);
    const verify = await polk('verify', file, '--json');
    expect(verify.status, verify.err).toBe(0);
    expect(JSON.parse(verify.out).ok).toBe(true);
    await refusesEveryWrite(file);
  });
});

describe('a schema version lower than the real one', () => {
  it.each(FILES.filter((n) => !n.includes('v1')))('%s with user_version one less: a coded file/damaged refusal, JSON with --json, nothing written', async (name) => {
    const file = copy(name, 'lying-version', (db) => db.pragma(`user_version = ${(db.pragma('user_version', { simple: true }) as number) - 1}`));
    const state = await polk('state', file, '--json', '--lang', 'en');
    expect(state.status).toBe(1);
    const doc = JSON.parse(state.out) as { ok: boolean; error: { code: string; message: string } };
    expect(doc.error.code).toBe('file/damaged');
    expect(doc.error.message).toMatch(/user_version \d, but .* of a later schema/);
    const verify = await polk('verify', file, '--json');
    expect(JSON.parse(verify.out).error.code).toBe('file/damaged');
    await refusesEveryWrite(file);
  });
});

describe('a browser upload of such a file', () => {
  it.each(FILES.filter((n) => n.startsWith('campaign-v')))('%s without its triggers, and with a lying version: a coded refusal, never bridge/internal, nothing left in the campaigns folder', async (name) => {
    const { createCore } = await import('../../main/app/core');
    const dataDir = tempDir('upload-lies');
    const core = createCore({ dataDir, mode: 'browser', version: '0.0.0-test' });
    try {
      const stripped = copy(name, 'upload-stripped', (db) => {
        for (const { name: t } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]) db.exec(`DROP TRIGGER "${t}"`);
      });
      const lying = copy(name, 'upload-lying', (db) => db.pragma(`user_version = ${Math.max(1, (db.pragma('user_version', { simple: true }) as number) - 1)}`));
      for (const file of name.includes('v1') ? [stripped] : [stripped, lying]) {
        const reply = await core.handlers['campaign.import']({ upload: { fileName: name.replace('.sqlite', '.polk'), body: readFileSync(file).toString('base64') } });
        expect(reply.ok, file).toBe(false);
        if (!reply.ok) expect(reply.error.code, `${file}: ${reply.error.message.en}`).toBe('file/damaged');
      }
      expect(readdirSync(core.campaignsDir).filter((n) => n.endsWith('.polk') || n.startsWith('.'))).toEqual([]);
    } finally {
      core.close();
    }
  });
});
