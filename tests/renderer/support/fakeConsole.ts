/**
 * An in-memory console behind the window contract, for store tests and for looking at the window
 * before the real service exists. It drives the real rules engine; its bookkeeping (order log, undo,
 * redo, ledger, recent list) is a simple stand-in for main/campaign, not a copy of it. As in the
 * real log, a seq names one entry for good: an entry given after an undo takes a new seq, and the
 * `changes` of a reply are the entries of the current chain after the caller's `since`. The referee's
 * battles run the real procedures (shared/rules/referee) and keep their runs in memory; the
 * summary is a small stand-in document in every format.
 */
import type { Applied, BattleRecord, BattleRun, Bridge, CallArgs, CallName, CallResults, CampaignView, EventName, EventPayloads, Failure, Handlers, HistoryEntry, HistoryKind, LedgerEntry, Played, RecentCampaign, Reply, Synced } from '../../../shared/bridge/contract';
import { validateCall } from '../../../shared/bridge/contract';
import { presetScenario } from '../../../shared/presets';
import {
  appointMarshal, applyOrder, correctDepots, createGameWithEvents, endMove, gameFromScenario, legalOrders, makeScenario, parseScenario, type Army,
  type GameEvent, type GameState, type Refusal,
} from '../../../shared/rules/polkovodets';
import { describeRefusal } from '../../../shared/vocab';
import { SERVICE_MESSAGES } from '../../../shared/vocab/service';
import { referee, type DiceSource } from '../../../shared/rules/referee';

interface Entry {
  readonly seq: number;
  readonly kind: HistoryKind;
  readonly payload: unknown;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly at: string;
}

interface Campaign {
  path: string;
  name: string;
  /** The current chain, start first. */
  log: Entry[];
  /** What undo took back, the next to redo last. */
  redo: Entry[];
  nextSeq: number;
  battles: { id: number; name: string; turn: number | null; fortress: string | null; createdAt: string; runs: BattleRun[] }[];
  lastOpened: string | null;
  lastClosed: string | null;
  lastClosedSeq: number;
}

const refused = (r: Refusal): { ok: false; error: Failure } => ({ ok: false, error: { code: r.code, message: { ru: describeRefusal(r, 'ru'), en: describeRefusal(r, 'en') }, detail: r.detail } });
const failure = (code: string, ru: string, en: string): { ok: false; error: Failure } => ({ ok: false, error: { code, message: { ru, en } } });
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
/** One of the campaign service's failures, in its own words (the catalog's). */
const serviceFailure = (code: keyof typeof SERVICE_MESSAGES, detail: Record<string, string | number> = {}): { ok: false; error: Failure } => ({
  ok: false,
  error: { code, message: { ru: SERVICE_MESSAGES[code].ru(detail), en: SERVICE_MESSAGES[code].en(detail) }, detail },
});

export class FakeConsole {
  readonly campaigns = new Map<string, Campaign>();
  current: Campaign | null = null;
  language: 'ru' | 'en' = 'ru';
  /** The seeds the console "draws" for its own referee rolls, in order (then 1000, 1001…). */
  seeds: number[] = [];
  private nextSeed = 1000;
  /** Every call made, for assertions. */
  readonly calls: { name: CallName; args: unknown }[] = [];
  private readonly listeners = new Map<EventName, Set<(p: unknown) => void>>();
  private clock = Date.parse('2025-01-01T10:00:00Z');

  private now(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void {
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }

  private viewOf(c: Campaign): CampaignView {
    const last = c.log[c.log.length - 1];
    return {
      path: c.path,
      name: c.name,
      state: last.state,
      seq: last.seq,
      setupPhase: !c.log.some((e) => e.kind === 'order' || e.kind === 'end_move' || e.kind === 'appoint'),
      canUndo: last.kind !== 'create' && last.kind !== 'setup',
    };
  }

  private append(c: Campaign, kind: HistoryKind, payload: unknown, state: GameState, events: readonly GameEvent[]): Applied {
    c.log.push({ seq: c.nextSeq++, kind, payload, state, events, at: this.now() });
    c.redo = [];
    const view = this.viewOf(c);
    this.emit('campaign.changed', { path: c.path, seq: view.seq });
    return { view, events };
  }

  private open(c: Campaign): CampaignView {
    if (this.current && this.current !== c) this.closeCurrent();
    this.current = c;
    c.lastOpened = this.now();
    return this.viewOf(c);
  }

  private closeCurrent(): void {
    if (!this.current) return;
    this.current.lastClosed = this.now();
    this.current.lastClosedSeq = this.current.log.length - 1;
    this.current = null;
  }

  private mustBeOpen(): Campaign | { ok: false; error: Failure } {
    return this.current ?? failure('campaign/none_open', 'Кампания не открыта.', 'No campaign is open.');
  }

  private ledgerOf(c: Campaign): LedgerEntry[] {
    const out: LedgerEntry[] = [];
    const first = c.log[0].state;
    for (const army of first.armies) out.push({ seq: c.log[0].seq, turn: first.turn, army, amount: (first.depots[army] ?? 0) / 2, balance: (first.depots[army] ?? 0) / 2, reason: 'start', note: null });
    for (const e of c.log.slice(1)) {
      for (const ev of e.events) {
        if (ev.type !== 'depots') continue;
        out.push({ seq: e.seq, turn: e.state.turn, army: ev.army, amount: ev.amount / 2, balance: ev.balance / 2, reason: ev.reason, note: ev.note ?? null });
      }
    }
    return out;
  }

  /** Where the campaign stands, and the chain's entries after `since` (whole lists when it is not on the chain). */
  private synced(c: Campaign, since: number | undefined): Synced {
    const view = this.viewOf(c);
    const history = c.log.map((e) => this.entryOf(e, c.log));
    const ledger = this.ledgerOf(c);
    const at = since === undefined ? -1 : c.log.findIndex((e) => e.seq === since);
    const changes = at < 0 ? { seq: view.seq, reset: true, history, ledger } : { seq: view.seq, reset: false, history: history.slice(at + 1), ledger: ledger.filter((l) => l.seq > since!) };
    return { view, legal: view.state.status === 'playing' ? legalOrders(view.state) : [], redoDepth: c.redo.length, changes };
  }

  private played(c: Campaign, since: number | undefined, act: () => Reply<Applied>): Reply<Played> {
    const before = c.log[c.log.length - 1].seq;
    const r = act();
    return r.ok ? ok({ events: r.value.events, ...this.synced(c, since ?? before) }) : r;
  }

  private play(c: Campaign, since: number | undefined, kind: HistoryKind, payload: unknown, r: ReturnType<typeof applyOrder>): Reply<Played> {
    return this.played(c, since, () => (r.ok ? ok(this.append(c, kind, payload, r.value.state, r.value.events)) : refused(r.error)));
  }

  /** The calls the window's campaign screens use; any other call of the contract is refused. */
  readonly handlers: Partial<Handlers> = {
    'app.info': () => ok({ version: '0.0.0-fake', mode: 'browser' as const, language: this.language, campaignsDir: '/fake/campaigns' }),
    'settings.setFollow': ({ follow }) => ok({ version: '0.0.0-fake', mode: 'browser' as const, language: this.language, campaignsDir: '/fake/campaigns', follow }),
    'settings.setLanguage': ({ language }) => {
      this.language = language;
      this.emit('settings.changed', { language });
      return ok({ version: '0.0.0-fake', mode: 'browser' as const, language, campaignsDir: '/fake/campaigns' });
    },
    'campaign.listRecent': () =>
      ok(
        [...this.campaigns.values()]
          .filter((c) => c.lastOpened)
          .sort((a, b) => (b.lastOpened ?? '').localeCompare(a.lastOpened ?? ''))
          .map((c): RecentCampaign => {
            const s = c.log[c.log.length - 1].state;
            return { path: c.path, name: c.name, turn: s.turn, turnLimit: s.options.turnLimit, armies: s.armies, status: s.status, lastOpened: c.lastOpened };
          }),
      ),
    'campaign.create': (args) => {
      let scenario: unknown;
      if ('preset' in args) scenario = presetScenario(args.preset);
      else scenario = args.scenario;
      const parsed = parseScenario(scenario);
      if (!parsed.ok) return refused(parsed.error);
      const created = createGameWithEvents(parsed.value);
      if (!created.ok) return refused(created.error);
      const path = args.path ?? `/fake/campaigns/${args.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${this.campaigns.size + 1}.polk`;
      const c: Campaign = { path, name: args.name, log: [], redo: [], nextSeq: 1, battles: [], lastOpened: null, lastClosed: null, lastClosedSeq: 0 };
      c.log.push({ seq: 0, kind: 'create', payload: scenario, state: created.value.state, events: created.value.events, at: this.now() });
      this.campaigns.set(path, c);
      return ok(this.open(c));
    },
    'campaign.open': ({ path }) => {
      const c = this.campaigns.get(path);
      if (!c) return failure('file/not_found', `Файл не найден: ${path}`, `File not found: ${path}`);
      return ok(this.open(c));
    },
    'campaign.current': () => ok(this.current ? this.viewOf(this.current) : null),
    'campaign.close': () => {
      this.closeCurrent();
      return ok(null);
    },
    'campaign.export': ({ path }) => (this.current ? ok({ path: path ?? null }) : failure('campaign/none_open', 'Кампания не открыта.', 'No campaign is open.')),
    'campaign.import': (args) => {
      const path = 'path' in args ? args.path : args.upload.fileName;
      return failure('file/not_found', `Файл не найден: ${path}`, `File not found: ${path}`);
    },
    'campaign.exportScenario': ({ path }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return ok({ path: path ?? null, scenario: makeScenario(c.log[c.log.length - 1].state) });
    },
    'campaign.editSetup': ({ scenario }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      if (!this.viewOf(c).setupPhase) return failure('setup/closed', 'Расстановку можно менять только до первого приказа.', 'The deployment can only change before the first order.');
      const r = gameFromScenario(scenario);
      if (!r.ok) return refused(r.error);
      this.append(c, 'setup', null, r.value, []);
      return ok(this.viewOf(c));
    },
    'game.legalOrders': ({ commander }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return ok(legalOrders(c.log[c.log.length - 1].state, commander));
    },
    'game.order': ({ order, since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return this.play(c, since, 'order', order, applyOrder(c.log[c.log.length - 1].state, order));
    },
    'game.endMove': ({ since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return this.play(c, since, 'end_move', {}, endMove(c.log[c.log.length - 1].state));
    },
    'game.appointMarshal': ({ at, since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return this.play(c, since, 'appoint', { at }, appointMarshal(c.log[c.log.length - 1].state, at));
    },
    'game.undo': ({ steps, since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return this.played(c, since, () => {
        if (!this.viewOf(c).canUndo) return serviceFailure('undo/nothing_to_undo');
        const n = steps ?? 1;
        if (n > c.log.length - 1) return serviceFailure('undo/too_far', { steps: n, available: c.log.length - 1 });
        for (let i = 0; i < n; i++) c.redo.push(c.log.pop()!);
        const view = this.viewOf(c);
        this.emit('campaign.changed', { path: c.path, seq: view.seq });
        return ok({ view, events: [] });
      });
    },
    'game.redo': ({ steps, since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return this.played(c, since, () => {
        if (c.redo.length === 0) return failure('undo/nothing_to_redo', 'Повторять нечего.', 'Nothing to redo.');
        let events: readonly GameEvent[] = [];
        for (let i = 0; i < (steps ?? 1) && c.redo.length > 0; i++) {
          const e = c.redo.pop()!;
          c.log.push(e);
          events = e.events;
        }
        const view = this.viewOf(c);
        this.emit('campaign.changed', { path: c.path, seq: view.seq });
        return ok({ view, events });
      });
    },
    'game.undoPreview': ({ steps }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const n = steps ?? 1;
      if (n > c.log.length - 1) return failure('undo/too_far', 'Так далеко не отменить.', 'Cannot undo that far.');
      const entries = c.log.slice(c.log.length - n).reverse().map((e) => this.entryOf(e, c.log));
      return ok({
        steps: n,
        entries,
        crossesEndOfMove: entries.some((e) => e.kind === 'end_move'),
        crossesTurn: entries.some((e) => e.events.some((ev) => ev.type === 'turn_started' || ev.type === 'game_over')),
      });
    },
    'game.correctDepots': ({ army, amount, reason, since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return this.play(c, since, 'correction', { army, halfDepots: Math.round(amount * 2), reason }, correctDepots(c.log[c.log.length - 1].state, army, Math.round(amount * 2), reason));
    },
    'campaign.sync': ({ since }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return ok(this.synced(c, since));
    },
    'history.entries': () => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return ok(c.log.map((e) => this.entryOf(e, c.log)));
    },
    'history.stateAt': ({ seq }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const e = c.log.find((x) => x.seq === seq);
      return e ? ok(e.state) : failure('history/bad_seq', `Нет записи ${seq}.`, `No entry ${seq}.`);
    },
    'ledger.entries': () => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return ok(this.ledgerOf(c));
    },
    'session.sinceLast': () => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const entries = c.log.slice(c.lastClosedSeq + 1).map((e) => this.entryOf(e, c.log));
      return ok({ lastClosed: c.lastClosed, fromSeq: c.lastClosedSeq, toSeq: c.log.length - 1, entries });
    },
    'summary.render': (args) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const current = c.log[c.log.length - 1].state.turn;
      if (args.kind === 'turn' && args.turn !== undefined && args.turn > current) return failure('summary/no_such_turn', `Ход ${args.turn} ещё не начат (идёт ход ${current}).`, `Turn ${args.turn} has not begun (turn ${current} is on).`);
      const army = args.army === undefined ? 'all' : Array.isArray(args.army) ? args.army.join('+') : String(args.army);
      const title = `${args.kind} ${args.kind === 'turn' ? (args.turn ?? current) : ''} ${army} ${args.lang}`.replace(/\s+/g, ' ').trim();
      const base = `${c.name} — ${title}`;
      const text = (body: string, contentType: string, ext: string) => ok({ contentType, body, encoding: 'utf8' as const, fileName: `${base}.${ext}` });
      switch (args.format) {
        case 'html':
          return text(`<!DOCTYPE html><html lang="${args.lang}"><head><meta charset="utf-8"><style>.page { width: 210mm; } h1 { font-size: 16pt; }</style></head><body><div class="page"><h1>${title}</h1></div></body></html>`, 'text/html; charset=utf-8', 'html');
        case 'md':
          return text(`# ${title}\n`, 'text/markdown; charset=utf-8', 'md');
        case 'json':
          return text(JSON.stringify({ ...args, format: undefined }), 'application/json', 'json');
        case 'pdf':
          return ok({ contentType: 'application/pdf', body: Buffer.from(`%PDF-1.4\n% ${title}\n`).toString('base64'), encoding: 'base64' as const, fileName: `${base}.pdf` });
      }
    },
    'summary.print': () => failure('summary/print_in_window', 'Печатает окно.', 'The window prints.'),
    'referee.battles': () => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      return ok(c.battles.map((b) => this.battleOf(c, b)).map(({ runs: _runs, campaign: _campaign, ...info }) => info));
    },
    'referee.createBattle': ({ name, turn, fortress }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const state = c.log[c.log.length - 1].state;
      if (turn != null && turn > state.turn) return failure('battle/bad_turn', `Ход боя — от 1 до ${state.turn}; указано ${turn}.`, `The battle's turn is 1 to ${state.turn}; found ${turn}.`);
      const known = state.map.fortresses.map((f) => f.name);
      if (fortress && !known.includes(fortress)) return failure('battle/unknown_fortress', `На карте кампании нет крепости «${fortress}». Есть: ${known.join(', ')}.`, `The campaign map has no fortress "${fortress}". Known: ${known.join(', ')}.`);
      const b = { id: c.battles.length + 1, name, turn: turn ?? null, fortress: fortress || null, createdAt: this.now(), runs: [] as BattleRun[] };
      c.battles.push(b);
      this.emit('campaign.changed', { path: c.path, seq: c.log[c.log.length - 1].seq, battle: b.id });
      return ok(this.battleOf(c, b));
    },
    'referee.battle': ({ id }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const b = c.battles.find((x) => x.id === id);
      return b ? ok(this.battleOf(c, b)) : failure('battle/not_found', `В кампании нет боя №${id}.`, `The campaign has no battle ${id}.`);
    },
    'referee.run': ({ battleId, ruleset, procedure, input, dice, seed }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const b = c.battles.find((x) => x.id === battleId);
      if (!b) return failure('battle/not_found', `В кампании нет боя №${battleId}.`, `The campaign has no battle ${battleId}.`);
      const source: DiceSource = dice ? { kind: 'typed', values: dice } : { kind: 'seeded', seed: seed ?? this.seeds.shift() ?? this.nextSeed++ };
      const r = referee(ruleset, procedure, input, source);
      if (!r.ok) {
        const detail: Record<string, string> = {};
        if (r.error.field) detail.field = r.error.field;
        if (r.error.section) detail.section = r.error.section;
        return { ok: false, error: { code: r.error.code, message: r.error.message, ...(Object.keys(detail).length ? { detail } : {}) } };
      }
      const run: BattleRun = { seq: (b.runs[b.runs.length - 1]?.seq ?? 0) + 1, ruleset: r.result.ruleset, procedure: r.result.procedure, input, dice: source, result: r.result, at: this.now() };
      b.runs.push(run);
      this.emit('campaign.changed', { path: c.path, seq: c.log[c.log.length - 1].seq, battle: b.id });
      return ok({ battle: this.battleOf(c, b), run });
    },
    'referee.undoRun': ({ battleId }) => {
      const c = this.mustBeOpen();
      if ('ok' in c) return c;
      const b = c.battles.find((x) => x.id === battleId);
      if (!b) return failure('battle/not_found', `В кампании нет боя №${battleId}.`, `The campaign has no battle ${battleId}.`);
      const removed = b.runs.pop();
      if (!removed) return failure('battle/nothing_to_undo', `В бою №${battleId} нет прогонов — отменять нечего.`, `Battle ${battleId} has no runs: nothing to undo.`);
      this.emit('campaign.changed', { path: c.path, seq: c.log[c.log.length - 1].seq, battle: b.id });
      return ok({ battle: this.battleOf(c, b), removed });
    },
  };

  private battleOf(c: Campaign, b: Campaign['battles'][number]): BattleRecord {
    return { id: b.id, name: b.name, turn: b.turn, fortress: b.fortress, createdAt: b.createdAt, runCount: b.runs.length, lastRunAt: b.runs[b.runs.length - 1]?.at ?? null, campaign: c.name, runs: [...b.runs] };
  }

  /** As the console records it: the turn and the army to move when the entry was given. */
  private entryOf(e: Entry, log: readonly Entry[] = this.current?.log ?? []): HistoryEntry {
    const at = log.indexOf(e);
    const before = at > 0 ? log[at - 1].state : e.state;
    return { seq: e.seq, turn: before.turn, army: before.toMove as Army, kind: e.kind, payload: e.payload, events: e.events, at: e.at };
  }

  /** Another window changes the campaign behind this one's back (the store must follow). */
  externalEndMove(payload: unknown = null): void {
    const c = this.current!;
    const r = endMove(c.log[c.log.length - 1].state);
    if (r.ok) this.append(c, 'end_move', payload, r.value.state, r.value.events);
  }

  /** The window's side: validates like the real transports, answers asynchronously. */
  bridge(): Bridge {
    return {
      call: async <K extends CallName>(name: K, args: CallArgs<K>): Promise<Reply<CallResults[K]>> => {
        this.calls.push({ name, args });
        await Promise.resolve();
        const v = validateCall(name, args);
        if (!v.ok) return v;
        const handler = this.handlers[name] as ((a: unknown) => Reply<CallResults[K]> | Promise<Reply<CallResults[K]>>) | undefined;
        if (!handler) return failure('bridge/unknown_call', `Подделка не знает «${name}».`, `The fake has no "${name}".`);
        // Structured clone: what crosses the wire is a copy, as over IPC or HTTP.
        return JSON.parse(JSON.stringify(await handler(v.args))) as Reply<CallResults[K]>;
      },
      on: <E extends EventName>(event: E, listener: (p: EventPayloads[E]) => void) => {
        let set = this.listeners.get(event);
        if (!set) this.listeners.set(event, (set = new Set()));
        const l = listener as (p: unknown) => void;
        set.add(l);
        return () => set.delete(l);
      },
    };
  }
}
