/**
 * How a view follows the campaign (issue 14): it asks where the console stands once, then lives on
 * the console's events — no polling. A change of the open campaign's position costs one
 * `campaign.sync` (only the entries after the seq shown); another campaign opened, one
 * `campaign.current` and a whole sync; the campaign closed, the view waits for the next. Every call
 * here is a read: a view's token could make no other.
 */
import type { Bridge, EventPayloads } from '../../../shared/bridge/contract';
import { useBridge } from '../bridge/provide';
import { useCampaignStore } from './campaign';
import { useSettingsStore } from './settings';

type CampaignStore = ReturnType<typeof useCampaignStore>;

export function followCampaign(bridge: Bridge, campaign: CampaignStore): () => void {
  const onChanged = (p: EventPayloads['campaign.changed']) => {
    const view = campaign.view;
    // A battle record changed beside the position: nothing on a view.
    if (p.battle !== undefined) return;
    if (view && p.path === view.path && p.seq > 0) {
      if (p.seq !== view.seq) void campaign.sync();
      return;
    }
    // Another campaign, or seq 0: this one closed (the dispatcher names the closed file at seq 0)
    // or its deployment edited before the first order — ask what is open now.
    void campaign.refresh();
  };
  const off = bridge.on('campaign.changed', onChanged);
  // EventSource reconnects by itself after a dropped connection, and a change made before the stream
  // first opened reached nobody: on every opening, what changed meanwhile is asked for.
  const offOpen = bridge.onOpen?.(() => void (campaign.view ? campaign.sync() : campaign.refresh())) ?? (() => undefined);
  return () => {
    off();
    offOpen();
  };
}

/** The first look: the console's info and the open campaign (if any), read-only. */
export async function startFollowing(bridge: Bridge, campaign: CampaignStore): Promise<void> {
  const [info, current] = await Promise.all([bridge.call('app.info', {}), bridge.call('campaign.current', {})]);
  if (info.ok) campaign.info = info.value;
  if (current.ok && current.value) await campaign.load(current.value);
}

/**
 * A view's window on the console: it follows the open campaign, and hears when the game master
 * revokes its code. Returns what stops both.
 */
export function followView(onRevoked: (code: string) => void): () => void {
  const bridge = useBridge();
  const stop = followCampaign(bridge, useCampaignStore());
  const off = bridge.on('access.revoked', ({ code }) => onRevoked(code));
  return () => {
    stop();
    off();
  };
}

/**
 * The view's first look, over the window's bridge. Its language is the console's as the look read
 * it, unless an event or a later look has told a newer one meanwhile (the settings store's `adopt`):
 * a view opened while the game master switches the language ends in the new one.
 */
export async function startView(): Promise<void> {
  const settings = useSettingsStore();
  const campaign = useCampaignStore();
  const asked = settings.mark();
  await startFollowing(useBridge(), campaign);
  if (campaign.info) settings.adopt(campaign.info.language, asked);
}
