/** Browser mode's refusals: stable codes with the catalog's words (shared/vocab/transport.ts), and the HTTP status of a reply. */
import type { Failure, Reply } from '../../shared/bridge/contract';
import { SERVER_WORDS } from '../../shared/vocab/transport';

export type RefusalCode = 'web/bad_host' | 'web/bad_origin' | 'web/no_token' | 'web/bad_token' | 'web/revoked' | 'web/gm_loopback_only' | 'web/too_many' | 'web/busy';

export const REFUSALS: Readonly<Record<RefusalCode, Failure['message']>> = {
  'web/bad_host': SERVER_WORDS.badHost,
  'web/bad_origin': SERVER_WORDS.badOrigin,
  'web/no_token': SERVER_WORDS.noToken,
  'web/bad_token': SERVER_WORDS.badToken,
  'web/revoked': SERVER_WORDS.revoked,
  'web/gm_loopback_only': SERVER_WORDS.gmLoopbackOnly,
  'web/too_many': SERVER_WORDS.tooMany,
  'web/busy': SERVER_WORDS.busy,
};

export const NOT_BUILT = SERVER_WORDS.notBuilt;

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
    // A player's code acting for another army, or outside its army's move (issue 23).
    case 'access/not_your_army':
    case 'access/not_your_move':
      return 403;
    // A player's end of move made on a head that has moved on since.
    case 'game/moved_on':
      return 409;
    default:
      // An expected refusal (a rule, a locked file) is an answer, not a transport error.
      return 200;
  }
}
