/**
 * The map as its user sees it, in Debian's Chromium: the large three-army preset at 1366×768,
 * 1440×900 and 1920×1080 — cells of at least 16 px at the default view with the whole field's height
 * in the window and every counter in view showing its type label (read from the map's probe); zoomed
 * in and out; a picked unit with its pattern, refused cells with the engine's reason, the unit card;
 * a unit dragged to a legal cell; a recruit raised on the cell the game master picked.
 * Screenshots go to test-artifacts/map-*.png.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, createCampaign, clickCell, highlights, loadSkirmish, consoleSuite, shot, until, unit, units, waitForMap, waitForText, waitForUnit, settled } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const SIZES = [
  [1366, 768],
  [1440, 900],
  [1920, 1080],
] as const;

interface Transform {
  scale: number;
  x: number;
  y: number;
  cellPx: number;
  width: number;
  height: number;
}
interface Label {
  id: string;
  text: string;
  px: number;
  detail: string;
}

const transform = (page: Page) => page.evaluate('window.__polkMap.transform()') as Promise<Transform>;
const labels = (page: Page) => page.evaluate('window.__polkMap.labels()') as Promise<Label[]>;
const blocked = (page: Page) => page.evaluate('window.__polkMap.blocked()') as Promise<{ cell: [number, number]; code: string; reason: { ru: string; en: string } }[]>;
const pattern = (page: Page) => page.evaluate('window.__polkMap.pattern()') as Promise<{ kind: string; cells: [number, number][] }[]>;

async function cellClient(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const p = (await page.evaluate(`window.__polkMap.cellToClient(${x}, ${y})`)) as { x: number; y: number } | null;
  if (!p) throw new Error(`cell (${x}, ${y}) has no place on the screen`);
  return p;
}

async function centre(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(`window.__polkMap.centreOn(${x}, ${y})`);
  await settled(page);
}

when.describe({ 'no-chromium': !chromiumAvailable() })('the map in Chromium', { timeout: 120_000 }, () => {
  const ui = consoleSuite();

  it('creates the large three-army campaign', async () => {
    await createCampaign(ui.page, 'Большая карта', 7);
    expect(new Set((await units(ui.page)).map((u) => u.army))).toEqual(new Set(['A', 'N', 'F']));
  });

  for (const [w, h] of SIZES) {
    it(`at ${w}×${h} the default view has cells of 16 px or more, the field's whole height, every counter labelled`, async () => {
      await ui.page.setViewportSize({ width: w, height: h });
      await ui.page.reload();
      await waitForMap(ui.page);
      const since = ui.page.locator('[data-testid=since-dialog] button.primary');
      if (await since.count()) await since.click();
      await settled(ui.page);
      const t = await transform(ui.page);
      expect(t.cellPx).toBeGreaterThanOrEqual(16);
      // The field's whole height lies inside the map view.
      expect(t.y).toBeGreaterThanOrEqual(0);
      expect(t.y + 40 * t.cellPx).toBeLessThanOrEqual(t.height + 0.5);
      // No sideways page scroll: the map pans instead.
      expect(await ui.page.evaluate('document.documentElement.scrollWidth <= innerWidth')).toBe(true);
      // Every counter whose cell is in view drew its type label, at a readable size.
      const drawn = new Map((await labels(ui.page)).map((l) => [l.id, l]));
      const inView = (await units(ui.page)).filter((u) => {
        const left = t.x + u.x * t.cellPx;
        const top = t.y + u.y * t.cellPx;
        return left >= 22 && top >= 22 && left + t.cellPx <= t.width && top + t.cellPx <= t.height;
      });
      expect(inView.length).toBeGreaterThan(20);
      for (const u of inView) {
        const l = drawn.get(u.id);
        expect(l, `${u.id} (${u.type}) at ${u.x},${u.y}`).toBeDefined();
        expect(l!.text.length).toBeGreaterThan(0);
        expect(l!.px).toBeGreaterThanOrEqual(8);
      }
      await shot(ui.page, `map-default-${w}x${h}`);
      expect(ui.errors).toEqual([]);
    });
  }

  it('zooms in to full cards and out to the whole field', async () => {
    await centre(ui.page, 20, 20);
    for (let i = 0; i < 5; i++) await ui.page.keyboard.press('Equal');
    await settled(ui.page);
    expect((await labels(ui.page)).every((l) => l.detail === 'card' || l.detail === 'id')).toBe(true);
    expect((await labels(ui.page)).some((l) => l.detail === 'card')).toBe(true);
    await shot(ui.page, 'map-zoomed-in-1920x1080');
    for (let i = 0; i < 7; i++) await ui.page.keyboard.press('Minus');
    await shot(ui.page, 'map-zoomed-out-1920x1080');
    await ui.page.keyboard.press('Digit0');
  });

  it('draws the picked unit\'s pattern, shows refused cells with the engine\'s reason and the unit card', async () => {
    await ui.page.setViewportSize({ width: 1440, height: 900 });
    await settled(ui.page);
    await ui.page.keyboard.press('Digit0');
    await ui.page.keyboard.press('Digit1');
    let h = await highlights(ui.page);
    expect(h.commander).not.toBeNull();
    const all = await units(ui.page);
    // A unit whose pattern meets something it may not enter or strike: a refused cell to show.
    let picked = null;
    for (const id of h.orderable) {
      const u = all.find((v) => v.id === id)!;
      if (u.type === 'general' || u.type === 'marshal') continue;
      await centre(ui.page, u.x, u.y);
      await clickCell(ui.page, u.x, u.y);
      if ((await blocked(ui.page)).length) {
        picked = u;
        break;
      }
    }
    expect(picked, 'a unit with a refused cell in its pattern').not.toBeNull();
    h = await highlights(ui.page);
    expect(h.unit).toBe(picked!.id);
    const rays = await pattern(ui.page);
    expect(rays.length).toBeGreaterThan(0);
    // Every listed destination lies on a drawn ray or a road march; refused cells are not listed.
    const onRay = new Set(rays.flatMap((r) => r.cells.map((c) => c.join(','))));
    for (const c of h.moves) expect(onRay.has(c.join(','))).toBe(true);
    const refused = (await blocked(ui.page))[0];
    expect(h.moves.concat(h.roads).some((c) => c.join(',') === refused.cell.join(','))).toBe(false);
    expect(refused.reason.ru.length).toBeGreaterThan(10);
    // Hovering the refused cell tells the reason on the card; a click there gets the same refusal.
    const p = await cellClient(ui.page, refused.cell[0], refused.cell[1]);
    await ui.page.mouse.move(p.x, p.y);
    await waitForText(ui.page, '[data-testid=unit-card-refusal]', refused.reason.ru.slice(0, 12));
    const box = (await ui.page.locator('[data-testid=unit-card]').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await shot(ui.page, 'map-pattern-refused-1440x900');
    await ui.page.mouse.click(p.x, p.y);
    await waitForText(ui.page, '[data-testid=map-refusal-text]', refused.reason.ru.slice(0, 12));
    // The card of the picked unit: its id, place, pattern in words and who may order it.
    const q = await cellClient(ui.page, picked!.x, picked!.y);
    await ui.page.mouse.move(q.x, q.y);
    await waitForText(ui.page, '[data-testid=unit-card-id]', picked!.id);
    expect(await ui.page.locator('[data-testid=unit-card-place]').innerText()).toContain(`(${picked!.x}, ${picked!.y})`);
    expect(await ui.page.locator('[data-testid=unit-card-order]').innerText()).toContain(h.commander!);
    expect((await ui.page.locator('[data-testid=unit-card-moves]').innerText()).length).toBeGreaterThan(5);
    await shot(ui.page, 'map-unit-card-1440x900');
    await ui.page.keyboard.press('Escape');
  });

  it('moves a unit by dragging it to a legal cell', async () => {
    await ui.page.keyboard.press('Digit1');
    const h0 = await highlights(ui.page);
    const all = await units(ui.page);
    const mover = all.find((u) => h0.orderable.includes(u.id) && u.type !== 'general' && u.type !== 'marshal' && !u.acted)!;
    await centre(ui.page, mover.x, mover.y);
    await clickCell(ui.page, mover.x, mover.y);
    const to = (await highlights(ui.page)).moves[0];
    expect(to).toBeDefined();
    // Drop the pick first: the drag itself picks the unit up.
    await ui.page.keyboard.press('Escape');
    await ui.page.keyboard.press('Digit1');
    const from = await cellClient(ui.page, mover.x, mover.y);
    const dest = await cellClient(ui.page, to[0], to[1]);
    await ui.page.mouse.move(from.x, from.y);
    await ui.page.mouse.down();
    for (let i = 1; i <= 8; i++) await ui.page.mouse.move(from.x + ((dest.x - from.x) * i) / 8, from.y + ((dest.y - from.y) * i) / 8);
    await ui.page.mouse.up();
    await waitForUnit(ui.page, mover.id, to);
    expect((await unit(ui.page, mover.id))!.acted).toBe(true);
  });

  it('raises a recruit on the free fortress cell the game master picks', async () => {
    await ui.page.setViewportSize({ width: 1600, height: 1000 });
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await loadSkirmish(ui.page);
    // General 3 at (12, 23) may recruit in Белый город: pick its last free cell, not the first.
    await centre(ui.page, 12, 20);
    await clickCell(ui.page, 12, 23);
    const cells = (await highlights(ui.page)).recruits;
    expect(cells.length).toBeGreaterThan(1);
    const chosen = cells[cells.length - 1];
    await clickCell(ui.page, chosen[0], chosen[1]);
    await ui.page.locator('[data-testid=recruit-dialog]').waitFor();
    await ui.page.click('[data-testid=recruit-dialog] tr[data-type=musketeer]');
    expect(await ui.page.locator('select[name=recruit-cell]').inputValue()).toBe(chosen.join(','));
    await ui.page.click('[data-testid=recruit-confirm]');
    await until(async () => (await units(ui.page)).some((u) => u.x === chosen[0] && u.y === chosen[1] && u.type === 'musketeer' && u.army === 'A'), 'the recruit on the chosen cell');
    expect(ui.errors).toEqual([]);
  });
});
