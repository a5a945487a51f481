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
 * counted per remote address (`web/too_many` past 20 a minute).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { CallName, EventName, EventPayloads, Failure, Handlers } from '../../shared/bridge/contract';
import { CALL_PATH, EVENTS_PATH, TOKEN_HEADER } from '../../shared/bridge/wire';
import { createDispatcher, type DispatchLog, type Dispatcher } from '../app/dispatch';
import { checkLanAddress, isLoopbackLocal, lanCandidates } from '../policy/lan';
import { readStaticFile } from '../policy/staticFiles';
import { SERVER_WORDS } from '../../shared/vocab/transport';
import { json, parseCookies, readBody, SECURITY_HEADERS, text } from './respond';
import { accessHandlers } from './access';
import { httpStatusOf, NOT_BUILT, REFUSALS, type RefusalCode } from './refusals';
import { createTokenRegistry, type Grant, type TokenRegistry } from './tokens';
import { sendEntryForm, viewEntryOf } from './viewEntry';

export type { RefusalCode } from './refusals';

export interface ServerLog extends DispatchLog {
  info(message: string, meta?: unknown): void;
}

export interface StartServerOptions {
  readonly handlers: Handlers;
  /** The built renderer (out/renderer). */
  readonly staticDir: string;
  /** 0 or absent: any free port. */
  readonly port?: number;
  /** Loopback only; the only value accepted. */
  readonly host?: '127.0.0.1';
  /** Also listen on this one club-network address, for view tokens only (`--lan`). */
  readonly lan?: string | null;
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
}

export interface LanListener {
  readonly address: string;
  readonly port: number;
  /** `http://ADDRESS:PORT` */
  readonly origin: string;
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

const ACCESS_CALLS: readonly CallName[] = ['access.whoami', 'access.list', 'access.mint', 'access.revoke', 'access.setLan'];

/** Wrong codes accepted per remote address and minute on the network listener. */
const LAN_FAILURES_PER_MINUTE = 20;

interface Listener {
  readonly kind: 'loopback' | 'lan';
  readonly server: Server;
  readonly address: string;
  port: number;
  hosts: Set<string>;
  origins: Set<string>;
  cookieName: string;
}

interface Client {
  readonly res: ServerResponse;
  readonly grant: Grant;
  readonly listener: Listener;
}

export async function startServer(options: StartServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error(`startServer: browser mode listens on 127.0.0.1 only (asked for ${String(host)})`);
  const maxBody = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const candidates = options.interfaces ?? (() => lanCandidates(networkInterfaces()));
  const log = options.log;
  const tokens = createTokenRegistry();

  const clients = new Set<Client>();
  const send = (res: ServerResponse, event: string, payload: unknown) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  };
  const emit = <E extends EventName>(event: E, payload: EventPayloads[E]) => {
    // The computer player's proposals are the game master's: no view's stream carries them.
    for (const c of clients) if (event !== 'bots.changed' || c.grant.viewer.role === 'gm') send(c.res, event, payload);
  };
  // A revoked view is told, and its open event streams end at once.
  tokens.onRevoke((id) => {
    for (const c of clients) {
      if (c.grant.id !== id) continue;
      send(c.res, 'access.revoked', { code: 'web/revoked' } satisfies EventPayloads['access.revoked']);
      c.res.end();
    }
  });

  // Listening below, once everything it answers with is set up.
  const loopback = makeListener('loopback', host);
  let lan: Listener | null = null;
  const lanInfo = (): LanListener | null => (lan ? { address: lan.address, port: lan.port, origin: `http://${lan.address}:${lan.port}` } : null);

  const handlers: Handlers = {
    ...options.handlers,
    ...accessHandlers(tokens, {
      get loopback() {
        return `http://127.0.0.1:${loopback.port}`;
      },
      current: () => {
        const l = lanInfo();
        return l ? { address: l.address, origin: l.origin } : null;
      },
      candidates,
      set: (address) => setLan(address),
    }),
  };
  const unqueued = new Set<CallName>([...(options.unqueued ?? []), ...ACCESS_CALLS]);
  const dispatcher = createDispatcher(handlers, { onEvent: emit, log, logFile: options.logFile, unqueued });

  const refuse = (res: ServerResponse, api: boolean, code: RefusalCode) => {
    log?.warn(`refused: ${code}`);
    const message = REFUSALS[code];
    const status = code === 'web/too_many' ? 429 : 403;
    if (api) json(res, status, { ok: false, error: { code, message } });
    else text(res, status, message);
  };

  // Wrong codes per remote address on the network listener: a 50-bit code is not guessed by hand,
  // nor by a script at 20 a minute.
  const failures = new Map<string, { count: number; since: number }>();
  const throttled = (l: Listener, remote: string): boolean => {
    if (l.kind !== 'lan') return false;
    const f = failures.get(remote);
    return !!f && Date.now() - f.since < 60_000 && f.count >= LAN_FAILURES_PER_MINUTE;
  };
  const countFailure = (l: Listener, remote: string) => {
    if (l.kind !== 'lan') return;
    if (failures.size > 1000) for (const [k, v] of failures) if (Date.now() - v.since >= 60_000) failures.delete(k);
    const f = failures.get(remote);
    if (!f || Date.now() - f.since >= 60_000) failures.set(remote, { count: 1, since: Date.now() });
    else f.count++;
  };

  /** The caller's grant, or the refusal: a wrong or revoked code, or the game master off loopback. */
  function authorise(req: IncomingMessage, l: Listener, given: string | null | undefined): Grant | RefusalCode {
    const remote = req.socket.remoteAddress ?? '';
    if (throttled(l, remote)) return 'web/too_many';
    if (!given) return 'web/no_token';
    const r = tokens.resolve(given);
    if (!r.ok) {
      countFailure(l, remote);
      return r.code;
    }
    // Decided by the connection's own local address, not by anything the request says.
    if (r.grant.viewer.role === 'gm' && (l.kind !== 'loopback' || !isLoopbackLocal(req.socket.localAddress))) return 'web/gm_loopback_only';
    return r.grant;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, l: Listener): Promise<void> {
    const rawUrl = req.url ?? '/';
    const api = rawUrl.startsWith('/api/');
    // 1. DNS rebinding: the Host must be this listener's.
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    if (!l.hosts.has(hostHeader)) return refuse(res, api, 'web/bad_host');
    // 2. Cross-site requests: an Origin, when present, must be ours.
    const origin = req.headers.origin;
    if (origin !== undefined && !l.origins.has(origin)) return refuse(res, api, 'web/bad_origin');

    let url: URL;
    try {
      url = new URL(rawUrl, `http://${hostHeader}`);
    } catch {
      return text(res, 400, SERVER_WORDS.badUrl);
    }
    const cookie = parseCookies(req.headers.cookie).get(l.cookieName);
    const queryToken = url.searchParams.get('token');
    const method = req.method ?? 'GET';

    // 3. Calls: the header token only.
    if (url.pathname.startsWith(CALL_PATH)) {
      const given = req.headers[TOKEN_HEADER.toLowerCase()];
      const grant = authorise(req, l, Array.isArray(given) ? given[0] : given);
      if (typeof grant === 'string') return refuse(res, true, grant);
      if (method !== 'POST') return json(res, 405, { ok: false, error: { code: 'web/method', message: SERVER_WORDS.callsPostOnly } }, { Allow: 'POST' });
      const type = (req.headers['content-type'] ?? '').toLowerCase();
      if (!type.startsWith('application/json')) {
        return json(res, 415, { ok: false, error: { code: 'web/content_type', message: SERVER_WORDS.jsonBody } });
      }
      const body = await readBody(req, maxBody);
      if (body === null) {
        res.setHeader('Connection', 'close');
        return json(res, 413, { ok: false, error: { code: 'web/too_large', message: SERVER_WORDS.tooLarge } });
      }
      let args: unknown;
      try {
        args = body.length === 0 ? undefined : JSON.parse(body.toString('utf8'));
      } catch {
        return json(res, 400, { ok: false, error: { code: 'web/bad_json', message: SERVER_WORDS.notJson } });
      }
      const name = url.pathname.slice(CALL_PATH.length);
      const reply = await dispatcher.call(name, args, grant.viewer);
      return json(res, httpStatusOf(reply), reply);
    }

    // 4. Events.
    if (url.pathname === EVENTS_PATH) {
      const grant = authorise(req, l, queryToken ?? cookie);
      if (typeof grant === 'string') return refuse(res, true, grant);
      if (method !== 'GET') return json(res, 405, { ok: false, error: { code: 'web/method', message: SERVER_WORDS.eventsGetOnly } }, { Allow: 'GET' });
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
      res.write('retry: 2000\n: connected\n\n');
      const client: Client = { res, grant, listener: l };
      clients.add(client);
      const beat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      beat.unref();
      const drop = () => {
        clearInterval(beat);
        clients.delete(client);
      };
      req.on('close', drop);
      res.on('close', drop);
      return;
    }

    if (api) return json(res, 404, { ok: false, error: { code: 'web/not_found', message: SERVER_WORDS.noApiPath } });

    // 5. The page and its assets.
    if (method !== 'GET' && method !== 'HEAD') return text(res, 405, SERVER_WORDS.getOnly, { Allow: 'GET, HEAD' });
    // A view's short address (`/v/K7M2Q-9XHPA`), or the code typed at `/v`: on to the page with its token.
    const entry = viewEntryOf(url);
    if (entry?.kind === 'bad') return text(res, 400, SERVER_WORDS.badUrl);
    if (entry?.kind === 'form') return sendEntryForm(res, method === 'HEAD');
    if (entry?.kind === 'code') {
      const grant = authorise(req, l, entry.code);
      if (typeof grant === 'string') return refuse(res, false, grant);
      res.writeHead(302, { ...SECURITY_HEADERS, Location: `/?token=${encodeURIComponent(entry.code)}`, 'Content-Length': 0 });
      return void res.end();
    }
    const isPage = url.pathname === '/' || url.pathname === '/index.html';
    let setCookie: string | null = null;
    const given = isPage && queryToken !== null ? queryToken : cookie;
    const grant = authorise(req, l, given);
    if (typeof grant === 'string') return refuse(res, false, grant);
    if (isPage && queryToken !== null) setCookie = `${l.cookieName}=${encodeURIComponent(queryToken)}; Path=/; HttpOnly; SameSite=Strict`;
    const file = await readStaticFile(options.staticDir, url.pathname);
    if (!file.ok) {
      if (isPage) return text(res, 404, NOT_BUILT);
      return text(res, file.status, SERVER_WORDS.fileNotFound(url.pathname));
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': file.contentType,
      'Content-Length': file.body.length,
      ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
    });
    res.end(method === 'HEAD' ? undefined : file.body);
  }

  function makeListener(kind: Listener['kind'], address: string): Listener {
    const l: Listener = { kind, address, port: 0, hosts: new Set(), origins: new Set(), cookieName: '', server: createServer() };
    l.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      handle(req, res, l).catch((err: unknown) => {
        log?.error('request failed', err);
        if (!res.headersSent) text(res, 500, SERVER_WORDS.internal);
        else res.destroy();
      });
    });
    return l;
  }

  async function listen(l: Listener, port: number): Promise<void> {
    await new Promise<void>((resolveListen, rejectListen) => {
      l.server.once('error', rejectListen);
      l.server.listen({ port, host: l.address, exclusive: true }, () => {
        l.server.off('error', rejectListen);
        resolveListen();
      });
    });
    l.port = (l.server.address() as AddressInfo).port;
    const names = l.kind === 'loopback' ? ['127.0.0.1', 'localhost'] : [l.address];
    l.hosts = new Set(names.map((n) => `${n}:${l.port}`));
    l.origins = new Set(names.map((n) => `http://${n}:${l.port}`));
    l.cookieName = `polk_token_${l.port}`;
  }

  function closeListener(l: Listener): Promise<void> {
    for (const c of clients) if (c.listener === l) c.res.end();
    return new Promise<void>((resolveClose) => {
      l.server.close(() => resolveClose());
      l.server.closeAllConnections();
    });
  }

  async function setLan(address: string | null): Promise<Failure | null> {
    if (lan && lan.address === address) return null;
    if (lan) {
      const old = lan;
      lan = null;
      await closeListener(old);
      log?.info(`network listener on ${old.address} closed`);
    }
    if (address === null) return null;
    const checked = checkLanAddress(address, candidates());
    if (!checked.ok) return { code: checked.code, message: checked.message };
    const l = makeListener('lan', checked.address);
    try {
      // The loopback listener's port when free there, so both addresses share one number.
      await listen(l, loopback.port).catch(() => listen(l, 0));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      return { code: 'web/lan_listen_failed', message: SERVER_WORDS.lanListenFailed(checked.address, reason) };
    }
    lan = l;
    log?.info(`network listener on ${l.address}:${l.port} (views only)`);
    return null;
  }

  await listen(loopback, options.port ?? 0);
  const origin = `http://127.0.0.1:${loopback.port}`;
  log?.info(`browser mode listening on ${host}:${loopback.port}`);
  if (options.lan) {
    const failure = await setLan(options.lan);
    if (failure) {
      await closeListener(loopback);
      throw new Error(failure.message.en);
    }
  }

  return {
    url: `${origin}/?token=${tokens.gmToken}`,
    origin,
    host,
    port: loopback.port,
    token: tokens.gmToken,
    cookieName: loopback.cookieName,
    dispatcher,
    tokens,
    lan: lanInfo,
    setLan,
    emit,
    close: async () => {
      const all = [loopback, ...(lan ? [lan] : [])];
      lan = null;
      await Promise.all(all.map(closeListener));
      clients.clear();
    },
  };
}
