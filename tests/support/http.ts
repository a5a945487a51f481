/** A raw HTTP client for the server tests: full control of Host, Origin and body (fetch forbids some). */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(options: { port: number; path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer; host?: string; connectHost?: string; localAddress?: string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: options.connectHost ?? '127.0.0.1',
        port: options.port,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        path: options.path,
        method: options.method ?? 'GET',
        headers: { ...(options.host === undefined ? {} : { Host: options.host }), ...options.headers },
        setHost: options.host === undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Read server-sent events until `until` says stop, or the server ends the stream. `ended` says which
 * (or 'timeout': the timeout is a guard against a hung run, 30 s by default, never a result to test).
 */
export function readEvents(port: number, path: string, until: (events: { event: string; data: unknown }[]) => boolean, onOpen?: () => void, timeoutMs = 30_000, headers: Record<string, string> = {}, connectHost = '127.0.0.1'): Promise<{ status: number; events: { event: string; data: unknown }[]; ended?: 'until' | 'server' | 'timeout' }> {
  return new Promise((resolve, reject) => {
    const events: { event: string; data: unknown }[] = [];
    const req = request({ host: connectHost, port, path, headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve({ status: res.statusCode ?? 0, events });
        return;
      }
      let buffer = '';
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ status: 200, events, ended: 'timeout' });
      }, timeoutMs);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes(': connected')) onOpen?.();
          if (event && data) events.push({ event, data: JSON.parse(data) });
          if (until(events)) {
            clearTimeout(timer);
            req.destroy();
            resolve({ status: 200, events, ended: 'until' });
            return;
          }
        }
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: 200, events, ended: 'server' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
