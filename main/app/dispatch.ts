/**
 * The one door from any transport (Electron IPC, HTTP, tests) to the campaign handlers.
 *
 * Every call is checked with the contract's `validateCall` before anything reaches a handler;
 * handler throws are bugs, logged and turned into a `bridge/internal` failure so a bad call never
 * takes the main process down; calls run one at a time (two windows or tabs cannot interleave
 * their orders); and after a successful call that changes the campaign, `campaign.changed` goes out
 * to every listener (`settings.changed` after a language change).
 *
 * Capabilities (issue 14): each call carries its caller (absent: the game master). A view — the
 * table screen, an army's view — may make only the contract's read calls; any write is refused here,
 * from `callSpecs`, before its arguments are even looked at (`web/read_only`, HTTP 403). A claimed
 * order code's device may also make the `order` calls (issue 23), which the handlers check further.
 */
import { fileFailureOf } from '../campaign/failure';
import { GAME_MASTER, isPlayerDevice, type Viewer } from '../../shared/bridge/access';
import { callSpecs, invoke, validateCall, type CallName, type CallResults, type CampaignView, type EmittedBy, type EventName, type EventPayloads, type Failure, type Handlers, type Played, type Reply } from '../../shared/bridge/contract';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

/** Whether a call changes the console's state (the contract's `callSpecs`). */
export const isMutatingCall = (name: CallName): boolean => callSpecs[name].access !== 'read';

/** Where the open campaign stood after the last change the dispatcher saw. */
interface Position {
  readonly path: string;
  readonly seq: number;
}

type EmittingCall = { [K in CallName]: EmittedBy<K> extends never ? never : K }[CallName];

/**
 * The payload of every event a call emits, from its own typed result (and the last position, for a
 * close or a battle record, whose replies do not name it). A Record over the calls that emit: a
 * call declared with an event in `callSpecs` and no emitter here fails to compile.
 */
type Emitter<K extends EmittingCall> = (value: CallResults[K], last: Position | null) => { readonly [E in EmittedBy<K>]: EventPayloads[E] };

const atView = (v: CampaignView) => ({ 'campaign.changed': { path: v.path, seq: v.seq } });
const atPlayed = (p: Played) => atView(p.view);
const atBattle = (battle: number, last: Position | null) => ({ 'campaign.changed': { path: last?.path ?? '', seq: last?.seq ?? 0, battle } });

const EMITTERS: { readonly [K in EmittingCall]: Emitter<K> } = {
  'settings.setLanguage': (info) => ({ 'settings.changed': { language: info.language } }),
  'campaign.create': atView,
  'campaign.open': atView,
  'campaign.import': atView,
  'campaign.editSetup': atView,
  // The closed file is named, at seq 0: the windows showing it go back to the start screen.
  'campaign.close': (_, last) => ({ 'campaign.changed': { path: last?.path ?? '', seq: 0 } }),
  'game.order': atPlayed,
  'game.endMove': atPlayed,
  'game.appointMarshal': atPlayed,
  'game.undo': atPlayed,
  'game.takeBack': atPlayed,
  'game.redo': atPlayed,
  'game.correctDepots': atPlayed,
  'referee.createBattle': (battle, last) => atBattle(battle.id, last),
  'referee.run': ({ battle }, last) => atBattle(battle.id, last),
  'referee.undoRun': ({ battle }, last) => atBattle(battle.id, last),
  'bots.setSeat': (v) => ({ 'bots.changed': { path: v.path, job: null } }),
  'bots.propose': (v) => ({ 'bots.changed': { path: v.path, job: v.job, proposal: v } }),
  'bots.cancel': (v) => ({ 'bots.changed': { path: v.path, job: v.job, proposal: v } }),
  'players.propose': (p) => ({ 'players.changed': { army: p.army } }),
  'players.accept': (p) => ({ ...atPlayed(p), 'players.changed': { army: null } }),
  'players.reject': ({ army }) => ({ 'players.changed': { army } }),
  'bots.accept': (p) => ({ ...atPlayed(p), 'bots.changed': { path: p.view.path, job: null } }),
  'mail.moveIn': atPlayed,
};

export type EventSink = <E extends EventName>(event: E, payload: EventPayloads[E]) => void;

export interface DispatchLog {
  warn(message: string, meta?: unknown): void;
  error(message: string, meta?: unknown): void;
}

export interface DispatcherOptions {
  /** Receives `campaign.changed` and `settings.changed`. */
  readonly onEvent?: EventSink;
  readonly log?: DispatchLog;
  /** The file the log writes to, named in the answer to a bug (browser mode: `<data>/logs/web.log`). */
  readonly logFile?: string;
  /**
   * Calls that run at once, beside the queue (they touch no campaign: browser mode answers
   * `app.info` while a long call runs).
   */
  readonly unqueued?: ReadonlySet<CallName>;
}

export interface Dispatcher {
  /** Untrusted name and arguments in, a `Reply` out; `caller` absent: the game master. Never rejects. */
  call(name: unknown, args: unknown, caller?: Viewer): Promise<Reply<unknown>>;
}

/** A view's token tried a call that writes (the contract's `access: 'write'`). */
export const readOnlyFailure = (name: string): Failure => ({
  code: 'web/read_only',
  message: TRANSPORT_WORDS.readOnly(name),
});

/** Whether `caller` may make call `name` (an unknown name is left to validation). */
export function mayCall(name: unknown, caller: Viewer = GAME_MASTER): boolean {
  if (caller.role === 'gm') return true;
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(callSpecs, name)) return true;
  const { access } = callSpecs[name as CallName];
  // A claimed order code's device may also make its army's own actions (the handlers check the army and the move).
  return access === 'read' || (access === 'order' && isPlayerDevice(caller));
}

export const internalFailure = (name: string, logFile?: string): Failure => ({
  code: 'bridge/internal',
  message: TRANSPORT_WORDS.internal(name, logFile),
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

export function createDispatcher(handlers: Handlers, options: DispatcherOptions = {}): Dispatcher {
  const { onEvent, log, logFile } = options;
  let queue: Promise<unknown> = Promise.resolve();
  // The last campaign position announced, so `campaign.changed` after a close still names the file,
  // and a change beside the position (a battle record) repeats its seq.
  let last: Position | null = null;

  // Each payload was built for its event by the call's typed emitter.
  const emit = (event: EventName, payload: EventPayloads[EventName]): void => {
    try {
      onEvent?.(event, payload as never);
    } catch (err) {
      log?.error(`event ${event}: a listener threw`, err);
    }
  };

  /** Send the events `name` declares, built by its emitter from its own result. */
  function announce(name: CallName, value: unknown): void {
    const spec = callSpecs[name];
    if (spec.emits.length === 0) return;
    // The handler table answers call `name` with `CallResults[name]`; the emitter is looked up by the same name.
    const emitter = EMITTERS[name as EmittingCall] as (value: unknown, last: Position | null) => Partial<EventPayloads>;
    const events = emitter(value, last);
    for (const event of spec.emits) {
      const payload = events[event];
      if (payload === undefined) continue;
      if (event === 'campaign.changed') {
        const changed = payload as EventPayloads['campaign.changed'];
        if (name === 'campaign.close') last = null;
        else if (changed.battle === undefined) last = { path: changed.path, seq: changed.seq };
      }
      emit(event, payload as EventPayloads[EventName]);
    }
  }

  async function run(rawName: unknown, rawArgs: unknown, caller: Viewer): Promise<Reply<unknown>> {
    if (!mayCall(rawName, caller)) {
      log?.warn(`refused call: web/read_only`, { name: describeName(rawName), role: caller.role });
      return { ok: false, error: readOnlyFailure(describeName(rawName)) };
    }
    let checked: ReturnType<typeof validateCall>;
    try {
      checked = validateCall(rawName, rawArgs);
    } catch (err) {
      // validateCall promises never to throw; if a hostile payload proves otherwise, still refuse.
      log?.error('validateCall threw', err);
      return { ok: false, error: { code: 'bridge/bad_payload', message: TRANSPORT_WORDS.badCallData } };
    }
    if (!checked.ok) {
      log?.warn(`refused call: ${checked.error.code}`, { name: describeName(rawName), message: checked.error.message.en });
      return { ok: false, error: checked.error };
    }
    const { name } = checked;
    let reply: unknown;
    try {
      reply = await invoke(handlers, checked, caller);
    } catch (err) {
      // A damaged file met where no handler expected it is still the file's problem, with its code.
      const fileFailure = fileFailureOf(err);
      if (fileFailure) {
        const { kind: _kind, ...error } = fileFailure.error;
        return { ok: false, error };
      }
      log?.error(`handler ${name} threw`, err);
      return { ok: false, error: internalFailure(name, logFile) };
    }
    if (!isReply(reply)) {
      log?.error(`handler ${name} returned something that is not a Reply`);
      return { ok: false, error: internalFailure(name, logFile) };
    }
    if (!reply.ok) return reply;

    announce(name, reply.value);
    return reply;
  }

  return {
    call(name, args, caller = GAME_MASTER) {
      if (typeof name === 'string' && options.unqueued?.has(name as CallName)) return run(name, args, caller);
      const result = queue.then(() => run(name, args, caller));
      // A failed call must not block the ones after it (run never rejects, but be safe).
      queue = result.catch(() => undefined);
      return result.catch((err: unknown) => {
        log?.error('dispatch failed', err);
        return { ok: false as const, error: internalFailure(describeName(name), logFile) };
      });
    },
  };
}
