// Navigation, new windows, webviews and permissions, with fake webContents and session.
import { describe, expect, it } from 'vitest';
import { hardenSession, hardenWebContents, type ContentsLike } from '../../main/electron/harden';
import { APP_ENTRY_URL } from '../../main/policy/urls';

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
  let openHandler: ((d: { url: string }) => { action: string }) | null = null;
  const contents = {
    on(event: string, listener: (event: { preventDefault(): void }, url: string) => void) {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(h: (d: { url: string }) => { action: 'deny' }) {
      openHandler = h;
    },
  };
  const fire = (name: string, url = '') => {
    let prevented = false;
    listeners.get(name)!({ preventDefault: () => (prevented = true) }, url);
    return prevented;
  };
  return { contents: contents as unknown as ContentsLike, fire, open: (url: string) => openHandler!({ url }), listeners };
}

describe('hardenWebContents', () => {
  it('lets the window reload its own pages and refuses every other navigation or redirect', () => {
    const f = fakeContents();
    hardenWebContents(f.contents, () => undefined);
    for (const ev of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(f.fire(ev, APP_ENTRY_URL), ev).toBe(false);
      for (const url of ['https://example.com/', 'file:///etc/passwd', 'http://127.0.0.1:1/', 'javascript:alert(1)', 'app://evil/']) expect(f.fire(ev, url), `${ev} ${url}`).toBe(true);
    }
  });

  it('refuses every new window; an https link goes to the system browser instead', () => {
    const f = fakeContents();
    const opened: string[] = [];
    hardenWebContents(f.contents, (url) => opened.push(url));
    expect(f.open('https://example.com/rules')).toEqual({ action: 'deny' });
    expect(f.open('http://example.com/')).toEqual({ action: 'deny' });
    expect(f.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(f.open(APP_ENTRY_URL)).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/rules']);
  });

  it('refuses <webview>', () => {
    const f = fakeContents();
    hardenWebContents(f.contents, () => undefined);
    expect(f.fire('will-attach-webview')).toBe(true);
  });
});

describe('hardenSession', () => {
  it('refuses every permission request and check', () => {
    let request: ((wc: unknown, p: string, cb: (g: boolean) => void) => void) | null = null;
    let check: ((wc: unknown, p: string) => boolean) | null = null;
    let device: ((d: unknown) => boolean) | null = null;
    hardenSession({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: (h) => (check = h),
      setDevicePermissionHandler: (h) => (device = h),
    });
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'clipboard-sanitized-write', 'openExternal', 'fullscreen', 'hid', 'serial', 'usb', 'unknown']) {
      let granted: boolean | null = null;
      request!({}, p, (g) => (granted = g));
      expect(granted, p).toBe(false);
      expect(check!({}, p), p).toBe(false);
    }
    expect(device!({ deviceType: 'usb' })).toBe(false);
  });
});
