/** Fortress holds and capture, trophies, marshal appointment and capitulation, victory (rulings: "Fortresses", "Marshal, capitulation, victory"). */
import { describe, expect, it } from 'vitest';
import { appointMarshal, applyOrder, correctDepots, endMove, leader, legalOrders, standings, type GameEvent, type GameState } from '../../shared/rules/polkovodets';
import { MARSHALS, tiny } from './helpers';

function end(s: GameState): { state: GameState; events: readonly GameEvent[] } {
  const r = endMove(s);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const FORT = [{ name: 'Фольварк', cells: [[7, 7], [8, 7], [7, 8]] as [number, number][] }];

describe('fortress holds, capture and trophies', () => {
  const start = (extra: Parameters<typeof tiny>[0]['units'], owner?: 'N') =>
    tiny({ fortresses: FORT, fortressOwners: owner ? { Фольварк: owner } : {}, depots: { A: 2, N: 0 }, units: [...MARSHALS, ...extra] });

  it('hold 1/2 at the first own end of move, capture with 5 per cell at the second', () => {
    let s = start([{ id: 'a', army: 'A', type: 'musketeer', x: 7, y: 7 }], 'N');
    const first = end(s);
    expect(first.events).toContainEqual({ type: 'hold', army: 'A', fortress: 'Фольварк', count: 1 });
    expect(first.state.fortresses[0]).toMatchObject({ owner: 'N', hold: { army: 'A', count: 1 } });
    s = end(first.state).state; // N's move
    const second = end(s);
    expect(second.events).toContainEqual({ type: 'captured', army: 'A', fortress: 'Фольварк', from: 'N', trophies: 30 });
    expect(second.events).toContainEqual({ type: 'depots', army: 'A', amount: 30, balance: 34, reason: 'trophy' });
    expect(second.state.fortresses[0]).toEqual({ name: 'Фольварк', owner: 'A', hold: null });
    expect(second.state.depots.A).toBe(34);
  });

  it('an ownerless fortress pays trophies too', () => {
    const s = start([{ id: 'a', army: 'A', type: 'musketeer', x: 8, y: 7 }]);
    const two = end(end(end(s).state).state);
    expect(two.events.some((e) => e.type === 'captured' && e.from === null && e.trophies === 30)).toBe(true);
  });

  it('an enemy on the fortress prevents the hold', () => {
    const s = start([{ id: 'a', army: 'A', type: 'musketeer', x: 7, y: 7 }, { id: 'n', army: 'N', type: 'musketeer', x: 7, y: 8 }], 'N');
    expect(end(s).state.fortresses[0].hold).toBeNull();
  });

  it('a break at the holder\'s own end of move resets the count', () => {
    let s = start([{ id: 'G', army: 'A', type: 'general', x: 5, y: 5 }, { id: 'a', army: 'A', type: 'musketeer', x: 7, y: 7 }], 'N');
    s = end(s).state; // A holds 1/2
    s = end(s).state; // N passes
    const off = applyOrder(s, { kind: 'move', commander: 'G', unit: 'a', to: [6, 6] });
    if (!off.ok) throw new Error(off.error.code);
    const broken = end(off.value.state);
    expect(broken.events).toContainEqual({ type: 'hold_broken', army: 'A', fortress: 'Фольварк' });
    expect(broken.state.fortresses[0].hold).toBeNull();
    // Back on the fortress: the count starts again from 1.
    let t = end(broken.state).state;
    const on = applyOrder(t, { kind: 'move', commander: 'G', unit: 'a', to: [7, 7] });
    if (!on.ok) throw new Error(on.error.code);
    t = end(on.value.state).state;
    expect(t.fortresses[0].hold).toEqual({ army: 'A', count: 1 });
  });

  it('an owned fortress stays owned while empty', () => {
    let s = start([], 'N');
    for (let i = 0; i < 6; i++) s = end(s).state;
    expect(s.fortresses[0].owner).toBe('N');
  });

  it('holding one\'s own fortress does nothing', () => {
    const s = tiny({ fortresses: FORT, fortressOwners: { Фольварк: 'A' }, units: [...MARSHALS, { id: 'a', army: 'A', type: 'musketeer', x: 7, y: 7 }] });
    const e = end(s);
    expect(e.events.some((x) => x.type === 'hold')).toBe(false);
  });
});

describe('marshal lost: appointment or capitulation', () => {
  const fortress = [{ name: 'Цитадель', cells: [[1, 1], [2, 1]] as [number, number][] }];
  /** N strikes A's marshal; then A must appoint at the start of its move. */
  function marshalStruck(depotsA: number, ownsFortress = true, blocked = false) {
    const s = tiny({
      armies: ['N', 'A'],
      toMove: 'N',
      fortresses: fortress,
      fortressOwners: ownsFortress ? { Цитадель: 'A' } : {},
      depots: { A: depotsA, N: 0 },
      units: [
        { id: 'AM', army: 'A', type: 'marshal', x: 7, y: 7 },
        { id: 'a', army: 'A', type: 'musketeer', x: 10, y: 1 },
        ...(blocked ? [{ id: 'b1', army: 'A' as const, type: 'musketeer' as const, x: 1, y: 1 }, { id: 'b2', army: 'A' as const, type: 'musketeer' as const, x: 2, y: 1 }] : []),
        { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
        { id: 'NG', army: 'N', type: 'general', x: 9, y: 9 },
        { id: 'g', army: 'N', type: 'grenadier', x: 8, y: 8 },
      ],
    });
    const r = applyOrder(s, { kind: 'strike', commander: 'NG', unit: 'g', to: [7, 7] });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events).toContainEqual({ type: 'marshal_lost', army: 'A', unit: 'AM' });
    return end(r.value.state);
  }

  it('with 15 depots and a free own fortress cell, the army must appoint first', () => {
    const { state, events } = marshalStruck(15);
    expect(state.toMove).toBe('A');
    expect(events).toContainEqual({ type: 'marshal_needed', army: 'A' });
    expect(legalOrders(state)).toEqual([]);
    expect(endMove(state)).toMatchObject({ ok: false, error: { code: 'marshal/appoint_first' } });
    const a = appointMarshal(state, [2, 1]);
    if (!a.ok) throw new Error(a.error.code);
    expect(a.value.state.depots.A).toBe(0);
    const m = a.value.state.units.find((u) => u.type === 'marshal' && u.army === 'A')!;
    expect(m).toMatchObject({ x: 2, y: 1, acted: false });
    // The new marshal may give his order in the same move.
    expect(legalOrders(a.value.state, m.id).length).toBeGreaterThan(0);
  });

  it('appointment refusals: not a fortress, occupied, not needed', () => {
    const { state } = marshalStruck(20);
    expect(appointMarshal(state, [5, 5])).toMatchObject({ ok: false, error: { code: 'order/not_a_fortress' } });
    const a = appointMarshal(state, [1, 1]);
    if (!a.ok) throw new Error(a.error.code);
    expect(appointMarshal(a.value.state, [2, 1])).toMatchObject({ ok: false, error: { code: 'marshal/not_needed' } });
  });

  it('without 15 depots the army capitulates at once', () => {
    const { state, events } = marshalStruck(14.5);
    expect(events).toContainEqual({ type: 'capitulated', army: 'A', reason: 'no_depots' });
    expect(state.out).toEqual(['A']);
    expect(state.units.some((u) => u.army === 'A')).toBe(false);
    expect(state.fortresses[0].owner).toBeNull();
    expect(state.status).toBe('finished');
    expect(state.winner).toBe('N');
  });

  it('without a free cell of an own fortress the army capitulates', () => {
    expect(marshalStruck(30, false).events).toContainEqual({ type: 'capitulated', army: 'A', reason: 'no_fortress_cell' });
    expect(marshalStruck(30, true, true).events).toContainEqual({ type: 'capitulated', army: 'A', reason: 'no_fortress_cell' });
  });

  it('a capitulation voids the army\'s holds and frees its fortresses for the others (three armies)', () => {
    const s = tiny({
      armies: ['N', 'A', 'F'],
      toMove: 'N',
      fortresses: [...fortress, { name: 'Загорье', cells: [[12, 2]] }],
      fortressOwners: { Цитадель: 'A' },
      holds: { Загорье: { army: 'A', count: 1 } },
      depots: { A: 0 },
      units: [
        { id: 'AM', army: 'A', type: 'marshal', x: 7, y: 7 },
        { id: 'a', army: 'A', type: 'musketeer', x: 12, y: 2 },
        { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
        { id: 'g', army: 'N', type: 'grenadier', x: 8, y: 8 },
        { id: 'NG', army: 'N', type: 'general', x: 9, y: 9 },
        { id: 'FM', army: 'F', type: 'marshal', x: 0, y: 14 },
      ],
    });
    const r = applyOrder(s, { kind: 'strike', commander: 'NG', unit: 'g', to: [7, 7] });
    if (!r.ok) throw new Error(r.error.code);
    const e = end(r.value.state);
    expect(e.state.out).toEqual(['A']);
    expect(e.state.fortresses.map((f) => [f.owner, f.hold])).toEqual([[null, null], [null, null]]);
    expect(e.state.toMove).toBe('F');
    expect(e.state.status).toBe('playing');
  });
});

describe('victory', () => {
  it('the last army in play wins at once (an army with no units left is out)', () => {
    const s = tiny({ units: [...MARSHALS.slice(0, 1), { id: 'G', army: 'A', type: 'general', x: 6, y: 6 }, { id: 'g', army: 'A', type: 'grenadier', x: 7, y: 7 }, { id: 'n', army: 'N', type: 'musketeer', x: 8, y: 8 }] });
    const r = applyOrder(s, { kind: 'strike', commander: 'G', unit: 'g', to: [8, 8] });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.status).toBe('finished');
    expect(r.value.state.winner).toBe('A');
    expect(r.value.events).toContainEqual({ type: 'army_out', army: 'N', reason: 'no_units' });
    expect(r.value.events).toContainEqual({ type: 'game_over', winner: 'A', reason: 'last_army' });
    expect(legalOrders(r.value.state)).toEqual([]);
  });

  /** Play both armies' moves with no orders until the game ends. */
  function runOut(s: GameState) {
    let events: GameEvent[] = [];
    let guard = 0;
    while (s.status === 'playing' && guard++ < 1000) {
      const e = end(s);
      s = e.state;
      events = events.concat(e.events);
    }
    return { s, events };
  }

  it('the game ends when the last army ends its move in the last turn; the turn stays at the limit', () => {
    const { s } = runOut(tiny({ turnLimit: 3, depots: { A: 1, N: 0 }, units: MARSHALS }));
    expect(s.status).toBe('finished');
    expect(s.turn).toBe(3);
    expect(s.winner).toBe('A');
  });

  it('goal rout: the strongest army wins (depots + cost of units on the map, marshal 15)', () => {
    const s = tiny({ turnLimit: 1, depots: { A: 0, N: 3 }, units: [...MARSHALS, { id: 'c', army: 'A', type: 'cuirassier', x: 5, y: 5 }] });
    const st = standings(s);
    expect(st.find((x) => x.army === 'A')!.strength).toBe((15 + 4) * 2);
    expect(st.find((x) => x.army === 'N')!.strength).toBe((15 + 3) * 2);
    expect(runOut(s).s.winner).toBe('A');
  });

  it('equal strength is a draw', () => {
    const { s, events } = runOut(tiny({ turnLimit: 2, depots: { A: 4, N: 4 }, units: MARSHALS }));
    expect(s.winner).toBe('draw');
    expect(events).toContainEqual({ type: 'game_over', winner: 'draw', reason: 'turn_limit' });
  });

  it('goal fortresses: most fortresses owned wins, even against a stronger army', () => {
    const s = tiny({ goal: 'fortresses', turnLimit: 1, fortresses: [{ name: 'Цитадель', cells: [[3, 3]] }], fortressOwners: { Цитадель: 'N' }, depots: { A: 50, N: 0 }, units: MARSHALS });
    expect(leader(s)).toBe('N');
    expect(runOut(s).s.winner).toBe('N');
  });

  it('goal fortresses: a tie on fortresses is broken by strength, then a draw', () => {
    const base = { goal: 'fortresses' as const, turnLimit: 1, fortresses: [{ name: 'Цитадель', cells: [[3, 3]] as [number, number][] }, { name: 'Загорье', cells: [[9, 9]] as [number, number][] }], fortressOwners: { Цитадель: 'N' as const, Загорье: 'A' as const }, units: MARSHALS };
    expect(runOut(tiny({ ...base, depots: { A: 1, N: 0 } })).s.winner).toBe('A');
    expect(runOut(tiny({ ...base, depots: { A: 1, N: 1 } })).s.winner).toBe('draw');
  });

  it('the turn counter counts rounds of all armies in play', () => {
    let s = tiny({ armies: ['A', 'N', 'F'], units: [...MARSHALS, { id: 'FM', army: 'F', type: 'marshal', x: 0, y: 14 }] });
    s = end(s).state;
    expect([s.turn, s.toMove]).toEqual([1, 'N']);
    s = end(s).state;
    expect([s.turn, s.toMove]).toEqual([1, 'F']);
    s = end(s).state;
    expect([s.turn, s.toMove]).toEqual([2, 'A']);
  });
});

describe('game-master depot corrections', () => {
  const s = tiny({ depots: { A: 3 }, units: MARSHALS });
  it('adds an audited ledger entry', () => {
    const r = correctDepots(s, 'A', 5, 'опечатка в прошлой сессии');
    expect(r.ok && r.value.events).toEqual([{ type: 'depots', army: 'A', amount: 5, balance: 11, reason: 'correction', note: 'опечатка в прошлой сессии' }]);
  });
  it('refuses a correction below zero, without a reason, or of zero', () => {
    expect(correctDepots(s, 'A', -7, 'x')).toMatchObject({ ok: false, error: { code: 'depots/below_zero' } });
    expect(correctDepots(s, 'A', 2, '  ')).toMatchObject({ ok: false, error: { code: 'depots/reason_required' } });
    expect(correctDepots(s, 'A', 0, 'x')).toMatchObject({ ok: false, error: { code: 'depots/bad_amount' } });
    expect(correctDepots(s, 'F', 2, 'x')).toMatchObject({ ok: false, error: { code: 'depots/unknown_army' } });
  });
});

describe('corrections never strand the game', () => {
  it('a correction that would leave an army unable to pay for its marshal is refused', () => {
    const s = tiny({ armies: ['A', 'N'], fortresses: [{ name: 'Цитадель', cells: [[1, 1]] }], fortressOwners: { Цитадель: 'A' }, depots: { A: 16 }, units: [{ id: 'a', army: 'A', type: 'musketeer', x: 5, y: 5 }, { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 }] });
    expect(s.toMove).toBe('A');
    expect(correctDepots(s, 'A', -4, 'ошибка')).toMatchObject({ ok: false, error: { code: 'depots/marshal_unpayable' } });
    expect(correctDepots(s, 'A', -2, 'ошибка').ok).toBe(true);
  });

  it('no corrections in a finished game or for an army that is out', () => {
    const finished = tiny({ units: [{ id: 'AM', army: 'A', type: 'marshal', x: 0, y: 0 }] });
    expect(finished.status).toBe('finished');
    expect(correctDepots(finished, 'A', 2, 'x')).toMatchObject({ ok: false, error: { code: 'game/finished' } });
    const three = tiny({ armies: ['A', 'N', 'F'], units: [...MARSHALS, { id: 'FM', army: 'F', type: 'marshal', x: 0, y: 14 }] });
    const out = { ...three, out: ['F' as const], units: three.units.filter((u) => u.army !== 'F') };
    expect(correctDepots(out, 'F', 2, 'x')).toMatchObject({ ok: false, error: { code: 'depots/army_out' } });
  });
});
