/**
 * Hardening applied to every webContents and to the session. Written against the few methods it
 * uses rather than importing electron, so the tests drive it with fakes; main.ts passes the real
 * objects.
 */
import { isAllowedNavigation, parseExternalUrl, type ExternalUrl } from '../policy/urls';

export interface PreventableEvent {
  preventDefault(): void;
}

export interface ContentsLike {
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', listener: (event: PreventableEvent & { url?: string }, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface SessionLike {
  setPermissionRequestHandler(handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
}

export interface HardenLog {
  warn(message: string, meta?: unknown): void;
}

/**
 * Navigation away from our app:// pages is refused; new windows are refused (an https link the page
 * tries to open goes to the system browser instead, through `openExternal`); <webview> is refused.
 */
export function hardenWebContents(contents: ContentsLike, openExternal: (url: ExternalUrl) => void, log?: HardenLog): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url)) {
      event.preventDefault();
      log?.warn('navigation refused', { url: String(url).slice(0, 200) });
    }
  });
  contents.on('will-frame-navigate', (event, url) => {
    if (!isAllowedNavigation(url ?? event.url)) {
      event.preventDefault();
      log?.warn('frame navigation refused', { url: String(url ?? event.url).slice(0, 200) });
    }
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url)) {
      event.preventDefault();
      log?.warn('redirect refused', { url: String(url).slice(0, 200) });
    }
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log?.warn('webview refused');
  });
  contents.setWindowOpenHandler(({ url }) => {
    const external = parseExternalUrl(url);
    if (external !== null) openExternal(external);
    else log?.warn('new window refused', { url: String(url).slice(0, 200) });
    return { action: 'deny' };
  });
}

/** The console needs no camera, microphone, notifications, USB, serial… Every permission is refused. */
export function hardenSession(session: SessionLike, log?: HardenLog): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log?.warn('permission refused', { permission });
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
