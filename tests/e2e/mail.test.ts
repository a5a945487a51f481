/**
 * A move by correspondence end to end (issue 23 item 7): `polk move out` writes the packet's page;
 * Chromium opens it from the disk with every request that is not the file itself aborted (and
 * counted: there must be none), the player gives two orders by clicks — and one refused, in the
 * catalog's words — ends the move and saves the move file; `polk move in` applies it, the other
 * army is to move, `polk verify` passes. The campaign's name is user text that tries to break out of
 * the page's script element. The page's size and the time it takes to open are printed (no bound on time).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { moveFileOf, type Packet } from '../../shared/bridge/mail';
import { legalOrders, parseMapFile, reduce, type GameState, type LegalOrder, type Order } from '../../shared/rules/polkovodets';
import { ARMY_NAMES, describeRefusal } from '../../shared/vocab';
import { service, tempDir } from '../db/helpers';
import { REPO_ROOT } from '../support/webServer';
import { skippable } from '../support/skips';
import { chromiumAvailable, createCampaign, launch, openConsole, settled, shot, waitForText } from './support';
import { polk, polkJson as ok } from '../support/polk';

const when = skippable(import.meta.url);
const NAME = '</script><script>window.__pwned = 1</script> Осень';


function stateOf(file: string): GameState {
  const opened = service().open(file, { readOnly: true });
  if (!opened.ok) throw new Error(opened.error.code);
  const state = opened.value.state();
  opened.value.close();
  return state;
}

async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const board = page.locator('[data-testid=board]');
  const cellPx = Number(await board.getAttribute('data-cell-px'));
  await board.click({ position: { x: (x + 0.5) * cellPx, y: (y + 0.5) * cellPx } });
}

when.describe({ 'no-chromium': !chromiumAvailable() })('a move packet in Chromium', { timeout: 180_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs'), 'node', 'packet'], { cwd: REPO_ROOT, stdio: 'pipe' });
    browser = await launch();
  }, 120_000);
  afterAll(async () => browser?.close());

  it('opens offline, takes the orders with the console\'s words, and its move file goes in', async () => {
    const dir = tempDir('mail-e2e');
    ok(dir, 'new', 'c.polk', '--armies', 'A,N,F', '--goal', 'rout', '--size', 'standard', '--seed', '3', '--name', NAME);
    const file = join(dir, 'c.polk');
    const start = stateOf(file);
    const army = start.toMove;
    ok(dir, 'move', 'out', 'c.polk', '--army', army, '--out', 'packet.html');
    const packetFile = join(dir, 'packet.html');
    const size = statSync(packetFile).size;
    expect(size).toBeLessThan(2 * 1024 * 1024);
    const html = readFileSync(packetFile, 'utf8');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'; [^"]*connect-src 'none'/);
    expect(html.split('</script>')).toHaveLength(3); // the module script's and the data element's: the name closed none

    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU', acceptDownloads: true });
    const errors: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('request', (r) => !/^(file|data|blob):/.test(r.url()) && outside.push(r.url()));
    await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    const opening = process.hrtime.bigint();
    await page.goto(pathToFileURL(packetFile).href);
    await page.locator('body[data-ready=true]').waitFor({ state: 'attached' });
    await settled(page);
    const openMs = Number(process.hrtime.bigint() - opening) / 1e6;
    console.log(`packet page: ${size} bytes, opened in ${openMs.toFixed(0)} ms (goto to drawn, fonts ready)`);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    await expect.poll(() => page.locator('header .meta').textContent()).toContain(NAME);

    // A move order: the commander's button brings his square into view, then the unit and its cell.
    const legal = legalOrders(start);
    const move = legal.find((o): o is Extract<LegalOrder, { kind: 'move' }> => o.kind === 'move')!;
    await page.getByRole('button', { name: new RegExp(`^${move.commander} ·`) }).click();
    const mover = start.units.find((u) => u.id === move.unit)!;
    await clickCell(page, mover.x, mover.y);
    // An empty cell far off the unit's reach first: refused, in the catalog's words for the engine's refusal.
    const empty = (x: number, y: number) => x >= 0 && y >= 0 && x < start.map.width && y < start.map.height && !start.units.some((u) => u.x === x && u.y === y);
    const offsets = [[0, -7], [0, 7], [-7, 0], [7, 0]].filter(([dx, dy]) => empty(mover.x + dx, mover.y + dy));
    const far: Order = { kind: 'move', commander: move.commander, unit: move.unit, to: [mover.x + offsets[0][0], mover.y + offsets[0][1]] };
    const refusal = reduce(start, { kind: 'order', order: far });
    expect(refusal.ok).toBe(false);
    if (!refusal.ok) {
      await clickCell(page, far.to[0], far.to[1]);
      await expect.poll(() => page.locator('[data-testid=message]').textContent()).toBe(describeRefusal(refusal.error, 'ru'));
    }
    // The unit stays picked after a refusal: its listed cell is the order.
    await clickCell(page, move.to[0], move.to[1]);
    await expect.poll(() => page.locator('[data-testid=orders] li').count()).toBe(1);
    const after = reduce(start, { kind: 'order', order: move });
    if (!after.ok) throw new Error(after.error.code);

    // Another commander's own step.
    const step = legalOrders(after.value.state).find((o) => o.kind === 'step' && o.commander !== move.commander)!;
    await page.getByRole('button', { name: new RegExp(`^${step.commander} ·`) }).click();
    await clickCell(page, step.to[0], step.to[1]);
    await expect.poll(() => page.locator('[data-testid=orders] li').count()).toBe(2);

    // End the move: the confirmation, then the move file as a download.
    await page.click('[data-testid=end-move]');
    const download = page.waitForEvent('download');
    await page.click('[data-testid=save]');
    const saved = join(dir, (await download).suggestedFilename());
    await (await download).saveAs(saved);
    await shot(page, 'mail-packet-saved');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();

    const move_ = JSON.parse(readFileSync(saved, 'utf8'));
    expect(move_.actions.map((a: { kind: string }) => a.kind)).toEqual(['order', 'order', 'end_move']);
    const applied = ok(dir, 'move', 'in', 'c.polk', saved);
    expect(applied).toMatchObject({ ok: true, army, actions: 3 });
    expect(applied.state.toMove).not.toBe(army);
    expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
  });
});

when.describe({ 'no-chromium': !chromiumAvailable() })('a packet whose fortress is named like a script', { timeout: 180_000 }, () => {
  it('keeps the name as text: the page holds only its own two scripts, and nothing ran from the name', async () => {
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs'), 'node', 'packet'], { cwd: REPO_ROOT, stdio: 'pipe' });
    const dir = tempDir('mail-names');
    // The default map inline, its first fortress renamed (names are the game master's text).
    ok(dir, 'new', 'plain.polk', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '3');
    ok(dir, 'export', 'plain.polk', 'plain.json');
    ok(dir, 'map', 'new', 'map.json', '--from', 'default');
    const scenario = JSON.parse(readFileSync(join(dir, 'plain.json'), 'utf8'));
    const { format: _format, ...map } = JSON.parse(readFileSync(join(dir, 'map.json'), 'utf8'));
    const evil = '</script><script>window.__pwned = 2</script><!--';
    const old = map.fortresses[0].name as string;
    map.fortresses[0] = { ...map.fortresses[0], name: evil, nameEn: undefined };
    scenario.map = map;
    if (scenario.fortressOwners?.[old] !== undefined) {
      scenario.fortressOwners[evil] = scenario.fortressOwners[old];
      delete scenario.fortressOwners[old];
    }
    writeFileSync(join(dir, 'evil.json'), JSON.stringify(scenario));
    ok(dir, 'new', 'c.polk', '--scenario', 'evil.json');
    const army = stateOf(join(dir, 'c.polk')).toMove;
    ok(dir, 'move', 'out', 'c.polk', '--army', army, '--out', 'packet.html');
    const html = readFileSync(join(dir, 'packet.html'), 'utf8');
    expect(html.split('</script>')).toHaveLength(3);
    expect(html).not.toContain(evil);
    const browser = await launch();
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU' });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
      await page.goto(pathToFileURL(join(dir, 'packet.html')).href);
      await page.locator('body[data-ready=true]').waitFor({ state: 'attached' });
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(await page.locator('script').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

when.describe({ 'no-chromium': !chromiumAvailable() })('a packet for an army that lost its marshal', { timeout: 180_000 }, () => {
  it('appoints the marshal on the page before anything else; the move goes in', async () => {
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs'), 'node', 'packet'], { cwd: REPO_ROOT, stdio: 'pipe' });
    const dir = tempDir('mail-marshal');
    copyFileSync(join(REPO_ROOT, 'tests', 'e2e', 'fixtures', 'last-stand.json'), join(dir, 'last-stand.json'));
    ok(dir, 'new', 'c.polk', '--scenario', 'last-stand.json');
    // France's marshal takes Russia's: Russia must appoint one before any order.
    ok(dir, 'order', 'c.polk', '--commander', 'N-M', '--unit', 'N1', '--to', '11,14');
    ok(dir, 'end-move', 'c.polk');
    const start = stateOf(join(dir, 'c.polk'));
    expect(start.toMove).toBe('A');
    ok(dir, 'move', 'out', 'c.polk', '--army', 'A', '--out', 'packet.html');
    const browser = await launch();
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU', acceptDownloads: true });
      await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
      await page.goto(pathToFileURL(join(dir, 'packet.html')).href);
      await page.locator('body[data-ready=true]').waitFor({ state: 'attached' });
      await expect.poll(() => page.locator('[data-testid=message]').textContent()).toContain('Маршал погиб');
      // France's move is what happened since Russia's last move.
      await expect.poll(() => page.locator('[data-testid=since] li').count()).toBe(2);
      await clickCell(page, 12, 19);
      await expect.poll(() => page.locator('[data-testid=orders] li').count()).toBe(1);
      await page.click('[data-testid=end-move]');
      const download = page.waitForEvent('download');
      await page.click('[data-testid=save]');
      const saved = join(dir, 'move.json');
      await (await download).saveAs(saved);
      const move = JSON.parse(readFileSync(saved, 'utf8'));
      expect(move.actions).toEqual([{ kind: 'appoint', at: [12, 19] }, { kind: 'end_move' }]);
      expect(ok(dir, 'move', 'in', 'c.polk', saved)).toMatchObject({ ok: true, army: 'A' });
      expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

when.describe({ 'no-chromium': !chromiumAvailable() })('«Ход по почте» in the window', { timeout: 180_000 }, () => {
  it('hands out a packet, takes the move file in, offers the next army\'s packet, and refuses the same file again', async () => {
    const errors: string[] = [];
    const { web, browser, page } = await openConsole(errors, { acceptDownloads: true });
    /** The open campaign's head, asked over the console's own API. */
    const headSeq = async (): Promise<number> => {
      const r = await fetch(`http://127.0.0.1:${web.port}/api/call/campaign.current`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': web.token }, body: '{}' });
      return ((await r.json()) as { value: { seq: number } }).value.seq;
    };
    try {
      await createCampaign(page, 'Почтовая', 5);
      await page.click('[data-testid=menu]');
      await page.click('[data-testid=open-mail]');
      await page.locator('[data-testid=mail-dialog]').waitFor();
      const downloaded = page.waitForEvent('download');
      await page.click('[data-testid=mail-packet]');
      const html = readFileSync((await (await downloaded).path())!, 'utf8');
      const packet = JSON.parse(/<script type="application\/json" id="polk-packet">([\s\S]*?)<\/script>/.exec(html)![1]) as Packet;
      await waitForText(page, '[data-testid=mail-keys]', 'ждём ход');

      // The player's move, made with the engine on the packet's own position.
      const map = parseMapFile(packet.map);
      if (!map.ok) throw new Error(map.error.code);
      const state = { ...(packet.state as Omit<GameState, 'map'>), map: map.value } as GameState;
      const order = legalOrders(state)[0];
      const move = moveFileOf(packet, [{ kind: 'order', order }, { kind: 'end_move' }]);
      const dir = tempDir('mail-window');
      const file = join(dir, 'move.json');
      writeFileSync(file, JSON.stringify(move));
      await page.setInputFiles('[data-testid=mail-file]', file);
      await waitForText(page, '[data-testid=mail-done]', 'внесён');
      await waitForText(page, '[data-testid=mail-keys]', 'ход внесён');
      const next = await page.locator('[data-testid=mail-next]').textContent();
      expect(next).not.toContain(ARMY_NAMES[packet.army].ru);
      await shot(page, 'mail-dialog-after-move');

      // The same file again: refused in the service's words, nothing changed.
      const seq = await headSeq();
      await page.setInputFiles('[data-testid=mail-file]', file);
      await waitForText(page, '[data-testid=mail-error]', 'израсходован');
      const after = await headSeq();
      expect(after).toBe(seq);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await web.stop();
    }
  });
});
