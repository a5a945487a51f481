/**
 * A move by correspondence from the command line (issue 23 item 7): `polk move out` hands out a
 * packet for the army to move, `polk move in` applies the player's move file whole — or refuses it
 * with the campaign file's bytes unchanged: the same file twice (also after an undo), a wrong key,
 * an older packet's key, a wrong position hash, another campaign's file, a file for an army not to
 * move, a damaged or oversized file, too many actions, and an illegal action in the middle (exit 2,
 * naming the action's index, nothing applied).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonForHtml, type MoveAction, type MoveFile, type Packet } from '../../shared/bridge/mail';
import type { LegalOrder } from '../../shared/rules/polkovodets';
import { tempDir } from '../db/helpers';
import { polk, polkJson as ok, ROOT } from '../support/polk';


beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

/** The campaign file's bytes with its WAL, if any: what a refusal must leave exactly as it was. */
const bytesOf = (file: string) => Buffer.concat([readFileSync(file), existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : Buffer.alloc(0)]);

function campaign(dir: string, name = 'c.polk', seed = '3'): string {
  ok(dir, 'new', name, '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', seed);
  return join(dir, name);
}

function packetOf(dir: string, file: string, out = 'p.json'): Packet {
  const army = ok(dir, 'state', file).toMove as string;
  ok(dir, 'move', 'out', file, '--army', army, '--format', 'json', '--out', out);
  return JSON.parse(readFileSync(join(dir, out), 'utf8')) as Packet;
}

/** One order from each of the first two commanders with a listed order, then the end of move. */
function someMove(dir: string, file: string): MoveAction[] {
  const legal = ok(dir, 'legal', file) as LegalOrder[];
  const commanders = [...new Set(legal.map((o) => o.commander))].slice(0, 2);
  const orders = commanders.map((c) => legal.find((o) => o.commander === c && o.kind !== 'recruit')!);
  return [...orders.map((order) => ({ kind: 'order' as const, order })), { kind: 'end_move' }];
}

function moveFile(dir: string, packet: Packet, actions: readonly MoveAction[], extra: Partial<MoveFile> = {}, name = 'm.json'): string {
  const move: MoveFile = { format: 'polkovodets-move/1', campaign: packet.campaign, army: packet.army, basedOn: packet.basedOn, key: packet.key, actions, ...extra };
  writeFileSync(join(dir, name), JSON.stringify(move));
  return name;
}

/** `move in` refused with exit status `status` and `code`, the campaign's bytes unchanged. */
function refused(dir: string, file: string, move: string, code: string, status = 1): { message: string } {
  const before = bytesOf(file);
  const r = polk(dir, 'move', 'in', file, move, '--json');
  expect({ status: r.status, code: JSON.parse(r.stdout).error.code }).toEqual({ status, code });
  expect(bytesOf(file).equals(before)).toBe(true);
  return JSON.parse(r.stdout).error;
}

describe('polk move out / move in', { timeout: 120_000 }, () => {
  it('applies a whole move from its file: the other army to move, the log says mail, verify passes', () => {
    const dir = tempDir('mail-ok');
    const file = campaign(dir);
    const packet = packetOf(dir, file);
    expect(packet).toMatchObject({ format: 'polkovodets-packet/1', campaign: expect.stringMatching(/^[0-9a-f]{32}$/), basedOn: { seq: 0 }, map: { format: 'polkovodets-map/1' } });
    expect(packet.key.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits, base64url
    expect(packet.position.toMove).toBe(packet.army);
    // Only the key's hash is in the campaign file.
    expect(readFileSync(file).includes(Buffer.from(packet.key))).toBe(false);
    const actions = someMove(dir, file);
    const r = ok(dir, 'move', 'in', file, moveFile(dir, packet, actions));
    expect(r).toMatchObject({ ok: true, army: packet.army, keyId: packet.keyId, actions: actions.length });
    expect(r.state.toMove).not.toBe(packet.army);
    const history = ok(dir, 'history', file) as { kind: string; source: unknown }[];
    expect(history.slice(-actions.length).map((e) => e.source)).toEqual(actions.map(() => ({ by: 'mail', campaign: packet.campaign, keyId: packet.keyId })));
    expect(polk(dir, 'verify', file).status).toBe(0);
    // The next army's packet tells its player what happened since his army's last move: this one.
    const next = packetOf(dir, file, 'next.json');
    expect(next.army).toBe(r.state.toMove);
    expect(next.since.map((e) => e.action?.kind)).toEqual(actions.map((a) => a.kind));
    expect(next.since.every((e) => e.army === packet.army)).toBe(true);
  });

  it('refuses the same file twice, and again after an undo: the key is spent', () => {
    const dir = tempDir('mail-twice');
    const file = campaign(dir);
    const packet = packetOf(dir, file);
    const actions = someMove(dir, file);
    const move = moveFile(dir, packet, actions);
    ok(dir, 'move', 'in', file, move);
    refused(dir, file, move, 'mail/spent_key');
    ok(dir, 'undo', file, '--steps', String(actions.length));
    expect(ok(dir, 'state', file).toMove).toBe(packet.army);
    const error = refused(dir, file, move, 'mail/spent_key');
    expect(error.message).toMatch(/израсходован/);
    expect(polk(dir, 'move', 'in', file, move, '--lang', 'en').stderr).toMatch(/spent, and an undo does not revive it/);
  });

  it('refuses a wrong key, an older packet\'s key and a wrong position hash', () => {
    const dir = tempDir('mail-keys');
    const file = campaign(dir);
    const older = packetOf(dir, file, 'old.json');
    const newer = packetOf(dir, file, 'new.json');
    expect(newer.key).not.toBe(older.key);
    const actions = someMove(dir, file);
    refused(dir, file, moveFile(dir, older, actions), 'mail/replaced_key');
    refused(dir, file, moveFile(dir, newer, actions, { key: 'A'.repeat(43) }), 'mail/wrong_key');
    refused(dir, file, moveFile(dir, newer, actions, { basedOn: { seq: newer.basedOn.seq, stateHash: 'f'.repeat(64) } }), 'mail/stale');
    // The newer packet still works.
    expect(ok(dir, 'move', 'in', file, moveFile(dir, newer, actions)).ok).toBe(true);
  });

  it('a packet page that cannot be written issues no key: the army\'s older packet still counts, the campaign unchanged', () => {
    const dir = tempDir('mail-unwritable');
    const file = campaign(dir);
    const older = packetOf(dir, file, 'old.json');
    const before = bytesOf(file);
    // A folder that does not exist: the page cannot be written.
    for (const format of ['html', 'json']) {
      const r = polk(dir, 'move', 'out', file, '--army', older.army, '--format', format, '--out', join('no-such-folder', 'p.html'), '--json');
      expect(r.status).not.toBe(0);
      const error = JSON.parse(r.stdout).error as { code: string; message: string };
      expect(error.code).toBe('mail/page_not_written');
      expect(error.message).toMatch(/такой папки нет.*Ключ не выдан/);
      expect(polk(dir, 'move', 'out', file, '--army', older.army, '--format', format, '--out', join('no-such-folder', 'p.html'), '--lang', 'en').stderr).toMatch(/No key was issued: army .*'s earlier packet, if any, still counts/);
    }
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
    expect(bytesOf(file).equals(before)).toBe(true);
    expect(ok(dir, 'move', 'in', file, moveFile(dir, older, someMove(dir, file))).ok).toBe(true);
  });

  it('refuses another campaign\'s file, and a file for an army not to move', () => {
    const dir = tempDir('mail-other');
    const file = campaign(dir);
    const other = campaign(dir, 'other.polk');
    const foreign = packetOf(dir, other, 'foreign.json');
    refused(dir, file, moveFile(dir, foreign, someMove(dir, other)), 'mail/other_campaign');
    // A packet for the army to move, whose move the game master then played himself.
    const packet = packetOf(dir, file);
    const actions = someMove(dir, file);
    ok(dir, 'end-move', file);
    refused(dir, file, moveFile(dir, packet, actions), 'mail/not_your_move');
    // And no packet is made for an army not to move.
    const r = polk(dir, 'move', 'out', file, '--army', packet.army, '--format', 'json', '--out', 'x.json', '--json');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe('mail/not_your_move');
  });

  it('refuses a damaged file, an oversized one, one with too many actions or not a whole move', () => {
    const dir = tempDir('mail-bad');
    const file = campaign(dir);
    const packet = packetOf(dir, file);
    const actions = someMove(dir, file);
    const good = JSON.stringify({ format: 'polkovodets-move/1', campaign: packet.campaign, army: packet.army, basedOn: packet.basedOn, key: packet.key, actions });
    writeFileSync(join(dir, 'cut.json'), good.slice(0, good.length / 2));
    refused(dir, file, 'cut.json', 'mail/damaged');
    writeFileSync(join(dir, 'shape.json'), good.replace('"end_move"', '"surrender"'));
    refused(dir, file, 'shape.json', 'mail/damaged');
    writeFileSync(join(dir, 'big.json'), good.slice(0, -1) + `, "padding": "${'x'.repeat(1_000_001)}"}`);
    refused(dir, file, 'big.json', 'file/too_large');
    const orders = actions.filter((a) => a.kind === 'order');
    refused(dir, file, moveFile(dir, packet, [...Array.from({ length: 30 }, () => orders[0]), { kind: 'end_move' }]), 'mail/too_many');
    refused(dir, file, moveFile(dir, packet, orders), 'mail/not_whole');
    refused(dir, file, moveFile(dir, packet, [{ kind: 'end_move' }, ...orders, { kind: 'end_move' }]), 'mail/not_whole');
  });

  it('refuses an illegal action in the middle with exit 2, naming its index; nothing of the move is applied', () => {
    const dir = tempDir('mail-illegal');
    const file = campaign(dir);
    const packet = packetOf(dir, file);
    const [first, second, end] = someMove(dir, file);
    // The first commander's order twice: the second time the rules refuse it.
    const error = refused(dir, file, moveFile(dir, packet, [first, first, second, end]), 'order/commander_already_ordered', 2);
    expect(error.message).toMatch(/actions\[1\]/);
    expect(ok(dir, 'history', file)).toHaveLength(1);
    // The same packet, its move given right, still applies: a refusal spends nothing.
    expect(ok(dir, 'move', 'in', file, moveFile(dir, packet, [first, second, end])).ok).toBe(true);
  });
});

describe('the packet in its page', () => {
  it('is JSON that cannot leave its script element: every <, > and & escaped, read back unchanged', () => {
    const names = { fortress: '</script><script>alert(1)</script>', other: '<!-- & ]]> \u2028' };
    const text = jsonForHtml(names);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(names);
  });
});
