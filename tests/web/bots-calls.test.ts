// Browser mode and the computer player (issue 15): campaign calls run in browser mode's worker
// thread with a deadline; a proposal's search runs in the bots' own worker, so a search longer than
// the deadline neither hits it nor holds up other calls, and its move is then accepted through the
// log. Built as scripts/build.mjs builds out/web and out/bots (the bots' worker beside the bundle).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { startCampaignCalls, type CampaignCalls } from '../../main/web/calls';
import type { BotJobView, Played, Reply } from '../../shared/bridge/contract';
import { REPO_ROOT } from '../support/webServer';

let bundles: string;
let dataDir: string;
let calls: CampaignCalls;
const DEADLINE_MS = 1200;

beforeAll(async () => {
  mkdirSync(join(REPO_ROOT, 'out', 'test'), { recursive: true });
  bundles = mkdtempSync(join(REPO_ROOT, 'out', 'test', 'bots-web-'));
  dataDir = mkdtempSync(join(tmpdir(), 'polk-bots-web-'));
  await build({
    entryPoints: { 'web/worker': join(REPO_ROOT, 'main/web/worker.ts'), 'bots/worker': join(REPO_ROOT, 'main/bots/worker.ts') },
    outdir: bundles,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['better-sqlite3', 'electron', 'electron-log', 'playwright-core'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  calls = startCampaignCalls({ entry: pathToFileURL(join(bundles, 'web', 'worker.mjs')), setup: { dataDir, mode: 'browser', version: '0.0.0-test' }, timeoutMs: DEADLINE_MS });
  await calls.ready;
}, 90_000);

afterAll(async () => {
  await calls?.close();
  rmSync(bundles, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function ok<T>(r: Promise<Reply<T>> | Reply<T>): Promise<T> {
  const reply = await r;
  if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message.en}`);
  return reply.value;
}

describe('the computer player in browser mode', () => {
  it('a search longer than the call deadline runs beside the calls, then its move is accepted', async () => {
    const h = calls.handlers;
    const view = await ok(h['campaign.create']({ name: 'Боты в браузере', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 3 } }));
    await ok(h['bots.setSeat']({ army: view.state.toMove, level: 'strong' }));
    const started = Date.now();
    // Three large armies and a wide budget: a search of several seconds, longer than the deadline.
    const { job } = await ok(h['bots.propose']({ budget: 60_000 }));
    let v: BotJobView = await ok(h['bots.job']({ job }));
    while (v.status === 'running' && Date.now() - started < 1.5 * DEADLINE_MS) {
      // Other calls are answered meanwhile, well within the deadline.
      const t = Date.now();
      await ok(h['campaign.sync']({}));
      expect(Date.now() - t).toBeLessThan(DEADLINE_MS);
      await new Promise((r) => setTimeout(r, 100));
      v = await ok(h['bots.job']({ job }));
    }
    expect(v.status).toBe('running');
    expect(v.spent).toBeGreaterThan(0);
    // Stopped, and a shorter one asked for: done, and accepted through the log.
    expect((await ok(h['bots.cancel']({ job }))).status).toBe('cancelled');
    expect((await ok(h['campaign.sync']({}))).view.seq).toBe(view.seq);
    const second = await ok(h['bots.propose']({ budget: 300 }));
    do {
      await new Promise((r) => setTimeout(r, 50));
      v = await ok(h['bots.job']({ job: second.job }));
    } while (v.status === 'running');
    expect(v.status).toBe('done');
    const played: Played = await ok(h['bots.accept']({ job: second.job, since: view.seq }));
    expect(played.view.seq).toBe(view.seq + v.steps!.length);
    expect(played.changes.history.every((e) => (e.payload as { note?: { by?: string } }).note?.by === 'bot')).toBe(true);
  }, 60_000);
});
