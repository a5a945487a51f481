// `npm start` (scripts/start.mjs): Electron when it can start; otherwise one clear line and browser
// mode. A fake Electron binary (ELECTRON_OVERRIDE_DIST_PATH, honoured by the electron package)
// stands in for the missing real one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rawRequest } from '../support/http';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const root = resolve(__dirname, '..', '..');
const built = existsSync(join(root, 'out', 'web', 'serve.mjs'));
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'polk-start-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run start.mjs until `done` says so (or it exits); kill it (by its pid) afterwards. */
function runStart(env: Record<string, string>, done: (out: string) => boolean, timeoutMs = 60_000): Promise<{ out: string; err: string; code: number | null }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env: { ...process.env, POLK_NO_BUILD: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let finished = false;
    const finish = (code: number | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGTERM');
      resolveRun({ out, err, code });
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (done(out)) finish(null);
    });
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => setTimeout(() => finish(code), 50));
  });
}

function fakeElectron(name: string, script: string): string {
  const d = join(dir, name);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'electron'), `#!/bin/sh\n${script}\n`);
  chmodSync(join(d, 'electron'), 0o755);
  return d;
}

const urlIn = (out: string) => /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([\w-]+)/.exec(out);

when.describe({ 'not-built': !built, windows: process.platform === 'win32' })('npm start', () => {
  it('without an Electron binary: one clear line, then browser mode', async () => {
    // An empty override folder: the electron package reports a path there instead of downloading.
    const empty = join(dir, 'no-electron');
    mkdirSync(empty, { recursive: true });
    const r = await runStart({ ELECTRON_OVERRIDE_DIST_PATH: empty, POLK_DATA_DIR: join(dir, 'data1') }, (out) => urlIn(out) !== null);
    const lines = r.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Electron недоступен — .*; открываю режим браузера\. \/ Electron is unavailable — its binary could not be fetched .*starting browser mode instead\.$/);
    const m = urlIn(r.out)!;
    expect(m).not.toBeNull();
  });

  it('when Electron cannot start: one clear line, then a working browser mode', async () => {
    const dist = fakeElectron('broken', 'echo "electron: error while loading shared libraries: libgtk-3.so.0: cannot open shared object file" >&2; exit 127');
    const r = await runStart({ ELECTRON_OVERRIDE_DIST_PATH: dist, POLK_DATA_DIR: join(dir, 'data2') }, (out) => urlIn(out) !== null);
    expect(r.err.trim().split('\n')).toEqual([expect.stringMatching(/it could not be started \(electron: error while loading shared libraries: libgtk-3\.so\.0.*\); starting browser mode instead\.$/)]);
    const [, port, token] = urlIn(r.out)!;
    expect(Number(port)).toBeGreaterThan(0);
    expect(token).toHaveLength(43);
  });

  it('when Electron starts: it runs the built main bundle, and no browser mode', async () => {
    const dist = fakeElectron('ok', `echo "$@" > "${join(dir, 'args.txt')}"; exit 0`);
    const r = await runStart({ ELECTRON_OVERRIDE_DIST_PATH: dist }, () => false);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).not.toContain('127.0.0.1');
    expect(readFileSync(join(dir, 'args.txt'), 'utf8').trim()).toBe(join(root, 'out', 'main', 'electron.cjs'));
  });
});

when.describe({ 'not-built': !built })('npm run web', () => {
  it('prints the tokened URL of a server that answers it', async () => {
    const result = await new Promise<{ status: number; out: string }>((resolveRun) => {
      const child = spawn(process.execPath, [join(root, 'scripts', 'web.mjs'), '--port', '0', '--data-dir', join(dir, 'web-data')], { cwd: root, env: { ...process.env, POLK_NO_BUILD: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = urlIn(out);
        if (m) {
          void rawRequest({ port: Number(m[1]), path: '/api/call/app.info', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': m[2]! }, body: '{}' }).then((res) => {
            child.kill('SIGTERM');
            resolveRun({ status: res.status, out: res.body });
          });
        }
      });
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.out)).toMatchObject({ ok: true, value: { mode: 'browser', campaignsDir: join(dir, 'web-data', 'campaigns') } });
  });

  it('refuses a bad --port with a bilingual message', async () => {
    const r = await new Promise<{ code: number | null; err: string }>((resolveRun) => {
      const child = spawn(process.execPath, [join(root, 'scripts', 'web.mjs'), '--port', 'http'], { cwd: root, env: { ...process.env, POLK_NO_BUILD: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      child.on('exit', (code) => resolveRun({ code, err }));
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain('--port: нужен номер порта');
    expect(r.err).toContain('--port: expected a port number');
  });
});
