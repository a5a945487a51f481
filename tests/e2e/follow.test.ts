/**
 * The map follows the game (issue 22 item 1), in Debian's Chromium at 1366×768 on the large
 * three-army preset of the default map: on opening, at least 80 % of the army to move's units are on
 * screen — a cell's centre on the map's canvas, not under a panel (`document.elementFromPoint`); the
 * same after the move passes from another process (a second connection ends it, as `polk end-move`
 * does); «0» shows the field's four corners and a second «0» goes back to the reading zoom.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestWebServer } from '../support/webServer';
import { chromiumAvailable, createLargeCampaign, openConsole, settled, shot, units, waitForText } from './support';
import { skippable } from '../support/skips';
import { must, service } from '../db/helpers';

const when = skippable(import.meta.url);
const ARMY_WORD: Record<string, string> = { A: 'Россия', N: 'Франция', F: 'Австрия' };

/** Is the cell's centre on the map's canvas, with nothing over it? */
async function onScreen(page: Page, x: number, y: number): Promise<boolean> {
  // Evaluated in the page (the tests' own TypeScript has no DOM types).
  return (await page.evaluate(`(() => {
    const p = window.__polkMap.cellToClient(${x}, ${y});
    if (!p || p.x < 0 || p.y < 0 || p.x >= innerWidth || p.y >= innerHeight) return false;
    return document.elementFromPoint(p.x, p.y)?.tagName === 'CANVAS';
  })()`)) as boolean;
}

async function shareOnScreen(page: Page, army: string): Promise<number> {
  const mine = (await units(page)).filter((u) => u.army === army);
  let seen = 0;
  for (const u of mine) if (await onScreen(page, u.x, u.y)) seen++;
  return seen / mine.length;
}

const toMove = async (page: Page): Promise<string> => {
  const text = (await page.textContent('[data-testid=to-move]')) ?? '';
  return Object.keys(ARMY_WORD).find((a) => text.includes(ARMY_WORD[a]!))!;
};

when.describe({ 'no-chromium': !chromiumAvailable() })('the map follows the move', { timeout: 120_000 }, () => {
  let web: TestWebServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ web, browser, page } = await openConsole(errors));
    await page.setViewportSize({ width: 1366, height: 768 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it('frames the army to move on opening, and again when another process ends its move', async () => {
    await createLargeCampaign(page, 'Следим за ходом', 21);
    await settled(page);
    const first = await toMove(page);
    expect(await shareOnScreen(page, first)).toBeGreaterThanOrEqual(0.8);
    await shot(page, 'follow-open-1366');

    const current = web.core.handlers['campaign.current']({}) as { ok: true; value: { path: string } };
    const other = must(service().open(current.value.path));
    const ended = must(other.endMove());
    other.close();
    const next = ended.view.state.toMove;
    await waitForText(page, '[data-testid=to-move]', ARMY_WORD[next]!);
    await settled(page);
    expect(await shareOnScreen(page, next)).toBeGreaterThanOrEqual(0.8);
    await shot(page, 'follow-passed-1366');
  });

  it('«0» shows the whole field, and a second «0» goes back to the reading zoom', async () => {
    const before = (await page.evaluate('window.__polkMap.transform()')) as { cellPx: number };
    await page.keyboard.press('0');
    await settled(page);
    for (const [x, y] of [[0, 0], [89, 0], [0, 39], [89, 39]] as const) expect(await onScreen(page, x, y), `${x},${y}`).toBe(true);
    await page.keyboard.press('0');
    await settled(page);
    const back = (await page.evaluate('window.__polkMap.transform()')) as { cellPx: number };
    expect(back.cellPx).toBe(before.cellPx);
    expect(errors).toEqual([]);
  });
});
