/**
 * The window in English, end to end in Debian's Chromium: every screen — the start screen, the
 * console with each panel and dialog opened (setup, recruit, appoint, end of move, undo, summary,
 * print, export, since the last session, the final standings), the order of battle and the unit
 * card — and the words drawn on the map's canvas (counters, fortress labels) show no Cyrillic
 * letter outside the listed proper-name fallbacks. The English console is saved at 1440×900 as
 * test-artifacts/english-1440x900.png.
 *
 * One language at one table (issue 22, item 6): a table screen and an army's view follow the
 * console's language as it switches (waiting for the switch to show, no fixed pause) until the
 * view's own user picks one, which that device keeps across a reload; after a machine move in
 * English, no Cyrillic in the console, the view, the table screen or the English summary beyond the
 * fallbacks (the machine's reasons name fortresses by their English names).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, clickCell, highlights, consoleSuite, shot, SKIRMISH, until, units, waitForMap, waitForText, waitForUnit, createCampaign } from './support';
import { CYRILLIC, FALLBACKS, cyrillicLeft } from '../support/cyrillicFallbacks';
import { skippable } from '../support/skips';
import { tempDir } from '../db/helpers';
import { bundleWorker } from '../support/bundle';

const when = skippable(import.meta.url);

const LAST_STAND = readFileSync(join(import.meta.dirname, 'fixtures/last-stand.json'));

/**
 * Every piece of text a user can see on the page: text nodes of rendered elements, the values and
 * placeholders of fields, the options of selects, and the tooltips and labels (title, aria-label,
 * alt) of rendered elements. A string expression: the page's CSP forbids eval.
 */
const visibleText = (root: string) => `(() => {
  const out = [];
  const root = document.querySelector(${JSON.stringify(root)});
  if (!root) return ['no ' + ${JSON.stringify(root)} + ' on the page'];
  const shown = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    const text = (n.textContent || '').trim();
    if (!text || !el || el.closest('script, style, template')) continue;
    if (el.closest('option') ? shown(el.closest('select')) : shown(el)) out.push(text);
  }
  for (const el of root.querySelectorAll('input, textarea')) if (shown(el)) { if (el.type !== 'file' && el.value) out.push(el.value); if (el.placeholder) out.push(el.placeholder); }
  for (const el of root.querySelectorAll('[title], [aria-label], [alt]')) {
    if (!shown(el)) continue;
    for (const a of ['title', 'aria-label', 'alt']) { const v = el.getAttribute(a); if (v) out.push(v); }
  }
  return out;
})()`;

/** Each piece of visible text with a Cyrillic letter left after the fallbacks are taken out. */
async function cyrillicOnPage(page: Page, root: string): Promise<string[]> {
  return cyrillicLeft((await page.evaluate(visibleText(root))) as string[]);
}

/** The words drawn on the canvas: each counter's type label and each fortress label. */
async function canvasWords(page: Page): Promise<string[]> {
  const labels = (await page.evaluate('window.__polkMap.labels()')) as { text: string; detail: string }[];
  const fortresses = (await page.evaluate('window.__polkMap.fortressLabels()')) as string[];
  return [...labels.flatMap((l) => [l.text, l.detail]), ...fortresses];
}

/** The whole page (or, where another screen lies under a dialog, the dialog: `root`) has no Cyrillic left. */
async function expectEnglish(page: Page, where: string, root = 'body'): Promise<void> {
  expect({ where, cyrillic: await cyrillicOnPage(page, root) }).toEqual({ where, cyrillic: [] });
}

when.describe({ 'no-chromium': !chromiumAvailable() })('the window in English', { timeout: 120_000 }, () => {
  const ui = consoleSuite({ viewport: { width: 1440, height: 900 } });

  it('the fallback list is what the scan takes out, and nothing else', () => {
    expect(cyrillicLeft(['Citadel (Цитадель)', 'Русский', 'Ход 2'])).toEqual(['Ход 2']);
    expect(cyrillicLeft(['Цитадель'])).toEqual(['Цитадель']);
    expect(CYRILLIC.test('Ё')).toBe(true);
    for (const f of FALLBACKS) expect(f.reason.length).toBeGreaterThan(10);
  });

  it('the start screen and the new-campaign form', async () => {
    await waitForText(ui.page, 'h2', 'Новая кампания');
    // The scan sees the Russian screen's words (it can fail), and the default name is Russian there.
    expect((await cyrillicOnPage(ui.page, 'body')).length).toBeGreaterThan(20);
    expect(await ui.page.inputValue('input[name=name]')).toMatch(/^Кампания /);
    expect((await ui.page.locator('[data-testid=open-name]').innerText()).trim()).toBe('Открыть кампанию');
    await ui.page.click('button[data-lang=en]');
    await waitForText(ui.page, 'h2', 'New campaign');
    await expectEnglish(ui.page, 'start screen');
    // Open and import have words of their own (browser mode: open by name, import by upload).
    expect((await ui.page.locator('[data-testid=open-name]').innerText()).trim()).toBe('Open the campaign');
    expect(await ui.page.locator('[data-testid=folder]').innerText()).toContain('Upload a campaign file…');
    // The default campaign name follows the language until the user types one.
    expect(await ui.page.inputValue('input[name=name]')).toMatch(/^Campaign /);
    await shot(ui.page, 'english-start');
  });

  it('the console from the presets: panels, the unit card, the order of battle, the canvas', async () => {
    await ui.page.click('[data-testid=create-campaign]');
    await waitForMap(ui.page);
    await waitForText(ui.page, '[data-testid=countdown]', 'Turn 1 of 80');
    await expectEnglish(ui.page, 'console');
    const drawn = await canvasWords(ui.page);
    expect(drawn.length).toBeGreaterThan(20);
    expect(cyrillicLeft(drawn)).toEqual([]);
    expect(await ui.page.evaluate('window.__polkMap.fortressLabels()')).toEqual(expect.arrayContaining(['Citadel', 'Far Monastery']));
    // A unit picked: its card, its rays, the order of battle beside.
    const h0 = await highlights(ui.page);
    const any = (await units(ui.page)).find((u) => u.type === 'marshal')!;
    await clickCell(ui.page, any.x, any.y);
    await until(async () => (await highlights(ui.page)).commander !== null || h0.commander !== null, 'a commander picked');
    await ui.page.locator('[data-testid=unit-card]').waitFor();
    await expectEnglish(ui.page, 'unit card');
    await shot(ui.page, 'english-1440x900');
    await ui.page.keyboard.press('Escape');
    // The setup editor.
    await ui.page.click('[data-testid=setup-start]');
    await ui.page.locator('[data-testid=setup]').waitFor();
    await expectEnglish(ui.page, 'setup editor');
    await ui.page.click('[data-testid=setup-stop]');
  });

  it('the skirmish: recruitment, end of move, undo across it, export', async () => {
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await ui.page.setInputFiles('[data-testid=scenario-file]', { name: 'Skirmish at the Citadel.json', mimeType: 'application/json', buffer: SKIRMISH });
    await waitForMap(ui.page);
    await waitForText(ui.page, '[data-testid=to-move]', 'Russia');
    await expectEnglish(ui.page, 'skirmish console');
    await waitForText(ui.page, '[data-testid=fortresses]', 'Citadel (Цитадель)');
    await ui.page.locator('[data-pane=fortresses]').scrollIntoViewIfNeeded();
    await shot(ui.page, 'english-fortresses');
    // A musketeer into the Citadel, and its card there (the fortress named in English).
    await clickCell(ui.page, 10, 14);
    await clickCell(ui.page, 8, 10);
    await clickCell(ui.page, 7, 9);
    await waitForUnit(ui.page, 'A1', [7, 9]);
    await ui.page.mouse.move(0, 0);
    const at = (await ui.page.evaluate('window.__polkMap.cellToClient(7, 9)')) as { x: number; y: number };
    await ui.page.mouse.move(at.x, at.y);
    await waitForText(ui.page, '[data-testid=unit-card-place]', 'Citadel');
    await expectEnglish(ui.page, 'unit card in a fortress');
    // A refusal in words: the marshal's musketeer… general 2's battery, a cell it cannot reach.
    await clickCell(ui.page, 19, 19);
    await clickCell(ui.page, 18, 16);
    await clickCell(ui.page, 18, 11);
    await ui.page.locator('[data-testid=map-refusal]').waitFor();
    await expectEnglish(ui.page, 'a refusal');
    await shot(ui.page, 'english-refusal');
    await ui.page.keyboard.press('Escape');
    // Recruitment in White Town.
    await clickCell(ui.page, 12, 23);
    await clickCell(ui.page, 13, 19);
    await ui.page.locator('[data-testid=recruit-dialog]').waitFor();
    await expectEnglish(ui.page, 'recruit dialog');
    await shot(ui.page, 'english-recruit');
    await ui.page.keyboard.press('Escape');
    await ui.page.locator('[data-testid=recruit-dialog]').waitFor({ state: 'detached' });
    // End of move (the dialog asks: orders are left), then undo across it (the dialog asks again).
    await ui.page.click('[data-testid=end-move]');
    await ui.page.locator('[data-testid=end-move-dialog]').waitFor();
    await expectEnglish(ui.page, 'end-move dialog');
    await ui.page.click('[data-testid=end-move-confirm]');
    await waitForText(ui.page, '[data-testid=to-move]', 'France');
    await waitForText(ui.page, '[data-fortress=Цитадель]', 'A 1/2');
    await expectEnglish(ui.page, 'after the end of a move (log, hold)');
    await ui.page.click('[data-testid=undo]');
    await ui.page.locator('[data-testid=undo-dialog]').waitFor();
    await expectEnglish(ui.page, 'undo dialog');
    await ui.page.click('[data-testid=undo-cancel]');
    // Export (the campaign, then the scenario).
    await ui.page.click('[data-testid=menu]');
    await ui.page.locator('.menu-list').waitFor();
    await expectEnglish(ui.page, 'menu');
    await ui.page.locator('.menu-list button').nth(1).click();
    await ui.page.locator('[role=dialog]').waitFor();
    await expectEnglish(ui.page, 'export dialog');
    await ui.page.keyboard.press('Escape');
    await ui.page.click('[data-testid=menu]');
    await ui.page.locator('.menu-list button').nth(2).click();
    await ui.page.locator('[role=dialog]').waitFor();
    await expectEnglish(ui.page, 'export-scenario dialog');
    await ui.page.keyboard.press('Escape');
  });

  it('the summary dialog and the print dialog', async () => {
    await ui.page.keyboard.press('Control+KeyP');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor();
    await ui.page.locator('[data-testid=summary-print]:not([disabled])').waitFor({ timeout: 20_000 });
    await expectEnglish(ui.page, 'summary dialog');
    await ui.page.keyboard.press('Escape');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor({ state: 'detached' });
    // The print dialog: the referee's battle record, printed. The referee screen under it (its rule
    // sets' texts) is the referee's branch's: the dialog is scanned, its frame holds the record.
    await ui.page.click('[data-screen=referee]');
    await ui.page.fill('[data-testid=battle-name]', 'Battle at the ford');
    await ui.page.click('[data-testid=battle-create]');
    await ui.page.click('[data-testid=battle-print]');
    await ui.page.locator('[data-testid=print-dialog]').waitFor();
    await expectEnglish(ui.page, 'print dialog', '[data-testid=print-dialog]');
    await ui.page.click('[data-testid=print-dialog] footer button:not(.primary):not([data-testid])');
    await ui.page.click('[data-screen=map]');
    await waitForMap(ui.page);
  });

  it('a lost marshal appointed, the final standings, and what happened since the last session', async () => {
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await ui.page.setInputFiles('[data-testid=scenario-file]', { name: 'Last stand.json', mimeType: 'application/json', buffer: LAST_STAND });
    await waitForMap(ui.page);
    await clickCell(ui.page, 10, 13);
    await clickCell(ui.page, 11, 14);
    await waitForUnit(ui.page, 'A-M', null);
    await ui.page.locator('[data-notice=marshal_lost]').waitFor();
    await expectEnglish(ui.page, 'notice: marshal lost');
    await ui.page.keyboard.press('Enter');
    await ui.page.locator('[data-testid=appoint-dialog]').waitFor();
    await expectEnglish(ui.page, 'appoint dialog');
    await ui.page.click('[data-testid=appoint-dialog] button[data-cell="12,19"]');
    await ui.page.locator('[data-testid=appoint-dialog]').waitFor({ state: 'detached' });
    await ui.page.keyboard.press('Enter');
    const confirm = ui.page.locator('[data-testid=end-move-confirm]');
    await until(async () => (await confirm.count()) > 0 || (await ui.page.locator('[data-testid=final-dialog]').count()) > 0, 'the end');
    if (await confirm.count()) await confirm.click();
    await ui.page.locator('[data-testid=final-dialog]').waitFor();
    await expectEnglish(ui.page, 'final dialog');
    await shot(ui.page, 'english-final');
    await ui.page.click('[data-testid=final-dialog] button.primary');
    // Back to the skirmish: what happened there since this session last saw it.
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await expectEnglish(ui.page, 'start screen with recent campaigns');
    await ui.page.locator('[data-testid=recent] button', { hasText: 'Skirmish at the Citadel' }).click();
    await waitForMap(ui.page);
    await ui.page.locator('[data-testid=since-dialog]').waitFor();
    await expectEnglish(ui.page, 'since-last-session dialog');
    await ui.page.click('[data-testid=since-dialog] button.primary');
  });

  it('raised no page error', () => {
    expect(ui.errors).toEqual([]);
  });
});

when.describe({ 'no-chromium': !chromiumAvailable() })('one language at one table', { timeout: 180_000 }, () => {
  // The bots' worker bundled from its source, as scripts/build.mjs bundles it into out/bots/.
  const ui = consoleSuite(async () => ({ botWorkerUrl: await bundleWorker(tempDir('english-bots-worker')), viewport: { width: 1440, height: 900 } }));
  let table: Page;
  let army: Page;
  const ARMY_NAMES: Record<string, string> = { Россия: 'A', Франция: 'N', Австрия: 'F', Russia: 'A', France: 'N', Austria: 'F' };
  const toMove = async (): Promise<string> => {
    const text = (await ui.page.locator('[data-testid=to-move]').innerText()).trim();
    return Object.entries(ARMY_NAMES).find(([name]) => text.includes(name))![1];
  };

  /** The contract called with the game master's token, as the console's bridge does. */
  async function call<T>(name: string, args: unknown): Promise<T> {
    const r = await fetch(`${ui.web.origin}/api/call/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': ui.web.token }, body: JSON.stringify(args) });
    const reply = (await r.json()) as { ok: boolean; value: T };
    expect(reply.ok).toBe(true);
    return reply.value;
  }

  beforeAll(async () => {
    // A campaign named in English (the name is the user's own words), on the default map.
    await createCampaign(ui.page, 'One language', 5, 'small');
  }, 180_000);

  it('the table screen and an army view follow the console as it switches to English', async () => {
    const tableCode = await call<{ code: string }>('access.mint', { kind: 'table' });
    const armyCode = await call<{ code: string }>('access.mint', { kind: 'army', army: await toMove() });
    table = await ui.browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'ru-RU' });
    army = await ui.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    for (const [p, who] of [[table, 'table'], [army, 'army']] as const) p.on('pageerror', (e) => ui.errors.push(`${who}: ${e.message}`));
    await table.goto(`${ui.web.origin}/?token=${tableCode.code}&e2e=1`);
    await army.goto(`${ui.web.origin}/?token=${armyCode.code}`);
    await waitForText(table, '[data-testid=table-turn]', 'Ход 1 из 80');
    await waitForText(army, '[data-testid=army-view]', 'Ход 1 из 80');

    await ui.page.click('.top [data-lang=en]');
    // Each waits for its own words to change: the switch reaches them by the console's event.
    await waitForText(table, '[data-testid=table-turn]', 'Turn 1 of 80');
    await waitForText(army, '[data-testid=army-move]', /This army's move|to move/);
    expect(await table.evaluate('document.documentElement.lang')).toBe('en');
    expect(cyrillicLeft((await table.evaluate(visibleText('body'))) as string[])).toEqual([]);
    expect(cyrillicLeft((await army.evaluate(visibleText('body'))) as string[])).toEqual([]);
    // And back: both follow to Russian.
    await ui.page.click('.top [data-lang=ru]');
    await waitForText(table, '[data-testid=table-turn]', 'Ход 1 из 80');
    await waitForText(army, '[data-testid=army-view]', 'Ход 1 из 80');
  });

  it("a view's own pick stays on its device: the console's switch no longer moves it, a reload keeps it", async () => {
    // The army view's user picks English while the console speaks Russian.
    await army.click('.lang [data-lang=en]');
    await waitForText(army, '[data-testid=army-view]', 'Turn 1 of 80');
    expect(await table.textContent('[data-testid=table-turn]')).toContain('Ход 1 из 80');
    // The console to English and back: the table follows each time, the view stays English.
    await ui.page.click('.top [data-lang=en]');
    await waitForText(table, '[data-testid=table-turn]', 'Turn 1 of 80');
    await ui.page.click('.top [data-lang=ru]');
    await waitForText(table, '[data-testid=table-turn]', 'Ход 1 из 80');
    await army.reload();
    await waitForText(army, '[data-testid=army-view]', 'Turn 1 of 80');
    expect(await army.getAttribute('.lang [data-lang=en]', 'aria-pressed')).toBe('true');
    await ui.page.click('.top [data-lang=en]');
    await waitForText(table, '[data-testid=table-turn]', 'Turn 1 of 80');
  });

  it('after a machine move in English: no Cyrillic in the console, the views or the English summary', async () => {
    await waitForText(ui.page, '[data-testid=countdown]', 'Turn 1 of 80');
    const mover = await toMove();
    await ui.page.selectOption(`[data-testid=bots-level-${mover}]`, 'greedy');
    await ui.page.click('[data-testid=bots-propose]');
    await ui.page.locator('[data-testid=bots-proposal]').waitFor({ timeout: 60_000 });
    await expectEnglish(ui.page, 'the machine\'s proposal');
    await ui.page.click('[data-testid=bots-accept]');
    await until(async () => (await toMove()) !== mover, 'the machine move played', 60_000);
    await ui.page.locator('[data-testid=log-note]').first().waitFor();
    const notes = await ui.page.locator('[data-testid=log-note]').allInnerTexts();
    expect(notes.length).toBeGreaterThan(1);
    // Seed 5's greedy move marches on a fortress: its reason names it by the map's English name.
    expect(notes.join(' ')).toMatch(/Citadel|White Town|Folwark|Zagorye|Forest Castle|Far Monastery/);
    await expectEnglish(ui.page, 'console after a machine move');
    await shot(ui.page, 'english-machine-move');
    // The views: the army's (its log shows the machine's reasons) and the table screen.
    await until(async () => (await army.locator('[data-testid=log-note]').count()) > 0, "the machine's reasons on the army view");
    expect(cyrillicLeft((await army.evaluate(visibleText('body'))) as string[])).toEqual([]);
    expect(cyrillicLeft((await table.evaluate(visibleText('body'))) as string[])).toEqual([]);
    await shot(army, 'english-army-view-machine-move');
    // The English summary of the turn, with the console's reasons in it.
    await ui.page.keyboard.press('Control+KeyP');
    await ui.page.locator('[data-testid=summary-dialog]').waitFor();
    const frameText = async () => ((await ui.page.frameLocator('[data-testid=summary-frame]').locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    await until(async () => (await ui.page.locator('[data-testid=summary-frame]').getAttribute('data-styled')) === 'true' && (await frameText()).includes('console:'), 'the English summary with the machine\'s reasons', 30_000);
    const summary = await frameText();
    expect(summary).toContain('One language');
    expect(cyrillicLeft(summary.split(/(?<=[.:;])\s/))).toEqual([]);
    await ui.page.keyboard.press('Escape');
  });

  it('raised no page error', () => {
    expect(ui.errors).toEqual([]);
  });
});
