/**
 * The desktop console serves a player's phone (issue 23 item 8), in Debian's Chromium: the desktop
 * main's composition (main/electron/desktop.ts, as main.ts composes it, without Electron) serving
 * the built window. The game master switches the club network on and mints a code through the
 * dispatcher, as the window's preload bridge does; a phone at 390×844 opens the code's address on
 * 127.0.0.2 (the club network here) and shows its army; an order the game master gives reaches the
 * phone's view through its event stream. Screenshot under test-artifacts/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AccessList, CampaignView, Played, Reply, ViewToken } from '../../shared/bridge/contract';
import type { LegalOrder } from '../../shared/rules/polkovodets';
import type { Desktop } from '../../main/electron/desktop';
import { composeTestDesktop } from '../support/desktop';
import { BUILT_RENDERER } from '../support/webServer';
import { chromiumAvailable, ensureRendererBuilt, launch, shot, until } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

when.describe({ 'no-chromium': !chromiumAvailable() })('the desktop console serves a phone', { timeout: 120_000 }, () => {
  let dir: string;
  let desktop: Desktop;
  let browser: Browser;
  const errors: string[] = [];

  /** The game master's call, as the preload bridge's IPC handler makes it. */
  async function gm<T>(name: string, args: unknown): Promise<T> {
    const r = (await desktop.dispatcher.call(name, args)) as Reply<T>;
    if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message.en}`);
    return r.value;
  }

  beforeAll(async () => {
    ensureRendererBuilt();
    dir = mkdtempSync(join(tmpdir(), 'polk-desktop-phone-'));
    desktop = composeTestDesktop(dir, () => undefined, BUILT_RENDERER);
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await desktop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a phone opens its army’s view from the club address and follows the game master’s orders', async () => {
    const view = await gm<CampaignView>('campaign.create', { name: 'Клубный вечер', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 } });
    const army = view.state.toMove;
    const list = await gm<AccessList>('access.setLan', { address: '127.0.0.2' });
    const code = await gm<ViewToken>('access.mint', { kind: 'army', army });

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', isMobile: true, hasTouch: true });
    phone.on('pageerror', (e) => errors.push(e.message));
    phone.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await phone.goto(`${list.lan!.origin}/v/${code.code}`);
    await phone.locator('[data-testid=army-view]').waitFor();
    const ordersLeft = phone.locator('[data-testid=orders-left]');
    await ordersLeft.waitFor();
    const before = await ordersLeft.textContent();
    expect(before).toMatch(/^приказов осталось: (\d+) из \1$/);

    const legal = await gm<LegalOrder[]>('game.legalOrders', {});
    const played = await gm<Played>('game.order', { order: legal[0], since: view.seq });
    expect(played.view.seq).toBe(view.seq + 1);
    // The phone hears of it on its stream and counts one order fewer.
    await until(async () => (await ordersLeft.textContent()) !== before, 'the phone follows the order');
    const [, left, total] = /(\d+) из (\d+)/.exec((await ordersLeft.textContent()) ?? '')!;
    expect(Number(left)).toBe(Number(total) - 1);
    expect((await phone.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);
    await shot(phone, 'desktop-phone-army-view-390x844');
    expect(errors).toEqual([]);
    await phone.close();
  });
});
