/**
 * The one door from any transport (Electron IPC, HTTP, tests) to the campaign handlers.
 *
 * Every call is checked with the contract's `validateCall` before anything reaches a handler;
 * handler throws are bugs, logged and turned into a `bridge/internal` failure so a bad call never
 * takes the main process down; calls run one at a time (two windows or tabs cannot interleave
 * their orders); and after a successful call that changes the campaign, `campaign.changed` goes out
 * to every listener (`settings.changed` after a language change).
 */
import { validateCall, type CallName, type EventName, type EventPayloads, type Failure, type Handlers, type Reply } from '../../shared/bridge/contract';

export type CallKind = 'query' | 'mutation' | 'settings';

/** What each call does to the open campaign. A Record, so a new call in the contract must be sorted here. */
export const CALL_KINDS: Readonly<Record<CallName, CallKind>> = {
  'app.info': 'query',
  'app.chooseFile': 'query',
  'settings.setLanguage': 'settings',
  'campaign.listRecent': 'query',
  'campaign.create': 'mutation',
  'campaign.open': 'mutation',
  'campaign.current': 'query',
  'campaign.close': 'mutation',
  'campaign.export': 'query',
  'campaign.import': 'mutation',
  'campaign.exportScenario': 'query',
  'campaign.editSetup': 'mutation',
  'game.legalOrders': 'query',
  'game.order': 'mutation',
  'game.endMove': 'mutation',
  'game.appointMarshal': 'mutation',
  'game.undo': 'mutation',
  'game.correctDepots': 'mutation',
  'history.entries': 'query',
  'history.stateAt': 'query',
  'ledger.entries': 'query',
  'session.sinceLast': 'query',
  // Battles change beside the position: their `campaign.changed` keeps the seq and names the battle.
  'referee.battles': 'query',
  'referee.createBattle': 'mutation',
  'referee.battle': 'query',
  'referee.run': 'mutation',
  'referee.undoRun': 'mutation',
  'summary.render': 'query',
  'summary.print': 'query',
};

export const isMutatingCall = (name: CallName): boolean => CALL_KINDS[name] === 'mutation';

export type EventSink = <E extends EventName>(event: E, payload: EventPayloads[E]) => void;

export interface DispatchLog {
  warn(message: string, meta?: unknown): void;
  error(message: string, meta?: unknown): void;
}

export interface DispatcherOptions {
  /** Receives `campaign.changed` and `settings.changed`. */
  readonly onEvent?: EventSink;
  readonly log?: DispatchLog;
}

export interface Dispatcher {
  /** Untrusted name and arguments in, a `Reply` out. Never rejects. */
  call(name: unknown, args: unknown): Promise<Reply<unknown>>;
}

export const internalFailure = (name: string): Failure => ({
  code: 'bridge/internal',
  message: {
    ru: `Внутренняя ошибка при вызове «${name}». Подробности записаны в журнал.`,
    en: `Internal error in "${name}". The details are in the log.`,
  },
});

/** A printable name for logs, whatever the sender put there (String() throws on some objects). */
export function describeName(name: unknown): string {
  return typeof name === 'string' ? name.slice(0, 80) : `(${typeof name})`;
}

function isReply(x: unknown): x is Reply<unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as { ok?: unknown; error?: unknown };
  if (r.ok === true) return 'value' in r;
  if (r.ok === false) return typeof r.error === 'object' && r.error !== null && typeof (r.error as { code?: unknown }).code === 'string';
  return false;
}

/** The battle a referee reply is about (`BattleRecord`, or `{ battle: BattleRecord, … }`). */
function battleOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = 'battle' in value && typeof value.battle === 'object' && value.battle !== null ? value.battle : value;
  const id = (b as { id?: unknown }).id;
  return typeof id === 'number' ? id : null;
}

/** Where a reply says the campaign now stands (`CampaignView` or `Applied`). */
function viewOf(value: unknown): { path: string; seq: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = 'view' in value && typeof value.view === 'object' && value.view !== null ? value.view : value;
  const { path, seq } = v as { path?: unknown; seq?: unknown };
  return typeof path === 'string' && typeof seq === 'number' ? { path, seq } : null;
}

export function createDispatcher(handlers: Handlers, options: DispatcherOptions = {}): Dispatcher {
  const { onEvent, log } = options;
  let queue: Promise<unknown> = Promise.resolve();
  // The last campaign position seen, so `campaign.changed` after a close still names the file, and a
  // change beside the position (a battle record) repeats its seq.
  let lastPath: string | null = null;
  let lastSeq = 0;

  const emit: EventSink = (event, payload) => {
    try {
      onEvent?.(event, payload);
    } catch (err) {
      log?.error(`event ${event}: a listener threw`, err);
    }
  };

  async function run(rawName: unknown, rawArgs: unknown): Promise<Reply<unknown>> {
    let checked: ReturnType<typeof validateCall>;
    try {
      checked = validateCall(rawName, rawArgs);
    } catch (err) {
      // validateCall promises never to throw; if a hostile payload proves otherwise, still refuse.
      log?.error('validateCall threw', err);
      return { ok: false, error: { code: 'bridge/bad_payload', message: { ru: 'Неверные данные вызова.', en: 'Bad call data.' } } };
    }
    if (!checked.ok) {
      log?.warn(`refused call: ${checked.error.code}`, { name: describeName(rawName), message: checked.error.message.en });
      return { ok: false, error: checked.error };
    }
    const { name, args } = checked;
    let reply: unknown;
    try {
      // The schema has checked `args`; the handler table is keyed by the same names.
      const handler = handlers[name] as (a: unknown) => unknown;
      reply = await handler(args);
    } catch (err) {
      log?.error(`handler ${name} threw`, err);
      return { ok: false, error: internalFailure(name) };
    }
    if (!isReply(reply)) {
      log?.error(`handler ${name} returned something that is not a Reply`);
      return { ok: false, error: internalFailure(name) };
    }
    if (!reply.ok) return reply;

    const at = viewOf(reply.value);
    if (at) {
      lastPath = at.path;
      lastSeq = at.seq;
    }
    if (CALL_KINDS[name] === 'mutation') {
      if (name === 'campaign.close') {
        emit('campaign.changed', { path: lastPath ?? '', seq: 0 });
        lastPath = null;
        lastSeq = 0;
      } else if (name.startsWith('referee.')) {
        const battle = battleOf(reply.value);
        emit('campaign.changed', { path: lastPath ?? '', seq: lastSeq, ...(battle === null ? {} : { battle }) });
      } else {
        emit('campaign.changed', at ?? { path: lastPath ?? '', seq: 0 });
      }
    } else if (name === 'settings.setLanguage') {
      const language = (reply.value as { language?: unknown }).language;
      if (language === 'ru' || language === 'en') emit('settings.changed', { language });
    }
    return reply;
  }

  return {
    call(name, args) {
      const result = queue.then(() => run(name, args));
      // A failed call must not block the ones after it (run never rejects, but be safe).
      queue = result.catch(() => undefined);
      return result.catch((err: unknown) => {
        log?.error('dispatch failed', err);
        return { ok: false as const, error: internalFailure(describeName(name)) };
      });
    },
  };
}
