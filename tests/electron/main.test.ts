// The real main-process bundle (main/electron/main.ts, built as scripts/build.mjs builds it), run
// under Node against a fake `electron` module: checks the wiring that only exists in main.ts —
// the privileged app:// scheme and its handler, the hardened session, the window's options and URL,
// the IPC handlers on the real campaign service, events to the window, the menu, the second
// instance opening a file, and the log file. (The real binary runs in smoke.test.ts where present.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { CALL_NAMES } from '../../shared/bridge/contract';
import { IPC_PREFIX } from '../../shared/bridge/wire';
import { rawRequest } from '../support/http';

const root = resolve(__dirname, '..', '..');
type Fn = (...args: unknown[]) => unknown;

interface FakeContents {
  id: number;
  url: string;
  sent: { channel: string; payload: unknown }[];
  listeners: Map<string, Fn>;
  openHandler: Fn | null;
}

function makeContents(id: number) {
  const wc: FakeContents = { id, url: '', sent: [], listeners: new Map(), openHandler: null };
  return Object.assign(wc, {
    on: (name: string, l: Fn) => wc.listeners.set(name, l),
    setWindowOpenHandler: (h: Fn) => (wc.openHandler = h),
    getURL: () => wc.url,
    send: (channel: string, payload: unknown) => wc.sent.push({ channel, payload }),
    isDestroyed: () => false,
  });
}

function fakeElectron(userData: string) {
  const appListeners = new Map<string, Fn[]>();
  const paths: Record<string, string> = { appData: join(userData, '..', 'appData') };
  const ipcHandlers = new Map<string, Fn>();
  const windows: { options: Record<string, unknown>; webContents: FakeContents; loaded: string[]; listeners: Map<string, Fn> }[] = [];
  const state = {
    privileged: [] as unknown[],
    protocolHandlers: new Map<string, Fn>(),
    permission: { request: null as Fn | null, check: null as Fn | null, device: null as Fn | null },
    menus: [] as unknown[],
    quit: 0,
    sandboxed: false,
  };
  let nextId = 1;
  const emitApp = (name: string, ...args: unknown[]) => (appListeners.get(name) ?? []).forEach((l) => l(...args));

  class BrowserWindow {
    static all: BrowserWindow[] = [];
    static getAllWindows = () => BrowserWindow.all;
    static getFocusedWindow = () => BrowserWindow.all[0] ?? null;
    webContents: ReturnType<typeof makeContents>;
    private rec;
    constructor(options: Record<string, unknown>) {
      const wc = makeContents(nextId++);
      this.webContents = wc;
      this.rec = { options, webContents: wc, loaded: [] as string[], listeners: new Map<string, Fn>() };
      windows.push(this.rec);
      BrowserWindow.all.push(this);
      emitApp('web-contents-created', {}, this.webContents);
    }
    once(name: string, l: Fn) {
      this.rec.listeners.set(name, l);
    }
    on(name: string, l: Fn) {
      this.rec.listeners.set(name, l);
    }
    loadURL(url: string) {
      this.rec.loaded.push(url);
      this.rec.webContents.url = url;
      return Promise.resolve();
    }
    isDestroyed = () => false;
    isMinimized = () => false;
    restore() {}
    focus() {}
    show() {}
    getBounds() {
      return { x: 0, y: 0, width: 1440, height: 900 };
    }
    setBounds() {}
    setFullScreen() {}
    close() {
      this.rec.listeners.get('closed')?.();
    }
  }
  // A laptop and a projector (the table screen, issue 14).
  const displays = [
    { id: 1, bounds: { x: 0, y: 0, width: 1440, height: 900 }, workArea: { x: 0, y: 0, width: 1440, height: 870 }, label: 'Built-in' },
    { id: 2, bounds: { x: 1440, y: 0, width: 1920, height: 1080 }, workArea: { x: 1440, y: 0, width: 1920, height: 1080 }, label: '' },
  ];

  const electron = {
    app: {
      isPackaged: false,
      getVersion: () => '9.9.9',
      setPath: (name: string, p: string) => (paths[name] = p),
      getPath: (name: string) => paths[name] ?? join(userData, name),
      setAppLogsPath: (p: string) => (paths.logs = p),
      requestSingleInstanceLock: () => true,
      enableSandbox: () => (state.sandboxed = true),
      isReady: () => true,
      on: (name: string, l: Fn) => appListeners.set(name, [...(appListeners.get(name) ?? []), l]),
      whenReady: () => Promise.resolve(),
      quit: () => state.quit++,
      exit: () => state.quit++,
    },
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => state.privileged.push(...s),
      handle: (scheme: string, h: Fn) => state.protocolHandlers.set(scheme, h),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Fn) => (state.permission.request = h),
        setPermissionCheckHandler: (h: Fn) => (state.permission.check = h),
        setDevicePermissionHandler: (h: Fn) => (state.permission.device = h),
      },
    },
    ipcMain: { handle: (c: string, h: Fn) => ipcHandlers.set(c, h), removeHandler: (c: string) => ipcHandlers.delete(c) },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => state.menus.push(m) },
    dialog: { showMessageBox: () => Promise.resolve({ response: 0 }), showErrorBox: () => undefined },
    shell: { openExternal: () => Promise.resolve() },
    screen: { getAllDisplays: () => displays, getDisplayMatching: () => displays[0] },
  };
  return { electron, state, ipcHandlers, windows, emitApp, paths };
}

let dir: string;
let userData: string;
let fake: ReturnType<typeof fakeElectron>;
const savedEnv = process.env.POLK_USER_DATA_DIR;

async function settle(ms = 50) {
  await new Promise((r) => setTimeout(r, ms));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-main-'));
  userData = join(dir, 'userData');
  // Laid out like out/: main/electron.cjs with renderer/ and preload/ beside it.
  mkdirSync(join(dir, 'out', 'renderer'), { recursive: true });
  writeFileSync(join(dir, 'out', 'renderer', 'index.html'), '<!doctype html><title>fake renderer</title>');
  // A development run reads the version from package.json beside out/ (Electron would report its own).
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.2.3' }));
  await build({ entryPoints: [join(root, 'main/electron/main.ts')], outfile: join(dir, 'out', 'main', 'electron.cjs'), bundle: true, platform: 'node', target: 'node20', format: 'cjs', external: ['better-sqlite3', 'electron', 'electron-log', 'playwright-core'], logLevel: 'silent' });
  fake = fakeElectron(userData);
  process.env.POLK_USER_DATA_DIR = userData;
  const realRequire = createRequire(join(root, 'package.json'));
  const fakeRequire = (name: string) => (name === 'electron' ? fake.electron : realRequire(name));
  const file = join(dir, 'out', 'main', 'electron.cjs');
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file }) as Fn;
  const module = { exports: {} };
  wrapper(module.exports, fakeRequire, module, file, join(dir, 'out', 'main'));
  for (let i = 0; i < 100 && fake.windows.length === 0; i++) await settle(20);
});

afterAll(() => {
  fake?.emitApp('before-quit');
  if (savedEnv === undefined) delete process.env.POLK_USER_DATA_DIR;
  else process.env.POLK_USER_DATA_DIR = savedEnv;
  rmSync(dir, { recursive: true, force: true });
});

const win = () => fake.windows[0]!;
const trusted = () => ({ senderFrame: { url: 'app://polkovodets/index.html', parent: null }, sender: { id: win().webContents.id } });
const invoke = (name: string, event: unknown, args: unknown) => fake.ipcHandlers.get(IPC_PREFIX + name)!(event, args) as Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;

describe('main process wiring (fake electron)', () => {
  it('registers app:// as a standard, secure scheme and serves the renderer with its CSP', async () => {
    expect(fake.state.privileged).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
    const handler = fake.state.protocolHandlers.get('app')!;
    const res = (await handler(new Request('app://polkovodets/index.html'))) as Response;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('fake renderer');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(((await handler(new Request('app://polkovodets/..%2f..%2fmain%2felectron.cjs'))) as Response).status).toBe(403);
  });

  it('opens one hardened window on app://polkovodets/index.html with the bundled preload', () => {
    expect(fake.windows).toHaveLength(1);
    expect(win().loaded).toEqual(['app://polkovodets/index.html']);
    expect(win().options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: join(dir, 'out', 'preload', 'preload.cjs') });
    // The web-contents-created hardening ran on it.
    expect([...win().webContents.listeners.keys()]).toEqual(expect.arrayContaining(['will-navigate', 'will-redirect', 'will-attach-webview']));
    expect(win().webContents.openHandler!({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    let prevented = false;
    win().webContents.listeners.get('will-navigate')!({ preventDefault: () => (prevented = true) }, 'https://evil.example/');
    expect(prevented).toBe(true);
  });

  it('sandboxes every renderer', () => {
    expect(fake.state.sandboxed).toBe(true);
  });

  it('refuses every permission in the session', () => {
    let granted: boolean | null = null;
    fake.state.permission.request!({}, 'media', (g: boolean) => (granted = g));
    expect(granted).toBe(false);
    expect(fake.state.permission.check!({}, 'clipboard-read')).toBe(false);
  });

  it('registers exactly the contract on IPC, sender-checked, over the real campaign service', async () => {
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(CALL_NAMES.map((n) => IPC_PREFIX + n).sort());
    expect(await invoke('app.info', { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: win().webContents.id } }, {})).toMatchObject({ ok: false, error: { code: 'bridge/forbidden_sender' } });
    expect(await invoke('app.info', trusted(), {})).toMatchObject({ ok: true, value: { mode: 'electron', version: '1.2.3', campaignsDir: join(userData, 'campaigns') } });
    const created = (await invoke('campaign.create', trusted(), { name: 'Проба', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 2 } })) as { ok: true; value: { path: string; seq: number } };
    expect(created.ok).toBe(true);
    expect(created.value.path.startsWith(join(userData, 'campaigns'))).toBe(true);
    expect(existsSync(created.value.path)).toBe(true);
    expect(win().webContents.sent).toContainEqual({ channel: 'polk:campaign.changed', payload: { path: created.value.path, seq: created.value.seq } });
  });

  it('builds the Russian menu, and a menu click reaches the window as menu.command', async () => {
    await settle();
    const menu = fake.state.menus.at(-1) as { label?: string; submenu?: { id?: string; label?: string; click?: Fn; enabled?: boolean }[] }[];
    const campaign = menu.find((m) => m.label === '&Кампания')!;
    const item = campaign.submenu!.find((i) => i.id === 'new')!;
    expect(item.label).toBe('Новая кампания…');
    // A campaign is open now: export is enabled.
    expect(campaign.submenu!.find((i) => i.id === 'export')!.enabled).toBe(true);
    item.click!();
    expect(win().webContents.sent).toContainEqual({ channel: 'polk:menu.command', payload: { command: 'new' } });
  });

  it('opens the table screen from the View menu, full screen on the projector, and answers it as a view', async () => {
    const menu = fake.state.menus.at(-1) as { label?: string; submenu?: { id?: string; label?: string; click?: Fn; submenu?: { id?: string; label?: string; click?: Fn }[] }[] }[];
    const table = menu.find((m) => m.label === '&Вид')!.submenu!.find((i) => i.id === 'table')!;
    expect(table.submenu!.map((i) => i.label)).toEqual(['Built-in (1440×900)', 'Дисплей 2 (1920×1080)']);
    table.submenu![1]!.click!();
    expect(fake.windows).toHaveLength(2);
    const tw = fake.windows[1]!;
    expect(tw.loaded).toEqual(['app://polkovodets/index.html#table']);
    expect(tw.options).toMatchObject({ x: 1440, y: 0, width: 1920, height: 1080, fullscreen: true, webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false } });
    const fromTable = { senderFrame: { url: 'app://polkovodets/index.html#table', parent: null }, sender: { id: tw.webContents.id } };
    expect(await invoke('access.whoami', fromTable, {})).toEqual({ ok: true, value: { role: 'table' } });
    expect(await invoke('campaign.current', fromTable, {})).toMatchObject({ ok: true });
    expect(await invoke('game.endMove', fromTable, {})).toMatchObject({ ok: false, error: { code: 'web/read_only' } });
    expect(await invoke('campaign.close', fromTable, {})).toMatchObject({ ok: false, error: { code: 'web/read_only' } });
    expect(await invoke('access.whoami', trusted(), {})).toEqual({ ok: true, value: { role: 'gm' } });
    // Closed by hand: the console forgets it (its window stays the first).
    tw.listeners.get('closed')!();
    await settle();
  });

  it('a second launch with a .polk file focuses the window and opens it', async () => {
    const created = (await invoke('campaign.create', trusted(), { name: 'Вторая', preset: { armies: ['A', 'F'], goal: 'rout', size: 'small', seed: 4 } })) as { ok: true; value: { path: string } };
    await invoke('campaign.close', trusted(), {});
    win().webContents.sent.length = 0;
    fake.emitApp('second-instance', {}, ['polkovodets', '--some-flag', created.value.path], '/');
    await settle(200);
    expect(win().webContents.sent).toContainEqual({ channel: 'polk:campaign.changed', payload: { path: created.value.path, seq: 0 } });
    expect(await invoke('campaign.current', trusted(), {})).toMatchObject({ ok: true, value: { path: created.value.path } });
  });

  it('switches the players’ listener on and off from the access dialog’s call, over IPC (issue 23)', async () => {
    expect(await invoke('access.list', trusted(), {})).toMatchObject({ ok: true, value: { available: true, loopback: null, lan: null } });
    const on = (await invoke('access.setLan', trusted(), { address: '127.0.0.2' })) as { ok: true; value: { lan: { origin: string }; loopback: string } };
    expect(on).toMatchObject({ ok: true, value: { lan: { address: '127.0.0.2' } } });
    const code = (await invoke('access.mint', trusted(), { kind: 'table' })) as { ok: true; value: { code: string } };
    const lanUrl = new URL(on.value.lan.origin);
    const whoami = await rawRequest({ connectHost: '127.0.0.2', port: Number(lanUrl.port), path: '/api/call/access.whoami', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': code.value.code }, body: '{}' });
    expect([whoami.status, JSON.parse(whoami.body)]).toEqual([200, { ok: true, value: { role: 'table' } }]);
    // The phones load the window's own renderer from out/renderer.
    const page = await rawRequest({ connectHost: '127.0.0.2', port: Number(lanUrl.port), path: `/?token=${encodeURIComponent(code.value.code)}` });
    expect([page.status, page.body]).toEqual([200, expect.stringContaining('fake renderer')]);
    // A player's order over the club network reaches the console's window as the game master's would.
    const current = (await invoke('campaign.current', trusted(), {})) as { ok: true; value: { path: string; state: { toMove: string } } };
    const army = current.value.state.toMove;
    const orderCode = (await invoke('access.mint', trusted(), { kind: 'army', army, orders: true })) as { ok: true; value: { code: string } };
    const lanCall = async (name: string, token: string, body: unknown) => {
      const r = await rawRequest({ connectHost: '127.0.0.2', port: Number(lanUrl.port), path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: JSON.stringify(body) });
      return JSON.parse(r.body) as { ok: boolean; value: never };
    };
    const device = (await lanCall('access.claim', orderCode.value.code, {})).value as { token: string };
    const legal = (await lanCall('game.legalOrders', device.token, {})).value as unknown[];
    win().webContents.sent.length = 0;
    const played = await lanCall('game.order', device.token, { order: legal[0], army });
    expect(played.ok).toBe(true);
    const seq = (played.value as { view: { seq: number } }).view.seq;
    expect(win().webContents.sent).toContainEqual({ channel: 'polk:campaign.changed', payload: { path: current.value.path, seq } });
    expect(await invoke('access.setLan', trusted(), { address: null })).toMatchObject({ ok: true, value: { lan: null, loopback: null } });
    // Only our own windows may switch it.
    const fromOther = { senderFrame: { url: 'app://polkovodets/index.html', parent: null }, sender: { id: -1 } };
    expect(await invoke('access.setLan', fromOther, { address: '127.0.0.2' })).toMatchObject({ ok: false, error: { code: 'bridge/forbidden_sender' } });
  });

  it('logs to <userData>/logs/main.log', () => {
    expect(fake.paths.logs).toBe(join(userData, 'logs'));
    expect(readFileSync(join(userData, 'logs', 'main.log'), 'utf8')).toContain('console started');
  });
});
