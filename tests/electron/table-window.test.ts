// The desktop console's table screen (issue 14): its window's policy (display, bounds, full screen,
// the console window's locked-down preferences), the View menu's items, and the IPC layer answering
// the table window as a view — every write refused before a handler runs.
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, callSpecs } from '../../shared/bridge/contract';
import { createDispatcher } from '../../main/app/dispatch';
import { registerContractHandlers, type IpcMainLike } from '../../main/electron/ipc';
import { buildMenuTemplate, flattenMenu } from '../../main/policy/menu';
import { displayLabel, pickTableDisplay, tableWindowOptions, TABLE_ENTRY_URL, type DisplayLike } from '../../main/policy/tableWindow';
import { APP_ENTRY_URL, isAllowedNavigation, isAppUrl } from '../../main/policy/urls';
import { windowOptions } from '../../main/policy/window';
import { fakeHandlers } from '../support/fakeHandlers';

const laptop: DisplayLike = { id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 }, workArea: { x: 0, y: 28, width: 1366, height: 740 }, label: 'Built-in' };
const projector: DisplayLike = { id: 7, bounds: { x: 1366, y: 0, width: 1920, height: 1080 }, workArea: { x: 1366, y: 0, width: 1920, height: 1080 } };

describe('pickTableDisplay', () => {
  it('takes the chosen display, else another than the console’s, else the console’s', () => {
    expect(pickTableDisplay([laptop, projector], 1, 1)?.id).toBe(1);
    expect(pickTableDisplay([laptop, projector], 1, null)?.id).toBe(7);
    expect(pickTableDisplay([laptop, projector], 1, 99)?.id).toBe(7);
    expect(pickTableDisplay([laptop], 1, null)?.id).toBe(1);
    expect(pickTableDisplay([], 1, null)).toBeNull();
  });
});

describe('tableWindowOptions', () => {
  it('fills a display of its own, full screen, with the console window’s locked-down preferences', () => {
    const o = tableWindowOptions({ preloadPath: '/app/preload.cjs', display: projector, consoleDisplayId: 1 });
    expect(o).toMatchObject({ x: 1366, y: 0, width: 1920, height: 1080, fullscreen: true, show: false, autoHideMenuBar: true });
    expect(o.webPreferences).toEqual(windowOptions({ preloadPath: '/app/preload.cjs' }).webPreferences);
    expect(o.webPreferences.sandbox).toBe(true);
    expect(o.webPreferences.contextIsolation).toBe(true);
    expect(o.webPreferences.nodeIntegration).toBe(false);
  });

  it('on the console’s own display: a 1280×720 window in the middle of the work area', () => {
    const o = tableWindowOptions({ preloadPath: '/p', display: laptop, consoleDisplayId: 1 });
    expect(o).toMatchObject({ width: 1280, height: 720, x: 43, y: 38, fullscreen: false });
    const small: DisplayLike = { id: 2, bounds: { x: 0, y: 0, width: 1024, height: 600 }, workArea: { x: 0, y: 0, width: 1024, height: 560 } };
    expect(tableWindowOptions({ preloadPath: '/p', display: small, consoleDisplayId: 2 })).toMatchObject({ width: 1024, height: 560, x: 0, y: 0 });
  });

  it('shows the console’s own page at #table (an app:// page the navigation and sender checks accept)', () => {
    expect(TABLE_ENTRY_URL).toBe(`${APP_ENTRY_URL}#table`);
    expect(isAppUrl(TABLE_ENTRY_URL)).toBe(true);
    expect(isAllowedNavigation(TABLE_ENTRY_URL)).toBe(true);
  });

  it('names displays by label or number, with their size', () => {
    expect(displayLabel(laptop, 0, 'ru')).toBe('Built-in (1366×768)');
    expect(displayLabel(projector, 1, 'ru')).toBe('Дисплей 2 (1920×1080)');
    expect(displayLabel(projector, 1, 'en')).toBe('Display 2 (1920×1080)');
  });
});

describe('the View menu', () => {
  const base = { language: 'ru' as const, recent: [], platform: 'linux', campaignOpen: true, canUndo: false, devTools: false };
  it('offers the table screen on each display, and closing it once open', () => {
    const items = flattenMenu(buildMenuTemplate({ ...base, displays: [{ id: 1, label: 'Built-in (1366×768)' }, { id: 7, label: 'Дисплей 2 (1920×1080)' }] }));
    const table = items.find((i) => i.id === 'table');
    expect(table?.label).toBe('Экран стола');
    expect(table?.submenu?.map((i) => i.command)).toEqual(['table:1', 'table:7']);
    const open = flattenMenu(buildMenuTemplate({ ...base, language: 'en', displays: [{ id: 7, label: 'P' }], tableOpen: true }));
    expect(open.find((i) => i.id === 'table.close')).toMatchObject({ label: 'Close the table screen', command: 'table:close' });
    expect(flattenMenu(buildMenuTemplate(base)).some((i) => i.id === 'table')).toBe(false);
  });
});

describe('IPC: the table window is a view', () => {
  it('is refused every write call (web/read_only) and may read; the console window may write', async () => {
    const handlers = fakeHandlers();
    const dispatcher = createDispatcher(handlers);
    const registered = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
    const ipc: IpcMainLike = { handle: (c, l) => void registered.set(c, l), removeHandler: (c) => void registered.delete(c) };
    const TABLE = 8;
    const CONSOLE = 7;
    registerContractHandlers(ipc, dispatcher, () => ({ webContentsIds: new Set([CONSOLE, TABLE]) }), undefined, (id) => (id === TABLE ? { role: 'table' } : { role: 'gm' }));
    const from = (id: number, url = APP_ENTRY_URL) => ({ senderFrame: { url, parent: null }, sender: { id } });
    for (const name of CALL_NAMES.filter((n) => callSpecs[n].access !== 'read')) {
      const reply = (await registered.get(`polk:${name}`)!(from(TABLE, TABLE_ENTRY_URL), {})) as { ok: boolean; error?: { code: string } };
      expect(reply.error?.code, name).toBe('web/read_only');
    }
    expect(handlers.calls).toEqual([]);
    expect(await registered.get('polk:access.whoami')!(from(TABLE, TABLE_ENTRY_URL), {})).toEqual({ ok: true, value: { role: 'table' } });
    expect(await registered.get('polk:access.whoami')!(from(CONSOLE), {})).toEqual({ ok: true, value: { role: 'gm' } });
    const created = (await registered.get('polk:campaign.create')!(from(CONSOLE), { name: 'x', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 } })) as { ok: boolean };
    expect(created.ok).toBe(true);
  });
});
