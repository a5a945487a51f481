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
 * position (position.ts), in one entry.
 *
 * Two places hold the entries. A few recent ones are held strongly, in a ring: an action's next
 * state is nearly always looked at right after it is made (a random game, the machine's search
 * listing the state it just made), and its entry, carried from the state before, goes only there.
 * The WeakMap also keeps the entries whose position was built from the units alone (a state read
 * from a file, one found again later): an entry put in a WeakMap survives the young generation's collections (the map's
 * table is old) and so costs a promotion of all it holds, which for an entry per action was most
 * of a random game's collection time. A carried entry evicted from the ring is dropped; should its
 * state be asked about again, its entry is built from the units (the same answers, more work).
 */
export interface UnitsCache {
  roster: Roster | undefined;
  position: Position | undefined;
}

const caches = new WeakMap<readonly Unit[], UnitsCache>();
const RECENT = 8;
const recentUnits: (readonly Unit[] | undefined)[] = new Array<undefined>(RECENT).fill(undefined);
const recentCaches: (UnitsCache | undefined)[] = new Array<undefined>(RECENT).fill(undefined);
let nextSlot = 0;

function remember(units: readonly Unit[], cache: UnitsCache): void {
  recentUnits[nextSlot] = units;
  recentCaches[nextSlot] = cache;
  nextSlot = (nextSlot + 1) % RECENT;
}

/** The cache entry of a units array, if it has one. */
export function cachedOf(units: readonly Unit[]): UnitsCache | undefined {
  for (let k = 0; k < RECENT; k++) if (recentUnits[k] === units) return recentCaches[k];
  return caches.get(units);
}

/** The cache entry of a units array (an empty one is made on first use, held among the recent). */
export function cacheOf(units: readonly Unit[]): UnitsCache {
  let c = cachedOf(units);
  if (!c) remember(units, (c = { roster: undefined, position: undefined }));
  return c;
}

/** Keep an entry whose position was built from the units alone beyond the recent ones. */
export function keepCache(units: readonly Unit[], cache: UnitsCache): void {
  if (!caches.has(units)) caches.set(units, cache);
}

/** Cache `next`'s roster and position, derived from its predecessor's (what is cached already stays). */
export function carryCache(next: readonly Unit[], roster: Roster | undefined, position: Position): void {
  // A units array just made can only have an entry among the recent (one made by `cacheOf`); not
  // asking the WeakMap spares giving the new array an identity hash.
  let c: UnitsCache | undefined;
  for (let k = 0; k < RECENT && !c; k++) if (recentUnits[k] === next) c = recentCaches[k];
  if (!c) remember(next, { roster, position });
  else {
    c.roster ??= roster;
    c.position ??= position;
  }
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

/**
 * `next` has the same armies and types at the same indices as `prev` (nobody came or left): it
 * gets `prev`'s roster before anything asks for it (its position is carried later).
 */
export function carryRoster(prev: readonly Unit[], next: readonly Unit[]): void {
  const roster = cachedOf(prev)?.roster;
  if (roster && !cachedOf(next)) remember(next, { roster, position: undefined });
}
