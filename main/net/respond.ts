/** The HTTP odds and ends of browser mode's server: security headers, JSON and text answers, cookies, bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy } from '../policy/csp';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void => {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload), ...extra });
  res.end(payload);
};

/** A message in both languages, one line each. */
export const text = (res: ServerResponse, status: number, message: { ru: string; en: string }, extra: Record<string, string> = {}): void => {
  const body = `${message.ru}\n${message.en}\n`;
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...extra });
  res.end(body);
};

export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const raw = part.slice(eq + 1).trim();
    // Set percent-encoded (a typed code may hold a space); a malformed escape stays as it came.
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // kept raw: it will not match any token
    }
    out.set(part.slice(0, eq).trim(), value);
  }
  return out;
}

/** The client went away before its body ended (no bug: logged as one line). */
export class BodyAborted extends Error {
  constructor() {
    super('request body aborted');
    this.name = 'BodyAborted';
  }
}

export const isAborted = (err: unknown): boolean => err instanceof BodyAborted;

/** The body, or null when it is larger than `limit`; rejects with `BodyAborted` when the client goes away first. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
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
    let ended = false;
    req.on('end', () => {
      ended = true;
      resolveBody(over ? null : Buffer.concat(chunks));
    });
    req.on('error', () => rejectBody(new BodyAborted()));
    req.on('close', () => {
      if (!ended) rejectBody(new BodyAborted());
    });
  });
}
