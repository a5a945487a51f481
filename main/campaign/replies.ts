/**
 * The campaign's answers as the bridge's replies: a service outcome as a `Reply`, and what an action
 * answers with — its events and everything the window repaints from (the view, the legal orders,
 * the redo depth, and the log and ledger entries after `since`). The window's handlers
 * (main/app/handlers.ts) and the computer player's (main/bots/handlers.ts) both answer through here.
 */
import type { Applied, Failure, Played, Reply, Synced } from '../../shared/bridge/contract';
import type { Campaign } from './campaign';
import { serviceFailed, type Outcome } from './failure';

/** A service outcome as a reply (the failure's `kind` is the command line's, not the bridge's). */
export const toReply = <T>(o: Outcome<T>): Reply<T> => (o.ok ? { ok: true, value: o.value } : { ok: false, error: stripKind(o.error) });

function stripKind(error: Failure & { kind?: unknown }): Failure {
  const { code, message, detail } = error;
  return detail === undefined ? { code, message } : { code, message, detail };
}

export const noCampaign = (): Reply<never> => toReply(serviceFailed('campaign/none_open'));

/**
 * Where the campaign stands and what changed after `since` (absent: the whole history and ledger):
 * everything the window repaints from, in the same reply.
 */
export function synced(c: Campaign, since: number | undefined): Synced {
  const view = c.view();
  const changes = since === undefined ? { seq: view.seq, reset: true, history: c.history(), ledger: c.ledger() } : c.changesSince(since);
  return { view, legal: view.state.status === 'playing' ? c.legalOrders() : [], redoDepth: c.redoDepth(), changes };
}

/**
 * Run an action and answer with what it changed. Without `since` the caller gets the entries the
 * action itself added (after the seq it started from).
 */
export function play(c: Campaign, since: number | undefined, act: () => Outcome<Applied>): Reply<Played> {
  const before = c.seq();
  const o = act();
  if (!o.ok) return toReply(o);
  return { ok: true, value: { events: o.value.events, ...synced(c, since ?? before) } };
}
