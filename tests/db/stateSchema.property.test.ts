/**
 * One way into a position (issue 21 item 7): a stored state goes through the checked decoder
 * (db/stateSchema.ts, by `stateFromText` inside `decodeStored`). It accepts every state `reduce`
 * produces — a property over seeded playouts on presets of two and three armies, visiting every
 * step (start, mid-move with acted and ordered units, after an appointment, the end of each move,
 * the finished game) — and gives back the very state. Structural errors are `file/damaged` naming
 * the table, column and seq, and what is wrong (the path inside the state). The default map is read
 * by the map file reader at load.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import raw from '../../assets/maps/default.json';
import { FileProblem, decodeStored, stateFromText, stateText } from '../../db';
import { presetScenario } from '../../shared/presets';
import { DEFAULT_MAP, gameFromScenario, parseMapFile, type Army, type GameState } from '../../shared/rules/polkovodets';
import { playout } from '../support/randomPlay';
import { SMALL } from './helpers';

function game(armies: Army[], seed: number, horseBatteryMove: 'dragoon' | 'battery'): GameState {
  const r = gameFromScenario({ ...presetScenario({ armies, goal: seed % 2 ? 'rout' : 'fortresses', size: 'small', seed, turnLimit: 6 }), horseBatteryMove });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const tinyStart: GameState = (() => {
  const r = gameFromScenario(SMALL);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
})();

const roundTrip = (s: GameState): GameState => stateFromText(stateText(s), s.map);

describe('the stored-state decoder', () => {
  it('accepts every state reduce produces, mid-move and finished, and gives back the same state', () => {
    const seen = { states: 0, midMove: 0, finished: 0, appointed: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom<Army[]>(['A', 'N'], ['N', 'F'], ['A', 'N', 'F']), fc.constantFrom('dragoon' as const, 'battery' as const), (seed, armies, horse) => {
        // Every fourth case starts from SMALL, where N has no marshal and must appoint one.
        const start = seed % 4 === 0 ? tinyStart : game(armies, seed, horse);
        expect(roundTrip(start)).toEqual(start);
        const end = playout(start, seed, (step) => {
          const s = step.after;
          seen.states++;
          if (s.ordered.length || s.units.some((u) => u.acted)) seen.midMove++;
          if (step.kind === 'appoint') seen.appointed++;
          expect(roundTrip(s)).toEqual(s);
        });
        if (end.status === 'finished') seen.finished++;
        expect(roundTrip(end)).toEqual(end);
      }),
      { numRuns: 16, seed: 21 },
    );
    expect(seen.midMove).toBeGreaterThan(0);
    expect(seen.finished).toBeGreaterThan(0);
    expect(seen.appointed).toBeGreaterThan(0);
    console.log(`decoder property: ${seen.states} states (${seen.midMove} mid-move, ${seen.appointed} after an appointment), ${seen.finished} finished games`);
  });

  const start = game(['A', 'N'], 3, 'dragoon');
  const text = stateText(start);
  const damaged = (edit: (s: Record<string, unknown>) => void): FileProblem => {
    const value = JSON.parse(text) as Record<string, unknown>;
    edit(value);
    try {
      decodeStored({ table: 'snapshot', column: 'state', seq: 42 }, () => stateFromText(JSON.stringify(value), start.map));
    } catch (e) {
      if (e instanceof FileProblem) return e;
      throw e;
    }
    throw new Error('accepted');
  };

  it.each([
    ['a unit without its type', (s: Record<string, unknown>) => delete (s.units as Record<string, unknown>[])[0].type, /^units\.0\.type: /],
    ['a unit type the engine does not have', (s: Record<string, unknown>) => ((s.units as Record<string, unknown>[])[1].type = 'tank'), /^units\.1\.type: /],
    ['a coordinate that is text', (s: Record<string, unknown>) => ((s.units as Record<string, unknown>[])[0].x = '3'), /^units\.0\.x: /],
    ['an unknown army to move', (s: Record<string, unknown>) => (s.toMove = 'P'), /^toMove: /],
    ['an army to move that does not play', (s: Record<string, unknown>) => (s.toMove = 'F'), /^toMove: F is not one of the armies/],
    ['a field the console never writes', (s: Record<string, unknown>) => (s.cheat = true), /^\(state\): |cheat/],
    ['a turn of 0', (s: Record<string, unknown>) => (s.turn = 0), /^turn: /],
    ['a unit off the map', (s: Record<string, unknown>) => ((s.units as Record<string, unknown>[])[0].x = 9999), /^units\.0: \(9999, /],
    ['the same unit twice', (s: Record<string, unknown>) => (s.units as unknown[]).push((s.units as unknown[])[0]), /^units\.\d+\.id: .* twice/],
    ['a fortress the map does not have', (s: Record<string, unknown>) => ((s.fortresses as Record<string, unknown>[])[0].name = 'Атлантида'), /^fortresses\.0\.name: /],
    ['a depot count with a fraction', (s: Record<string, unknown>) => ((s.depots as Record<string, unknown>).A = 1.5), /^depots\.A: /],
  ])('refuses %s as file/damaged naming table, column, seq and what', (_what, edit, what) => {
    const p = damaged(edit);
    expect(p.code).toBe('file/damaged');
    expect(p.detail).toMatchObject({ table: 'snapshot', column: 'state', seq: 42 });
    expect(String(p.detail.what)).toMatch(what);
  });

  it('refuses text that is not JSON, and JSON that is not an object, the same way', () => {
    for (const bad of ['{"turn": 1', '[1, 2]', 'null', '"state"']) {
      expect(() => decodeStored({ table: 'current', column: 'state', seq: 7 }, () => stateFromText(bad, start.map))).toThrow(FileProblem);
    }
  });

  it('the default map is the map file reader’s reading of assets/maps/default.json', () => {
    const parsed = parseMapFile(raw);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(DEFAULT_MAP).toEqual(parsed.value);
    expect(DEFAULT_MAP).toEqual(raw);
  });
});
