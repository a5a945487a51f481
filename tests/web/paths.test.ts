// Browser mode's path confinement (issue 11, item 5): over HTTP, every file call names a file in the
// campaigns folder; traversal (plain, JSON-escaped), absolute paths, NUL bytes, symlinks out of the
// folder, hidden files all get the one same refusal and touch nothing outside; an existing file that
// is not a campaign is replaced only when the game master says so, a campaign never; uploads and
// downloads carry what comes from or goes to elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCore, type Core } from '../../main/app/core';
import { startServer, type WebServer } from '../../main/net/listener';
import { rawRequest } from '../support/http';

let dir: string;
let data: string;
let campaigns: string;
let outside: string;
let core: Core;
let server: WebServer;

const preset = { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 };
type Answer = { status: number; reply: { ok: boolean; value?: ReturnType<typeof JSON.parse>; error?: { code: string; message: { ru: string; en: string } } } };
const call = (name: string, body: unknown, raw?: string): Promise<Answer> =>
  rawRequest({ port: server.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token }, body: raw ?? JSON.stringify(body) }).then((r) => ({ status: r.status, reply: JSON.parse(r.body) }));

/** Every file under a folder with its bytes, to prove nothing changed. */
function snapshot(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const p = join(e.parentPath, e.name);
    if (e.isFile()) out[p] = readFileSync(p).toString('base64');
    else if (e.isSymbolicLink()) out[p] = 'link';
  }
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-paths-'));
  data = join(dir, 'data');
  outside = join(dir, 'outside');
  mkdirSync(join(outside, 'folder'), { recursive: true });
  writeFileSync(join(outside, 'notes.txt'), 'an unrelated text file\n');
  writeFileSync(join(outside, 'target.json'), '{"mine": true}\n');
  new Database(join(outside, 'other.sqlite')).close();
  core = createCore({ dataDir: data, mode: 'browser', version: '0.0.0-test' });
  campaigns = core.campaignsDir;
  server = await startServer({ handlers: core.handlers, staticDir: join(dir, 'none'), host: '127.0.0.1' });
  // A real campaign outside the folder, and symlinks from the folder to outside.
  const made = await call('campaign.create', { name: 'Снаружи', preset });
  expect(made.reply.ok).toBe(true);
  await call('campaign.export', { path: 'scratch.polk' });
  await call('campaign.close', {});
  writeFileSync(join(outside, 'real.polk'), readFileSync(join(campaigns, 'scratch.polk')));
  rmSync(join(campaigns, 'scratch.polk'));
  symlinkSync(join(outside, 'real.polk'), join(campaigns, 'link.polk'));
  symlinkSync(join(outside, 'nothing.polk'), join(campaigns, 'dangling.polk'));
  symlinkSync(join(outside, 'target.json'), join(campaigns, 'link.json'));
  symlinkSync(outside, join(campaigns, 'out.d'));
  symlinkSync(join(outside, 'folder'), join(campaigns, 'folder.polk'));
}, 30_000);
afterAll(async () => {
  await server?.close();
  core?.close();
  rmSync(dir, { recursive: true, force: true });
});

const OUTSIDE_NAMES = (): Record<string, string> => ({
  'parent traversal': '../outside/notes.txt',
  'deep traversal': 'a/../../../outside/notes.txt',
  'traversal to the data folder': '../recent.json',
  'bare ..': '..',
  'bare .': '.',
  'absolute, a text file': join(outside, 'notes.txt'),
  'absolute, a campaign': join(outside, 'real.polk'),
  'absolute, an SQLite file': join(outside, 'other.sqlite'),
  'absolute, a directory': join(outside, 'folder'),
  'absolute, missing': join(outside, 'missing.polk'),
  'absolute, a system file': '/etc/passwd',
  'absolute, inside the folder': join(campaigns, 'x.polk'),
  'backslash': '..\\outside\\notes.txt',
  'drive-like': 'C:notes.txt',
  'hidden or temporary': '.x.polk.creating-1',
  'symlink to a campaign outside': 'link.polk',
  'dangling symlink': 'dangling.polk',
  'symlink to a folder outside': 'out.d',
  'through a symlinked folder': 'out.d/notes.txt',
  'symlink named like a campaign, to a folder': 'folder.polk',
});

describe('one refusal for every outside path', () => {
  const cases: [string, (name: string) => [string, unknown]][] = [
    ['campaign.open', (p) => ['campaign.open', { path: p }]],
    ['campaign.import', (p) => ['campaign.import', { path: p }]],
    ['campaign.create', (p) => ['campaign.create', { name: 'Новая', preset, path: p }]],
    ['campaign.export', (p) => ['campaign.export', { path: p }]],
    ['campaign.exportScenario', (p) => ['campaign.exportScenario', { path: p, replace: true }]],
  ];
  for (const [label, make] of cases) {
    it(`${label}: the same answer, nothing outside read or written`, async () => {
      await call('campaign.create', { name: `Своя ${label}`, preset });
      const before = snapshot(outside);
      const answers = new Set<string>();
      for (const [kind, name] of Object.entries(OUTSIDE_NAMES())) {
        const [callName, args] = make(name);
        const { status, reply } = await call(callName, args);
        expect(reply.ok, `${label} ${kind}`).toBe(false);
        expect(reply.error!.code, `${label} ${kind}`).toBe('path/outside_folder');
        answers.add(JSON.stringify({ status, reply }));
      }
      expect(answers.size).toBe(1);
      expect(snapshot(outside)).toEqual(before);
    });
  }

  it('a traversal spelled with JSON escapes is the same traversal, refused the same way', async () => {
    const { reply } = await call('campaign.open', null, '{"path":"\\u002e\\u002e/outside/notes.txt"}');
    expect(reply.error?.code).toBe('path/outside_folder');
  });

  it('a URL-encoded traversal is only a strange name inside the folder', async () => {
    const before = snapshot(outside);
    const { reply } = await call('campaign.open', { path: '%2e%2e%2foutside%2fnotes.txt' });
    expect(reply.error?.code).toBe('file/not_found');
    const made = await call('campaign.create', { name: 'Проценты', preset, path: '%2e%2e%2f%2e%2e%2fescape' });
    expect(made.reply.ok).toBe(true);
    expect(existsSync(join(campaigns, '%2e%2e%2f%2e%2e%2fescape.polk'))).toBe(true);
    expect(snapshot(outside)).toEqual(before);
  });
});

describe('NUL bytes and relative names', () => {
  it('a NUL byte is refused as bad data, and no file appears at the truncated name', async () => {
    const cwdBefore = readdirSync(process.cwd());
    for (const [name, args] of [
      ['campaign.create', { name: 'Ноль', preset, path: 'cut\u0000.polk' }],
      ['campaign.exportScenario', { path: 'cut\u0000.json' }],
      ['campaign.export', { path: 'cut\u0000.polk' }],
      ['campaign.open', { path: 'cut\u0000.polk' }],
    ] as const) {
      const { status, reply } = await call(name, args);
      expect(status, name).toBe(400);
      expect(reply.error?.code).toBe('bridge/bad_payload');
    }
    expect(readdirSync(campaigns).filter((n) => n.startsWith('cut'))).toEqual([]);
    expect(readdirSync(process.cwd())).toEqual(cwdBefore);
  });

  it('a plain name is the folder\'s file, never one in the server\'s working directory', async () => {
    const made = await call('campaign.create', { name: 'Имя', preset, path: 'by-name' });
    expect(made.reply.ok).toBe(true);
    expect(made.reply.value.path).toBe(join(campaigns, 'by-name.polk'));
    expect(existsSync(join(process.cwd(), 'by-name.polk'))).toBe(false);
    await call('campaign.close', {});
    const opened = await call('campaign.open', { path: 'by-name.polk' });
    expect(opened.reply).toMatchObject({ ok: true, value: { path: join(campaigns, 'by-name.polk') } });
  });

  it('lists the folder\'s campaigns by name (symlinks out of it are not listed)', async () => {
    const { reply } = await call('campaign.listFolder', {});
    const names = (reply.value as { name: string }[]).map((f) => f.name);
    expect(names).toContain('by-name.polk');
    expect(names).not.toContain('link.polk');
    expect(names).not.toContain('dangling.polk');
    const recent = await call('campaign.listRecent', {});
    for (const r of recent.reply.value as { path: string }[]) expect(r.path).not.toMatch(/[/\\]/);
  });
});

describe('replacing files', () => {
  it('an existing file that is not a campaign is replaced only with `replace`, a campaign never', async () => {
    await call('campaign.open', { path: 'by-name.polk' });
    writeFileSync(join(campaigns, 'notes.json'), 'my notes\n');
    const refused = await call('campaign.exportScenario', { path: 'notes.json' });
    expect(refused.reply.error?.code).toBe('file/exists');
    expect(readFileSync(join(campaigns, 'notes.json'), 'utf8')).toBe('my notes\n');
    const replaced = await call('campaign.exportScenario', { path: 'notes.json', replace: true });
    expect(replaced.reply.ok).toBe(true);
    expect(JSON.parse(readFileSync(join(campaigns, 'notes.json'), 'utf8'))).toEqual(replaced.reply.value.scenario);

    const campaignBytes = readFileSync(join(campaigns, 'Имя.polk'.replace('Имя', 'by-name')));
    const onCampaign = await call('campaign.exportScenario', { path: 'by-name.polk', replace: true });
    expect(onCampaign.reply.error?.code).toBe('file/exists');
    expect(readFileSync(join(campaigns, 'by-name.polk')).equals(campaignBytes)).toBe(true);
    const copyOver = await call('campaign.export', { path: 'notes.json' });
    expect(copyOver.reply.error?.code).toBe('file/exists');
    const createOver = await call('campaign.create', { name: 'Поверх', preset, path: 'notes.json' });
    expect(createOver.reply.error?.code).toBe('file/exists');
  });
});

describe('downloads and uploads', () => {
  it('exports a copy as a download, and imports it back as an upload', async () => {
    await call('campaign.open', { path: 'by-name.polk' });
    const down = await call('campaign.export', {});
    expect(down.reply).toMatchObject({ ok: true, value: { path: null, download: { fileName: 'by-name.polk', encoding: 'base64' } } });
    const bytes = Buffer.from(down.reply.value.download.body, 'base64');
    expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    const up = await call('campaign.import', { upload: { fileName: 'Привезённая.polk', body: bytes.toString('base64') } });
    expect(up.reply).toMatchObject({ ok: true, value: { path: join(campaigns, 'Привезённая.polk') } });
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('polk-transfer-'))).toEqual([]);
  });

  it('an upload that is not a campaign is refused with a message, nothing added to the folder', async () => {
    const before = readdirSync(campaigns).sort();
    const up = await call('campaign.import', { upload: { fileName: 'virus.polk', body: Buffer.from('not a campaign at all').toString('base64') } });
    expect(up.reply.ok).toBe(false);
    expect(up.reply.error!.code).toBe('file/not_a_campaign');
    // Named as picked, never by the temporary copy.
    expect(up.reply.error!.message.ru).toContain('«virus.polk»');
    expect(JSON.stringify(up.reply)).not.toContain('polk-transfer-');
    expect(readdirSync(campaigns).sort()).toEqual(before);
  });
});
