/**
 * Who is where in a units array, by army (the commanders, the other units, the marshals): built once
 * per units array and cached outside the state, beside the compact position (position.ts).
 */
import type { Army, GameState, Unit } from './types';

/**
 * The compact position (position.ts) as this cache holds it: opaque here, so that this file, which
 * position.ts and board.ts's users build on, imports neither (no import circle); position.ts reads
 * it back as its own type.
 */
export type CachedPosition = object;

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
 * The entries of the 16 units arrays used most recently are held, most recent first; the least
 * recently used is dropped, and a state asked about again after that gets its entry rebuilt from
 * its units (the same answers, more work). Use is what keeps an entry: a state that every action
 * starts from (the position a search expands, the state on the console) is asked about at each
 * action and stays, while the states made and looked at once fall out. Not a WeakMap: an entry in
 * one survives the young generation's collections while its key lives in the old generation's
 * table, so the map promoted every action's position, its rows and its destinations, which was
 * most of a random game's collection time (676 MB promoted over 180 large games against 4 MB).
 */
export interface UnitsCache {
  roster: Roster | undefined;
  position: CachedPosition | undefined;
  /** board.ts's flat occupancy grid, with the map width it was laid out for. */
  occupancy?: { readonly width: number; readonly occ: Int32Array };
}

const RECENT = 16;
const recentUnits: (readonly Unit[] | undefined)[] = new Array<undefined>(RECENT).fill(undefined);
const recentCaches: (UnitsCache | undefined)[] = new Array<undefined>(RECENT).fill(undefined);

/** Put an entry first, shifting those before slot `from` (RECENT - 1: a new one, dropping the last) down by one. */
function toFront(units: readonly Unit[], cache: UnitsCache, from: number): void {
  for (let k = from; k > 0; k--) {
    recentUnits[k] = recentUnits[k - 1];
    recentCaches[k] = recentCaches[k - 1];
  }
  recentUnits[0] = units;
  recentCaches[0] = cache;
}

/** The cache entry of a units array, if it has one (it becomes the most recently used). */
export function cachedOf(units: readonly Unit[]): UnitsCache | undefined {
  if (recentUnits[0] === units) return recentCaches[0];
  for (let k = 1; k < RECENT; k++) {
    if (recentUnits[k] !== units) continue;
    const c = recentCaches[k] as UnitsCache;
    toFront(units, c, k);
    return c;
  }
  return undefined;
}

/** The cache entry of a units array (an empty one is made on first use). */
export function cacheOf(units: readonly Unit[]): UnitsCache {
  let c = cachedOf(units);
  if (!c) toFront(units, (c = { roster: undefined, position: undefined }), RECENT - 1);
  return c;
}

/** Cache `next`'s roster and position, derived from its predecessor's (what is cached already stays). */
export function carryCache(next: readonly Unit[], roster: Roster | undefined, position: CachedPosition): void {
  const c = cachedOf(next);
  if (!c) toFront(next, { roster, position }, RECENT - 1);
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
  if (roster && !cachedOf(next)) toFront(next, { roster, position: undefined }, RECENT - 1);
}

/**
 * Index into `units` of the unit on each cell, or -1. Never changed once built: share, do not write.
 * Cached with the units array's other entries (the recently used ones, above).
 */
export function occupancyOf(state: GameState): Int32Array {
  const { width, height } = state.map;
  const cache = cacheOf(state.units);
  const known = cache.occupancy;
  if (known && known.width === width && known.occ.length === width * height) return known.occ;
  const occ = new Int32Array(width * height).fill(-1);
  const units = state.units;
  for (let i = 0; i < units.length; i++) occ[units[i].y * width + units[i].x] = i;
  cache.occupancy = { width, occ };
  return occ;
}
