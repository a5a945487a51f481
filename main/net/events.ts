/**
 * The listener's event streams (`GET /api/events`, server-sent events): the connected pages, an
 * event sent to each of them, and a revoked view's streams ended at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventName, EventPayloads } from '../../shared/bridge/contract';
import { SECURITY_HEADERS } from './respond';
import type { Grant, TokenRegistry } from './tokens';

interface Client<L> {
  readonly res: ServerResponse;
  readonly grant: Grant;
  readonly listener: L;
}

export interface EventStreams<L> {
  /** Send an event to every connected page. */
  emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  /** Answer an events request with a stream that stays open until either side closes it. */
  open(req: IncomingMessage, res: ServerResponse, grant: Grant, listener: L): void;
  /** End the streams of one listener. */
  endAll(listener: L): void;
  clear(): void;
}

export function createEventStreams<L>(tokens: TokenRegistry, heartbeatMs: number): EventStreams<L> {
  const clients = new Set<Client<L>>();
  const send = (res: ServerResponse, event: string, payload: unknown) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  };
  // A revoked view is told, and its open event streams end at once.
  tokens.onRevoke((id, device) => {
    for (const c of clients) {
      if (c.grant.id !== id || (device !== undefined && c.grant.device !== device)) continue;
      send(c.res, 'access.revoked', { code: 'web/revoked' } satisfies EventPayloads['access.revoked']);
      c.res.end();
    }
  });
  return {
    emit(event, payload) {
      // The computer player's proposals are the game master's: no view's stream carries them.
      for (const c of clients) if (event !== 'bots.changed' || c.grant.viewer.role === 'gm') send(c.res, event, payload);
    },
    open(req, res, grant, listener) {
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
      res.write('retry: 2000\n: connected\n\n');
      const client: Client<L> = { res, grant, listener };
      clients.add(client);
      const beat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      beat.unref();
      const drop = () => {
        clearInterval(beat);
        clients.delete(client);
      };
      req.on('close', drop);
      res.on('close', drop);
    },
    endAll(listener) {
      for (const c of clients) if (c.listener === listener) c.res.end();
    },
    clear() {
      clients.clear();
    },
  };
}
