/**
 * The map's own controls never cover its fortress labels: at every window size the suite tests
 * (support.ts's EVERY_SIZE, as layout.test.ts), in both languages, on the large three-army preset of the default map
 * — the view the console keeps after a resize, the whole field («0»), and the field panned to its east
 * edge, where «Far Monastery» / «Дальний монастырь» stands — no drawn fortress label's box meets the
 * zoom buttons' strip. Screenshots at 1024×768 and 1366×768: test-artifacts/map-controls-{ru,en}-WxH.png (as resized) and
 * …-east.png (the east edge).
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, createCampaign, EVERY_SIZE, consoleSuite, settled, shot, waitForText } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The drawn fortress labels' boxes on the screen (client pixels), each with its text. */
async function labelRects(page: Page): Promise<(Rect & { text: string })[]> {
  const places = (await page.evaluate('window.__polkMap.fortressPlaces()')) as { labels: { text: string; box: { x0: number; y0: number; x1: number; y1: number }; under: boolean }[] };
  const t = (await page.evaluate('window.__polkMap.transform()')) as { scale: number; x: number; y: number };
  const host = (await page.evaluate(`(() => { const r = document.querySelector('.map-host').getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; })()`)) as Rect;
  expect(t.scale).toBeGreaterThan(0);
  return places.labels
    .filter((l) => !l.under)
    .map((l) => ({ text: l.text, left: host.left + t.x + l.box.x0 * t.scale, right: host.left + t.x + l.box.x1 * t.scale, top: host.top + t.y + l.box.y0 * t.scale, bottom: host.top + t.y + l.box.y1 * t.scale }))
    // Only what the map's canvas shows of each: a label at the canvas's edge is cut there, not drawn beyond it.
    .map((r) => ({ ...r, left: Math.max(r.left, host.left), right: Math.min(r.right, host.right), top: Math.max(r.top, host.top), bottom: Math.min(r.bottom, host.bottom) }))
    .filter((r) => r.right > r.left && r.bottom > r.top);
}

/** The map's own controls (zoom, whole map, follow, legend): each button's box. */
const controlRects = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('[data-testid=zoom-in], [data-testid=zoom-out], [data-testid=fit], [data-testid=follow-toggle], [data-testid=legend-toggle]')].map((b) => { const r = b.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; })`) as Promise<Rect[]>;

const meet = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Labels under a control, in words (empty when none). */
async function covered(page: Page): Promise<string[]> {
  await settled(page);
  const controls = await controlRects(page);
  expect(controls).toHaveLength(5);
  return (await labelRects(page)).filter((l) => controls.some((c) => meet(l, c))).map((l) => `«${l.text}» at ${Math.round(l.left)}–${Math.round(l.right)} × ${Math.round(l.top)}–${Math.round(l.bottom)}`);
}

/** Drag the field with the middle button as far west as it goes: its east edge comes into view. */
async function panToEastEdge(page: Page): Promise<void> {
  const host = (await page.evaluate(`(() => { const r = document.querySelector('.map-host').getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; })()`)) as Rect;
  const y = (host.top + host.bottom) / 2;
  for (let i = 0; i < 6; i++) {
    await page.mouse.move(host.right - 80, y);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(host.left + 40, y, { steps: 4 });
    await page.mouse.up({ button: 'middle' });
  }
  await settled(page);
}

when.describe({ 'no-chromium': !chromiumAvailable() })('the map\'s controls keep clear of its labels, at every size', { timeout: 300_000 }, () => {
  const ui = consoleSuite();

  beforeAll(async () => {
    await createCampaign(ui.page, 'Кампания', 11);
  }, 180_000);

  for (const lang of ['ru', 'en'] as const) {
    it(`in ${lang}: as resized, the whole field and its east edge`, async () => {
      await ui.page.click(`.top [data-lang=${lang}]`);
      await waitForText(ui.page, '[data-testid=countdown]', lang === 'ru' ? 'Ход 1 из 80' : 'Turn 1 of 80');
      let eastSeen = false;
      for (const [width, height] of EVERY_SIZE) {
        await ui.page.setViewportSize({ width, height });
        const shown = width === 1024 || width === 1366;
        if (shown) await shot(ui.page, `map-controls-${lang}-${width}x${height}`);
        expect({ width, view: 'resized', covered: await covered(ui.page) }).toEqual({ width, view: 'resized', covered: [] });
        await panToEastEdge(ui.page);
        const east = await labelRects(ui.page);
        eastSeen ||= east.some((l) => /Дальний монастырь|Far Monastery|Дальн|Far/.test(l.text));
        expect({ width, view: 'east edge', covered: await covered(ui.page) }).toEqual({ width, view: 'east edge', covered: [] });
        if (shown) await shot(ui.page, `map-controls-${lang}-${width}x${height}-east`);
        await ui.page.click('[data-testid=fit]');
        expect({ width, view: 'whole field', covered: await covered(ui.page) }).toEqual({ width, view: 'whole field', covered: [] });
        await ui.page.click('[data-testid=fit]');
      }
      // The far east fortress was among the labels checked at the field's east edge.
      expect(eastSeen).toBe(true);
      expect(ui.errors).toEqual([]);
    });
  }
});
