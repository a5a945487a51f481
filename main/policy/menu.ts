/**
 * The native menu as data (the Electron layer turns it into `Menu.buildFromTemplate`; the tests
 * read it as is). Every item the window must act on carries a `command`, which the Electron layer
 * sends as a `menu.command` event; the window decides what to show.
 */
import type { Language, MenuCommand } from '../../shared/bridge/contract';

export type MenuRole = 'quit' | 'about' | 'cut' | 'copy' | 'paste' | 'selectAll' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen' | 'reload' | 'toggleDevTools';

export interface MenuItemSpec {
  readonly id: string;
  readonly type?: 'normal' | 'separator' | 'submenu' | 'radio';
  readonly label?: string;
  readonly accelerator?: string;
  readonly command?: MenuCommand;
  readonly role?: MenuRole;
  readonly checked?: boolean;
  readonly enabled?: boolean;
  readonly submenu?: readonly MenuItemSpec[];
}

export interface MenuInput {
  readonly language: Language;
  /** Most recent first; only the first MAX_RECENT are shown. */
  readonly recent: readonly { readonly path: string; readonly name: string }[];
  readonly platform: string;
  readonly campaignOpen: boolean;
  readonly canUndo: boolean;
  /** Reload and DevTools, for development builds only. */
  readonly devTools: boolean;
  /** The displays the table screen may open on (desktop console); absent or empty: no such item. */
  readonly displays?: readonly { readonly id: number; readonly label: string }[];
  /** The table screen's window is open. */
  readonly tableOpen?: boolean;
}

export const MAX_RECENT = 10;

const LABELS = {
  campaign: { ru: '&Кампания', en: '&Campaign' },
  new: { ru: 'Новая кампания…', en: 'New campaign…' },
  open: { ru: 'Открыть…', en: 'Open…' },
  recent: { ru: 'Недавние кампании', en: 'Recent campaigns' },
  noRecent: { ru: '(нет)', en: '(none)' },
  import: { ru: 'Импорт…', en: 'Import…' },
  export: { ru: 'Экспорт…', en: 'Export…' },
  print: { ru: 'Печать сводки хода…', en: 'Print turn summary…' },
  quit: { ru: 'Выход', en: 'Quit' },
  edit: { ru: '&Правка', en: '&Edit' },
  cut: { ru: 'Вырезать', en: 'Cut' },
  copy: { ru: 'Копировать', en: 'Copy' },
  paste: { ru: 'Вставить', en: 'Paste' },
  selectAll: { ru: 'Выделить всё', en: 'Select all' },
  game: { ru: '&Игра', en: '&Game' },
  undo: { ru: 'Отменить последний приказ', en: 'Undo last order' },
  redo: { ru: 'Повторить отменённое', en: 'Redo' },
  endMove: { ru: 'Завершить ход армии', en: "End the army's move" },
  view: { ru: '&Вид', en: '&View' },
  language: { ru: 'Язык', en: 'Language' },
  resetZoom: { ru: 'Обычный масштаб', en: 'Actual size' },
  zoomIn: { ru: 'Крупнее', en: 'Zoom in' },
  zoomOut: { ru: 'Мельче', en: 'Zoom out' },
  fullscreen: { ru: 'Во весь экран', en: 'Full screen' },
  reload: { ru: 'Перезагрузить', en: 'Reload' },
  devTools: { ru: 'Инструменты разработчика', en: 'Developer tools' },
  about: { ru: 'О программе «Полководец»', en: 'About Polkovodets' },
  table: { ru: 'Экран стола', en: 'Table screen' },
  tableClose: { ru: 'Закрыть экран стола', en: 'Close the table screen' },
  app: { ru: 'Полководец', en: 'Polkovodets' },
} as const;

/** Menu labels treat `&` as a mnemonic marker on Windows and Linux. */
export function escapeMenuLabel(text: string): string {
  return text.replace(/&/g, '&&');
}

function recentLabel(index: number, name: string, path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  const text = `${name} — ${file}`;
  const short = text.length > 70 ? `${text.slice(0, 69)}…` : text;
  // 1–9 get a keyboard mnemonic.
  return index < 9 ? `&${index + 1} ${escapeMenuLabel(short)}` : escapeMenuLabel(short);
}

export function buildMenuTemplate(input: MenuInput): MenuItemSpec[] {
  const t = (key: keyof typeof LABELS): string => LABELS[key][input.language];
  const mac = input.platform === 'darwin';
  const sep = (id: string): MenuItemSpec => ({ id, type: 'separator' });
  /** A submenu whose id is also the key of its label. */
  const submenu = (id: keyof typeof LABELS, items: MenuItemSpec[]): MenuItemSpec => ({ id, type: 'submenu', label: t(id), submenu: items });
  const recent: MenuItemSpec[] = input.recent.slice(0, MAX_RECENT).map((r, i) => ({
    id: `recent.${i}`,
    label: recentLabel(i, r.name, r.path),
    command: `recent:${r.path}` as MenuCommand,
  }));

  const campaign = submenu('campaign', [
    { id: 'new', label: t('new'), accelerator: 'CmdOrCtrl+N', command: 'new' },
    { id: 'open', label: t('open'), accelerator: 'CmdOrCtrl+O', command: 'open' },
    submenu('recent', recent.length ? recent : [{ id: 'recent.none', label: t('noRecent'), enabled: false }]),
    sep('sep.file.1'),
    { id: 'import', label: t('import'), accelerator: 'CmdOrCtrl+I', command: 'import' },
    { id: 'export', label: t('export'), accelerator: 'CmdOrCtrl+E', command: 'export', enabled: input.campaignOpen },
    { id: 'print', label: t('print'), accelerator: 'CmdOrCtrl+P', command: 'print', enabled: input.campaignOpen },
    ...(mac ? [] : [sep('sep.file.2'), { id: 'quit', label: t('quit'), accelerator: 'CmdOrCtrl+Q', role: 'quit' as const }]),
  ]);

  // Text editing in the window's fields (on macOS these shortcuts only work through the menu).
  // No text "undo" role here: Ctrl+Z is the game's undo; the window receives `menu.command: undo`
  // and may pass it to a focused text field instead.
  const edit = submenu('edit', [
    { id: 'cut', label: t('cut'), role: 'cut', accelerator: 'CmdOrCtrl+X' },
    { id: 'copy', label: t('copy'), role: 'copy', accelerator: 'CmdOrCtrl+C' },
    { id: 'paste', label: t('paste'), role: 'paste', accelerator: 'CmdOrCtrl+V' },
    { id: 'selectAll', label: t('selectAll'), role: 'selectAll', accelerator: 'CmdOrCtrl+A' },
  ]);

  const game = submenu('game', [
    { id: 'undo', label: t('undo'), accelerator: 'CmdOrCtrl+Z', command: 'undo', enabled: input.campaignOpen && input.canUndo },
    // Enabled whenever a campaign is open: the window knows the redo depth and ignores it at 0.
    { id: 'redo', label: t('redo'), accelerator: 'CmdOrCtrl+Shift+Z', command: 'redo', enabled: input.campaignOpen },
    { id: 'endMove', label: t('endMove'), accelerator: 'CmdOrCtrl+Enter', command: 'endMove', enabled: input.campaignOpen },
  ]);

  const view = submenu('view', [
    submenu('language', [
      { id: 'language.ru', type: 'radio', label: 'Русский', command: 'language:ru', checked: input.language === 'ru' },
      { id: 'language.en', type: 'radio', label: 'English', command: 'language:en', checked: input.language === 'en' },
    ]),
    ...tableMenu(input, t),
    sep('sep.view.1'),
    { id: 'resetZoom', label: t('resetZoom'), role: 'resetZoom', accelerator: 'CmdOrCtrl+0' },
    { id: 'zoomIn', label: t('zoomIn'), role: 'zoomIn', accelerator: 'CmdOrCtrl+=' },
    { id: 'zoomOut', label: t('zoomOut'), role: 'zoomOut', accelerator: 'CmdOrCtrl+-' },
    { id: 'fullscreen', label: t('fullscreen'), role: 'togglefullscreen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
    ...(input.devTools
      ? [sep('sep.view.2'), { id: 'reload', label: t('reload'), role: 'reload' as const, accelerator: 'CmdOrCtrl+R' }, { id: 'devTools', label: t('devTools'), role: 'toggleDevTools' as const, accelerator: 'CmdOrCtrl+Shift+I' }]
      : []),
  ]);

  const appMenu: MenuItemSpec[] = mac
    ? [submenu('app', [{ id: 'about', label: t('about'), role: 'about' }, sep('sep.app.1'), { id: 'quit', label: t('quit'), accelerator: 'Cmd+Q', role: 'quit' }])]
    : [];
  return [...appMenu, campaign, edit, game, view];
}

/** «Экран стола»: one item per display, and closing it (issue 14). */
function tableMenu(input: MenuInput, t: (key: keyof typeof LABELS) => string): MenuItemSpec[] {
  const displays = input.displays ?? [];
  if (!displays.length) return [];
  const items: MenuItemSpec[] = displays.map((d, i) => ({ id: `table.${i}`, label: escapeMenuLabel(d.label), command: `table:${d.id}` as MenuCommand }));
  if (input.tableOpen) items.push({ id: 'table.sep', type: 'separator' }, { id: 'table.close', label: t('tableClose'), command: 'table:close' });
  return [{ id: 'table', type: 'submenu', label: t('table'), submenu: items }];
}

/** Every item of a template, depth first (tests, and finding an item by id). */
export function flattenMenu(items: readonly MenuItemSpec[]): MenuItemSpec[] {
  return items.flatMap((i) => [i, ...(i.submenu ? flattenMenu(i.submenu) : [])]);
}
