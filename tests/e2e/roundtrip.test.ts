/**
 * One round trip per order, in Debian's Chromium against the real browser-mode server (real
 * campaign handlers, a real SQLite file): the HTTP calls one order made by clicking the map costs
 * (exactly one: `game.order`), redo by the button and by both shortcuts, and the question an undo
 * across an end of move asks first. Screenshots (1440×900) of the top bar and the question go to
 * test-artifacts/.
 */
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ARTIFACTS, chromiumAvailable, clickCell, loadSkirmish, consoleSuite, shot, unit, waitForText, waitForUnit, settled } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

when.describe({ 'no-chromium': !chromiumAvailable() })('one round trip per order, redo and the undo question', { timeout: 90_000 }, () => {
  const ui = consoleSuite({ viewport: { width: 1440, height: 900 } });
  /** Every contract call the page made, by name, in order. */
  const calls: string[] = [];

  beforeAll(async () => {
    ui.page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/call/')) calls.push(path.slice('/api/call/'.length));
    });
    await loadSkirmish(ui.page);
  }, 120_000);

  /** The calls made while `act` runs and until the page has settled (its answers drawn; a late event would ask again). */
  async function callsOf(act: () => Promise<void>): Promise<string[]> {
    const from = calls.length;
    await act();
    await settled(ui.page);
    return calls.slice(from);
  }

  it('an order clicked on the map costs exactly one HTTP request', async () => {
    const made = await callsOf(async () => {
      // The marshal, his musketeer, the cell in the Citadel: three clicks, one order.
      await clickCell(ui.page, 10, 14);
      await clickCell(ui.page, 8, 10);
      await clickCell(ui.page, 7, 9);
      await waitForUnit(ui.page, 'A1', [7, 9]);
    });
    expect(made).toEqual(['game.order']);
    // The reply's entries reached the log and the history bar without asking for them.
    await waitForText(ui.page, '[data-testid=history]', 'Запись 1 из 1');
    await waitForText(ui.page, '[data-testid=log]', 'A1');
    expect(ui.errors).toEqual([]);
  });

  it('undoes a plain order at once and redoes it by the button', async () => {
    await expect(ui.page.locator('[data-testid=redo]').isDisabled()).resolves.toBe(true);
    await ui.page.click('[data-testid=undo]');
    await waitForUnit(ui.page, 'A1', [8, 10]);
    expect(await ui.page.locator('[data-testid=undo-dialog]').count()).toBe(0);
    await expect(ui.page.locator('[data-testid=redo]').isEnabled()).resolves.toBe(true);
    await ui.page.locator('header.bar').screenshot({ path: join(ARTIFACTS, 'undo-redo-topbar.png') });
    await shot(ui.page, 'undo-redo-1440');
    const made = await callsOf(async () => {
      await ui.page.click('[data-testid=redo]');
      await waitForUnit(ui.page, 'A1', [7, 9]);
    });
    expect(made).toEqual(['game.redo']);
    expect((await unit(ui.page, 'A1'))!.acted).toBe(true);
    await expect(ui.page.locator('[data-testid=redo]').isDisabled()).resolves.toBe(true);
  });

  it('redoes by Ctrl+Shift+Z and by Ctrl+Y', async () => {
    await ui.page.keyboard.press('Control+KeyZ');
    await waitForUnit(ui.page, 'A1', [8, 10]);
    await ui.page.keyboard.press('Control+Shift+KeyZ');
    await waitForUnit(ui.page, 'A1', [7, 9]);
    await ui.page.keyboard.press('Control+KeyZ');
    await waitForUnit(ui.page, 'A1', [8, 10]);
    await ui.page.keyboard.press('Control+KeyY');
    await waitForUnit(ui.page, 'A1', [7, 9]);
    await waitForText(ui.page, '[data-testid=history]', 'Запись 1 из 1');
  });

  it('an undo across an end of move says what it takes back and waits for a yes', async () => {
    await ui.page.click('[data-testid=end-move]');
    await ui.page.click('[data-testid=end-move-confirm]');
    await waitForText(ui.page, '[data-testid=to-move]', 'Франция');
    await ui.page.click('[data-testid=undo]');
    const dialog = ui.page.locator('[data-testid=undo-dialog]');
    await dialog.waitFor();
    expect(await dialog.locator('[data-testid=undo-crosses-end]').count()).toBe(1);
    expect(await dialog.locator('[data-testid=undo-entries] li').count()).toBe(1);
    expect(await dialog.innerText()).toMatch(/конец хода/i);
    await shot(ui.page, 'undo-confirm-1440');
    // «Оставить» (Esc): nothing is undone.
    await ui.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForText(ui.page, '[data-testid=to-move]', 'Франция');
    // Again, and yes: Russia moves again, its order still given; redo would bring the end of move back.
    await ui.page.keyboard.press('Control+KeyZ');
    await dialog.waitFor();
    await ui.page.click('[data-testid=undo-confirm]');
    await waitForText(ui.page, '[data-testid=to-move]', 'Россия');
    await waitForUnit(ui.page, 'A1', [7, 9]);
    await expect(ui.page.locator('[data-testid=redo]').isEnabled()).resolves.toBe(true);
    expect(ui.errors).toEqual([]);
  });

  it('another window follows each change with one sync', async () => {
    const other = await ui.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const otherCalls: string[] = [];
    other.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/call/')) otherCalls.push(path.slice('/api/call/'.length));
    });
    try {
      await other.goto(`${ui.web.url}&e2e=1`);
      await waitForUnit(other, 'A1', [7, 9]);
      const since = other.locator('[data-testid=since-dialog] button.primary');
      if (await since.count()) await since.click();
      await settled(ui.page);
      const from = otherCalls.length;
      // This window redoes the end of move; the other one hears of it and asks once.
      await ui.page.click('[data-testid=redo]');
      await waitForText(ui.page, '[data-testid=to-move]', 'Франция');
      await waitForText(other, '[data-testid=to-move]', 'Франция');
      await settled(other);
      expect(otherCalls.slice(from)).toEqual(['campaign.sync']);
      // And back, so the next step starts where it did.
      await ui.page.keyboard.press('Control+KeyZ');
      await ui.page.locator('[data-testid=undo-dialog]').waitFor();
      await ui.page.keyboard.press('Enter');
      await waitForText(other, '[data-testid=to-move]', 'Россия');
    } finally {
      await other.close();
    }
  });

  it('says Undo and Redo in English', async () => {
    await ui.page.click('header.bar [data-lang=en]');
    await waitForText(ui.page, '[data-testid=redo]', 'Redo');
    await waitForText(ui.page, '[data-testid=undo]', 'Undo');
    await ui.page.locator('header.bar').screenshot({ path: join(ARTIFACTS, 'undo-redo-topbar-en.png') });
  });
});
