// Players give their own orders from a phone (issue 23 items 1, 4, 5; issue 22 item 5), in Debian's
// Chromium against the real server: the game master at 1366×768 and a phone page at 390×844 on the
// same campaign, the club network on 127.0.0.2 (a local address distinct from 127.0.0.1 on Linux,
// which the dialog accepts as reachable only with `e2e` in the URL). The player gives two orders by
// touch and ends the move; the console and the table screen follow by their events. With the «wait
// for me» policy the other army's move waits on the console and is accepted there.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestWebServer } from '../support/webServer';
import { arrowLitAt, chromiumAvailable, loadSkirmish, proposalArrowAt, openConsole, settled, shot, tableUnits, until, waitForText, waitForUnit } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const errors: string[] = [];
let web: TestWebServer;
let browser: Browser;
let gm: Page;

beforeAll(async () => {
  if (!chromiumAvailable()) return;
  ({ web, browser, page: gm } = await openConsole(errors, { interfaces: () => ['127.0.0.2'] }));
  await gm.setViewportSize({ width: 1366, height: 768 });
  await loadSkirmish(gm);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await web?.stop();
});

interface PhoneLegal {
  kind: string;
  commander: string;
  unit?: string;
  to: [number, number];
}
const phoneLegal = (p: Page) => p.evaluate('window.__polkPhone.legal()') as Promise<PhoneLegal[]>;

/** Tap a cell of the phone's map with a finger. */
async function tapCell(p: Page, x: number, y: number): Promise<void> {
  await settled(p);
  const at = (await p.evaluate(`window.__polkPhone.cellPoint(${x}, ${y})`)) as { x: number; y: number } | null;
  expect(at, `cell ${x},${y} on the phone's screen`).not.toBeNull();
  await p.touchscreen.tap(at!.x, at!.y);
}

/** The phone page of an order code, opened on the club network's address at 390×844 with touch. */
async function openPhone(code: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'ru-RU' });
  // Each vibration the page asks for, recorded (headless Chromium has no motor to feel).
  await context.addInitScript('window.__vibrations = []; navigator.vibrate = (pattern) => { window.__vibrations.push(pattern); return true; };');
  const p = await context.newPage();
  p.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  await p.goto(`${web.lan()!.origin}/?token=${code}&e2e=1`);
  await p.locator('[data-testid=phone-orders]').waitFor();
  return p;
}

/** Give one order by touch: the commander's chip, the unit, the target, «Подтвердить». */
async function order(p: Page, commander: string, unit: { x: number; y: number; id: string }, pick: (o: PhoneLegal) => boolean): Promise<PhoneLegal> {
  await p.click(`[data-commander="${commander}"]`);
  await tapCell(p, unit.x, unit.y);
  await until(async () => (await phoneLegal(p)).some((o) => o.unit === unit.id && pick(o)), `orders of ${unit.id} lit`);
  const chosen = (await phoneLegal(p)).find((o) => o.commander === commander && o.unit === unit.id && o.kind === 'move' && pick(o))!;
  await tapCell(p, chosen.to[0], chosen.to[1]);
  await p.locator('[data-testid=phone-confirm]').waitFor();
  await p.click('[data-testid=phone-confirm-order]');
  await p.locator('[data-testid=phone-confirm]').waitFor({ state: 'detached' });
  return chosen;
}

async function codeOf(page: Page, army: string): Promise<string> {
  const li = page.locator(`[data-testid=view-tokens] li[data-view="${army}"][data-orders="yes"]`).last();
  await li.waitFor();
  return (await li.locator('[data-testid=view-code]').textContent())!.trim();
}

when.describe({ 'no-chromium': !chromiumAvailable() })('players order from a phone', () => {
  let table: Page;
  let phone: Page;
  let france: Page;

  it('the codes wait for the club network; then an order code is minted with its phone address and QR code', async () => {
    await gm.click('[data-testid=menu]');
    await gm.click('[data-testid=open-screens]');
    await gm.locator('[data-testid=codes-lan-off]').waitFor();
    expect(await gm.locator('[data-testid=view-url]').count()).toBe(0);
    // The switch offered right there.
    await gm.selectOption('[data-testid=codes-lan-switch]', '127.0.0.2');
    await gm.locator('[data-testid=view-entry]').waitFor();
    expect(await gm.textContent('[data-testid=view-entry]')).toContain(`http://127.0.0.2:${web.lan()!.port}/v`);
    await gm.click('[data-mint-orders="A"]');
    const code = await codeOf(gm, 'A');
    const li = gm.locator(`[data-testid=view-tokens] li[data-view="A"][data-orders="yes"]`);
    expect(await li.locator('[data-testid=view-url]').textContent()).toBe(`http://127.0.0.2:${web.lan()!.port}/v/${code}`);
    expect(await li.locator('svg, canvas, img').count()).toBeGreaterThan(0);
    // The table screen, by its own code on this machine.
    const href = await gm.getAttribute('[data-testid=open-table]', 'href');
    table = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'ru-RU' });
    table.on('pageerror', (e) => errors.push(`table: ${e.message}`));
    await table.goto(`${href!.replace('/v/', '/?token=')}&e2e=1`);
    await table.locator('[data-testid=table-screen]').waitFor();
    // The phone opens it first: its device is listed, and the console says who is ordering.
    phone = await openPhone(code, 'phone A');
    await until(async () => (await li.locator('[data-testid=code-device]').count()) === 1, 'the phone listed under its code');
    await waitForText(gm, '[data-testid=access-players] li[data-army="A"]', 'Россия: приказы с телефона игрока');
    await li.scrollIntoViewIfNeeded();
    await shot(gm, 'players-dialog-1366');
    await gm.click('[data-testid=access-close]');
    await waitForText(gm, '[data-testid=player-line][data-army="A"]', 'Россия: приказы с телефона игрока');
  }, 120_000);

  it('the player gives two orders by touch and ends the move; the console and the table screen follow', async () => {
    await waitForText(phone, '[data-testid=your-move]', 'Ваш ход');
    expect(await phone.title()).toMatch(/Ваш ход/);
    // The marshal (10,14) sends musketeer A1 (8,10); the map zooms to his square.
    const before = (await phone.evaluate('window.__polkPhone.cellPx()')) as number;
    await phone.click('[data-commander="A-M"]');
    await until(async () => ((await phone.evaluate('window.__polkPhone.cellPx()')) as number) > before, 'the map zoomed to his square');
    const first = await order(phone, 'A-M', { id: 'A1', x: 8, y: 10 }, () => true);
    await waitForUnit(gm, 'A1', first.to);
    await until(async () => (await tableUnits(table)).some((u) => u.id === 'A1' && u.x === first.to[0] && u.y === first.to[1]), 'the table shows A1 moved');
    // The commander's own step: his cell's lit neighbours; then taken back (his own last order, nothing after it).
    await phone.click('[data-commander="A-G2"]');
    await until(async () => (await phoneLegal(phone)).some((o) => o.commander === 'A-G2' && o.kind === 'step'), 'his steps lit');
    const step = (await phoneLegal(phone)).find((o) => o.commander === 'A-G2' && o.kind === 'step')!;
    await tapCell(phone, step.to[0], step.to[1]);
    await phone.click('[data-testid=phone-confirm-order]');
    await waitForUnit(gm, 'A-G2', step.to);
    await phone.click('[data-testid=phone-take-back]');
    await waitForUnit(gm, 'A-G2', [19, 19]);
    // A1's order is his last again: still his to take back. The phone learns of the take-back after the
    // console has it (the console's change goes out to it as an event), so this waits for the phone.
    await until(() => phone.locator('[data-testid=phone-take-back]').isEnabled(), "A1's order his to take back again on the phone");
    // General A-G1 (16,13) sends grenadier A2 (14,14).
    await phone.click('[data-commander="A-G1"]');
    await tapCell(phone, 14, 14);
    await settled(phone);
    await shot(phone, 'players-phone-390x844');
    await phone.click('[data-commander="A-G1"]');
    // A target the engine does not list is sent anyway and refused in the console's own words.
    const seqBefore = (await phone.evaluate(`document.querySelectorAll('[data-testid=log] li').length`)) as number;
    await tapCell(phone, 14, 14);
    await tapCell(phone, 12, 17);
    await phone.click('[data-testid=phone-confirm-order]');
    await phone.locator('[data-testid=phone-refusal]').waitFor();
    const said = (await phone.textContent('[data-testid=phone-refusal]'))!.trim();
    const asked = (await (
      await fetch(`${web.origin}/api/call/game.order`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': web.token }, body: JSON.stringify({ order: { kind: 'move', commander: 'A-G1', unit: 'A2', to: [12, 17] } }) })
    ).json()) as { ok: boolean; error: { message: { ru: string } } };
    expect(asked.ok).toBe(false);
    expect(said).toBe(asked.error.message.ru);
    expect((await phone.evaluate(`document.querySelectorAll('[data-testid=log] li').length`)) as number).toBe(seqBefore);
    await phone.click('[data-commander="A-G1"]');
    const second = await order(phone, 'A-G1', { id: 'A2', x: 14, y: 14 }, () => true);
    await waitForUnit(gm, 'A2', second.to);
    // The console's log says the player's phone gave them.
    await gm.locator('[data-testid=log-source][data-source="code"]').nth(1).waitFor({ state: 'attached' });
    // A recruitment: general A-G3 (12,23) at a free cell of Белый город, the type picked from its cost.
    await phone.click('[data-commander="A-G3"]');
    await until(async () => (await phoneLegal(phone)).some((o) => o.commander === 'A-G3' && o.kind === 'recruit'), 'his fortress cells lit');
    const cell = (await phoneLegal(phone)).find((o) => o.commander === 'A-G3' && o.kind === 'recruit')!;
    await tapCell(phone, cell.to[0], cell.to[1]);
    await phone.locator('[data-testid=phone-recruit]').waitFor();
    await shot(phone, 'players-phone-390x844-recruit');
    await phone.click('[data-testid=phone-recruit] [data-recruit="musketeer"]');
    await until(async () => (await tableUnits(table)).some((u) => u.x === cell.to[0] && u.y === cell.to[1]), 'the recruit on the table screen');
    // «Закончить ход» with the orders listed.
    await phone.click('[data-testid=phone-end-move]');
    await phone.locator('[data-testid=phone-end-list] li').nth(2).waitFor();
    expect(await phone.locator('[data-testid=phone-end-list] li').count()).toBe(3);
    await shot(phone, 'players-phone-390x844-end');
    await phone.click('[data-testid=phone-end-yes]');
    await waitForText(gm, '[data-testid=to-move]', 'Франция');
    await waitForText(table, '[data-testid=table-to-move]', 'Франция');
    await waitForText(phone, '[data-testid=army-move]', 'Франция');
    // A reload keeps this phone's own token (the code is spent); another phone with the same code only looks.
    await phone.reload();
    await waitForText(phone, '[data-testid=phone-role]', 'приказы с этого телефона');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    const late = await context.newPage();
    await late.goto(`${web.lan()!.origin}/?token=${new URL(phone.url()).searchParams.get('token')}`);
    await waitForText(late, '.claim-refused', 'уже закреплён за другим телефоном');
    expect(await late.locator('[data-testid=phone-orders]').count()).toBe(0);
    await context.close();
    expect(await tableUnits(table)).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'A1', x: first.to[0], y: first.to[1] }), expect.objectContaining({ id: 'A2', x: second.to[0], y: second.to[1] })]));
  }, 120_000);

  it('the phone page at a tablet’s 768×1024', async () => {
    await phone.setViewportSize({ width: 768, height: 1024 });
    await phone.locator('[data-testid=phone-map]').waitFor();
    await settled(phone);
    const box = await phone.locator('[data-testid=phone-map]').boundingBox();
    expect(box!.width).toBeGreaterThan(700);
    await shot(phone, 'players-tablet-768x1024');
    await phone.setViewportSize({ width: 390, height: 844 });
    // In English, on this device: the phone's own words too.
    await phone.click('[data-lang=en]');
    await waitForText(phone, '[data-testid=phone-role]', 'orders from this phone');
    await waitForText(phone, '.phone-orders', 'France is to move. The phone will tell you when the move reaches you.');
    await shot(phone, 'players-phone-390x844-en');
    await phone.click('[data-lang=ru]');
    await waitForText(phone, '[data-testid=phone-role]', 'приказы с этого телефона');
  }, 60_000);

  it('with «wait for me» the other army’s move waits on the console and is accepted there', async () => {
    await gm.click('[data-testid=menu]');
    await gm.click('[data-testid=open-screens]');
    await gm.click('[data-mint-orders="N"]');
    const code = await codeOf(gm, 'N');
    await gm.locator('[data-testid=view-tokens] li[data-view="N"][data-orders="yes"] [data-testid=code-policy]').selectOption('propose');
    await until(async () => (await gm.locator('[data-testid=view-tokens] li[data-view="N"][data-orders="yes"] [data-testid=code-policy]').inputValue()) === 'propose', 'the policy set');
    france = await openPhone(code, 'phone N');
    await waitForText(france, '[data-testid=your-move]', 'ход ждёт ведущего');
    await gm.click('[data-testid=access-close]');
    // The marshal (62,35) moves musketeer N3 (60,35): planned on the phone, nothing recorded yet.
    const planned = await order(france, 'N-M', { id: 'N3', x: 60, y: 35 }, () => true);
    await waitForText(france, '.phone-orders', 'Приказы на утверждение: 1');
    await france.click('[data-testid=phone-end-move]');
    await france.click('[data-testid=phone-end-yes]');
    await france.locator('[data-testid=phone-sent]').waitFor();
    await gm.locator('[data-testid=player-proposal][data-army="N"]').waitFor();
    expect(await gm.textContent('[data-testid=to-move]')).toContain('Франция');
    // Drawn on the console's map like the machine's proposal (issue 23 item 5): framed, an arrow in
    // France's colour from N3 to its cell; the row under the pointer lights its arrow.
    await until(() => proposalArrowAt(gm, [60, 35], planned.to, 'N'), 'the waiting move drawn on the map');
    expect(await arrowLitAt(gm, [60, 35], planned.to)).toBe(false);
    await gm.locator('[data-testid=player-proposal][data-army="N"] li[data-kind=order]').first().hover();
    await until(() => arrowLitAt(gm, [60, 35], planned.to), 'the hovered row\'s arrow lit');
    await settled(gm);
    await shot(gm, 'players-console-waiting-move-1366');
    await gm.mouse.move(5, 5);
    await gm.click('[data-testid=player-accept]');
    await waitForText(gm, '[data-testid=to-move]', 'Россия');
    await waitForUnit(gm, 'N3', planned.to);
    // Accepted: nothing waits, so no arrow is drawn any more (N3 stands on its cell now).
    await gm.locator('[data-testid=player-proposal]').waitFor({ state: 'detached' });
    // The map draws on its next frames, after the list is gone: read it once the page has settled.
    await settled(gm);
    expect(await proposalArrowAt(gm, [60, 35], planned.to, 'N')).toBe(false);
    await france.locator('[data-decided="accepted"]').waitFor();
    await waitForText(table, '[data-testid=table-to-move]', 'Россия');
    // The move is back with Russia: its phone says «Ваш ход» in its title and vibrates (not at its first look).
    await waitForText(phone, '[data-testid=your-move]', 'Ваш ход');
    expect(await phone.title()).toMatch(/^● Ваш ход/);
    expect(((await phone.evaluate('window.__vibrations')) as unknown[]).length).toBe(1);
    // The game master takes over Russia's phone: it says so and offers no order any more.
    await gm.click('[data-testid=menu]');
    await gm.click('[data-testid=open-screens]');
    await gm.locator('[data-testid=view-tokens] li[data-view="A"][data-orders="yes"] [data-testid=code-policy]').selectOption('read');
    await phone.locator('[data-testid=phone-read-only]').waitFor();
    expect(await phone.locator('[data-testid=phone-orders]').count()).toBe(0);
    await waitForText(gm, '[data-testid=access-players] li[data-army="A"]', 'Россия: ведёт ведущий');
    await gm.click('[data-testid=access-close]');
    expect(errors).toEqual([]);
  }, 120_000);
  it('a waiting move whose position changed is shown out of date with why, never offered for acceptance, and dismissed', async () => {
    /** A game master's call over the console's own transport (what his «Закончить ход» sends). */
    const gmCall = async (name: string, args: object) =>
      (await (await fetch(`${web.origin}/api/call/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': web.token }, body: JSON.stringify(args) })).json()) as { ok: boolean; value: { view: { seq: number } } };
    const russiaDone = await gmCall('game.endMove', {});
    expect(russiaDone.ok).toBe(true);
    await waitForText(france, '[data-testid=your-move]', 'ход ждёт ведущего');
    // France sends its move (no orders, the end of move) to wait for the game master…
    await france.click('[data-testid=phone-end-move]');
    await france.click('[data-testid=phone-end-yes]');
    await france.locator('[data-testid=phone-sent]').waitFor();
    const proposal = gm.locator('[data-testid=player-proposal][data-army="N"]');
    await proposal.waitFor();
    expect(await proposal.locator('[data-testid=player-accept]').count()).toBe(1);
    // …who plays France's move himself meanwhile: the waiting one was made on an older position.
    const franceDone = await gmCall('game.endMove', {});
    expect(franceDone.ok).toBe(true);
    await gm.locator('[data-testid=player-proposal][data-army="N"][data-outdated="yes"]').waitFor();
    const why = (await proposal.locator('[data-testid=player-outdated]').innerText()).trim();
    expect(why).toContain(`записи ${russiaDone.value.view.seq}`);
    expect(why).toContain(`теперь запись ${franceDone.value.view.seq}`);
    expect(await proposal.locator('[data-testid=player-accept]').count()).toBe(0);
    expect((await proposal.locator('[data-testid=player-reject]').innerText()).trim()).toBe('Убрать');
    await proposal.scrollIntoViewIfNeeded();
    await settled(gm);
    await shot(gm, 'players-console-outdated-move-1366');
    // The phone says so too, and after the dismissal it does not take it for accepted.
    await france.locator('[data-testid=phone-sent][data-outdated="yes"]').waitFor();
    await shot(france, 'players-phone-390x844-outdated');
    await proposal.locator('[data-testid=player-reject]').click();
    await proposal.waitFor({ state: 'detached' });
    await france.locator('[data-decided="outdated"]').waitFor();
    await shot(france, 'players-phone-390x844-dismissed');
    expect(errors).toEqual([]);
  }, 120_000);
});

