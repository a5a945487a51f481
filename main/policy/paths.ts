/**
 * Where campaigns live, and which file a launch was asked to open. Pure functions of their inputs
 * (environment, platform, home directory, argv), so the tests need no real home.
 */
import { isAbsolute, join, resolve } from 'node:path';

export const CAMPAIGN_EXTENSION = '.polk';
export const APP_DIR_NAME = 'polkovodets';

/** Campaigns are kept in a `campaigns` folder of the data directory (Electron: `userData`). */
export function campaignsDirOf(dataDir: string): string {
  return join(dataDir, 'campaigns');
}

/**
 * Browser mode's data directory: `$POLK_DATA_DIR`, else the platform's per-user data folder
 * (`%APPDATA%\polkovodets`, `~/Library/Application Support/polkovodets`,
 * `$XDG_DATA_HOME/polkovodets` or `~/.local/share/polkovodets`).
 */
export function defaultDataDir(env: Readonly<Record<string, string | undefined>>, platform: string, home: string): string {
  if (env.POLK_DATA_DIR) return resolve(env.POLK_DATA_DIR);
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_DIR_NAME);
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.local', 'share'), APP_DIR_NAME);
}

/**
 * The campaign file a launch names (`polkovodets game.polk`, or a second launch forwarded by the
 * single-instance lock): the last argument that is not a switch and ends in `.polk`, resolved
 * against the launch's working directory. Null when there is none.
 */
export function campaignFileFromArgv(argv: readonly string[], cwd: string): string | null {
  for (let i = argv.length - 1; i >= 1; i--) {
    const a = argv[i];
    if (typeof a !== 'string' || a.startsWith('-') || a.length > 4096 || a.includes('\0')) continue;
    if (a.toLowerCase().endsWith(CAMPAIGN_EXTENSION)) return resolve(cwd, a);
  }
  return null;
}
