/**
 * The console's layout in Debian's Chromium at 1280×720, 1366×768, 1440×900 and 1920×1080, each
 * opened at that size and again after a live resize from another one: no sideways page scroll; every
 * panel either scrolls or shows all it holds; the side columns and the map lie inside the window; the
 * dialogs' buttons lie inside the viewport. Screenshots of each go to test-artifacts/layout-*.png.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestWebServer } from '../support/webServer';
import { chromiumAvailable, openConsole, shot, waitForMap, waitForText, settled } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const SIZES = [
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
] as const;

/**
 * What is clipped on the page now, in words (empty when nothing is). A string expression: the page's
 * CSP forbids eval, and the page must not see the test runner's helpers.
 */
const CLIPPED = `(() => {
  const vw = innerWidth, vh = innerHeight, bad = [];
  const root = document.documentElement;
  if (root.scrollWidth > vw) bad.push('page scrolls sideways: ' + root.scrollWidth + ' > ' + vw);
  if (root.scrollHeight > vh) bad.push('page scrolls down: ' + root.scrollHeight + ' > ' + vh);
  const name = (el) => (el.dataset.pane ? 'pane ' + el.dataset.pane : el.dataset.testid || el.className || el.tagName);
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  // Regions of the screen: inside the window.
  for (const el of document.querySelectorAll('.top, [data-testid=commanders], [data-testid=side-panels], .map-wrap, .under-map, [role=dialog]')) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) bad.push(name(el) + ' off the window: ' + JSON.stringify([r.left, r.top, r.right, r.bottom].map(Math.round)));
  }
  // Panels, forms and dialog parts: they scroll, or all they hold fits.
  const panels = '.top, [data-testid=commanders], [data-testid=side-panels], [data-pane], [data-pane] > .body, [data-testid=order-of-battle], [data-testid=depots], [data-testid=fortresses], [data-testid=log], [data-testid=standings], [data-testid=correction], [data-testid=setup], .under-map, .status-line, .history-bar, [role=dialog], [role=dialog] .content, [role=dialog] footer, form, fieldset';
  for (const el of document.querySelectorAll(panels)) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    const scrollsY = /auto|scroll/.test(cs.overflowY), scrollsX = /auto|scroll/.test(cs.overflowX);
    if (!scrollsY && el.scrollHeight > el.clientHeight + 1) bad.push(name(el) + ' clipped: height ' + el.scrollHeight + ' > ' + el.clientHeight);
    // Sideways, even a scrolling panel is clipped: nothing here is meant to be scrolled across.
    if (el.scrollWidth > el.clientWidth + 1) bad.push(name(el) + ' clipped: width ' + el.scrollWidth + ' > ' + el.clientWidth + (scrollsX ? ' (scrolls sideways)' : ''));
  }
  // A dialog's buttons: inside the viewport, where they can be pressed without scrolling the page.
  for (const b of document.querySelectorAll('[role=dialog] footer button, [role=dialog] > h2 button')) {
    if (!shown(b)) continue;
    const r = b.getBoundingClientRect();
    if (r.left < 0 || r.top < 0 || r.right > vw || r.bottom > vh) bad.push('dialog button «' + b.textContent.trim() + '» outside the viewport');
  }
  return bad;
})()`;

async function clipped(page: Page): Promise<string[]> {
  return (await page.evaluate(CLIPPED)) as string[];
}

/** The map's stage fills its box (the old bug: the map kept its old width after a shrink). */
async function mapFits(page: Page): Promise<void> {
  const m = (await page.evaluate(`(() => { const w = document.querySelector('.map-wrap').getBoundingClientRect(); const c = document.querySelector('.map-wrap canvas').getBoundingClientRect(); return { w: w.width, c: c.width, right: c.right, vw: innerWidth }; })()`)) as { w: number; c: number; right: number; vw: number };
  expect(Math.abs(m.c - m.w)).toBeLessThan(2);
  expect(m.right).toBeLessThanOrEqual(m.vw);
}

when.describe({ 'no-chromium': !chromiumAvailable() })('the console is unclipped at every size', { timeout: 120_000 }, () => {
  let web: TestWebServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ web, browser, page } = await openConsole(errors));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it('the start screen and its wizard are unclipped at every size', async () => {
    await waitForText(page, 'h2', 'Новая кампания');
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await settled(page);
      const bad = (await clipped(page)).filter((b) => !b.startsWith('page scrolls down'));
      expect(bad).toEqual([]);
      await shot(page, `layout-${width}x${height}-start`);
    }
    await page.fill('input[name=name]', 'Проверка раскладки');
    // The wizard's depots field: «12,5» is 12.5, read back before the campaign is made.
    await page.fill('input[name=depots]', '12,5');
    await waitForText(page, '[data-testid=depots-parsed]', '12,5 склада');
    await page.click('[data-testid=create-campaign]');
    await waitForMap(page);
    await waitForText(page, '[data-balance=A]', '12,5 склада');
  });

  for (const [width, height] of SIZES) {
    it(`${width}×${height}: opened at the size and after a live resize`, async () => {
      // Opened at this size (a reload lays the window out from scratch).
      await page.setViewportSize({ width, height });
      await page.reload();
      await waitForMap(page);
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await mapFits(page);
      await shot(page, `layout-${width}x${height}`);

      // Live: shrink to 1200 wide and grow back, then from a bigger window down to this one.
      await page.setViewportSize({ width: 1200, height });
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await mapFits(page);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await settled(page);
      await page.setViewportSize({ width, height });
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await mapFits(page);
      await shot(page, `layout-${width}x${height}-resized`);

      // Folded side columns: the map takes the width.
      await page.click('[data-testid=fold-left]');
      await page.click('[data-testid=fold-right]');
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await mapFits(page);
      await shot(page, `layout-${width}x${height}-folded`);
      await page.click('[data-testid=fold-left]');
      await page.click('[data-testid=fold-right]');

      // The setup editor in the commanders' column.
      await page.click('[data-testid=setup-start]');
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await shot(page, `layout-${width}x${height}-setup`);
      await page.keyboard.press('Escape');
      const stop = page.locator('[data-testid=setup-stop]');
      if (await stop.count()) await stop.click();

      // The summary dialog: its buttons inside the viewport.
      await page.keyboard.press('Control+KeyP');
      await page.locator('[data-testid=summary-dialog]').waitFor();
      await page.locator('[data-testid=summary-print]:not([disabled])').waitFor({ timeout: 20_000 });
      expect(await clipped(page)).toEqual([]);
      await shot(page, `layout-${width}x${height}-summary`);
      await page.keyboard.press('Escape');
      await page.locator('[data-testid=summary-dialog]').waitFor({ state: 'detached' });
    });
  }

  it('a panned map is refitted on a live resize; a zoomed one keeps its zoom', async () => {
    type View = { scale: number; x: number; y: number; cellPx: number; width: number; height: number };
    const view = async () => (await page.evaluate('window.__polkMap.transform()')) as View;
    /** The cell at the centre of the map's view. */
    const centre = async () => {
      const v = await view();
      return [Math.floor(((v.width + 22) / 2 - v.x) / v.cellPx), Math.floor(((v.height + 22) / 2 - v.y) / v.cellPx)];
    };
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await waitForMap(page);
    // The default view's cell at 1366×768 (the smallest size whose default view shows the field's
    // whole height), for comparison.
    await page.setViewportSize({ width: 1366, height: 768 });
    await settled(page);
    const defaultCell = (await view()).cellPx;
    await page.setViewportSize({ width: 1440, height: 900 });
    await settled(page);
    // Panned: the view is moved east, then the window shrinks.
    await page.evaluate('window.__polkMap.centreOn(60, 20)');
    await settled(page);
    const column = (await centre())[0];
    await page.setViewportSize({ width: 1366, height: 768 });
    await settled(page);
    let v = await view();
    expect(v.cellPx).toBeCloseTo(defaultCell, 5);
    // The field's whole height in view, the same column at the centre.
    expect(v.y).toBeGreaterThanOrEqual(22);
    expect(v.y + 40 * v.cellPx).toBeLessThanOrEqual(v.height + 0.5);
    expect(Math.abs((await centre())[0] - column)).toBeLessThanOrEqual(1);
    expect(await clipped(page)).toEqual([]);
    await shot(page, 'layout-refit-after-pan');
    // Zoomed in by keys: a resize keeps the zoom and the centre.
    await page.locator('.map-wrap').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Escape');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Equal');
    await settled(page);
    const zoomed = await view();
    expect(zoomed.cellPx).toBeGreaterThan(defaultCell * 1.2);
    const zoomedCentre = await centre();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await settled(page);
    v = await view();
    expect(v.cellPx).toBeCloseTo(zoomed.cellPx, 5);
    const after = await centre();
    expect(Math.abs(after[0] - zoomedCentre[0])).toBeLessThanOrEqual(1);
    expect(Math.abs(after[1] - zoomedCentre[1])).toBeLessThanOrEqual(1);
    expect(await clipped(page)).toEqual([]);
    // The fit key brings the default view back.
    await page.keyboard.press('Digit0');
    await settled(page);
    expect((await view()).cellPx).toBeLessThan(v.cellPx);
  });

  it('in English and on the referee screen, at the smallest and the largest size', async () => {
    await page.click('.top [data-lang=en]');
    await waitForText(page, '[data-testid=to-move]', /Russia|France|Austria/);
    for (const [width, height] of [SIZES[0], SIZES[3]]) {
      await page.setViewportSize({ width, height });
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await shot(page, `layout-${width}x${height}-en`);
      await page.click('[data-screen=referee]');
      await settled(page);
      expect(await clipped(page)).toEqual([]);
      await shot(page, `layout-${width}x${height}-referee`);
      await page.click('[data-screen=map]');
    }
    await page.click('.top [data-lang=ru]');
  });

  it('raised no page error', () => {
    expect(errors).toEqual([]);
  });
});
