/**
 * Strength, fortresses and who would win if the game ended now (rulings.md, "victory").
 * Strength = depots + the recruitment cost of every unit on the map (the marshal counts 15).
 */
import type { Army, GameState, HalfDepots } from './types';
import { UNIT_SPECS } from './units';

export interface ArmyStanding {
  readonly army: Army;
  readonly inPlay: boolean;
  readonly depots: HalfDepots;
  readonly strength: HalfDepots;
  readonly fortresses: number;
  readonly units: number;
}

export const armiesInPlay = (state: GameState): Army[] => state.armies.filter((a) => !state.out.includes(a));

export function strengthOf(state: GameState, army: Army): HalfDepots {
  let s = state.depots[army] ?? 0;
  for (const u of state.units) if (u.army === army) s += UNIT_SPECS[u.type].cost;
  return s;
}

export function standings(state: GameState): ArmyStanding[] {
  return state.armies.map((army) => ({
    army,
    inPlay: !state.out.includes(army),
    depots: state.depots[army] ?? 0,
    strength: strengthOf(state, army),
    fortresses: state.fortresses.filter((f) => f.owner === army).length,
    units: state.units.filter((u) => u.army === army).length,
  }));
}

/** The winner under the campaign's goal if the game ended now: an army, or 'draw'. */
export function leader(state: GameState): Army | 'draw' {
  const inPlay = standings(state).filter((s) => s.inPlay);
  if (inPlay.length === 1) return inPlay[0].army;
  const key = state.options.goal === 'fortresses'
    ? (s: ArmyStanding) => [s.fortresses, s.strength]
    : (s: ArmyStanding) => [s.strength];
  const compare = (a: ArmyStanding, b: ArmyStanding) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  const sorted = inPlay.slice().sort(compare);
  if (sorted.length === 0) return 'draw';
  if (sorted.length > 1 && compare(sorted[0], sorted[1]) === 0) return 'draw';
  return sorted[0].army;
}
