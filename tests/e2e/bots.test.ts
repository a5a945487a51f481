/**
 * The console's computer player end to end (issue 15), in Debian's Chromium against the real
 * browser-mode server: an army marked «играет консоль» at a level; its proposal searched in the
 * bots' worker, drawn on the map and listed with its reasons; rejected (nothing in the log), then
 * edited (one order kept, the move played on by hand), then accepted whole (the orders in the log
 * with their reasons); and auto-play at the army's move. Screenshots go to test-artifacts/.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../db/helpers';
import { bundleWorker } from '../support/bundle';
import { ARTIFACTS, arrowLitAt, chromiumAvailable, consoleSuite, proposalArrowAt, shot, until, units, settled, createCampaign } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const ARMY_LETTER: Record<string, string> = { Россия: 'A', Франция: 'N', Австрия: 'F' };

when.describe({ 'no-chromium': !chromiumAvailable() })('the console plays an army, in Chromium', { timeout: 120_000 }, () => {
  // The bots' worker bundled from its source, as scripts/build.mjs bundles it into out/bots/.
  const ui = consoleSuite(async () => ({ botWorkerUrl: await bundleWorker(tempDir('bots-e2e-worker')) }));

  const toMove = async (): Promise<string> => {
    const text = (await ui.page.locator('[data-testid=to-move]').innerText()).trim();
    return Object.entries(ARMY_LETTER).find(([name]) => text.includes(name))![1];
  };
  const logCount = () => ui.page.locator('[data-testid=log] li').count();

  /** Is the cell's centre on the map's canvas, with nothing over it? */
  async function onCanvas(x: number, y: number): Promise<boolean> {
    return (await ui.page.evaluate(`(() => {
      const p = window.__polkMap.cellToClient(${x}, ${y});
      if (!p || p.x < 0 || p.y < 0 || p.x >= innerWidth || p.y >= innerHeight) return false;
      return document.elementFromPoint(p.x, p.y)?.tagName === 'CANVAS';
    })()`)) as boolean;
  }

  const litAt = (from: number[], to: number[]) => arrowLitAt(ui.page, from, to);
  const arrowDrawnAt = (from: number[], to: number[], army: string) => proposalArrowAt(ui.page, from, to, army);

  it('marks the army to move «играет консоль», gets a proposal drawn on the map, rejects it', async () => {
    await createCampaign(ui.page, 'Консоль играет', 7, 'small');
    // The log of the whole campaign (its entries are counted below).
    await ui.page.locator('[data-testid=log] .toggle button', { hasText: 'Вся кампания' }).click();
    const army = await toMove();
    await ui.page.locator('[data-testid=bots-panel]').waitFor();
    await ui.page.selectOption(`[data-testid=bots-level-${army}]`, 'strong');
    await ui.page.locator('[data-testid=bots-propose]').waitFor();
    const before = await logCount();
    const positions = JSON.stringify(await units(ui.page));

    await ui.page.click('[data-testid=bots-propose]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ timeout: 60_000 });
    const steps = ui.page.locator('[data-testid=bots-proposal] li');
    expect(await steps.count()).toBeGreaterThan(1);
    // Every step has its reason in words; the last one ends the move.
    for (let i = 0; i < (await steps.count()); i++) expect((await steps.nth(i).locator('.why').innerText()).trim().length).toBeGreaterThan(3);
    expect(await steps.last().innerText()).toContain('конец хода');
    // Framed when it arrives (issue 22): the cells its orders concern are on the map's canvas.
    await settled(ui.page);
    const cells = await ui.page.locator('[data-testid=bots-proposal] li[data-from][data-to]').evaluateAll((rows) =>
      rows.flatMap((r) => [r.getAttribute('data-from')!, r.getAttribute('data-to')!]).map((c) => c.split(',').map(Number)),
    );
    let seen = 0;
    for (const [x, y] of cells) if (await onCanvas(x!, y!)) seen++;
    expect(seen / cells.length).toBeGreaterThanOrEqual(0.8);
    // Drawn on the map: the first order's arrow, from its unit to its cell.
    const arrow = ui.page.locator('[data-testid=bots-proposal] li[data-from][data-to]').first();
    const [fx, fy] = (await arrow.getAttribute('data-from'))!.split(',').map(Number);
    const [tx, ty] = (await arrow.getAttribute('data-to'))!.split(',').map(Number);
    await ui.page.evaluate(`window.__polkMap.centreOn(${Math.round((fx + tx) / 2)}, ${Math.round((fy + ty) / 2)})`);
    await settled(ui.page);
    await until(() => arrowDrawnAt([fx, fy], [tx, ty], army), 'the proposal drawn on the map');
    // Its row under the pointer lights it (the pointer first away from the list, where the propose button was).
    await ui.page.mouse.move(5, 5);
    await settled(ui.page);
    expect(await litAt([fx, fy], [tx, ty])).toBe(false);
    await arrow.hover();
    await until(() => litAt([fx, fy], [tx, ty]), 'the hovered row\'s arrow lit');
    await shot(ui.page, 'bots-01-proposal');
    // Nothing has been played yet.
    expect(await logCount()).toBe(before);
    expect(JSON.stringify(await units(ui.page))).toBe(positions);

    await ui.page.click('[data-testid=bots-reject]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ state: 'detached' });
    // The map draws on its next frames, after the list is gone: read it once the page has settled.
    await settled(ui.page);
    expect(await arrowDrawnAt([fx, fy], [tx, ty], army)).toBe(false);
    expect(await logCount()).toBe(before);
    expect(JSON.stringify(await units(ui.page))).toBe(positions);
    expect(await toMove()).toBe(army);
  });

  it('cancels a search in progress: nothing changes', async () => {
    const before = await logCount();
    const propose = ui.page.locator('[data-testid=bots-propose]');
    const searching = ui.page.locator('[data-testid=bots-searching]');
    const proposal = ui.page.locator('[data-testid=bots-proposal]');
    // The console's answer held back, as on a loaded machine: meanwhile the button waits, and a
    // second click sends nothing. (Once, under load, this test took the button for the search's end,
    // and the next one found the search still running.)
    await ui.page.route('**/api/call/bots.propose', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await propose.click();
    await until(() => propose.isDisabled(), 'the button to wait for the answer');
    await shot(ui.page, 'bots-00-asked');
    await until(async () => (await searching.isVisible()) || (await proposal.isVisible()), 'the search to start');
    await ui.page.unroute('**/api/call/bots.propose');
    // The search may be quick: cancel it if it is still running, else reject what it found.
    if (await searching.isVisible()) await ui.page.locator('[data-testid=bots-cancel]').click().catch(() => undefined);
    await until(async () => (await propose.isEnabled().catch(() => false)) || (await proposal.isVisible()), 'the search to stop');
    if (await proposal.isVisible()) await ui.page.click('[data-testid=bots-reject]');
    await propose.waitFor();
    expect(await logCount()).toBe(before);
  });

  it('edits a proposal: unticking an order unticks «конец хода», the move stays open and the log counts the orders given', async () => {
    const army = await toMove();
    const before = await logCount();
    await ui.page.click('[data-testid=bots-propose]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ timeout: 60_000 });
    const rows = ui.page.locator('[data-testid=bots-proposal] li');
    const n = await rows.count();
    expect(await rows.nth(n - 1).getAttribute('data-kind')).toBe('end_move');
    const orders = await ui.page.locator('[data-testid=bots-proposal] li[data-kind=order]').count();
    expect(orders).toBeGreaterThan(1);
    // Untick the last order: the end of move is unticked with it (issue 22), nothing later depends on it.
    await ui.page.click(`[data-testid=bots-step-${n - 2}]`);
    expect(await ui.page.isChecked(`[data-testid=bots-step-${n - 1}]`)).toBe(false);
    await shot(ui.page, 'bots-02-edited');
    await ui.page.click('[data-testid=bots-accept]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ state: 'detached' });
    await until(async () => (await logCount()) === before + n - 2, 'the kept orders in the log');
    expect(await toMove()).toBe(army);
    await ui.page.click('[data-testid=end-move]');
    await ui.page.click('[data-testid=end-move-confirm]');
    await until(async () => (await toMove()) !== army, 'the next army to move');
  });

  it('a partial acceptance with «конец хода» ticked again by hand ends the move, and the log says how many orders were given', async () => {
    const army = await toMove();
    await ui.page.selectOption(`[data-testid=bots-level-${army}]`, 'strong');
    await ui.page.click('[data-testid=bots-propose]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ timeout: 60_000 });
    const n = await ui.page.locator('[data-testid=bots-proposal] li').count();
    const orders = await ui.page.locator('[data-testid=bots-proposal] li[data-kind=order]').count();
    expect(orders).toBeGreaterThan(1);
    await ui.page.click(`[data-testid=bots-step-${n - 2}]`);
    expect(await ui.page.isChecked(`[data-testid=bots-step-${n - 1}]`)).toBe(false);
    await ui.page.click(`[data-testid=bots-step-${n - 1}]`);
    expect(await ui.page.isChecked(`[data-testid=bots-step-${n - 1}]`)).toBe(true);
    await ui.page.click('[data-testid=bots-accept]');
    await until(async () => (await toMove()) !== army, 'the move ended');
    const notes = await ui.page.locator('[data-testid=log-note]').allInnerTexts();
    expect(notes.some((t) => t.includes(`приказов отдано: ${orders - 1})`))).toBe(true);
    expect(notes.some((t) => t.includes(`приказов отдано: ${orders})`))).toBe(false);
  });

  it('accepts a whole proposal: every order and the end of move in the log with its reason', async () => {
    // Play the other army by the console too, and accept its whole move.
    const army = await toMove();
    await ui.page.selectOption(`[data-testid=bots-level-${army}]`, 'greedy');
    const before = await logCount();
    await ui.page.click('[data-testid=bots-propose]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ timeout: 60_000 });
    const n = await ui.page.locator('[data-testid=bots-proposal] li').count();
    await ui.page.click('[data-testid=bots-accept]');
    await until(async () => (await toMove()) !== army, 'the move played');
    // The log shows this turn's entries: the accepted steps are among them, each with its note.
    await until(async () => (await logCount()) >= before + n, 'the accepted steps in the log');
    expect(await ui.page.locator('[data-testid=log-note]').count()).toBeGreaterThanOrEqual(n + 1);
    await shot(ui.page, 'bots-03-accepted');
    const log = ui.page.locator('[data-testid=log]');
    await log.scrollIntoViewIfNeeded();
    await log.screenshot({ path: join(ARTIFACTS, 'bots-03-log-with-reasons.png') });
  });

  it('auto-play: at its move the console plays the army on its own', async () => {
    const army = await toMove();
    await ui.page.selectOption(`[data-testid=bots-level-${army}]`, 'random');
    const before = await logCount();
    await ui.page.check(`[data-testid=bots-auto-${army}]`);
    await until(async () => (await toMove()) !== army, 'the console to play the move on its own', 60_000);
    expect(await logCount()).toBeGreaterThan(before);
    await shot(ui.page, 'bots-04-auto');
    expect(ui.errors).toEqual([]);
  });
});
