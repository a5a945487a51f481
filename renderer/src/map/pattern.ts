/**
 * The selected unit's pattern (from the engine's unit tables) and the cells a click there would be
 * refused, with the engine's reason: what the map draws under a picked unit. Geometry and lookups
 * only; legality is the engine's (`legalOrders`).
 */
import { UNIT_SPECS, type Cell, type GameState, type Order, type Unit } from '../../../shared/rules/polkovodets';
import { ALL_DIRECTIONS, BATTERY_RANGE, movePattern, type Ray } from '../../../shared/rules/polkovodets/units';
import { cellKey, unitAt, type Highlights } from './viewModel';


export interface PatternRay {
  readonly kind: 'move' | 'strike';
  /** The cells along the ray, nearest first, up to its length (clipped to the map). */
  readonly cells: readonly Cell[];
}

/**
 * The unit's move and strike rays as the engine's table states them (`movePattern`, the spec's
 * strikes, a battery's range in every direction). Geometry only: whether a cell may be reached is
 * the engine's `legalOrders`' business.
 */
export function patternRays(state: GameState, unit: Unit): PatternRay[] {
  const spec = UNIT_SPECS[unit.type];
  const out: PatternRay[] = [];
  const along = (kind: PatternRay['kind'], rays: readonly Ray[]) => {
    for (const ray of rays)
      for (const [dx, dy] of ray.directions) {
        const cells: Cell[] = [];
        for (let k = 1; k <= ray.max; k++) {
          const x = unit.x + dx * k;
          const y = unit.y + dy * k;
          if (x < 0 || y < 0 || x >= state.map.width || y >= state.map.height) break;
          cells.push([x, y]);
        }
        if (cells.length) out.push({ kind, cells });
      }
  };
  along('move', movePattern(unit.type, state.options));
  along('strike', spec.fires ? [{ directions: ALL_DIRECTIONS, max: BATTERY_RANGE }] : spec.strikes);
  return out;
}

export interface BlockedCell {
  readonly cell: Cell;
  /** The order a click there would send (the engine says why it refuses it). */
  readonly order: Order;
}

/**
 * Cells of the pattern that a click would not turn into a listed order: an empty cell of a move
 * ray, or an enemy's cell on any ray. (Empty cells of a strike-only ray are just its reach; a click
 * on an own unit picks that unit.)
 */
export function blockedCells(state: GameState, unit: Unit, h: Highlights, commander: string): BlockedCell[] {
  const legal = new Set<number>([...h.moves, ...h.roads, ...h.strikes.map((s) => s.cell)].map((c) => cellKey(c[0], c[1])));
  const seen = new Set<number>();
  const out: BlockedCell[] = [];
  for (const ray of patternRays(state, unit))
    for (const c of ray.cells) {
      const k = cellKey(c[0], c[1]);
      if (legal.has(k) || seen.has(k)) continue;
      const occupant = unitAt(state, c[0], c[1]);
      if (!occupant && ray.kind === 'strike') continue;
      // A click on an own unit picks it: no refusal to tell there.
      if (occupant && occupant.army === unit.army) continue;
      seen.add(k);
      const order: Order = occupant ? { kind: 'strike', commander, unit: unit.id, to: c } : { kind: 'move', commander, unit: unit.id, to: c };
      out.push({ cell: c, order });
    }
  return out;
}
