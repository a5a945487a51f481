/**
 * The table screen's window in the desktop console (issue 14), as plain data: which display it goes
 * to, where and how big, and the same locked-down web preferences as the console window. The
 * Electron layer passes these to `new BrowserWindow` unchanged; the tests check them without
 * Electron. The window shows the console's own page at `#table`, and the IPC layer answers it as a
 * view (read calls only).
 */
import { windowOptions, type WindowOptions } from './window';
import { APP_ENTRY_URL } from './urls';

export const TABLE_HASH = '#table';
export const TABLE_ENTRY_URL = `${APP_ENTRY_URL}${TABLE_HASH}`;

export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The parts of Electron's `Display` looked at. */
export interface DisplayLike {
  readonly id: number;
  readonly bounds: Rectangle;
  readonly workArea: Rectangle;
  readonly label?: string;
}

/**
 * The display for the table screen: the one chosen, if it is still there; else the first that is
 * not the console's (a second monitor, the projector); else the console's own.
 */
export function pickTableDisplay(displays: readonly DisplayLike[], consoleDisplayId: number | null, chosenId: number | null = null): DisplayLike | null {
  if (!displays.length) return null;
  return displays.find((d) => d.id === chosenId) ?? displays.find((d) => d.id !== consoleDisplayId) ?? displays[0]!;
}

export interface TableWindowOptions extends Omit<WindowOptions, 'minWidth' | 'minHeight'> {
  readonly x: number;
  readonly y: number;
  readonly minWidth: number;
  readonly minHeight: number;
  readonly fullscreen: boolean;
  readonly autoHideMenuBar: true;
}

/**
 * On a display of its own the table screen fills it (full screen); on the console's display it is
 * a window of 1280×720 (or the work area, if smaller) in its middle, to be dragged where wanted.
 */
export function tableWindowOptions(input: { preloadPath: string; display: DisplayLike; consoleDisplayId: number | null; title?: string; devTools?: boolean }): TableWindowOptions {
  const base = windowOptions({ preloadPath: input.preloadPath, title: input.title ?? 'Полководец — экран стола', devTools: input.devTools });
  const own = input.display.id !== input.consoleDisplayId;
  const area = own ? input.display.bounds : input.display.workArea;
  const width = own ? area.width : Math.min(1280, area.width);
  const height = own ? area.height : Math.min(720, area.height);
  return {
    ...base,
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
    minWidth: 640,
    minHeight: 360,
    fullscreen: own,
    autoHideMenuBar: true,
  };
}

/** A display's name in the menu: its label, else its number, with its size. */
export function displayLabel(d: DisplayLike, index: number, language: 'ru' | 'en'): string {
  const name = d.label?.trim() || (language === 'ru' ? `Дисплей ${index + 1}` : `Display ${index + 1}`);
  return `${name} (${d.bounds.width}×${d.bounds.height})`;
}
