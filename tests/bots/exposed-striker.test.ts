/**
 * `strong` on the real board (a corps plan) counts a strike it could make next move only when the
 * striker is not itself among the rivals' next strikes: they move first (docs/bots.md, «The large
 * board, round five»). Traced on a tuning game as Austria: its cavalry stepped beside France's marshal
 * to threaten him and was struck, unit after unit, before it could strike.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, type CorpsPlan } from '../../shared/bots/evaluate';
import { CORPS_WEIGHTS } from '../../shared/bots/strong';
import { UNIT_SPECS } from '../../shared/rules/polkovodets';
import { tiny, type TinyUnit } from '../rules/helpers';

const PLAN: CorpsPlan = { goalOf: new Map(), corpsOf: new Map() };
const COMMANDERS: TinyUnit[] = [
  { id: 'AM', army: 'A', type: 'marshal', x: 0, y: 0 },
  { id: 'AG', army: 'A', type: 'general', x: 5, y: 3 },
  { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
  { id: 'NG', army: 'N', type: 'general', x: 6, y: 9 },
];
/** A's move has ended (N to move); A's musketeer at (5,5), N's at `at`. */
const position = (at: [number, number]) =>
  tiny({ toMove: 'N', units: [...COMMANDERS, { id: 'A1', army: 'A', type: 'musketeer', x: 5, y: 5 }, { id: 'N1', army: 'N', type: 'musketeer', x: at[0], y: at[1] }] });
/** What counting exposed strikers in full adds to A's evaluation with a corps plan. */
const exposedGain = (at: [number, number]) => evaluate(position(at), 'A', { ...CORPS_WEIGHTS, exposedStriker: 1 }, undefined, PLAN) - evaluate(position(at), 'A', CORPS_WEIGHTS, undefined, PLAN);

describe('strong on the real board does not count strikes of a striker the rivals strike first', () => {
  it('a musketeer beside a rival musketeer (each can strike the other) threatens nothing', () => {
    expect(CORPS_WEIGHTS.exposedStriker).toBe(0);
    // Diagonal neighbours: each musketeer strikes the other; N moves first.
    expect(exposedGain([6, 6])).toBeCloseTo(CORPS_WEIGHTS.threatening * UNIT_SPECS.musketeer.cost);
  });

  it('a striker out of the rivals\' reach keeps its threat', () => {
    // Two cells apart on the diagonal: neither strikes the other, so there is nothing to discount.
    expect(exposedGain([7, 7])).toBe(0);
  });
});
