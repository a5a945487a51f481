// The map editor's file calls in browser mode, on the real handlers: the files it can read a board
// from, reading one (a map file, a scenario's map and units, a campaign's map and units, an
// upload), names outside the campaigns folder refused, saving a board as a map file — refused while
// the map validation has a refusal (its code and cells named), an existing file replaced only when
// confirmed, never a campaign.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../main/app/core';
import { defaultMapForEditing, mapFileJson, newMap, parseMapFile, type MapDef } from '../../shared/rules/polkovodets';
import type { Reply } from '../../shared/bridge/contract';

let dir: string;
let core: Core;
let campaigns: string;

const value = <T>(r: Reply<T> | Promise<Reply<T>>) =>
  Promise.resolve(r).then((x) => {
    if (!x.ok) throw new Error(JSON.stringify(x.error));
    return x.value;
  });
const failure = <T>(r: Reply<T> | Promise<Reply<T>>) =>
  Promise.resolve(r).then((x) => {
    if (x.ok) throw new Error('expected a refusal');
    return x.error;
  });

/** A small board with no refusal: two fortresses joined by a road across a river, over a bridge. */
function goodMap(): MapDef {
  const rows = ['..........', '....~.....', '.===#===..', '....~.....', '....~.....'];
  return { ...newMap({ sheets: 1, sheetWidth: 10, sheetHeight: 5 }), rows, fortresses: [{ name: 'Северск', nameEn: 'Seversk', home: 'A', cells: [[1, 2], [1, 3]] }, { name: 'Южноград', home: 'N', cells: [[7, 2], [7, 3]] }] };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-editor-files-'));
  core = createCore({ dataDir: join(dir, 'data'), mode: 'browser', version: '0.0.0-test' });
  campaigns = core.campaignsDir;
  writeFileSync(join(campaigns, 'notes.txt'), 'not a board\n');
  writeFileSync(join(campaigns, 'board.json'), JSON.stringify(mapFileJson(goodMap())));
  writeFileSync(join(campaigns, 'broken.json'), '{ not json');
  writeFileSync(
    join(campaigns, 'skirmish.json'),
    JSON.stringify({
      format: 'polkovodets-scenario/1',
      map: 'default',
      armies: ['A', 'N'],
      toMove: 'A',
      depots: { A: 5, N: 5 },
      units: [
        { id: 'A1', army: 'A', type: 'marshal', x: 10, y: 14 },
        { id: 'N1', army: 'N', type: 'marshal', x: 40, y: 20 },
      ],
    }),
  );
  await value(core.handlers['campaign.create']({ name: 'Кампания', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } }));
  await value(core.handlers['campaign.close']({}));
});

afterAll(() => {
  core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reading a board', () => {
  it('lists the maps, scenarios and campaigns in the folder, nothing else', async () => {
    const names = (await value(core.handlers['editor.listFiles']({}))).map((f) => f.name).sort();
    expect(names).toEqual(['board.json', 'broken.json', 'skirmish.json', 'Кампания.polk'].sort());
  });

  it('a map file, as it was saved', async () => {
    const read = await value(core.handlers['editor.readMap']({ path: 'board.json' }));
    expect(read.kind).toBe('map');
    expect(read.units).toEqual([]);
    const parsed = parseMapFile(read.map);
    expect(parsed.ok && parsed.value).toEqual(goodMap());
  });

  it("a scenario's map (the default one with its sheets and homes) and its units", async () => {
    const read = await value(core.handlers['editor.readMap']({ path: 'skirmish.json' }));
    expect(read.kind).toBe('scenario');
    expect(read.units.map((u) => [u.id, u.x, u.y])).toEqual([
      ['A1', 10, 14],
      ['N1', 40, 20],
    ]);
    const parsed = parseMapFile(read.map);
    expect(parsed.ok && parsed.value).toEqual(defaultMapForEditing());
  });

  it("a campaign's map and its deployment, read only", async () => {
    const file = join(campaigns, 'Кампания.polk');
    const before = readFileSync(file);
    const read = await value(core.handlers['editor.readMap']({ path: 'Кампания.polk' }));
    expect(read.kind).toBe('campaign');
    expect(read.units.length).toBeGreaterThan(10);
    expect(new Set(read.units.map((u) => u.army))).toEqual(new Set(['A', 'N']));
    expect(parseMapFile(read.map).ok).toBe(true);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('an upload from elsewhere, named by its own name', async () => {
    const body = Buffer.from(JSON.stringify(mapFileJson(goodMap()))).toString('base64');
    const read = await value(core.handlers['editor.readMap']({ upload: { fileName: 'клуб.json', body } }));
    expect(read.fileName).toBe('клуб.json');
    expect(read.kind).toBe('map');
  });

  it('a file that holds no map is refused in both languages; names outside the folder get the one refusal', async () => {
    const bad = await failure(core.handlers['editor.readMap']({ path: 'broken.json' }));
    expect(bad.code).toBe('editor/not_a_map');
    expect(bad.message.ru).toContain('broken.json');
    expect(bad.message.en).toContain('broken.json');
    for (const path of ['../x.json', '/etc/passwd', '.hidden.json', 'a/b.json']) expect((await failure(core.handlers['editor.readMap']({ path }))).code).toBe('path/outside_folder');
    expect((await failure(core.handlers['editor.readMap']({ path: 'missing.json' }))).code).toBe('editor/unreadable');
  });
});

describe('saving a board', () => {
  it('writes the map file (a bare name gets .json), which reads back unchanged', async () => {
    const saved = await value(core.handlers['editor.saveMap']({ path: 'наша', map: mapFileJson(goodMap()) }));
    expect(saved.path).toBe('наша.json');
    const text = readFileSync(join(campaigns, 'наша.json'), 'utf8');
    const parsed = parseMapFile(text);
    expect(parsed.ok && parsed.value).toEqual(goodMap());
  });

  it('replaces an existing file only when confirmed', async () => {
    const again = await failure(core.handlers['editor.saveMap']({ path: 'наша.json', map: mapFileJson(goodMap()) }));
    expect(again.code).toBe('file/exists');
    await value(core.handlers['editor.saveMap']({ path: 'наша.json', map: mapFileJson(goodMap()), replace: true }));
  });

  it('refuses a board with a refusal, naming its code and cells, and writes nothing', async () => {
    const map = goodMap();
    const lonely: MapDef = { ...map, fortresses: [map.fortresses[0], { name: 'Одинокая', cells: [[9, 0]] }] };
    const refused = await failure(core.handlers['editor.saveMap']({ path: 'плохая.json', map: mapFileJson(lonely) }));
    expect(refused.code).toBe('map/fortress_size');
    expect(refused.message.ru).toContain('(9, 0)');
    expect(refused.message.en).toContain('(9, 0)');
    expect(existsSync(join(campaigns, 'плохая.json'))).toBe(false);
  });

  it('never writes over a campaign, nor outside the folder', async () => {
    const before = readFileSync(join(campaigns, 'Кампания.polk'));
    expect((await failure(core.handlers['editor.saveMap']({ path: 'Кампания.polk', map: mapFileJson(goodMap()), replace: true }))).code).toBe('editor/not_json');
    expect(readFileSync(join(campaigns, 'Кампания.polk')).equals(before)).toBe(true);
    expect((await failure(core.handlers['editor.saveMap']({ path: '../out.json', map: mapFileJson(goodMap()) }))).code).toBe('path/outside_folder');
    expect(existsSync(join(dir, 'data', 'out.json'))).toBe(false);
  });
});
