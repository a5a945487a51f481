/**
 * On the small board `strong` plays its twelve best complete moves on (DEFAULT_REPLIES) and may spend
 * SMALL_BOARD_BUDGET × the budget on it (shared/bots/strong.ts, docs/bots-record.md «The small presets, round
 * six»). With six candidates and the plain budget most moves stopped after the first one or two
 * candidates' replies, and Russia lost tuning game 1075 against France by 191 to 192.
 */
import { describe, expect, it } from 'vitest';
import { botMove, DEFAULT_STRONG_BUDGET } from '../../shared/bots';
import { playGame } from '../../shared/bots/match';
import { SMALL_BOARD_BUDGET } from '../../shared/bots/strong';
import { small } from './presets';

describe('strong on the small board: twelve candidates played on', () => {
  it('plays every candidate on at the default budget, spending more than it', () => {
    // Russia to move at turn 30 of a greedy game (58 army moves).
    const s = playGame(small(1075), { A: { level: 'greedy' }, N: { level: 'greedy' } }, 1, 58).final;
    expect(s.status).toBe('playing');
    const move = botMove('strong', s, { seed: 1, budget: DEFAULT_STRONG_BUDGET });
    expect(move.stopped).toBe('done');
    expect(move.nodes).toBeGreaterThan(DEFAULT_STRONG_BUDGET);
    expect(move.nodes).toBeLessThanOrEqual(SMALL_BOARD_BUDGET * DEFAULT_STRONG_BUDGET);
    // The budget cut nothing: the same move as without one.
    expect(botMove('strong', s, { seed: 1, budget: 1_000_000 })).toEqual(move);
  }, 60_000);

  it('wins tuning game 1075 as Russia against France (lost by 191 to 192 with six)', () => {
    // As `npm run bench:bots -- --tuning` plays it: bot seed 7919 × preset seed + 2, the default budget.
    const game = playGame(small(1075), { A: { level: 'strong', options: { budget: DEFAULT_STRONG_BUDGET } }, N: { level: 'greedy' } }, 7919 * 1075 + 2);
    expect(game.winner).toBe('A');
  }, 180_000);
});
