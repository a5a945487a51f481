/**
 * When the WAL starts over (main/campaign/live.ts `record`): an end of move checkpoints first, so its
 * own commit starts the WAL over — SQLite's extra sync of a new WAL header is paid there — and the
 * orders after it only append to that WAL, one commit each. Read from the -wal file itself on a real
 * campaign file: a WAL generation is its header's salts, and its frames are those carrying them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { must, service, tempDir, walOf } from './helpers';
import { chooseAction, perform, rng, type Action } from './play';
import type { Campaign } from '../../main/campaign/service';

/** One random order of the army to move (the test needs a position where one is left). */
function order(c: Campaign, random: () => number): void {
  const action = chooseAction(c.state(), random, { endMove: 0 }) as Action;
  expect(action.kind).toBe('order');
  must(perform(c, action));
}

describe('the WAL over a move', () => {
  it('an end of move starts it over; the orders after it append to it', () => {
    const file = join(tempDir('wal'), 'large.polk');
    const c = must(service({ backups: false }).create(file, { preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 3 } }));
    const random = rng(4);
    // The first write after opening may start the WAL over (it is empty, or all checkpointed).
    order(c, random);
    for (let move = 0; move < 3; move++) {
      const before = walOf(file);
      order(c, random);
      order(c, random);
      const ordered = walOf(file);
      // Orders append: the same generation, more frames.
      expect(ordered.salt).toBe(before.salt);
      expect(ordered.frames).toBeGreaterThan(before.frames);
      must(c.endMove());
      const ended = walOf(file);
      // The end of move's commit began a new generation: only its own frames are in it.
      expect(ended.salt).not.toBe(ordered.salt);
      expect(ended.frames).toBeGreaterThan(0);
      expect(ended.frames).toBeLessThan(ordered.frames);
    }
    expect(c.verify().ok).toBe(true);
    c.close();
  });
});
