/**
 * The capability calls (issue 14) where no view can be served: the core's handlers on their own.
 * Both shells put them behind main/net's listener, whose own capability calls (main/net/access.ts)
 * replace these. `whoami` answers the caller the transport named.
 */
import { GAME_MASTER, type AccessList } from '../../shared/bridge/access';
import type { Failure, Handlers } from '../../shared/bridge/contract';

type AccessCalls = Pick<Handlers, 'access.whoami' | 'access.list' | 'access.mint' | 'access.revoke' | 'access.setLan' | 'access.claim' | 'access.dropDevice' | 'access.setPolicy'>;

export const viewsUnavailable: Failure = {
  code: 'access/browser_only',
  message: {
    ru: 'Экраны игроков с телефонов обслуживает режим браузера: запустите `npm run web -- --lan АДРЕС`. Экран стола открывается из меню «Вид».',
    en: "Players' views on phones are served by browser mode: run `npm run web -- --lan ADDRESS`. The table screen opens from the View menu.",
  },
};

export const NO_VIEWS: AccessList = { available: false, tokens: [], loopback: null, lan: null, addresses: [] };

export function unavailableAccess(): AccessCalls {
  return {
    'access.whoami': (_args, caller) => ({ ok: true, value: caller ?? GAME_MASTER }),
    'access.list': () => ({ ok: true, value: NO_VIEWS }),
    'access.mint': () => ({ ok: false, error: viewsUnavailable }),
    'access.revoke': () => ({ ok: false, error: viewsUnavailable }),
    'access.setLan': () => ({ ok: false, error: viewsUnavailable }),
    'access.claim': () => ({ ok: false, error: viewsUnavailable }),
    'access.dropDevice': () => ({ ok: false, error: viewsUnavailable }),
    'access.setPolicy': () => ({ ok: false, error: viewsUnavailable }),
  };
}
