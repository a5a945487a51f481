/**
 * `strong` on the real board within two moves of the turn limit (docs/bots-record.md, «The large board,
 * round five»): the search's best complete moves are played on to the end of the game — the rivals
 * with greedy's own moves — and the move whose end is best is played; the search's own best unless
 * another is strictly better. Counted in positions, never in time.
 */
import { describe, expect, it } from 'vitest';
import { botMove } from '../../shared/bots';
import { corpsCandidates, corpsSearch } from '../../shared/bots/corps';
import { planOf } from '../../shared/bots/plan';
import { Budget } from '../../shared/bots/search';
import { CORPS_ENDGAME, CORPS_WEIGHTS, playedToEnd } from '../../shared/bots/strong';
import { marchTargets } from '../../shared/bots/evaluate';
import { MutableRandom } from '../../shared/rules/random';
import type { GameState, Order } from '../../shared/rules/polkovodets';
import { tiny } from '../rules/helpers';

// The last move of the game for A (turn 80, N moves after it). N's musketeer has held A's Загорье at
// the end of one move: alone there at the end of N's move, it takes it (20 half-depots), and N, 10
// behind, wins. Two of A's candidate moves: its musketeer beside Загорье steps in (the hold breaks, A
// wins), or the general whose square covers it steps on towards Фольварк (N takes Загорье and wins).
// (The search itself strikes the holder here; the test is of the choice among given candidates.)
const s: GameState = tiny({
  turn: 80,
  fortresses: [
    { name: 'Загорье', cells: [[0, 7], [0, 8]] },
    { name: 'Фольварк', cells: [[14, 0], [14, 1]] },
  ],
  fortressOwners: { Загорье: 'A', Фольварк: 'N' },
  holds: { Загорье: { army: 'N', count: 1 } },
  depots: { A: 0, N: 10 },
  units: [
    { id: 'AM', army: 'A', type: 'marshal', x: 8, y: 14 },
    { id: 'AG1', army: 'A', type: 'general', x: 3, y: 4 },
    { id: 'AG2', army: 'A', type: 'general', x: 10, y: 10 },
    { id: 'A1', army: 'A', type: 'musketeer', x: 1, y: 8 },
    { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
    { id: 'N1', army: 'N', type: 'musketeer', x: 0, y: 7 },
  ],
});
const block: Order[] = [{ kind: 'move', commander: 'AG1', unit: 'A1', to: [0, 8] }];
const walk: Order[] = [{ kind: 'step', commander: 'AG1', to: [4, 3] }];
const budget = () => new Budget(4000, {}, CORPS_WEIGHTS, marchTargets(s, 'A'), planOf(s, 'A'));

describe('strong plays its last moves on the real board to the end of the game', () => {
  it('plays the candidates on only within CORPS_ENDGAME moves of the limit (the rivals\' moves count as positions)', () => {
    const nodes = (turn: number, endgame?: number) => botMove('strong', { ...s, turn }, { seed: 1, ...(endgame === undefined ? {} : { endgame }) }).nodes;
    const last = s.options.turnLimit - CORPS_ENDGAME + 1;
    expect(nodes(last)).toBeGreaterThan(nodes(last, 0));
    expect(nodes(last - 1)).toBe(nodes(last - 1, 0));
  });

  it('takes a later candidate whose end wins over the first, whose end loses', () => {
    expect(playedToEnd(s, [walk, block], budget())).toEqual(block);
  });

  it('keeps the search\'s own best unless another ends strictly better', () => {
    expect(playedToEnd(s, [block, walk], budget())).toEqual(block);
    const other: Order[] = [{ kind: 'step', commander: 'AG1', to: [4, 4] }];
    expect(playedToEnd(s, [walk, other], budget())).toEqual(walk);
  });

  it('the candidates are distinct complete moves, the search\'s own best first', () => {
    const plan = planOf(s, 'A');
    const candidates = corpsCandidates(s, budget(), plan, new MutableRandom(3), 4);
    expect(candidates.length).toBe(4);
    expect(candidates[0]).toEqual(corpsSearch(s, budget(), plan, new MutableRandom(3)));
    expect(new Set(candidates.map((c) => JSON.stringify(c))).size).toBe(4);
  });
});
