// Browser mode and the computer player (issue 15): campaign calls run in browser mode's worker
// thread with a deadline; a proposal's search runs in the bots' own worker, so a search longer than
// the deadline neither hits it nor holds up other calls, and its move is then accepted through the
// log. Built as scripts/build.mjs builds out/web and out/bots (the bots' worker beside the bundle);
// a second build puts the search that runs until stopped (tests/support/endlessSearch.ts) in the
// bots' worker's place, so "longer than the deadline" is the search's own clock past it, whatever
// the machine's speed. The progress and the finished proposal come as `bots.changed` events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCampaignCalls, type CampaignCalls } from '../../main/web/calls';
import type { EventPayloads, Played, Reply } from '../../shared/bridge/contract';
import { REPO_ROOT } from '../support/webServer';
import { bundleNode } from '../support/bundle';

let bundles: string;
let dataDir: string;
let calls: CampaignCalls;
let endless: CampaignCalls;
const DEADLINE_MS = 1200;
type News = EventPayloads['bots.changed'];
const news: News[] = [];
const waiting: (() => void)[] = [];
/** The first `bots.changed` event that passes `test` (already come, or still to come). */
async function event(test: (n: News) => boolean): Promise<News> {
  for (;;) {
    const seen = news.find(test);
    if (seen) return seen;
    await new Promise<void>((r) => waiting.push(r));
  }
}
const onEvent = (event: string, n: unknown) => {
  if (event !== 'bots.changed') return;
  news.push(n as News);
  for (const w of waiting.splice(0)) w();
};

async function bundle(bots: string): Promise<string> {
  const dir = mkdtempSync(join(REPO_ROOT, 'out', 'test', 'bots-web-'));
  await bundleNode({ 'web/worker': join(REPO_ROOT, 'main/web/worker.ts'), 'bots/worker': join(REPO_ROOT, bots) }, dir);
  return dir;
}

let endlessBundles: string;
beforeAll(async () => {
  mkdirSync(join(REPO_ROOT, 'out', 'test'), { recursive: true });
  dataDir = mkdtempSync(join(tmpdir(), 'polk-bots-web-'));
  bundles = await bundle('main/bots/worker.ts');
  endlessBundles = await bundle('tests/support/endlessSearch.ts');
  const setup = { dataDir, mode: 'browser', version: '0.0.0-test' } as const;
  calls = startCampaignCalls({ entry: pathToFileURL(join(bundles, 'web', 'worker.mjs')), setup, timeoutMs: DEADLINE_MS, onEvent });
  endless = startCampaignCalls({ entry: pathToFileURL(join(endlessBundles, 'web', 'worker.mjs')), setup: { ...setup, dataDir: join(dataDir, 'endless') }, timeoutMs: DEADLINE_MS, onEvent });
  await Promise.all([calls.ready, endless.ready]);
}, 90_000);

afterAll(async () => {
  await calls?.close();
  await endless?.close();
  for (const d of [bundles, endlessBundles, dataDir]) if (d) rmSync(d, { recursive: true, force: true });
});

async function ok<T>(r: Promise<Reply<T>> | Reply<T>): Promise<T> {
  const reply = await r;
  if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message.en}`);
  return reply.value;
}

describe('the computer player in browser mode', () => {
  it('a search longer than the call deadline runs beside the calls, is told by events, and is stopped by the game master', async () => {
    const h = endless.handlers;
    const view = await ok(h['campaign.create']({ name: 'Боты в браузере', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 3 } }));
    await ok(h['bots.setSeat']({ army: view.state.toMove, level: 'strong' }));
    const { job } = await ok(h['bots.propose']({}));
    // Calls are answered while it runs (a call stuck behind the search would be answered `bridge/timeout`).
    await ok(h['campaign.sync']({}));
    // Its own clock passes the deadline, told by a progress event: the deadline did not cut it.
    const late = await event((n) => n.job === job && n.proposal?.status === 'running' && n.proposal.ms > 1.5 * DEADLINE_MS);
    expect(late.path).toBe(view.path);
    expect(late.proposal!.spent).toBeGreaterThan(0);
    await ok(h['campaign.sync']({}));
    expect((await ok(h['bots.job']({ job }))).status).toBe('running');
    expect((await ok(h['bots.cancel']({ job }))).status).toBe('cancelled');
    expect((await ok(h['campaign.sync']({}))).view.seq).toBe(view.seq);
  }, 60_000);

  it('a finished proposal arrives as an event and is accepted through the log', async () => {
    const h = calls.handlers;
    const view = await ok(h['campaign.create']({ name: 'Боты в браузере', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 } }));
    await ok(h['bots.setSeat']({ army: view.state.toMove, level: 'strong' }));
    const second = await ok(h['bots.propose']({ budget: 300 }));
    const done = (await event((n) => n.job === second.job && n.path === view.path && n.proposal?.status !== 'running')).proposal!;
    expect(done.status).toBe('done');
    const played: Played = await ok(h['bots.accept']({ job: second.job, since: view.seq }));
    expect(played.view.seq).toBe(view.seq + done.steps!.length);
    expect(played.changes.history.every((e) => (e.payload as { note?: { by?: string } }).note?.by === 'bot')).toBe(true);
  }, 60_000);
});
