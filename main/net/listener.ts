/**
 * Browser mode: the built renderer and the window contract over HTTP, on 127.0.0.1 — and, switched
 * on (`--lan ADDRESS` or the console's switch), also on one club-network address for views only.
 *
 * Who may talk to it. Each start draws a random token (32 bytes, base64url); the printed URL
 * carries it (`/?token=…`). Every request is refused with 403 unless
 *   - its Host header is `127.0.0.1:PORT` or `localhost:PORT` (a DNS-rebinding page names its own host),
 *   - its Origin, when sent, is `http://127.0.0.1:PORT` or `http://localhost:PORT`,
 *   - and it carries the token:
 *       the page (`/`, `/index.html`): `?token=` in the URL, or the cookie below;
 *       other static files (scripts, styles, fonts): the cookie `polk_token_PORT`, set (HttpOnly,
 *         SameSite=Strict) when the tokened page loads — so even the assets need the token, and the
 *         port in the name keeps two consoles on different ports from overwriting each other's;
 *       calls (`POST /api/call/<name>`): the `X-Polk-Token` header only (a cookie would be sent by
 *         the browser on its own; a header must be set by our page's script);
 *       events (`GET /api/events`): `?token=` (EventSource cannot set headers) or the cookie.
 * Tokens are compared in constant time. Responses forbid framing, sniffing and referrers (the token
 * is in the page's URL and must not leak).
 *
 * Capabilities (issue 14, tokens.ts): the printed token is the game master's; the view tokens he
 * mints (`access.mint`) open the table screen or one army's view (`/v/CODE` sends the page on to
 * `/?token=CODE`) and may make read calls only — the dispatcher refuses every write from the
 * contract's `callSpecs` (`web/read_only`). The game master's token is accepted only on a
 * connection whose local address is 127.0.0.1 (`web/gm_loopback_only` on the network listener).
 * Each listener accepts its own Host and Origin only. On the network listener, wrong codes are
 * counted per remote address: 20 within a minute lock it for a full minute from the 20th
 * (`web/too_many`, lockout.ts). The requests themselves are checked in requests.ts, the event
 * streams kept in events.ts.
 *
 * Two shells start it (issue 23): browser mode (`startServer`: the loopback listener at once, the
 * game master's token printed) and the desktop console (`createNet` with `desktop`: nothing listens
 * until the club network is switched on from «Экраны для стола и игроков»; then the loopback
 * listener opens with the network's and closes with it, and no game master's token works over
 * HTTP — his calls come over the preload bridge into the same dispatcher, so a phone's orders and
 * his are queued one after the other).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { CallName, EventName, EventPayloads, Failure, Handlers } from '../../shared/bridge/contract';
import { createDispatcher, type DispatchLog, type Dispatcher, type EventSink } from '../app/dispatch';
import { checkLanAddress, lanCandidates } from '../policy/lan';
import { SERVER_WORDS } from '../../shared/vocab/transport';
import { text, isAborted } from './respond';
import { accessHandlers } from './access';
import { createEventStreams } from './events';
import { createLockout } from './lockout';
import { createRequestHandler, type Listener as ListenerState } from './requests';
import { createTokenRegistry, type TokenRegistry } from './tokens';

export type { RefusalCode } from './refusals';

export interface ServerLog extends DispatchLog {
  info(message: string, meta?: unknown): void;
}

export interface NetOptions {
  readonly handlers: Handlers;
  /** The built renderer (out/renderer). */
  readonly staticDir: string;
  readonly log?: ServerLog;
  /** Where `log` writes bugs, named in the answer to one. */
  readonly logFile?: string;
  /** Largest accepted call body (default 16 MiB: an imported scenario can be big). */
  readonly maxBodyBytes?: number;
  /** Server-sent-events keep-alive comment interval (default 20 s). */
  readonly heartbeatMs?: number;
  /** Calls answered beside the dispatcher's queue (see `DispatcherOptions.unqueued`). */
  readonly unqueued?: ReadonlySet<CallName>;
  /** The machine's interface addresses (tests); default `os.networkInterfaces()`. */
  readonly interfaces?: () => string[];
  /** The lockout's clock (tests); default `Date.now`. */
  readonly now?: () => number;
  /**
   * Heavy reads (the renders): answered beside the dispatcher's queue, at most one in flight per
   * view (and per game master) and two overall; `web/busy` (429) beyond.
   */
  readonly heavy?: ReadonlySet<CallName>;
  /** Also told every event the dispatcher sends (the desktop shell's own windows). */
  readonly onEvent?: EventSink;
  /**
   * The desktop console: nothing listens until the club network is switched on, the loopback
   * listener opens and closes with the network's, and the game master's token is refused over HTTP.
   */
  readonly desktop?: boolean;
}

export interface StartServerOptions extends NetOptions {
  /** 0 or absent: any free port. */
  readonly port?: number;
  /** Loopback only; the only value accepted. */
  readonly host?: '127.0.0.1';
  /** Also listen on this one club-network address (`--lan`). */
  readonly lan?: string | null;
}

/** Where one listener listens. */
export interface LanListener {
  readonly address: string;
  readonly port: number;
  /** `http://ADDRESS:PORT` */
  readonly origin: string;
}

/** The listeners of one shell, with the one dispatcher every transport of that shell calls. */
export interface Net {
  readonly dispatcher: Dispatcher;
  readonly tokens: TokenRegistry;
  /** The loopback listener, while it listens. */
  loopback(): LanListener | null;
  /** The club network's listener, when on. */
  lan(): LanListener | null;
  /** Open the loopback listener (a port, or 0 for any free one). */
  listen(port?: number): Promise<void>;
  /** Switch the network listener on (an address) or off (null); a refusal names why. */
  setLan(address: string | null): Promise<Failure | null>;
  /** Send an event to every connected page. */
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  close(): Promise<void>;
}

export interface WebServer {
  /** The URL to open: `http://127.0.0.1:PORT/?token=TOKEN`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  readonly host: string;
  readonly port: number;
  /** The game master's token. */
  readonly token: string;
  /** The cookie that lets the page's assets load. */
  readonly cookieName: string;
  readonly dispatcher: Dispatcher;
  readonly tokens: TokenRegistry;
  /** The club network's listener, when on. */
  lan(): LanListener | null;
  /** Switch the network listener on (an address) or off (null); a refusal names why. */
  setLan(address: string | null): Promise<Failure | null>;
  /** Send an event to every connected page. */
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  close(): Promise<void>;
}

/** Wrong codes from one remote address within a minute that lock it for a minute (network listener). */
const LAN_FAILURES_PER_MINUTE = 20;

const ACCESS_CALLS: readonly CallName[] = ['access.whoami', 'access.list', 'access.mint', 'access.revoke', 'access.setLan', 'access.claim', 'access.dropDevice', 'access.setPolicy'];

const LOOPBACK = '127.0.0.1';

interface Listener extends ListenerState {
  readonly server: Server;
}

const infoOf = (l: Listener | null): LanListener | null => (l ? { address: l.address, port: l.port, origin: `http://${l.address}:${l.port}` } : null);

/** The listeners, their tokens and streams, and the dispatcher over `handlers` and the capability calls; nothing listens yet. */
export function createNet(options: NetOptions): Net {
  const maxBody = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const candidates = options.interfaces ?? (() => lanCandidates(networkInterfaces()));
  const { log, desktop = false } = options;
  const tokens = createTokenRegistry();

  const events = createEventStreams<ListenerState>(tokens, heartbeatMs);
  const emit = <E extends EventName>(event: E, payload: EventPayloads[E]) => events.emit(event, payload);
  const onEvent: EventSink = (event, payload) => {
    events.emit(event, payload);
    options.onEvent?.(event, payload);
  };
  // A code claimed or its policy changed: the console's list and the player's phone follow.
  tokens.onChange(() => onEvent('players.changed', { army: null }));

  let loopback: Listener | null = null;
  let lan: Listener | null = null;

  const handlers: Handlers = {
    ...options.handlers,
    ...accessHandlers(tokens, {
      get loopback() {
        return infoOf(loopback)?.origin ?? null;
      },
      current: () => {
        const l = infoOf(lan);
        return l ? { address: l.address, origin: l.origin } : null;
      },
      candidates,
      set: (address) => setLan(address),
    }),
  };
  const unqueued = new Set<CallName>([...(options.unqueued ?? []), ...(options.heavy ?? []), ...ACCESS_CALLS]);
  const dispatcher = createDispatcher(handlers, { onEvent, log, logFile: options.logFile, unqueued });

  const handle = createRequestHandler({
    staticDir: options.staticDir,
    maxBody,
    dispatcher,
    tokens,
    lockout: createLockout({ limit: LAN_FAILURES_PER_MINUTE, windowMs: 60_000, now: options.now }),
    events,
    log,
    heavy: options.heavy,
    gameMaster: !desktop,
  });

  function makeListener(kind: Listener['kind'], address: string): Listener {
    const l: Listener = { kind, address, port: 0, hosts: new Set(), origins: new Set(), cookieName: '', server: createServer() };
    l.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      handle(req, res, l).catch((err: unknown) => {
        // A client that went away mid-body is no bug: one line, no stack.
        if (isAborted(err)) {
          log?.warn(`request aborted: ${req.method ?? '?'} ${(req.url ?? '').split('?')[0]!.slice(0, 120)}`);
          return void res.destroy();
        }
        log?.error('request failed', err);
        if (!res.headersSent) text(res, 500, SERVER_WORDS.internal);
        else res.destroy();
      });
    });
    return l;
  }

  async function listenOn(l: Listener, port: number): Promise<void> {
    await new Promise<void>((resolveListen, rejectListen) => {
      l.server.once('error', rejectListen);
      l.server.listen({ port, host: l.address, exclusive: true }, () => {
        l.server.off('error', rejectListen);
        resolveListen();
      });
    });
    l.port = (l.server.address() as AddressInfo).port;
    const names = l.kind === 'loopback' ? [LOOPBACK, 'localhost'] : [l.address];
    l.hosts = new Set(names.map((n) => `${n}:${l.port}`));
    l.origins = new Set(names.map((n) => `http://${n}:${l.port}`));
    l.cookieName = `polk_token_${l.port}`;
  }

  function closeListener(l: Listener): Promise<void> {
    events.endAll(l);
    return new Promise<void>((resolveClose) => {
      l.server.close(() => resolveClose());
      l.server.closeAllConnections();
    });
  }

  /** The loopback listener's last port: switched on again, the desktop console keeps its addresses (and the codes' QR codes). */
  let lastPort = 0;
  async function listen(port = 0): Promise<void> {
    if (loopback) return;
    const l = makeListener('loopback', LOOPBACK);
    await listenOn(l, port);
    loopback = l;
    lastPort = l.port;
    log?.info(`${desktop ? 'players’ listener' : 'browser mode'} listening on ${LOOPBACK}:${l.port}`);
  }

  async function closeLoopback(): Promise<void> {
    const old = loopback;
    loopback = null;
    if (old) await closeListener(old);
  }

  // One switch at a time: a second call (a double click, another tab) waits for the first to finish.
  let switching: Promise<unknown> = Promise.resolve();
  function setLan(address: string | null): Promise<Failure | null> {
    const next = switching.then(() => switchLan(address));
    switching = next.catch(() => undefined);
    return next;
  }

  async function switchLan(address: string | null): Promise<Failure | null> {
    if (lan && lan.address === address) return null;
    if (lan) {
      const old = lan;
      lan = null;
      await closeListener(old);
      log?.info(`network listener on ${old.address} closed`);
    }
    if (address === null) {
      // The desktop console serves nothing while the network is off.
      if (desktop) await closeLoopback();
      return null;
    }
    const checked = checkLanAddress(address, candidates());
    if (!checked.ok) return { code: checked.code, message: checked.message };
    const failed = async (at: string, err: unknown): Promise<Failure> => {
      if (desktop) await closeLoopback();
      const reason = err instanceof Error ? err.message : String(err);
      return { code: 'web/lan_listen_failed', message: SERVER_WORDS.lanListenFailed(at, reason) };
    };
    try {
      await listen(lastPort).catch(() => listen(0));
    } catch (err) {
      return failed(LOOPBACK, err);
    }
    const l = makeListener('lan', checked.address);
    try {
      // The loopback listener's port when free there, so both addresses share one number.
      await listenOn(l, loopback!.port).catch(() => listenOn(l, 0));
    } catch (err) {
      return failed(checked.address, err);
    }
    lan = l;
    log?.info(`network listener on ${l.address}:${l.port}`);
    return null;
  }

  return {
    dispatcher,
    tokens,
    loopback: () => infoOf(loopback),
    lan: () => infoOf(lan),
    listen,
    setLan,
    emit,
    close: async () => {
      const all = [loopback, lan].filter((l): l is Listener => l !== null);
      loopback = null;
      lan = null;
      await Promise.all(all.map(closeListener));
      events.clear();
    },
  };
}

/** Browser mode's listener: loopback at once (the game master's token in the URL), and the network when named. */
export async function startServer(options: StartServerOptions): Promise<WebServer> {
  const host = options.host ?? LOOPBACK;
  if (host !== LOOPBACK) throw new Error(`startServer: browser mode listens on 127.0.0.1 only (asked for ${String(host)})`);
  if (options.desktop) throw new Error('startServer: browser mode only (the desktop console uses createNet)');
  const net = createNet(options);
  await net.listen(options.port ?? 0);
  const { port } = net.loopback()!;
  if (options.lan) {
    const failure = await net.setLan(options.lan);
    if (failure) {
      await net.close();
      throw new Error(failure.message.en);
    }
  }
  const origin = `http://${LOOPBACK}:${port}`;
  return {
    url: `${origin}/?token=${net.tokens.gmToken}`,
    origin,
    host,
    port,
    token: net.tokens.gmToken,
    cookieName: `polk_token_${port}`,
    dispatcher: net.dispatcher,
    tokens: net.tokens,
    lan: net.lan,
    setLan: net.setLan,
    emit: net.emit,
    close: net.close,
  };
}
