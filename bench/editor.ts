/**
 * The map editor (issue 13), measured in Debian's Chromium against the built browser-mode server,
 * on the default 90 × 40 map opened in the editor: brush strokes (2 × 2 forest, then river, then
 * open ground again) dragged across the whole map, and for every frame a stroke changed —
 *   - the redraw: the terrain rows the stroke changed re-rendered into the bitmap, then the layers
 *     drawn (with every frame's rasterisation forced into the timing: a pixel read-back);
 *   - pointer move → that frame painted (the event's time to the end of the frame that shows it:
 *     the stroke's model step, the live validation, the redraw, and the wait for the frame).
 * Median and 95th percentile. Target: a stroke's frame within one 60 Hz frame (≤ 16.7 ms).
 */
import type { Page } from 'playwright-core';
import { startTestWebServer } from '../tests/support/webServer';
import { chromiumAvailable, ensureRendererBuilt, launch } from '../tests/e2e/support';
import { line, percentile } from './stats';

interface Frame {
  ms: number;
  rows: number;
  at: number;
  input: number | null;
}

const ms = (v: number) => `${v.toFixed(2)} ms`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function cell(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return (await page.evaluate(`window.__polkEditor.cellToClient(${x}, ${y})`)) as { x: number; y: number };
}

async function strokes(page: Page): Promise<Frame[]> {
  await page.evaluate('window.__polkEditor.resetFrames()');
  for (const [ground, y] of [['T', 6], ['~', 18], ['.', 30], ['M', 12], ['.', 12], ['S', 24]] as const) {
    await page.click(`[data-ground="${ground}"]`);
    const from = await cell(page, 1, y);
    const to = await cell(page, 88, y + 6);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 90 });
    await page.mouse.up();
    await page.waitForTimeout(150);
  }
  return (await page.evaluate('window.__polkEditor.frames')) as Frame[];
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
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    for (const mode of ['1', 'strict'] as const) {
      await page.goto(`${web.url}&e2e=${mode}`);
      await page.click('[data-testid=open-editor]');
      await page.click('[data-testid=from-default]');
      const end = Date.now() + 15_000;
      while (!(await page.evaluate('!!(window.__polkEditor && window.__polkEditor.ready)'))) {
        if (Date.now() > end) throw new Error('the editor never opened');
        await page.waitForTimeout(20);
      }
      await page.click('[data-tool=brush]');
      await page.selectOption('[data-testid=brush-size]', '2');
      await page.waitForTimeout(300);
      const frames = (await strokes(page)).filter((f) => f.rows > 0);
      const draw = sorted(frames.map((f) => f.ms));
      const latency = sorted(frames.filter((f) => f.input !== null).map((f) => f.at - f.input!));
      const rows = sorted(frames.map((f) => f.rows));
      const tag = mode === 'strict' ? ' [raster forced]' : '';
      line(`paint stroke redraw${tag}, median (${draw.length} frames)`, ms(percentile(draw, 50)));
      line(`paint stroke redraw${tag}, 95th percentile`, ms(percentile(draw, 95)), '≤ 16.7 ms', percentile(draw, 95) <= 16.7);
      line(`pointer move → stroke painted${tag}, median`, ms(percentile(latency, 50)));
      line(`pointer move → stroke painted${tag}, 95th percentile`, ms(percentile(latency, 95)));
      if (!tag) console.log(`  terrain rows redrawn per frame: median ${percentile(rows, 50)}, most ${rows[rows.length - 1]} (of 40)`);
    }
    await page.close();
  } finally {
    await browser.close();
    await web.stop();
  }
}
