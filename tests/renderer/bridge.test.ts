/** The window's two transports, against fakes of what they talk to. */
import { describe, expect, it } from 'vitest';
import { httpBridge, type EventSourceLike } from '../../renderer/src/bridge/http';
import { preloadBridge } from '../../renderer/src/bridge/preload';
import type { PreloadApi } from '../../shared/bridge/wire';

describe('browser mode (HTTP + server-sent events)', () => {
  it('posts each call to /api/call/<name> with the token header and returns the reply', async () => {
    const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
    const bridge = httpBridge({
      token: 't0k',
      fetch: async (url, init) => {
        seen.push({ url, headers: init.headers, body: init.body });
        return { status: 200, json: async () => ({ ok: true, value: [{ kind: 'step', commander: 'AM', unit: 'AM', to: [1, 2] }] }) };
      },
      eventSource: () => ({ addEventListener() {}, close() {} }),
    });
    const r = await bridge.call('game.legalOrders', { commander: 'AM' });
    expect(r).toEqual({ ok: true, value: [{ kind: 'step', commander: 'AM', unit: 'AM', to: [1, 2] }] });
    expect(seen).toEqual([{ url: '/api/call/game.legalOrders', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': 't0k' }, body: '{"commander":"AM"}' }]);
  });

  it('a dead server or a page that is not a reply becomes a failure in both languages', async () => {
    const down = httpBridge({ token: 'x', fetch: async () => Promise.reject(new Error('ECONNREFUSED')) });
    const r = await down.call('app.info', {});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bridge/unreachable');
      expect(r.error.message.ru).toContain('Нет связи');
    }
    const html = httpBridge({ token: 'x', fetch: async () => ({ status: 403, json: async () => Promise.reject(new SyntaxError('<html>')) }) });
    const h = await html.call('app.info', {});
    expect(!h.ok && h.error.message.en).toContain('HTTP 403');
  });

  it('opens one event stream with the token and hands each event to its listeners', () => {
    const opened: string[] = [];
    const handlers = new Map<string, (e: { data: string }) => void>();
    const source: EventSourceLike = { addEventListener: (type, l) => handlers.set(type, l), close() {} };
    const bridge = httpBridge({ token: 'a b', eventSource: (url) => (opened.push(url), source), fetch: async () => ({ status: 200, json: async () => ({}) }) });
    const got: unknown[] = [];
    const off = bridge.on('campaign.changed', (p) => got.push(p));
    bridge.on('settings.changed', (p) => got.push(p));
    expect(opened).toEqual(['/api/events?token=a%20b']);
    handlers.get('campaign.changed')!({ data: '{"path":"/x.polk","seq":3}' });
    handlers.get('settings.changed')!({ data: 'not json' });
    off();
    handlers.get('campaign.changed')!({ data: '{"path":"/x.polk","seq":4}' });
    expect(got).toEqual([{ path: '/x.polk', seq: 3 }]);
  });

  it('tells its open listeners each time the stream opens, first or again after a drop', () => {
    const handlers = new Map<string, (e: { data?: string }) => void>();
    const source: EventSourceLike = { addEventListener: (type, l) => handlers.set(type, l), close() {} };
    const bridge = httpBridge({ token: 't', eventSource: () => source, fetch: async () => ({ status: 200, json: async () => ({}) }) });
    let opened = 0;
    const off = bridge.onOpen!(() => opened++);
    handlers.get('open')!({});
    handlers.get('open')!({});
    off();
    handlers.get('open')!({});
    expect(opened).toBe(2);
  });
});

describe('Electron (the preload functions)', () => {
  it('calls the named function for each call and subscribes through on<Event>', async () => {
    const calls: unknown[] = [];
    let listener: ((p: unknown) => void) | null = null;
    const api = {
      campaignOpen: async (args: unknown) => (calls.push(args), { ok: true, value: null }),
      onCampaignChanged: (l: (p: unknown) => void) => ((listener = l), () => (listener = null)),
    } as unknown as PreloadApi;
    const bridge = preloadBridge(api);
    expect(await bridge.call('campaign.open', { path: '/a.polk' })).toEqual({ ok: true, value: null });
    expect(calls).toEqual([{ path: '/a.polk' }]);
    const got: unknown[] = [];
    const off = bridge.on('campaign.changed', (p) => got.push(p));
    listener!({ path: '/a.polk', seq: 1 });
    off();
    expect(listener).toBeNull();
    expect(got).toEqual([{ path: '/a.polk', seq: 1 }]);
    const missing = await bridge.call('ledger.entries', {});
    expect(!missing.ok && missing.error.code).toBe('bridge/unknown_call');
  });
});
