/** The table screen's marks and the army view's arrangement (issue 14), from a real game's events. */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryKind } from '../../shared/bridge/contract';
import { applyOrder, endMove, gameFromScenario, legalOrders, type GameEvent, type GameState, type Order } from '../../shared/rules/polkovodets';
import { fadeOf, recentActivity } from '../../renderer/src/views/activity';
import { arrangeArmy } from '../../renderer/src/views/armyView';
import { smallScenario } from './support/scenarios';

function start(): GameState {
  const g = gameFromScenario(smallScenario());
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

/** Play steps on the engine, recording them as the console's history does. */
function play(steps: (Order | 'end')[]): { state: GameState; history: HistoryEntry[] } {
  let state = start();
  const history: HistoryEntry[] = [{ seq: 0, turn: 1, army: 'A', kind: 'create', payload: null, events: [], at: '' }];
  for (const step of steps) {
    const { turn, toMove } = state;
    const r = step === 'end' ? endMove(state) : applyOrder(state, step);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.value.state;
    const kind: HistoryKind = step === 'end' ? 'end_move' : 'order';
    history.push({ seq: history.length, turn, army: toMove, kind, payload: step === 'end' ? null : step, events: r.value.events as GameEvent[], at: '' });
  }
  return { state, history };
}

const strike: Order = { kind: 'strike', commander: 'AM', unit: 'A1', to: [4, 5], target: 'N1' };
const march: Order = { kind: 'move', commander: 'AG', unit: 'A4', to: [12, 11] };
const marshalStep: Order = { kind: 'step', commander: 'NM', to: [13, 0] };

describe('recentActivity', () => {
  it('draws each order of the newest army move as age 0, and the fallen where they fell', () => {
    const { history } = play([strike, march]);
    const a = recentActivity(history);
    expect(a.trails).toEqual([
      { kind: 'strike', army: 'A', unit: 'A1', from: [3, 4], to: [4, 5], age: 0 },
      { kind: 'move', army: 'A', unit: 'A4', from: [12, 12], to: [12, 11], age: 0 },
    ]);
    expect(a.fallen).toEqual([{ at: [4, 5], army: 'N', unit: 'N1', unitType: 'musketeer', cause: 'struck', age: 0 }]);
    expect(a.captures).toEqual([]);
  });

  it('ages earlier army moves and fades them, up to one round back', () => {
    const { history } = play([strike, march, 'end', marshalStep]);
    const a = recentActivity(history);
    expect(a.trails.map((t) => [t.unit, t.age])).toEqual([
      ['A1', 1],
      ['A4', 1],
      ['NM', 0],
    ]);
    expect(a.trails.at(-1)).toMatchObject({ kind: 'step', from: [14, 0], to: [13, 0] });
    expect(recentActivity(history, 1).trails.map((t) => t.unit)).toEqual(['NM']);
    expect([0, 1, 2, 3].map(fadeOf)).toEqual([1, 0.5, 0.25, 0]);
  });

  it('has nothing to draw before the first order', () => {
    expect(recentActivity(play([]).history)).toEqual({ trails: [], fallen: [], captures: [] });
  });
});

describe('arrangeArmy', () => {
  it('in its own move: which commanders may still order, their squares, and the idle units', () => {
    const { state } = play([strike]);
    const a = arrangeArmy(state, legalOrders(state), 'A');
    expect(a.toMove).toBe(true);
    expect(a.commanders.map((c) => [c.unit.id, c.status])).toEqual([
      ['AM', 'given'],
      ['AG', 'left'],
    ]);
    expect(a.ordersLeft).toBe(1);
    expect(a.commanders[0]!.square).toEqual({ x0: 0, y0: 0, x1: 7, y1: 7 });
    expect(a.commanders[1]!.orders).toBeGreaterThan(0);
    const byId = new Map(a.units.map((u) => [u.unit.id, u.commanders]));
    // A1 struck its way to (4,5): six cells from the general too.
    expect(byId.get('A1')).toEqual(['AM', 'AG']);
    expect(byId.get('A2')).toEqual(['AM', 'AG']);
    expect(byId.get('A3')).toEqual(['AG']);
    expect(byId.get('A4')).toEqual(['AG']);
  });

  it("outside its move: every commander waits; nothing is hidden of the other army's units", () => {
    const { state } = play([strike, 'end']);
    const n = arrangeArmy(state, legalOrders(state), 'N');
    expect(n.toMove).toBe(true);
    const a = arrangeArmy(state, legalOrders(state), 'A');
    expect(a.toMove).toBe(false);
    expect(a.commanders.every((c) => c.status === 'waiting')).toBe(true);
    expect(a.ordersLeft).toBe(0);
    // The dragoon N2 stands in no French commander's square: idle.
    expect(n.units.find((u) => u.unit.id === 'N2')?.commanders).toEqual([]);
  });
});
