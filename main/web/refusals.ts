/** Browser mode's refusals: stable codes with words in both languages, and the HTTP status of a reply. */
import type { Failure, Reply } from '../../shared/bridge/contract';

export type RefusalCode = 'web/bad_host' | 'web/bad_origin' | 'web/no_token' | 'web/bad_token' | 'web/revoked' | 'web/gm_loopback_only' | 'web/too_many';

export const REFUSALS: Readonly<Record<RefusalCode, Failure['message']>> = {
  'web/bad_host': {
    ru: 'Отказано: чужой заголовок Host. Консоль отвечает только по своим адресам (127.0.0.1 или localhost, и адрес сети клуба, если он включён) со своим портом.',
    en: "Forbidden: foreign Host header. The console answers only at its own addresses (127.0.0.1 or localhost, and the club network's address when switched on) on its own port.",
  },
  'web/bad_origin': {
    ru: 'Отказано: запрос пришёл со страницы другого сайта (Origin).',
    en: "Forbidden: the request came from another site's page (Origin).",
  },
  'web/no_token': {
    ru: 'Отказано: нет ключа доступа. Откройте адрес, который консоль напечатала при запуске (с ?token=…), или код экрана от ведущего.',
    en: "Forbidden: no access token. Open the address the console printed at start (with ?token=…), or the game master's view code.",
  },
  'web/bad_token': {
    ru: 'Отказано: неверный ключ доступа. Ключ меняется при каждом запуске — откройте новый напечатанный адрес или попросите у ведущего новый код.',
    en: 'Forbidden: wrong access token. The token changes at every start — open the newly printed address or ask the game master for a new code.',
  },
  'web/revoked': {
    ru: 'Отказано: ведущий отозвал этот код экрана. Попросите у него новый.',
    en: 'Forbidden: the game master revoked this view code. Ask for a new one.',
  },
  'web/gm_loopback_only': {
    ru: 'Отказано: ключ ведущего действует только на этой машине (127.0.0.1). По сети клуба открываются только экраны просмотра.',
    en: "Forbidden: the game master's token works on this machine only (127.0.0.1). Over the club network only view screens open.",
  },
  'web/too_many': {
    ru: 'Слишком много неверных кодов с этого адреса. Подождите минуту и введите код ещё раз.',
    en: 'Too many wrong codes from this address. Wait a minute and type the code again.',
  },
};

export const NOT_BUILT = {
  ru: 'Интерфейс консоли не собран (нет index.html). Выполните `npm run build` и перезапустите `npm run web`.',
  en: "The console's interface is not built (no index.html). Run `npm run build` and restart `npm run web`.",
};

export function httpStatusOf(reply: Reply<unknown>): number {
  if (reply.ok) return 200;
  switch (reply.error.code) {
    case 'bridge/unknown_call':
      return 404;
    case 'bridge/bad_payload':
      return 400;
    case 'bridge/internal':
      return 500;
    case 'bridge/timeout':
      return 504;
    case 'web/read_only':
      return 403;
    default:
      // An expected refusal (a rule, a locked file) is an answer, not a transport error.
      return 200;
  }
}
