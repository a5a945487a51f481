/**
 * Browser mode: the built renderer and the window contract over HTTP, on 127.0.0.1 only.
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
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallName, EventName, EventPayloads, Failure, Handlers, Reply } from '../../shared/bridge/contract';
import { CALL_PATH, EVENTS_PATH, TOKEN_HEADER } from '../../shared/bridge/wire';
import { createDispatcher, type DispatchLog, type Dispatcher } from '../app/dispatch';
import { contentSecurityPolicy } from '../policy/csp';
import { readStaticFile } from '../policy/staticFiles';
import { SERVER_WORDS } from '../../shared/vocab/transport';

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
  readonly log?: ServerLog;
  /** Where `log` writes bugs, named in the answer to one. */
  readonly logFile?: string;
  /** Largest accepted call body (default 16 MiB: an imported scenario can be big). */
  readonly maxBodyBytes?: number;
  /** Server-sent-events keep-alive comment interval (default 20 s). */
  readonly heartbeatMs?: number;
  /** Calls answered beside the dispatcher's queue (see `DispatcherOptions.unqueued`). */
  readonly unqueued?: ReadonlySet<CallName>;
}

export interface WebServer {
  /** The URL to open: `http://127.0.0.1:PORT/?token=TOKEN`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  readonly host: string;
  readonly port: number;
  readonly token: string;
  /** The cookie that lets the page's assets load. */
  readonly cookieName: string;
  readonly dispatcher: Dispatcher;
  /** Send an event to every connected page. */
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  close(): Promise<void>;
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export type RefusalCode = 'web/bad_host' | 'web/bad_origin' | 'web/no_token' | 'web/bad_token';

const REFUSALS: Readonly<Record<RefusalCode, Failure['message']>> = {
  'web/bad_host': SERVER_WORDS.badHost,
  'web/bad_origin': SERVER_WORDS.badOrigin,
  'web/no_token': SERVER_WORDS.noToken,
  'web/bad_token': SERVER_WORDS.badToken,
};

const NOT_BUILT = SERVER_WORDS.notBuilt;

function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

function sameToken(given: string | undefined | null, token: Buffer): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 256) return false;
  const g = Buffer.from(given, 'utf8');
  return g.length === token.length && timingSafeEqual(g, token);
}

function httpStatusOf(reply: Reply<unknown>): number {
  if (reply.ok) return 200;
  switch (reply.error.code) {
    case 'bridge/unknown_call':
      return 404;
    case 'bridge/bad_payload':
      return 400;
    case 'bridge/internal':
      return 500;
    case 'bridge/timeout':
      return 504;
    default:
      // An expected refusal (a rule, a locked file) is an answer, not a transport error.
      return 200;
  }
}

export async function startServer(options: StartServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error(`startServer: browser mode listens on 127.0.0.1 only (asked for ${String(host)})`);
  const maxBody = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const log = options.log;
  const tokenText = randomBytes(32).toString('base64url');
  const token = Buffer.from(tokenText, 'utf8');

  const clients = new Set<ServerResponse>();
  const send = (res: ServerResponse, event: string, payload: unknown) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  };
  const emit = <E extends EventName>(event: E, payload: EventPayloads[E]) => {
    for (const res of clients) send(res, event, payload);
  };
  const dispatcher = createDispatcher(options.handlers, { onEvent: emit, log, logFile: options.logFile, unqueued: options.unqueued });

  // Known once listening.
  let port = 0;
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();
  let cookieName = '';

  const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...extra });
    res.end(text);
  };
  const text = (res: ServerResponse, status: number, message: { ru: string; en: string }, extra: Record<string, string> = {}) => {
    const body = `${message.ru}\n${message.en}\n`;
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...extra });
    res.end(body);
  };
  const refuse = (res: ServerResponse, api: boolean, code: RefusalCode) => {
    log?.warn(`refused: ${code}`);
    const message = REFUSALS[code];
    if (api) json(res, 403, { ok: false, error: { code, message } });
    else text(res, 403, message);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const api = rawUrl.startsWith('/api/');
    // 1. DNS rebinding: the Host must be ours.
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    if (!allowedHosts.has(hostHeader)) return refuse(res, api, 'web/bad_host');
    // 2. Cross-site requests: an Origin, when present, must be ours.
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return refuse(res, api, 'web/bad_origin');

    let url: URL;
    try {
      url = new URL(rawUrl, `http://${hostHeader}`);
    } catch {
      return text(res, 400, SERVER_WORDS.badUrl);
    }
    const cookie = parseCookies(req.headers.cookie).get(cookieName);
    const queryToken = url.searchParams.get('token');
    const method = req.method ?? 'GET';

    // 3. Calls: the header token only.
    if (url.pathname.startsWith(CALL_PATH)) {
      const given = req.headers[TOKEN_HEADER.toLowerCase()];
      const headerToken = Array.isArray(given) ? given[0] : given;
      if (!headerToken) return refuse(res, true, 'web/no_token');
      if (!sameToken(headerToken, token)) return refuse(res, true, 'web/bad_token');
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
      const reply = await dispatcher.call(name, args);
      return json(res, httpStatusOf(reply), reply);
    }

    // 4. Events.
    if (url.pathname === EVENTS_PATH) {
      const given = queryToken ?? cookie;
      if (!given) return refuse(res, true, 'web/no_token');
      if (!sameToken(given, token)) return refuse(res, true, 'web/bad_token');
      if (method !== 'GET') return json(res, 405, { ok: false, error: { code: 'web/method', message: SERVER_WORDS.eventsGetOnly } }, { Allow: 'GET' });
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
      res.write('retry: 2000\n: connected\n\n');
      clients.add(res);
      const beat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      beat.unref();
      const drop = () => {
        clearInterval(beat);
        clients.delete(res);
      };
      req.on('close', drop);
      res.on('close', drop);
      return;
    }

    if (api) return json(res, 404, { ok: false, error: { code: 'web/not_found', message: SERVER_WORDS.noApiPath } });

    // 5. The page and its assets.
    if (method !== 'GET' && method !== 'HEAD') return text(res, 405, SERVER_WORDS.getOnly, { Allow: 'GET, HEAD' });
    const isPage = url.pathname === '/' || url.pathname === '/index.html';
    let setCookie: string | null = null;
    if (isPage && queryToken !== null) {
      if (!sameToken(queryToken, token)) return refuse(res, false, 'web/bad_token');
      setCookie = `${cookieName}=${tokenText}; Path=/; HttpOnly; SameSite=Strict`;
    } else if (!cookie) {
      return refuse(res, false, 'web/no_token');
    } else if (!sameToken(cookie, token)) {
      return refuse(res, false, 'web/bad_token');
    }
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

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log?.error('request failed', err);
      if (!res.headersSent) text(res, 500, SERVER_WORDS.internal);
      else res.destroy();
    });
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen({ port: options.port ?? 0, host, exclusive: true }, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  port = address.port;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  allowedOrigins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  cookieName = `polk_token_${port}`;
  const origin = `http://127.0.0.1:${port}`;
  log?.info(`browser mode listening on ${address.address}:${port}`);

  return {
    url: `${origin}/?token=${tokenText}`,
    origin,
    host: address.address,
    port,
    token: tokenText,
    cookieName,
    dispatcher,
    emit,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const res of clients) res.end();
        clients.clear();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

/** The body, or null when it is larger than `limit`. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolveBody, rejectBody) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) {
      req.resume();
      resolveBody(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(over ? null : Buffer.concat(chunks)));
    req.on('error', rejectBody);
  });
}
