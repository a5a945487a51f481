/** The club network switch's policy (main/policy/lan.ts): one interface address, IPv4, never all. */
import { describe, expect, it } from 'vitest';
import { checkLanAddress, isIPv4, isLoopbackLocal, lanCandidates } from '../../main/policy/lan';

describe('lanCandidates', () => {
  it('lists the IPv4 addresses that are not loopback, once each, sorted', () => {
    const list = lanCandidates({
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }, { address: '::1', family: 'IPv6', internal: true }],
      eth0: [{ address: '192.168.1.5', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
      wlan0: [{ address: '10.0.0.7', family: 4, internal: false }],
      dup: [{ address: '192.168.1.5', family: 'IPv4', internal: false }],
      none: undefined,
    });
    expect(list).toEqual(['10.0.0.7', '192.168.1.5']);
  });
});

describe('checkLanAddress', () => {
  const candidates = ['192.168.1.5'];
  it('accepts an address of this machine, and a loopback alias (the tests’ stand-in for a club network)', () => {
    expect(checkLanAddress('192.168.1.5', candidates)).toEqual({ ok: true, address: '192.168.1.5' });
    expect(checkLanAddress(' 127.0.0.2 ', candidates)).toEqual({ ok: true, address: '127.0.0.2' });
  });

  it('refuses every interface at once, broadcast, multicast, 127.0.0.1 itself, another machine, and non-IPv4, in both languages', () => {
    for (const bad of ['0.0.0.0', '255.255.255.255', '224.0.0.1', '127.0.0.1', '192.168.1.6', 'example.org', '::', '1.2.3']) {
      const r = checkLanAddress(bad, candidates);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe('web/bad_lan_address');
        expect(r.message.ru.length).toBeGreaterThan(10);
        expect(r.message.en.length).toBeGreaterThan(10);
      }
    }
    const other = checkLanAddress('192.168.1.6', candidates);
    expect(!other.ok && other.message.en).toContain('192.168.1.5');
  });

  it('knows an IPv4 address and the loopback listener’s local address', () => {
    expect(isIPv4('10.0.0.1')).toBe(true);
    expect(isIPv4('010.0.0.1')).toBe(false);
    expect(isLoopbackLocal('127.0.0.1')).toBe(true);
    expect(isLoopbackLocal('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackLocal('127.0.0.2')).toBe(false);
    expect(isLoopbackLocal(undefined)).toBe(false);
  });
});
