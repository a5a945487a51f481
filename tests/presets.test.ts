import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import map from '../assets/maps/default.json';
import {
  ARMIES,
  DEFAULT_DEPOTS,
  DEFAULT_TURN_LIMIT,
  HOMES,
  PRESET_ERROR_MESSAGES,
  PRESET_GOALS,
  PRESET_SIZES,
  drawMoveOrder,
  presetDeployment,
  presetScenario,
  validatePresetOptions,
  type Army,
  type PresetOptions,
  type PresetSize,
  type ScenarioUnitJson,
} from '../shared/presets';

// ---------------------------------------------------------------------------------------------
// The map as a grid.

type Cell = readonly [number, number];
const W = map.width;
const H = map.height;
const key = (x: number, y: number): string => `${x},${y}`;
const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < W && y < H;
const terrain = (x: number, y: number): string => map.rows[y][x];
const chebyshev = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const NEIGHBOURS_8: Cell[] = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
const NEIGHBOURS_4: Cell[] = [[0, -1], [-1, 0], [1, 0], [0, 1]];

const allCells: Cell[] = [];
for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) allCells.push([x, y]);
const cellsOf = (chars: string): Cell[] => allCells.filter(([x, y]) => chars.includes(terrain(x, y)));

const fortressAt = new Map<string, string>();
for (const f of map.fortresses) for (const [x, y] of f.cells) fortressAt.set(key(x, y), f.name);

const isRoad = (x: number, y: number): boolean => terrain(x, y) === '=' || terrain(x, y) === '#';

/** Cells reachable from `start` through cells that pass `ok`, stepping by `steps`. */
function flood(start: readonly Cell[], ok: (x: number, y: number) => boolean, steps: readonly Cell[]): Set<string> {
  const seen = new Set(start.map(([x, y]) => key(x, y)));
  const queue = [...start];
  while (queue.length > 0) {
    const [x, y] = queue.shift()!;
    for (const [dx, dy] of steps) {
      const nx = x + dx;
      const ny = y + dy;
      if (inside(nx, ny) && ok(nx, ny) && !seen.has(key(nx, ny))) {
        seen.add(key(nx, ny));
        queue.push([nx, ny]);
      }
    }
  }
  return seen;
}

const SHEET_WIDTH = 30;
const sheetOf = (x: number): number => Math.floor(x / SHEET_WIDTH);
const FORTRESS_NAMES = ['Дальний монастырь', 'Белый город', 'Цитадель', 'Лесной замок', 'Фольварк', 'Загорье'];

// ---------------------------------------------------------------------------------------------

describe('default map', () => {
  it('is 90 × 40 of the contract cell characters, three sheets of 30 columns', () => {
    expect(W).toBe(90);
    expect(H).toBe(40);
    expect(map.rows).toHaveLength(40);
    for (const row of map.rows) {
      expect(row).toHaveLength(90);
      expect(row).toMatch(/^[.=MTS~#]+$/);
    }
    expect(W / SHEET_WIDTH).toBe(3);
  });

  it('is what scripts/make-default-map.mjs generates', () => {
    const script = fileURLToPath(new URL('../scripts/make-default-map.mjs', import.meta.url));
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain('up to date');
  });

  it('has exactly the six named fortresses, compact blocks of 2–6 plain or road cells', () => {
    expect(map.fortresses.map((f) => f.name).sort()).toEqual([...FORTRESS_NAMES].sort());
    const seen = new Set<string>();
    for (const f of map.fortresses) {
      expect(f.cells.length, f.name).toBeGreaterThanOrEqual(2);
      expect(f.cells.length, f.name).toBeLessThanOrEqual(6);
      for (const [x, y] of f.cells) {
        expect(inside(x, y), `${f.name} ${x},${y}`).toBe(true);
        expect(['.', '='], `${f.name} ${x},${y}`).toContain(terrain(x, y));
        expect(seen.has(key(x, y)), `${f.name} overlaps at ${x},${y}`).toBe(false);
        seen.add(key(x, y));
      }
      // Compact: one 4-connected block within a 3 × 3 box.
      const own = new Set(f.cells.map(([x, y]) => key(x, y)));
      const reached = flood([f.cells[0] as unknown as Cell], (x, y) => own.has(key(x, y)), NEIGHBOURS_4);
      expect(reached.size, f.name).toBe(f.cells.length);
      const xs = f.cells.map(([x]) => x);
      const ys = f.cells.map(([, y]) => y);
      expect(Math.max(...xs) - Math.min(...xs), f.name).toBeLessThan(3);
      expect(Math.max(...ys) - Math.min(...ys), f.name).toBeLessThan(3);
    }
  });

  it('has roads running through at least two fortresses, and a road into every one', () => {
    const withRoad = map.fortresses.filter((f) => f.cells.some(([x, y]) => terrain(x, y) === '='));
    expect(withRoad).toHaveLength(6);
    const through = map.fortresses.filter((f) => {
      // A road runs through when road cells of the fortress touch the road outside it in two places.
      const inner = new Set(f.cells.map(([x, y]) => key(x, y)));
      const exits = new Set<string>();
      for (const [x, y] of f.cells) {
        if (terrain(x, y) !== '=') continue;
        for (const [dx, dy] of NEIGHBOURS_8) {
          const nx = x + dx;
          const ny = y + dy;
          if (inside(nx, ny) && !inner.has(key(nx, ny)) && isRoad(nx, ny)) exits.add(key(nx, ny));
        }
      }
      return exits.size >= 2;
    });
    expect(through.length).toBeGreaterThanOrEqual(2);
  });

  it('has a river across the whole field, one cell wide and unbroken (bridge included)', () => {
    const river = cellsOf('~#');
    expect(river.length).toBeGreaterThanOrEqual(H);
    const reached = flood([river[0]], (x, y) => '~#'.includes(terrain(x, y)), NEIGHBOURS_4);
    expect(reached.size).toBe(river.length);
    const ys = new Set(river.map(([, y]) => y));
    expect(ys.size).toBe(H); // every row, top to bottom
    for (const [x, y] of river) {
      const square = [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]] as const;
      const wet = square.filter(([sx, sy]) => inside(sx, sy) && '~#'.includes(terrain(sx, sy)));
      expect(wet.length, `2 × 2 of river at ${x},${y}`).toBeLessThan(4);
    }
  });

  it('has exactly one bridge, in the river line, with road on both banks', () => {
    const bridges = cellsOf('#');
    expect(bridges).toHaveLength(1);
    const [bx, by] = bridges[0];
    const riverAcross = terrain(bx, by - 1) === '~' && terrain(bx, by + 1) === '~';
    const roadAcross = isRoad(bx - 1, by) && isRoad(bx + 1, by);
    expect(riverAcross && roadAcross).toBe(true);
  });

  it('joins every fortress to every other by road, across the river only by the bridge', () => {
    for (const from of map.fortresses) {
      const start = from.cells.filter(([x, y]) => isRoad(x, y)) as unknown as Cell[];
      expect(start.length, from.name).toBeGreaterThan(0);
      const reached = flood(start, isRoad, NEIGHBOURS_8);
      for (const to of map.fortresses) {
        expect(to.cells.some(([x, y]) => reached.has(key(x, y))), `${from.name} → ${to.name}`).toBe(true);
      }
    }
    // Without the bridge the road network falls apart: no ford is drawn as road.
    const [[bx, by]] = cellsOf('#');
    const west = flood([[bx - 1, by]], (x, y) => terrain(x, y) === '=', NEIGHBOURS_8);
    expect(west.has(key(bx + 1, by))).toBe(false);
  });

  it('has mountains, forest and swamp where they matter', () => {
    expect(cellsOf('M').length).toBeGreaterThanOrEqual(20);
    expect(cellsOf('T').length).toBeGreaterThanOrEqual(20);
    expect(cellsOf('S').length).toBeGreaterThanOrEqual(10);
    const forestNearFortress = cellsOf('T').some(([x, y]) =>
      map.fortresses.some((f) => f.cells.some(([fx, fy]) => chebyshev({ x, y }, { x: fx, y: fy }) <= 3)),
    );
    expect(forestNearFortress).toBe(true);
    const swampByRiver = cellsOf('S').some(([x, y]) =>
      NEIGHBOURS_8.some(([dx, dy]) => inside(x + dx, y + dy) && terrain(x + dx, y + dy) === '~'),
    );
    expect(swampByRiver).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

const ARMY_SETS: Army[][] = [['A', 'N'], ['A', 'F'], ['N', 'F'], ['A', 'N', 'F']];
const EXPECTED: Record<PresetSize, { generals: number; units: number; depots: number }> = {
  small: { generals: 1, units: 10, depots: 15 },
  standard: { generals: 3, units: 24, depots: 25 },
  large: { generals: 5, units: 45, depots: 40 },
};
const CAVALRY = ['dragoon', 'hussar', 'uhlan', 'cuirassier'];
const BATTERIES = ['battery', 'horse_battery'];
const TROOP_TYPES = ['musketeer', 'grenadier', 'jager', 'dragoon', 'hussar', 'uhlan', 'cossack', 'cuirassier', 'battery', 'horse_battery'];
const isCommander = (u: ScenarioUnitJson): boolean => u.type === 'marshal' || u.type === 'general';
/** The longest strike on the board is a battery's 5 cells. */
const LONGEST_STRIKE = 5;

const cases = ARMY_SETS.flatMap((armies) =>
  PRESET_SIZES.flatMap((size) => PRESET_GOALS.map((goal) => ({ armies, size, goal, label: `${armies.join('')} ${size} ${goal}` }))),
);

describe('presetScenario', () => {
  describe.each(cases)('$label', ({ armies, size, goal }) => {
    const s = presetScenario({ armies, size, goal, seed: 7 });

    it('has the scenario header, move order, depots and home fortresses', () => {
      expect(s.format).toBe('polkovodets-scenario/1');
      expect(s.map).toBe('default');
      expect(s.turn).toBe(1);
      expect(s.turnLimit).toBe(DEFAULT_TURN_LIMIT);
      expect(s.goal).toBe(goal);
      expect(s.seed).toBe(7);
      expect([...s.armies].sort()).toEqual([...armies].sort());
      expect(s.toMove).toBe(s.armies[0]);
      expect(s.depots).toEqual(Object.fromEntries(armies.map((a) => [a, EXPECTED[size].depots])));
      const owners = Object.fromEntries(armies.flatMap((a) => HOMES[a].fortresses.map((f) => [f, a])));
      expect(s.fortressOwners).toEqual(owners);
      expect(Object.keys(s.fortressOwners)).toHaveLength(armies.length * 2);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    });

    it('deploys a marshal, the generals and the units of the size, with short unique ids', () => {
      expect(s.units.length).toBe(armies.length * (1 + EXPECTED[size].generals + EXPECTED[size].units));
      for (const army of armies) {
        const own = s.units.filter((u) => u.army === army);
        expect(own.filter((u) => u.type === 'marshal')).toHaveLength(1);
        expect(own.filter((u) => u.type === 'general')).toHaveLength(EXPECTED[size].generals);
        const troops = own.filter((u) => !isCommander(u));
        expect(troops).toHaveLength(EXPECTED[size].units);
        const types = new Set(troops.map((u) => u.type));
        // Infantry, cavalry of several kinds and guns in every size; every type from standard up.
        expect(types.size).toBeGreaterThanOrEqual(size === 'small' ? 8 : TROOP_TYPES.length);
        for (const t of types) expect(TROOP_TYPES).toContain(t);
        for (const u of own) expect(u.id.startsWith(army)).toBe(true);
      }
      const ids = s.units.map((u) => u.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[ANF](-M|-G\d|\d{1,2})$/);
    });

    it('stands every unit on its own free, lawful cell of its army sheet, outside the fortresses', () => {
      const taken = new Set<string>();
      for (const u of s.units) {
        const where = `${u.id} ${u.type} at ${u.x},${u.y}`;
        expect(Number.isInteger(u.x) && Number.isInteger(u.y) && inside(u.x, u.y), where).toBe(true);
        expect(taken.has(key(u.x, u.y)), `two units on ${where}`).toBe(false);
        taken.add(key(u.x, u.y));
        const t = terrain(u.x, u.y);
        expect('~#', where).not.toContain(t);
        if (CAVALRY.includes(u.type) || BATTERIES.includes(u.type)) expect('MTS', where).not.toContain(t);
        expect(fortressAt.has(key(u.x, u.y)), `${where} stands in a fortress`).toBe(false);
        expect(sheetOf(u.x), where).toBe(HOMES[u.army].sheet);
      }
    });

    it('keeps every unit within a commander’s 13 × 13 square, and near its home fortresses', () => {
      for (const army of armies) {
        const own = s.units.filter((u) => u.army === army);
        const commanders = own.filter(isCommander);
        for (const u of own.filter((v) => !isCommander(v))) {
          const nearest = Math.min(...commanders.map((c) => chebyshev(u, c)));
          expect(nearest, `${u.id} ${u.type} at ${u.x},${u.y}`).toBeLessThanOrEqual(6);
        }
        const homeCells = map.fortresses.filter((f) => HOMES[army].fortresses.includes(f.name)).flatMap((f) => f.cells);
        expect(homeCells.length).toBeGreaterThan(0);
        for (const [x] of homeCells) expect(sheetOf(x)).toBe(HOMES[army].sheet);
        for (const c of commanders) {
          const toHome = Math.min(...homeCells.map(([x, y]) => chebyshev(c, { x, y })));
          expect(toHome, `${c.id} at ${c.x},${c.y}`).toBeLessThanOrEqual(15);
        }
      }
    });

    it('keeps the armies apart: no enemy within striking reach at the start', () => {
      let closest = Infinity;
      for (const a of s.units) for (const b of s.units) if (a.army !== b.army) closest = Math.min(closest, chebyshev(a, b));
      expect(closest).toBeGreaterThan(LONGEST_STRIKE);
    });
  });

  it('draws the move order by lot: the same for a seed, different across seeds, whatever the input order', () => {
    const base = { goal: 'rout', size: 'small' } as const;
    for (const armies of ARMY_SETS) {
      const orders = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        const a = presetScenario({ ...base, armies, seed }).armies;
        expect(presetScenario({ ...base, armies, seed }).armies).toEqual(a);
        expect(presetScenario({ ...base, armies: [...armies].reverse(), seed }).armies).toEqual(a);
        expect(drawMoveOrder(armies, seed)).toEqual(a);
        orders.add(a.join(''));
      }
      // 2 armies: both orders come up; 3 armies: all six.
      expect(orders.size).toBe(armies.length === 2 ? 2 : 6);
    }
  });

  it('is deterministic as a whole', () => {
    const o: PresetOptions = { armies: ['F', 'A', 'N'], goal: 'fortresses', size: 'large', seed: 12345 };
    expect(presetScenario(o)).toEqual(presetScenario({ ...o }));
  });

  it('takes the depots and the turn limit from the options', () => {
    const s = presetScenario({ armies: ['A', 'F'], goal: 'rout', size: 'standard', seed: 1, depots: 12.5, turnLimit: 30 });
    expect(s.depots).toEqual({ A: 12.5, F: 12.5 });
    expect(s.turnLimit).toBe(30);
    expect(presetScenario({ armies: ['A', 'F'], goal: 'rout', size: 'standard', seed: 1, depots: 0 }).depots).toEqual({ A: 0, F: 0 });
    expect(DEFAULT_DEPOTS).toEqual({ small: 15, standard: 25, large: 40 });
  });

  it('refuses options that validatePresetOptions refuses', () => {
    expect(() => presetScenario({ armies: ['A'], goal: 'rout', size: 'small', seed: 1 })).toThrow('preset/armies_count');
  });
});

describe('validatePresetOptions', () => {
  const ok = { armies: ['A', 'N'], goal: 'rout', size: 'standard', seed: 3 };
  it.each([
    ['two armies', ok, null],
    ['three armies, all options', { ...ok, armies: ['F', 'N', 'A'], depots: 23.5, turnLimit: 1 }, null],
    ['one army', { ...ok, armies: ['A'] }, 'preset/armies_count'],
    ['four armies', { ...ok, armies: ['A', 'N', 'F', 'A'] }, 'preset/armies_count'],
    ['no armies list', { ...ok, armies: 'A,N' }, 'preset/armies_count'],
    ['unknown army', { ...ok, armies: ['A', 'X'] }, 'preset/army_unknown'],
    ['lower-case army', { ...ok, armies: ['a', 'n'] }, 'preset/army_unknown'],
    ['same army twice', { ...ok, armies: ['N', 'N'] }, 'preset/army_duplicate'],
    ['unknown goal', { ...ok, goal: 'capture' }, 'preset/goal_unknown'],
    ['unknown size', { ...ok, size: 'huge' }, 'preset/size_unknown'],
    ['fractional seed', { ...ok, seed: 1.5 }, 'preset/seed_invalid'],
    ['missing seed', { ...ok, seed: undefined }, 'preset/seed_invalid'],
    ['turn limit 0', { ...ok, turnLimit: 0 }, 'preset/turn_limit_invalid'],
    ['fractional turn limit', { ...ok, turnLimit: 2.5 }, 'preset/turn_limit_invalid'],
    ['negative depots', { ...ok, depots: -1 }, 'preset/depots_invalid'],
    ['depots not a multiple of 0.5', { ...ok, depots: 10.25 }, 'preset/depots_invalid'],
    ['depots not a number', { ...ok, depots: '10' }, 'preset/depots_invalid'],
  ])('%s', (_name, options, expected) => {
    expect(validatePresetOptions(options)).toBe(expected);
  });

  it('has a Russian and an English message for every key', () => {
    for (const [k, m] of Object.entries(PRESET_ERROR_MESSAGES)) {
      expect(k).toMatch(/^preset\//);
      expect(m.ru.length).toBeGreaterThan(0);
      expect(m.en.length).toBeGreaterThan(0);
    }
    expect(ARMIES).toEqual(['A', 'N', 'F']);
  });
});

describe('fairness and variants', () => {
  it('every army has the same order of battle in every size', () => {
    for (const size of PRESET_SIZES) {
      const counts = (['A', 'N', 'F'] as const).map((army) => {
        const c: Record<string, number> = {};
        for (const [, type] of presetDeployment(army, size)) c[type] = (c[type] ?? 0) + 1;
        return JSON.stringify(Object.entries(c).sort());
      });
      expect(new Set(counts).size, size).toBe(1);
    }
  });

  it('the horse-battery variant is a preset option that reaches the scenario', () => {
    const s = presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1, horseBatteryMove: 'battery' });
    expect(s.horseBatteryMove).toBe('battery');
    expect(presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 }).horseBatteryMove).toBeUndefined();
    expect(validatePresetOptions({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1, horseBatteryMove: 'pegasus' })).toBe('preset/horse_battery_move_unknown');
  });
});
