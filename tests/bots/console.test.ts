/**
 * The console's computer player through the window's bridge calls (issue 15): the seats stored in
 * the campaign, a proposal searched in the bots' worker thread, and what accepting, editing,
 * rejecting or cancelling it leaves in the log — on a real campaign file.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../main/app/handlers';
import { createBotHandlers, PROGRESS_GAP_MS } from '../../main/bots/handlers';
import type { BotJobView, EventPayloads, Failure, HistoryEntry, Reply } from '../../shared/bridge/contract';
import { legalOrders, noteOfEntry, plainOrder, reduce, type GameState, type Order } from '../../shared/rules/polkovodets';
import { must, service, tempDir } from '../db/helpers';
import { bundleWorker } from '../support/bundle';

const runner: { workerUrl?: URL } = {};
/** The search that runs until it is stopped (tests/support/endlessSearch.ts). */
const endless: { workerUrl?: URL } = {};
beforeAll(async () => {
  const dir = tempDir('bots-console-worker');
  runner.workerUrl = await bundleWorker(dir);
  endless.workerUrl = await bundleWorker(dir, new URL('../support/endlessSearch.ts', import.meta.url), 'endless.mjs');
}, 60_000);

async function ok<T>(r: Reply<T> | Promise<Reply<T>>): Promise<T> {
  const reply = await r;
  if (!reply.ok) throw new Error(`expected ok, got ${reply.error.code}: ${reply.error.message.en}`);
  return reply.value;
}
async function failed(r: Reply<unknown> | Promise<Reply<unknown>>): Promise<Failure> {
  const reply = await r;
  expect(reply.ok).toBe(false);
  return (reply as { error: Failure }).error;
}

type News = EventPayloads['bots.changed'];

/** The `bots.changed` events the handlers sent, and a way to wait for the first that matches. */
function newsBox() {
  const all: News[] = [];
  const waiting: { test: (n: News) => boolean; resolve: (n: News) => void }[] = [];
  return {
    all,
    notify(n: News) {
      all.push(n);
      for (const w of waiting.splice(0)) {
        if (w.test(n)) w.resolve(n);
        else waiting.push(w);
      }
    },
    /** The first event (already sent, or still to come) that passes `test`. */
    next(test: (n: News) => boolean, from = 0): Promise<News> {
      const seen = all.slice(from).find(test);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.push({ test, resolve }));
    },
  };
}

async function setup(worker = runner) {
  const dir = tempDir('bots-console');
  const svc = service({ dataDir: join(dir, 'data') });
  const news = newsBox();
  const handlers = createHandlers(svc, { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns'), bots: worker, onBotsChanged: (n) => news.notify(n) });
  const view = await ok(handlers['campaign.create']({ name: 'Боты', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } }));
  return { dir, svc, handlers, view, news };
}

/** The finished proposal, as its `bots.changed` event brings it (no polling). */
async function settled(news: ReturnType<typeof newsBox>, job: number): Promise<BotJobView> {
  const n = await news.next((x) => x.job === job && !!x.proposal && x.proposal.status !== 'running');
  return n.proposal!;
}

const snapshot = async (handlers: Awaited<ReturnType<typeof setup>>['handlers']) => {
  const s = await ok(handlers['campaign.sync']({}));
  return { seq: s.view.seq, state: s.view.state, history: s.changes.history };
};

describe('the console plays an army (bridge calls)', () => {
  it('keeps the seats in the campaign file, and they survive reopening', async () => {
    const { handlers, view, svc, dir } = await setup();
    const toMove = view.state.toMove;
    expect((await ok(handlers['bots.seats']({}))).seats).toEqual({});
    const set = await ok(handlers['bots.setSeat']({ army: toMove, level: 'greedy', auto: true }));
    expect(set.seats[toMove]).toEqual({ level: 'greedy', auto: true });
    handlers.dispose();
    const again = createHandlers(svc, { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns'), bots: runner });
    await ok(again['campaign.open']({ path: view.path.split('/').pop()! }));
    expect((await ok(again['bots.seats']({}))).seats[toMove]).toEqual({ level: 'greedy', auto: true });
    expect((await ok(again['bots.setSeat']({ army: toMove, level: null }))).seats).toEqual({});
    again.dispose();
  });

  it('refuses a proposal for an army the console does not play', async () => {
    const { handlers } = await setup();
    expect((await failed(handlers['bots.propose']({}))).code).toBe('bots/no_seat');
    handlers.dispose();
  });

  it('a proposal rejected leaves nothing in the log; accepted, its orders are legal and logged with their reasons, and undo takes it back', async () => {
    const { handlers, view, news } = await setup();
    await ok(handlers['bots.setSeat']({ army: view.state.toMove, level: 'strong' }));
    const before = await snapshot(handlers);
    const started = await ok(handlers['bots.propose']({ budget: 400, seed: 3 }));
    expect(started.status).toBe('running');
    const done = await settled(news, started.job);
    expect(done.status).toBe('done');
    // The event carries what `bots.job` answers (for a window opened mid-search).
    expect(await ok(handlers['bots.job']({ job: started.job }))).toEqual({ ...done, ms: done.ms });
    expect(done.steps!.at(-1)!.kind).toBe('end_move');
    // Rejected (the window simply drops it): nothing was written.
    expect(await snapshot(handlers)).toEqual(before);

    // Every proposed order is one legalOrders lists at its point of the move.
    let s: GameState = before.state;
    for (const step of done.steps!) {
      if (step.kind === 'order') expect(legalOrders(s).map((o) => JSON.stringify(plainOrder(o)))).toContain(JSON.stringify(step.order));
      const r = reduce(s, step.kind === 'order' ? { kind: 'order', order: step.order as Order } : step.kind === 'appoint' ? { kind: 'appoint', at: step.at! } : { kind: 'end_move' });
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value.state;
    }

    const played = await ok(handlers['bots.accept']({ job: started.job, since: before.seq }));
    expect(played.view.seq).toBe(before.seq + done.steps!.length);
    expect(played.view.state).toEqual(s);
    const added: readonly HistoryEntry[] = played.changes.history;
    expect(added.map((h) => h.kind)).toEqual(done.steps!.map((st) => st.kind));
    added.forEach((h, i) => {
      const note = noteOfEntry(h.payload);
      expect(note).toMatchObject({ by: 'bot', level: 'strong', code: done.steps![i].explanation.code, ru: done.steps![i].explanation.ru, en: done.steps![i].explanation.en });
      expect(note!.ru.length).toBeGreaterThan(3);
    });
    // The turn summary shows each machine order with its reason (Markdown and JSON).
    const firstOrder = done.steps!.find((st) => st.kind === 'order')!;
    expect(firstOrder).toBeDefined();
    {
      const md = await ok(handlers['summary.render']({ kind: 'turn', turn: before.state.turn, lang: 'ru', format: 'md' }));
      expect(md.body).toContain(`консоль: ${firstOrder.explanation.ru}`);
      const en = await ok(handlers['summary.render']({ kind: 'turn', turn: before.state.turn, lang: 'en', format: 'md' }));
      expect(en.body).toContain(`console: ${firstOrder.explanation.en}`);
      const json = JSON.parse((await ok(handlers['summary.render']({ kind: 'turn', turn: before.state.turn, lang: 'ru', format: 'json' }))).body) as { orders?: { bot?: unknown }[] };
      expect(JSON.stringify(json)).toContain(firstOrder.explanation.en);
    }
    // Accepting twice is refused (the position moved on).
    expect((await failed(handlers['bots.accept']({ job: started.job })))).toBeTruthy();
    // Undoable like a human's move.
    const undone = await ok(handlers['game.undo']({ steps: done.steps!.length }));
    expect(undone.view.seq).toBe(before.seq);
    expect(undone.view.state).toEqual(before.state);
    handlers.dispose();
  }, 60_000);

  it('edited: the steps the game master keeps are logged, the rest are not, and he plays on by hand', async () => {
    const { handlers, view, news } = await setup();
    await ok(handlers['bots.setSeat']({ army: view.state.toMove, level: 'greedy' }));
    const before = await snapshot(handlers);
    const { job } = await ok(handlers['bots.propose']({}));
    const done = await settled(news, job);
    const orders = done.steps!.map((st, i) => ({ st, i })).filter(({ st }) => st.kind === 'order');
    expect(orders.length).toBeGreaterThan(0);
    expect((await failed(handlers['bots.accept']({ job, steps: [1, 0] }))).code).toBe('bots/bad_steps');
    // The dry run of keeping the end of move alone: nothing refused, nothing written.
    expect(await ok(handlers['bots.check']({ job, steps: [done.steps!.length - 1] }))).toEqual({ job, refused: [] });
    expect(await snapshot(handlers)).toEqual(before);
    const played = await ok(handlers['bots.accept']({ job, steps: [orders[0].i] }));
    expect(played.view.seq).toBe(before.seq + 1);
    expect(played.changes.history.map((h) => h.kind)).toEqual(['order']);
    expect(played.view.state.toMove).toBe(before.state.toMove);
    // By hand: the end of move, a human's entry, has no note.
    const ended = await ok(handlers['game.endMove']({ since: played.view.seq }));
    expect(noteOfEntry(ended.changes.history[0].payload)).toBeNull();
    handlers.dispose();
  }, 60_000);

  it('cancelled mid-search: the proposal is gone and the campaign is unchanged', async () => {
    // A search that runs until it is stopped: the test stops it (no budget sized to outlast a wait).
    const { handlers, view, news } = await setup(endless);
    await ok(handlers['bots.setSeat']({ army: view.state.toMove, level: 'strong' }));
    const before = await snapshot(handlers);
    const { job } = await ok(handlers['bots.propose']({}));
    // Its first progress event: the search is under way.
    const progress = await news.next((n) => n.job === job && (n.proposal?.spent ?? 0) > 0);
    expect(progress.proposal!.status).toBe('running');
    const cancelled = await ok(handlers['bots.cancel']({ job }));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.steps).toBeUndefined();
    expect((await failed(handlers['bots.accept']({ job }))).code).toBe('bots/not_ready');
    expect((await failed(handlers['bots.check']({ job }))).code).toBe('bots/not_ready');
    expect((await ok(handlers['bots.job']({ job }))).status).toBe('cancelled');
    expect(await snapshot(handlers)).toEqual(before);
    handlers.dispose();
  }, 60_000);

  it('«Готово сейчас» mid-search: the best move found so far arrives as the proposal, and accepting it is recorded', async () => {
    // The real search with a budget far beyond what it reaches before it is told (it stops itself only when told).
    const { handlers, view, news } = await setup();
    await ok(handlers['bots.setSeat']({ army: view.state.toMove, level: 'strong' }));
    const { job } = await ok(handlers['bots.propose']({ budget: 10_000_000 }));
    await news.next((n) => n.job === job && (n.proposal?.spent ?? 0) > 0);
    const told = await ok(handlers['bots.cancel']({ job, now: true }));
    expect(told.status).toBe('running');
    const done = await settled(news, job);
    expect(done.status).toBe('done');
    expect(done.stopped).toBe('now');
    expect(done.steps!.at(-1)!.kind).toBe('end_move');
    const accepted = await ok(handlers['bots.accept']({ job, since: done.seq }));
    expect(accepted.view.seq).toBe(done.seq + done.steps!.length);
    handlers.dispose();
  }, 60_000);

  it('progress goes out at most once per 250 ms of the clock (an injected one), and the end of the search always', async () => {
    const dir = tempDir('bots-throttle');
    const c = must(service({ dataDir: dir }).create(join(dir, 't.polk'), { preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } }));
    // Each reading of the clock moves it 100 ms on: time passes only as the handlers look at it.
    let ticks = 0;
    const clock = () => 100 * ticks++;
    const news = newsBox();
    const bots = createBotHandlers({ current: () => c, runner: endless, notify: (n) => news.notify(n), clock });
    await ok(bots['bots.setSeat']({ army: c.state().toMove, level: 'strong' }));
    const { job } = await ok(bots['bots.propose']({}));
    const running = () => news.all.filter((n) => n.job === job && n.proposal?.status === 'running');
    await news.next(() => running().length >= 4);
    const cancelled = await ok(bots['bots.cancel']({ job }));
    const shown = running().map((n) => n.proposal!.ms);
    for (let i = 1; i < shown.length; i++) expect(shown[i] - shown[i - 1]).toBeGreaterThanOrEqual(PROGRESS_GAP_MS);
    // The worker reported more often than the windows were told.
    expect(cancelled.spent / 64).toBeGreaterThan(shown.length);
    bots.dispose();
    c.close();
  }, 60_000);

  it('a proposal made before the position changed is refused as stale', async () => {
    const { handlers, view, news } = await setup();
    await ok(handlers['bots.setSeat']({ army: view.state.toMove, level: 'random' }));
    const { job } = await ok(handlers['bots.propose']({ seed: 1 }));
    await settled(news, job);
    await ok(handlers['game.endMove']({}));
    expect((await failed(handlers['bots.accept']({ job }))).code).toBe('bots/stale');
    handlers.dispose();
  }, 60_000);
});
