/**
 * `polk history` (issue 23): every entry of the current line with who gave it — the game master
 * (no note), the machine, a player's order code, a move file — read from a real campaign file,
 * whose bytes the command leaves unchanged.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionFromEntry, actionToEntry, sourceOfEntry, type Action } from '../../shared/rules/polkovodets';
import { service, tempDir } from '../db/helpers';
import { polk, polkJson as json, ROOT } from '../support/polk';


beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);


describe('the source of an entry', () => {
  const step: Action = { kind: 'order', order: { kind: 'step', commander: 'A-M', unit: 'A-M', to: [1, 1] } };
  it('is the game master without a note, and the note’s source with one, the action unchanged', () => {
    expect(sourceOfEntry(actionToEntry(step).payload)).toEqual({ by: 'gm' });
    for (const note of [{ by: 'code', codeId: 'c-17' }, { by: 'mail', campaign: 'k3', keyId: 'key-2' }, { by: 'gm' }] as const) {
      const { kind, payload } = actionToEntry(step, note);
      const stored = JSON.parse(JSON.stringify(payload));
      expect(sourceOfEntry(stored)).toEqual(note);
      expect(actionFromEntry(kind, stored)).toEqual(actionFromEntry(kind, actionToEntry(step).payload));
    }
  });
  it('reads a note of an unknown or damaged shape as the game master’s, never as a player’s', () => {
    for (const note of [{ by: 'code' }, { by: 'code', codeId: '' }, { by: 'mail', campaign: 'x' }, { by: 'someone' }, 'text', null]) {
      expect(sourceOfEntry({ kind: 'step', commander: 'A-M', to: [1, 1], note })).toEqual({ by: 'gm' });
    }
  });
});

describe('polk history', () => {
  it('lists the entries oldest first with their source, in either language, the file untouched', async () => {
    const dir = tempDir();
    json(dir, 'new', 'c.polk', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '3');
    const start = json(dir, 'history', 'c.polk');
    expect(start).toEqual([expect.objectContaining({ seq: 0, kind: 'create', action: null, source: { by: 'gm' } })]);
    const first = json(dir, 'legal', 'c.polk').find((o: { kind: string }) => o.kind === 'step');
    json(dir, 'order', 'c.polk', '--commander', first.commander, '--step', `${first.to[0]},${first.to[1]}`);
    // A player's order code gives the next order, through the one write path (record with a note).
    const svc = service();
    const opened = svc.open(join(dir, 'c.polk'));
    if (!opened.ok) throw new Error(opened.error.code);
    const c = opened.value;
    const next = c.legalOrders().find((o) => o.commander !== first.commander)!;
    const recorded = c.record([{ action: { kind: 'order', order: next }, note: { by: 'code', codeId: 'code-9' } }]);
    expect(recorded.ok).toBe(true);
    c.close();
    json(dir, 'end-move', 'c.polk');
    json(dir, 'play', 'c.polk', '--army', 'N', '--level', 'greedy', '--seed', '1');

    const bytes = readFileSync(join(dir, 'c.polk'));
    const entries = json(dir, 'history', 'c.polk').slice(1);
    expect(entries.map((e: { seq: number }) => e.seq)).toEqual(entries.map((_: unknown, i: number) => i + 1));
    expect(entries.slice(0, 3).map((e: { source: unknown }) => e.source)).toEqual([{ by: 'gm' }, { by: 'code', codeId: 'code-9' }, { by: 'gm' }]);
    expect(entries[1].action).toMatchObject({ kind: 'order', order: { commander: next.commander, kind: next.kind } });
    expect(entries[2]).toMatchObject({ kind: 'end_move', army: 'A' });
    const machine = entries.slice(3);
    expect(machine.length).toBeGreaterThan(0);
    for (const e of machine) expect(e).toMatchObject({ army: 'N', source: { by: 'bot', level: 'greedy' } });

    const ru = polk(dir, 'history', 'c.polk');
    expect(ru.status).toBe(0);
    const lines: string[] = ru.stdout.trim().split('\n');
    expect(lines).toHaveLength(entries.length + 1);
    expect(lines[0]).toMatch(/^#0 {2}ход 1 {2}A {2}кампания начата {2}· ведущий$/);
    expect(lines[1]).toMatch(/^#1 {2}ход 1 {2}A .* · ведущий$/);
    expect(lines[2]).toContain('игрок, код code-9');
    expect(lines[3]).toContain('конец хода');
    expect(lines.at(-1)).toContain('машина (greedy)');
    const en = polk(dir, 'history', 'c.polk', '--lang', 'en');
    expect(en.stdout).toContain('player, code code-9');
    expect(en.stdout).not.toMatch(/[А-Яа-яЁё]/);
    expect(readFileSync(join(dir, 'c.polk')).equals(bytes)).toBe(true);
  });

  it('refuses a file that is not a campaign with the usual message and exit 1', () => {
    const dir = tempDir();
    const r = polk(dir, 'history', 'missing.polk');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^polk: /);
  });
});
