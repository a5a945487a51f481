/**
 * The turn summary view end to end (issue 6), in Debian's Chromium against the real browser-mode
 * server: a skirmish with a few orders and both armies' ends of move; the view opens on turn 1 (the
 * turn just finished) with the console's HTML in a sandboxed frame, styled; one army's sheet, every
 * army's sheets; a PDF that really is one (made by the server's headless Chromium), Markdown; the
 * campaign report; and the native menu's «Печать» opening the same view.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Download } from 'playwright-core';
import { chromiumAvailable, loadSkirmish, marchIntoCitadel, consoleSuite, clickCell, shot, until, waitForText, waitForUnit } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

when.describe({ 'no-chromium': !chromiumAvailable() })('the turn summary view in Chromium', { timeout: 120_000 }, () => {
  const ui = consoleSuite({ acceptDownloads: true });

  const frame = () => ui.page.frameLocator('[data-testid=summary-frame]');
  // textContent, not innerText: the sheets' headings are upper-cased by CSS.
  const frameText = async () => ((await frame().locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
  /** The frame shows a new document with its styles applied. */
  async function framed(check: (text: string) => boolean, what: string): Promise<void> {
    await until(async () => {
      const el = ui.page.locator('[data-testid=summary-frame]');
      if ((await el.count()) === 0 || (await el.getAttribute('data-styled')) !== 'true') return false;
      return check(await frameText());
    }, what, 30_000);
  }

  async function saved(format: string): Promise<Download> {
    const [download] = await Promise.all([ui.page.waitForEvent('download', { timeout: 60_000 }), ui.page.click(`[data-save=${format}]`)]);
    return download;
  }

  it('plays turn 1 of a skirmish: a move, a strike, both armies end their moves', async () => {
    await waitForText(ui.page, 'h2', 'Новая кампания');
    await loadSkirmish(ui.page);
    // The marshal sends the musketeer into the Citadel; general 1 (digit 2) sends the grenadier at N1.
    await marchIntoCitadel(ui.page);
    await ui.page.keyboard.press('Digit2');
    await clickCell(ui.page, 14, 14);
    await clickCell(ui.page, 15, 15);
    await waitForUnit(ui.page, 'N1', null);
    await ui.page.click('[data-testid=end-move]');
    await ui.page.click('[data-testid=end-move-confirm]');
    await waitForText(ui.page, '[data-testid=to-move]', 'Франция');
    await ui.page.click('[data-testid=end-move]');
    await ui.page.click('[data-testid=end-move-confirm]');
    await waitForText(ui.page, '[data-testid=countdown]', 'Ход 2 из 80');
  });

  it('opens on turn 1, the turn just finished, with the console\'s summary in a sandboxed, styled frame', async () => {
    await ui.page.click('[data-testid=open-summary]');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor();
    expect(await ui.page.locator('[data-testid=summary-turn]').inputValue()).toBe('1');
    expect(await ui.page.locator('[data-testid=summary-frame]').getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    await framed((t) => t.includes('Стычка у Цитадели') && /Ход 1\b/.test(t), 'the summary of turn 1');
    const text = await frameText();
    expect(text).toContain('Цитадель');
    expect(text).toContain('A1');
    expect(text).toContain('N1');
    // The summary's own A4 stylesheet applies (white sheets on grey, 210 mm wide).
    const width = await frame().locator('.page').first().evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round((210 / 25.4) * 96));
    await shot(ui.page, '16-turn-summary');
    // Print: in browser mode the browser's dialog for the frame (headless Chromium shows none).
    await ui.page.click('[data-testid=summary-print]');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor();
  });

  it('switches the army: one army\'s sheet, then every army on its own sheet', async () => {
    const sheets = async () => (await frame().locator('.page h1').allTextContents()).map((h) => h.split('·')[0].trim());
    const showing = async (want: string[]) => (await ui.page.locator('[data-testid=summary-frame]').getAttribute('data-styled')) === 'true' && (await frameText()).includes('Лист армии') && JSON.stringify(await sheets()) === JSON.stringify(want);
    await ui.page.click('input[data-army=A]');
    await until(() => showing(['Россия']), "Russia's sheet", 30_000);
    await ui.page.click('input[data-army=each]');
    await until(() => showing(['Россия', 'Франция']), 'a sheet per army', 30_000);
    expect(await frame().locator('.page').count()).toBe(2);
    await ui.page.click('input[data-army=A]');
    await until(() => showing(['Россия']), "Russia's sheet again", 30_000);
    await shot(ui.page, '17-turn-summary-russia');
  });

  it('saves the PDF (made by the server\'s Chromium) and the Markdown', async () => {
    const pdf = await saved('pdf');
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    await waitForText(ui.page, '[data-testid=summary-note]', pdf.suggestedFilename());
    const md = await saved('md');
    expect(md.suggestedFilename()).toMatch(/\.md$/);
    const text = readFileSync(await md.path(), 'utf8');
    expect(text).toContain('Стычка у Цитадели');
    expect(text).toContain('Россия');
  });

  it('shows the campaign report, and «с прошлой сессии»', async () => {
    await ui.page.click('input[data-kind=report]');
    await framed((t) => t.includes('Отчёт о кампании') && t.includes('Стычка у Цитадели'), 'the campaign report');
    expect(await ui.page.locator('[data-testid=summary-turn]').isDisabled()).toBe(true);
    await ui.page.click('input[data-kind=since]');
    await framed((t) => t.includes('Сводка с прошлой встречи'), 'since the last session');
    await ui.page.click('input[data-kind=turn]');
    await framed((t) => /Ход 1\b/.test(t), 'turn 1 again');
    await ui.page.keyboard.press('Escape');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor({ state: 'detached' });
  });

  it('opens from the native menu\'s «Печать» (menu.command print) and from Ctrl+P', async () => {
    ui.web.emit('menu.command', { command: 'print' });
    await ui.page.locator('[data-testid=summary-dialog]').waitFor();
    await ui.page.keyboard.press('Escape');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor({ state: 'detached' });
    await ui.page.keyboard.press('Control+KeyP');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor();
    await ui.page.keyboard.press('Escape');
    expect(ui.errors).toEqual([]);
  });
});
