/**
 * The command line of `npm run web` (main/web/serve.ts), split by `node:util` parseArgs; the checks
 * and the bilingual messages are ours.
 */
import { parseArgs } from 'node:util';
import type { Bilingual } from '../../shared/bridge/contract';
import { isIPv4 } from './lan';

export interface ServeArgs {
  /** 0 = any free port. */
  readonly port: number;
  readonly dataDir: string | null;
  readonly staticDir: string | null;
  /** `--lan ADDRESS`: also listen on this one interface address, for view tokens only. */
  readonly lan: string | null;
  readonly help: boolean;
}

export type ServeArgsResult = { ok: true; args: ServeArgs } | { ok: false; message: Bilingual };

export const SERVE_USAGE: Bilingual = {
  ru: 'Использование: npm run web -- [--port N] [--data-dir ПАПКА] [--lan АДРЕС]\n  --port N        порт на 127.0.0.1 (по умолчанию — любой свободный)\n  --data-dir DIR  папка данных (кампании — в её подпапке campaigns)\n  --lan АДРЕС     ещё и адрес этой машины в сети клуба (IPv4): только экраны просмотра, ключ ведущего — только на 127.0.0.1',
  en: 'Usage: npm run web -- [--port N] [--data-dir DIR] [--lan ADDRESS]\n  --port N        port on 127.0.0.1 (default: any free port)\n  --data-dir DIR  data folder (campaigns go to its campaigns subfolder)\n  --lan ADDRESS   also this machine\'s address on the club network (IPv4): view screens only, the game master\'s token on 127.0.0.1 only',
};

const OPTIONS = {
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  // Where the built window is (tests, packaging); not in the usage: the default is right for people.
  'static-dir': { type: 'string' },
  lan: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const fail = (ru: string, en: string): ServeArgsResult => ({ ok: false, message: { ru, en } });

export function parseServeArgs(argv: readonly string[]): ServeArgsResult {
  // Not strict: an unknown option, a stray argument or a missing value is a token, refused below in words.
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  let port = 0;
  let dataDir: string | null = null;
  let staticDir: string | null = null;
  let lan: string | null = null;
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
    } else if (t.name === 'lan') {
      // Whether it is this machine's address is known only where it runs (main/policy/lan.ts checks it there).
      if (v === undefined || !isIPv4(v)) return fail(`--lan: нужен адрес IPv4 этой машины в сети клуба (вида 192.168.1.5), указано «${v ?? ''}».`, `--lan: expected this machine's IPv4 address on the club network (like 192.168.1.5), got "${v ?? ''}".`);
      lan = v;
    } else {
      if (!v) return fail(`--${t.name}: нужна папка.`, `--${t.name}: expected a folder.`);
      if (t.name === 'data-dir') dataDir = v;
      else staticDir = v;
    }
  }
  return { ok: true, args: { port, dataDir, staticDir, lan, help } };
}
