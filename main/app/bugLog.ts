/**
 * Where a bug goes in the command line and browser mode: `<data folder>/logs/<mode>.log` (polk.log,
 * web.log; the Electron shell has electron-log's main.log). The user sees one line that names the
 * file; the stack is in the file. File problems are never bugs: they have their own coded messages.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Bilingual } from '../../shared/bridge/contract';

export const bugLogFile = (dataDir: string, mode: 'polk' | 'web'): string => join(dataDir, 'logs', `${mode}.log`);

/** Append the bug with its stack to `file`; false when the log itself cannot be written. */
export function logBug(file: string, what: string, error: unknown): boolean {
  const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  try {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${new Date().toISOString()} ${what}\n${stack}\n\n`);
    return true;
  } catch {
    return false;
  }
}

/** The one line a user sees for a bug. */
export function bugLine(what: string, file: string | null): Bilingual {
  return file
    ? {
        ru: `Внутренняя ошибка консоли (${what}) — это ошибка программы, а не вашего файла; файл кампании не изменён этим сбоем. Подробности записаны в ${file}; пожалуйста, приложите этот файл к сообщению об ошибке.`,
        en: `Internal error of the console (${what}): a bug of the program, not of your file; the campaign file was not changed by it. The details are in ${file}; please attach that file to a bug report.`,
      }
    : {
        ru: `Внутренняя ошибка консоли (${what}) — это ошибка программы, а не вашего файла. Записать подробности не удалось (папка журнала недоступна).`,
        en: `Internal error of the console (${what}): a bug of the program, not of your file. Its details could not be logged (the log folder is not writable).`,
      };
}
