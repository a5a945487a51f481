/**
 * The map editor («Карта поля») in Debian's Chromium, browser mode: from the start screen, a small
 * board drawn with the tools — a mountain rectangle, a forest stroke, a road, a river laid over it
 * and a bridge put back on the crossing, two fortresses with both names and home armies — checked
 * by the live validation (an issue's cells outlined when clicked), undone and redone with the keys,
 * saved into the campaigns folder, and a two-army campaign started on it in which an order is given.
 * Screenshots: test-artifacts/editor-*.png at 1366×768 and 1920×1080.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, clickCell, highlights, consoleSuite, shot, until, units, waitForMap, settled } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

interface Board {
  width: number;
  height: number;
  rows: string[];
  fortresses: { name: string; nameEn: string; cells: number[][]; home: string | null }[];
  sheets: { count: number; width: number };
}
interface Issue {
  severity: string;
  code: string;
  cells: number[][];
  message: { ru: string; en: string };
}

const board = (page: Page) => page.evaluate('window.__polkEditor.board()') as Promise<Board>;
const issues = (page: Page) => page.evaluate('window.__polkEditor.issues()') as Promise<Issue[]>;

async function cellAt(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const p = (await page.evaluate(`window.__polkEditor.cellToClient(${x}, ${y})`)) as { x: number; y: number } | null;
  if (!p) throw new Error(`cell (${x}, ${y}) is not on the screen`);
  return p;
}

/** Press on one cell, move through the others, release on the last: one stroke of the tool in hand. */
async function stroke(page: Page, ...cells: [number, number][]): Promise<void> {
  const first = await cellAt(page, ...cells[0]);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const c of cells.slice(1)) {
    const p = await cellAt(page, ...c);
    await page.mouse.move(p.x, p.y, { steps: 6 });
  }
  await page.mouse.up();
}

async function tool(page: Page, name: string, ground?: string): Promise<void> {
  await page.click(`[data-tool=${name}]`);
  if (ground) await page.click(`[data-ground="${ground}"]`);
}

when.describe({ 'no-chromium': !chromiumAvailable() })('the map editor in Chromium', { timeout: 120_000 }, () => {
  const ui = consoleSuite({ viewport: { width: 1366, height: 768 } });

  it('opens from the start screen with a new board from a template of one sheet', async () => {
    await ui.page.click('[data-testid=open-editor]');
    await ui.page.locator('[data-testid=editor-new]').waitFor();
    await shot(ui.page, 'editor-new-1366');
    await ui.page.fill('input[name=sheets]', '1');
    await ui.page.fill('input[name=sheetWidth]', '24');
    await ui.page.fill('input[name=sheetHeight]', '16');
    await ui.page.click('[data-testid=from-template]');
    await until(async () => (await ui.page.evaluate('!!(window.__polkEditor && window.__polkEditor.ready)')) === true, 'the editor');
    const b = await board(ui.page);
    expect([b.width, b.height, b.sheets.count]).toEqual([24, 16, 1]);
    expect(b.rows.every((r) => r === '.'.repeat(24))).toBe(true);
  });

  it('draws terrain with the rectangle and the brush', async () => {
    await tool(ui.page, 'rect', 'M');
    await stroke(ui.page, [15, 1], [18, 3]);
    await tool(ui.page, 'brush', 'T');
    await stroke(ui.page, [2, 12], [7, 12]);
    const b = await board(ui.page);
    for (let y = 1; y <= 3; y++) expect(b.rows[y].slice(15, 19)).toBe('MMMM');
    expect(b.rows[12].slice(2, 8)).toBe('TTTTTT');
    expect(b.rows.join('').replace(/[^M]/g, '').length).toBe(12);
  });

  it('draws a road as one connected path, lays a river across it and puts a bridge on the crossing', async () => {
    await tool(ui.page, 'road');
    await stroke(ui.page, [3, 7], [9, 7], [10, 8], [20, 8]);
    let b = await board(ui.page);
    // 8-connected: each road cell of the path touches the next.
    const road = b.rows.flatMap((r, y) => [...r].map((ch, x) => (ch === '=' ? [x, y] : null)).filter((c): c is number[] => c !== null));
    expect(road.length).toBeGreaterThanOrEqual(18);
    expect(road.every((c) => road.some((d) => d !== c && Math.max(Math.abs(d[0] - c[0]), Math.abs(d[1] - c[1])) === 1))).toBe(true);
    await tool(ui.page, 'brush', '~');
    await stroke(ui.page, [11, 0], [11, 15]);
    b = await board(ui.page);
    const crossing = b.rows.findIndex((r) => r[11] === '~' && (r[10] === '=' || r[12] === '='));
    expect(crossing).toBeGreaterThanOrEqual(0);
    await tool(ui.page, 'bridge');
    await stroke(ui.page, [11, crossing]);
    b = await board(ui.page);
    expect(b.rows[crossing][11]).toBe('#');
    expect(b.rows.map((r) => r[11]).join('').replace('#', '')).toBe('~'.repeat(15));
  });

  it('undoes and redoes inside the editor with Ctrl+Z and Ctrl+Shift+Z', async () => {
    const before = await board(ui.page);
    await ui.page.locator('[data-testid=editor-canvas]').focus();
    await ui.page.keyboard.press('Control+KeyZ');
    await until(async () => (await board(ui.page)).rows.join('').indexOf('#') < 0, 'the bridge undone');
    await ui.page.keyboard.press('Control+Shift+KeyZ');
    await until(async () => JSON.stringify(await board(ui.page)) === JSON.stringify(before), 'the bridge redone');
  });

  it('makes two fortresses, named in both languages, each the home of an army', async () => {
    for (const [i, cells, name, nameEn, home] of [
      [0, [[3, 7], [4, 7], [3, 8]], 'Северск', 'Seversk', 'A'],
      [1, [[20, 8], [19, 8], [20, 9], [21, 9]], 'Южноград', 'Yuzhnograd', 'N'],
    ] as const) {
      await ui.page.click('[data-testid=add-fortress]');
      const item = ui.page.locator(`[data-fortress="${i}"]`);
      await item.locator('input[data-field=name]').fill(name);
      await item.locator('input[data-field=name]').press('Tab');
      await item.locator('input[data-field=nameEn]').fill(nameEn);
      await item.locator('input[data-field=nameEn]').press('Tab');
      await item.locator('select[data-field=home]').selectOption(home);
      for (const c of cells) await stroke(ui.page, [c[0], c[1]]);
    }
    const b = await board(ui.page);
    expect(b.fortresses.map((f) => [f.name, f.nameEn, f.home, f.cells.length])).toEqual([
      ['Северск', 'Seversk', 'A', 3],
      ['Южноград', 'Yuzhnograd', 'N', 4],
    ]);
    // Fortress cells stand on open ground or road.
    for (const f of b.fortresses) for (const [x, y] of f.cells) expect('.=').toContain(b.rows[y][x]);
    await shot(ui.page, 'editor-drawn-1366');
  });

  it('validates live: no refusal on this board; a fortress of one cell is refused, its cells named and outlined', async () => {
    await until(async () => !(await issues(ui.page)).some((i) => i.severity === 'refusal'), 'no refusals');
    await ui.page.click('[data-testid=add-fortress]');
    await stroke(ui.page, [6, 3]);
    await until(async () => (await issues(ui.page)).some((i) => i.severity === 'refusal' && i.cells.some((c) => c[0] === 6 && c[1] === 3)), 'the lone cell refused');
    const refusal = (await issues(ui.page)).find((i) => i.severity === 'refusal' && i.cells.some((c) => c[0] === 6 && c[1] === 3))!;
    expect(refusal.message.ru.length).toBeGreaterThan(0);
    expect(refusal.message.en.length).toBeGreaterThan(0);
    expect(await ui.page.locator('[data-testid=editor-save-open]').isDisabled()).toBe(true);
    await ui.page.click(`[data-testid=editor-issues] button[data-code="${refusal.code}"][data-severity=refusal]`);
    await expect(ui.page.locator('[data-testid=editor-issues] button[aria-pressed=true]').count()).resolves.toBe(1);
    await shot(ui.page, 'editor-refusal-1366');
    // One language at a time: in Russian the issue reads in Russian only, in English in English only.
    await expect(ui.page.locator('[data-testid=editor-issues] button[aria-pressed=true] .text').textContent()).resolves.toBe(refusal.message.ru);
    await expect(ui.page.locator('[data-testid=editor-issues] button[aria-pressed=true]').textContent()).resolves.not.toContain(refusal.message.en);
    await ui.page.click('[data-testid=map-editor] [data-lang=en]');
    await ui.page.locator('[data-testid=editor-issues] button[aria-pressed=true] .text', { hasText: refusal.message.en }).waitFor();
    await expect(ui.page.locator('[data-testid=editor-issues] button[aria-pressed=true]').textContent()).resolves.not.toContain(refusal.message.ru);
    await shot(ui.page, 'editor-refusal-en-1366');
    await ui.page.click('[data-testid=map-editor] [data-lang=ru]');
    await ui.page.locator('[data-testid=editor-back]', { hasText: 'К началу' }).waitFor();
    // Ctrl+Z takes the cell out again, then the empty fortress is deleted.
    await ui.page.locator('[data-testid=editor-canvas]').focus();
    await ui.page.keyboard.press('Control+KeyZ');
    await ui.page.locator('[data-fortress="2"] button.del').click();
    await until(async () => (await board(ui.page)).fortresses.length === 2 && !(await issues(ui.page)).some((i) => i.severity === 'refusal'), 'the board clean again');
  });

  it('looks right at 1920×1080 too: the field fills the window and the board is fitted to it again', async () => {
    // The whole board (the issue's click brought a cell into view), then the window grows: it is fitted again.
    await ui.page.click('[data-testid=editor-fit]');
    await settled(ui.page);
    const small = (await ui.page.evaluate('window.__polkEditor.transform()')) as { cellPx: number };
    await ui.page.setViewportSize({ width: 1920, height: 1080 });
    await shot(ui.page, 'editor-drawn-1920');
    const box = await ui.page.locator('[data-testid=editor-canvas]').boundingBox();
    expect(box!.width).toBeGreaterThan(1200);
    expect(box!.y + box!.height).toBeGreaterThan(1000);
    const large = (await ui.page.evaluate('window.__polkEditor.transform()')) as { cellPx: number };
    expect(large.cellPx).toBeGreaterThan(small.cellPx);
    await ui.page.setViewportSize({ width: 1366, height: 768 });
    await settled(ui.page);
    // Nothing spills sideways at the smaller size.
    expect(await ui.page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  });

  it('saves the board as a map file in the campaigns folder', async () => {
    const drawn = await board(ui.page);
    await ui.page.click('[data-testid=editor-save-open]');
    await ui.page.fill('input[name=mapFile]', 'наша-карта.json');
    await ui.page.click('[data-testid=save-confirm]');
    const file = join(ui.web.dataDir, 'campaigns', 'наша-карта.json');
    await until(async () => existsSync(file), 'the map file');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { format: string; rows: string[]; fortresses: { name: string; nameEn?: string }[] };
    expect(saved.format).toBe('polkovodets-map/1');
    expect(saved.rows).toEqual(drawn.rows);
    expect(saved.fortresses.map((f) => [f.name, f.nameEn])).toEqual([
      ['Северск', 'Seversk'],
      ['Южноград', 'Yuzhnograd'],
    ]);
    // Saving again under the same name asks before replacing.
    await ui.page.click('[data-testid=editor-save-open]');
    await ui.page.fill('input[name=mapFile]', 'наша-карта.json');
    await ui.page.click('[data-testid=save-confirm]');
    await ui.page.locator('[data-testid=save-replace]').waitFor();
    await ui.page.click('[data-testid=save-replace]');
    await ui.page.locator('[data-testid=editor-save]').waitFor({ state: 'detached' });
  });

  it('starts a two-army campaign on it, each army by its home fortress', async () => {
    await ui.page.click('[data-testid=editor-start-open]');
    await ui.page.locator('[data-testid=editor-start]').waitFor();
    // Each army named once beside its chip («Россия», not «Россия Россия»).
    const armyRows = await ui.page.locator('[data-testid=editor-start] label.check:has(input[name=army])').allTextContents();
    expect(armyRows.map((r) => r.trim())).toContain('Россия');
    for (const row of armyRows) expect(row.trim().split(/\s+/).length).toBe(1);
    await ui.page.click('[data-testid=start-confirm]');
    await waitForMap(ui.page);
    const all = await units(ui.page);
    expect(new Set(all.map((u) => u.army))).toEqual(new Set(['A', 'N']));
    const map = (await ui.page.evaluate('window.__polkMap.transform()')) as { cellPx: number };
    expect(map.cellPx).toBeGreaterThan(0);
    // Each army stands around its home fortress: Russia by Северск (west), France by Южноград (east).
    const meanX = (army: string) => all.filter((u) => u.army === army).reduce((s, u) => s + u.x, 0) / all.filter((u) => u.army === army).length;
    expect(meanX('A')).toBeLessThan(11);
    expect(meanX('N')).toBeGreaterThan(11);
  });

  it("from the campaign's setup phase: the editor on its map and deployment, a unit's cell closed is refused, the board applied, and back", async () => {
    const all = await units(ui.page);
    const battery = all.find((u) => u.type === 'battery')!;
    await shot(ui.page, 'editor-setup-panel-1366');
    await ui.page.click('[data-testid=setup-edit-map]');
    await ui.page.locator('[data-testid=map-editor]').waitFor();
    await expect(ui.page.locator('[data-testid=editor-back]').textContent()).resolves.toContain('К расстановке');
    const saved = JSON.parse(readFileSync(join(ui.web.dataDir, 'campaigns', 'наша-карта.json'), 'utf8')) as { rows: string[] };
    expect((await board(ui.page)).rows).toEqual(saved.rows);
    // Mountains under the battery: the deployment's unit is refused on its cell.
    await tool(ui.page, 'brush', 'M');
    await ui.page.selectOption('[data-testid=brush-size]', '1');
    await stroke(ui.page, [battery.x, battery.y]);
    await until(async () => (await issues(ui.page)).some((i) => i.code === 'map/unit_terrain' && i.cells.some((c) => c[0] === battery.x && c[1] === battery.y)), 'the battery refused');
    expect(await ui.page.locator('[data-testid=editor-apply]').isDisabled()).toBe(true);
    await shot(ui.page, 'editor-setup-refusal-1366');
    await ui.page.locator('[data-testid=editor-canvas]').focus();
    await ui.page.keyboard.press('Control+KeyZ');
    // A forest where nobody stands, applied to the campaign's setup.
    const free = [22, 14] as [number, number];
    expect(all.some((u) => u.x === free[0] && u.y === free[1])).toBe(false);
    await tool(ui.page, 'brush', 'T');
    await stroke(ui.page, free);
    await until(async () => !(await issues(ui.page)).some((i) => i.severity === 'refusal'), 'no refusal');
    await ui.page.click('[data-testid=editor-apply]');
    await waitForMap(ui.page);
    await ui.page.click('[data-testid=setup-edit-map]');
    await ui.page.locator('[data-testid=map-editor]').waitFor();
    expect((await board(ui.page)).rows[free[1]][free[0]]).toBe('T');
    await ui.page.click('[data-testid=editor-back]');
    await waitForMap(ui.page);
  });

  it('gives an order in the campaign on the new map', async () => {
    const all = await units(ui.page);
    // The first commander, his first orderable unit, its first move.
    const ids = (await ui.page.evaluate('Array.from(document.querySelectorAll("[data-commander]")).map((e) => e.getAttribute("data-commander"))')) as string[];
    const commander = all.find((u) => u.id === ids[0])!;
    await clickCell(ui.page, commander.x, commander.y);
    await until(async () => (await highlights(ui.page)).orderable.length > 0, 'orderable units');
    const first = (await highlights(ui.page)).orderable[0];
    const mover = all.find((u) => u.id === first)!;
    await clickCell(ui.page, mover.x, mover.y);
    await until(async () => (await highlights(ui.page)).moves.length + (await highlights(ui.page)).roads.length > 0, 'moves');
    const h = await highlights(ui.page);
    const to = h.moves[0] ?? h.roads[0];
    await clickCell(ui.page, to[0], to[1]);
    await until(async () => {
      const u = (await units(ui.page)).find((v) => v.id === mover.id);
      return !!u && u.x === to[0] && u.y === to[1];
    }, 'the order on the map');
    await shot(ui.page, 'editor-campaign-1366');
    expect(ui.errors).toEqual([]);
  });
});
