/**
 * How the contract travels, for the two real transports. Both sides import this file, so the
 * names cannot drift.
 *
 * Electron: the preload script exposes `window.polkovodets` (PRELOAD_GLOBAL) with exactly one named
 * function per call (`campaign.create` → `campaignCreate(args)`) and one subscription per event
 * (`campaign.changed` → `onCampaignChanged(listener)`, returning an unsubscribe function). IPC
 * channel names are `polk:` + the call or event name.
 *
 * Browser mode: `POST /api/call/<call name>` with the JSON arguments as the body and the launch
 * token in the `X-Polk-Token` header; the answer is the JSON `Reply`. Events arrive as server-sent
 * events from `GET /api/events?token=<token>`, one `event: <event name>` with JSON `data` each.
 * The page gets the token from its own URL (`/?token=…`).
 */
import { CALL_NAMES, EVENT_NAMES, type CallArgs, type CallName, type CallResults, type EventName, type EventPayloads, type Reply } from './contract';

export const PRELOAD_GLOBAL = 'polkovodets';
export const IPC_PREFIX = 'polk:';
export const TOKEN_HEADER = 'X-Polk-Token';
export const CALL_PATH = '/api/call/';
export const EVENTS_PATH = '/api/events';

type CamelJoin<S extends string> = S extends `${infer A}.${infer B}` ? `${A}${Capitalize<CamelJoin<B>>}` : S;
type EventMethod<E extends string> = `on${Capitalize<CamelJoin<E>>}`;

/** `campaign.create` → `campaignCreate`. */
export function callMethodName<K extends CallName>(name: K): CamelJoin<K> {
  return name.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase()) as CamelJoin<K>;
}

/** `campaign.changed` → `onCampaignChanged`. */
export function eventMethodName<E extends EventName>(name: E): EventMethod<E> {
  const camel = name.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());
  return `on${camel.charAt(0).toUpperCase()}${camel.slice(1)}` as EventMethod<E>;
}

/** What the preload script exposes on `window.polkovodets`. */
export type PreloadApi = {
  readonly [K in CallName as CamelJoin<K>]: (args: CallArgs<K>) => Promise<Reply<CallResults[K]>>;
} & {
  readonly [E in EventName as EventMethod<E>]: (listener: (payload: EventPayloads[E]) => void) => () => void;
};

export const PRELOAD_CALLS = CALL_NAMES.map((name) => ({ name, method: callMethodName(name), channel: IPC_PREFIX + name }));
export const PRELOAD_EVENTS = EVENT_NAMES.map((name) => ({ name, method: eventMethodName(name), channel: IPC_PREFIX + name }));
