/**
 * The field and the counters on paper in the window (issue 13), in Debian's Chromium against the
 * real browser-mode server: from the summary view to «На бумаге»; the field in the sandboxed frame
 * at true scale (an A4 sheet 210 mm wide, every fortress named, the coordinates there), A3 and grey;
 * the counters of the campaign's position (no id at 5 mm, every unit's id on a card at 10 mm), then of a preset; a PDF
 * saved from the server's Chromium that really is one. Screenshots under test-artifacts/.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { chromiumAvailable, loadSkirmish, consoleSuite, shot, until, waitForText } from './support';
import { SKIRMISH } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const PX_PER_MM = 96 / 25.4;

when.describe({ 'no-chromium': !chromiumAvailable() })('the field and the counters on paper in Chromium', { timeout: 120_000 }, () => {
  const ui = consoleSuite({ acceptDownloads: true });
  const skirmish = JSON.parse(SKIRMISH.toString('utf8')) as { units: { id: string }[]; map: unknown };

  const frame = () => ui.page.frameLocator('[data-testid=paper-frame]');
  const frameText = async () => ((await frame().locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
  async function framed(check: (text: string) => Promise<boolean> | boolean, what: string): Promise<void> {
    await until(async () => {
      const el = ui.page.locator('[data-testid=paper-frame]');
      if ((await el.count()) === 0 || (await el.getAttribute('data-styled')) !== 'true' || (await ui.page.locator('.frame-wrap.loading').count()) > 0) return false;
      return check(await frameText());
    }, what, 30_000);
  }
  const sheetWidthMm = async () => (await frame().locator('.page svg').first().evaluate((el) => el.getBoundingClientRect().width)) / PX_PER_MM;

  it('opens the field from the summary view: A4 at true scale, every fortress named', async () => {
    await waitForText(ui.page, 'h2', 'Новая кампания');
    await loadSkirmish(ui.page);
    await ui.page.click('[data-testid=open-summary]');
    await ui.page.click('[data-open-paper=field]');
    await ui.page.locator('[data-testid=paper-dialog]').waitFor();
    expect(await ui.page.locator('[data-testid=summary-dialog]').count()).toBe(0);
    await framed((t) => t.includes('Поле') && t.includes('лист 1'), 'the field');
    expect(Math.round(await sheetWidthMm())).toBe(210);
    const text = await frameText();
    const map = skirmish.map === 'default' ? null : (skirmish.map as { fortresses: { name: string }[] });
    for (const name of map ? map.fortresses.map((f) => f.name) : ['Цитадель', 'Белый город', 'Фольварк', 'Загорье', 'Лесной замок', 'Дальний монастырь']) expect(text).toContain(name);
    await shot(ui.page, 'print-01-field-a4');
  });

  it('goes A3 and greyscale', async () => {
    await ui.page.click('[data-paper=a3]');
    await framed(async () => Math.round(await sheetWidthMm()) === 297 || Math.round(await sheetWidthMm()) === 420, 'an A3 sheet');
    await ui.page.click('[data-paper-ink=grey]');
    await framed((t) => t.includes('оттенки серого'), 'the grey field');
    await shot(ui.page, 'print-02-field-a3-grey');
    await ui.page.click('[data-paper=a4]');
    await ui.page.click('[data-paper-ink=colour]');
    await framed((t) => !t.includes('оттенки серого'), 'the colour field again');
  });

  it("shows the counters of the campaign's position, then of a preset", async () => {
    await ui.page.click('input[data-paper-document=counters]');
    await framed((t) => t.includes('Карточки армий'), 'the counters');
    // At the default 5 mm a card shows its type alone (no id: issue 22); from 10 mm its unit's id too.
    expect(await frame().locator('text').allTextContents()).not.toContain(skirmish.units[0]!.id);
    await shot(ui.page, 'print-03-counters-campaign');
    await ui.page.selectOption('[data-testid=paper-cell]', '10');
    await framed((t) => t.includes('клетка 10 мм'), 'the 10 mm cards');
    const ids = await frame().locator('text').allTextContents();
    for (const u of skirmish.units) expect(ids).toContain(u.id);
    await ui.page.click('input[data-paper-source=preset]');
    await ui.page.selectOption('[data-testid=paper-size]', 'small');
    // The preset starts with the campaign's armies (A, N); Austria joins.
    await ui.page.click('[data-paper-army=F]');
    await framed((t) => t.includes('пресет') && t.includes('F-M'), 'a small three-army preset');
  });

  it('saves a PDF made by the server', async () => {
    const [download] = await Promise.all([ui.page.waitForEvent('download', { timeout: 60_000 }), ui.page.click('[data-save=pdf]')]);
    expect(download.suggestedFilename()).toMatch(/Карточки армий\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await waitForText(ui.page, '[data-testid=paper-note]', download.suggestedFilename());
    await ui.page.keyboard.press('Escape');
    await ui.page.locator('[data-testid=paper-dialog]').waitFor({ state: 'detached' });
    expect(ui.errors).toEqual([]);
  });
});
