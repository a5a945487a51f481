/**
 * Who is where in a units array, by army (the commanders, the other units, the marshals): built once
 * per units array and cached outside the state, like the compact position (position.ts).
 */
import type { Army, Unit } from './types';

/** Who is where in a units array, by army: built once per units array (one pass). */
export interface Roster {
  /** Indices of each army's commanders, in the units' order. */
  readonly commanders: Readonly<Record<Army, readonly number[]>>;
  /** Indices of each army's other units, in the units' order. */
  readonly troops: Readonly<Record<Army, readonly number[]>>;
  /** Armies with a marshal on the map. */
  readonly marshals: Readonly<Record<Army, boolean>>;
}

const rosters = new WeakMap<readonly Unit[], Roster>();

export function rosterOf(units: readonly Unit[]): Roster {
  let r = rosters.get(units);
  if (r) return r;
  const commanders: Record<Army, number[]> = { A: [], N: [], F: [] };
  const troops: Record<Army, number[]> = { A: [], N: [], F: [] };
  const marshals: Record<Army, boolean> = { A: false, N: false, F: false };
  for (let i = 0; i < units.length; i++) {
    const { type, army } = units[i];
    if (type === 'general' || type === 'marshal') {
      commanders[army].push(i);
      if (type === 'marshal') marshals[army] = true;
    } else troops[army].push(i);
  }
  rosters.set(units, (r = { commanders, troops, marshals }));
  return r;
}


/** `next` has the same armies and types at the same indices as `prev` (nobody came or left). */
export function carryRoster(prev: readonly Unit[], next: readonly Unit[]): void {
  const roster = rosters.get(prev);
  if (roster && !rosters.has(next)) rosters.set(next, roster);
}
