/**
 * The panels beside the map, end to end in Debian's Chromium on the skirmish: the order of battle's
 * rows (every unit, grouped, with who can order it) and click-to-centre; the keys C and I; an enemy
 * unit clicked with a commander selected keeps the selection and says why; the depot correction takes
 * «2,5» as 2.5 and shows it before it is applied; «С прошлого сеанса» once per session.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, clickCell, highlights, loadSkirmish, marchIntoCitadel, consoleSuite, shot, units, until, waitForMap, waitForText, settled } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

/**
 * The map is centred on the cell as far as the field allows (issue 22: it cannot be dragged away
 * beyond a small margin, so a cell near an edge stays off centre): the cell is in the map's box, and
 * centring on it once more moves nothing.
 */
async function centredAsFarAsItGoes(page: Page, x: number, y: number): Promise<boolean> {
  const p = (await page.evaluate(`window.__polkMap.cellToClient(${x}, ${y})`)) as { x: number; y: number } | null;
  const box = (await page.locator('.map-wrap .map-host').boundingBox())!;
  if (!p || p.x < box.x || p.y < box.y || p.x > box.x + box.width || p.y > box.y + box.height) return false;
  await page.evaluate(`window.__polkMap.centreOn(${x}, ${y})`);
  await settled(page);
  const q = (await page.evaluate(`window.__polkMap.cellToClient(${x}, ${y})`)) as { x: number; y: number };
  return Math.hypot(q.x - p.x, q.y - p.y) < 1;
}

const sinceShown = async (page: Page) => (await page.locator('[data-testid=since-dialog]').count()) > 0;

when.describe({ 'no-chromium': !chromiumAvailable() })('the side panels in Chromium', { timeout: 90_000 }, () => {
  const ui = consoleSuite({ viewport: { width: 1366, height: 768 } });

  beforeAll(async () => {
    await loadSkirmish(ui.page);
  }, 120_000);

  it('lists every unit of every army, grouped by type, with who can order it', async () => {
    const all = await units(ui.page);
    for (const army of ['A', 'N']) {
      const ids = (await ui.page.locator(`[data-oob-army=${army}] [data-oob-unit]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-oob-unit')))).sort();
      expect(ids).toEqual(all.filter((u) => u.army === army).map((u) => u.id).sort());
    }
    expect(await ui.page.locator('[data-oob-army=A] [data-oob-type=musketeer] .group-head').innerText()).toMatch(/мушкет[её]р.*×\s*1/is);
    // A1 stands in the marshal's square (the engine lists his orders of it); N3 is far from every Russian square.
    await waitForText(ui.page, '[data-oob-unit=A1]', 'может приказать: A-M');
    expect(await ui.page.locator('[data-oob-unit=A1]').getAttribute('data-cover')).toBe('orderable');
    expect(await ui.page.locator('[data-oob-unit=N1]').getAttribute('data-cover')).toMatch(/square|idle/);
    await shot(ui.page, 'panels-order-of-battle');
  });

  it('a click on a row picks the unit and centres the map on it', async () => {
    await ui.page.click('[data-oob-unit=A2]');
    await until(async () => (await highlights(ui.page)).unit === 'A2', 'A2 picked');
    expect((await highlights(ui.page)).commander).not.toBeNull();
    await settled(ui.page);
    expect(await centredAsFarAsItGoes(ui.page, 14, 14), 'the map centred on A2').toBe(true);
    // An enemy's row centres it, names it, and leaves the pick alone.
    await ui.page.click('[data-oob-unit=N3]');
    await settled(ui.page);
    expect(await centredAsFarAsItGoes(ui.page, 60, 35), 'the map centred on N3').toBe(true);
    expect((await highlights(ui.page)).unit).toBe('A2');
    await waitForText(ui.page, '[data-testid=message]', 'N3');
    await shot(ui.page, 'panels-row-centred');
    await ui.page.keyboard.press('Escape');
  });

  it('C steps through the commanders with an order left; I through the idle units (or says there are none)', async () => {
    await ui.page.locator('.map-wrap canvas').first().focus();
    await ui.page.keyboard.press('KeyC');
    await until(async () => (await highlights(ui.page)).commander === 'A-M', 'C picks the marshal');
    await ui.page.keyboard.press('KeyC');
    await until(async () => (await highlights(ui.page)).commander === 'A-G1', 'C picks the next general');
    const idle = await ui.page.locator('[data-oob-army=A] [data-cover=idle]').evaluateAll((els) => els.map((e) => e.getAttribute('data-oob-unit')));
    await ui.page.keyboard.press('KeyI');
    if (idle.length) await until(async () => (await highlights(ui.page)).unit === idle[0], 'I picks the first idle unit');
    else await waitForText(ui.page, '.notice.toast', 'Частей без дела нет');
    await ui.page.keyboard.press('Escape');
  });

  it('an enemy unit clicked with a commander selected keeps the selection and says why', async () => {
    await ui.page.click('[data-commander=A-M]');
    await until(async () => (await highlights(ui.page)).commander === 'A-M', 'the marshal picked');
    await clickCell(ui.page, 15, 15);
    await waitForText(ui.page, '[data-testid=message]', 'Сначала выберите свою часть');
    expect((await highlights(ui.page)).commander).toBe('A-M');
    await ui.page.keyboard.press('Escape');
  });

  it('the depot correction takes «2,5» as 2.5 and shows the value before it is applied', async () => {
    const balance = ui.page.locator('[data-balance=A]');
    const before = await balance.innerText();
    await ui.page.fill('[data-testid=correction] input[name=corrAmount]', '2,3');
    await waitForText(ui.page, '[data-testid=correction-parsed]', 'шаг 0,5');
    expect(await ui.page.locator('[data-testid=correction] button[type=submit]').isDisabled()).toBe(true);
    await ui.page.fill('[data-testid=correction] input[name=corrAmount]', '2,5');
    await ui.page.fill('[data-testid=correction] input[name=corrReason]', 'проверка запятой');
    await waitForText(ui.page, '[data-testid=correction-parsed]', 'Будет записано: +2,5');
    await ui.page.locator('[data-testid=correction]').scrollIntoViewIfNeeded();
    await shot(ui.page, 'panels-correction-parsed');
    await ui.page.click('[data-testid=correction] button[type=submit]');
    await waitForText(ui.page, '[data-testid=ledger] tr.correction', '+2,5');
    expect(await ui.page.locator('[data-testid=ledger] tr.correction').first().innerText()).not.toContain('25');
    const n = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(n(await balance.innerText())).toBe(n(before) + 2.5);
    // And with a point.
    await ui.page.fill('[data-testid=correction] input[name=corrAmount]', '-0.5');
    await ui.page.fill('[data-testid=correction] input[name=corrReason]', 'проверка точки');
    await waitForText(ui.page, '[data-testid=correction-parsed]', /[-−]0,5/);
    await ui.page.click('[data-testid=correction] button[type=submit]');
    await until(async () => n(await balance.innerText()) === n(before) + 2, 'the balance after −0.5');
  });

  it('«С прошлого сеанса»: shown in a new session, not again after «Понятно» on reload, shown in the next session', async () => {
    await marchIntoCitadel(ui.page);
    // The first session has no previous one: nothing to show, even after a reload.
    await ui.page.reload();
    await waitForMap(ui.page);
    expect(await sinceShown(ui.page)).toBe(false);

    const reopen = async () => {
      await ui.page.click('[data-testid=menu]');
      await ui.page.click('[data-testid=to-campaigns]');
      await ui.page.locator('[data-testid=recent] button', { hasText: 'Стычка у Цитадели' }).click();
      await waitForMap(ui.page);
    };
    await reopen();
    await ui.page.locator('[data-testid=since-dialog]').waitFor();
    await shot(ui.page, 'panels-since-last');
    await ui.page.click('[data-testid=since-dialog] button.primary');
    expect(await sinceShown(ui.page)).toBe(false);

    // The same session: a reload, and a reload after more play, do not bring it back.
    await ui.page.reload();
    await waitForMap(ui.page);
    await settled(ui.page);
    expect(await sinceShown(ui.page)).toBe(false);
    await ui.page.click('[data-testid=end-move]');
    // Commanders with orders left: the console asks first.
    await ui.page.click('[data-testid=end-move-confirm]');
    await waitForText(ui.page, '[data-testid=to-move]', 'Франция');
    await ui.page.reload();
    await waitForMap(ui.page);
    await settled(ui.page);
    expect(await sinceShown(ui.page)).toBe(false);

    // A new session: shown again.
    await reopen();
    await ui.page.locator('[data-testid=since-dialog]').waitFor();
    await ui.page.keyboard.press('Escape');
    expect(await sinceShown(ui.page)).toBe(false);
    await ui.page.reload();
    await waitForMap(ui.page);
    await settled(ui.page);
    expect(await sinceShown(ui.page)).toBe(false);
  });

  it('raised no page error', () => {
    expect(ui.errors).toEqual([]);
  });
});
