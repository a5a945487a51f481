/**
 * The worker-thread runner: the search runs off the main thread with progress, can be cancelled
 * mid-search, and leaves the campaign unchanged unless its move is recorded through the service.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignService } from '../../main/campaign/service';
import { startBotSearch } from '../../main/bots/runner';
import { plainOrder } from '../../shared/rules/polkovodets';
import { tempDir } from '../db/helpers';
import { bundleWorker } from '../support/bundle';
import { join } from 'node:path';

// The worker bundled as scripts/build.mjs bundles it into out/bots/worker.mjs, here into a temp folder.
const source: { workerUrl?: URL } = {};
beforeAll(async () => {
  source.workerUrl = await bundleWorker(tempDir('bots-worker'));
}, 60_000);

function campaign() {
  const service = new CampaignService({ appVersion: 'test', mode: 'test', backups: false });
  const file = join(tempDir('bots'), 'c.polk');
  const made = service.create(file, { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } });
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

describe('bot runner (worker thread)', () => {
  it('can be cancelled mid-search and leaves the campaign unchanged', async () => {
    const c = campaign();
    const before = { seq: c.seq(), state: c.state(), history: c.history() };
    const progress: number[] = [];
    let search: ReturnType<typeof startBotSearch> | null = null;
    const cancelledAfterProgress = new Promise<void>((resolve) => {
      search = startBotSearch(c.state(), 'strong', {
        ...source,
        budget: 50_000_000,
        onProgress: (spent) => {
          progress.push(spent);
          search?.cancel();
          resolve();
        },
      });
    });
    await cancelledAfterProgress;
    expect(await search!.result).toBeNull();
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toBeLessThan(50_000_000);
    expect({ seq: c.seq(), state: c.state(), history: c.history() }).toEqual(before);
    expect(c.verify().ok).toBe(true);
    c.close();
  }, 60_000);

  it('«Готово сейчас» ends the search mid-way with the best move found so far, every order listed', async () => {
    const c = campaign();
    let search: ReturnType<typeof startBotSearch> | null = null;
    let spentWhenTold = 0;
    const told = new Promise<void>((resolve) => {
      search = startBotSearch(c.state(), 'strong', {
        ...source,
        budget: 50_000_000,
        seed: 3,
        onProgress: (spent) => {
          // Told once some positions have been seen, so a best move exists.
          if (spent < 64 || spentWhenTold) return;
          spentWhenTold = spent;
          search?.finishNow();
          resolve();
        },
      });
    });
    await told;
    const move = await search!.result;
    expect(move).not.toBeNull();
    // Stopped by the word, not by its budget: after the positions it had seen when told.
    expect(move!.stopped).toBe('now');
    expect(move!.nodes).toBeGreaterThanOrEqual(spentWhenTold);
    expect(move!.steps.at(-1)!.action.kind).toBe('end_move');
    // The move is playable as it stands: every step through the service.
    for (const step of move!.steps) {
      const a = step.action;
      const r = a.kind === 'order' ? c.submitOrder(plainOrder(a.order)) : a.kind === 'appoint' ? c.appointMarshal(a.at) : c.endMove();
      expect(r.ok).toBe(true);
    }
    expect(c.verify().ok).toBe(true);
    c.close();
  }, 60_000);

  it('proposes a move; rejected it leaves nothing in the log, accepted it is recorded like a human move', async () => {
    const c = campaign();
    const seq = c.seq();
    const move = await startBotSearch(c.state(), 'strong', { ...source, budget: 500, seed: 1 }).result;
    expect(move).not.toBeNull();
    expect(move!.steps.at(-1)!.action.kind).toBe('end_move');
    // Rejected by the game master: nothing was applied.
    expect(c.seq()).toBe(seq);
    // Accepted: every step through the service.
    for (const step of move!.steps) {
      const a = step.action;
      const r = a.kind === 'order' ? c.submitOrder(plainOrder(a.order)) : a.kind === 'appoint' ? c.appointMarshal(a.at) : c.endMove();
      expect(r.ok).toBe(true);
    }
    expect(c.seq()).toBe(seq + move!.steps.length);
    expect(c.verify().ok).toBe(true);
    expect(c.undo(move!.steps.length).ok).toBe(true);
    expect(c.seq()).toBe(seq);
    c.close();
  }, 60_000);
});
