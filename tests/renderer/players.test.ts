// Who is ordering (issue 23) and which address a phone can reach (issue 22 item 5): the console's lines from the codes' list.
import { describe, expect, it } from 'vitest';
import type { AccessList, ViewToken } from '../../shared/bridge/access';
import { playerLines, reachable } from '../../renderer/src/views/players';

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
