/**
 * The Electron side of what only a desktop shell can do (main/app/native.ts): printing and PDFs of
 * summaries through a hidden, script-less window that loads the self-contained summary HTML (fonts
 * inside) from a data: URL and is destroyed afterwards; and the native open/save dialogs.
 */
import { BrowserWindow, dialog, type WebContents } from 'electron';
import { join } from 'node:path';
import type { NativeShell } from '../app/native';

async function withPrintWindow<T>(html: string, use: (contents: WebContents) => Promise<T>): Promise<T> {
  const win = new BrowserWindow({
    show: false,
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false, webSecurity: true },
  });
  try {
    await win.loadURL(`data:text/html;charset=utf-8;base64,${Buffer.from(html, 'utf8').toString('base64')}`);
    return await use(win.webContents);
  } finally {
    win.destroy();
  }
}

const CAMPAIGN_FILTERS = [{ name: 'Полководец (.polk)', extensions: ['polk'] }];
const SCENARIO_FILTERS = [{ name: 'Сценарий / Scenario (.json)', extensions: ['json'] }];
const MAP_FILTERS = [{ name: 'Карта / Map (.json)', extensions: ['json'] }];
// The map editor reads a board from a map file, a scenario or a campaign.
const BOARD_FILTERS = [{ name: 'Карта, сценарий, кампания / Map, scenario, campaign', extensions: ['json', 'polk'] }];

export function electronShell(options: { parent: () => BrowserWindow | null; campaignsDir: string }): NativeShell {
  return {
    print: (html) =>
      withPrintWindow(html, (contents) =>
        new Promise<boolean>((resolve, reject) => {
          contents.print({ printBackground: true }, (success, reason) => {
            if (success) resolve(true);
            else if (/cancel/i.test(reason)) resolve(false);
            else reject(new Error(reason));
          });
        }),
      ),
    pdf: (html) => withPrintWindow(html, (contents) => contents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true })),
    chooseFile: async ({ purpose, defaultPath }) => {
      const parent = options.parent();
      const filters = purpose === 'exportScenario' ? SCENARIO_FILTERS : purpose === 'saveMap' ? MAP_FILTERS : purpose === 'openMap' ? BOARD_FILTERS : CAMPAIGN_FILTERS;
      const start = defaultPath ?? options.campaignsDir;
      if (purpose === 'open' || purpose === 'import' || purpose === 'openMap') {
        const props: Electron.OpenDialogOptions = { defaultPath: start, filters, properties: ['openFile'] };
        const r = parent ? await dialog.showOpenDialog(parent, props) : await dialog.showOpenDialog(props);
        return r.canceled || !r.filePaths[0] ? null : r.filePaths[0];
      }
      const props: Electron.SaveDialogOptions = { defaultPath: defaultPath ?? join(options.campaignsDir, purpose === 'exportScenario' ? 'scenario.json' : purpose === 'saveMap' ? 'map.json' : 'campaign-export.polk'), filters };
      const r = parent ? await dialog.showSaveDialog(parent, props) : await dialog.showSaveDialog(props);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
  };
}
