/**
 * The lure of a rival marshal on the real board (docs/bots-record.md, «The large board, round six»): a threat
 * on a rival marshal counts at twice his price, so a unit stepped beside him looked worth more than
 * its own loss, and Austria stepped six units beside France's marshal in five moves, each struck
 * before it could strike (tuning game 1016). With a corps plan (strong on the real board) such a
 * threat does not count when the striker stands where a rival can strike it first.
 */
import { describe, expect, it } from 'vitest';
import { type Army, type GameState, type Unit } from '../../shared/rules/polkovodets';
import { evaluate, lossValue, marchTargets, threatsOf, WEIGHTS } from '../../shared/bots/evaluate';
import { planOf } from '../../shared/bots/plan';
import { CORPS_WEIGHTS, STRONG_WEIGHTS } from '../../shared/bots/strong';
import { large } from './presets';

/** Austria's uhlan two cells diagonally from France's marshal, Austria's general near it; with `guard`, France's grenadier beside the uhlan. */
function lure(guard: boolean): { state: GameState; uhlan: number; marshal: number } {
  const start = large(21);
  const nm = start.units.find((u) => u.id === 'N-M') as Unit;
  const at = (dx: number, dy: number): [number, number] => [nm.x + dx, nm.y + dy];
  const taken = new Set<string>();
  const clear = (x: number, y: number) => taken.add(`${x},${y}`);
  const [ux, uy] = at(2, 2);
  const [gx, gy] = at(5, 4);
  const [rx, ry] = at(3, 2);
  [at(1, 1), [ux, uy], [gx, gy], [rx, ry]].forEach(([x, y]) => clear(x, y));
  let units = start.units.filter((u) => u.id === 'N-M' || !taken.has(`${u.x},${u.y}`));
  const fUhlan = units.find((u) => u.army === 'F' && u.type === 'uhlan') as Unit;
  const nGrenadier = units.find((u) => u.army === 'N' && u.type === 'grenadier') as Unit;
  units = units.map((u) => (u.id === fUhlan.id ? { ...u, x: ux, y: uy } : u.id === 'F-G5' ? { ...u, x: gx, y: gy } : u));
  if (guard) units = units.map((u) => (u.id === nGrenadier.id ? { ...u, x: rx, y: ry } : u));
  else units = units.filter((u) => u.id !== nGrenadier.id);
  const state: GameState = { ...start, units, toMove: 'N' };
  return { state, uhlan: units.findIndex((u) => u.id === fUhlan.id), marshal: units.findIndex((u) => u.id === 'N-M') };
}

describe('a rival marshal threatened by an exposed unit (the real board)', () => {
  const me: Army = 'F';
  it('does not count with a corps plan when a rival can strike the striker first; counts when none can', () => {
    const exposed = lure(true);
    const onMarshal = threatsOf(exposed.state, me).threats.some((t) => t.striker === exposed.uhlan && t.target === exposed.marshal);
    expect(onMarshal).toBe(true);
    expect(threatsOf(exposed.state, 'N').threats.some((t) => t.target === exposed.uhlan)).toBe(true);
    const plan = planOf(exposed.state, me);
    const targets = marchTargets(exposed.state, me);
    const counted = { ...CORPS_WEIGHTS, exposedMarshalThreat: 1 };
    const gain = evaluate(exposed.state, me, counted, targets, plan) - evaluate(exposed.state, me, CORPS_WEIGHTS, targets, plan);
    // The marshal is the best target there is: a quarter of his loss value (twice his price).
    expect(gain).toBeCloseTo(CORPS_WEIGHTS.threatening * lossValue(exposed.state, exposed.state.units[exposed.marshal]), 6);

    const safe = lure(false);
    expect(threatsOf(safe.state, 'N').threats.some((t) => t.target === safe.uhlan)).toBe(false);
    const safePlan = planOf(safe.state, me);
    const safeTargets = marchTargets(safe.state, me);
    expect(evaluate(safe.state, me, CORPS_WEIGHTS, safeTargets, safePlan)).toBe(evaluate(safe.state, me, counted, safeTargets, safePlan));
  });

  it('greedy and the small board (no plan) are unchanged', () => {
    const { state } = lure(true);
    const targets = marchTargets(state, me);
    expect(WEIGHTS.exposedMarshalThreat).toBe(1);
    expect(STRONG_WEIGHTS.exposedMarshalThreat).toBe(1);
    expect(evaluate(state, me, { ...CORPS_WEIGHTS, exposedMarshalThreat: 1 }, targets)).toBe(evaluate(state, me, CORPS_WEIGHTS, targets));
  });
});
