// A campaign started on a map of the club's own through the bridge (the map editor's "start a
// campaign on this map"): `campaign.create` with presets and an inline map file, over browser mode's
// real HTTP transport and the real service — accepted, deployed around the homes; a refused map
// names its cells and leaves no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../main/app/core';
import { startServer, type WebServer } from '../../main/net/listener';
import { mapFileJson, newMap, serializeMap, type MapDef } from '../../shared/rules/polkovodets';
import { validateCall } from '../../shared/bridge/contract';
import { rawRequest } from '../support/http';

let dir: string;
let core: Core;
let server: WebServer;

type Answer = { status: number; reply: { ok: boolean; value?: { state: { units: { army: string; x: number }[]; fortresses: { name: string; owner: string | null }[] } }; error?: { code: string; message: { ru: string; en: string }; detail?: { issues?: { code: string; cells: number[][] }[] } } } };
const call = (name: string, body: unknown): Promise<Answer> =>
  rawRequest({ port: server.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': server.token }, body: JSON.stringify(body) }).then((r) => ({ status: r.status, reply: JSON.parse(r.body) }));

const preset = { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 };

function clubMap(): MapDef {
  const base = newMap({ sheets: 2, sheetWidth: 20, sheetHeight: 16 });
  const rows = base.rows.map((r) => r.split(''));
  for (let x = 0; x < 40; x++) rows[8][x] = '=';
  for (let y = 0; y < 16; y++) rows[y][20] = y === 8 ? '#' : '~';
  return { ...base, rows: rows.map((r) => r.join('')), fortresses: [{ name: 'Левая', cells: [[3, 8], [4, 8]] }, { name: 'Правая', cells: [[35, 8], [36, 8]] }] };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-mapcampaign-'));
  core = createCore({ dataDir: join(dir, 'data'), mode: 'browser', version: '0.0.0-test' });
  server = await startServer({ handlers: core.handlers, staticDir: join(dir, 'none'), host: '127.0.0.1' });
});
afterAll(async () => {
  core?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('campaign.create with an inline map', () => {
  it('the schema takes presets with a map (its JSON value or its text), and refuses unknown fields', () => {
    expect(validateCall('campaign.create', { name: 'x', preset, map: mapFileJson(clubMap()) }).ok).toBe(true);
    expect(validateCall('campaign.create', { name: 'x', preset, map: serializeMap(clubMap()) }).ok).toBe(true);
    expect(validateCall('campaign.create', { name: 'x', preset, map: {}, colour: 1 }).ok).toBe(false);
  });

  it('starts a campaign on the map: each army around its own fortress, owning it', async () => {
    const r = await call('campaign.create', { name: 'Клуб', preset, map: mapFileJson(clubMap()), path: 'club.polk' });
    expect(r.reply.ok, JSON.stringify(r.reply.error)).toBe(true);
    const state = r.reply.value?.state;
    expect(state?.fortresses.map((f) => [f.name, f.owner])).toEqual([['Левая', 'A'], ['Правая', 'N']]);
    expect(state?.units.filter((u) => u.army === 'A').every((u) => u.x < 20)).toBe(true);
    expect(state?.units.filter((u) => u.army === 'N').every((u) => u.x > 20)).toBe(true);
  });

  it('a map the check refuses: the failure names the issue and its cells, and no file is made', async () => {
    const bad = clubMap();
    const before = readdirSync(core.campaignsDir);
    const r = await call('campaign.create', { name: 'Плохая', preset, map: serializeMap({ ...bad, fortresses: [bad.fortresses[0], { name: 'Левая', cells: [[35, 8], [36, 8]] }] }), path: 'bad.polk' });
    expect(r.reply.ok).toBe(false);
    expect(r.reply.error?.code).toBe('preset/map_refused');
    expect(r.reply.error?.detail?.issues).toEqual([{ code: 'map/fortress_name_duplicate', cells: [[3, 8], [35, 8]] }]);
    expect(r.reply.error?.message.en).toMatch(/share the Russian name/);
    expect(readdirSync(core.campaignsDir)).toEqual(before);
  });
});
