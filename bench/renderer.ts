/**
 * The console window (issue 5), measured in Debian's Chromium against the built browser-mode server
 * on the real handlers, with the large three-army preset on the default map:
 *   - start → interactive map (navigation start to the first draw with the legal orders in hand);
 *   - frame draw times while panning (drag) and zooming (wheel) — median and 95th percentile —
 *     and the intervals between animation frames over the same gestures;
 *   - redraw after selecting a commander (click on his card → next frame drawn);
 *   - one order (issue 10): the click on the target cell → the first frame drawn with the unit
 *     there, and the HTTP calls it cost — for this window and, beside it, for the window as it was
 *     before the one-round-trip change (its renderer built from BASELINE_COMMIT into
 *     out/bench-baseline/, served by the same server).
 * Targets: interactive ≤ 1.5 s; pan/zoom p95 ≤ 16.7 ms; selection redraw ≤ 8 ms; one call per order.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, startTestWebServer } from '../tests/support/webServer';
import { chromiumAvailable, ensureRendererBuilt, launch } from '../tests/e2e/support';
import { line, percentile } from './stats';

/** The window before issue 10's one round trip per order (8 calls per order in browser mode). */
const BASELINE_COMMIT = '2067ffe';
/** Orders measured per round; two rounds each, alternating (the machine's load drifts). */
const ORDERS = 30;

interface Frame {
  ms: number;
  full: boolean;
  at: number;
}

const ms = (v: number) => `${v.toFixed(2)} ms`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function frames(page: Page): Promise<Frame[]> {
  return (await page.evaluate('window.__polkMap.frames')) as Frame[];
}

async function ready(page: Page): Promise<number> {
  const end = Date.now() + 20_000;
  for (;;) {
    const at = (await page.evaluate('window.__polkMap && window.__polkMap.ready ? window.__polkMap.readyAt : null')) as number | null;
    if (at !== null) return at;
    if (Date.now() > end) throw new Error('the map never became interactive');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Record requestAnimationFrame timestamps in the page until stopped. */
async function recordIntervals(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(`(() => {
    window.__raf = [];
    window.__rafOn = true;
    const tick = (t) => { window.__raf.push(t); if (window.__rafOn) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  return async () => {
    const ts = (await page.evaluate('(window.__rafOn = false, window.__raf)')) as number[];
    return ts.slice(1).map((t, i) => t - ts[i]);
  };
}

/** The renderer as it was at BASELINE_COMMIT, built once into out/bench-baseline/ (null when git cannot give it). */
function baselineRenderer(): string | null {
  const dir = join(REPO_ROOT, 'out', 'bench-baseline', BASELINE_COMMIT);
  const built = join(dir, 'out', 'renderer');
  if (existsSync(join(built, 'index.html'))) return built;
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['-C', REPO_ROOT, 'archive', BASELINE_COMMIT, 'renderer', 'shared', 'assets', 'vite.config.ts', 'package.json'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(dir, 'vite.config.ts'), '--logLevel', 'error'], { cwd: dir, stdio: 'inherit' });
    return existsSync(join(built, 'index.html')) ? built : null;
  } catch (err) {
    console.log(`  (the window of ${BASELINE_COMMIT} could not be built: ${(err as Error).message.split('\n')[0]})`);
    return null;
  }
}

interface OrderFigures {
  /** Click on the target cell → end of the first frame drawn with the unit there (ms), sorted. */
  readonly painted: number[];
  /** Contract calls per order (the three clicks and the settling after), sorted. */
  readonly calls: number[];
}

/**
 * Orders given by clicking, one after another on a fresh skirmish-sized campaign: the army to move's
 * first commander, his first orderable unit, its first move; then Ctrl+Z (a plain order: no
 * question) and the next. Each order is timed in the page: a requestAnimationFrame watcher notes
 * the frame in which the unit stands on its new cell; the map draws in that same frame (its redraw
 * is asked for after the watcher's), and the probe records when that draw ended.
 */
async function measureOrders(browser: Browser, staticDir: string | undefined): Promise<OrderFigures> {
  const web = await startTestWebServer(staticDir ? { staticDir } : {});
  try {
    const created = await fetch(`${web.origin}/api/call/campaign.create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Polk-Token': web.token },
      body: JSON.stringify({ name: 'Бенчмарк приказа', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 1812 } }),
    });
    if (!((await created.json()) as { ok: boolean }).ok) throw new Error('campaign.create failed');
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    let calls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/call/')) calls++;
    });
    await page.goto(`${web.url}&e2e=1`);
    await ready(page);
    await page.waitForTimeout(500);
    const painted: number[] = [];
    const perOrder: number[] = [];
    const at = async (x: number, y: number) => (await page.evaluate(`window.__polkMap.cellToClient(${x}, ${y})`)) as { x: number; y: number };
    const units = async () => (await page.evaluate('window.__polkMap.units()')) as { id: string; army: string; type: string; x: number; y: number }[];
    type Highlights = { orderable: string[]; moves: number[][]; roads: number[][] };
    for (let i = 0; i < ORDERS + 3; i++) {
      const ids = (await page.evaluate('Array.from(document.querySelectorAll("[data-commander]")).map((e) => e.getAttribute("data-commander"))')) as string[];
      const all = await units();
      const commander = all.find((u) => u.id === ids[0])!;
      const before = calls;
      let p = await at(commander.x, commander.y);
      await page.mouse.click(p.x, p.y);
      let h = (await page.evaluate('window.__polkMap.highlights()')) as Highlights;
      const mover = all.find((u) => u.id === h.orderable[0])!;
      p = await at(mover.x, mover.y);
      await page.mouse.click(p.x, p.y);
      h = (await page.evaluate('window.__polkMap.highlights()')) as Highlights;
      const to = h.moves[0] ?? h.roads[0];
      p = await at(to[0], to[1]);
      await page.evaluate(`(() => {
        window.__polkMap.resetFrames();
        window.__seenAt = null;
        const watch = (t) => {
          const u = window.__polkMap.units().find((v) => v.id === ${JSON.stringify(mover.id)});
          if (u && u.x === ${to[0]} && u.y === ${to[1]}) window.__seenAt = performance.now();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      })()`);
      await page.mouse.click(p.x, p.y);
      const end = Date.now() + 10_000;
      let ms: number | null = null;
      while (ms === null) {
        if (Date.now() > end) throw new Error('the order was never painted');
        await page.waitForTimeout(5);
        ms = (await page.evaluate(`(() => {
          if (window.__seenAt === null) return null;
          const f = window.__polkMap.frames.find((x) => x.at >= window.__seenAt);
          return f ? f.at - window.__polkMap.lastClickAt : null;
        })()`)) as number | null;
      }
      // Let late replies and events land before counting.
      await page.waitForTimeout(400);
      if (i >= 3) {
        painted.push(ms);
        perOrder.push(calls - before);
      }
      await page.keyboard.press('Control+KeyZ');
      const back = Date.now() + 10_000;
      while (!(await units()).some((u) => u.id === mover.id && u.x === mover.x && u.y === mover.y)) {
        if (Date.now() > back) throw new Error('the undo never came back');
        await page.waitForTimeout(10);
      }
      await page.waitForTimeout(200);
    }
    await page.close();
    return { painted: sorted(painted), calls: sorted(perOrder) };
  } finally {
    await web.stop();
  }
}

export async function run(): Promise<void> {
  if (!chromiumAvailable()) {
    console.log('  /usr/bin/chromium is missing: skipped');
    return;
  }
  ensureRendererBuilt();
  const web = await startTestWebServer();
  const browser = await launch();
  try {
    // The campaign is created before the page opens, so the page starts straight on the map.
    const created = await fetch(`${web.origin}/api/call/campaign.create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Polk-Token': web.token },
      body: JSON.stringify({ name: 'Бенчмарк', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 1812 } }),
    });
    const reply = (await created.json()) as { ok: boolean; value?: { state: { units: unknown[] } } };
    if (!reply.ok) throw new Error('campaign.create failed');
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });

    // 1. Start → interactive map: a cold load, then warm reloads.
    const loads: number[] = [];
    for (let i = 0; i < 6; i++) {
      if (i === 0) await page.goto(`${web.url}&e2e=1`);
      else await page.reload();
      loads.push(await ready(page));
    }
    const warm = sorted(loads.slice(1));
    line('start → interactive map (cold)', ms(loads[0]), '≤ 1500 ms', loads[0] <= 1500);
    line('start → interactive map (warm, median of 5)', ms(percentile(warm, 50)), '≤ 1500 ms', percentile(warm, 50) <= 1500);
    console.log(`  units on the map: ${reply.value!.state.units.length}`);

    // 2. Pan and zoom: drags and wheel turns over the whole map, at the overview and zoomed in.
    //    Measured twice: as the window runs, and with every frame's rasterisation forced into the
    //    timing (a pixel read-back: Chromium may otherwise rasterise the canvas after the script).
    for (const mode of ['', 'strict'] as const) {
      if (mode) {
        await page.goto(`${web.url}&e2e=strict`);
        await ready(page);
      }
      await page.waitForTimeout(300);
      const host = await page.locator('.map-host').boundingBox();
      if (!host) throw new Error('no map');
      const cx = host.x + host.width / 2;
      const cy = host.y + host.height / 2;
      await page.evaluate('window.__polkMap.resetFrames()');
      const stop = await recordIntervals(page);
      const drag = async (dx: number, dy: number, steps: number) => {
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        for (let i = 1; i <= steps; i++) await page.mouse.move(cx + (dx * i) / steps, cy + (dy * i) / steps);
        await page.mouse.up();
      };
      await drag(-400, -150, 50);
      await drag(400, 150, 50);
      for (const [x, y, dir] of [[0.3, 0.4, -1], [0.6, 0.5, -1], [0.5, 0.3, -1], [0.4, 0.6, 1], [0.7, 0.7, -1]] as const) {
        await page.mouse.move(host.x + host.width * x, host.y + host.height * y);
        for (let i = 0; i < 8; i++) {
          await page.mouse.wheel(0, dir * 60);
          await page.waitForTimeout(16);
        }
      }
      await drag(-500, -250, 60);
      await drag(300, 350, 60);
      await page.waitForTimeout(400);
      await drag(-250, 120, 40);
      for (let i = 0; i < 10; i++) {
        await page.mouse.wheel(0, 80);
        await page.waitForTimeout(16);
      }
      await page.waitForTimeout(200);
      const intervals = sorted(await stop());
      const pan = sorted((await frames(page)).filter((f) => f.full).map((f) => f.ms));
      const tag = mode ? ' [raster forced]' : '';
      line(`pan/zoom frame draw${tag}, median (${pan.length} frames)`, ms(percentile(pan, 50)));
      line(`pan/zoom frame draw${tag}, 95th percentile`, ms(percentile(pan, 95)), '≤ 16.7 ms', percentile(pan, 95) <= 16.7);
      line(`pan/zoom frame draw${tag}, worst`, ms(pan[pan.length - 1]));
      line(`animation frame interval${tag}, median (${intervals.length})`, ms(percentile(intervals, 50)));
      line(`animation frame interval${tag}, 95th percentile / worst`, `${ms(percentile(intervals, 95))} / ${ms(intervals[intervals.length - 1])}`);
    }

    // 3. Selecting a commander: click his card on the canvas; the next frame redraws marks and overlay.
    await page.click('[data-testid=fit]');
    await page.waitForTimeout(300);
    const ids = (await page.evaluate('Array.from(document.querySelectorAll("[data-commander]")).map((e) => e.getAttribute("data-commander"))')) as string[];
    const draws: number[] = [];
    const latencies: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const id of ids) {
        const units = (await page.evaluate('window.__polkMap.units()')) as { id: string; x: number; y: number }[];
        const u = units.find((v) => v.id === id)!;
        const p = (await page.evaluate(`window.__polkMap.cellToClient(${u.x}, ${u.y})`)) as { x: number; y: number };
        await page.evaluate('window.__polkMap.resetFrames()');
        await page.mouse.click(p.x, p.y);
        await page.waitForTimeout(60);
        const clickAt = (await page.evaluate('window.__polkMap.lastClickAt')) as number;
        const next = (await frames(page)).find((f) => f.at >= clickAt);
        if (next) {
          draws.push(next.ms);
          latencies.push(next.at - clickAt);
        }
        await page.keyboard.press('Escape');
        await page.waitForTimeout(30);
      }
    }
    const d = sorted(draws);
    const l = sorted(latencies);
    line(`selection redraw, median (${d.length} picks)`, ms(percentile(d, 50)), '≤ 8 ms', percentile(d, 50) <= 8);
    line('selection redraw, 95th percentile', ms(percentile(d, 95)));
    line('click → selection painted, median (incl. frame wait)', ms(percentile(l, 50)));

    // 4. One order, clicked: this window beside the window of BASELINE_COMMIT.
    await page.close();
    const baseline = baselineRenderer();
    const rounds: { now: OrderFigures[]; then: OrderFigures[] } = { now: [], then: [] };
    for (let round = 0; round < 2; round++) {
      rounds.now.push(await measureOrders(browser, undefined));
      if (baseline) rounds.then.push(await measureOrders(browser, baseline));
    }
    const merge = (fs: OrderFigures[]): OrderFigures => ({ painted: sorted(fs.flatMap((f) => f.painted)), calls: sorted(fs.flatMap((f) => f.calls)) });
    const now = merge(rounds.now);
    const then = baseline ? merge(rounds.then) : null;
    const calls = (f: OrderFigures) => (f.calls[0] === f.calls[f.calls.length - 1] ? `${f.calls[0]}` : `${f.calls[0]}–${f.calls[f.calls.length - 1]}`);
    const beside = (v: string, old: string | null) => (old === null ? v : `${v.padEnd(12)} (before: ${old})`);
    line(`click → order painted, median (${now.painted.length} orders)`, beside(ms(percentile(now.painted, 50)), then && ms(percentile(then.painted, 50))));
    line('click → order painted, 95th percentile', beside(ms(percentile(now.painted, 95)), then && ms(percentile(then.painted, 95))));
    line('HTTP calls per clicked order', beside(calls(now), then && calls(then)), '1', now.calls.every((c) => c === 1));
  } finally {
    await browser.close();
    await web.stop();
  }
}
