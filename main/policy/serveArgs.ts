/** The command line of `npm run web` (main/web/serve.ts). */
import type { Bilingual } from '../../shared/bridge/contract';

export interface ServeArgs {
  /** 0 = any free port. */
  readonly port: number;
  readonly dataDir: string | null;
  readonly staticDir: string | null;
  readonly help: boolean;
}

export type ServeArgsResult = { ok: true; args: ServeArgs } | { ok: false; message: Bilingual };

export const SERVE_USAGE: Bilingual = {
  ru: 'Использование: npm run web -- [--port N] [--data-dir ПАПКА]\n  --port N        порт на 127.0.0.1 (по умолчанию — любой свободный)\n  --data-dir DIR  папка данных (кампании — в её подпапке campaigns)',
  en: 'Usage: npm run web -- [--port N] [--data-dir DIR]\n  --port N        port on 127.0.0.1 (default: any free port)\n  --data-dir DIR  data folder (campaigns go to its campaigns subfolder)',
};

export function parseServeArgs(argv: readonly string[]): ServeArgsResult {
  let port = 0;
  let dataDir: string | null = null;
  let staticDir: string | null = null;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') help = true;
    else if (flag === '--port') {
      const v = value();
      if (v === undefined || !/^\d{1,5}$/.test(v) || Number(v) > 65535) {
        return { ok: false, message: { ru: `--port: нужен номер порта от 0 до 65535, указано «${v ?? ''}».`, en: `--port: expected a port number from 0 to 65535, got "${v ?? ''}".` } };
      }
      port = Number(v);
    } else if (flag === '--data-dir' || flag === '--static-dir') {
      const v = value();
      if (!v) return { ok: false, message: { ru: `${flag}: нужна папка.`, en: `${flag}: expected a folder.` } };
      if (flag === '--data-dir') dataDir = v;
      else staticDir = v;
    } else {
      return { ok: false, message: { ru: `Неизвестный параметр «${a}».\n${SERVE_USAGE.ru}`, en: `Unknown option "${a}".\n${SERVE_USAGE.en}` } };
    }
  }
  return { ok: true, args: { port, dataDir, staticDir, help } };
}
