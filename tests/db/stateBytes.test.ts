/**
 * The open campaign's byte cache (db/stateBytes.ts StateBytes) writes exactly the UTF-8 bytes of the
 * canonical text the plain writer does, and so the same hash, for every state of a seeded random
 * game — orders, ends of move, appointments — mixed with states decoded afresh from their text (other
 * objects, equal content), with a Cyrillic name in the state, and across its trimming when it is full.
 * Then a whole game recorded through the campaign (which packs with the cache) has
 * every logged hash equal to the one `verify` recomputes (with its own cache, not this one), on a real
 * file, and reopens to the same state.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateBytes, stateFromText, stateHash, stateText } from '../../db';
import { reduce, type GameState } from '../../shared/rules/polkovodets';
import type { CampaignSource } from '../../main/campaign/types';
import { must, service, tempDir } from './helpers';
import { chooseAction, perform, rng } from './play';

const LARGE: CampaignSource = { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 5 } };

/** The states of a seeded random game on the large three-army preset, each from the one before. */
function gameStates(seed: number, count: number): GameState[] {
  const random = rng(seed);
  const c = must(service().create(join(tempDir('texts'), 'start.polk'), LARGE));
  let s = c.state();
  c.close();
  const out = [s];
  while (out.length < count) {
    const a = chooseAction(s, random, { endMove: 0.15 });
    if (!a) break;
    const action = a.kind === 'order' ? { kind: 'order' as const, order: a.order } : a.kind === 'appoint' ? { kind: 'appoint' as const, at: a.at } : { kind: 'end_move' as const };
    const r = reduce(s, action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    out.push(s);
  }
  return out;
}

/** What the cache writes for a state, as text, with its hash checked against the plain writer's. */
function packed(cache: StateBytes, s: GameState): string {
  const { hash, bytes } = cache.pack(s, true);
  expect(bytes).not.toBeNull();
  expect(hash).toBe(stateHash(s));
  return Buffer.from(bytes!).toString('utf8');
}

describe('StateBytes', () => {
  it('writes the plain canonical text of every state of a game, across decoded copies and its trimmings', () => {
    const states = gameStates(7, 400);
    expect(states.length).toBe(400);
    const random = rng(8);
    // A small bound: the cache trims itself many times in this game.
    const cache = new StateBytes(600);
    let trimmed = 0;
    let before = 0;
    for (const s of states) {
      const plain = stateText(s);
      expect(packed(cache, s)).toBe(plain);
      // Only the hash asked for: no bytes kept.
      expect(cache.pack(s).bytes).toBeNull();
      if (cache.size < before) trimmed++;
      before = cache.size;
      // Now and then the same position as other objects (as a file's current row decodes).
      if (random() < 0.1) expect(packed(cache, stateFromText(plain, s.map))).toBe(plain);
    }
    expect(trimmed).toBeGreaterThan(2);
    // Written a second time, all from the cache: still the same text.
    for (const s of states.slice(-20)) expect(packed(cache, s)).toBe(stateText(s));
  });

  it('writes names outside ASCII, escapes and numbers as the plain writer does, in kept parts too', () => {
    const [start] = gameStates(3, 1);
    const unit = start.units[0];
    const odd = { ...start, units: [{ ...unit, id: 'Кутузов «старший» \\ "кавалерия"\n' }, ...start.units.slice(1)], depots: { ...start.depots, A: 1.5e-7 } } as unknown as GameState;
    const cache = new StateBytes();
    expect(packed(cache, odd)).toBe(stateText(odd));
    // The same parts again, now copied from the cache.
    expect(packed(cache, { ...odd })).toBe(stateText(odd));
  });

  it('a campaign that packs with it logs the hashes verify recomputes, and reopens to the same state', () => {
    const file = join(tempDir('texts'), 'game.polk');
    const svc = service();
    const c = must(svc.create(file, LARGE));
    const random = rng(9);
    let orders = 0;
    for (let i = 0; i < 300; i++) {
      const action = chooseAction(c.state(), random, { endMove: 0.2, undo: 0.05, redo: 0.3 }, c.undoDepth(), c.redoDepth());
      if (!action) break;
      must(perform(c, action));
      if (action.kind === 'order') orders++;
    }
    expect(orders).toBeGreaterThan(100);
    // verify replays every entry and hashes each state with its own (weak) cache, not this one.
    expect(c.verify().ok).toBe(true);
    const last = stateHash(c.state());
    c.close();
    const again = must(svc.open(file));
    expect(stateHash(again.state())).toBe(last);
    again.close();
  });
});
