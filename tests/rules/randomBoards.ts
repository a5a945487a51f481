/**
 * Random club boards for the engine's properties: a map of 1–3 sheets with rough patches, a road
 * across it, a river crossed by that road on a bridge, side roads, and 2×2 fortresses with a home per
 * army; the preset deployed on it by the club-map rule (`presetScenarioOnMap`). Seeded: the same seed
 * gives the same board.
 */
import { presetScenarioOnMap, type PresetOptions } from '../../shared/presets';
import { gameFromScenario, newMap, type Army, type FortressDef, type GameState, type HorseBatteryMove, type MapDef } from '../../shared/rules/polkovodets';
import { MutableRandom } from '../../shared/rules/random';

export function randomMap(seed: number): MapDef {
  const rng = new MutableRandom(seed);
  const int = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const base = newMap({ sheets: int(1, 3), sheetWidth: int(16, 30), sheetHeight: int(14, 26) });
  const { width, height } = base;
  const rows = base.rows.map((r) => r.split(''));
  for (let k = int(2, 8); k > 0; k--) {
    const t = ['M', 'T', 'S'][rng.int(3)];
    const x0 = rng.int(width);
    const y0 = rng.int(height);
    for (let y = y0; y < Math.min(height, y0 + int(1, 5)); y++) for (let x = x0; x < Math.min(width, x0 + int(1, 6)); x++) rows[y][x] = t;
  }
  // Side roads: short random walks.
  for (let k = int(0, 4); k > 0; k--) {
    let x = rng.int(width);
    let y = rng.int(height);
    for (let s = int(3, 25); s > 0; s--) {
      rows[y][x] = '=';
      x = Math.max(0, Math.min(width - 1, x + rng.int(3) - 1));
      y = Math.max(0, Math.min(height - 1, y + rng.int(3) - 1));
    }
  }
  const roadY = int(2, height - 3);
  for (let x = 0; x < width; x++) rows[roadY][x] = '=';
  const riverX = width >= 24 ? int(Math.floor(width / 3), Math.floor((2 * width) / 3)) : -1;
  if (riverX >= 0) for (let y = 0; y < height; y++) rows[y][riverX] = y === roadY ? '#' : '~';
  // Fortresses: 2×2 on clear ground, apart from each other and the river.
  const forts: FortressDef[] = [];
  const taken = (x: number, y: number) => forts.some((f) => f.cells.some(([fx, fy]) => Math.abs(fx - x) < 5 && Math.abs(fy - y) < 5));
  for (let tries = 0; tries < 200 && forts.length < 6; tries++) {
    const x = rng.int(width - 1);
    const y = rng.int(height - 1);
    if (taken(x, y) || (riverX >= 0 && Math.abs(x - riverX) < 3)) continue;
    const cells: [number, number][] = [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]];
    for (const [cx, cy] of cells) if (rows[cy][cx] !== '=') rows[cy][cx] = '.';
    forts.push({ name: `Крепость ${forts.length + 1}`, cells });
  }
  return { ...base, rows: rows.map((r) => r.join('')), fortresses: forts };
}

/**
 * A game on a random board: the preset of `options` deployed on `randomMap(seed)`, or on the next
 * seeds' maps when one has no room for it or is refused (at most 40 tries).
 */
export function randomBoardGame(options: PresetOptions, seed: number, horse: HorseBatteryMove = 'dragoon'): GameState {
  for (let s = seed; s < seed + 40; s++) {
    const scenario = presetScenarioOnMap(options, randomMap(s));
    if (!scenario.ok) continue;
    const game = gameFromScenario({ ...scenario.value, horseBatteryMove: horse });
    if (game.ok) return game.value;
  }
  throw new Error(`no random board from seed ${seed} takes ${options.armies.join('')} ${options.size}`);
}

export const ARMY_SETS: readonly Army[][] = [['A', 'N'], ['N', 'F'], ['A', 'N', 'F']];
