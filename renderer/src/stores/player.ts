/**
 * A player's phone with an order code (issue 23 items 4, 5): the claim that gives this phone its own
 * device token (kept in this browser, so a reload keeps it), and the army's orders given by touch.
 * With the game master's default policy each confirmed order goes straight in (`game.order` with the
 * army and the seq it was made on); with «wait for me» the whole move is worked out here with the
 * engine in the page (`reduce`, `legalOrders`: the same bundle as the console) and sent as one
 * proposal. The words of a refusal are the console's (the service's bilingual message).
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Failure, PlayerProposal, Viewer } from '../../../shared/bridge/contract';
import { freeOwnFortressCells, legalOrders, needsMarshal, reduce, sourceOfEntry, type Action, type Army, type Cell, type GameState, type Order, type Refusal } from '../../../shared/rules/polkovodets';
import { describeRefusal } from '../../../shared/vocab';
import { SERVER_WORDS } from '../../../shared/vocab/transport';
import { httpBridge } from '../bridge/http';
import { setBridge, useBridge } from '../bridge/provide';
import { NO_SELECTION, resolveClick, type Intent, type Selection } from '../map/viewModel';
import { useCampaignStore } from './campaign';

type ArmyViewer = Extract<Viewer, { role: 'army' }>;
/** What waits for the player's «Подтвердить»: an order, or a recruitment being chosen. */
export type Pending =
  | { readonly kind: 'order'; readonly order: Order }
  | { readonly kind: 'recruit'; readonly commander: string; readonly cell: Cell }
  /** A new marshal's cell (the army lost its marshal: an appointment comes before any order). */
  | { readonly kind: 'appoint'; readonly cell: Cell };

const deviceKey = (code: string) => `polk.device.${code}`;
/** This browser's storage (the device token outlives a reload); none where there is no page (the store's tests). */
interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const kept = (): KeyValue | null => (globalThis as { localStorage?: KeyValue }).localStorage ?? null;

/**
 * Before the view follows anything: an order code's phone claims it once (or finds the device token
 * it was given before), and every later call and the event stream carry that token.
 */
export async function claimDevice(view: Viewer, code: string): Promise<{ viewer: Viewer; refusal: Failure | null }> {
  if (view.role !== 'army' || view.device || !(view.orders || view.policy === 'read')) return { viewer: view, refusal: null };
  const stored = kept()?.getItem(deviceKey(code));
  if (stored) {
    const bridge = httpBridge({ token: stored });
    const who = await bridge.call('access.whoami', {});
    if (who.ok && who.value.role === 'army' && who.value.device) {
      setBridge(bridge);
      return { viewer: who.value, refusal: null };
    }
    kept()?.removeItem(deviceKey(code));
  }
  if (!view.orders) return { viewer: view, refusal: null };
  const claimed = await useBridge().call('access.claim', {});
  if (!claimed.ok) return { viewer: view, refusal: claimed.error };
  kept()?.setItem(deviceKey(code), claimed.value.token);
  const bridge = httpBridge({ token: claimed.value.token });
  setBridge(bridge);
  const who = await bridge.call('access.whoami', {});
  return { viewer: who.ok ? who.value : { ...view, device: claimed.value.device }, refusal: null };
}

export const usePlayerStore = defineStore('player', () => {
  const campaign = useCampaignStore();
  const viewer = shallowRef<ArmyViewer | null>(null);
  const selection = ref<Selection>(NO_SELECTION);
  const pending = shallowRef<Pending | null>(null);
  const message = shallowRef<Failure['message'] | null>(null);
  const busy = ref(false);
  /** The 'propose' policy: the move worked out on this phone, not sent yet (or sent and waiting). */
  const planned = shallowRef<readonly Action[]>([]);
  const sent = shallowRef<PlayerProposal | null>(null);
  /** The proposal's fate, once the game master decided: said until the next move. */
  const decided = ref<'accepted' | 'rejected' | 'outdated' | null>(null);

  const army = computed<Army | null>(() => viewer.value?.army ?? null);
  const proposing = computed(() => viewer.value?.policy === 'propose');
  const canOrder = computed(() => !!viewer.value?.device && viewer.value.orders === true);
  const myMove = computed(() => {
    const s = campaign.view?.state;
    return !!s && s.status === 'playing' && s.toMove === army.value;
  });

  /** The position the phone orders on: the console's, or after this phone's own planned orders. */
  const state = computed<GameState | null>(() => {
    const s = campaign.view?.state ?? null;
    if (!s || !proposing.value) return s;
    let at = s;
    for (const a of planned.value) {
      const r = reduce(at, a);
      if (r.ok) at = r.value.state;
    }
    return at;
  });
  const legal = computed(() => {
    const s = state.value;
    if (!s || !myMove.value) return [];
    // The console's list for its own position; the engine in the page for a planned one.
    return proposing.value && planned.value.length ? legalOrders(s) : campaign.legalReady ? campaign.legal : legalOrders(s);
  });

  /** The army lost its marshal: the free cells of its own fortresses where the new one may stand. */
  const marshalNeeded = computed(() => myMove.value && !!state.value && needsMarshal(state.value));
  const appointCells = computed<Cell[]>(() => (marshalNeeded.value && state.value && army.value ? freeOwnFortressCells(state.value, army.value) : []));

  /** This phone's own last order, if it is the head and nothing came after it (its take-back). */
  const lastOwn = computed(() => {
    const v = campaign.view;
    const last = campaign.history[campaign.history.length - 1];
    if (!v || !last || last.seq !== v.seq || last.kind !== 'order') return null;
    const src = sourceOfEntry(last.payload);
    return src.by === 'code' && src.codeId === viewer.value?.codeId ? last : null;
  });
  /** The orders of this move given from this phone (the confirmation lists them). */
  const myOrders = computed<Order[]>(() => {
    if (proposing.value) return planned.value.flatMap((a) => (a.kind === 'order' ? [a.order] : []));
    const v = campaign.view;
    if (!v || !myMove.value) return [];
    const out: Order[] = [];
    for (let i = campaign.history.length - 1; i >= 0; i--) {
      const e = campaign.history[i]!;
      if (e.kind !== 'order' || e.army !== army.value || e.turn !== v.state.turn) break;
      out.unshift(e.payload as Order);
    }
    return out;
  });

  function tap(cell: Cell): Intent {
    message.value = null;
    const s = state.value;
    if (!s || !myMove.value || !canOrder.value || sent.value) return { kind: 'none' };
    if (marshalNeeded.value) {
      pending.value = { kind: 'appoint', cell };
      return { kind: 'none' };
    }
    const intent = resolveClick(s, legal.value, selection.value, cell);
    if (intent.kind === 'select') {
      selection.value = intent.selection;
      pending.value = null;
    } else if (intent.kind === 'order' || intent.kind === 'try') pending.value = { kind: 'order', order: intent.order };
    else if (intent.kind === 'recruit') pending.value = { kind: 'recruit', commander: intent.commander, cell: intent.cell };
    return intent;
  }

  function pick(commander: string): void {
    selection.value = { commander, unit: null };
    pending.value = null;
    message.value = null;
  }

  function cancel(): void {
    pending.value = null;
    message.value = null;
  }

  async function run(work: () => Promise<{ ok: true } | { ok: false; error: Failure }>): Promise<boolean> {
    busy.value = true;
    try {
      const r = await work();
      if (!r.ok) {
        message.value = r.error.message;
        return false;
      }
      message.value = null;
      return true;
    } finally {
      busy.value = false;
    }
  }

  const since = () => campaign.view?.seq ?? 0;

  /** Give the order waiting for confirmation (a recruitment: with the type chosen). */
  async function confirm(order?: Order): Promise<boolean> {
    const o = order ?? (pending.value?.kind === 'order' ? pending.value.order : null);
    const a = army.value;
    if (!o || !a) return false;
    pending.value = null;
    if (proposing.value) {
      const r = state.value ? reduce(state.value, { kind: 'order', order: o }) : null;
      if (r && !r.ok) {
        message.value = refusalWords(r.error);
        return false;
      }
      planned.value = [...planned.value, { kind: 'order', order: o }];
      selection.value = NO_SELECTION;
      return true;
    }
    const ok = await run(async () => {
      const r = await useBridge().call('game.order', { order: o, since: since(), army: a });
      if (!r.ok) return r;
      await campaign.sync();
      return { ok: true };
    });
    if (ok) selection.value = NO_SELECTION;
    return ok;
  }

  /** Appoint the new marshal at the cell waiting for confirmation (the engine refuses a wrong one in its words). */
  async function appoint(): Promise<boolean> {
    const p = pending.value;
    const a = army.value;
    if (p?.kind !== 'appoint' || !a) return false;
    pending.value = null;
    const at: Cell = [p.cell[0], p.cell[1]];
    if (proposing.value) {
      const r = state.value ? reduce(state.value, { kind: 'appoint', at }) : null;
      if (r && !r.ok) {
        message.value = refusalWords(r.error);
        return false;
      }
      planned.value = [...planned.value, { kind: 'appoint', at }];
      return true;
    }
    return run(async () => {
      const r = await useBridge().call('game.appointMarshal', { at, since: since(), army: a });
      if (!r.ok) return r;
      await campaign.sync();
      return { ok: true };
    });
  }

  async function takeBack(): Promise<boolean> {
    if (proposing.value) {
      planned.value = planned.value.slice(0, -1);
      return true;
    }
    const a = army.value;
    if (!a) return false;
    return run(async () => {
      const r = await useBridge().call('game.takeBack', { army: a, since: since() });
      if (!r.ok) return r;
      await campaign.sync();
      return { ok: true };
    });
  }

  async function endMove(): Promise<boolean> {
    const a = army.value;
    if (!a) return false;
    if (proposing.value) {
      const actions = [...planned.value.flatMap((a) => (a.kind === 'correction' ? [] : [a])), { kind: 'end_move' } as const];
      return run(async () => {
        const r = await useBridge().call('players.propose', { army: a, since: since(), actions });
        if (!r.ok) return r;
        sent.value = r.value;
        decided.value = null;
        return { ok: true };
      });
    }
    return run(async () => {
      const r = await useBridge().call('game.endMove', { army: a, since: since() });
      if (!r.ok) return r;
      await campaign.sync();
      return { ok: true };
    });
  }

  /** After `players.changed` or a new position: who this phone is now, and what became of a sent move. */
  async function refresh(): Promise<void> {
    const who = await useBridge().call('access.whoami', {});
    if (who.ok && who.value.role === 'army') viewer.value = who.value;
    if (!sent.value) return;
    await campaign.sync();
    const mine = await useBridge().call('players.proposals', {});
    if (!mine.ok || mine.value.some((p) => p.army === army.value)) return;
    // Gone: accepted when the log has this code's entries after the position it was made on; rejected
    // while the position is still that one (the plan stays to edit); else dismissed as out of date.
    const made = sent.value;
    const moved = (campaign.view?.seq ?? -1) !== made.basedOn;
    const log = moved ? await useBridge().call('history.entries', {}) : null;
    const byThisCode = (payload: unknown) => {
      const source = sourceOfEntry(payload);
      return source.by === 'code' && source.codeId === made.codeId;
    };
    const taken = !!log?.ok && log.value.some((e) => e.seq > made.basedOn && byThisCode(e.payload));
    decided.value = taken ? 'accepted' : moved ? 'outdated' : 'rejected';
    if (moved) planned.value = [];
    sent.value = null;
  }

  /** Hear the game master's decisions and policy changes; returns what stops it. */
  function follow(): () => void {
    return useBridge().on('players.changed', () => void refresh());
  }

  /** A new position from the console: a plan made on an older one is dropped (its orders may no longer hold). */
  function onPosition(): void {
    selection.value = NO_SELECTION;
    pending.value = null;
    if (!sent.value && planned.value.length && !myMove.value) planned.value = [];
  }

  return { viewer, selection, pending, message, busy, planned, sent, decided, army, proposing, canOrder, myMove, state, legal, marshalNeeded, appointCells, lastOwn, myOrders, tap, pick, cancel, confirm, appoint, takeBack, endMove, refresh, follow, onPosition };
});

/** The engine's refusal in the console's words (the catalog), for an order planned on the phone. */
function refusalWords(r: Refusal | null): Failure['message'] {
  if (!r) return SERVER_WORDS.orderNotTaken;
  return { ru: describeRefusal(r, 'ru'), en: describeRefusal(r, 'en') };
}
