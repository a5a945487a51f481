/**
 * Who is ordering (issue 23): each army with an order code, and what its phone may do now — give
 * orders straight in, send its move to wait for the game master, only look (he took over), or not
 * opened yet. The console's panel and its «Экраны» dialog say it in one line an army.
 */
import { viewUrl, type AccessList, type ViewToken } from '../../../shared/bridge/access';
import type { Army } from '../../../shared/rules/polkovodets';

export type PlayerState = 'ordering' | 'proposing' | 'readOnly' | 'unclaimed';

export interface PlayerLine {
  readonly army: Army;
  readonly state: PlayerState;
  readonly token: ViewToken;
}

export const isOrderCode = (x: ViewToken): boolean => x.view.role === 'army' && (x.view.orders === true || x.policy !== undefined);

export function playerLines(list: AccessList | null): PlayerLine[] {
  if (!list) return [];
  const lines: PlayerLine[] = [];
  for (const token of list.tokens) {
    if (token.view.role !== 'army' || !isOrderCode(token)) continue;
    const state: PlayerState = token.policy === 'read' ? 'readOnly' : !token.devices?.length ? 'unclaimed' : token.policy === 'propose' ? 'proposing' : 'ordering';
    lines.push({ army: token.view.army, state, token });
  }
  return lines;
}

/**
 * A waiting move made on a position that is no longer the current one: out of date (the entry it was
 * made on and the head now), shown with its reason and never offered for acceptance. Null while it
 * is current — an undo back to its position makes it current again.
 */
export function proposalOutdated(p: { readonly basedOn: number }, head: number | null | undefined): { readonly basedOn: number; readonly head: number } | null {
  return head === null || head === undefined || head === p.basedOn ? null : { basedOn: p.basedOn, head };
}

/** Only an address a phone can reach gets a QR code: not this machine's loopback (its aliases only in tests). */
export function reachable(address: string, allowLoopback: boolean): boolean {
  const loopback = address.startsWith('127.') || address === '::1' || address === 'localhost';
  return !loopback || allowLoopback;
}

/** A code's address, only with an origin that opens it: never a bare `/v/CODE` (the network off, say). */
export const codeAddress = (origin: string | null | undefined, code: string): string | null => (origin ? viewUrl(origin, code) : null);

/**
 * The club network switch's words (catalog keys). Browser mode always listens on 127.0.0.1, so «off»
 * is «this machine only»; the desktop console listens on no port at all until the network is on
 * (main/net), so there «off» is off, and its hint says that codes need the network.
 */
export function lanWords(mode: 'electron' | 'browser' | undefined): { readonly off: string; readonly hint: string } {
  return mode === 'electron'
    ? { off: 'views.access.lanOffDesktop', hint: 'views.access.lanHintDesktop' }
    : { off: 'views.access.lanOff', hint: 'views.access.lanHint' };
}
