/**
 * The Electron main process: the only code that touches Electron's runtime (with preload/). It
 * composes the pieces, each of which is tested without Electron:
 *   policy (main/policy/*): window options, CSP, URL and sender checks, protocol paths, the menu;
 *   ipc.ts: the contract's handlers, sender-checked; app/dispatch.ts: validation and events;
 *   desktop.ts: the campaign core over the data folder behind the one dispatcher, and the players'
 *     listener (main/net) it switches on from «Экраны для стола и игроков».
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, shell } from 'electron';
import { join, resolve } from 'node:path';
import type { EventName, EventPayloads, Language, MenuCommand, Reply, Viewer } from '../../shared/bridge/contract';
import type { Dispatcher } from '../app/dispatch';
import { composeDesktop, type Desktop } from './desktop';
import { electronShell } from './native';
import { readPackageVersion } from '../app/version';
import { buildMenuTemplate } from '../policy/menu';
import { campaignFileFromArgv } from '../policy/paths';
import { windowOptions } from '../policy/window';
import { displayLabel, pickTableDisplay, tableWindowOptions, TABLE_ENTRY_URL } from '../policy/tableWindow';
import { APP_ENTRY_URL, APP_SCHEME, parseExternalUrl, type ExternalUrl } from '../policy/urls';
import { appProtocolResponse, APP_SCHEME_PRIVILEGES } from './appProtocol';
import { hardenSession, hardenWebContents } from './harden';
import { broadcastEvent, registerContractHandlers } from './ipc';
import { mainLogFile, setupLogging } from './log';
import { toElectronTemplate } from './menu';

const dev = !app.isPackaged;
// Bundled to out/main/electron.cjs: the renderer and the preload are its neighbours.
const outDir = resolve(__dirname, '..');
const rendererDir = join(outDir, 'renderer');
const preloadPath = join(outDir, 'preload', 'preload.cjs');
// Packaged: the app's own version; run from the repository: package.json beside out/.
const version = app.isPackaged ? app.getVersion() : (readPackageVersion(join(outDir, '..', 'package.json')) ?? app.getVersion());

// The same folder in development and in the packaged app; tests point it at a temp dir.
app.setPath('userData', process.env.POLK_USER_DATA_DIR ? resolve(process.env.POLK_USER_DATA_DIR) : join(app.getPath('appData'), 'Polkovodets'));
app.setAppLogsPath(join(app.getPath('userData'), 'logs'));
const log = setupLogging(app.getPath('logs'), dev);

// Every renderer sandboxed, whatever its options say (defence in depth over windowOptions).
app.enableSandbox();
// Before 'ready': our scheme is a standard, secure origin.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

let mainWindow: BrowserWindow | null = null;
/** The table screen (issue 14): a view — the IPC layer answers it read calls only. */
let tableWindow: BrowserWindow | null = null;
let desktop: Desktop | null = null;
let dispatcher: Dispatcher | null = null;
let language: Language = 'ru';
/** A file named at launch, opened once the window is up. */
let pendingFile: string | null = campaignFileFromArgv(process.argv, process.cwd());

function openExternalSafely(url: ExternalUrl): void {
  // Re-checked here, at the one call site of shell.openExternal.
  const checked = parseExternalUrl(url);
  if (checked === null) return;
  shell.openExternal(checked).catch((err: unknown) => log.warn('openExternal failed', err));
}

function ourWindows(): BrowserWindow[] {
  return BrowserWindow.getAllWindows().filter((w) => !w.isDestroyed());
}

function sendEvent<E extends EventName>(event: E, payload: EventPayloads[E]): void {
  // The computer player's proposals are the game master's: the table screen (a view) is not told.
  const to = event === 'bots.changed' ? ourWindows().filter((w) => w !== tableWindow) : ourWindows();
  broadcastEvent(to.map((w) => w.webContents), event, payload);
  if (event === 'settings.changed') language = (payload as EventPayloads['settings.changed']).language;
  if (event === 'campaign.changed' || event === 'settings.changed') void refreshMenu();
}

async function refreshMenu(): Promise<void> {
  if (!dispatcher) return;
  const [recent, current] = await Promise.all([dispatcher.call('campaign.listRecent', {}), dispatcher.call('campaign.current', {})]);
  const recentList = recent.ok ? (recent.value as { path: string; name: string }[]) : [];
  const view = current.ok ? (current.value as { canUndo?: boolean } | null) : null;
  const displays = screen.getAllDisplays().map((d, i) => ({ id: d.id, label: displayLabel(d, i, language) }));
  const tableOpen = tableWindow !== null && !tableWindow.isDestroyed();
  const template = buildMenuTemplate({ language, recent: recentList, platform: process.platform, campaignOpen: view !== null, canUndo: view?.canUndo === true, devTools: dev, displays, tableOpen });
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectronTemplate(template, sendMenuCommand)));
}

function sendMenuCommand(command: MenuCommand): void {
  if (command.startsWith('table:')) return openTableWindow(command === 'table:close' ? null : Number(command.slice(6)));
  // The table screen gives no commands: the console's window takes them.
  const focused = BrowserWindow.getFocusedWindow();
  const target = focused && focused !== tableWindow ? focused : mainWindow;
  if (target && !target.isDestroyed()) broadcastEvent([target.webContents], 'menu.command', { command });
}

async function openCampaignFile(path: string): Promise<void> {
  if (!dispatcher) {
    pendingFile = path;
    return;
  }
  const reply: Reply<unknown> = await dispatcher.call('campaign.open', { path });
  if (!reply.ok) {
    log.warn('opening a file from the command line failed', { path, code: reply.error.code });
    const options = { type: 'error' as const, title: 'Полководец', message: reply.error.message[language], detail: path };
    if (mainWindow && !mainWindow.isDestroyed()) await dialog.showMessageBox(mainWindow, options);
    else await dialog.showMessageBox(options);
  }
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(windowOptions({ preloadPath, devTools: dev }));
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
    // The table screen goes with the console.
    tableWindow?.close();
  });
  win.webContents.on('did-finish-load', () => {
    const file = pendingFile;
    pendingFile = null;
    if (file) void openCampaignFile(file);
  });
  win.webContents.on('render-process-gone', (_event, details) => log.error('renderer gone', details));
  void win.loadURL(APP_ENTRY_URL);
  return win;
}

/** Open the table screen on a display (moving it there if open), or close it (null). */
function openTableWindow(displayId: number | null): void {
  if (displayId === null) {
    tableWindow?.close();
    return;
  }
  const consoleDisplay = mainWindow && !mainWindow.isDestroyed() ? screen.getDisplayMatching(mainWindow.getBounds()).id : null;
  const display = pickTableDisplay(screen.getAllDisplays(), consoleDisplay, displayId);
  if (!display) return;
  const options = tableWindowOptions({ preloadPath, display, consoleDisplayId: consoleDisplay, devTools: dev });
  if (tableWindow && !tableWindow.isDestroyed()) {
    tableWindow.setFullScreen(false);
    tableWindow.setBounds({ x: options.x, y: options.y, width: options.width, height: options.height });
    tableWindow.setFullScreen(options.fullscreen);
    tableWindow.show();
    return;
  }
  const win = new BrowserWindow(options);
  tableWindow = win;
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (tableWindow === win) tableWindow = null;
    void refreshMenu();
  });
  void win.loadURL(TABLE_ENTRY_URL);
  void refreshMenu();
}

/** Who an IPC sender is: the table screen's window is a view; every other window of ours, the game master. */
function callerOf(senderId: number | null): Viewer {
  return tableWindow && !tableWindow.isDestroyed() && senderId === tableWindow.webContents.id ? { role: 'table' } : { role: 'gm' };
}

function focusWindow(): void {
  // A second launch during start-up: the window is on its way.
  if (!app.isReady() || !dispatcher) return;
  if (!mainWindow || mainWindow.isDestroyed()) {
    mainWindow = createWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

if (!app.requestSingleInstanceLock()) {
  // Another console is running: it receives our argv in 'second-instance' and opens the file.
  app.quit();
} else {
  app.on('second-instance', (_event, argv, workingDirectory) => {
    focusWindow();
    const file = campaignFileFromArgv(argv, workingDirectory);
    if (file) void openCampaignFile(file);
  });
  // macOS hands files over by event, not argv.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void openCampaignFile(path);
  });
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternalSafely, log));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => {
    // The listeners stop and the campaign's session ends here, synchronously.
    void desktop?.close();
    desktop = null;
  });

  app
    .whenReady()
    .then(async () => {
      hardenSession(session.defaultSession, log);
      protocol.handle(APP_SCHEME, (request) => appProtocolResponse(rendererDir, request));
      const parent = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);
      desktop = composeDesktop({
        dataDir: app.getPath('userData'),
        version,
        staticDir: rendererDir,
        log,
        logFile: mainLogFile(app.getPath('logs')),
        toWindows: sendEvent,
        shell: (campaignsDir) => electronShell({ parent, campaignsDir }),
      });
      dispatcher = desktop.dispatcher;
      const info = await dispatcher.call('app.info', {});
      if (info.ok) language = (info.value as { language: Language }).language;
      registerContractHandlers(ipcMain, dispatcher, () => ({ webContentsIds: new Set(ourWindows().map((w) => w.webContents.id)) }), log, callerOf);
      await refreshMenu();
      mainWindow = createWindow();
      log.info('console started', { version, userData: app.getPath('userData') });
    })
    .catch((err: unknown) => {
      log.error('start-up failed', err);
      dialog.showErrorBox('Полководец', `Не удалось запустить консоль / The console could not start:\n${err instanceof Error ? err.message : String(err)}`);
      app.exit(1);
    });
}
