/**
 * The native print dialog and printToPDF for summaries: a hidden window with scripts off loads the
 * self-contained summary HTML (fonts inside) from a data: URL, prints, and is destroyed.
 */
import { BrowserWindow, type WebContents } from 'electron';
import type { PrintFunctions } from '../app/printing';

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

export const electronPrinting: PrintFunctions = {
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
};
