/** The Electron transport: the named functions the preload script puts on `window.polkovodets`. */
import type { Bridge, CallArgs, CallName, CallResults, EventName, EventPayloads, Reply } from '../../../shared/bridge/contract';
import { callMethodName, eventMethodName, type PreloadApi } from '../../../shared/bridge/wire';
import { TRANSPORT_WORDS } from '../../../shared/vocab/transport';

type AnyCall = (args: unknown) => Promise<Reply<unknown>>;
type AnySubscribe = (listener: (payload: unknown) => void) => () => void;

export function preloadBridge(api: PreloadApi): Bridge {
  const methods = api as unknown as Record<string, AnyCall | AnySubscribe>;
  return {
    call<K extends CallName>(name: K, args: CallArgs<K>): Promise<Reply<CallResults[K]>> {
      const fn = methods[callMethodName(name)] as AnyCall | undefined;
      if (typeof fn !== 'function') {
        return Promise.resolve({ ok: false, error: { code: 'bridge/unknown_call', message: TRANSPORT_WORDS.windowUnknownCall(name) } });
      }
      return fn(args) as Promise<Reply<CallResults[K]>>;
    },
    on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void {
      const fn = methods[eventMethodName(event)] as AnySubscribe | undefined;
      if (typeof fn !== 'function') return () => {};
      return fn(listener as (payload: unknown) => void);
    },
  };
}
