/**
 * The launch's capabilities (issue 14), in memory only: the game master's token (drawn at start,
 * 32 random bytes) and the view tokens he mints — short codes (10 letters and digits, about 50 bits,
 * grouped `K7M2Q-9XHPA` for typing on a phone), each showing the table screen or one army's view.
 * Revoked codes are remembered so their refusal can say so (`web/revoked`). Nothing is written
 * anywhere: every token ends with the launch.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeviceGrant, OrderPolicy, Viewer, ViewKind, ViewToken } from '../../shared/bridge/access';

/** No 0/O, 1/I: a code is read off a screen and typed. 32 symbols: one per 5 random bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A caller: the token's id (a device's calls carry its code's id) and, for a device, its own id. */
export type Grant = { readonly id: string | null; readonly viewer: Viewer; readonly device?: string };
export type ClaimRefusal = 'access/no_such_token' | 'access/not_claimable' | 'access/claimed';
export type Resolved = { readonly ok: true; readonly grant: Grant } | { readonly ok: false; readonly code: 'web/bad_token' | 'web/revoked' };

export interface TokenRegistry {
  /** The game master's token (in the printed URL). */
  readonly gmToken: string;
  resolve(given: string | null | undefined): Resolved;
  mint(view: ViewKind): ViewToken;
  /** True when the id named a live token. */
  revoke(id: string): boolean;
  list(): ViewToken[];
  /**
   * The first claim of an order code (issue 23): a device token of its own (32 random bytes), which
   * the device's later calls carry. The code is spent: a second claim is refused.
   */
  claim(id: string): { ok: true; value: DeviceGrant } | { ok: false; code: ClaimRefusal };
  /** Drop one device of a code (its token stops at once); true when it was there. */
  dropDevice(id: string, device: string): boolean;
  /**
   * An order code's policy (issue 23): its orders straight in, its move as a proposal, or read-only
   * (the game master took over). Takes effect at the code's and its devices' next call. False: no such order code.
   */
  setPolicy(id: string, policy: OrderPolicy): boolean;
  /** Told when a code was claimed or its policy changed (the console's list follows). */
  onChange(listener: (id: string) => void): void;
  /** Told the id of every revoked token, and the device when only one device was dropped (the server closes their event streams). */
  onRevoke(listener: (id: string, device?: string) => void): void;
}

/** A code as typed: case and the dashes or spaces between groups do not matter. */
export const normaliseCode = (given: string): string => given.toUpperCase().replace(/[\s-]/g, '');

const same = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

function drawCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

export function createTokenRegistry(options: { now?: () => Date } = {}): TokenRegistry {
  const now = options.now ?? (() => new Date());
  const gmToken = randomBytes(32).toString('base64url');
  const gm = Buffer.from(gmToken, 'utf8');
  interface Device {
    readonly key: Buffer;
    readonly created: string;
  }
  interface Entry {
    token: ViewToken;
    key: Buffer;
    devices: Map<string, Device>;
    claimed: boolean;
    policy: OrderPolicy;
  }
  const live = new Map<string, Entry>();
  const changed: ((id: string) => void)[] = [];
  const revoked: Buffer[] = [];
  const listeners: ((id: string, device?: string) => void)[] = [];
  let serial = 0;
  let deviceSerial = 0;

  const isOrderCode = (e: Entry): boolean => e.token.view.role === 'army' && e.token.view.orders === true;
  const listed = (e: Entry): ViewToken =>
    isOrderCode(e) ? { ...e.token, claimed: e.claimed, devices: [...e.devices].map(([id, d]) => ({ id, created: d.created })), policy: e.policy } : e.token;
  /** What an order code's holder is now: read-only drops `orders`, so the dispatcher refuses its writes. */
  const viewerOf = (e: Entry): Viewer => {
    const { token } = e;
    if (token.view.role !== 'army' || !isOrderCode(e)) return token.view;
    const { orders: _orders, ...plain } = token.view;
    return e.policy === 'read' ? { ...plain, codeId: token.id, policy: 'read' } : { ...token.view, codeId: token.id, ...(e.policy === 'propose' ? { policy: 'propose' } : {}) };
  };

  return {
    gmToken,
    resolve(given) {
      if (typeof given !== 'string' || given.length === 0 || given.length > 256) return { ok: false, code: 'web/bad_token' };
      const raw = Buffer.from(given, 'utf8');
      if (same(raw, gm)) return { ok: true, grant: { id: null, viewer: { role: 'gm' } } };
      const key = Buffer.from(normaliseCode(given), 'utf8');
      // Every entry compared in constant time (a handful of views and devices).
      let found: Grant | null = null;
      for (const entry of live.values()) {
        const { token } = entry;
        const codeViewer = viewerOf(entry);
        if (same(key, entry.key)) found = { id: token.id, viewer: codeViewer };
        for (const [device, d] of entry.devices) if (same(raw, d.key)) found = { id: token.id, device, viewer: { ...codeViewer, device } as Viewer };
      }
      if (found) return { ok: true, grant: found };
      return { ok: false, code: revoked.some((r) => same(key, r) || same(raw, r)) ? 'web/revoked' : 'web/bad_token' };
    },
    mint(view) {
      let raw = drawCode();
      while ([...live.values()].some((e) => e.key.toString() === raw)) raw = drawCode();
      const token: ViewToken = { id: `v${++serial}`, code: `${raw.slice(0, 5)}-${raw.slice(5)}`, view, created: now().toISOString() };
      const entry: Entry = { token, key: Buffer.from(raw, 'utf8'), devices: new Map<string, Device>(), claimed: false, policy: 'direct' };
      live.set(token.id, entry);
      return listed(entry);
    },
    claim(id) {
      const entry = live.get(id);
      if (!entry) return { ok: false, code: 'access/no_such_token' };
      if (entry.token.view.role !== 'army' || !entry.token.view.orders) return { ok: false, code: 'access/not_claimable' };
      if (entry.claimed) return { ok: false, code: 'access/claimed' };
      entry.claimed = true;
      const token = randomBytes(32).toString('base64url');
      const device = `d${++deviceSerial}`;
      entry.devices.set(device, { key: Buffer.from(token, 'utf8'), created: now().toISOString() });
      for (const l of changed) l(id);
      return { ok: true, value: { token, device } };
    },
    dropDevice(id, device) {
      const entry = live.get(id);
      const dropped = entry?.devices.get(device);
      if (!entry || !dropped) return false;
      entry.devices.delete(device);
      revoked.push(dropped.key);
      for (const l of listeners) l(id, device);
      return true;
    },
    revoke(id) {
      const entry = live.get(id);
      if (!entry) return false;
      live.delete(id);
      // The code and every device it gave: all stop at once.
      revoked.push(entry.key, ...[...entry.devices.values()].map((d) => d.key));
      entry.devices.clear();
      for (const l of listeners) l(id);
      return true;
    },
    setPolicy(id, policy) {
      const entry = live.get(id);
      if (!entry || !isOrderCode(entry)) return false;
      entry.policy = policy;
      for (const l of changed) l(id);
      return true;
    },
    onChange: (listener) => void changed.push(listener),
    list: () => [...live.values()].map(listed),
    onRevoke: (listener) => void listeners.push(listener),
  };
}
