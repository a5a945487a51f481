/**
 * The order of battle, as data: per army, its units grouped by type with counts and strength (the
 * recruitment cost, the marshal 15 — the engine's UNIT_SPECS, as in the standings), and for each unit
 * who can order it. For the army to move that is the engine's own list of legal orders (a commander
 * who lists an order of the unit); for the others, whose commanders order nothing now, the squares
 * (the engine's COMMAND_RADIUS) they stand in. A unit no commander covers stands «без дела».
 */
import { COMMAND_RADIUS, UNIT_SPECS, UNIT_TYPES, chebyshev, isCommanderType } from '../../../shared/rules/polkovodets';
import type { Army, GameState, LegalOrder, Unit, UnitType } from '../../../shared/rules/polkovodets';
import { commanderEntries, indexLegal } from '../map/viewModel';

export type UnitCover =
  /** A commander (his own status: may still order, has ordered, raised this move). */
  | { readonly kind: 'commander'; readonly status: 'left' | 'given' | 'new' | 'waiting' }
  /** The army to move: the commanders whose listed orders include this unit. */
  | { readonly kind: 'orderable'; readonly by: readonly string[] }
  /** Another army: the commanders whose 13×13 square holds it. */
  | { readonly kind: 'square'; readonly by: readonly string[] }
  | { readonly kind: 'acted' }
  | { readonly kind: 'idle' };

export interface OobRow {
  readonly unit: Unit;
  readonly cover: UnitCover;
}

export interface OobGroup {
  readonly type: UnitType;
  readonly count: number;
  /** Half-depots. */
  readonly strength: number;
  readonly rows: readonly OobRow[];
}

export interface OobArmy {
  readonly army: Army;
  readonly toMove: boolean;
  readonly units: number;
  /** Half-depots, units only (the standings add the depots). */
  readonly strength: number;
  readonly groups: readonly OobGroup[];
}

const naturalId = (a: Unit, b: Unit): number => a.id.localeCompare(b.id, 'en', { numeric: true });

function coverOf(state: GameState, legal: readonly LegalOrder[], unit: Unit, commanders: readonly Unit[]): UnitCover {
  const toMove = unit.army === state.toMove && state.status === 'playing';
  if (isCommanderType(unit.type)) {
    if (!toMove) return { kind: 'commander', status: 'waiting' };
    const entry = commanderEntries(state, legal).find((e) => e.unit.id === unit.id);
    return { kind: 'commander', status: entry?.status ?? 'waiting' };
  }
  if (toMove) {
    const index = indexLegal(legal);
    const by = commanders.filter((c) => index.get(c.id)?.units.has(unit.id)).map((c) => c.id);
    if (by.length) return { kind: 'orderable', by };
    return unit.acted ? { kind: 'acted' } : { kind: 'idle' };
  }
  const by = commanders.filter((c) => chebyshev(c.x, c.y, unit.x, unit.y) <= COMMAND_RADIUS).map((c) => c.id);
  return by.length ? { kind: 'square', by } : { kind: 'idle' };
}

export function orderOfBattle(state: GameState, legal: readonly LegalOrder[]): OobArmy[] {
  return state.armies.map((army) => {
    const own = state.units.filter((u) => u.army === army);
    const commanders = own.filter((u) => isCommanderType(u.type)).sort((a, b) => (a.type === b.type ? naturalId(a, b) : a.type === 'marshal' ? -1 : 1));
    const groups: OobGroup[] = [];
    for (const type of UNIT_TYPES) {
      const list = own.filter((u) => u.type === type).sort(naturalId);
      if (!list.length) continue;
      groups.push({ type, count: list.length, strength: list.length * UNIT_SPECS[type].cost, rows: list.map((unit) => ({ unit, cover: coverOf(state, legal, unit, commanders) })) });
    }
    // Commanders first (marshal, generals), then the troops in the engine's order of types.
    groups.sort((a, b) => Number(isCommanderType(b.type)) - Number(isCommanderType(a.type)) || (a.type === 'marshal' ? -1 : b.type === 'marshal' ? 1 : 0));
    return { army, toMove: army === state.toMove, units: own.length, strength: groups.reduce((s, g) => s + g.strength, 0), groups };
  });
}

/** The army to move's units no commander can order now and that have not acted: «без дела». */
export function idleUnits(armies: readonly OobArmy[]): Unit[] {
  const mine = armies.find((a) => a.toMove);
  return mine ? mine.groups.flatMap((g) => g.rows.filter((r) => r.cover.kind === 'idle').map((r) => r.unit)) : [];
}

/** The next in `list` after `current` (by id), wrapping round; the first when `current` is not in it. */
export function nextAfter<T extends { readonly id: string }>(list: readonly T[], current: string | null): T | null {
  if (!list.length) return null;
  const i = current === null ? -1 : list.findIndex((u) => u.id === current);
  return list[(i + 1) % list.length];
}
