/**
 * The console window end to end, in Debian's Chromium, against the real browser-mode server on the
 * real campaign handlers: a campaign from presets; a move, a strike, a battery shot, a commander's
 * step and a recruitment given by clicking on the canvas; a refusal in words; moves ended until a
 * fortress changes hands and its trophies reach the ledger; undo; a reload that finds everything as
 * it was; the history slider; the switch to English. Screenshots go to test-artifacts/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { chromiumAvailable, loadSkirmish, marchIntoCitadel, consoleSuite, clickCell, until, highlights, shot, unit, units, waitForMap, waitForText, waitForUnit } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const LAST_STAND = readFileSync(join(import.meta.dirname, 'fixtures/last-stand.json'));

when.describe({ 'no-chromium': !chromiumAvailable() })('the console window in Chromium', { timeout: 90_000 }, () => {
  const ui = consoleSuite();

  it('creates a campaign from the presets', async () => {
    await waitForText(ui.page, 'h2', 'Новая кампания');
    await shot(ui.page, '01-start');
    await ui.page.fill('input[name=name]', 'Проверка пресетов');
    await ui.page.check('input[name=size][value=small]');
    await ui.page.fill('input[name=seed]', '42');
    await ui.page.click('[data-testid=create-campaign]');
    await waitForMap(ui.page);
    await waitForText(ui.page, '[data-testid=countdown]', 'Ход 1 из 80');
    expect(await ui.page.locator('[data-commander]').count()).toBe(2);
    expect((await units(ui.page)).length).toBe(36);
    await shot(ui.page, '02-console-presets');
    // Zoom in by keys (+, by KeyboardEvent.code) near the bridge, with the legend open; then the whole map again.
    for (let i = 0; i < 4; i++) await ui.page.keyboard.press('Equal');
    await ui.page.evaluate('window.__polkMap.centreOn(27, 19)');
    await ui.page.click('[data-testid=legend-toggle]');
    await shot(ui.page, '02b-zoomed-legend');
    await ui.page.click('[data-testid=legend-toggle]');
    await ui.page.keyboard.press('Digit0');
  });

  it('moves a unit in the setup phase, then gives a move by clicking on the canvas', async () => {
    const toMove = (await ui.page.locator('[data-testid=to-move]').innerText()).trim();
    const army = toMove.includes('Россия') ? 'A' : toMove.includes('Франция') ? 'N' : 'F';
    const marshal = (await units(ui.page)).find((u) => u.army === army && u.type === 'marshal')!;

    // Setup: pick the marshal up and put him one cell to the side.
    await ui.page.click('[data-testid=setup-start]');
    await clickCell(ui.page, marshal.x, marshal.y);
    const all = await units(ui.page);
    const free = [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dy]) => [marshal.x + dx, marshal.y + dy] as [number, number]).find(([x, y]) => !all.some((u) => u.x === x && u.y === y))!;
    await clickCell(ui.page, free[0], free[1]);
    await waitForUnit(ui.page, marshal.id, free);
    await ui.page.click('[data-testid=setup-stop]');

    // Orders: the commander (on the map), one of his units, one of its listed moves.
    await clickCell(ui.page, free[0], free[1]);
    let h = await highlights(ui.page);
    expect(h.commander).toBe(marshal.id);
    expect(h.orderable.length).toBeGreaterThan(0);
    const picked = (await unit(ui.page, h.orderable[0]))!;
    await clickCell(ui.page, picked.x, picked.y);
    h = await highlights(ui.page);
    expect(h.unit).toBe(picked.id);
    const to = h.moves[0] ?? h.roads[0];
    await shot(ui.page, '03-unit-selected');
    await clickCell(ui.page, to[0], to[1]);
    await waitForUnit(ui.page, picked.id, to);
    expect((await unit(ui.page, picked.id))!.acted).toBe(true);
    // The setup edits replaced the start; the move is the first entry of the log.
    await waitForText(ui.page, '[data-testid=history]', 'Запись 1 из 1');
  });

  it('shows the engine\'s reason for an illegal pick, in words', async () => {
    await ui.page.keyboard.press('Digit2');
    let h = await highlights(ui.page);
    expect(h.commander).not.toBeNull();
    const picked = (await units(ui.page)).find((u) => h.orderable.includes(u.id) && !u.acted)!;
    await clickCell(ui.page, picked.x, picked.y);
    h = await highlights(ui.page);
    expect(h.unit).toBe(picked.id);
    // Five cells straight up: no unit of the small preset moves or strikes that far.
    await clickCell(ui.page, picked.x, Math.max(0, picked.y - 5) === picked.y ? picked.y + 5 : Math.max(0, picked.y - 5));
    // Said once, over the map (issue 22 item 3); the left column keeps only hints.
    await waitForText(ui.page, '[data-testid=map-refusal]', 'Отказ');
    const text = await ui.page.locator('[data-testid=map-refusal-text]').innerText();
    expect(await ui.page.locator('[data-testid=message]').count()).toBe(0);
    expect(text.length).toBeGreaterThan(15);
    await shot(ui.page, '04-refusal');
    await ui.page.keyboard.press('Escape');
  });

  it('plays a skirmish from a scenario file: strike, battery shot, step, recruitment, capture with trophies, undo', async () => {
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await loadSkirmish(ui.page);

    // A move: the marshal sends the musketeer into the Citadel.
    await marchIntoCitadel(ui.page);

    // A strike: general 1 (digit key 2) sends the grenadier at the French musketeer.
    await ui.page.keyboard.press('Digit2');
    await clickCell(ui.page, 14, 14);
    expect((await highlights(ui.page)).strikes).toEqual([{ cell: [15, 15], target: 'N1', ranged: false }]);
    await clickCell(ui.page, 15, 15);
    await waitForUnit(ui.page, 'N1', null);
    await waitForUnit(ui.page, 'A2', [15, 15]);

    // A battery shot: general 2 (on the map), the battery, the dragoon four cells east.
    await clickCell(ui.page, 19, 19);
    await clickCell(ui.page, 18, 16);
    expect((await highlights(ui.page)).strikes).toEqual([{ cell: [22, 16], target: 'N2', ranged: true }]);
    await shot(ui.page, '05-battery-aims');
    await clickCell(ui.page, 22, 16);
    await waitForUnit(ui.page, 'N2', null);
    expect(await unit(ui.page, 'A3')).toMatchObject({ x: 18, y: 16, acted: true });

    // Recruitment: general 3, a free cell of Белый город on the map, the dialog.
    await clickCell(ui.page, 12, 23);
    expect((await highlights(ui.page)).recruits).toContainEqual([13, 19]);
    await clickCell(ui.page, 13, 19);
    await ui.page.locator('[data-testid=recruit-dialog]').waitFor();
    await shot(ui.page, '06-recruit-dialog');
    expect(await ui.page.locator('[data-testid=recruit-dialog] tr[data-type=horse_battery] .why').innerText()).toBe('не хватает складов: нужно 15, есть 10');
    await ui.page.click('[data-testid=recruit-dialog] tr[data-type=grenadier]');
    await ui.page.click('[data-testid=recruit-confirm]');
    await until(async () => (await units(ui.page)).some((u) => u.x === 13 && u.y === 19 && u.type === 'grenadier'), 'the recruit');
    await waitForText(ui.page, '[data-balance=A]', '8 складов');

    // The commander's own step: general 4 one cell north.
    await clickCell(ui.page, 5, 25);
    expect((await highlights(ui.page)).steps).toContainEqual([5, 24]);
    await clickCell(ui.page, 5, 24);
    await waitForUnit(ui.page, 'A-G4', [5, 24]);
    await waitForText(ui.page, '[data-testid=commanders]', 'Все приказы отданы');

    // End moves (Enter): Russia holds the Citadel 1/2, France passes, Russia takes it.
    await ui.page.keyboard.press('Enter');
    await waitForText(ui.page, '[data-testid=to-move]', 'Франция');
    await waitForText(ui.page, '[data-fortress=Цитадель]', 'A 1/2');
    await ui.page.keyboard.press('Enter');
    await ui.page.locator('[data-testid=end-move-dialog]').waitFor();
    await ui.page.keyboard.press('Enter');
    await waitForText(ui.page, '[data-testid=to-move]', 'Россия');
    await ui.page.keyboard.press('Enter');
    await ui.page.locator('[data-testid=end-move-dialog]').waitFor();
    await ui.page.click('[data-testid=end-move-confirm]');
    await ui.page.locator('[data-notice=captured]').waitFor();
    expect(await ui.page.locator('[data-notice=captured]').innerText()).toMatch(/Россия взяла «Цитадель» у Франции; трофеи \+20 \(2 × армейский\)/);
    await waitForText(ui.page, '[data-testid=ledger] tr.trophy', '+20');
    await waitForText(ui.page, '[data-fortress=Цитадель]', 'Россия');
    await shot(ui.page, '07-fortress-captured');

    // Undo (Ctrl+Z by key code): an end of move, so the console first says what it takes back and
    // asks (Enter = yes); then the capture and its trophies are gone; end the move again.
    await ui.page.click('[data-notice=captured] button');
    await ui.page.keyboard.press('Control+KeyZ');
    await ui.page.locator('[data-testid=undo-dialog]').waitFor();
    await ui.page.keyboard.press('Enter');
    await waitForText(ui.page, '[data-fortress=Цитадель]', 'Франция');
    expect(await ui.page.locator('[data-testid=ledger] tr.trophy').count()).toBe(0);
    await ui.page.click('[data-testid=end-move]');
    await ui.page.click('[data-testid=end-move-confirm]');
    await ui.page.locator('[data-notice=captured]').waitFor();
    await waitForText(ui.page, '[data-testid=ledger] tr.trophy', '+20');
  });

  it('finds everything as it was after a reload', async () => {
    const before = await units(ui.page);
    const ledger = await ui.page.locator('[data-testid=ledger]').innerText();
    const countdown = await ui.page.locator('[data-testid=countdown]').innerText();
    await ui.page.reload();
    await waitForMap(ui.page);
    const since = ui.page.locator('[data-testid=since-dialog] button.primary');
    if (await since.count()) await since.click();
    expect(await units(ui.page)).toEqual(before);
    expect(await ui.page.locator('[data-testid=ledger]').innerText()).toBe(ledger);
    expect(await ui.page.locator('[data-testid=countdown]').innerText()).toBe(countdown);
    await waitForText(ui.page, '[data-fortress=Цитадель]', 'Россия');
  });

  it('steps back through history read-only', async () => {
    const slider = ui.page.locator('[data-testid=history-slider]');
    await slider.focus();
    await ui.page.keyboard.press('Home');
    await ui.page.locator('.history-banner').waitFor();
    await waitForUnit(ui.page, 'A1', [8, 10]);
    await waitForUnit(ui.page, 'N1', [15, 15]);
    await shot(ui.page, '08-history');
    await ui.page.click('[data-testid=history-back]');
    await waitForUnit(ui.page, 'A1', [7, 9]);
  });

  it('a lost marshal is appointed anew; the last turn ends with the final standings', async () => {
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await ui.page.setInputFiles('[data-testid=scenario-file]', { name: 'Последний рубеж.json', mimeType: 'application/json', buffer: LAST_STAND });
    await waitForMap(ui.page);
    await waitForText(ui.page, '[data-testid=countdown]', 'последний ход');
    // France strikes the Russian marshal.
    await clickCell(ui.page, 10, 13);
    await clickCell(ui.page, 11, 14);
    await waitForUnit(ui.page, 'A-M', null);
    await ui.page.locator('[data-notice=marshal_lost]').waitFor();
    await ui.page.keyboard.press('Enter');
    // Russia must appoint a marshal before any order.
    await ui.page.locator('[data-testid=appoint-dialog]').waitFor();
    await shot(ui.page, '10-appoint-marshal');
    await ui.page.click('[data-testid=appoint-dialog] button[data-cell="12,19"]');
    await ui.page.locator('[data-testid=appoint-dialog]').waitFor({ state: 'detached' });
    await until(async () => (await units(ui.page)).some((u) => u.army === 'A' && u.type === 'marshal' && u.x === 12 && u.y === 19), 'the new marshal');
    await waitForText(ui.page, '[data-balance=A]', '5 складов');
    // The last move of the last turn: the campaign is over.
    await ui.page.keyboard.press('Enter');
    const confirm = ui.page.locator('[data-testid=end-move-confirm]');
    await until(async () => (await confirm.count()) > 0 || (await ui.page.locator('[data-testid=final-dialog]').count()) > 0, 'the end');
    if (await confirm.count()) await confirm.click();
    await ui.page.locator('[data-testid=final-dialog]').waitFor();
    expect(await ui.page.locator('[data-testid=final-dialog]').innerText()).toContain('Победитель — Франция');
    await shot(ui.page, '11-final-standings');
    await ui.page.click('[data-testid=final-dialog] button.primary');
  });

  it('reopening a campaign tells what happened since the last session', async () => {
    await ui.page.click('[data-testid=menu]');
    await ui.page.click('[data-testid=to-campaigns]');
    await ui.page.locator('[data-testid=recent] button', { hasText: 'Стычка у Цитадели' }).click();
    await waitForMap(ui.page);
    await ui.page.locator('[data-testid=since-dialog]').waitFor();
    expect(await ui.page.locator('[data-testid=since-dialog]').innerText()).toContain('Россия взяла «Цитадель»');
    await shot(ui.page, '12-since-last-session');
    await ui.page.click('[data-testid=since-dialog] button.primary');
  });

  it('switches to English', async () => {
    await ui.page.click('button[data-lang=en]');
    await waitForText(ui.page, '[data-testid=end-move]', 'End move');
    await waitForText(ui.page, '[data-testid=countdown]', 'Turn 2 of 80');
    await waitForText(ui.page, '[data-fortress=Цитадель]', 'Russia');
    await clickCell(ui.page, 62, 35);
    expect((await highlights(ui.page)).commander).toBe('N-M');
    await shot(ui.page, '09-english');
    await ui.page.keyboard.press('Escape');
    expect(ui.errors).toEqual([]);
  });
});
