/**
 * Property tests of the map format and check. Maps drawn with the editor's vocabulary (terrain
 * rectangles, 8-connected road paths, rivers top to bottom with bridges where a road crosses,
 * fortresses grown as side-joined sets of 2–6 cells, names in two languages, homes, sheets):
 * - the check refuses none of them, and each passes the scenario parser (inside a scenario too);
 * - each round-trips through the map file unchanged (value and canonical text);
 * and on maps drawn carelessly (any character, fortress cells anywhere, bridges anywhere, rows of
 * the wrong length, a deployment anywhere), every refusal names at least one cell, all on the map,
 * and a map the check does not refuse still passes the parser.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARMIES, mapToJson, parseMapFile, parseScenario, readMapDraft, serializeMap, validateMap, UNIT_TYPES, type Army, type Cell, type FortressDef, type MapDef, type MapDeploymentUnit,
} from '../../shared/rules/polkovodets';

type Grid = string[][];

interface Drawing {
  readonly sheets: number;
  readonly sheetWidth: number;
  readonly height: number;
  readonly rects: { x: number; y: number; w: number; h: number; t: 'M' | 'T' | 'S' }[];
  readonly roads: { x: number; y: number; steps: number[] }[];
  readonly rivers: { x: number; steps: number[]; cross: number | null }[];
  readonly forts: { x: number; y: number; size: number; grow: number[]; home: Army | null; en: boolean }[];
  readonly withSheets: boolean;
}

const N8: readonly [number, number][] = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
const N4: readonly [number, number][] = [[0, -1], [-1, 0], [1, 0], [0, 1]];

const drawing: fc.Arbitrary<Drawing> = fc
  .record({ sheets: fc.integer({ min: 1, max: 4 }), sheetWidth: fc.integer({ min: 4, max: 12 }), height: fc.integer({ min: 4, max: 14 }) })
  .chain(({ sheets, sheetWidth, height }) => {
    const width = sheets * sheetWidth;
    const x = fc.integer({ min: 0, max: width - 1 });
    const y = fc.integer({ min: 0, max: height - 1 });
    return fc.record({
      sheets: fc.constant(sheets),
      sheetWidth: fc.constant(sheetWidth),
      height: fc.constant(height),
      rects: fc.array(fc.record({ x, y, w: fc.integer({ min: 1, max: 6 }), h: fc.integer({ min: 1, max: 5 }), t: fc.constantFrom('M' as const, 'T' as const, 'S' as const) }), { maxLength: 5 }),
      roads: fc.array(fc.record({ x, y, steps: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 30 }) }), { maxLength: 4 }),
      rivers: fc.array(fc.record({ x, steps: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: height, maxLength: height }), cross: fc.option(y, { nil: null }) }), { maxLength: 2 }),
      forts: fc.array(fc.record({ x, y, size: fc.integer({ min: 2, max: 6 }), grow: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), home: fc.constantFrom<Army | null>(null, ...ARMIES), en: fc.boolean() }), { maxLength: 6 }),
      withSheets: fc.boolean(),
    });
  });

/** Draw as the editor would: terrain, roads, rivers (a river cell across a road becomes a bridge), fortresses. */
function draw(d: Drawing): MapDef {
  const width = d.sheets * d.sheetWidth;
  const { height } = d;
  const g: Grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  for (const r of d.rects) for (let y = r.y; y < Math.min(height, r.y + r.h); y++) for (let x = r.x; x < Math.min(width, r.x + r.w); x++) g[y][x] = r.t;
  for (const road of d.roads) {
    let [x, y] = [road.x, road.y];
    g[y][x] = '=';
    for (const s of road.steps) {
      const [dx, dy] = N8[s];
      if (!inside(x + dx, y + dy)) continue;
      x += dx;
      y += dy;
      g[y][x] = '=';
    }
  }
  for (const river of d.rivers) {
    // Top to bottom, side-stepping as a staircase (each row's cell joined by its side to the next).
    let x = river.x;
    for (let y = 0; y < height; y++) {
      g[y][x] = '~';
      const nx = x + river.steps[y];
      if (river.steps[y] !== 0 && nx >= 0 && nx < width) {
        x = nx;
        g[y][x] = '~';
      }
    }
  }
  const water = (x: number, y: number) => inside(x, y) && (g[y][x] === '~' || g[y][x] === '#');
  // A road drawn across each river at its crossing row (up to the water on either side).
  for (const river of d.rivers) {
    if (river.cross === null) continue;
    const y = river.cross;
    const xs = g[y].flatMap((c, x) => (c === '~' ? [x] : []));
    if (!xs.length) continue;
    for (let x = xs[0] - 1; x >= Math.max(0, xs[0] - 3) && !water(x, y); x--) g[y][x] = '=';
    for (let x = xs[xs.length - 1] + 1; x <= Math.min(width - 1, xs[xs.length - 1] + 3) && !water(x, y); x++) g[y][x] = '=';
  }
  // Where a road meets a N–S river cell from both sides, the editor puts a bridge.
  const road = (x: number, y: number) => inside(x, y) && g[y][x] === '=';
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (g[y][x] === '~' && water(x, y - 1) && water(x, y + 1) && road(x - 1, y) && road(x + 1, y)) g[y][x] = '#';
  const taken = new Set<string>();
  const fortresses: FortressDef[] = [];
  d.forts.forEach((f, i) => {
    const ok = (x: number, y: number) => inside(x, y) && (g[y][x] === '.' || g[y][x] === '=') && !taken.has(`${x},${y}`);
    if (!ok(f.x, f.y)) return;
    const cells: Cell[] = [[f.x, f.y]];
    const mine = new Set([`${f.x},${f.y}`]);
    for (const pick of f.grow) {
      if (cells.length >= f.size) break;
      const frontier = cells.flatMap(([cx, cy]) => N4.map(([dx, dy]) => [cx + dx, cy + dy] as Cell)).filter(([nx, ny]) => ok(nx, ny) && !mine.has(`${nx},${ny}`));
      if (!frontier.length) break;
      const [nx, ny] = frontier[pick % frontier.length];
      mine.add(`${nx},${ny}`);
      cells.push([nx, ny]);
    }
    if (cells.length < 2) return;
    for (const k of mine) taken.add(k);
    fortresses.push({ name: `Крепость ${i + 1}`, ...(f.en ? { nameEn: `Fort ${i + 1}` } : {}), ...(f.home ? { home: f.home } : {}), cells });
  });
  return { width, height, rows: g.map((r) => r.join('')), fortresses, ...(d.withSheets ? { sheets: { count: d.sheets, width: d.sheetWidth, height } } : {}) };
}

const scenarioOn = (map: MapDef) => ({ format: 'polkovodets-scenario/1', map: mapToJson(map), armies: ['A', 'N'], toMove: 'A', units: [] });

describe('maps drawn with the editor’s vocabulary', () => {
  it('are not refused, pass the scenario parser, and round-trip through the map file', () => {
    let bridged = 0;
    let fortified = 0;
    fc.assert(
      fc.property(drawing, (d) => {
        const map = draw(d);
        if (map.rows.some((r) => r.includes('#'))) bridged++;
        if (map.fortresses.length >= 2) fortified++;
        const { refusals } = validateMap(map);
        expect(refusals.map((r) => `${r.code} ${JSON.stringify(r.cells)}`)).toEqual([]);
        const text = serializeMap(map);
        const back = parseMapFile(text);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back.value).toEqual(map);
        expect(serializeMap(back.value)).toBe(text);
        // The draft reader reads the same, and a scenario carrying it parses to the same map.
        expect(readMapDraft(text)).toEqual(back);
        const scenario = parseScenario(JSON.parse(JSON.stringify(scenarioOn(map))));
        expect(scenario.ok).toBe(true);
        if (scenario.ok) expect(scenario.value.map).toEqual(map);
      }),
      { numRuns: 300, seed: 20261201 },
    );
    // The drawings hold what the property is about: bridges, and several fortresses.
    expect(bridged).toBeGreaterThan(20);
    expect(fortified).toBeGreaterThan(100);
  });
});

// ---------------------------------------------------------------------------------------------
// Careless drawings: anything at all, then the check.

const careless = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 10 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      // Mostly rows of the right size in the common characters; now and then anything.
      rows: fc.oneof(
        { weight: 3, arbitrary: fc.array(fc.string({ unit: fc.constantFrom('.', '.', '.', '=', 'M', 'T', 'S', '~'), minLength: width, maxLength: width }), { minLength: height, maxLength: height }) },
        { weight: 1, arbitrary: fc.array(fc.string({ unit: fc.constantFrom('.', '=', 'M', '~', '#', 'x'), minLength: Math.max(0, width - 1), maxLength: width + 1 }), { minLength: Math.max(0, height - 1), maxLength: height + 1 }) },
      ),
      fortresses: fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        {
          weight: 3,
          arbitrary: fc.array(
            fc.record({
              name: fc.constantFrom('А', 'Б', 'В', '', ' Г'),
              nameEn: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }),
              cells: fc.array(fc.tuple(fc.integer({ min: -2, max: width + 1 }), fc.integer({ min: -2, max: height + 1 })), { maxLength: 8 }),
            }),
            { maxLength: 4 },
          ),
        },
      ),
      sheets: fc.option(fc.record({ count: fc.integer({ min: 1, max: 4 }), width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 10 }) }), { nil: undefined, freq: 2 }),
      deployment: fc.array(fc.record({ army: fc.constantFrom(...ARMIES), type: fc.constantFrom(...UNIT_TYPES), x: fc.integer({ min: -1, max: width + 1 }), y: fc.integer({ min: -1, max: height + 1 }) }), { maxLength: 3 }),
    }),
  );

describe('maps drawn carelessly', () => {
  it('every refusal names at least one cell, all on the map; a map not refused passes the parser', () => {
    let accepted = 0;
    fc.assert(
      fc.property(careless, (c) => {
        const map: MapDef = {
          width: c.width,
          height: c.height,
          rows: c.rows,
          fortresses: (c.fortresses as { name: string; nameEn?: string; cells: [number, number][] }[]).map((f) => ({ name: f.name, ...(f.nameEn === undefined ? {} : { nameEn: f.nameEn }), cells: f.cells })),
          ...(c.sheets ? { sheets: c.sheets } : {}),
        };
        const { refusals, warnings } = validateMap(map, c.deployment as MapDeploymentUnit[]);
        for (const issue of [...refusals, ...warnings]) {
          expect(issue.cells.length, issue.code).toBeGreaterThan(0);
          for (const [x, y] of issue.cells) expect(x >= 0 && y >= 0 && x < c.width && y < c.height, `${issue.code} (${x}, ${y})`).toBe(true);
        }
        if (refusals.length === 0) {
          accepted++;
          const parsed = parseMapFile(JSON.parse(serializeMap(map)));
          expect(parsed.ok, parsed.ok ? '' : `${parsed.error.code} ${parsed.error.field}`).toBe(true);
        }
      }),
      { numRuns: 400, seed: 1812 },
    );
    // The second half of the property is not vacuous: some careless maps pass.
    expect(accepted).toBeGreaterThan(10);
  });
});
