/**
 * One request on a listener, in the order it is checked: the Host (DNS rebinding), the Origin
 * (cross-site requests), then calls (`POST /api/call/<name>`, the header token only), events
 * (`GET /api/events`), and the page and its assets (the cookie, or `?token=` on the page). See
 * listener.ts for who may talk to it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALL_PATH, EVENTS_PATH, TOKEN_HEADER } from '../../shared/bridge/wire';
import { SERVER_WORDS } from '../../shared/vocab/transport';
import type { Dispatcher } from '../app/dispatch';
import { isLoopbackLocal } from '../policy/lan';
import { readStaticFile } from '../policy/staticFiles';
import type { EventStreams } from './events';
import type { Lockout } from './lockout';
import { httpStatusOf, NOT_BUILT, REFUSALS, type RefusalCode } from './refusals';
import { json, parseCookies, readBody, SECURITY_HEADERS, text } from './respond';
import type { Grant, TokenRegistry } from './tokens';
import { sendEntryForm, viewEntryOf } from './viewEntry';

export interface Listener {
  readonly kind: 'loopback' | 'lan';
  readonly address: string;
  port: number;
  hosts: Set<string>;
  origins: Set<string>;
  cookieName: string;
}

export interface RequestContext {
  readonly staticDir: string;
  readonly maxBody: number;
  readonly dispatcher: Dispatcher;
  readonly tokens: TokenRegistry;
  readonly lockout: Lockout;
  readonly events: EventStreams<Listener>;
  readonly log?: { warn(message: string, meta?: unknown): void };
  /** Heavy reads (renders): at most one in flight per caller and `heavyOverall` in all, `web/busy` (429) beyond. */
  readonly heavy?: ReadonlySet<string>;
  readonly heavyOverall?: number;
  /** False in the desktop console: the game master calls over the preload bridge, and his token opens nothing here. */
  readonly gameMaster?: boolean;
}

export function createRequestHandler(ctx: RequestContext): (req: IncomingMessage, res: ServerResponse, l: Listener) => Promise<void> {
  const { tokens, lockout, log } = ctx;
  // Heavy reads in flight, per caller (a view's token id; the game master's is null) and in all.
  const heavyOf = new Map<string | null, number>();
  let heavyAll = 0;

  const refuse = (res: ServerResponse, api: boolean, code: RefusalCode) => {
    log?.warn(`refused: ${code}`);
    const message = REFUSALS[code];
    const status = code === 'web/too_many' || code === 'web/busy' ? 429 : 403;
    if (api) json(res, status, { ok: false, error: { code, message } });
    else text(res, status, message);
  };

  /** The caller's grant, or the refusal: a wrong or revoked code, or the game master off loopback. */
  function authorise(req: IncomingMessage, l: Listener, given: string | null | undefined): Grant | RefusalCode {
    const remote = req.socket.remoteAddress ?? '';
    // Wrong codes are counted on the network listener only.
    if (l.kind === 'lan' && lockout.locked(remote)) return 'web/too_many';
    if (!given) return 'web/no_token';
    const r = tokens.resolve(given);
    if (!r.ok || (r.grant.viewer.role === 'gm' && ctx.gameMaster === false)) {
      if (l.kind === 'lan') lockout.fail(remote);
      return r.ok ? 'web/bad_token' : r.code;
    }
    // Decided by the connection's own local address, not by anything the request says.
    if (r.grant.viewer.role === 'gm' && (l.kind !== 'loopback' || !isLoopbackLocal(req.socket.localAddress))) return 'web/gm_loopback_only';
    return r.grant;
  }

  async function call(req: IncomingMessage, res: ServerResponse, l: Listener, pathname: string): Promise<void> {
    const given = req.headers[TOKEN_HEADER.toLowerCase()];
    const grant = authorise(req, l, Array.isArray(given) ? given[0] : given);
    if (typeof grant === 'string') return refuse(res, true, grant);
    if (req.method !== 'POST') return json(res, 405, { ok: false, error: { code: 'web/method', message: SERVER_WORDS.callsPostOnly } }, { Allow: 'POST' });
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    if (!type.startsWith('application/json')) {
      return json(res, 415, { ok: false, error: { code: 'web/content_type', message: SERVER_WORDS.jsonBody } });
    }
    const body = await readBody(req, ctx.maxBody);
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
    const name = pathname.slice(CALL_PATH.length);
    if (!ctx.heavy?.has(name)) {
      const reply = await ctx.dispatcher.call(name, args, grant.viewer);
      return json(res, httpStatusOf(reply), reply);
    }
    if ((heavyOf.get(grant.id) ?? 0) >= 1 || heavyAll >= (ctx.heavyOverall ?? 2)) return refuse(res, true, 'web/busy');
    heavyOf.set(grant.id, (heavyOf.get(grant.id) ?? 0) + 1);
    heavyAll++;
    try {
      const reply = await ctx.dispatcher.call(name, args, grant.viewer);
      return json(res, httpStatusOf(reply), reply);
    } finally {
      heavyAll--;
      const left = (heavyOf.get(grant.id) ?? 1) - 1;
      if (left > 0) heavyOf.set(grant.id, left);
      else heavyOf.delete(grant.id);
    }
  }

  async function page(req: IncomingMessage, res: ServerResponse, l: Listener, url: URL, cookie: string | undefined): Promise<void> {
    const method = req.method ?? 'GET';
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
    const queryToken = url.searchParams.get('token');
    const isPage = url.pathname === '/' || url.pathname === '/index.html';
    const grant = authorise(req, l, isPage && queryToken !== null ? queryToken : cookie);
    if (typeof grant === 'string') return refuse(res, false, grant);
    const setCookie = isPage && queryToken !== null ? `${l.cookieName}=${encodeURIComponent(queryToken)}; Path=/; HttpOnly; SameSite=Strict` : null;
    const file = await readStaticFile(ctx.staticDir, url.pathname);
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

  return async function handle(req, res, l) {
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
    // 3. Calls: the header token only.
    if (url.pathname.startsWith(CALL_PATH)) return call(req, res, l, url.pathname);
    // 4. Events.
    if (url.pathname === EVENTS_PATH) {
      const grant = authorise(req, l, url.searchParams.get('token') ?? cookie);
      if (typeof grant === 'string') return refuse(res, true, grant);
      if (req.method !== 'GET') return json(res, 405, { ok: false, error: { code: 'web/method', message: SERVER_WORDS.eventsGetOnly } }, { Allow: 'GET' });
      return ctx.events.open(req, res, grant, l);
    }
    if (api) return json(res, 404, { ok: false, error: { code: 'web/not_found', message: SERVER_WORDS.noApiPath } });
    // 5. The page and its assets.
    return page(req, res, l, url, cookie);
  };
}
