/**
 * A player's own actions from a claimed order code (issue 23): which army he may act for, checked
 * before the call reaches the campaign — the army named in the call must be his (`access/not_your_army`),
 * so must the commander who gives an order, and no machine seat may play it. Whether that army is to
 * move, and for an end of move or an appointment whether he saw the head, is checked inside the
 * write transaction (`access/not_your_move`, `game/moved_on`: main/campaign/live.ts).
 */
import { isPlayerDevice, type Viewer } from '../../shared/bridge/access';
import type { Failure } from '../../shared/bridge/contract';
import type { Army, Order } from '../../shared/rules/polkovodets';
import { SERVER_WORDS } from '../../shared/vocab/transport';
import { readSeats } from '../bots/handlers';
import type { ActionGuard } from '../campaign/campaign';
import type { Campaign } from '../campaign/service';

/** The game master's call (no guard), a player's checked guard, or his refusal. */
export type PlayerCheck = { readonly ok: true; readonly guard: ActionGuard } | { readonly ok: false; readonly error: Failure };

const notYours = (army: Army): PlayerCheck => ({ ok: false, error: { code: 'access/not_your_army', message: SERVER_WORDS.notYourArmy(army) } });

/**
 * Check a call against its caller. `army`, `since`: the call's own fields; `order`: the order it gives.
 * The game master's calls keep their meaning: `army` checked when given, `since` only a sync point.
 */
export function checkPlayer(c: Campaign, caller: Viewer | undefined, call: { army?: Army; since?: number; order?: Order; ends: boolean; proposal?: boolean }): PlayerCheck {
  // For an army: that army's move, and for an end of move or an appointment the head seen (none given: never).
  const guardFor = (army: Army): PlayerCheck => ({ ok: true, guard: { army, ...(call.ends ? { seen: call.since ?? -1 } : {}) } });
  if (!caller || !isPlayerDevice(caller)) return call.army === undefined ? { ok: true, guard: {} } : guardFor(call.army);
  const mine = caller.army;
  if (call.army !== mine) return notYours(mine);
  if (call.order) {
    const commander = c.state().units.find((u) => u.id === call.order!.commander);
    if (!commander || commander.army !== mine) return notYours(mine);
  }
  if (readSeats(c)[mine]) return { ok: false, error: { code: 'access/not_your_move', message: SERVER_WORDS.machineSeat(mine) } };
  // The game master's policy for this code: single actions straight in, or the whole move as a proposal.
  const proposing = caller.policy === 'propose';
  if (proposing && !call.proposal) return { ok: false, error: { code: 'access/waits_for_gm', message: SERVER_WORDS.waitsForGm } };
  if (!proposing && call.proposal) return { ok: false, error: { code: 'access/orders_go_straight', message: SERVER_WORDS.ordersGoStraight } };
  return guardFor(mine);
}
