/** The engine's actions: one `reduce`, the log's entry codec, and recruited ids per rules version. */
import { describe, expect, it } from 'vitest';
import { actionFromEntry, actionToEntry, createGame, parseScenario, reduce, type Action, type GameState } from '../../shared/rules/polkovodets';
import { MARSHALS, tinyScenario, type TinyOptions } from './helpers';

const FORT = { name: 'Цитадель', cells: [[7, 7], [8, 7]] as [number, number][] };

function game(o: TinyOptions, rulesVersion: 1 | 2): GameState {
  const parsed = parseScenario(tinyScenario(o));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const made = createGame(parsed.value, rulesVersion);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
}

const recruitingGame = (rulesVersion: 1 | 2) =>
  game(
    {
      fortresses: [FORT],
      fortressOwners: { Цитадель: 'A' },
      depots: { A: 20, N: 20 },
      units: [{ id: 'AM', army: 'A', type: 'marshal', x: 4, y: 4 }, MARSHALS[1], { id: 'A28', army: 'A', type: 'musketeer', x: 2, y: 2 }, { id: 'N3', army: 'N', type: 'musketeer', x: 12, y: 12 }, { id: 'AG', army: 'A', type: 'general', x: 6, y: 6 }],
    },
    rulesVersion,
  );

function recruit(state: GameState, commander: string, x: number): GameState {
  const r = reduce(state, { kind: 'order', order: { kind: 'recruit', commander, recruit: 'musketeer', to: [x, 7] } });
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

describe('recruited ids', () => {
  it('rules version 2: each army continues its own numbering (A29 after A28), never reusing a number', () => {
    let s = recruitingGame(2);
    expect(s.rulesVersion).toBe(2);
    s = recruit(s, 'AM', 7);
    expect(s.units.at(-1)?.id).toBe('A29');
    s = recruit(s, 'AG', 8);
    expect(s.units.at(-1)?.id).toBe('A30');
    expect(s.nextIds).toEqual({ A: 31, N: 4 });
  });

  it('rules version 1 (campaigns made before): one campaign-wide serial, so old logs replay exactly', () => {
    let s = recruitingGame(1);
    expect(s.rulesVersion).toBe(1);
    expect(s.nextIds).toBeUndefined();
    s = recruit(s, 'AM', 7);
    expect(s.units.at(-1)?.id).toBe('A6'); // five units deployed: the serial starts at 6
  });
});

describe('reduce and the log codec', () => {
  const s = recruitingGame(2);
  const actions: Action[] = [
    { kind: 'order', order: { kind: 'move', commander: 'AM', unit: 'A28', to: [3, 3], road: false } },
    { kind: 'order', order: { kind: 'step', commander: 'AG', unit: 'AG', to: [6, 5] } },
    { kind: 'end_move' },
    { kind: 'correction', army: 'N', halfDepots: 3, reason: 'ошибка подсчёта' },
  ];

  it('an action survives the trip through a log entry, without the hints of a listed order', () => {
    for (const a of actions) {
      const { kind, payload } = actionToEntry(a);
      const back = actionFromEntry(kind, JSON.parse(JSON.stringify(payload)));
      expect(back.ok).toBe(true);
      if (!back.ok) continue;
      expect(actionToEntry(back.value)).toEqual({ kind, payload });
      expect(JSON.stringify(payload)).not.toContain('road');
    }
  });

  it('a damaged payload is refused naming its field, never passed to the engine', () => {
    expect(actionFromEntry('order', { kind: 'move', commander: 'AM', unit: 'A28', to: [1] })).toEqual({ ok: false, error: { code: 'log/malformed_entry', detail: { field: 'to' } } });
    expect(actionFromEntry('order', null)).toMatchObject({ ok: false, error: { detail: { field: 'payload' } } });
    expect(actionFromEntry('correction', { army: 'X', halfDepots: 1, reason: '' })).toMatchObject({ ok: false, error: { detail: { field: 'army' } } });
    expect(actionFromEntry('teleport', {})).toMatchObject({ ok: false, error: { detail: { field: 'kind' } } });
  });

  it('a refused action leaves the state as it was', () => {
    const r = reduce(s, { kind: 'appoint', at: [7, 7] });
    expect(r).toMatchObject({ ok: false, error: { code: 'marshal/not_needed' } });
    let t = s;
    for (const a of actions) {
      const step = reduce(t, a);
      expect(step.ok).toBe(true);
      if (step.ok) t = step.value.state;
    }
    expect(t.depots.N).toBe(s.depots.N! + 3);
  });
});
