/**
 * Presets on any map: the default map keeps exactly today's presets (byte for byte, against digests
 * taken from the presets before maps existed), and on a map of the club's own the armies deploy
 * around their home fortresses (from `home`, else the documented west-to-east rule) into a scenario
 * the engine accepts, with every unit in a commander's square.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOMES, presetScenario, presetScenarioOnMap, PRESET_GOALS, PRESET_SIZES, presetDeployment, type PresetOptions } from '../shared/presets';
import { chebyshev, defaultMapForEditing, gameFromScenario, homeFortresses, isCommanderType, newMap, parseMapFile, serializeMap, type Army, type FortressDef, type MapDef } from '../shared/rules/polkovodets';

/** sha-256 over all 72 preset scenarios' JSON (4 army sets × 2 goals × 3 sizes × 3 seeds), taken on main before this work. */
const DIGEST_BEFORE_MAPS = '660edcaebe0b3e8612e13d801e70e804af1eea363102cf013344b04c60edbcbe';

function digestOf(make: (o: PresetOptions) => unknown): string {
  const out: Record<string, string> = {};
  for (const armies of [['A', 'N'], ['A', 'F'], ['N', 'F'], ['A', 'N', 'F']] as Army[][]) {
    for (const goal of PRESET_GOALS) {
      for (const size of PRESET_SIZES) {
        for (const seed of [0, 7, 12345]) out[`${armies.join('')}-${goal}-${size}-${seed}`] = createHash('sha256').update(JSON.stringify(make({ armies: [...armies], goal, size, seed }))).digest('hex');
      }
    }
  }
  return createHash('sha256').update(JSON.stringify(out)).digest('hex');
}

describe('the default map keeps exactly today’s presets', () => {
  it('presetScenario is byte-identical to before', () => {
    expect(digestOf(presetScenario)).toBe(DIGEST_BEFORE_MAPS);
  });

  it('presets on the default map as the editor opens it (and as its map file reads back) give the same scenarios', () => {
    const fromFile = parseMapFile(serializeMap(defaultMapForEditing()));
    if (!fromFile.ok) throw new Error(fromFile.error.code);
    for (const map of [defaultMapForEditing(), fromFile.value]) {
      expect(
        digestOf((o) => {
          const r = presetScenarioOnMap(o, map);
          if (!r.ok) throw new Error(r.error);
          return r.value;
        }),
      ).toBe(DIGEST_BEFORE_MAPS);
    }
  });

  it('a default map with a cell or a home changed is a club map: deployed by the rule, the map inline', () => {
    const edited = defaultMapForEditing();
    const options: PresetOptions = { armies: ['A', 'N'], goal: 'rout', size: 'standard', seed: 2 };
    const oneCell = { ...edited, rows: edited.rows.map((r, y) => (y === 0 ? 'M' + r.slice(1) : r)) };
    const swapped = { ...edited, fortresses: edited.fortresses.map((f) => (f.home === 'A' ? { ...f, home: 'N' as const } : f.home === 'N' ? { ...f, home: 'A' as const } : f)) };
    for (const map of [oneCell, swapped]) {
      const r = presetScenarioOnMap(options, map);
      if (!r.ok) throw new Error(r.error);
      expect(typeof r.value.map).toBe('object');
      expect(gameFromScenario(r.value).ok).toBe(true);
    }
    const r = presetScenarioOnMap(options, swapped);
    expect(r.ok && r.value.fortressOwners['Цитадель']).toBe('N');
  });

  it('the home fortresses of the default map are the presets’ HOMES', () => {
    expect(homeFortresses(defaultMapForEditing(), ['A', 'N', 'F'])).toEqual({ A: [...HOMES.A.fortresses], N: [...HOMES.N.fortresses], F: [...HOMES.F.fortresses] });
  });
});

/** A two-sheet map of the club's own: a road along the middle, a bridged river, four fortresses. */
function clubMap(homes: (Army | undefined)[] = []): MapDef {
  const base = newMap({ sheets: 2, sheetWidth: 30, sheetHeight: 30 });
  const rows = base.rows.map((r) => r.split(''));
  for (let x = 0; x < 60; x++) rows[15][x] = '=';
  for (let y = 0; y < 30; y++) rows[y][31] = y === 15 ? '#' : '~';
  for (let y = 3; y < 9; y++) for (let x = 10; x < 18; x++) rows[y][x] = 'T';
  for (let y = 20; y < 26; y++) for (let x = 40; x < 46; x++) rows[y][x] = 'M';
  const forts: FortressDef[] = ([
    { name: 'Западная', nameEn: 'Western', cells: [[4, 15], [5, 15], [4, 16], [5, 16]] },
    { name: 'Речная', cells: [[25, 15], [26, 15]] },
    { name: 'Заречная', cells: [[36, 15], [37, 15], [36, 14]] },
    { name: 'Восточная', cells: [[55, 15], [56, 15]] },
  ] as FortressDef[]).map((f, i) => (homes[i] ? { ...f, home: homes[i] } : f));
  return { ...base, rows: rows.map((r) => r.join('')), fortresses: forts };
}

function assertPlayable(map: MapDef, options: PresetOptions) {
  const made = presetScenarioOnMap(options, map);
  if (!made.ok) throw new Error(made.error);
  const game = gameFromScenario(made.value);
  if (!game.ok) throw new Error(`${game.error.code} ${game.error.field}`);
  const state = game.value;
  const fortressCells = new Set(map.fortresses.flatMap((f) => f.cells.map(([x, y]) => `${x},${y}`)));
  for (const army of options.armies) {
    const own = state.units.filter((u) => u.army === army);
    // The same order of battle as on the default map.
    expect(own.map((u) => u.type).sort()).toEqual(presetDeployment(army, options.size).map(([, t]) => t).sort());
    const commanders = own.filter((u) => isCommanderType(u.type));
    for (const u of own) {
      expect(fortressCells.has(`${u.x},${u.y}`), `${u.id} on a fortress cell`).toBe(false);
      expect(map.rows[u.y][u.x], `${u.id} on the river`).not.toBe('~');
      if (!isCommanderType(u.type)) expect(commanders.some((c) => chebyshev(c.x, c.y, u.x, u.y) <= 6), `${u.id} outside every square`).toBe(true);
      for (const e of state.units) if (e.army !== army) expect(chebyshev(e.x, e.y, u.x, u.y), `${u.id} next to ${e.id}`).toBeGreaterThan(1);
    }
  }
  return { scenario: made.value, state };
}

describe('presets on a map of the club’s own', () => {
  it('without `home`, the westmost fortresses go to the first army and the eastmost to the last', () => {
    expect(homeFortresses(clubMap(), ['N', 'A'])).toEqual({ A: ['Западная', 'Речная'], N: ['Заречная', 'Восточная'], F: [] });
    expect(homeFortresses(clubMap(), ['A', 'N', 'F'])).toEqual({ A: ['Западная'], N: ['Речная', 'Заречная'], F: ['Восточная'] });
    expect(homeFortresses(clubMap(), ['A', 'F'])).toEqual({ A: ['Западная', 'Речная'], N: [], F: ['Заречная', 'Восточная'] });
  });

  it('`home` decides where given; the others share the rest by the rule', () => {
    expect(homeFortresses(clubMap(['F', undefined, undefined, 'A']), ['A', 'N', 'F'])).toEqual({ A: ['Восточная'], N: ['Речная', 'Заречная'], F: ['Западная'] });
    // An army not in play keeps its marked homes (they start ownerless).
    // The three unmarked ones cut into two runs (west two, east one) for A and N.
    expect(homeFortresses(clubMap([undefined, undefined, undefined, 'F']), ['A', 'N'])).toEqual({ A: ['Западная', 'Речная'], N: ['Заречная'], F: ['Восточная'] });
  });

  it('fewer fortresses than armies: one each, west to east, as far as they go', () => {
    const map = { ...clubMap(), fortresses: clubMap().fortresses.slice(0, 2) };
    expect(homeFortresses(map, ['A', 'N', 'F'])).toEqual({ A: ['Западная'], N: ['Речная'], F: [] });
  });

  for (const size of PRESET_SIZES) {
    for (const armies of [['A', 'N'], ['A', 'N', 'F']] as Army[][]) {
      it(`${armies.join(',')} ${size}: a scenario the engine accepts, each army around its homes, owning them`, () => {
        const map = clubMap();
        const { scenario, state } = assertPlayable(map, { armies, goal: 'rout', size, seed: 3 });
        const homes = homeFortresses(map, armies);
        for (const a of armies) for (const name of homes[a]) expect(scenario.fortressOwners[name]).toBe(a);
        expect(Object.keys(scenario.fortressOwners).sort()).toEqual(armies.flatMap((a) => homes[a]).sort());
        // Each army's marshal stands nearer its own homes than any other army's.
        const centre = (a: Army) => {
          const cells = map.fortresses.filter((f) => homes[a].includes(f.name)).flatMap((f) => f.cells);
          return [cells.reduce((s, c) => s + c[0], 0) / cells.length, cells.reduce((s, c) => s + c[1], 0) / cells.length];
        };
        for (const a of armies) {
          const m = state.units.find((u) => u.army === a && u.type === 'marshal');
          if (!m) throw new Error('no marshal');
          const d = (b: Army) => (m.x - centre(b)[0]) ** 2 + (m.y - centre(b)[1]) ** 2;
          for (const b of armies) if (b !== a) expect(d(a)).toBeLessThan(d(b));
        }
        // The scenario carries the map inline, and the same options give the same scenario.
        expect(typeof scenario.map).toBe('object');
        const again = presetScenarioOnMap({ armies, goal: 'rout', size, seed: 3 }, map);
        expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(scenario));
      });
    }
  }

  it('an army with no fortress deploys in its band of the map', () => {
    const map = { ...clubMap(), fortresses: clubMap().fortresses.slice(0, 1) };
    const { state } = assertPlayable(map, { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 });
    expect(state.units.filter((u) => u.army === 'N').every((u) => u.x >= 30)).toBe(true);
  });

  it('a map the check refuses, or one too small to deploy on, is refused with a preset key', () => {
    const bad = clubMap();
    const refused = { ...bad, fortresses: [...bad.fortresses, { name: 'Западная', cells: [[1, 1], [2, 1]] as [number, number][] }] };
    expect(presetScenarioOnMap({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 }, refused)).toEqual({ ok: false, error: 'preset/map_refused' });
    const tiny: MapDef = { width: 6, height: 3, rows: ['......', '......', '......'], fortresses: [{ name: 'А', cells: [[0, 1], [1, 1]] }, { name: 'Б', cells: [[4, 1], [5, 1]] }] };
    expect(presetScenarioOnMap({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 }, tiny)).toEqual({ ok: false, error: 'preset/map_no_room' });
    expect(presetScenarioOnMap({ armies: ['A'], goal: 'rout', size: 'small', seed: 1 } as PresetOptions, bad)).toEqual({ ok: false, error: 'preset/armies_count' });
  });
});
