// Issue 25, item 7 (failure 9, "the lockout after 20 wrong codes is a window from the first
// failure"): 20 wrong codes within a minute lock the address for a full minute counted from the
// 20th — a sliding window, on an injected clock, alone and through the network listener.
import { afterEach, describe, expect, it } from 'vitest';
import { createLockout } from '../../main/net/lockout';
import { startServer, type WebServer } from '../../main/net/listener';
import { rawRequest } from '../support/http';

describe('the lockout after 20 wrong codes', () => {
  it('one wrong code at 0 s and 19 at 50 s lock the address until 110 s, not 60 s', () => {
    let t = 0;
    const lock = createLockout({ now: () => t });
    lock.fail('a');
    t = 50_000;
    for (let i = 0; i < 19; i++) lock.fail('a');
    expect(lock.locked('a')).toBe(true);
    t = 60_000;
    expect(lock.locked('a')).toBe(true);
    t = 109_999;
    expect(lock.locked('a')).toBe(true);
    t = 110_000;
    expect(lock.locked('a')).toBe(false);
    expect(lock.locked('b')).toBe(false);
  });

  it('counts only the wrong codes of the last minute: 19 at 0 s and one at 60 s do not lock', () => {
    let t = 0;
    const lock = createLockout({ now: () => t });
    for (let i = 0; i < 19; i++) lock.fail('a');
    t = 60_000;
    lock.fail('a');
    expect(lock.locked('a')).toBe(false);
    // …but 19 more within that minute do.
    t = 61_000;
    for (let i = 0; i < 19; i++) lock.fail('a');
    expect(lock.locked('a')).toBe(true);
  });

  it('lets no more than 20 guesses through in any minute, however they are spread (39 in 11 s do not pass)', () => {
    let t = 0;
    const lock = createLockout({ now: () => t });
    let passed = 0;
    for (let i = 0; i < 39; i++) {
      t = i * 290;
      if (lock.locked('a')) continue;
      passed++;
      lock.fail('a');
    }
    expect(passed).toBe(20);
  });

  it('forgets idle addresses past its bound, never a locked one', () => {
    let t = 0;
    const lock = createLockout({ now: () => t, maxAddresses: 3, limit: 2 });
    for (const a of ['p', 'q']) lock.fail(a);
    t = 100_000;
    lock.fail('x');
    lock.fail('x');
    t = 101_000;
    lock.fail('r');
    expect(lock.locked('x')).toBe(true);
    expect(lock.locked('r')).toBe(false);
  });
});

describe('the network listener with the lockout on an injected clock', () => {
  let server: WebServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  const call = (port: number, token: string) =>
    rawRequest({ port, path: '/api/call/app.info', method: 'POST', host: `127.0.0.2:${port}`, connectHost: '127.0.0.2', localAddress: '127.0.0.11', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: '{}' });

  it('answers 429 web/too_many from the 20th wrong code of a minute until a minute after it, then serves again', async () => {
    let t = 1_000_000;
    server = await startServer({
      handlers: { 'app.info': async () => ({ ok: true, value: { ok: 1 } }) } as never,
      staticDir: '/nonexistent',
      lan: '127.0.0.2',
      interfaces: () => ['127.0.0.2'],
      now: () => t,
    });
    const port = server.lan()!.port;
    const code = server.tokens.mint({ role: 'table' }).code;
    expect((await call(port, 'WRONG-0')).status).toBe(403);
    t += 50_000;
    for (let i = 1; i < 20; i++) expect((await call(port, `WRONG-${i}`)).status).toBe(403);
    t += 9_000;
    const locked = await call(port, code);
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body).error.code).toBe('web/too_many');
    t += 2_000; // 61 s after the first wrong code, 11 s after the 20th: still locked
    expect((await call(port, code)).status).toBe(429);
    t += 49_000; // a minute after the 20th
    expect((await call(port, code)).status).toBe(200);
  });
});
