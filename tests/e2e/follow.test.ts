/**
 * The map follows the game (issue 22 items 1, 3 and 4), in Debian's Chromium at 1366×768 on the
 * large three-army preset of the default map: on opening, at least 80 % of the army to move's units
 * are on screen — a cell's centre on the map's canvas, not under a panel (`document.elementFromPoint`);
 * the same after the move passes from another connection and from `polk end-move` (the command line in
 * a child process), with «Состав армий» showing the new army first; not when following is switched
 * off; a commander chosen by his key has his cell and his square's corners on screen; «0» shows the
 * field's four corners (and on a 40×20 club map), a second «0» goes back to the reading zoom; no
 * fortress label covers a counter at the default and the fitted view; a refused drag shows its
 * message over the map inside the viewport and in the window's log, not the campaign's.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromiumAvailable, createCampaign, consoleSuite, settled, shot, units, until, waitForMap, waitForText } from './support';
import { skippable } from '../support/skips';
import { must, service } from '../db/helpers';
import { REPO_ROOT } from '../support/webServer';
import { mapFileJson, newMap, type MapDef } from '../../shared/rules/polkovodets';

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

interface Places {
  labels: { text: string; box: { x0: number; y0: number; x1: number; y1: number }; under: boolean; onScreen: boolean }[];
  overlaps: number;
}
const places = (page: Page, today = false) => page.evaluate(`window.__polkMap.fortressPlaces(${today})`) as Promise<Places>;
const transform = (page: Page) => page.evaluate('window.__polkMap.transform()') as Promise<{ cellPx: number; x: number; y: number; scale: number; drawn: { scale: number; x: number; y: number } | null }>;

/**
 * The map's layers are drawn with the view the rulers, labels and clicks use. A frame that kept the
 * geometry's restored place once left the layers at the fitted view: an empty field under the rulers
 * of the army's corner, fortress names floating where the west's fortresses would be.
 */
async function drawnAsShown(page: Page): Promise<void> {
  const { scale, x, y, drawn } = await transform(page);
  expect(drawn).toEqual({ scale, x, y });
}

/** `polk end-move FILE` in a child process, as a game master at the command line would. */
function polkEndMove(file: string): void {
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'bin', 'polk.mjs'), 'end-move', file], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`polk end-move → ${r.status}: ${r.stderr}`);
}

/** A 40×20 club map: two sheets of 20×20, a road across, a home fortress at each end. */
function clubMap(): MapDef {
  const base = newMap({ sheets: 2, sheetWidth: 20, sheetHeight: 20 });
  const rows = base.rows.map((r) => r.split(''));
  for (let x = 0; x < 40; x++) rows[10]![x] = '=';
  return { ...base, rows: rows.map((r) => r.join('')), fortresses: [{ name: 'Левая', cells: [[3, 10], [4, 10]] }, { name: 'Правая', cells: [[35, 10], [36, 10]] }] };
}

const toMove = async (page: Page): Promise<string> => {
  const text = (await page.textContent('[data-testid=to-move]')) ?? '';
  return Object.keys(ARMY_WORD).find((a) => text.includes(ARMY_WORD[a]!))!;
};

when.describe({ 'no-chromium': !chromiumAvailable() })('the map follows the move', { timeout: 120_000 }, () => {
  const ui = consoleSuite({ viewport: { width: 1366, height: 768 } });

  it('frames the army to move on opening, and again when another process ends its move', async () => {
    await createCampaign(ui.page, 'Следим за ходом', 21);
    await settled(ui.page);
    const first = await toMove(ui.page);
    expect(await shareOnScreen(ui.page, first)).toBeGreaterThanOrEqual(0.8);
    await drawnAsShown(ui.page);
    await shot(ui.page, 'follow-open-1366');

    const current = ui.web.core.handlers['campaign.current']({}) as { ok: true; value: { path: string } };
    const other = must(service().open(current.value.path));
    const ended = must(other.endMove());
    other.close();
    const next = ended.view.state.toMove;
    await waitForText(ui.page, '[data-testid=to-move]', ARMY_WORD[next]!);
    await settled(ui.page);
    expect(await shareOnScreen(ui.page, next)).toBeGreaterThanOrEqual(0.8);
    await drawnAsShown(ui.page);
    await shot(ui.page, 'follow-passed-1366');
  });

  it('follows `polk end-move` from the command line, «Состав армий» showing the new army first', async () => {
    const current = ui.web.core.handlers['campaign.current']({}) as { ok: true; value: { path: string } };
    const before = await toMove(ui.page);
    polkEndMove(current.value.path);
    await until(async () => (await toMove(ui.page)) !== before, 'the move passed from the command line', 20_000);
    await settled(ui.page);
    const next = await toMove(ui.page);
    expect(await shareOnScreen(ui.page, next)).toBeGreaterThanOrEqual(0.8);
    expect(await ui.page.locator('[data-oob-army]').first().getAttribute('data-oob-army')).toBe(next);
    await drawnAsShown(ui.page);
    await shot(ui.page, 'follow-cli-1366');
  });

  it('stays where it is when following is switched off, and follows again when it is on', async () => {
    const current = ui.web.core.handlers['campaign.current']({}) as { ok: true; value: { path: string } };
    await ui.page.click('[data-testid=follow-toggle]');
    expect(await ui.page.getAttribute('[data-testid=follow-toggle]', 'aria-pressed')).toBe('false');
    const view = await transform(ui.page);
    const before = await toMove(ui.page);
    polkEndMove(current.value.path);
    await until(async () => (await toMove(ui.page)) !== before, 'the move passed', 20_000);
    await settled(ui.page);
    expect(await transform(ui.page)).toEqual(view);
    // Kept with the console's settings: a reload still does not follow.
    expect(((await ui.web.core.handlers['app.info']({})) as { ok: true; value: { follow?: boolean } }).value.follow).toBe(false);
    await ui.page.reload();
    await waitForMap(ui.page);
    expect(await ui.page.getAttribute('[data-testid=follow-toggle]', 'aria-pressed')).toBe('false');
    await ui.page.click('[data-testid=follow-toggle]');
    expect(await ui.page.getAttribute('[data-testid=follow-toggle]', 'aria-pressed')).toBe('true');
    await until(async () => ((await ui.web.core.handlers['app.info']({})) as { ok: true; value: { follow?: boolean } }).value.follow === true, 'following kept on');
  });

  it('a commander chosen by his key has his cell and his square\'s corners on screen', async () => {
    const army = await toMove(ui.page);
    const chiefs = (await units(ui.page)).filter((u) => u.army === army && (u.type === 'marshal' || u.type === 'general'));
    expect(chiefs.length).toBeGreaterThan(1);
    // Marshal first, then the generals by id: the digit keys' order.
    const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
    chiefs.sort((a, b) => (a.type === b.type ? natural(a.id, b.id) : a.type === 'marshal' ? -1 : 1));
    for (const [i, c] of chiefs.slice(0, 4).entries()) {
      // Look elsewhere first, so the key has something to do.
      await ui.page.evaluate(`window.__polkMap.centreOn(${c.x < 45 ? 85 : 4}, ${c.y < 20 ? 36 : 3})`);
      await ui.page.keyboard.press('Escape');
      await ui.page.keyboard.press(`Digit${i + 1}`);
      await settled(ui.page);
      const corners = [[c.x - 6, c.y - 6], [c.x + 6, c.y - 6], [c.x - 6, c.y + 6], [c.x + 6, c.y + 6]].map(([x, y]) => [Math.max(0, Math.min(89, x!)), Math.max(0, Math.min(39, y!))]);
      for (const [x, y] of [[c.x, c.y], ...corners]) expect(await onScreen(ui.page, x!, y!), `${c.id} square corner ${x},${y}`).toBe(true);
    }
    await ui.page.keyboard.press('Escape');
  });

  it('no fortress label covers a counter at the default view, and every fortress is named', async () => {
    await settled(ui.page);
    // The same measure finds labels over counters where the old placement put them, on the whole field.
    await ui.page.keyboard.press('0');
    await settled(ui.page);
    expect((await places(ui.page, true)).overlaps).toBeGreaterThan(0);
    await ui.page.keyboard.press('0');
    await settled(ui.page);
    const p = await places(ui.page);
    expect(p.labels).toHaveLength(6);
    expect(p.overlaps).toBe(0);
    expect(p.labels.filter((l) => l.under)).toEqual([]);
    await shot(ui.page, 'labels-default-1366');
  });

  it('a refused drag shows its message over the map, inside the window, and in the window\'s log only', async () => {
    const army = await toMove(ui.page);
    const log = await ui.page.locator('[data-testid=log] li').count();
    const all = await units(ui.page);
    // A musketeer of the army to move, dropped on a free cell far out of its reach.
    const chiefs = all.filter((u) => u.army === army && (u.type === 'marshal' || u.type === 'general'));
    const mover = all.find((u) => u.army === army && !u.acted && u.type === 'musketeer' && chiefs.some((c) => Math.max(Math.abs(c.x - u.x), Math.abs(c.y - u.y)) <= 6))!;
    expect(mover).toBeDefined();
    const taken = new Set(all.map((u) => `${u.x},${u.y}`));
    let to: [number, number] = [mover.x, mover.y];
    for (let d = 6; d < 12 && to[0] === mover.x; d++) for (const dx of [d, -d]) if (!taken.has(`${mover.x + dx},${mover.y}`) && mover.x + dx >= 0 && mover.x + dx < 90 && to[0] === mover.x) to = [mover.x + dx, mover.y];
    await ui.page.evaluate(`window.__polkMap.centreOn(${Math.round((mover.x + to[0]) / 2)}, ${mover.y})`);
    await settled(ui.page);
    const from = (await ui.page.evaluate(`window.__polkMap.cellToClient(${mover.x}, ${mover.y})`)) as { x: number; y: number };
    const dest = (await ui.page.evaluate(`window.__polkMap.cellToClient(${to[0]}, ${to[1]})`)) as { x: number; y: number };
    await ui.page.mouse.move(from.x, from.y);
    await ui.page.mouse.down();
    for (let i = 1; i <= 8; i++) await ui.page.mouse.move(from.x + ((dest.x - from.x) * i) / 8, from.y + ((dest.y - from.y) * i) / 8);
    await ui.page.mouse.up();
    const bubble = ui.page.locator('[data-testid=map-refusal]');
    await bubble.waitFor();
    const box = (await bubble.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    expect((await bubble.innerText()).length).toBeGreaterThan(10);
    // Beside the cell: its nearest edge within a few cells of the drop.
    const cellPx = (await transform(ui.page)).cellPx;
    const gapX = Math.max(0, box.x - dest.x, dest.x - (box.x + box.width));
    expect(gapX).toBeLessThan(4 * cellPx);
    await shot(ui.page, 'refusal-1366');
    expect(await ui.page.locator('[data-testid=window-log-refusal]').count()).toBe(1);
    expect(await ui.page.locator('[data-testid=log] li').count()).toBe(log);
    expect((await units(ui.page)).find((u) => u.id === mover.id)).toMatchObject({ x: mover.x, y: mover.y });
    await ui.page.click('[data-testid=map-refusal-close]');
    await bubble.waitFor({ state: 'detached' });
  });

  it('«0» shows the whole field, and a second «0» goes back to the reading zoom', async () => {
    const before = (await ui.page.evaluate('window.__polkMap.transform()')) as { cellPx: number };
    await ui.page.keyboard.press('0');
    await settled(ui.page);
    for (const [x, y] of [[0, 0], [89, 0], [0, 39], [89, 39]] as const) expect(await onScreen(ui.page, x, y), `${x},${y}`).toBe(true);
    // Every fortress named on the fitted view, none over a counter.
    const p = await places(ui.page);
    expect(p.labels).toHaveLength(6);
    expect(p.labels.every((l) => l.onScreen && !l.under)).toBe(true);
    expect(p.overlaps).toBe(0);
    await shot(ui.page, 'labels-fitted-1366');
    await ui.page.keyboard.press('0');
    await settled(ui.page);
    const back = (await ui.page.evaluate('window.__polkMap.transform()')) as { cellPx: number };
    expect(back.cellPx).toBe(before.cellPx);
  });

  it('«0» shows the four corners of a 40×20 club map', async () => {
    const made = (await ui.web.core.handlers['campaign.create']({ name: 'Клубная карта', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 }, map: mapFileJson(clubMap()), path: 'club-40x20.polk' })) as { ok: boolean };
    expect(made.ok).toBe(true);
    await ui.page.reload();
    await waitForMap(ui.page);
    await until(async () => ((await ui.page.evaluate('window.__polkMap.units().length')) as number) > 0, 'the club campaign');
    await settled(ui.page);
    await ui.page.keyboard.press('0');
    await settled(ui.page);
    for (const [x, y] of [[0, 0], [39, 0], [0, 19], [39, 19]] as const) expect(await onScreen(ui.page, x, y), `${x},${y}`).toBe(true);
    await shot(ui.page, 'fit-club-1366');
    expect(ui.errors).toEqual([]);
  });
});
