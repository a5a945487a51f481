// Who is ordering (issue 23) and which address a phone can reach (issue 22 item 5): the console's lines from the codes' list.
import { describe, expect, it } from 'vitest';
import type { AccessList, ViewToken } from '../../shared/bridge/access';
import { codeAddress, lanWords, playerLines, proposalOutdated, reachable } from '../../renderer/src/views/players';
import { en } from '../../renderer/src/i18n/en';
import { ru } from '../../renderer/src/i18n/ru';

const token = (id: string, extra: Partial<ViewToken>): ViewToken => ({ id, code: 'AAAAA-BBBBB', created: '2026-01-01T00:00:00Z', view: { role: 'army', army: 'N', orders: true }, ...extra });
const list = (tokens: ViewToken[]): AccessList => ({ available: true, tokens, loopback: 'http://127.0.0.1:1', lan: null, addresses: [] });

describe('playerLines', () => {
  it('says for each order code whether its phone orders, proposes, only looks, or has not come', () => {
    const lines = playerLines(
      list([
        token('v1', { devices: [{ id: 'd1', created: '' }], policy: 'direct' }),
        token('v2', { devices: [{ id: 'd2', created: '' }], policy: 'propose', view: { role: 'army', army: 'A', orders: true } }),
        token('v3', { devices: [{ id: 'd3', created: '' }], policy: 'read' }),
        token('v4', { devices: [], policy: 'direct', view: { role: 'army', army: 'F', orders: true } }),
        // Plain view codes and the table's are no player's.
        { id: 'v5', code: 'x', created: '', view: { role: 'army', army: 'A' } },
        { id: 'v6', code: 'y', created: '', view: { role: 'table' } },
      ]),
    );
    expect(lines.map((l) => [l.token.id, l.army, l.state])).toEqual([
      ['v1', 'N', 'ordering'],
      ['v2', 'A', 'proposing'],
      ['v3', 'N', 'readOnly'],
      ['v4', 'F', 'unclaimed'],
    ]);
    expect(playerLines(null)).toEqual([]);
  });
});

describe('reachable', () => {
  it('refuses this machine’s loopback for a phone, aliases too, unless the tests allow them', () => {
    expect(reachable('192.168.1.5', false)).toBe(true);
    expect(reachable('10.0.0.7', false)).toBe(true);
    for (const a of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) expect(reachable(a, false), a).toBe(false);
    expect(reachable('127.0.0.2', true)).toBe(true);
  });
});

describe('the club network switch in each shell (issue 23 item 8)', () => {
  const say = (tree: unknown, key: string): string => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], tree) as string;

  it('browser mode always listens on 127.0.0.1: «off» is «this machine only»', () => {
    const w = lanWords('browser');
    expect(say(ru, w.off)).toBe('Только эта машина (127.0.0.1)');
    expect(say(en, w.off)).toBe('This machine only (127.0.0.1)');
    // Order codes give orders over the network: the hint no longer says only view screens open there.
    expect(say(ru, w.hint)).toContain('коду приказов');
    expect(say(en, w.hint)).toContain('order code');
    expect(lanWords(undefined)).toEqual(w);
  });

  it('the desktop console listens on no port until the network is on: no loopback promised, codes need the network', () => {
    const w = lanWords('electron');
    for (const lang of [ru, en]) {
      expect(say(lang, w.off)).not.toContain('127.0.0.1');
      expect(say(lang, w.hint)).not.toContain('127.0.0.1');
    }
    expect(say(ru, w.off)).toContain('не слушает');
    expect(say(en, w.off)).toContain('listens on no');
    expect(say(ru, w.hint)).toContain('ни одного порта');
    expect(say(en, w.hint)).toContain('opens no port');
  });

  it('a code\'s address only with an origin: never a bare /v/CODE', () => {
    expect(codeAddress('http://192.168.1.5:8123', 'K7M2Q-9XHPA')).toBe('http://192.168.1.5:8123/v/K7M2Q-9XHPA');
    expect(codeAddress(null, 'K7M2Q-9XHPA')).toBeNull();
    expect(codeAddress(undefined, 'K7M2Q-9XHPA')).toBeNull();
    expect(codeAddress('', 'K7M2Q-9XHPA')).toBeNull();
  });
});

describe('proposalOutdated', () => {
  it('a waiting move is out of date once the head is not the position it was made on, and current again after an undo back to it', () => {
    expect(proposalOutdated({ basedOn: 12 }, 12)).toBeNull();
    expect(proposalOutdated({ basedOn: 12 }, 15)).toEqual({ basedOn: 12, head: 15 });
    expect(proposalOutdated({ basedOn: 12 }, 9)).toEqual({ basedOn: 12, head: 9 });
    // No position known yet: nothing is said.
    expect(proposalOutdated({ basedOn: 12 }, undefined)).toBeNull();
  });

  it('its words in both languages name both entries', () => {
    for (const words of [ru, en]) expect(words.players.outdated.replace('{basedOn}', '12').replace('{head}', '15')).toMatch(/12.*15/);
    expect(ru.players.dismiss).toBe('Убрать');
    expect(en.players.dismiss).toBe('Dismiss');
  });
});
