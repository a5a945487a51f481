/**
 * The command line of `npm run web` (main/web/serve.ts), split by `node:util` parseArgs; the checks
 * and the bilingual messages are ours.
 */
import { parseArgs } from 'node:util';
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

const OPTIONS = {
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  // Where the built window is (tests, packaging); not in the usage: the default is right for people.
  'static-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const fail = (ru: string, en: string): ServeArgsResult => ({ ok: false, message: { ru, en } });

export function parseServeArgs(argv: readonly string[]): ServeArgsResult {
  // Not strict: an unknown option, a stray argument or a missing value is a token, refused below in words.
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  let port = 0;
  let dataDir: string | null = null;
  let staticDir: string | null = null;
  let help = false;
  for (const t of tokens) {
    if (t.kind === 'option-terminator') continue;
    const raw = t.kind === 'positional' ? t.value : t.rawName;
    if (t.kind === 'positional' || !(t.name in OPTIONS)) return fail(`Неизвестный параметр «${raw}».\n${SERVE_USAGE.ru}`, `Unknown option "${raw}".\n${SERVE_USAGE.en}`);
    const v = t.value;
    if (t.name === 'help') help = true;
    else if (t.name === 'port') {
      if (v === undefined || !/^\d{1,5}$/.test(v) || Number(v) > 65535) return fail(`--port: нужен номер порта от 0 до 65535, указано «${v ?? ''}».`, `--port: expected a port number from 0 to 65535, got "${v ?? ''}".`);
      port = Number(v);
    } else {
      if (!v) return fail(`--${t.name}: нужна папка.`, `--${t.name}: expected a folder.`);
      if (t.name === 'data-dir') dataDir = v;
      else staticDir = v;
    }
  }
  return { ok: true, args: { port, dataDir, staticDir, help } };
}
