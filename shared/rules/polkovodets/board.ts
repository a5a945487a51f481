/**
 * The board compiled for fast look-ups: terrain codes in a typed array, fortress index per cell,
 * and an occupancy grid of the current units. Compiled once per map object (cached in a WeakMap)
 * and once per recently used units array (roster.ts), so the state itself stays plain data. (The
 * engine's own walks read position.ts's row-wise occupancy, carried from one state to the next.)
 */
import type { MapDef, Terrain, Unit } from './types';
import { UNIT_SPECS, type UnitSpec } from './units';

/** Who stands on which cell: kept with the units array's roster (roster.ts), offered here beside the board. */
export { occupancyOf } from './roster';

/** Terrain codes in the compiled board. */
export const T = { Plain: 0, Road: 1, Mountain: 2, Forest: 3, Swamp: 4, River: 5, Bridge: 6 } as const;
export type TerrainCode = (typeof T)[keyof typeof T];

const TERRAIN_CODE: Readonly<Record<Terrain, TerrainCode>> = {
  '.': T.Plain,
  '=': T.Road,
  M: T.Mountain,
  T: T.Forest,
  S: T.Swamp,
  '~': T.River,
  '#': T.Bridge,
};

export const TERRAIN_CHARS = Object.keys(TERRAIN_CODE) as Terrain[];
export const isTerrainChar = (c: string): c is Terrain => Object.prototype.hasOwnProperty.call(TERRAIN_CODE, c);

export interface Board {
  readonly width: number;
  readonly height: number;
  /** Terrain code per cell index (y * width + x). */
  readonly terrain: Uint8Array;
  /** Index into map.fortresses per cell, or -1. */
  readonly fortressAt: Int8Array;
}

const boards = new WeakMap<MapDef, Board>();

export function boardOf(map: MapDef): Board {
  let board = boards.get(map);
  if (!board) {
    board = compileBoard(map);
    boards.set(map, board);
  }
  return board;
}

function compileBoard(map: MapDef): Board {
  const { width, height } = map;
  const terrain = new Uint8Array(width * height);
  const fortressAt = new Int8Array(width * height).fill(-1);
  for (let y = 0; y < height; y++) {
    const row = map.rows[y];
    for (let x = 0; x < width; x++) terrain[y * width + x] = TERRAIN_CODE[row[x] as Terrain] ?? T.Plain;
  }
  map.fortresses.forEach((f, i) => {
    for (const [x, y] of f.cells) fortressAt[y * width + x] = i;
  });
  return { width, height, terrain, fortressAt };
}

export const isRough = (t: number): boolean => t === T.Mountain || t === T.Forest || t === T.Swamp;
/** Road cells: road, bridge, and fortress cells the road runs through (drawn as road). */
export const isRoad = (t: number): boolean => t === T.Road || t === T.Bridge;

/** May a unit of this kind stand on this terrain? */
export function canEnter(spec: UnitSpec, t: number): boolean {
  if (isRough(t)) return spec.roughWalker;
  if (t === T.River) return spec.unitClass !== 'artillery';
  return true;
}

/** Does this cell stop a battery's line of fire when the shot passes through it? */
export function blocksFire(board: Board, i: number): boolean {
  const t = board.terrain[i];
  return t === T.Mountain || t === T.Forest || board.fortressAt[i] >= 0;
}

export const inBounds = (board: Board, x: number, y: number): boolean => x >= 0 && y >= 0 && x < board.width && y < board.height;

export const chebyshev = (ax: number, ay: number, bx: number, by: number): number => Math.max(Math.abs(ax - bx), Math.abs(ay - by));

export const terrainCharAt = (map: MapDef, x: number, y: number): Terrain => map.rows[y][x] as Terrain;

export const specOf = (u: Unit): UnitSpec => UNIT_SPECS[u.type];
