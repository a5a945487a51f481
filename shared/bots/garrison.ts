/**
 * Garrisons on the real board (corps.ts; docs/bots.md, «The large board, round eight (recruits)»):
 * an own fortress a rival could reach soon is kept while a unit of ours stands on it that no rival
 * can strike next move — a hold needs its holder alone there, so the rival must strike the unit
 * first. The shared evaluation never saw this (the engine breaks a hold only at its holder's end of
 * move), so a recruit, strength-neutral, was only a unit further from the march's goal: no army
 * recruited on the large preset and 100–180 half-depots lay idle all game.
 */
import type { Army, GameState } from '../rules/polkovodets/types';
import { COMMAND_RADIUS, TROPHY_PER_CELL, isCommanderType } from '../rules/polkovodets/units';
import { distanceToFortress } from './evaluate';

/** Share of the fortress's trophies a garrison is worth when a rival could be on it next move. */
export const KEEP_SHARE = 1;
/** Moves within which a rival's reach of an own fortress makes a garrison worth anything. */
export const KEEP_HORIZON = 8;
/**
 * A garrison counts only with no rival unit but commanders within this many cells of it: against a
 * lone commander it keeps the fortress, beside a rival's army it is struck within a move or two
 * (France's recruits on Белый город, taken from Russia, were all struck by Russia's army).
 */
export const KEEP_SAFE = 8;
/** Depots (half-depots) a recruit must leave: the marshal's replacement (30) and a musketeer or so to spare. */
export const RECRUIT_RESERVE = 40;

/**
 * Per half-depot recruited: every recruit type keeps a fortress alike, and the dearer one is the
 * dearer loss when a rival comes (without it the search took whichever it met first: a horse battery).
 */
export const RECRUIT_PRICE = 0.1;

/**
 * The moves before a rival could put a unit on the fortress: 0 when one stands on it; else the first
 * rival commander's walk until his square covers it (a unit moves only inside its commander's
 * square), at least 1. FAR-ish (KEEP_HORIZON + 1) when no rival commander can come.
 */
export function rivalReach(state: GameState, me: Army, fi: number): number {
  const cells = state.map.fortresses[fi].cells;
  if (state.units.some((u) => u.army !== me && cells.some(([x, y]) => u.x === x && u.y === y))) return 0;
  let best = KEEP_HORIZON + 1;
  for (const u of state.units) {
    if (u.army === me || !isCommanderType(u.type) || state.out.includes(u.army)) continue;
    best = Math.min(best, Math.max(1, distanceToFortress(state, u, fi) - COMMAND_RADIUS));
  }
  return best;
}

/** Per own fortress (index) a rival could reach within KEEP_HORIZON moves: the garrison's worth there. */
export function keepValues(root: GameState, me: Army): Map<number, number> {
  const out = new Map<number, number>();
  root.fortresses.forEach((f, fi) => {
    if (f.owner !== me) return;
    const reach = rivalReach(root, me, fi);
    if (reach > KEEP_HORIZON) return;
    const trophies = TROPHY_PER_CELL * root.map.fortresses[fi].cells.length;
    out.set(fi, KEEP_SHARE * trophies * (1 - reach / (KEEP_HORIZON + 1)));
  });
  return out;
}

/** The worth of the fortresses in `keep` still own and kept by a unit of ours with no rival unit near (KEEP_SAFE). */
export function garrisonTerm(state: GameState, me: Army, keep: ReadonlyMap<number, number>, root?: GameState): number {
  if (!keep.size || state.status !== 'playing') return 0;
  // With `root`, only the units recruited since it count (the price moves nothing else).
  const old = root ? new Set(root.units.map((u) => u.id)) : undefined;
  const onIt = new Map<number, number[]>();
  for (const [fi] of keep) {
    if (state.fortresses[fi].owner !== me) continue;
    const cells = state.map.fortresses[fi].cells;
    const here = state.units.flatMap((u, i) => (u.army === me && !old?.has(u.id) && cells.some(([x, y]) => u.x === x && u.y === y) ? [i] : []));
    if (here.length) onIt.set(fi, here);
  }
  if (!onIt.size) return 0;
  let value = 0;
  for (const [fi, here] of onIt) if (here.some((i) => safeAt(state, me, state.units[i]))) value += keep.get(fi) ?? 0;
  return value;
}

/** No rival unit but commanders within KEEP_SAFE cells of the cell (no strike reaches farther than a battery's 5). */
function safeAt(state: GameState, me: Army, at: { x: number; y: number }): boolean {
  return !state.units.some((v) => v.army !== me && !isCommanderType(v.type) && Math.max(Math.abs(at.x - v.x), Math.abs(at.y - v.y)) <= KEEP_SAFE);
}

/**
 * Is the recruit a garrison: on a fortress in `keep`, where no rival unit is near? Only such recruits
 * are considered: the evaluation's quarter of a threat made a recruit beside a rival's army look
 * worth its price (France recruited cuirassiers on Лесной замок, taken, in Austria's army; each
 * had to escape the next move or was struck).
 */
export function isGarrisonRecruit(state: GameState, me: Army, keep: ReadonlyMap<number, number>, to: readonly [number, number]): boolean {
  const fi = state.map.fortresses.findIndex((f) => f.cells.some(([x, y]) => x === to[0] && y === to[1]));
  return keep.has(fi) && safeAt(state, me, { x: to[0], y: to[1] });
}
