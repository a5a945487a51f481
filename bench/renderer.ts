/**
 * The console window (issue 5), measured in Debian's Chromium against the built browser-mode server
 * on the real handlers, with the large three-army preset on the default map:
 *   - start → interactive map (navigation start to the first draw with the legal orders in hand);
 *   - frame draw times while panning (drag) and zooming (wheel) — median and 95th percentile —
 *     and the intervals between animation frames over the same gestures;
 *   - redraw after selecting a commander (click on his card → next frame drawn).
 * Targets: interactive ≤ 1.5 s; pan/zoom p95 ≤ 16.7 ms; selection redraw ≤ 8 ms.
 */
import type { Page } from 'playwright-core';
import { startTestWebServer } from '../tests/support/webServer';
import { chromiumAvailable, ensureRendererBuilt, launch } from '../tests/e2e/support';
import { line, percentile } from './stats';

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
  } finally {
    await browser.close();
    await web.stop();
  }
}
