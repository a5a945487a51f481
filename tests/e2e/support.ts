/**
 * End-to-end helpers: Debian's Chromium (never a downloaded browser) against the browser-mode
 * server, and the map's probe (`window.__polkMap`, on with `&e2e=1`) to find cells on the canvas.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ARMY_PIECES } from '../../shared/pieces';
import { BUILT_RENDERER, REPO_ROOT, startTestWebServer, type TestWebServer } from '../support/webServer';

export const CHROMIUM = '/usr/bin/chromium';
export const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');

export const chromiumAvailable = (): boolean => existsSync(CHROMIUM);

/** The newest modification time under a folder (source files only). */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(p));
    else if (/\.(ts|vue|css|html)$/.test(e.name)) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

/** The built window is missing, or older than the renderer's or shared/'s sources. */
export function rendererStale(): boolean {
  const index = join(BUILT_RENDERER, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [join(REPO_ROOT, 'renderer'), join(REPO_ROOT, 'shared')].some((d) => newest(d) > built) || statSync(join(REPO_ROOT, 'vite.config.ts')).mtimeMs > built;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Build the window when it is missing or older than its sources (npm test builds first; a lone run
 * of an end-to-end file may follow an edit). Test files run in parallel: one builds, the others
 * wait for its lock and find the build fresh.
 */
export function ensureRendererBuilt(): void {
  if (!rendererStale()) return;
  const out = join(REPO_ROOT, 'out');
  mkdirSync(out, { recursive: true });
  const lock = join(out, '.renderer-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is taken over after five minutes.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      sleep(250);
    }
  }
  try {
    if (rendererStale()) execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build.mjs'), 'renderer'], { cwd: REPO_ROOT, stdio: 'inherit' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--lang=ru-RU'],
  });
}

/** How `openConsole` opens the console: downloads allowed, the bots' worker, the interfaces the server offers players. */
export interface OpenOptions {
  readonly acceptDownloads?: boolean;
  readonly botWorkerUrl?: URL;
  readonly interfaces?: () => string[];
}

/** The console window a suite's tests share, and the page errors collected while it was open. */
export interface ConsoleSuite {
  readonly web: TestWebServer;
  readonly browser: Browser;
  readonly page: Page;
  readonly errors: string[];
}

/** `openConsole`'s options, and a window size other than its 1600×1000. */
export interface SuiteOptions extends OpenOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
}

/**
 * One console window for a whole suite (its tests run in order, each going on where the last left the
 * window): opened by the suite's first `beforeAll` (`openConsole`, then `viewport` when given), closed
 * by its `afterAll`. Call it in the suite's body; read the fields inside tests and hooks, once the suite
 * has started. `options` may be a function when making them takes a wait (a bundled worker).
 */
export function consoleSuite(options: SuiteOptions | (() => Promise<SuiteOptions>) = {}): ConsoleSuite {
  const suite = { errors: [] as string[] } as { -readonly [K in keyof ConsoleSuite]: ConsoleSuite[K] };
  beforeAll(async () => {
    const { viewport, ...open } = typeof options === 'function' ? await options() : options;
    Object.assign(suite, await openConsole(suite.errors, open));
    if (viewport) await suite.page.setViewportSize(viewport);
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.web?.stop();
  });
  return suite;
}

/**
 * The console in Chromium: a fresh browser-mode server, a 1600×1000 Russian page opened on it, and
 * every page error and console error collected into `errors` (the CSP must hold: a refused script,
 * style, font or connection shows up there).
 */
export async function openConsole(errors: string[], options: OpenOptions = {}): Promise<{ web: TestWebServer; browser: Browser; page: Page }> {
  ensureRendererBuilt();
  const web = await startTestWebServer({ botWorkerUrl: options.botWorkerUrl, ...(options.interfaces ? { interfaces: options.interfaces } : {}) });
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'ru-RU', acceptDownloads: options.acceptDownloads ?? false });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${web.url}&e2e=1`);
  return { web, browser, page };
}

/** The skirmish at the Citadel (tests/e2e/fixtures/skirmish.json): a short scenario for captures and summaries. */
export const SKIRMISH = readFileSync(join(REPO_ROOT, 'tests', 'e2e', 'fixtures', 'skirmish.json'));

/** From the start screen: create a campaign from the skirmish scenario file; Russia moves first. */
export async function loadSkirmish(page: Page): Promise<void> {
  await page.setInputFiles('[data-testid=scenario-file]', { name: 'Стычка у Цитадели.json', mimeType: 'application/json', buffer: SKIRMISH });
  await waitForMap(page);
  await waitForText(page, '[data-testid=to-move]', 'Россия');
}

/** A new campaign on a preset of the default map (large unless told) from the start screen, by its form (Russian screen). */
export async function createCampaign(page: Page, name: string, seed: number, size: 'small' | 'standard' | 'large' = 'large'): Promise<void> {
  await waitForText(page, 'h2', 'Новая кампания');
  await page.fill('input[name=name]', name);
  await page.check(`input[name=size][value=${size}]`);
  await page.fill('input[name=seed]', String(seed));
  await page.click('[data-testid=create-campaign]');
  await waitForMap(page);
}

/** The skirmish's first order, by clicks: the marshal (at 10,14) sends musketeer A1 into the Citadel. */
export async function marchIntoCitadel(page: Page): Promise<void> {
  await clickCell(page, 10, 14);
  await clickCell(page, 8, 10);
  await clickCell(page, 7, 9);
  await waitForUnit(page, 'A1', [7, 9]);
}

/**
 * Wait until the page has drawn what it was last asked to: its fonts loaded, then three animation
 * frames (a resize's ResizeObserver runs after the first frame's callbacks, the stage's batched
 * draw in the next) and a macrotask for what they scheduled. Frames, not milliseconds: a slow machine
 * only takes longer.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(`document.fonts.ready.then(() => new Promise((done) => {
    const frame = (n) => requestAnimationFrame(() => (n > 1 ? frame(n - 1) : setTimeout(done, 0)));
    frame(3);
  }))`);
}

/** The units the table screen has drawn, as its probe reports them. */
export const tableUnits = (page: Page) => page.evaluate('window.__polkTable.units()') as Promise<{ id: string; x: number; y: number }[]>;

/** A screenshot for the reader of test-artifacts/, taken once the page has settled. */
export async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

export interface ProbeUnit {
  id: string;
  army: string;
  type: string;
  x: number;
  y: number;
  acted: boolean;
}

export interface ProbeHighlights {
  commander: string | null;
  unit: string | null;
  moves: [number, number][];
  roads: [number, number][];
  strikes: { cell: [number, number]; target: string; ranged: boolean }[];
  steps: [number, number][];
  recruits: [number, number][];
  orderable: string[];
}

// String expressions: the page must not see the test runner's helpers.
export const units = (page: Page) => page.evaluate('window.__polkMap.units()') as Promise<ProbeUnit[]>;
export const highlights = (page: Page) => page.evaluate('window.__polkMap.highlights()') as Promise<ProbeHighlights>;
export const unit = async (page: Page, id: string) => (await units(page)).find((u) => u.id === id);

/**
 * Poll a condition from the test side. (Playwright's waitForFunction evaluates its predicate with
 * `eval` inside the page, which the console's CSP — rightly — forbids.)
 */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

export async function waitForMap(page: Page): Promise<void> {
  await until(async () => (await page.evaluate('!!(window.__polkMap && window.__polkMap.ready)')) === true, 'the map', 15_000);
}

/** Click the centre of a map cell on the canvas. */
export async function clickCell(page: Page, x: number, y: number): Promise<void> {
  // The default view fits the field's height and pans sideways: bring the cell into view first when
  // it lies outside the map's box (under a side column).
  const inView = async () =>
    (await page.evaluate(`(() => {
    const p = window.__polkMap.cellToClient(${x}, ${y});
    const box = document.querySelector('.map-wrap .map-host')?.getBoundingClientRect();
    return !!p && !!box && p.x > box.left + 8 && p.x < box.right - 8 && p.y > box.top + 8 && p.y < box.bottom - 8;
  })()`)) as boolean;
  if (!(await inView())) {
    await page.evaluate(`window.__polkMap.centreOn(${x}, ${y})`);
    // Until the view has moved there (no fixed pause: however long the repaint takes).
    await until(inView, `cell (${x}, ${y}) in view`);
  }
  const p = (await page.evaluate(`window.__polkMap.cellToClient(${x}, ${y})`)) as { x: number; y: number } | null;
  if (!p) throw new Error(`cell (${x}, ${y}) is not on the screen`);
  await page.mouse.click(p.x, p.y);
}

/** Wait until a unit stands at (x, y), or is gone (null). */
export async function waitForUnit(page: Page, id: string, at: [number, number] | null): Promise<void> {
  // A page just opened has no map probe until the map has mounted: wait for it rather than throw.
  await waitForMap(page);
  await until(async () => {
    // The probe goes away while the map remounts (a screen change, a reload): not there yet is "not yet".
    const all = (await page.evaluate('window.__polkMap ? window.__polkMap.units() : null')) as ProbeUnit[] | null;
    if (!all) return false;
    const u = all.find((v) => v.id === id);
    return at ? !!u && u.x === at[0] && u.y === at[1] : !u;
  }, `${id} at ${at ? at.join(',') : 'nowhere'}`);
}

export async function waitForText(page: Page, selector: string, text: string | RegExp): Promise<void> {
  try {
    await page.locator(selector, { hasText: text }).first().waitFor({ timeout: 10_000 });
  } catch (e) {
    // Say what was there instead: another language, another turn, or nothing yet.
    const found = await page.locator(selector).allTextContents().catch(() => []);
    throw new Error(`${(e as Error).message}\n${selector} showed instead: ${JSON.stringify(found.map((t) => t.trim().slice(0, 80)))}`);
  }
}

/** Each army's card colour (shared/pieces/armies.ts), as a proposal's arrows are drawn in it. */
const ARMY_FILL: Record<string, [number, number, number]> = Object.fromEntries(
  Object.entries(ARMY_PIECES).map(([a, p]) => [a, [1, 3, 5].map((i) => parseInt(p.colours.fill.slice(i, i + 2), 16))]),
) as Record<string, [number, number, number]>;

/** The pixels of the console map's overlay canvas around a point of the arrow from one cell to another (`along`: 0 at its start, 1 at its end). */
function arrowPixels(page: Page, from: number[], to: number[], half: number, along = 0.5): Promise<number[]> {
  return page.evaluate(`(() => {
    const a = window.__polkMap.cellToClient(${from[0]}, ${from[1]});
    const b = window.__polkMap.cellToClient(${to[0]}, ${to[1]});
    const overlay = document.querySelectorAll('.map-wrap canvas')[3];
    const r = overlay.getBoundingClientRect();
    const k = overlay.width / r.width;
    const x = Math.round((a.x + (b.x - a.x) * ${along} - r.left) * k);
    const y = Math.round((a.y + (b.y - a.y) * ${along} - r.top) * k);
    return Array.from(overlay.getContext('2d').getImageData(x - ${half}, y - ${half}, ${2 * half + 1}, ${2 * half + 1}).data);
  })()`) as Promise<number[]>;
}

/** Is a proposal's arrow (the machine's, issue 22; a player's waiting move, issue 23) drawn in the army's colour at its middle? */
export async function proposalArrowAt(page: Page, from: number[], to: number[], army: string): Promise<boolean> {
  const [r, g, b] = ARMY_FILL[army]!;
  const d = await arrowPixels(page, from, to, 2);
  for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 200 && Math.abs(d[i]! - r) < 24 && Math.abs(d[i + 1]! - g) < 24 && Math.abs(d[i + 2]! - b) < 24) return true;
  return false;
}

/**
 * Is the lit glow (amber) drawn around an arrow (its row under the pointer)? Looked for a quarter of
 * the way along it: at its middle the step's number and, for a step of one cell, its target's outline
 * may cover the glow at the reading zoom.
 */
export async function arrowLitAt(page: Page, from: number[], to: number[]): Promise<boolean> {
  const d = await arrowPixels(page, from, to, 8, 0.25);
  for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 120 && d[i]! > 200 && d[i + 1]! > 150 && d[i + 1]! < 230 && d[i + 2]! < 90) return true;
  return false;
}

/** The window sizes the layout checks run at: the common desktop ones, and 1024 × 768 before them. */
export const DESKTOP_SIZES = [
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
] as const;
export const EVERY_SIZE = [[1024, 768], ...DESKTOP_SIZES] as const;
