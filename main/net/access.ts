/**
 * The capability calls of browser mode (issue 14): who the caller is, and the game master's view
 * tokens — minted, listed, revoked — and the club network switch. The dispatcher has already
 * refused them to views (they are `access: 'write'` in the contract), except `whoami`.
 */
import type { AccessList } from '../../shared/bridge/access';
import { SERVER_WORDS } from '../../shared/vocab/transport';
import type { Failure, Handlers, Reply } from '../../shared/bridge/contract';
import type { TokenRegistry } from './tokens';

export interface LanControl {
  /** `http://127.0.0.1:PORT`; null while nothing listens (the desktop console, its network off). */
  readonly loopback: string | null;
  current(): { address: string; origin: string } | null;
  /** The interface addresses the switch may use (os.networkInterfaces, IPv4, not loopback). */
  candidates(): string[];
  /** Listen on the address (or stop, with null); a refusal names why. */
  set(address: string | null): Promise<Failure | null>;
}

type AccessCalls = Pick<Handlers, 'access.whoami' | 'access.list' | 'access.mint' | 'access.revoke' | 'access.setLan' | 'access.claim' | 'access.dropDevice' | 'access.setPolicy'>;

export function accessHandlers(tokens: TokenRegistry, lan: LanControl): AccessCalls {
  const list = (): AccessList => ({ available: true, tokens: tokens.list(), loopback: lan.loopback, lan: lan.current(), addresses: lan.candidates() });
  const listed = (): Reply<AccessList> => ({ ok: true, value: list() });
  return {
    'access.whoami': (_args, caller) => ({ ok: true, value: caller ?? { role: 'gm' } }),
    'access.list': listed,
    'access.mint': (args) => ({ ok: true, value: tokens.mint(args.kind === 'army' ? { role: 'army', army: args.army, ...(args.orders ? { orders: true as const } : {}) } : { role: 'table' }) }),
    // Only an order code's own holder, not yet claimed and not already a device, gets a device token.
    'access.claim': (_args, caller) => {
      if (!caller || caller.role !== 'army' || !caller.orders || caller.codeId === undefined || caller.device !== undefined) {
        return { ok: false, error: { code: 'access/not_claimable', message: SERVER_WORDS.notClaimable } };
      }
      const claimed = tokens.claim(caller.codeId);
      if (!claimed.ok) return { ok: false, error: { code: claimed.code, message: claimed.code === 'access/claimed' ? SERVER_WORDS.alreadyClaimed : SERVER_WORDS.notClaimable } };
      return { ok: true, value: claimed.value };
    },
    'access.dropDevice': ({ id, device }) => {
      if (!tokens.dropDevice(id, device)) return { ok: false, error: { code: 'access/no_such_token', message: SERVER_WORDS.noSuchViewCode(`${id}/${device}`) } };
      return listed();
    },
    // The game master takes over at any moment: read-only, or the player's move waiting for him.
    'access.setPolicy': ({ id, policy }) => {
      if (!tokens.setPolicy(id, policy)) return { ok: false, error: { code: 'access/no_such_token', message: SERVER_WORDS.noSuchViewCode(id) } };
      return listed();
    },
    'access.revoke': ({ id }) => {
      if (!tokens.revoke(id)) return { ok: false, error: { code: 'access/no_such_token', message: SERVER_WORDS.noSuchViewCode(id) } };
      return listed();
    },
    'access.setLan': async ({ address }) => {
      const failure = await lan.set(address);
      return failure ? { ok: false, error: failure } : listed();
    },
  };
}
