/**
 * Wrong codes per remote address on the club network's listener (issue 25, item 7): a sliding
 * window. Each address keeps the times of its last `limit` wrong codes; the `limit`-th within
 * `windowMs` locks the address for a full `windowMs` counted from that failure. A 50-bit code is
 * not guessed by hand, nor by a script at 20 a minute. The clock is injected (tests).
 */

export interface LockoutOptions {
  /** Wrong codes within the window that lock the address (default 20). */
  readonly limit?: number;
  /** The window and the lock's length (default one minute). */
  readonly windowMs?: number;
  readonly now?: () => number;
  /** Addresses remembered at most; past it the idle ones are forgotten (default 1000). */
  readonly maxAddresses?: number;
}

export interface Lockout {
  /** Whether the address is locked now. */
  locked(remote: string): boolean;
  /** Count one wrong code from the address. */
  fail(remote: string): void;
}

interface Entry {
  /** Times of the recent wrong codes, oldest first, at most `limit`. */
  readonly times: number[];
  lockedUntil: number;
}

export function createLockout(options: LockoutOptions = {}): Lockout {
  const limit = options.limit ?? 20;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const maxAddresses = options.maxAddresses ?? 1000;
  const entries = new Map<string, Entry>();

  const idle = (e: Entry, t: number) => e.lockedUntil <= t && (e.times.length === 0 || t - e.times[e.times.length - 1]! >= windowMs);

  return {
    locked(remote) {
      const e = entries.get(remote);
      return !!e && e.lockedUntil > now();
    },
    fail(remote) {
      const t = now();
      if (entries.size >= maxAddresses) for (const [k, e] of entries) if (idle(e, t)) entries.delete(k);
      let e = entries.get(remote);
      if (!e) entries.set(remote, (e = { times: [], lockedUntil: 0 }));
      e.times.push(t);
      while (e.times.length > 0 && t - e.times[0]! >= windowMs) e.times.shift();
      if (e.times.length > limit) e.times.shift();
      if (e.times.length >= limit) e.lockedUntil = t + windowMs;
    },
  };
}
