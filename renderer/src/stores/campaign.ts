/**
 * The open campaign as the window sees it: the view from the console (state, seq, setup phase, undo),
 * the engine's legal orders for the army to move, the history and the ledger, the notices of the
 * moments that matter (a fortress taken, a marshal lost…), and the read-only history cursor.
 * Every change goes through the bridge; the store never computes a rule.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AppInfo, Applied, CallArgs, CallName, CallResults, CampaignView, Failure, HistoryEntry, LedgerEntry, RecentCampaign, Reply, SinceLastSession } from '../../../shared/bridge/contract';
import { needsMarshal, type Army, type Cell, type GameEvent, type GameState, type LegalOrder, type Order, type ScenarioJson } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';

/** Events that deserve a notice of their own, beyond the log. */
export const NOTICE_EVENTS = ['captured', 'capitulated', 'marshal_lost', 'army_out', 'drowned', 'game_over'] as const;
export type NoticeEvent = Extract<GameEvent, { type: (typeof NOTICE_EVENTS)[number] }>;

export interface Notice {
  readonly id: number;
  readonly event: NoticeEvent;
}

const isNoticeEvent = (e: GameEvent): e is NoticeEvent => (NOTICE_EVENTS as readonly string[]).includes(e.type);

export type Outcome<T = null> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure };

export const useCampaignStore = defineStore('campaign', () => {
  const info = shallowRef<AppInfo | null>(null);
  const recent = shallowRef<RecentCampaign[]>([]);
  const view = shallowRef<CampaignView | null>(null);
  /** Legal orders of the army to move, for the view at `legalSeq`. */
  const legal = shallowRef<readonly LegalOrder[]>([]);
  const legalSeq = ref(-1);
  const history = shallowRef<HistoryEntry[]>([]);
  const ledger = shallowRef<LedgerEntry[]>([]);
  const since = shallowRef<SinceLastSession | null>(null);
  const notices = ref<Notice[]>([]);
  /** The last failure of a campaign-level call (open, create, import…), for the start screen. */
  const failure = shallowRef<Failure | null>(null);
  const busy = ref(0);
  /** Read-only look at an earlier point of the campaign. */
  const viewing = shallowRef<{ readonly seq: number; readonly state: GameState } | null>(null);
  /** Events of the last applied change (for the log's "just now"). */
  const lastEvents = shallowRef<readonly GameEvent[]>([]);
  let noticeId = 0;
  let generation = 0;
  let unsubscribe: (() => void)[] = [];

  const state = computed<GameState | null>(() => viewing.value?.state ?? view.value?.state ?? null);
  const live = computed(() => view.value !== null && viewing.value === null);
  const playing = computed(() => live.value && view.value!.state.status === 'playing');
  const legalReady = computed(() => view.value !== null && legalSeq.value === view.value.seq);
  const marshalNeeded = computed(() => playing.value && needsMarshal(view.value!.state));

  async function call<K extends CallName>(name: K, args: CallArgs<K>): Promise<Reply<CallResults[K]>> {
    busy.value++;
    try {
      return await useBridge().call(name, args);
    } finally {
      busy.value--;
    }
  }

  function fail<T>(error: Failure): Outcome<T> {
    failure.value = error;
    return { ok: false, error };
  }

  /** Subscribe to the console's events and learn what is open. */
  async function init(): Promise<void> {
    for (const u of unsubscribe) u();
    unsubscribe = [
      useBridge().on('campaign.changed', (p) => {
        if (view.value && p.path === view.value.path && p.seq !== view.value.seq) void refresh();
      }),
    ];
    const [i, r, c] = await Promise.all([call('app.info', {}), call('campaign.listRecent', {}), call('campaign.current', {})]);
    if (i.ok) info.value = i.value;
    if (r.ok) recent.value = r.value;
    if (c.ok && c.value) await load(c.value, { since: true });
  }

  async function listRecent(): Promise<void> {
    const r = await call('campaign.listRecent', {});
    if (r.ok) recent.value = r.value;
  }

  async function refreshRecords(g: number): Promise<void> {
    const [h, l] = await Promise.all([call('history.entries', {}), call('ledger.entries', {})]);
    if (g !== generation) return;
    if (h.ok) history.value = h.value;
    if (l.ok) ledger.value = l.value;
  }

  /**
   * Show a campaign view. The view and its legal orders are published together, so the map never
   * shows a position with the previous position's highlights; the records follow.
   */
  async function load(v: CampaignView, options: { since?: boolean } = {}): Promise<void> {
    const g = ++generation;
    const records = refreshRecords(g);
    const sinceLoaded = options.since ? loadSince() : Promise.resolve();
    const r = v.state.status === 'playing' ? await call('game.legalOrders', {}) : null;
    if (g !== generation) return;
    view.value = v;
    viewing.value = null;
    failure.value = null;
    legal.value = r?.ok ? r.value : [];
    legalSeq.value = v.seq;
    await Promise.all([records, sinceLoaded]);
  }

  async function loadSince(): Promise<void> {
    const r = await call('session.sinceLast', {});
    since.value = r.ok && r.value.lastClosed !== null && r.value.entries.length > 0 ? r.value : null;
  }

  async function refresh(): Promise<void> {
    const r = await call('campaign.current', {});
    if (r.ok && r.value) await load(r.value);
    else if (r.ok) clear();
  }

  function clear(): void {
    generation++;
    view.value = null;
    viewing.value = null;
    legal.value = [];
    legalSeq.value = -1;
    history.value = [];
    ledger.value = [];
    since.value = null;
    notices.value = [];
    lastEvents.value = [];
  }

  async function applied(a: Applied): Promise<void> {
    lastEvents.value = a.events;
    for (const e of a.events) if (isNoticeEvent(e)) notices.value = [...notices.value, { id: ++noticeId, event: e }];
    await load(a.view);
  }

  async function opened<T extends CampaignView>(r: Reply<T>, options: { since?: boolean } = {}): Promise<Outcome<CampaignView>> {
    if (!r.ok) return fail(r.error);
    notices.value = [];
    await load(r.value, options);
    void listRecent();
    return { ok: true, value: r.value };
  }

  // --- Campaigns -------------------------------------------------------------------------------

  const create = async (args: CallArgs<'campaign.create'>) => opened(await call('campaign.create', args));
  const open = async (path: string) => opened(await call('campaign.open', { path }), { since: true });
  const importFile = async (path: string) => opened(await call('campaign.import', { path }));

  async function close(): Promise<void> {
    await call('campaign.close', {});
    clear();
    await listRecent();
  }

  /** The native open/save dialog of the desktop console: the chosen path, or null (cancelled, or none here). */
  async function chooseFile(purpose: CallArgs<'app.chooseFile'>['purpose'], defaultPath?: string): Promise<string | null> {
    if (info.value?.mode !== 'electron') return null;
    const r = await call('app.chooseFile', defaultPath ? { purpose, defaultPath } : { purpose });
    if (!r.ok) {
      fail(r.error);
      return null;
    }
    return r.value.path;
  }

  /** Open (or import) a campaign chosen in the native dialog. */
  async function chooseAndOpen(purpose: 'open' | 'import'): Promise<void> {
    const path = await chooseFile(purpose);
    if (path) await (purpose === 'open' ? open(path) : importFile(path));
  }

  async function exportTo(path: string): Promise<Outcome<string>> {
    const r = await call('campaign.export', { path });
    return r.ok ? { ok: true, value: r.value.path } : { ok: false, error: r.error };
  }

  async function exportScenario(path?: string): Promise<Outcome<{ path: string | null; scenario: ScenarioJson }>> {
    const r = await call('campaign.exportScenario', path ? { path } : {});
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  }

  /** Change the deployment before the first order: edit the exported scenario, send it back. */
  async function editSetup(edit: (scenario: ScenarioJson) => ScenarioJson): Promise<Outcome> {
    const s = await call('campaign.exportScenario', {});
    if (!s.ok) return { ok: false, error: s.error };
    const next = edit(JSON.parse(JSON.stringify(s.value.scenario)) as ScenarioJson);
    const r = await call('campaign.editSetup', { scenario: next });
    if (!r.ok) return { ok: false, error: r.error };
    await load(r.value);
    return { ok: true, value: null };
  }

  // --- Play ------------------------------------------------------------------------------------

  async function play(r: Reply<Applied>): Promise<Outcome<readonly GameEvent[]>> {
    if (!r.ok) return { ok: false, error: r.error };
    await applied(r.value);
    return { ok: true, value: r.value.events };
  }

  const order = async (o: Order) => play(await call('game.order', { order: { ...o, to: [o.to[0], o.to[1]] } as CallArgs<'game.order'>['order'] }));
  const endMove = async () => play(await call('game.endMove', {}));
  const undo = async () => play(await call('game.undo', {}));
  const appointMarshal = async (at: Cell) => play(await call('game.appointMarshal', { at: [at[0], at[1]] }));
  /** The game master's audited correction: `amount` in regimental depots (±, multiple of 0.5). */
  const correctDepots = async (army: Army, amount: number, reason: string) => play(await call('game.correctDepots', { army, amount, reason }));

  // --- History (read-only) ----------------------------------------------------------------------

  async function viewAt(seq: number): Promise<Outcome> {
    const v = view.value;
    if (!v) return { ok: true, value: null };
    if (seq >= v.seq) {
      viewing.value = null;
      return { ok: true, value: null };
    }
    const r = await call('history.stateAt', { seq });
    if (!r.ok) return { ok: false, error: r.error };
    if (view.value === v) viewing.value = { seq, state: r.value };
    return { ok: true, value: null };
  }

  function dismissNotice(id: number): void {
    notices.value = notices.value.filter((n) => n.id !== id);
  }

  function dismissSince(): void {
    since.value = null;
  }

  return {
    info, recent, view, legal, legalSeq, history, ledger, since, notices, failure, busy, viewing, lastEvents,
    state, live, playing, legalReady, marshalNeeded,
    init, listRecent, load, refresh, clear,
    create, open, importFile, close, chooseFile, chooseAndOpen, exportTo, exportScenario, editSetup,
    order, endMove, undo, appointMarshal, correctDepots, viewAt, dismissNotice, dismissSince,
  };
});
