/**
 * The position as the public contract shows it (`polk state --json`, ../shared/contract.md):
 * depots and strength in regimental depots (the engine keeps half-depots), the commanders who may
 * still order, fortresses with their cells. Plain data, no I/O: the window can use it as well.
 */
import { commandersToOrder, fromHalves, needsMarshal, strengthOf, type Army, type Cell, type GameEvent, type GameState, type Goal, type Hold, type Unit } from './rules/polkovodets';

/** A unit as the contract shows it: these fields of the engine's unit, and no other (a field the engine adds stays inside). */
export type PublicUnit = Pick<Unit, 'id' | 'army' | 'type' | 'x' | 'y' | 'acted' | 'riverMoves'>;

export interface PublicFortress {
  readonly name: string;
  readonly owner: Army | null;
  readonly hold: Hold | null;
  readonly cells: Cell[];
}

export interface PublicState {
  readonly turn: number;
  readonly turnLimit: number;
  readonly toMove: Army;
  readonly armies: Army[];
  readonly status: 'playing' | 'finished';
  readonly winner: Army | 'draw' | null;
  readonly depots: Partial<Record<Army, number>>;
  readonly strength: Partial<Record<Army, number>>;
  readonly out: Army[];
  readonly needsMarshal: boolean;
  readonly ordersLeft: string[];
  readonly units: PublicUnit[];
  readonly fortresses: PublicFortress[];
  /** Extra: the campaign's goal ('rout' or 'fortresses'). */
  readonly goal: Goal;
  /** Extra: the seed of the lot that drew the move order, or null. */
  readonly seed: number | null;
}

export function publicState(state: GameState): PublicState {
  const depots: Partial<Record<Army, number>> = {};
  const strength: Partial<Record<Army, number>> = {};
  for (const army of state.armies) {
    depots[army] = fromHalves(state.depots[army] ?? 0);
    strength[army] = fromHalves(strengthOf(state, army));
  }
  return {
    turn: state.turn,
    turnLimit: state.options.turnLimit,
    toMove: state.toMove,
    armies: [...state.armies],
    status: state.status,
    winner: state.winner,
    depots,
    strength,
    out: [...state.out],
    needsMarshal: needsMarshal(state),
    ordersLeft: commandersToOrder(state).map((c) => c.id),
    units: state.units.map((u) => ({ id: u.id, army: u.army, type: u.type, x: u.x, y: u.y, acted: u.acted, riverMoves: u.riverMoves })),
    fortresses: state.fortresses.map((f, i) => ({
      name: f.name,
      owner: f.owner,
      hold: f.hold ? { army: f.hold.army, count: f.hold.count } : null,
      cells: state.map.fortresses[i].cells.map(([x, y]) => [x, y] as Cell),
    })),
    goal: state.options.goal,
    seed: state.seed,
  };
}

/**
 * Events with their depot amounts in regimental depots, for public output (the engine's events
 * count half-depots): `amount`, `balance`, `cost` and `trophies`.
 */
export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.map((e) => {
    switch (e.type) {
      case 'depots':
        return { ...e, amount: fromHalves(e.amount), balance: fromHalves(e.balance) };
      case 'recruited':
      case 'marshal_appointed':
        return { ...e, cost: fromHalves(e.cost) };
      case 'captured':
        return { ...e, trophies: fromHalves(e.trophies) };
      default:
        return e;
    }
  });
}
