// The pure policies of the Electron shell: window options, CSP, URL and sender checks, paths.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { contentSecurityPolicy, CSP_DIRECTIVES, parseCsp } from '../../main/policy/csp';
import { campaignFileFromArgv, campaignsDirOf, defaultDataDir } from '../../main/policy/paths';
import { isTrustedSender } from '../../main/policy/sender';
import { parseServeArgs } from '../../main/policy/serveArgs';
import { APP_ENTRY_URL, APP_ORIGIN, isAllowedNavigation, isAppUrl, parseExternalUrl } from '../../main/policy/urls';
import { windowOptions } from '../../main/policy/window';

describe('window options', () => {
  const o = windowOptions({ preloadPath: '/app/out/preload/preload.cjs' });

  it('isolate and sandbox the renderer, with no Node in it', () => {
    expect(o.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('load our bundled preload and nothing else', () => {
    expect(o.webPreferences.preload).toBe('/app/out/preload/preload.cjs');
    expect(Object.keys(o.webPreferences)).not.toContain('enableBlinkFeatures');
    expect(Object.keys(o.webPreferences)).not.toContain('additionalArguments');
  });

  it('keep DevTools off unless asked (development builds)', () => {
    expect(o.webPreferences.devTools).toBe(false);
    expect(windowOptions({ preloadPath: 'p', devTools: true }).webPreferences.devTools).toBe(true);
  });

  it('show the window only once painted, titled «Полководец»', () => {
    expect(o.show).toBe(false);
    expect(o.title).toBe('Полководец');
  });
});

describe('content security policy', () => {
  const csp = parseCsp(contentSecurityPolicy());

  it('defaults to nothing and allows script only from our own origin', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('has no unsafe-inline or unsafe-eval for scripts, and no wildcard anywhere', () => {
    for (const [name, values] of csp) {
      expect(values, name).not.toContain('*');
      if (name.startsWith('script') || name === 'default-src') {
        expect(values, name).not.toContain("'unsafe-inline'");
        expect(values, name).not.toContain("'unsafe-eval'");
      }
    }
  });

  it('never names a network host: the console is offline', () => {
    expect(contentSecurityPolicy()).not.toMatch(/https?:|wss?:/);
  });

  it('refuses plugins, frames, framing, forms and <base>', () => {
    for (const d of ['object-src', 'frame-src', 'frame-ancestors', 'form-action', 'base-uri']) expect(csp.get(d), d).toEqual(["'none'"]);
  });

  it('round-trips through the parser', () => {
    expect(Object.fromEntries(parseCsp(contentSecurityPolicy()))).toEqual(Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])));
  });
});

describe('URL checks', () => {
  it('recognise our app:// pages only', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl(`${APP_ORIGIN}/assets/x.js?v=1#a`)).toBe(true);
    for (const bad of [
      'app://evil/index.html',
      'app://polkovodets.evil.com/',
      'app://user:pw@polkovodets/',
      'app://polkovodets:8080/',
      'https://polkovodets/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'about:blank',
      'data:text/html,<b>x</b>',
      '',
      'app:polkovodets',
    ]) {
      expect(isAppUrl(bad), bad).toBe(false);
    }
    for (const junk of [null, undefined, 42, {}, ['app://polkovodets/'], 'x'.repeat(10_000)]) expect(isAppUrl(junk)).toBe(false);
  });

  it('deny navigation anywhere but our own pages', () => {
    expect(isAllowedNavigation(APP_ENTRY_URL)).toBe(true);
    for (const url of ['https://example.com/', 'http://127.0.0.1:3000/', 'file:///home/', 'app://other/', 'javascript:void 0']) {
      expect(isAllowedNavigation(url), url).toBe(false);
    }
  });

  it('hand only https URLs to the operating system', () => {
    expect(parseExternalUrl('https://example.com/rules?x=1')).toBe('https://example.com/rules?x=1');
    for (const url of ['http://example.com/', 'file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', 'mailto:a@b.c', 'https://user:pw@example.com/', 'ms-msdt:/id', 'app://polkovodets/', 'https://', 'not a url', '']) {
      expect(parseExternalUrl(url), url).toBeNull();
    }
    expect(parseExternalUrl(undefined)).toBeNull();
  });
});

describe('sender check', () => {
  const main = (url: string) => ({ senderFrame: { url, parent: null }, sender: { id: 1 } });

  it('accepts the main frame of our page', () => {
    expect(isTrustedSender(main(APP_ENTRY_URL))).toBe(true);
    expect(isTrustedSender(main(APP_ENTRY_URL), { webContentsIds: new Set([1]) })).toBe(true);
  });

  it('refuses iframes, foreign pages, destroyed frames, other windows and junk', () => {
    expect(isTrustedSender({ senderFrame: { url: APP_ENTRY_URL, parent: { url: APP_ENTRY_URL } }, sender: { id: 1 } }), 'iframe').toBe(false);
    expect(isTrustedSender(main('https://evil.example/')), 'foreign page').toBe(false);
    expect(isTrustedSender(main('file:///tmp/x.html')), 'file page').toBe(false);
    expect(isTrustedSender({ senderFrame: null, sender: { id: 1 } }), 'destroyed frame').toBe(false);
    expect(isTrustedSender(main(APP_ENTRY_URL), { webContentsIds: new Set([2]) }), 'another webContents').toBe(false);
    expect(isTrustedSender({ senderFrame: { url: APP_ENTRY_URL, parent: null } }, { webContentsIds: new Set([1]) }), 'no sender').toBe(false);
    expect(isTrustedSender({ senderFrame: { url: APP_ENTRY_URL } }), 'parent unknown').toBe(false);
    for (const junk of [null, undefined, 1, 'x', {}, { senderFrame: 'app://polkovodets/' }]) expect(isTrustedSender(junk)).toBe(false);
  });

  it('never throws, even when Electron getters do (a disposed frame)', () => {
    const throwing = {
      get senderFrame(): never {
        throw new Error('Render frame was disposed');
      },
    };
    expect(isTrustedSender(throwing)).toBe(false);
  });
});

describe('data folders and launch files', () => {
  it('keep campaigns in a campaigns subfolder', () => {
    expect(campaignsDirOf('/home/gm/.config/Polkovodets')).toBe(join('/home/gm/.config/Polkovodets', 'campaigns'));
  });

  it('choose the browser-mode data folder by env and platform', () => {
    expect(defaultDataDir({ POLK_DATA_DIR: '/data/polk' }, 'linux', '/home/gm')).toBe('/data/polk');
    expect(defaultDataDir({}, 'linux', '/home/gm')).toBe('/home/gm/.local/share/polkovodets');
    expect(defaultDataDir({ XDG_DATA_HOME: '/xdg' }, 'linux', '/home/gm')).toBe('/xdg/polkovodets');
    expect(defaultDataDir({ XDG_DATA_HOME: 'relative' }, 'linux', '/home/gm')).toBe('/home/gm/.local/share/polkovodets');
    expect(defaultDataDir({}, 'darwin', '/Users/gm')).toBe('/Users/gm/Library/Application Support/polkovodets');
    expect(defaultDataDir({ APPDATA: '/c/Users/gm/AppData/Roaming' }, 'win32', '/c/Users/gm')).toBe(join('/c/Users/gm/AppData/Roaming', 'polkovodets'));
  });

  it('find the campaign file a launch names', () => {
    expect(campaignFileFromArgv(['/opt/polk/polkovodets', 'battle.polk'], '/home/gm')).toBe('/home/gm/battle.polk');
    expect(campaignFileFromArgv(['electron', 'out/main/electron.cjs', '--no-sandbox', '/tmp/A.POLK'], '/x')).toBe('/tmp/A.POLK');
    expect(campaignFileFromArgv(['electron', '--flag=x.polk', 'notes.txt'], '/x')).toBeNull();
    expect(campaignFileFromArgv(['only-the-binary.polk'], '/x')).toBeNull();
    expect(campaignFileFromArgv([], '/x')).toBeNull();
  });
});

describe('npm run web arguments', () => {
  it('parse --port and --data-dir', () => {
    expect(parseServeArgs([])).toEqual({ ok: true, args: { port: 0, dataDir: null, staticDir: null, lan: null, help: false } });
    expect(parseServeArgs(['--port', '8123', '--data-dir', '/d'])).toEqual({ ok: true, args: { port: 8123, dataDir: '/d', staticDir: null, lan: null, help: false } });
    expect(parseServeArgs(['--port=9000'])).toMatchObject({ ok: true, args: { port: 9000 } });
  });

  it('refuse bad ports and unknown options with a bilingual message', () => {
    for (const argv of [['--port'], ['--port', 'abc'], ['--port', '70000'], ['--port', '-1'], ['--host', '0.0.0.0'], ['x']]) {
      const r = parseServeArgs(argv);
      expect(r.ok, argv.join(' ')).toBe(false);
      if (!r.ok) {
        expect(r.message.ru.length).toBeGreaterThan(5);
        expect(r.message.en.length).toBeGreaterThan(5);
      }
    }
  });
});
