/**
 * The open campaign as the window sees it: the view from the console (state, seq, setup phase, undo,
 * redo), the engine's legal orders for the army to move, the history and the ledger, the notices of
 * the moments that matter (a fortress taken, a marshal lost…), and the read-only history cursor.
 * Every change goes through the bridge; the store never computes a rule.
 *
 * One round trip per action: each call that changes the position sends the last seq the window has
 * applied (`since`) and gets back the new view, its legal orders and only the history and ledger
 * entries after that seq (`Synced`), applied here without asking again. The `campaign.changed` the
 * console then sends for it is dropped (its seq is already applied); a change made elsewhere (another
 * window, the command line's file) costs one `campaign.sync`.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AppInfo, CallArgs, CallName, CallResults, CampaignView, Failure, FolderFile, HistoryEntry, LedgerEntry, Played, RecentCampaign, Reply, SinceLastSession, Synced, UndoPreview } from '../../../shared/bridge/contract';
import { needsMarshal, type Army, type Cell, type GameEvent, type GameState, type LegalOrder, type Order, type ScenarioJson } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { toBase64 } from '../print/document';

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
  /** How many steps redo can take (0 = none). */
  const redoDepth = ref(0);
  /** An undo that crosses an end of move or a turn, waiting for the game master's yes. */
  const undoAsk = shallowRef<UndoPreview | null>(null);
  let noticeId = 0;
  let unsubscribe: (() => void)[] = [];
  // Calls whose reply will be applied; the change events that arrive meanwhile wait for them.
  let inFlight = 0;
  const heldEvents: number[] = [];
  // The seqs this window's replies applied while events were held (a quick run of orders).
  const appliedMeanwhile = new Set<number>();
  // Calls are answered in the order they were sent (the console runs them one at a time): a reply
  // to a call sent before the one whose reply is shown is older than what is shown.
  let sent = 0;
  let shown = 0;

  const state = computed<GameState | null>(() => viewing.value?.state ?? view.value?.state ?? null);
  const live = computed(() => view.value !== null && viewing.value === null);
  const playing = computed(() => live.value && view.value!.state.status === 'playing');
  const legalReady = computed(() => view.value !== null && legalSeq.value === view.value.seq);
  const marshalNeeded = computed(() => playing.value && needsMarshal(view.value!.state));
  const canRedo = computed(() => live.value && redoDepth.value > 0);

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
    unsubscribe = [useBridge().on('campaign.changed', (p) => changedElsewhere(p.path, p.seq))];
    const [i, r, c] = await Promise.all([call('app.info', {}), call('campaign.listRecent', {}), call('campaign.current', {})]);
    if (i.ok) info.value = i.value;
    if (r.ok) recent.value = r.value;
    if (c.ok && c.value) await load(c.value, { since: true });
  }

  /**
   * A `campaign.changed`: nothing to do when its seq is the one shown (this window's own change,
   * already applied from the reply, or a battle record beside the position); otherwise one sync.
   * While a reply is on its way the event waits for it: the console sends the event before the reply.
   */
  function changedElsewhere(path: string, seq: number): void {
    if (!view.value || path !== view.value.path) return;
    if (inFlight > 0) {
      heldEvents.push(seq);
      return;
    }
    if (seq !== view.value.seq) void sync();
  }

  function releaseHeld(): void {
    if (inFlight > 0) return;
    const stale = view.value !== null && heldEvents.some((seq) => seq !== view.value!.seq && !appliedMeanwhile.has(seq));
    heldEvents.length = 0;
    appliedMeanwhile.clear();
    if (stale) void sync();
  }

  /** A call whose reply is applied: change events arriving meanwhile are held until it is. */
  async function applying<T>(run: (ticket: number) => Promise<T>): Promise<T> {
    inFlight++;
    try {
      return await run(++sent);
    } finally {
      inFlight--;
      releaseHeld();
    }
  }

  async function listRecent(): Promise<void> {
    const r = await call('campaign.listRecent', {});
    if (r.ok) recent.value = r.value;
  }

  /** The seq whose history and ledger the store holds (the `since` of the next call). */
  const knownSeq = (): number | undefined => (view.value && legalSeq.value === view.value.seq ? view.value.seq : undefined);

  /**
   * Publish a reply: the view, its legal orders and the records together (the map never shows a
   * position with the previous position's highlights). `since` is what the call sent: the entries
   * after it are appended — unless the store has moved meanwhile (another reply came first), then
   * the whole lists are fetched once. A reply older than the one shown is dropped.
   */
  function publish(s: Synced, since: number | undefined, ticket: number): boolean {
    if (ticket < shown) return true;
    const c = s.changes;
    if (!c.reset && since !== undefined) {
      if (knownSeq() !== since) return false;
      history.value = [...history.value.filter((e) => e.seq <= since), ...c.history];
      ledger.value = [...ledger.value.filter((e) => e.seq <= since), ...c.ledger];
    } else {
      history.value = [...c.history];
      ledger.value = [...c.ledger];
    }
    view.value = s.view;
    viewing.value = null;
    failure.value = null;
    legal.value = s.legal;
    legalSeq.value = s.view.seq;
    redoDepth.value = s.redoDepth;
    if (inFlight > 0) appliedMeanwhile.add(s.view.seq);
    shown = ticket;
    return true;
  }

  /** Ask where the campaign stands: after `since` when the store is up to date with it, else whole. */
  async function sync(options: { whole?: boolean } = {}): Promise<void> {
    await applying(async (ticket) => {
      const path = view.value?.path;
      const since = options.whole ? undefined : knownSeq();
      const r = await call('campaign.sync', since === undefined ? {} : { since });
      if (!r.ok) {
        if (r.error.code === 'campaign/none_open') clear();
        return;
      }
      // Another campaign was opened (or this one closed) while the answer was on its way.
      if (view.value?.path !== path || r.value.view.path !== path) return;
      if (!publish(r.value, since, ticket)) await sync({ whole: true });
    });
  }

  /** Show a campaign just opened, created or imported: its view at once, then one sync for the rest. */
  async function load(v: CampaignView, options: { since?: boolean } = {}): Promise<void> {
    view.value = v;
    viewing.value = null;
    failure.value = null;
    legal.value = [];
    legalSeq.value = -1;
    redoDepth.value = 0;
    history.value = [];
    ledger.value = [];
    const sinceLoaded = options.since ? loadSince() : Promise.resolve();
    await Promise.all([sync({ whole: true }), sinceLoaded]);
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
    view.value = null;
    viewing.value = null;
    legal.value = [];
    legalSeq.value = -1;
    history.value = [];
    ledger.value = [];
    since.value = null;
    notices.value = [];
    lastEvents.value = [];
    redoDepth.value = 0;
    undoAsk.value = null;
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
  /** Browser mode: import a campaign file the game master picked in the browser. */
  const importUpload = async (file: File) => opened(await call('campaign.import', { upload: { fileName: file.name, body: toBase64(new Uint8Array(await file.arrayBuffer())) } }));

  /** The campaign files in the campaigns folder (browser mode opens them by name). */
  async function listFolder(): Promise<FolderFile[]> {
    const r = await call('campaign.listFolder', {});
    return r.ok ? r.value : [];
  }

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

  /** A copy of the campaign at `path`; without one, the copy comes back as a download (browser mode). */
  async function exportTo(path?: string): Promise<Outcome<CallResults['campaign.export']>> {
    const r = await call('campaign.export', path ? { path } : {});
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  }

  /** `replace`: the game master confirmed replacing an existing file (never a campaign). */
  async function exportScenario(path?: string, replace = false): Promise<Outcome<{ path: string | null; scenario: ScenarioJson }>> {
    const r = await call('campaign.exportScenario', path ? { path, ...(replace ? { replace } : {}) } : {});
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  }

  /** Change the deployment before the first order: edit the exported scenario, send it back. */
  async function editSetup(edit: (scenario: ScenarioJson) => ScenarioJson): Promise<Outcome> {
    const s = await call('campaign.exportScenario', {});
    if (!s.ok) return { ok: false, error: s.error };
    const next = edit(JSON.parse(JSON.stringify(s.value.scenario)) as ScenarioJson);
    const r = await call('campaign.editSetup', { scenario: next });
    if (!r.ok) return { ok: false, error: r.error };
    await sync({ whole: true });
    return { ok: true, value: null };
  }

  // --- Play ------------------------------------------------------------------------------------

  /** One action, one round trip: the reply carries the new position and the entries after `since`. */
  async function act<K extends 'game.order' | 'game.endMove' | 'game.appointMarshal' | 'game.undo' | 'game.redo' | 'game.correctDepots' | 'bots.accept' | 'mail.moveIn'>(
    name: K,
    args: Omit<CallArgs<K>, 'since'>,
  ): Promise<Outcome<readonly GameEvent[]>> {
    return applying(async (ticket) => {
      const since = knownSeq();
      // `since` joins the call's own arguments; every action's schema takes it.
      const r = (await call(name, { ...args, ...(since === undefined ? {} : { since }) } as CallArgs<K>)) as Reply<Played>;
      if (!r.ok) return { ok: false, error: r.error };
      lastEvents.value = r.value.events;
      for (const e of r.value.events) if (isNoticeEvent(e)) notices.value = [...notices.value, { id: ++noticeId, event: e }];
      if (!publish(r.value, since, ticket)) await sync({ whole: true });
      return { ok: true, value: r.value.events };
    });
  }

  const order = (o: Order) => act('game.order', { order: o });
  const endMove = () => act('game.endMove', {});
  const appointMarshal = (at: Cell) => act('game.appointMarshal', { at: [at[0], at[1]] });
  /** The game master's audited correction: `amount` in regimental depots (±, multiple of 0.5). */
  const correctDepots = (army: Army, amount: number, reason: string) => act('game.correctDepots', { army, amount, reason });
  const redo = () => act('game.redo', {});
  /** The console's proposed move (or the steps kept of it), recorded like a human's (stores/bots.ts). */
  const acceptBotMove = (job: number, steps?: number[]) => act('bots.accept', steps ? { job, steps } : { job });
  /** A player's move file, applied whole (issue 23; stores/mail.ts). */
  const moveIn = (text: string) => act('mail.moveIn', { text });

  /** Take back the last step at once. */
  const undo = () => act('game.undo', {});

  /**
   * Undo as the buttons and keys ask for it: a plain order goes back at once; an undo that crosses
   * an end of move or a turn is shown first (`undoAsk`) and waits for `confirmUndo`.
   */
  async function requestUndo(): Promise<Outcome<'done' | 'asked'>> {
    const p = await call('game.undoPreview', {});
    if (!p.ok) return { ok: false, error: p.error };
    if (p.value.crossesEndOfMove || p.value.crossesTurn) {
      undoAsk.value = p.value;
      return { ok: true, value: 'asked' };
    }
    const r = await undo();
    return r.ok ? { ok: true, value: 'done' } : r;
  }

  async function confirmUndo(): Promise<Outcome<readonly GameEvent[]>> {
    const ask = undoAsk.value;
    undoAsk.value = null;
    if (!ask) return { ok: true, value: [] };
    return act('game.undo', { steps: ask.steps });
  }

  function cancelUndo(): void {
    undoAsk.value = null;
  }

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
    info, recent, view, legal, legalSeq, history, ledger, since, notices, failure, busy, viewing, lastEvents, redoDepth, undoAsk,
    state, live, playing, legalReady, marshalNeeded, canRedo,
    init, listRecent, load, refresh, sync, clear,
    create, open, importFile, importUpload, listFolder, close, chooseFile, chooseAndOpen, exportTo, exportScenario, editSetup,
    order, endMove, undo, redo, acceptBotMove, moveIn, requestUndo, confirmUndo, cancelUndo, appointMarshal, correctDepots, viewAt, dismissNotice, dismissSince,
  };
});
