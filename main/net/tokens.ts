/**
 * The launch's capabilities (issue 14), in memory only: the game master's token (drawn at start,
 * 32 random bytes) and the view tokens he mints — short codes (10 letters and digits, about 50 bits,
 * grouped `K7M2Q-9XHPA` for typing on a phone), each showing the table screen or one army's view.
 * Revoked codes are remembered so their refusal can say so (`web/revoked`). Nothing is written
 * anywhere: every token ends with the launch.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Viewer, ViewKind, ViewToken } from '../../shared/bridge/access';

/** No 0/O, 1/I: a code is read off a screen and typed. 32 symbols: one per 5 random bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export type Grant = { readonly id: string | null; readonly viewer: Viewer };
export type Resolved = { readonly ok: true; readonly grant: Grant } | { readonly ok: false; readonly code: 'web/bad_token' | 'web/revoked' };

export interface TokenRegistry {
  /** The game master's token (in the printed URL). */
  readonly gmToken: string;
  resolve(given: string | null | undefined): Resolved;
  mint(view: ViewKind): ViewToken;
  /** True when the id named a live token. */
  revoke(id: string): boolean;
  list(): ViewToken[];
  /** Told the id of every revoked token (the server closes its event streams). */
  onRevoke(listener: (id: string) => void): void;
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
  const live = new Map<string, { token: ViewToken; key: Buffer }>();
  const revoked: Buffer[] = [];
  const listeners: ((id: string) => void)[] = [];
  let serial = 0;

  return {
    gmToken,
    resolve(given) {
      if (typeof given !== 'string' || given.length === 0 || given.length > 256) return { ok: false, code: 'web/bad_token' };
      if (same(Buffer.from(given, 'utf8'), gm)) return { ok: true, grant: { id: null, viewer: { role: 'gm' } } };
      const key = Buffer.from(normaliseCode(given), 'utf8');
      // Every entry compared in constant time (a handful of views).
      let found: ViewToken | null = null;
      for (const entry of live.values()) if (same(key, entry.key)) found = entry.token;
      if (found) return { ok: true, grant: { id: found.id, viewer: found.view } };
      return { ok: false, code: revoked.some((r) => same(key, r)) ? 'web/revoked' : 'web/bad_token' };
    },
    mint(view) {
      let raw = drawCode();
      while ([...live.values()].some((e) => e.key.toString() === raw)) raw = drawCode();
      const token: ViewToken = { id: `v${++serial}`, code: `${raw.slice(0, 5)}-${raw.slice(5)}`, view, created: now().toISOString() };
      live.set(token.id, { token, key: Buffer.from(raw, 'utf8') });
      return token;
    },
    revoke(id) {
      const entry = live.get(id);
      if (!entry) return false;
      live.delete(id);
      revoked.push(entry.key);
      for (const l of listeners) l(id);
      return true;
    },
    list: () => [...live.values()].map((e) => e.token),
    onRevoke: (listener) => void listeners.push(listener),
  };
}
