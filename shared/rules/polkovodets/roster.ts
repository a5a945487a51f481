/**
 * Who is where in a units array, by army (the commanders, the other units, the marshals): built once
 * per units array and cached outside the state, beside the compact position (position.ts).
 */
import type { Position } from './position';
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

/**
 * What is cached per units array (every action makes a new one): its roster and its compact
 * position (position.ts), in one entry, so carrying them to the next state costs one WeakMap entry.
 */
export interface UnitsCache {
  roster: Roster | undefined;
  position: Position | undefined;
}

const caches = new WeakMap<readonly Unit[], UnitsCache>();

/** The cache entry of a units array (an empty one is made on first use). */
export function cacheOf(units: readonly Unit[]): UnitsCache {
  let c = caches.get(units);
  if (!c) caches.set(units, (c = { roster: undefined, position: undefined }));
  return c;
}

/** The cache entry of a units array, if it has one. */
export const cachedOf = (units: readonly Unit[]): UnitsCache | undefined => caches.get(units);

/** Cache `next`'s entry, derived from its predecessor's (no entry yet: a cached one is never replaced). */
export function carryCache(next: readonly Unit[], roster: Roster | undefined, position: Position): void {
  if (!caches.has(next)) caches.set(next, { roster, position });
}

/** The roster of a units array, cached. */
export function rosterOf(units: readonly Unit[]): Roster {
  const c = cacheOf(units);
  return c.roster ?? (c.roster = buildRoster(units));
}

function buildRoster(units: readonly Unit[]): Roster {
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
  return { commanders, troops, marshals };
}
