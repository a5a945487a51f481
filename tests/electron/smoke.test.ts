// The Electron smoke test (Playwright's _electron): open the console, create a campaign, give an
// order, quit, start again: the campaign and the order are still there. It drives the real main
// process, preload and IPC through `(globalThis as unknown as Page$).polkovodets`; the renderer's own UI steps run in its
// browser-mode e2e suite. Skipped, with the reason, where no Electron binary can be had.
import { afterAll, describe, expect } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import type { PreloadApi } from '../../shared/bridge/wire';
import { probeElectron } from '../support/electron';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const root = resolve(__dirname, '..', '..');
const mainBundle = join(root, 'out', 'main', 'electron.cjs');
const probe = probeElectron();
const built = existsSync(mainBundle) && existsSync(join(root, 'out', 'preload', 'preload.cjs'));
const skipReason = probe.skipReason ?? (built ? null : 'out/main/electron.cjs is not built (run npm run build)');
if (skipReason) console.warn(`SKIPPED Electron smoke test: ${skipReason}.`);

/** What the page's global object has, as seen from the tests (the tests compile without DOM types). */
type Page$ = { polkovodets: PreloadApi; location: { origin: string } };

const userData = mkdtempSync(join(tmpdir(), 'polk-electron-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

async function launch(): Promise<{ app: ElectronApplication; win: Page }> {
  const app = await _electron.launch({
    executablePath: probe.path!,
    args: [mainBundle],
    env: { ...process.env, POLK_USER_DATA_DIR: userData, ELECTRON_ENABLE_LOGGING: '1' },
    timeout: 60_000,
  });
  const win = await app.firstWindow();
  await win.waitForLoadState('domcontentloaded');
  return { app, win };
}

describe('Electron smoke test', () => {
  when.it({ 'no-electron': probe.skipReason !== null, 'not-built': !built })(`open, create a campaign, give an order, quit, reopen: still there${skipReason ? ` — SKIPPED: ${skipReason}` : ''}`, { timeout: 180_000 }, async () => {
    let { app, win } = await launch();
    // The window is sandboxed and isolated: no Node, only the bridge.
    expect(await win.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await win.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    expect(await win.evaluate(() => (globalThis as unknown as Page$).location.origin)).toBe('app://polkovodets');
    const info = await win.evaluate(() => (globalThis as unknown as Page$).polkovodets.appInfo({}));
    expect(info).toMatchObject({ ok: true, value: { mode: 'electron', campaignsDir: join(userData, 'campaigns') } });

    const created = await win.evaluate(() => (globalThis as unknown as Page$).polkovodets.campaignCreate({ name: 'Дымная', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 7 } }));
    if (!created.ok) throw new Error(created.error.message.en);
    const changed = win.evaluate(() => new Promise((r) => (globalThis as unknown as Page$).polkovodets.onCampaignChanged(r)));
    const legal = await win.evaluate(() => (globalThis as unknown as Page$).polkovodets.gameLegalOrders({}));
    if (!legal.ok || legal.value.length === 0) throw new Error('no legal order');
    const order = legal.value[0]!;
    const applied = await win.evaluate((o) => (globalThis as unknown as Page$).polkovodets.gameOrder({ order: o as never }), order);
    if (!applied.ok) throw new Error(applied.error.message.en);
    expect(await changed).toEqual({ path: created.value.path, seq: applied.value.view.seq });
    await app.close();

    ({ app, win } = await launch());
    const recent = await win.evaluate(() => (globalThis as unknown as Page$).polkovodets.campaignListRecent({}));
    expect(recent.ok && recent.value.map((r: { path: string }) => r.path)).toContain(created.value.path);
    const reopened = await win.evaluate((path) => (globalThis as unknown as Page$).polkovodets.campaignOpen({ path }), created.value.path);
    if (!reopened.ok) throw new Error(reopened.error.message.en);
    expect(reopened.value.seq).toBe(applied.value.view.seq);
    const history = await win.evaluate(() => (globalThis as unknown as Page$).polkovodets.historyEntries({}));
    expect(history.ok && history.value.some((h: { kind: string }) => h.kind === 'order')).toBe(true);
    await app.close();
  });
});
