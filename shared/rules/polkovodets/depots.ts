/**
 * Depots: exact half-depot arithmetic and the breakdown into the depot cards the players hold at
 * the table: army 10, corps 5, divisional 2.5, regimental 1. Their words are in shared/vocab.
 */
import type { HalfDepots } from './types';

/** Half-depots from regimental depots, or null when not a multiple of 0.5. */
export function toHalves(depots: number): HalfDepots | null {
  if (typeof depots !== 'number' || !Number.isFinite(depots)) return null;
  const h = depots * 2;
  return Number.isInteger(h) ? h : null;
}

export const fromHalves = (halves: HalfDepots): number => halves / 2;

export interface DepotCards {
  readonly army: number;
  readonly corps: number;
  readonly divisional: number;
  readonly regimental: number;
  /** A half-depot no card can show (e.g. 1.5 = 1 regimental + ½). */
  readonly remainder: HalfDepots;
}

/**
 * The fewest cards for a balance. An odd number of half-depots needs one divisional card (2.5);
 * the even rest goes greedily to army, corps and regimental cards.
 */
export function depotCards(halves: HalfDepots): DepotCards {
  let n = Math.max(0, halves);
  let divisional = 0;
  if (n % 2 === 1 && n >= 5) {
    divisional = 1;
    n -= 5;
  }
  const army = Math.floor(n / 20);
  n -= army * 20;
  const corps = Math.floor(n / 10);
  n -= corps * 10;
  const regimental = Math.floor(n / 2);
  n -= regimental * 2;
  return { army, corps, divisional, regimental, remainder: n };
}
