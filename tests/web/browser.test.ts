// Browser mode in a real browser (Debian's Chromium, never a downloaded one), on the real campaign
// handlers: a tiny stand-in page (built here, not the real renderer) loads with the printed URL,
// its assets load through the cookie, its CSP blocks inline script, it calls the contract with the
// token header and hears `campaign.changed` over server-sent events; a page of another origin is refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startTestWebServer, type TestWebServer } from '../support/webServer';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`SKIPPED browser-mode tests: ${CHROMIUM} is not installed (apt-get install chromium).`);

// The stand-in page: what a renderer transport does, in thirty lines.
const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>stand-in</title>
<link rel="stylesheet" href="/assets/app.css">
<script>window.inlineRan = true;</script>
<script type="module" src="/assets/app.js"></script></head><body><pre id="out"></pre></body></html>`;
const APP = `
const token = new URL(location.href).searchParams.get('token');
const log = (line) => { document.getElementById('out').textContent += line + '\\n'; };
window.call = async (name, args) => {
  const res = await fetch('/api/call/' + name, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: JSON.stringify(args ?? {}) });
  return res.json();
};
window.events = [];
const source = new EventSource('/api/events?token=' + encodeURIComponent(token));
source.addEventListener('campaign.changed', (e) => window.events.push(JSON.parse(e.data)));
source.addEventListener('open', () => { window.eventsOpen = true; });
window.call('app.info').then((r) => { log('mode:' + r.value.mode); document.body.dataset.ready = '1'; });
`;

/** The stand-in page's globals, as seen from the tests (which compile without DOM types). */
type Page$ = {
  inlineRan?: boolean;
  eventsOpen?: boolean;
  events: unknown[];
  call: (name: string, args: unknown) => Promise<{ ok: boolean; value: { path: string; seq: number } }>;
  document: { body: unknown };
  getComputedStyle: (el: unknown) => { backgroundColor: string };
};

let dir: string;
let web: TestWebServer;
let browser: Browser;
let evil: Server;
let evilPort: number;

beforeAll(async () => {
  if (!haveChromium) return;
  dir = mkdtempSync(join(tmpdir(), 'polk-browser-'));
  const staticDir = join(dir, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'app.js'), APP);
  writeFileSync(join(staticDir, 'assets', 'app.css'), 'body { background: rgb(1, 2, 3); }');
  web = await startTestWebServer({ staticDir });
  // Another site on this machine, whose page tries to reach the console.
  evil = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>evil</title>');
  });
  await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r));
  evilPort = (evil.address() as { port: number }).port;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await new Promise((r) => (evil ? evil.close(r) : r(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

when.describe({ 'no-chromium': !haveChromium })(`browser mode in Chromium (${CHROMIUM})`, () => {
  it('the printed URL opens the page; assets load; inline script is blocked; calls and events work', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(web.url);
    await page.waitForSelector('body[data-ready="1"]');
    expect(await page.textContent('#out')).toContain('mode:browser');
    // The stylesheet came through (the cookie opened the assets).
    expect(await page.evaluate(() => { const g = globalThis as unknown as Page$; return g.getComputedStyle(g.document.body).backgroundColor; })).toBe('rgb(1, 2, 3)');
    // CSP: the inline script did not run, and Chromium said why.
    expect(await page.evaluate(() => (globalThis as unknown as Page$).inlineRan)).toBeUndefined();
    expect(violations.join('\n')).toMatch(/script/i);

    await page.waitForFunction(() => (globalThis as unknown as Page$).eventsOpen === true);
    const created = await page.evaluate(() => (globalThis as unknown as Page$).call('campaign.create', { name: 'Браузерная', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 11 } }));
    expect(created.ok).toBe(true);
    expect(created.value.path.startsWith(join(web.dataDir, 'campaigns'))).toBe(true);
    await page.waitForFunction(() => (globalThis as unknown as Page$).events.length >= 1);
    expect(await page.evaluate(() => (globalThis as unknown as Page$).events)).toEqual([{ path: created.value.path, seq: created.value.seq }]);

    // A reload without the token in the URL: the cookie still serves the page, but calls need the token.
    await page.goto(`${web.origin}/`);
    await page.waitForLoadState('load');
    expect(await page.title()).toBe('stand-in');
    await context.close();
  });

  it('a fresh browser without the token gets the refusal page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(`${web.origin}/`);
    expect(res?.status()).toBe(403);
    expect(await page.textContent('body')).toContain('no access token');
    await context.close();
  });

  it("another site's page cannot call the console, even knowing the token", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${evilPort}/`);
    const outcome = await page.evaluate(
      async ({ target, token }) => {
        const results: string[] = [];
        // A "simple" request (no preflight, so the browser sends it): no token header, and a foreign Origin.
        try {
          await fetch(`${target}/api/call/campaign.close`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
          results.push('sent');
        } catch {
          results.push('blocked');
        }
        // With the token header: a CORS preflight, which the server does not grant.
        try {
          const r = await fetch(`${target}/api/call/campaign.close`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: '{}' });
          results.push(`status ${r.status}`);
        } catch {
          results.push('blocked');
        }
        return results;
      },
      { target: web.origin, token: web.token },
    );
    expect(outcome[1]).toBe('blocked');
    await context.close();
    // The campaign is still open: nothing got through.
    const current = await web.dispatcher.call('campaign.current', {});
    expect(current.ok && current.value).not.toBeNull();
  });
});
