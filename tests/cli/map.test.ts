/**
 * `polk map new|validate` and `polk new --map`, driven as a club would script its boards: the built
 * bin/polk.mjs in a child process. Exit status 0 done (warnings listed), 2 a refusal of the map
 * check (JSON on stdout naming the cells), 1 bad arguments or an unreadable file (nothing written).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMapForEditing, mapToJson, newMap, serializeMap, type MapDef } from '../../shared/rules/polkovodets';
import { sha256File, tempDir } from '../db/helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

function polk(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Issue {
  code: string;
  message: string;
  cells: [number, number][];
}
interface Validated {
  ok: boolean;
  error?: { code: string; message: string };
  refusals: Issue[];
  warnings: Issue[];
}

/** A two-sheet club map: a road across a bridged river between two fortresses, a wood, a hill. */
function clubMap(): MapDef {
  const base = newMap({ sheets: 2, sheetWidth: 20, sheetHeight: 20 });
  const rows = base.rows.map((r) => r.split(''));
  for (let x = 0; x < 40; x++) rows[10][x] = '=';
  for (let y = 0; y < 20; y++) rows[y][20] = y === 10 ? '#' : '~';
  for (let y = 2; y < 6; y++) for (let x = 5; x < 10; x++) rows[y][x] = 'T';
  for (let y = 14; y < 18; y++) for (let x = 28; x < 33; x++) rows[y][x] = 'M';
  return {
    ...base,
    rows: rows.map((r) => r.join('')),
    fortresses: [
      { name: 'Западная', nameEn: 'Western', home: 'A', cells: [[3, 10], [4, 10], [3, 11]] },
      { name: 'Восточная', nameEn: 'Eastern', home: 'N', cells: [[35, 10], [36, 10]] },
    ],
  };
}

describe('polk map new', () => {
  it('a template of N sheets of W×H cells: open ground, the sheets written, warnings but no refusal', () => {
    const dir = tempDir('map');
    const r = polk(dir, 'map', 'new', 'blank.json', '--sheets', '2', '--sheet-size', '12x9', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, width: 24, height: 9, sheets: { count: 2, width: 12, height: 9 } });
    const file = JSON.parse(readFileSync(join(dir, 'blank.json'), 'utf8')) as Record<string, unknown>;
    expect(file).toEqual({ format: 'polkovodets-map/1', width: 24, height: 9, sheets: { count: 2, width: 12, height: 9 }, rows: Array.from({ length: 9 }, () => '.'.repeat(24)), fortresses: [] });
    // The default template: three sheets of 30×40, the default map's size.
    expect(polk(dir, 'map', 'new', 'three.json').status).toBe(0);
    expect(readFileSync(join(dir, 'three.json'), 'utf8')).toBe(serializeMap(newMap()));
  });

  it('--from default writes the console’s field with its sheets and home fortresses', () => {
    const dir = tempDir('map');
    expect(polk(dir, 'map', 'new', 'default.json', '--from', 'default').status).toBe(0);
    expect(readFileSync(join(dir, 'default.json'), 'utf8')).toBe(serializeMap(defaultMapForEditing()));
  });

  it('--from a scenario and --from a campaign take their map', () => {
    const dir = tempDir('map');
    const scenario = { format: 'polkovodets-scenario/1', map: mapToJson(clubMap()), armies: ['A', 'N'], toMove: 'A', units: [{ id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 }, { id: 'NM', army: 'N', type: 'marshal', x: 38, y: 18 }] };
    writeFileSync(join(dir, 's.json'), JSON.stringify(scenario));
    expect(polk(dir, 'map', 'new', 'from-s.json', '--from', 's.json').status).toBe(0);
    expect(readFileSync(join(dir, 'from-s.json'), 'utf8')).toBe(serializeMap(clubMap()));
    expect(polk(dir, 'new', 'c.polk', '--scenario', 's.json').status).toBe(0);
    const before = sha256File(join(dir, 'c.polk'));
    expect(polk(dir, 'map', 'new', 'from-c.json', '--from', 'c.polk').status).toBe(0);
    expect(readFileSync(join(dir, 'from-c.json'), 'utf8')).toBe(serializeMap(clubMap()));
    expect(sha256File(join(dir, 'c.polk'))).toBe(before);
    // A campaign on the default map gives the default map.
    expect(polk(dir, 'new', 'd.polk', '--armies', 'A,N', '--size', 'small', '--seed', '1').status).toBe(0);
    expect(polk(dir, 'map', 'new', 'from-d.json', '--from', 'd.polk').status).toBe(0);
    expect(readFileSync(join(dir, 'from-d.json'), 'utf8')).toBe(serializeMap(defaultMapForEditing()));
  });

  it('bad arguments exit 1 with words and write nothing', () => {
    const dir = tempDir('map');
    const cases: [string[], RegExp][] = [
      [['map', 'new', 'x.json', '--sheets', '5'], /--sheets/],
      [['map', 'new', 'x.json', '--sheet-size', '30'], /--sheet-size/],
      [['map', 'new', 'x.json', '--sheet-size', '150x40', '--sheets', '2'], /200/],
      [['map', 'new', 'x.json', '--from', 'default', '--sheets', '2'], /--from/],
      [['map', 'new', 'x.json', '--strict'], /--strict/],
      [['map', 'new', 'x.json', '--from', 'nowhere.json'], /nowhere\.json/],
      [['map', 'draw', 'x.json'], /draw/],
      [['map', 'new'], /ACTION|FILE|файл/],
    ];
    for (const [args, words] of cases) {
      const r = polk(dir, ...args);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toMatch(words);
    }
    expect(readdirSync(dir)).toEqual([]);
    // A campaign file is never overwritten by a map.
    expect(polk(dir, 'new', 'c.polk', '--armies', 'A,N', '--size', 'small', '--seed', '1').status).toBe(0);
    const before = sha256File(join(dir, 'c.polk'));
    expect(polk(dir, 'map', 'new', 'c.polk').status).toBe(1);
    expect(sha256File(join(dir, 'c.polk'))).toBe(before);
  });
});

describe('polk map validate', () => {
  it('a good map: exit 0; a map with warnings: exit 0 with them listed, --strict makes them fail (exit 2)', () => {
    const dir = tempDir('map');
    writeFileSync(join(dir, 'club.json'), serializeMap(clubMap()));
    const ok = polk(dir, 'map', 'validate', 'club.json', '--json');
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, refusals: [], warnings: [] });

    writeFileSync(join(dir, 'blank.json'), serializeMap(newMap({ sheets: 1, sheetWidth: 8, sheetHeight: 6 })));
    const warned = polk(dir, 'map', 'validate', 'blank.json');
    expect(warned.status).toBe(0);
    expect(warned.stdout).toMatch(/предупреждение map\/sheet_empty: Лист 1 .*Клетки: \(0, 0\), \(7, 0\), \(0, 5\), \(7, 5\)/);
    const strict = polk(dir, 'map', 'validate', 'blank.json', '--strict', '--json', '--lang', 'en');
    expect(strict.status).toBe(2);
    const doc = JSON.parse(strict.stdout) as Validated;
    expect(doc.ok).toBe(false);
    expect(doc.error?.code).toBe('map/no_fortresses');
    expect(doc.warnings.map((w) => w.code)).toEqual(['map/no_fortresses', 'map/sheet_empty']);
  });

  it('refusals: exit 2, each with its cells, in both languages; the contract’s JSON also without --json', () => {
    const dir = tempDir('map');
    const map = clubMap();
    const rows = map.rows.map((r) => r.split(''));
    rows[10][22] = '.'; // the road no longer reaches the bridge from the east bank (21 stays road)
    rows[10][21] = '.';
    const bad = { ...map, rows: rows.map((r) => r.join('')), fortresses: [...map.fortresses, { name: 'Западная', cells: [[12, 15]] as [number, number][] }] };
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(mapToJson(bad))); // no `format`: optional when reading
    const r = polk(dir, 'map', 'validate', 'bad.json', '--json', '--lang', 'en');
    expect(r.status).toBe(2);
    const doc = JSON.parse(r.stdout) as Validated;
    expect(doc.ok).toBe(false);
    const byCode = new Map(doc.refusals.map((i) => [i.code, i]));
    expect(byCode.get('map/bridge_no_road')?.cells).toEqual([[20, 10]]);
    expect(byCode.get('map/fortress_name_duplicate')?.cells).toEqual([[3, 10], [12, 15]]);
    expect(byCode.get('map/fortress_size')?.cells).toEqual([[12, 15]]);
    expect(byCode.get('map/bridge_no_road')?.message).toBe('No road reaches the bridge from both banks.');
    const ru = polk(dir, 'map', 'validate', 'bad.json');
    expect(ru.status).toBe(2);
    expect((JSON.parse(ru.stdout) as Validated).error?.code).toBe(doc.error?.code);
    expect(ru.stderr).toMatch(/ошибка map\/bridge_no_road: К мосту не подходит дорога с обоих берегов\. Клетки: \(20, 10\)/);
  });

  it('a scenario: its map and its deployment (a dragoon the new terrain puts in a wood)', () => {
    const dir = tempDir('map');
    const scenario = {
      format: 'polkovodets-scenario/1', map: mapToJson(clubMap()), armies: ['A', 'N'], toMove: 'A',
      units: [{ id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 }, { id: 'A7', army: 'A', type: 'dragoon', x: 6, y: 3 }, { id: 'NM', army: 'N', type: 'marshal', x: 38, y: 18 }],
    };
    writeFileSync(join(dir, 's.json'), JSON.stringify(scenario));
    const r = polk(dir, 'map', 'validate', 's.json', '--json');
    expect(r.status).toBe(2);
    expect((JSON.parse(r.stdout) as Validated).refusals).toMatchObject([{ code: 'map/unit_terrain', cells: [[6, 3]] }]);
    // The default map of a scenario validates as the default map.
    writeFileSync(join(dir, 'd.json'), JSON.stringify({ ...scenario, map: 'default', units: [] }));
    expect(polk(dir, 'map', 'validate', 'd.json').status).toBe(0);
  });

  it('an unreadable file, not JSON, or not a map: exit 1 with the field named', () => {
    const dir = tempDir('map');
    writeFileSync(join(dir, 'text.json'), 'rows: no');
    writeFileSync(join(dir, 'shape.json'), JSON.stringify({ format: 'polkovodets-map/1', width: 5, height: 2, rows: 'no', fortresses: [] }));
    writeFileSync(join(dir, 'format.json'), JSON.stringify({ format: 'polkovodets-map/9', width: 5, height: 2, rows: [], fortresses: [] }));
    writeFileSync(join(dir, 'extra.json'), JSON.stringify({ width: 5, height: 1, rows: ['.....'], fortresses: [], colour: 'red' }));
    for (const [file, words] of [['missing.json', /missing\.json/], ['text.json', /JSON/], ['shape.json', /map\.rows/], ['format.json', /polkovodets-map\/1/], ['extra.json', /colour/]] as const) {
      const r = polk(dir, 'map', 'validate', file, '--lang', 'en');
      expect(r.status, file).toBe(1);
      expect(r.stderr, file).toMatch(words);
    }
  });
});

describe('polk new --map', () => {
  it('a campaign from presets on a club map: the armies around their homes, owning them, and an order made', () => {
    const dir = tempDir('map');
    writeFileSync(join(dir, 'club.json'), serializeMap(clubMap()));
    const r = polk(dir, 'new', 'c.polk', '--armies', 'A,N', '--size', 'small', '--seed', '4', '--map', 'club.json', '--json');
    expect(r.status, r.stderr).toBe(0);
    const state = (JSON.parse(r.stdout) as { state: { toMove: string; units: { army: string; x: number }[]; fortresses: { name: string; owner: string | null }[] } }).state;
    expect(state.fortresses).toEqual([expect.objectContaining({ name: 'Западная', owner: 'A' }), expect.objectContaining({ name: 'Восточная', owner: 'N' })]);
    expect(state.units.filter((u) => u.army === 'A').every((u) => u.x < 20)).toBe(true);
    expect(state.units.filter((u) => u.army === 'N').every((u) => u.x > 20)).toBe(true);
    const legal = JSON.parse(polk(dir, 'legal', 'c.polk', '--json').stdout) as { commander: string; kind: string; unit: string; to: [number, number] }[];
    const move = legal.find((o) => o.kind === 'move' && o.unit !== o.commander);
    if (!move) throw new Error('no move');
    expect(polk(dir, 'order', 'c.polk', '--commander', move.commander, '--unit', move.unit, '--to', move.to.join(',')).status).toBe(0);
    expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
    // The map travels with the campaign: its scenario export carries it inline.
    expect(polk(dir, 'export', 'c.polk', 'out.json').status).toBe(0);
    expect((JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as { map: unknown }).map).toEqual(mapToJson(clubMap()));
  });

  it('a map the check refuses: exit 1, the first issue and its cells named, no file', () => {
    const dir = tempDir('map');
    const map = clubMap();
    writeFileSync(join(dir, 'bad.json'), serializeMap({ ...map, fortresses: [map.fortresses[0], { ...map.fortresses[1], cells: [[35, 10]] }] }));
    const r = polk(dir, 'new', 'c.polk', '--armies', 'A,N', '--size', 'small', '--map', 'bad.json', '--lang', 'en');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/No campaign can start on this map.*Eastern.*\(35, 10\)/);
    expect(existsSync(join(dir, 'c.polk'))).toBe(false);
    expect(polk(dir, 'new', 'c.polk', '--scenario', 'bad.json', '--map', 'bad.json').status).toBe(1);
  });
});
