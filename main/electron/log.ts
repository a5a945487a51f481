/**
 * The main process's log: electron-log writing to `<logs folder>/main.log`.
 *
 * Its node flavour on purpose: `electron-log/main` registers an IPC channel for renderer logging on
 * import, with no sender check — a door beside our contract. The window has nothing to log here.
 */
import log from 'electron-log/node';
import { join } from 'node:path';

export type Log = typeof log;

/** The file the main process logs to (named in the window when a bug is met). */
export const mainLogFile = (logsDir: string): string => join(logsDir, 'main.log');

export function setupLogging(logsDir: string, verbose: boolean): Log {
  log.transports.file.resolvePathFn = () => mainLogFile(logsDir);
  log.transports.file.level = 'info';
  log.transports.file.maxSize = 5 * 1024 * 1024;
  log.transports.console.level = verbose ? 'info' : 'warn';
  log.errorHandler.startCatching({ showDialog: false });
  return log;
}
