/**
 * The only place IPC handlers are registered (Heroic's one-IPC-file pattern; a lint rule keeps
 * `ipcMain.handle` out of every other file). One handler per contract call, on the channel named in
 * shared/bridge/wire.ts; each checks the sender frame first, then hands the untrusted arguments to
 * the dispatcher, which validates them against the contract before any handler runs.
 *
 * Takes an `ipcMain`-like object instead of importing electron, so the tests drive it with fakes.
 */
import type { EventName, EventPayloads, Reply, Viewer } from '../../shared/bridge/contract';
import { IPC_PREFIX, PRELOAD_CALLS } from '../../shared/bridge/wire';
import type { Dispatcher } from '../app/dispatch';
import { isTrustedSender, type SenderPolicy } from '../policy/sender';
import { isAppUrl } from '../policy/urls';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

export interface IpcMainLike {
  handle(channel: string, listener: (event: unknown, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface IpcLog {
  warn(message: string, meta?: unknown): void;
}

export const forbiddenSender: Reply<never> = {
  ok: false,
  error: { code: 'bridge/forbidden_sender', message: TRANSPORT_WORDS.forbiddenSender },
};

const tooManyArguments: Reply<never> = {
  ok: false,
  error: { code: 'bridge/bad_payload', message: TRANSPORT_WORDS.oneArgumentsObject },
};

/**
 * Register every contract call on `ipcMain`. `senderPolicy` is read at each call (windows come and
 * go). `callerOf` names who a trusted sender is (the table screen's window is a view: the
 * dispatcher refuses it every write); absent, every window is the game master's. Returns a function
 * that removes them all.
 */
export function registerContractHandlers(ipcMain: IpcMainLike, dispatcher: Dispatcher, senderPolicy: () => SenderPolicy, log?: IpcLog, callerOf?: (senderId: number | null) => Viewer): () => void {
  for (const { name, channel } of PRELOAD_CALLS) {
    ipcMain.handle(channel, (event: unknown, ...args: unknown[]) => {
      if (!isTrustedSender(event, senderPolicy())) {
        log?.warn(`IPC ${name} refused: untrusted sender`, { url: senderUrl(event) });
        return forbiddenSender;
      }
      // The preload passes exactly one argument; anything else did not come through it.
      if (args.length > 1) return tooManyArguments;
      return dispatcher.call(name, args[0], callerOf?.(senderId(event)));
    });
  }
  return () => {
    for (const { channel } of PRELOAD_CALLS) ipcMain.removeHandler(channel);
  };
}

function senderId(event: unknown): number | null {
  try {
    const id = (event as { sender?: { id?: unknown } | null }).sender?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

function senderUrl(event: unknown): string {
  try {
    const url = (event as { senderFrame?: { url?: unknown } | null }).senderFrame?.url;
    return typeof url === 'string' ? url.slice(0, 200) : '(none)';
  } catch {
    return '(disposed)';
  }
}

/** The parts of Electron's `WebContents` an event is sent through. */
export interface EventTargetLike {
  isDestroyed(): boolean;
  getURL(): string;
  send(channel: string, payload: unknown): void;
}

/**
 * Send a contract event to windows, on its `polk:` channel; only to windows still showing our own
 * app:// page (never to a page that somehow navigated elsewhere). Returns how many got it.
 */
export function broadcastEvent<E extends EventName>(targets: readonly EventTargetLike[], event: E, payload: EventPayloads[E]): number {
  let sent = 0;
  for (const t of targets) {
    if (t.isDestroyed() || !isAppUrl(t.getURL())) continue;
    t.send(IPC_PREFIX + event, payload);
    sent++;
  }
  return sent;
}
