/** Small boards for table-driven rule tests: a scenario from a few rows of ASCII. */
import { gameFromScenario, type Army, type GameState, type UnitType } from '../../shared/rules/polkovodets';

export interface TinyUnit {
  id: string;
  army: Army;
  type: UnitType;
  x: number;
  y: number;
  riverMoves?: number;
}

export interface TinyOptions {
  rows?: string[];
  fortresses?: { name: string; nameEn?: string; cells: [number, number][] }[];
  units: TinyUnit[];
  armies?: Army[];
  toMove?: Army;
  depots?: Partial<Record<Army, number>>;
  fortressOwners?: Record<string, Army>;
  holds?: Record<string, { army: Army; count: number }>;
  turn?: number;
  turnLimit?: number;
  goal?: 'rout' | 'fortresses';
  horseBatteryMove?: 'dragoon' | 'battery';
}

export const OPEN_15 = Array.from({ length: 15 }, () => '.'.repeat(15));

export function tinyScenario(o: TinyOptions) {
  const rows = o.rows ?? OPEN_15;
  return {
    format: 'polkovodets-scenario/1',
    map: { width: rows[0].length, height: rows.length, rows, fortresses: o.fortresses ?? [] },
    armies: o.armies ?? ['A', 'N'],
    toMove: o.toMove ?? 'A',
    turn: o.turn ?? 1,
    turnLimit: o.turnLimit ?? 80,
    goal: o.goal ?? 'rout',
    depots: o.depots ?? {},
    fortressOwners: o.fortressOwners ?? {},
    ...(o.holds ? { holds: o.holds } : {}),
    ...(o.horseBatteryMove ? { horseBatteryMove: o.horseBatteryMove } : {}),
    units: o.units,
  };
}

/** A state from a tiny scenario; throws with the setup error when the scenario is wrong (a test bug). */
export function tiny(o: TinyOptions): GameState {
  const r = gameFromScenario(tinyScenario(o));
  if (!r.ok) throw new Error(`bad test scenario: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Marshals far away in the corners, so the armies stay in play. */
export const MARSHALS: TinyUnit[] = [
  { id: 'AM', army: 'A', type: 'marshal', x: 0, y: 0 },
  { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
];

export const cells = (orders: { to: readonly [number, number] }[]) => orders.map((o) => `${o.to[0]},${o.to[1]}`).sort();
