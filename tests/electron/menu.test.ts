// The native menu, as data, in Russian and English; and its wiring to `menu.command`.
import { describe, expect, it } from 'vitest';
import type { MenuCommand } from '../../shared/bridge/contract';
import { toElectronTemplate } from '../../main/electron/menu';
import { buildMenuTemplate, flattenMenu, MAX_RECENT, type MenuInput } from '../../main/policy/menu';

const input = (over: Partial<MenuInput> = {}): MenuInput => ({
  language: 'ru',
  recent: [{ path: '/home/gm/campaigns/Север.polk', name: 'Северная кампания' }],
  platform: 'linux',
  campaignOpen: true,
  canUndo: true,
  devTools: false,
  ...over,
});
const byId = (items: ReturnType<typeof buildMenuTemplate>, id: string) => flattenMenu(items).find((i) => i.id === id)!;

describe('menu template', () => {
  it.each(['ru', 'en'] as const)('has every required item with an accelerator (%s)', (language) => {
    const items = buildMenuTemplate(input({ language }));
    const required: [string, MenuCommand | 'quit'][] = [
      ['new', 'new'],
      ['open', 'open'],
      ['export', 'export'],
      ['print', 'print'],
      ['undo', 'undo'],
      ['redo', 'redo'],
      ['endMove', 'endMove'],
    ];
    for (const [id, command] of required) {
      const item = byId(items, id);
      expect(item.command, id).toBe(command);
      expect(item.accelerator, id).toMatch(/^CmdOrCtrl\+/);
      expect(item.label, id).toBeTruthy();
    }
    expect(byId(items, 'quit')).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' });
    expect(byId(items, 'recent').submenu).toHaveLength(1);
    expect(byId(items, 'language.ru')).toMatchObject({ type: 'radio', command: 'language:ru', checked: language === 'ru' });
    expect(byId(items, 'language.en')).toMatchObject({ type: 'radio', command: 'language:en', checked: language === 'en' });
  });

  it('speaks the chosen language', () => {
    expect(byId(buildMenuTemplate(input({ language: 'ru' })), 'new').label).toBe('Новая кампания…');
    expect(byId(buildMenuTemplate(input({ language: 'en' })), 'new').label).toBe('New campaign…');
    expect(byId(buildMenuTemplate(input({ language: 'ru' })), 'endMove').label).toBe('Завершить ход армии');
    expect(byId(buildMenuTemplate(input({ language: 'en' })), 'print').label).toBe('Print turn summary…');
  });

  it('uses no accelerator twice', () => {
    for (const platform of ['linux', 'win32', 'darwin']) {
      const accels = flattenMenu(buildMenuTemplate(input({ platform, devTools: true })))
        .map((i) => i.accelerator)
        .filter(Boolean);
      expect(new Set(accels).size, platform).toBe(accels.length);
    }
  });

  it('lists recent campaigns as recent:<path> commands, escaping & and capping the list', () => {
    const recent = Array.from({ length: 14 }, (_, i) => ({ path: `/c/R&D ${i}.polk`, name: `Поход ${i}` }));
    const sub = byId(buildMenuTemplate(input({ recent })), 'recent').submenu!;
    expect(sub).toHaveLength(MAX_RECENT);
    expect(sub[0]).toMatchObject({ command: 'recent:/c/R&D 0.polk', label: '&1 Поход 0 — R&&D 0.polk' });
    const none = byId(buildMenuTemplate(input({ recent: [] })), 'recent').submenu!;
    expect(none).toEqual([{ id: 'recent.none', label: '(нет)', enabled: false }]);
  });

  it('greys out what needs an open campaign (and undo with nothing to undo)', () => {
    const closed = buildMenuTemplate(input({ campaignOpen: false, canUndo: false }));
    for (const id of ['export', 'print', 'undo', 'redo', 'endMove']) expect(byId(closed, id).enabled, id).toBe(false);
    expect(byId(buildMenuTemplate(input({ canUndo: false })), 'undo').enabled).toBe(false);
    expect(byId(closed, 'new').enabled).toBeUndefined();
  });

  it('hides reload and DevTools outside development, and puts Quit in the app menu on macOS', () => {
    expect(flattenMenu(buildMenuTemplate(input())).some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(flattenMenu(buildMenuTemplate(input({ devTools: true }))).some((i) => i.role === 'toggleDevTools')).toBe(true);
    const mac = buildMenuTemplate(input({ platform: 'darwin' }));
    expect(mac[0]!.id).toBe('app');
    expect(flattenMenu(mac).filter((i) => i.role === 'quit')).toHaveLength(1);
  });
});

describe('toElectronTemplate', () => {
  it('wires each command item to onCommand and keeps roles native', () => {
    const sent: MenuCommand[] = [];
    const template = toElectronTemplate(buildMenuTemplate(input()), (c) => sent.push(c));
    const flat = (items: typeof template): typeof template => items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flat(i.submenu) : [])]);
    const all = flat(template);
    for (const item of all.filter((i) => i.click)) (item.click as () => void)();
    expect(sent).toEqual(['new', 'open', 'recent:/home/gm/campaigns/Север.polk', 'import', 'export', 'print', 'undo', 'redo', 'endMove', 'language:ru', 'language:en']);
    expect(all.find((i) => i.id === 'quit')).toMatchObject({ role: 'quit' });
    expect(all.find((i) => i.id === 'quit')!.click).toBeUndefined();
  });
});
