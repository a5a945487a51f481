/**
 * Browser mode's files in Debian's Chromium (issue 11, item 5): the start screen lists the campaigns
 * folder and opens a campaign by name; a campaign from elsewhere comes in as an upload; the export
 * dialog downloads the copy (a real SQLite file) and the scenario, and saves a scenario under a name
 * in the folder, replacing an existing file there only after the game master confirms.
 * Screenshots (1440×900) go to test-artifacts/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestWebServer, type TestWebServer } from '../support/webServer';
import { rawRequest } from '../support/http';
import { chromiumAvailable, ensureRendererBuilt, launch, shot, waitForMap, waitForText } from './support';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const preset = { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 };

when.describe({ 'no-chromium': !chromiumAvailable() })('files in browser mode', { timeout: 90_000 }, () => {
  let web: TestWebServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  let uploadBytes: Buffer;

  const call = async (name: string, body: unknown) => JSON.parse((await rawRequest({ port: web.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': web.token }, body: JSON.stringify(body) })).body);

  beforeAll(async () => {
    ensureRendererBuilt();
    web = await startTestWebServer();
    // Two campaigns in the folder, and the download of a third, which then leaves the folder.
    for (const name of ['Бородино', 'Лейпциг']) {
      await call('campaign.create', { name, preset });
      await call('campaign.close', {});
    }
    await call('campaign.create', { name: 'Привозная', preset });
    const down = await call('campaign.export', {});
    uploadBytes = Buffer.from(down.value.download.body, 'base64');
    await call('campaign.close', {});
    await call('campaign.open', { path: 'Бородино.polk' });
    await call('campaign.close', {});
    const { rmSync } = await import('node:fs');
    rmSync(join(web.core.campaignsDir, 'Привозная.polk'));
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU', acceptDownloads: true });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${web.url}&e2e=1`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it('lists the campaigns folder by name and opens one from it', async () => {
    await waitForText(page, '[data-testid=folder]', 'Лейпциг.polk');
    const text = await page.locator('[data-testid=folder]').innerText();
    expect(text).toContain('Бородино.polk');
    expect(text).toContain('Загрузить файл кампании');
    // No path field, no folder of the machine to type.
    expect(await page.locator('input[name=importPath]').count()).toBe(0);
    await shot(page, 'files-01-start-folder');
    await page.click('text=Лейпциг.polk');
    await waitForMap(page);
    await page.click('[data-testid=menu]');
    await page.click('[data-testid=to-campaigns]');
    await waitForText(page, '[data-testid=folder]', 'Лейпциг.polk');
  });

  it('refuses a typed path outside the folder in words', async () => {
    await page.fill('input[name=openPath]', '../recent.json');
    await page.click('[data-testid=folder] button[type=submit]');
    await waitForText(page, '[data-testid=failure]', 'только по имени в папке кампаний');
    await shot(page, 'files-02-outside-refused');
  });

  it('imports a campaign from elsewhere as an upload', async () => {
    await page.setInputFiles('[data-testid=campaign-upload]', { name: 'Привозная.polk', mimeType: 'application/octet-stream', buffer: uploadBytes });
    await waitForMap(page);
    expect(readFileSync(join(web.core.campaignsDir, 'Привозная.polk')).subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
    await shot(page, 'files-03-uploaded-open');
  });

  it('downloads the campaign copy: a real SQLite file', async () => {
    await page.click('[data-testid=menu]');
    await page.click('text=Экспорт');
    await page.waitForSelector('[data-testid=export-download]');
    await shot(page, 'files-04-export-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-download]')]);
    expect(download.suggestedFilename()).toBe('Привозная-export.polk');
    const saved = join(web.dataDir, 'downloaded.polk');
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  });

  it('saves a scenario by name in the folder; an existing file is replaced only after confirming', async () => {
    writeFileSync(join(web.core.campaignsDir, 'заметки.json'), 'мои заметки\n');
    await page.click('[data-testid=menu]');
    await page.click('text=Сохранить сценарий…');
    await page.fill('[data-testid=export-path]', 'заметки.json');
    await page.click('[data-testid=export-save]');
    await page.waitForSelector('[data-testid=export-replace]');
    expect(readFileSync(join(web.core.campaignsDir, 'заметки.json'), 'utf8')).toBe('мои заметки\n');
    await shot(page, 'files-05-scenario-replace-asked');
    await page.click('[data-testid=export-replace]');
    await page.waitForSelector('[data-testid=export-path]', { state: 'detached' });
    expect(JSON.parse(readFileSync(join(web.core.campaignsDir, 'заметки.json'), 'utf8')).units.length).toBeGreaterThan(0);

    await page.click('[data-testid=menu]');
    await page.click('text=Сохранить сценарий…');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-download]')]);
    const saved = join(web.dataDir, 'scenario.json');
    await download.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8')).units.length).toBeGreaterThan(0);
    await shot(page, 'files-06-after-downloads');
    expect(errors).toEqual([]);
  });
});
