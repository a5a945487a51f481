/**
 * Recruits that keep a fortress on the real board (docs/bots.md, «The large board, round eight
 * (recruits)»): a unit of ours standing on an own fortress stops any rival's hold there, so a
 * fortress a rival could reach soon is worth a garrison no rival can strike next move. Before, a
 * recruit was only a unit further from the march's goal and no army recruited on the large preset.
 */
import { describe, expect, it } from 'vitest';
import { applyBotMove, botMove } from '../../shared/bots';
import { threatsOf } from '../../shared/bots/evaluate';
import { garrisonTerm, keepValues, RECRUIT_RESERVE } from '../../shared/bots/garrison';
import { armiesInPlay } from '../../shared/rules/polkovodets/standings';
import type { GameState, Unit } from '../../shared/rules/polkovodets';
import { large } from './presets';

const FOLWARK = 2;
const cheb = (u: Unit, x: number, y: number): number => Math.max(Math.abs(u.x - x), Math.abs(u.y - y));

/**
 * Russia has just taken Фольварк (cells 44,9 and 45,9) with nobody on it; its general A-G2 stands
 * three cells off, France's general N-G1 four cells off with no unit of France's within 12 cells.
 */
function taken(depots = 80): GameState {
  const start = large(21);
  let units = start.units.filter((u) => u.army === 'A' || u.id === 'N-G1' || cheb(u, 45, 9) > 12);
  units = units.map((u) => (u.id === 'A-G2' ? { ...u, x: 42, y: 11 } : u.id === 'N-G1' ? { ...u, x: 49, y: 9 } : u));
  return {
    ...start,
    units,
    toMove: 'A',
    depots: { ...start.depots, A: depots },
    fortresses: start.fortresses.map((f, i) => (i === FOLWARK ? { ...f, owner: 'A' } : f)),
  };
}

const onFolwark = (s: GameState, u: Unit): boolean => s.map.fortresses[FOLWARK].cells.some(([x, y]) => u.x === x && u.y === y);

describe('recruits that keep a fortress (the real board)', () => {
  it('a garrison is worth something only where a rival could come soon', () => {
    const s = taken();
    const keep = keepValues(s, 'A');
    expect(keep.get(FOLWARK)).toBeGreaterThan(0);
    // Russia's homes: no rival within the horizon at the start.
    expect(keep.has(0) || keep.has(1)).toBe(false);
    expect(garrisonTerm(s, 'A', keep)).toBe(0);
  });

  it('strong recruits on the fortress a rival general is coming for, where no rival can strike the recruit', () => {
    const s = taken();
    const move = botMove('strong', s, { seed: 1 });
    const recruits = move.steps.flatMap((st) => (st.action.kind === 'order' && st.action.order.kind === 'recruit' ? [st.action.order] : []));
    expect(recruits.length).toBeGreaterThan(0);
    const after = applyBotMove(s, move).state;
    const fresh = after.units.filter((u) => u.army === 'A' && !s.units.some((v) => v.id === u.id));
    expect(fresh.some((u) => onFolwark(after, u))).toBe(true);
    expect(after.depots.A).toBeGreaterThanOrEqual(RECRUIT_RESERVE);
    const struck = new Set(armiesInPlay(after).filter((r) => r !== 'A').flatMap((r) => threatsOf(after, r).threats.map((t) => after.units[t.target].id)));
    for (const u of fresh) expect(struck.has(u.id)).toBe(false);
  });

  it('never spends below the reserve (the marshal’s replacement and a little more)', () => {
    const s = taken(RECRUIT_RESERVE + 1);
    const move = botMove('strong', s, { seed: 1 });
    expect(move.steps.some((st) => st.action.kind === 'order' && st.action.order.kind === 'recruit')).toBe(false);
  });
});
