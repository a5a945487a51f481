/**
 * The browser-mode transport: `POST /api/call/<name>` with the launch token in a header, and
 * server-sent events from `GET /api/events?token=…`. The token comes from the page's own URL.
 */
import type { Bridge, CallArgs, CallName, CallResults, EventName, EventPayloads, Failure, Reply } from '../../../shared/bridge/contract';
import { CALL_PATH, EVENTS_PATH, TOKEN_HEADER } from '../../../shared/bridge/wire';
import { TRANSPORT_WORDS } from '../../../shared/vocab/transport';

/** The little of EventSource this needs (so tests can hand in their own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: { data?: string }) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;
type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface HttpBridgeOptions {
  /** Base URL of the server ('' = the page's own origin). */
  readonly base?: string;
  readonly token: string;
  readonly fetch?: FetchLike;
  readonly eventSource?: EventSourceFactory;
}

const unreachable = (detail: string): Failure => ({
  code: 'bridge/unreachable',
  message: TRANSPORT_WORDS.unreachable(detail),
});

function defaultEventSource(): EventSourceFactory | undefined {
  const ES = (globalThis as { EventSource?: new (url: string) => EventSourceLike }).EventSource;
  return ES ? (url) => new ES(url) : undefined;
}

export function httpBridge(options: HttpBridgeOptions): Bridge {
  const base = options.base ?? '';
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const openEvents = options.eventSource ?? defaultEventSource();
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const attached = new Set<EventName>();
  const openListeners = new Set<() => void>();
  let source: EventSourceLike | null = null;

  function attach(event: EventName): void {
    if (!source || attached.has(event)) return;
    attached.add(event);
    source.addEventListener(event, (e) => {
      let payload: unknown;
      try {
        payload = JSON.parse(e.data ?? '');
      } catch {
        return;
      }
      for (const l of listeners.get(event) ?? []) l(payload);
    });
  }

  function connect(): void {
    if (source || !openEvents) return;
    source = openEvents(`${base}${EVENTS_PATH}?token=${encodeURIComponent(options.token)}`);
    // The server counts a page among its listeners once it answers the request (main/net/events.ts).
    source.addEventListener('open', () => {
      for (const l of [...openListeners]) l();
    });
    for (const event of listeners.keys()) attach(event);
  }

  return {
    async call<K extends CallName>(name: K, args: CallArgs<K>): Promise<Reply<CallResults[K]>> {
      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await doFetch(`${base}${CALL_PATH}${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: options.token },
          body: JSON.stringify(args ?? {}),
        });
      } catch (e) {
        return { ok: false, error: unreachable((e as Error).message) };
      }
      try {
        const reply = (await response.json()) as Reply<CallResults[K]>;
        if (reply && typeof reply === 'object' && 'ok' in reply) return reply;
      } catch {
        // not JSON: fall through
      }
      return { ok: false, error: unreachable(`HTTP ${response.status}`) };
    },
    on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const l = listener as (payload: unknown) => void;
      set.add(l);
      connect();
      attach(event);
      return () => {
        set.delete(l);
      };
    },
    onOpen(listener: () => void): () => void {
      openListeners.add(listener);
      connect();
      return () => {
        openListeners.delete(listener);
      };
    },
  };
}
