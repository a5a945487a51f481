/**
 * One army's view (issue 14), arranged for that army: its commanders with the squares they command
 * and whether they still have their order this move; its units with the commanders whose square
 * they stand in (none: idle). Nothing is hidden from the other armies — this only arranges. The
 * order status comes from the state (`ordered`, `acted`) and, in the army's own move, from the
 * engine's legal orders (`commanderEntries`); the square is the rules' 13×13 (COMMAND_RADIUS).
 */
import { chebyshev, COMMAND_RADIUS, isCommanderType, type Army, type GameState, type LegalOrder, type Unit } from '../../../shared/rules/polkovodets';
import { commanderEntries } from '../map/viewModel';

/** left: may still give his order; given: gave it; new: raised this move; waiting: not his army's move. */
export type OrderStatus = 'left' | 'given' | 'new' | 'waiting';

export interface CommanderRow {
  readonly unit: Unit;
  readonly status: OrderStatus;
  /** The engine's orders for him now (his army's move only). */
  readonly orders: number;
  /** The square he commands: columns x0…x1, rows y0…y1, clipped to the map. */
  readonly square: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
  /** Own units (not commanders) standing in his square. */
  readonly inSquare: number;
}

export interface UnitRow {
  readonly unit: Unit;
  /** Commanders of the army whose square holds the unit; [] = idle. */
  readonly commanders: readonly string[];
}

export interface ArmyArrangement {
  readonly army: Army;
  readonly toMove: boolean;
  readonly commanders: readonly CommanderRow[];
  readonly units: readonly UnitRow[];
  /** Commanders who may still give an order this move (0 outside the army's move). */
  readonly ordersLeft: number;
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function arrangeArmy(state: GameState, legal: readonly LegalOrder[], army: Army): ArmyArrangement {
  const own = state.units.filter((u) => u.army === army);
  const commanders = own.filter((u) => isCommanderType(u.type)).sort((a, b) => (a.type === b.type ? natural(a.id, b.id) : a.type === 'marshal' ? -1 : 1));
  const troops = own.filter((u) => !isCommanderType(u.type)).sort((a, b) => natural(a.id, b.id));
  const toMove = state.status === 'playing' && state.toMove === army;
  const entries = toMove ? new Map(commanderEntries(state, legal).map((e) => [e.unit.id, e])) : new Map();
  const near = (c: Unit, u: Unit) => chebyshev(c.x, c.y, u.x, u.y) <= COMMAND_RADIUS;
  const rows: CommanderRow[] = commanders.map((c) => {
    const e = entries.get(c.id);
    return {
      unit: c,
      status: e ? e.status : 'waiting',
      orders: e ? e.orders : 0,
      square: {
        x0: Math.max(0, c.x - COMMAND_RADIUS),
        y0: Math.max(0, c.y - COMMAND_RADIUS),
        x1: Math.min(state.map.width - 1, c.x + COMMAND_RADIUS),
        y1: Math.min(state.map.height - 1, c.y + COMMAND_RADIUS),
      },
      inSquare: troops.filter((u) => near(c, u)).length,
    };
  });
  return {
    army,
    toMove,
    commanders: rows,
    units: troops.map((u) => ({ unit: u, commanders: commanders.filter((c) => near(c, u)).map((c) => c.id) })),
    ordersLeft: rows.filter((r) => r.status === 'left').length,
  };
}
