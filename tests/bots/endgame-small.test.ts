/**
 * `strong` plays its replies on to the end of the game within the last DEFAULT_ENDGAME (8) turns,
 * where the evaluation is the exact result (shared/bots/strong.ts, docs/bots-record.md «The small presets,
 * round five»): at 4 turns Russia lost tuning game 1031 against France by 191 to 197; at 8 it won it.
 */
import { describe, expect, it } from 'vitest';
import { botMove } from '../../shared/bots';
import { DEFAULT_ENDGAME, DEFAULT_ROUNDS } from '../../shared/bots/strong';
import { small } from './presets';

describe('strong within its last eight turns', () => {
  it('plays the replies on to the end of the game seven turns before it', () => {
    expect(DEFAULT_ENDGAME).toBe(8);
    // Turn 74 of 80: seven moves left, more than the three rounds played before the endgame.
    const s = { ...small(5), turn: 74 };
    expect(80 - s.turn + 1).toBeGreaterThan(DEFAULT_ROUNDS);
    const toTheEnd = botMove('strong', s, { seed: 1, budget: 1_000_000 });
    const threeRounds = botMove('strong', s, { seed: 1, budget: 1_000_000, endgame: 4 });
    expect(botMove('strong', s, { seed: 1, budget: 1_000_000, rounds: 7, endgame: 0 })).toEqual(toTheEnd);
    expect(toTheEnd.nodes).toBeGreaterThan(1.5 * threeRounds.nodes);
  }, 120_000);
});
