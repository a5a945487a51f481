/**
 * The console's layout in Debian's Chromium at 1280×720, 1366×768, 1440×900 and 1920×1080, each
 * opened at that size and again after a live resize from another one: no sideways page scroll; every
 * panel either scrolls or shows all it holds; the side columns and the map lie inside the window; the
 * dialogs' buttons lie inside the viewport. Screenshots of each go to test-artifacts/layout-*.png.
 *
 * Every size (issue 22 item 7), on the large three-army preset with a long campaign name, at
 * 1024×768 too, in both languages: no word of a header, a button or a selector is broken over two
 * lines (each word's Range has one client rect), none of them is clipped, the map keeps at least 60 %
 * of the width, the long name ends in an ellipsis with the whole name on hover, whose move stays on
 * one line; the editor's grounds each on one line; the legend explains every counter's letters.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, createCampaign, DESKTOP_SIZES, EVERY_SIZE, consoleSuite, shot, waitForMap, waitForText, settled, until } from './support';
import { UNIT_SHORT } from '../../shared/vocab';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const SIZES = DESKTOP_SIZES;

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

/** The map's stage fills its box, beside its controls' rail (the old bug: the map kept its old width after a shrink). */
async function mapFits(page: Page): Promise<void> {
  const m = (await page.evaluate(`(() => { const w = document.querySelector('.map-wrap .map-host').getBoundingClientRect(); const c = document.querySelector('.map-wrap canvas').getBoundingClientRect(); return { w: w.width, c: c.width, right: c.right, vw: innerWidth }; })()`)) as { w: number; c: number; right: number; vw: number };
  expect(Math.abs(m.c - m.w)).toBeLessThan(2);
  expect(m.right).toBeLessThanOrEqual(m.vw);
}

when.describe({ 'no-chromium': !chromiumAvailable() })('the console is unclipped at every size', { timeout: 120_000 }, () => {
  const ui = consoleSuite();

  it('the start screen and its wizard are unclipped at every size', async () => {
    await waitForText(ui.page, 'h2', 'Новая кампания');
    for (const [width, height] of SIZES) {
      await ui.page.setViewportSize({ width, height });
      await settled(ui.page);
      const bad = (await clipped(ui.page)).filter((b) => !b.startsWith('page scrolls down'));
      expect(bad).toEqual([]);
      await shot(ui.page, `layout-${width}x${height}-start`);
    }
    await ui.page.fill('input[name=name]', 'Проверка раскладки');
    // The wizard's depots field: «12,5» is 12.5, read back before the campaign is made.
    await ui.page.fill('input[name=depots]', '12,5');
    await waitForText(ui.page, '[data-testid=depots-parsed]', '12,5 склада');
    await ui.page.click('[data-testid=create-campaign]');
    await waitForMap(ui.page);
    await waitForText(ui.page, '[data-balance=A]', '12,5 склада');
  });

  for (const [width, height] of SIZES) {
    it(`${width}×${height}: opened at the size and after a live resize`, async () => {
      // Opened at this size (a reload lays the window out from scratch).
      await ui.page.setViewportSize({ width, height });
      await ui.page.reload();
      await waitForMap(ui.page);
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await mapFits(ui.page);
      await shot(ui.page, `layout-${width}x${height}`);

      // Live: shrink to 1200 wide and grow back, then from a bigger window down to this one.
      await ui.page.setViewportSize({ width: 1200, height });
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await mapFits(ui.page);
      await ui.page.setViewportSize({ width: 1920, height: 1080 });
      await settled(ui.page);
      await ui.page.setViewportSize({ width, height });
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await mapFits(ui.page);
      await shot(ui.page, `layout-${width}x${height}-resized`);

      // Folded side columns: the map takes the width.
      await ui.page.click('[data-testid=fold-left]');
      await ui.page.click('[data-testid=fold-right]');
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await mapFits(ui.page);
      await shot(ui.page, `layout-${width}x${height}-folded`);
      await ui.page.click('[data-testid=fold-left]');
      await ui.page.click('[data-testid=fold-right]');

      // The setup editor in the commanders' column.
      await ui.page.click('[data-testid=setup-start]');
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await shot(ui.page, `layout-${width}x${height}-setup`);
      await ui.page.keyboard.press('Escape');
      const stop = ui.page.locator('[data-testid=setup-stop]');
      if (await stop.count()) await stop.click();

      // The summary dialog: its buttons inside the viewport.
      await ui.page.keyboard.press('Control+KeyP');
      await ui.page.locator('[data-testid=summary-dialog]').waitFor();
      await ui.page.locator('[data-testid=summary-print]:not([disabled])').waitFor({ timeout: 20_000 });
      expect(await clipped(ui.page)).toEqual([]);
      await shot(ui.page, `layout-${width}x${height}-summary`);
      await ui.page.keyboard.press('Escape');
      await ui.page.locator('[data-testid=summary-dialog]').waitFor({ state: 'detached' });
    });
  }

  it('a panned map is refitted on a live resize; a zoomed one keeps its zoom', async () => {
    type View = { scale: number; x: number; y: number; cellPx: number; width: number; height: number };
    const view = async () => (await ui.page.evaluate('window.__polkMap.transform()')) as View;
    /** The cell at the centre of the map's view. */
    const centre = async () => {
      const v = await view();
      return [Math.floor(((v.width + 22) / 2 - v.x) / v.cellPx), Math.floor(((v.height + 22) / 2 - v.y) / v.cellPx)];
    };
    await ui.page.setViewportSize({ width: 1440, height: 900 });
    await ui.page.reload();
    await waitForMap(ui.page);
    // The default view's cell at 1366×768 (the smallest size whose default view shows the field's
    // whole height), for comparison.
    await ui.page.setViewportSize({ width: 1366, height: 768 });
    await settled(ui.page);
    const defaultCell = (await view()).cellPx;
    await ui.page.setViewportSize({ width: 1440, height: 900 });
    await settled(ui.page);
    // Panned: the view is moved east, then the window shrinks.
    await ui.page.evaluate('window.__polkMap.centreOn(60, 20)');
    await settled(ui.page);
    const column = (await centre())[0];
    await ui.page.setViewportSize({ width: 1366, height: 768 });
    await settled(ui.page);
    let v = await view();
    expect(v.cellPx).toBeCloseTo(defaultCell, 5);
    // The field's whole height in view, the same column at the centre.
    expect(v.y).toBeGreaterThanOrEqual(22);
    expect(v.y + 40 * v.cellPx).toBeLessThanOrEqual(v.height + 0.5);
    expect(Math.abs((await centre())[0] - column)).toBeLessThanOrEqual(1);
    expect(await clipped(ui.page)).toEqual([]);
    await shot(ui.page, 'layout-refit-after-pan');
    // Zoomed in by keys: a resize keeps the zoom and the centre.
    await ui.page.locator('.map-wrap').click({ position: { x: 5, y: 5 } });
    await ui.page.keyboard.press('Escape');
    for (let i = 0; i < 2; i++) await ui.page.keyboard.press('Equal');
    await settled(ui.page);
    const zoomed = await view();
    expect(zoomed.cellPx).toBeGreaterThan(defaultCell * 1.2);
    const zoomedCentre = await centre();
    await ui.page.setViewportSize({ width: 1920, height: 1080 });
    await settled(ui.page);
    v = await view();
    expect(v.cellPx).toBeCloseTo(zoomed.cellPx, 5);
    const after = await centre();
    expect(Math.abs(after[0] - zoomedCentre[0])).toBeLessThanOrEqual(1);
    expect(Math.abs(after[1] - zoomedCentre[1])).toBeLessThanOrEqual(1);
    expect(await clipped(ui.page)).toEqual([]);
    // The fit key brings the default view back.
    await ui.page.keyboard.press('Digit0');
    await settled(ui.page);
    expect((await view()).cellPx).toBeLessThan(v.cellPx);
  });

  it('in English and on the referee screen, at the smallest and the largest size', async () => {
    await ui.page.click('.top [data-lang=en]');
    await waitForText(ui.page, '[data-testid=to-move]', /Russia|France|Austria/);
    for (const [width, height] of [SIZES[0], SIZES[3]]) {
      await ui.page.setViewportSize({ width, height });
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await shot(ui.page, `layout-${width}x${height}-en`);
      await ui.page.click('[data-screen=referee]');
      await settled(ui.page);
      expect(await clipped(ui.page)).toEqual([]);
      await shot(ui.page, `layout-${width}x${height}-referee`);
      await ui.page.click('[data-screen=map]');
    }
    await ui.page.click('.top [data-lang=ru]');
  });

  it('raised no page error', () => {
    expect(ui.errors).toEqual([]);
  });
});

/**
 * Headers, buttons and selectors that break a word over two lines or cut their words, in words
 * (empty when none). A word is broken when its Range has more than one client rect. A select is cut
 * when its chosen option's words (measured in its font) and its arrow do not fit its box; any other
 * element when its content is wider than its box, unless it ends in an ellipsis and says its whole
 * text on hover (its title).
 */
const BROKEN_WORDS = `(() => {
  const bad = [];
  const shown = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getBoundingClientRect().width > 0;
  const label = (el) => el.tagName.toLowerCase() + (el.dataset.testid ? '[' + el.dataset.testid + ']' : '') + ' «' + (el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent : el.textContent).trim().replace(/\\s+/g, ' ').slice(0, 50) + '»';
  const measure = document.createElement('canvas').getContext('2d');
  for (const el of document.querySelectorAll('h1, h2, h3, h4, th, summary, legend, button, [role=tab], select, [data-testid=to-move]')) {
    if (!shown(el)) continue;
    if (el.tagName === 'SELECT') {
      const cs = getComputedStyle(el);
      measure.font = cs.font;
      const text = (el.selectedOptions[0]?.textContent ?? '').trim();
      const need = measure.measureText(text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 16;
      if (need > el.clientWidth + 1) bad.push('cut: ' + label(el) + ' needs ' + Math.ceil(need) + ' px, has ' + el.clientWidth);
      continue;
    }
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.parentElement || !shown(n.parentElement)) continue;
      const re = /\\S+/g;
      for (let m = re.exec(n.textContent); m; m = re.exec(n.textContent)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const rects = [...r.getClientRects()].filter((q) => q.width > 0);
        if (rects.length > 1) bad.push('word broken: «' + m[0] + '» in ' + label(el));
      }
    }
    const cs = getComputedStyle(el);
    if (cs.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
      const said = cs.textOverflow === 'ellipsis' && (el.title || '').includes(el.textContent.trim());
      if (!said) bad.push('cut: ' + label(el) + ' ' + el.scrollWidth + ' > ' + el.clientWidth);
    }
  }
  return bad;
})()`;

/** The share of the window's width the map has, and whose move's words on one line. */
const MEASURES = `(() => {
  // The map's region: the drawn map and the rail of its own controls beside it (the width the
  // geometry kept free for those controls before they had a rail of their own).
  const map = document.querySelector('.map-wrap').getBoundingClientRect();
  const toMove = document.querySelector('[data-testid=to-move]');
  const tops = new Set([...toMove.querySelectorAll('*')].filter((e) => !e.children.length).map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)));
  const name = document.querySelector('[data-testid=campaign-title]');
  return {
    mapShare: map.width / innerWidth,
    toMoveLines: toMove.getClientRects().length === 1 && Math.max(...tops) - Math.min(...tops) < 6 ? 1 : 2,
    name: { ellipsis: getComputedStyle(name).textOverflow, cut: name.scrollWidth > name.clientWidth, title: name.title.split('\\n')[0], text: name.textContent.trim() },
  };
})()`;

when.describe({ 'no-chromium': !chromiumAvailable() })('every size, in both languages (issue 22 item 7)', { timeout: 300_000 }, () => {
  const ui = consoleSuite();
  const NAME = 'Вечер в клубе «Полководец»: большая кампания трёх армий до восьмидесятого хода';

  beforeAll(async () => {
    await createCampaign(ui.page, NAME, 11);
    // One army played by the console: its seat's selector shows a level, the others «by hand».
    await ui.page.selectOption('[data-testid=bots-level-N]', 'greedy');
  }, 180_000);

  for (const lang of ['ru', 'en'] as const) {
    it(`the console in ${lang}: no broken or cut word, the map ≥ 60 %, the name with an ellipsis`, async () => {
      await ui.page.click(`.top [data-lang=${lang}]`);
      await waitForText(ui.page, '[data-testid=countdown]', lang === 'ru' ? 'Ход 1 из 80' : 'Turn 1 of 80');
      for (const [width, height] of EVERY_SIZE) {
        await ui.page.setViewportSize({ width, height });
        await settled(ui.page);
        expect({ width, bad: await ui.page.evaluate(BROKEN_WORDS) }).toEqual({ width, bad: [] });
        expect({ width, clipped: await clipped(ui.page) }).toEqual({ width, clipped: [] });
        const m = (await ui.page.evaluate(MEASURES)) as { mapShare: number; toMoveLines: number; name: { ellipsis: string; cut: boolean; title: string; text: string } };
        expect({ width, share: m.mapShare >= 0.6 }).toEqual({ width, share: true });
        expect({ width, lines: m.toMoveLines }).toEqual({ width, lines: 1 });
        // The long name is cut with an ellipsis at every size, and said whole on hover.
        expect({ width, ...m.name }).toEqual({ width, ellipsis: 'ellipsis', cut: true, title: NAME, text: NAME });
        await shot(ui.page, `every-size-${lang}-${width}x${height}`);
        // The summary dialog's headers, buttons and selectors too.
        await ui.page.keyboard.press('Control+KeyP');
        await ui.page.locator('[data-testid=summary-print]:not([disabled])').waitFor({ timeout: 20_000 });
        expect({ width, dialog: await ui.page.evaluate(BROKEN_WORDS) }).toEqual({ width, dialog: [] });
        await ui.page.keyboard.press('Escape');
        await ui.page.locator('[data-testid=summary-dialog]').waitFor({ state: 'detached' });
      }
      // The right column folded by itself at 1024 opens by its button, and folds again.
      await ui.page.setViewportSize({ width: 1024, height: 768 });
      await settled(ui.page);
      expect(await ui.page.locator('[data-testid=side-panels]').isVisible()).toBe(false);
      await ui.page.click('[data-testid=fold-right]');
      await ui.page.locator('[data-testid=side-panels]').waitFor();
      await ui.page.click('[data-testid=fold-right]');
      await ui.page.locator('[data-testid=side-panels]').waitFor({ state: 'hidden' });
    });

    it(`the legend in ${lang} explains every counter's letters`, async () => {
      await ui.page.setViewportSize({ width: 1366, height: 768 });
      await ui.page.click('[data-testid=legend-toggle]');
      await ui.page.locator('[data-testid=legend-letters]').waitFor();
      const explained = (await ui.page.evaluate(`Array.from(document.querySelectorAll('[data-testid=legend-letters] [data-letters]')).map((d) => [d.getAttribute('data-letters'), d.querySelector('dd').textContent.trim()])`)) as [string, string][];
      // Every counter's letters in the catalog, each with a name.
      const letters = new Set(explained.flatMap(([l]) => l.split(' ')));
      for (const w of Object.values(UNIT_SHORT)) expect(letters).toContain(w[lang]);
      for (const [l, name] of explained) expect({ l, named: name.length > 3 }).toEqual({ l, named: true });
      // Every letter drawn on the map's counters is among them (a commander shows his initial).
      const drawn = (await ui.page.evaluate('window.__polkMap.labels()')) as { text: string }[];
      expect(drawn.length).toBeGreaterThan(20);
      expect([...new Set(drawn.map((d) => d.text))].filter((t) => !letters.has(t))).toEqual([]);
      expect(await ui.page.evaluate(BROKEN_WORDS)).toEqual([]);
      await shot(ui.page, `legend-letters-${lang}`);
      await ui.page.click('[data-testid=legend-toggle]');
    });
  }

  it('the table screen at every size, in both languages: whose move and the standings inside the window', async () => {
    const r = await fetch(`${ui.web.origin}/api/call/access.mint`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': ui.web.token }, body: JSON.stringify({ kind: 'table' }) });
    const { code } = ((await r.json()) as { value: { code: string } }).value;
    const table = await ui.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    table.on('pageerror', (e) => ui.errors.push(`table: ${e.message}`));
    await table.goto(`${ui.web.origin}/?token=${code}`);
    for (const lang of ['ru', 'en'] as const) {
      await ui.page.click(`.top [data-lang=${lang}]`);
      await waitForText(table, '[data-testid=table-turn]', lang === 'ru' ? 'Ход 1 из 80' : 'Turn 1 of 80');
      for (const [width, height] of EVERY_SIZE) {
        await table.setViewportSize({ width, height });
        await settled(table);
        const out = (await table.evaluate(`(() => {
          const off = (sel) => [...document.querySelectorAll(sel)].filter((e) => { const b = e.getBoundingClientRect(); return b.left < -0.5 || b.right > innerWidth + 0.5 || b.bottom > innerHeight + 0.5; }).map((e) => sel + ' «' + e.textContent.trim().slice(0, 30) + '»');
          return [...off('[data-testid=table-to-move], [data-testid=table-turn], [data-testid=table-standings] .army'), ...(document.documentElement.scrollWidth > innerWidth ? ['page wider than the window'] : [])];
        })()`)) as string[];
        expect({ lang, width, out }).toEqual({ lang, width, out: [] });
        expect({ lang, width, bad: await table.evaluate(BROKEN_WORDS) }).toEqual({ lang, width, bad: [] });
        await shot(table, `every-size-table-${lang}-${width}x${height}`);
      }
    }
    await table.close();
  });

  it('the start screen in both languages, at every size', async () => {
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    for (const lang of ['ru', 'en'] as const) {
      await ui.page.click(`[data-lang=${lang}]`);
      await waitForText(ui.page, 'h2', lang === 'ru' ? 'Новая кампания' : 'New campaign');
      for (const [width, height] of EVERY_SIZE) {
        await ui.page.setViewportSize({ width, height });
        await settled(ui.page);
        expect({ lang, width, bad: await ui.page.evaluate(BROKEN_WORDS) }).toEqual({ lang, width, bad: [] });
      }
    }
  });

  it("the editor's grounds keep each name on one line, at every size", async () => {
    await ui.page.click('[data-testid=open-editor]');
    await ui.page.locator('[data-testid=editor-new]').waitFor();
    await ui.page.click('[data-testid=from-template]');
    await until(async () => (await ui.page.evaluate('!!(window.__polkEditor && window.__polkEditor.ready)')) === true, 'the editor');
    for (const [width, height] of EVERY_SIZE) {
      await ui.page.setViewportSize({ width, height });
      await settled(ui.page);
      const grounds = (await ui.page.evaluate(`Array.from(document.querySelectorAll('[data-ground] span')).map((s) => [s.textContent.trim(), s.getClientRects().length])`)) as [string, number][];
      expect(grounds.map(([g]) => g)).toContain('open ground');
      expect({ width, wrapped: grounds.filter(([, n]) => n !== 1) }).toEqual({ width, wrapped: [] });
      expect({ width, bad: await ui.page.evaluate(BROKEN_WORDS) }).toEqual({ width, bad: [] });
      await shot(ui.page, `every-size-editor-en-${width}x${height}`);
    }
  });

  it('raised no page error', () => {
    expect(ui.errors).toEqual([]);
  });
});
