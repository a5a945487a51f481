/**
 * «С прошлого сеанса» once per real session. The console counts a session from the campaign's
 * opening (one per launch of the app or of the browser-mode server); a reload of the window asks
 * again and gets the same session's list, grown by what was played since. The list belongs to the
 * previous session (`lastClosed`, `fromSeq`): once dismissed, it is not shown again until a new
 * session has a new previous one. Remembered in this browser's storage, per campaign file.
 */
import type { SinceLastSession } from '../../../shared/bridge/contract';
import { useCampaignStore } from './campaign';

const KEY = 'polk.sinceSeen';

const sessionKey = (s: SinceLastSession): string => `${s.lastClosed ?? ''}|${s.fromSeq}`;

function seenMap(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** This session's list was already dismissed for this campaign. */
export function sinceAlreadySeen(path: string, since: SinceLastSession): boolean {
  return seenMap()[path] === sessionKey(since);
}

/** Dismiss the dialog and remember it for the rest of this session. */
export function dismissSinceForSession(): void {
  const campaign = useCampaignStore();
  const since = campaign.since;
  const path = campaign.view?.path;
  if (since && path) {
    const seen = seenMap();
    seen[path] = sessionKey(since);
    try {
      localStorage.setItem(KEY, JSON.stringify(seen));
    } catch {
      // Storage full or off: the dialog still closes; it may come back on a reload.
    }
  }
  campaign.dismissSince();
}
