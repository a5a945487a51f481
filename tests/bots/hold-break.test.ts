/**
 * A rival's hold broken in the last moves (docs/bots.md, «The large board, round seven»): a hold
 * needs its holder alone in the fortress at the end of its move, and the engine updates a hold only
 * then, so after our move the evaluation still saw the rival's hold whole when one of our units stood
 * in the fortress. Near the turn limit the real board's search now gives the hold's price back when
 * an own unit stands in the fortress where no rival can strike it next move.
 */
import { describe, expect, it } from 'vitest';
import { type GameState, type Unit } from '../../shared/rules/polkovodets';
import { END, must } from '../../shared/bots/search';
import { corpsTerms, HOLD_BREAK_MOVES } from '../../shared/bots/corps';
import { planOf } from '../../shared/bots/plan';
import { threatsOf } from '../../shared/bots/evaluate';
import { strongMove } from '../../shared/bots/strong';
import { greedyMove } from '../../shared/bots/greedy';
import { applyBotMove } from '../../shared/bots/index';
import { large } from './presets';

const CITADEL = 0;

/**
 * Russia's Цитадель (cells 6,8 7,8 6,9 7,9) held once by an Austrian musketeer on 6,8 that no Austrian
 * commander can order; a Russian musketeer on 8,7 (one diagonal step from 7,8, beside the holder but
 * not diagonal to it, so neither can strike the other); Russia's other units near the fortress
 * removed, its commanders kept; Russia to move on `turn`.
 */
function heldCitadel(turn: number): { state: GameState; musketeer: string } {
  const start = large(21);
  const near = (u: Unit) => Math.max(Math.abs(u.x - 7), Math.abs(u.y - 8)) <= 9 && !(u.army === 'A' && (u.type === 'general' || u.type === 'marshal'));
  const holder = start.units.find((u) => u.army === 'F' && u.type === 'musketeer') as Unit;
  const ours = start.units.find((u) => u.army === 'A' && u.type === 'musketeer') as Unit;
  const units = start.units.filter((u) => !near(u) && u.id !== holder.id && u.id !== ours.id);
  units.push({ ...holder, x: 6, y: 8 }, { ...ours, x: 8, y: 7 });
  const fortresses = start.fortresses.map((f, i) => (i === CITADEL ? { ...f, hold: { army: 'F' as const, count: 1 } } : f));
  return { state: { ...start, units, fortresses, turn, toMove: 'A', ordered: [] }, musketeer: ours.id };
}

const inCitadel = (s: GameState, id: string): boolean => {
  const u = s.units.find((v) => v.id === id);
  return !!u && s.map.fortresses[CITADEL].cells.some(([x, y]) => u.x === x && u.y === y);
};

/** The position with the musketeer moved to x,y (no order: a test of the evaluation term only). */
const withMusketeerAt = (s: GameState, id: string, x: number, y: number): GameState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, x, y } : u)) });

describe('a rival hold broken near the turn limit (the real board)', () => {
  it('gives the hold price back for an own unit in the fortress, only in the last moves', () => {
    const late = heldCitadel(80 - HOLD_BREAK_MOVES + 2);
    const plan = planOf(late.state, 'A');
    const terms = (s: GameState) => corpsTerms(must(s, END), 'A', plan);
    const inside = withMusketeerAt(late.state, late.musketeer, 7, 8);
    const beside = withMusketeerAt(late.state, late.musketeer, 7, 7);
    // Own fortress of 4 cells, hold 1: the evaluation's 0.5 × 40 × 1.
    expect(terms(inside) - terms(beside)).toBeCloseTo(20, 6);

    const early = heldCitadel(40);
    const earlyPlan = planOf(early.state, 'A');
    const earlyTerms = (s: GameState) => corpsTerms(must(s, END), 'A', earlyPlan);
    expect(earlyTerms(withMusketeerAt(early.state, early.musketeer, 7, 8))).toBe(earlyTerms(withMusketeerAt(early.state, early.musketeer, 7, 7)));
  });

  it('counts no break when a rival can strike the unit in the fortress', () => {
    const late = heldCitadel(78);
    const plan = planOf(late.state, 'A');
    // 7,9 is diagonal to the holder: with an Austrian general beside it, the holder strikes it.
    const general = late.state.units.find((u) => u.id === 'F-G1') as Unit;
    const commanded: GameState = { ...late.state, units: late.state.units.map((u) => (u.id === general.id ? { ...u, x: 4, y: 6 } : u)) };
    const terms = (s: GameState) => corpsTerms(must(s, END), 'A', plan);
    const struck = withMusketeerAt(commanded, late.musketeer, 7, 9);
    const away = withMusketeerAt(commanded, late.musketeer, 9, 11);
    const ended = must(struck, END);
    const target = ended.units.findIndex((u) => u.id === late.musketeer);
    expect(threatsOf(ended, 'F').threats.some((t) => t.target === target)).toBe(true);
    expect(terms(struck)).toBe(terms(away));
  });

  it('strong steps a unit into the fortress by the evaluation alone (no play-on)', () => {
    const { state, musketeer } = heldCitadel(76);
    let s = state;
    for (const step of strongMove(state, { seed: 1, endgame: 0 }).steps) if (step.action.kind === 'order') s = must(s, step.action);
    expect(inCitadel(s, musketeer)).toBe(true);
  });

  it('strong steps a unit into the fortress to break the hold', () => {
    const { state, musketeer } = heldCitadel(76);
    const move = strongMove(state, { seed: 1 });
    let s = state;
    for (const step of move.steps) if (step.action.kind === 'order') s = must(s, step.action);
    expect(inCitadel(s, musketeer)).toBe(true);
    // Played on to Austria's end of move (greedy rivals): the hold is broken, Цитадель stays Russia's.
    s = must(s, END);
    while (s.toMove !== 'A') s = applyBotMove(s, greedyMove(s)).state;
    expect(s.fortresses[CITADEL].owner).toBe('A');
    expect(s.fortresses[CITADEL].hold).toBeNull();
  });
});
