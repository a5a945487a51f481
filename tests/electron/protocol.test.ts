// Serving the renderer: path resolution with traversal attempts, and the app:// protocol responses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { appProtocolResponse } from '../../main/electron/appProtocol';
import { parseCsp } from '../../main/policy/csp';
import { contentTypeFor, readStaticFile, resolveStaticPath } from '../../main/policy/staticFiles';

let base: string;
let root: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'polk-static-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'a b.css'), 'body{}');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(base, 'secret.txt'), 'TOP-SECRET-42');
  symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveStaticPath', () => {
  it('maps / and directories to index.html, and plain paths under the root', () => {
    expect(resolveStaticPath(root, '/')).toEqual({ ok: true, file: join(root, 'index.html') });
    expect(resolveStaticPath(root, '/assets/')).toEqual({ ok: true, file: join(root, 'assets', 'index.html') });
    expect(resolveStaticPath(root, '/assets/app.js?v=3#x')).toEqual({ ok: true, file: join(root, 'assets', 'app.js') });
    expect(resolveStaticPath(root, '/assets/a%20b.css')).toEqual({ ok: true, file: join(root, 'assets', 'a b.css') });
  });

  const attacks = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/.%2e/secret.txt',
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/assets%5c..%5c..%5csecret.txt',
    '/C:/Windows/win.ini',
    '/C:%5cWindows%5cwin.ini',
    '/%2fetc%2fpasswd',
    '//etc/passwd',
    '/etc/passwd%00.js',
    '/./index.html',
    '/.env',
    '/assets/%2e%2e',
    '/%252e%252e/secret.txt',
    '/%',
    '/%zz',
    'assets/app.js',
    '',
    '/' + 'a/'.repeat(2000),
  ];

  const labelled = attacks.map((a) => [a.length > 40 ? `${a.slice(0, 40)}… (${a.length} chars)` : a, a] as const);
  it.each(labelled)('never leaves the root: %s', (_label, attack) => {
    const r = resolveStaticPath(root, attack);
    if (r.ok) expect(r.file.startsWith(root + sep), r.file).toBe(true);
    // Each of these is either refused or (double-encoded, absolute-looking) a harmless missing file inside.
    if (r.ok) expect(['/%2fetc%2fpasswd', '//etc/passwd', '/%252e%252e/secret.txt']).toContain(attack);
  });

  it('refuses with the right status', () => {
    expect(resolveStaticPath(root, '/%2e%2e/secret.txt')).toMatchObject({ ok: false, status: 403 });
    expect(resolveStaticPath(root, '/..%5csecret.txt')).toMatchObject({ ok: false, status: 403 });
    expect(resolveStaticPath(root, '/%zz')).toMatchObject({ ok: false, status: 400 });
    expect(resolveStaticPath(root, '/a%00b')).toMatchObject({ ok: false, status: 400 });
  });

  it('knows the content types the renderer needs', () => {
    expect(contentTypeFor('x.html')).toMatch(/^text\/html/);
    expect(contentTypeFor('x.JS')).toMatch(/^text\/javascript/);
    expect(contentTypeFor('x.woff2')).toBe('font/woff2');
    expect(contentTypeFor('x.unknown')).toBe('application/octet-stream');
  });
});

describe('readStaticFile', () => {
  it('reads files under the root', async () => {
    const r = await readStaticFile(root, '/assets/app.js');
    expect(r.ok && r.body.toString()).toBe('console.log(1)');
  });

  it('refuses a symlink that leads out of the root', async () => {
    expect(await readStaticFile(root, '/assets/link.txt')).toMatchObject({ ok: false, status: 403 });
  });

  it('answers 404 for missing files and folders', async () => {
    expect(await readStaticFile(root, '/nope.js')).toMatchObject({ ok: false, status: 404 });
    expect(await readStaticFile(root, '/%2fetc%2fpasswd')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('app:// protocol', () => {
  it('serves the page with the CSP and nosniff headers', async () => {
    const res = await appProtocolResponse(root, { url: 'app://polkovodets/index.html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(parseCsp(res.headers.get('content-security-policy')!).get('script-src')).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<title>t</title>');
    expect((await appProtocolResponse(root, { url: 'app://polkovodets/' })).status).toBe(200);
  });

  it('refuses other hosts, methods, and every traversal', async () => {
    expect((await appProtocolResponse(root, { url: 'app://evil/index.html' })).status).toBe(404);
    expect((await appProtocolResponse(root, { url: 'app://polkovodets/index.html', method: 'POST' })).status).toBe(405);
    for (const path of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%2fsecret.txt', '/..%5csecret.txt', '/assets/link.txt', '/.env']) {
      const res = await appProtocolResponse(root, { url: `app://polkovodets${path}` });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(await res.text(), path).not.toContain('TOP-SECRET-42');
    }
    // `..` and `%2e%2e` are folded by the URL parser before the resolver sees them: still inside.
    const folded = await appProtocolResponse(root, { url: 'app://polkovodets/%2e%2e/%2e%2e/index.html' });
    expect(await folded.text()).toContain('<title>t</title>');
  });
});
