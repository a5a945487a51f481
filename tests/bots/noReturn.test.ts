/**
 * The no-return rule (issue 24, shared/bots/plan.ts) on the small preset too, where `strong` plays
 * the beam over the whole army move (strong.ts) rather than the corps search: a commander never
 * steps back onto a cell he left within his last four moves unless an enemy came into his square.
 * Kept there on purpose (docs/bots.md): A/B on the tuning seeds showed no cost.
 */
import { describe, expect, it } from 'vitest';
import { type GameState, type Order } from '../../shared/rules/polkovodets';
import { botMove } from '../../shared/bots';
import { small } from './presets';

const stepsOf = (move: ReturnType<typeof botMove>): Extract<Order, { kind: 'step' }>[] =>
  move.steps.flatMap((s) => (s.action.kind === 'order' && s.action.order.kind === 'step' ? [s.action.order] : []));

describe('strong on the small preset keeps the no-return rule', () => {
  it('does not step a commander onto the cell it would choose when he stood there last move', () => {
    const now = small(1001);
    // Without a history, the commanders' steps strong chooses.
    const free = stepsOf(botMove('strong', now, { seed: 3 }));
    expect(free.length).toBeGreaterThan(0);
    const step = free[0];
    // The same position, with a history where that commander started his last move on that cell
    // (so he has left it since, and no enemy is anywhere near on the first turns).
    const earlier: GameState = {
      ...now,
      turn: now.turn - 1,
      units: now.units.map((u) => (u.id === step.commander ? { ...u, x: step.to[0], y: step.to[1] } : u)),
    };
    const bound = stepsOf(botMove('strong', now, { seed: 3, history: [earlier] }));
    expect(bound.some((o) => o.commander === step.commander && o.to[0] === step.to[0] && o.to[1] === step.to[1])).toBe(false);
  }, 120_000);
});
