// The preload script, bundled exactly as scripts/build.mjs bundles it, run in a bare VM context with
// a fake `electron`: it must need nothing else, and expose exactly the contract, named.
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { CALL_NAMES, EVENT_NAMES } from '../../shared/bridge/contract';
import { callMethodName, eventMethodName, IPC_PREFIX, PRELOAD_GLOBAL } from '../../shared/bridge/wire';

const root = resolve(__dirname, '..', '..');
let bundle: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'polk-preload-'));
  try {
    // The same options as scripts/build.mjs for the preload entry.
    await build({ entryPoints: [join(root, 'preload/preload.ts')], outfile: join(dir, 'preload.cjs'), bundle: true, platform: 'node', target: 'node20', format: 'cjs', external: ['better-sqlite3', 'electron', 'electron-log', 'playwright-core'], logLevel: 'silent' });
    bundle = readFileSync(join(dir, 'preload.cjs'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function load() {
  const exposed = new Map<string, unknown>();
  const invoked: { channel: string; args: unknown[] }[] = [];
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const required: string[] = [];
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcRenderer: {
      invoke: (channel: string, ...args: unknown[]) => {
        invoked.push({ channel, args });
        return Promise.resolve({ ok: true, value: channel });
      },
      on: (channel: string, l: (...a: unknown[]) => void) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)!.add(l);
      },
      removeListener: (channel: string, l: (...a: unknown[]) => void) => listeners.get(channel)?.delete(l),
    },
  };
  const module = { exports: {} };
  const fakeRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return electron;
    throw new Error(`the sandboxed preload may require only electron, not ${name}`);
  };
  runInNewContext(bundle, { require: fakeRequire, module, exports: module.exports });
  const api = exposed.get(PRELOAD_GLOBAL) as Record<string, (...a: unknown[]) => unknown>;
  const emit = (channel: string, payload: unknown) => {
    const fakeEvent = { sender: 'the IPC event', senderFrame: {} };
    for (const l of listeners.get(channel) ?? []) l(fakeEvent, payload);
  };
  return { exposed, api, invoked, listeners, required, emit };
}

describe('preload', () => {
  it('requires nothing but electron', () => {
    const { required } = load();
    expect([...new Set(required)]).toEqual(['electron']);
    expect(bundle).not.toMatch(/require\(["'](?!electron["'])[^"']+["']\)/);
  });

  it('exposes exactly one global, with one function per call and per event, and nothing else', () => {
    const { exposed, api } = load();
    expect([...exposed.keys()]).toEqual([PRELOAD_GLOBAL]);
    const expected = [...CALL_NAMES.map(callMethodName), ...EVENT_NAMES.map(eventMethodName)].sort();
    expect(Object.keys(api).sort()).toEqual(expected);
    for (const k of Object.keys(api)) expect(typeof api[k], k).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    // No generic door.
    for (const k of ['invoke', 'send', 'on', 'ipcRenderer', 'call']) expect(api[k], k).toBeUndefined();
  });

  it('each call function invokes its own channel with the one argument object', async () => {
    const { api, invoked } = load();
    for (const name of CALL_NAMES) {
      const answer = await api[callMethodName(name)]!({ probe: name }, 'ignored extra');
      expect(answer).toEqual({ ok: true, value: IPC_PREFIX + name });
    }
    expect(invoked).toEqual(CALL_NAMES.map((name) => ({ channel: IPC_PREFIX + name, args: [{ probe: name }] })));
  });

  it('each event subscription passes the payload only (never the IPC event) and can unsubscribe', () => {
    const { api, emit, listeners } = load();
    for (const name of EVENT_NAMES) {
      const got: unknown[][] = [];
      const off = api[eventMethodName(name)]!((...args: unknown[]) => got.push(args)) as () => void;
      emit(IPC_PREFIX + name, { n: 1 });
      expect(got, name).toEqual([[{ n: 1 }]]);
      off();
      emit(IPC_PREFIX + name, { n: 2 });
      expect(got, name).toHaveLength(1);
      expect(listeners.get(IPC_PREFIX + name)!.size).toBe(0);
    }
  });

  it('refuses a subscription without a listener function', () => {
    const { api } = load();
    expect(() => api.onCampaignChanged!('not a function')).toThrow(/listener function is required/);
  });
});
