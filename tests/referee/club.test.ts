/**
 * Rule set 000, the club rules (seed 000_c682e1cfafd6ca9d.txt), followed line by line.
 * Typed dice make every result exact; fast-check covers the always-rules and seeded replay.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runProcedure, type ProcedureDef, type ProcedureRefusal, type ProcedureResult } from '../../shared/rules/referee/procedure';
import {
  armamentOf,
  cannonCapture,
  cannonFire,
  cannonMove,
  clubProcedures,
  firstPlayer,
  generalStaff,
  judgeShot,
  melee,
  meleeModifiers,
  meleeSeveralAttackers,
  movement,
  musketFire,
  officerReplacement,
  pistolFire,
  prisonerEscape,
  prisonerEscort,
  SEED_LINES,
  unitOfficers,
  victory,
  woundedReturn,
  type ShotResult,
} from '../../shared/rules/referee/club';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Helpers

function run<O>(def: ProcedureDef<O>, input: Record<string, unknown>, dice: readonly number[] = []): ProcedureResult<O> {
  const out = runProcedure(def, input, { kind: 'typed', values: dice });
  if (!out.ok) throw new Error(`expected ${def.id} to succeed, got ${out.error.code}: ${out.error.message.en}`);
  return out.result;
}

function refusal<O>(def: ProcedureDef<O>, input: Record<string, unknown>, dice: readonly number[] = []): ProcedureRefusal {
  const out = runProcedure(def, input, { kind: 'typed', values: dice });
  if (out.ok) throw new Error(`expected ${def.id} to refuse, got: ${out.result.summary.en}`);
  return out.error;
}

/**
 * A club refusal carries its section beside the reason, never inside it: the views show the
 * reference once (the window once read «(п. 1-2б) (§ 1-2б)»).
 */
function expectRefusal(error: ProcedureRefusal, code: string, section: string, field?: string): void {
  expect(error.code).toBe(code);
  expect(error.section).toBe(section);
  expect(error.message.ru).not.toContain(section);
  expect(error.message.en).not.toContain(section);
  if (field) expect(error.field).toBe(field);
}

const soldierVolley = { rank: 'soldier', distanceCm: 50 };

// ---------------------------------------------------------------------------------------------

describe('club: the catalogue', () => {
  it('lists every procedure once, with kebab-case ids, bilingual titles, fields and dice help', () => {
    const ids = clubProcedures.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['musket-fire', 'pistol-fire', 'cannon-fire', 'cannon-move', 'movement', 'melee', 'melee-several-attackers', 'prisoner-escort', 'prisoner-escape', 'wounded-return', 'general-staff', 'unit-officers']));
    for (const p of clubProcedures) {
      expect(p.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(p.ruleset).toBe('club');
      expect(p.title.ru.length).toBeGreaterThan(0);
      expect(p.title.en.length).toBeGreaterThan(0);
      expect(p.section).toMatch(/^(\d(-\d[а-г]?)?(, )?)+$|^вступление$/);
      expect(p.diceHelp.ru.length).toBeGreaterThan(0);
      expect(p.diceHelp.en.length).toBeGreaterThan(0);
      expect(p.ruleText.length).toBeGreaterThan(0);
      for (const f of p.fields) {
        expect(f.label.ru.length, `${p.id}.${f.name}`).toBeGreaterThan(0);
        expect(f.label.en.length, `${p.id}.${f.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('quotes the seed verbatim in every ruleText (whole lines, or "key. …fragment" of one line)', () => {
    const lines = new Set<string>(Object.values(SEED_LINES));
    for (const p of clubProcedures) {
      for (const line of p.ruleText.split('\n')) {
        const excerpt = /^(.+?)\. …(.+)$/.exec(line);
        if (excerpt) {
          const key = excerpt[1] as keyof typeof SEED_LINES;
          expect(SEED_LINES[key], `${p.id}: ${line}`).toContain(excerpt[2]);
        } else if (line !== '6. Победа.') {
          expect(lines.has(line), `${p.id}: ${line}`).toBe(true);
        }
      }
    }
  });

  const seedPath = fileURLToPath(new URL('../../../shared/seeds/000_c682e1cfafd6ca9d.txt', import.meta.url));
  when.it({ 'no-seeds': !existsSync(seedPath) })('copies every seed line exactly as the seed file has it', () => {
    const seedLines = new Set(readFileSync(seedPath, 'utf8').split('\n').map((l) => l.trimEnd()));
    expect(seedLines.has('6. Победа.')).toBe(true);
    for (const [key, line] of Object.entries(SEED_LINES)) expect(seedLines.has(line), key).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('club 1-2б, 1-2в: who carries which weapon', () => {
  const table: [rank: string, mounted: boolean, arms: string][] = [
    ['soldier', false, 'musket'],
    ['junior-officer', false, 'musket'],
    ['musician', false, 'none'],
    ['standard-bearer', false, 'none'],
    ['senior-officer', false, 'pistol'],
    ['general', false, 'pistol'],
    ['gunner', false, 'none'],
    ['soldier', true, 'pistol'],
    ['junior-officer', true, 'pistol'],
    ['musician', true, 'pistol'],
    ['standard-bearer', true, 'pistol'],
    ['senior-officer', true, 'pistol'],
    ['general', true, 'pistol'],
    ['gunner', true, 'pistol'],
  ];
  it.each(table)('%s (mounted: %s) carries %s', (rank, mounted, arms) => {
    expect(armamentOf(rank as Parameters<typeof armamentOf>[0], mounted)).toBe(arms);
    const musket = runProcedure(musketFire, { rank, mounted, distanceCm: 10 }, { kind: 'typed', values: [4] });
    const pistol = runProcedure(pistolFire, { rank, mounted, distanceCm: 10 }, { kind: 'typed', values: [4] });
    expect(musket.ok).toBe(arms === 'musket');
    expect(pistol.ok).toBe(arms === 'pistol');
    if (arms === 'none') {
      expect(!musket.ok && musket.error.code).toBe('club/unarmed');
      expect(!pistol.ok && pistol.error.code).toBe('club/unarmed');
    }
  });

  it('refuses the wrong weapon and points to the other procedure', () => {
    const general = refusal(musketFire, { rank: 'general', distanceCm: 10 }, [4]);
    expectRefusal(general, 'club/wrong_weapon', '1-2в', 'rank');
    expect(general.message.en).toContain('pistol-fire');
    const soldier = refusal(pistolFire, { rank: 'soldier', distanceCm: 10 }, [4]);
    expectRefusal(soldier, 'club/wrong_weapon', '1-2б', 'rank');
    expect(soldier.message.en).toContain('musket-fire');
    expectRefusal(refusal(musketFire, { rank: 'musician', distanceCm: 10 }, [4]), 'club/unarmed', '1-2б', 'rank');
  });

  it('shows the readings for junior officers on foot and for mounted musicians', () => {
    expect(run(musketFire, { rank: 'junior-officer', distanceCm: 10 }, [4]).readings.some((r) => r.en.includes('Junior officers'))).toBe(true);
    expect(run(pistolFire, { rank: 'musician', mounted: true, distanceCm: 10 }, [4]).readings.some((r) => r.en.includes('Any mounted figure'))).toBe(true);
  });
});

describe('club 1-2б, 1-2в: ranges', () => {
  const table: [def: ProcedureDef, rank: string, mounted: boolean, distanceCm: number, ok: boolean][] = [
    [musketFire, 'soldier', false, 0, true],
    [musketFire, 'soldier', false, 89.5, true],
    [musketFire, 'soldier', false, 90, true],
    [musketFire, 'soldier', false, 90.5, false],
    [musketFire, 'soldier', false, 160, false],
    [pistolFire, 'general', false, 40, true],
    [pistolFire, 'general', false, 40.5, false],
    [pistolFire, 'soldier', true, 40, true],
    [pistolFire, 'soldier', true, 41, false],
  ];
  it.each(table)('%#: %s %s mounted %s at %s cm → in range: %s', (def, rank, mounted, distanceCm, ok) => {
    const out = runProcedure(def, { rank, mounted, distanceCm }, { kind: 'typed', values: [4] });
    expect(out.ok).toBe(ok);
    if (!out.ok) expectRefusal(out.error, 'club/out_of_range', def.id === 'musket-fire' ? '1-2б' : '1-2в', 'distanceCm');
    else expect((out.result.outcome as { rangeCm: number }).rangeCm).toBe(def.id === 'musket-fire' ? 90 : 40);
  });
});

describe('club 1-1: conditions of fire', () => {
  it('1-1а: no line of sight, no shot', () => {
    expectRefusal(refusal(musketFire, { ...soldierVolley, lineOfSight: false }, [4]), 'club/no_line_of_sight', '1-1а', 'lineOfSight');
  });

  it('1-1б: infantry that moved this turn cannot fire; having fired, it may not move', () => {
    expectRefusal(refusal(musketFire, { ...soldierVolley, movedThisTurn: true }, [4]), 'club/moved_this_turn', '1-1б', 'movedThisTurn');
    expect(run(musketFire, soldierVolley, [4]).outcome.shootersMayStillMove).toBe(false);
  });

  it('1-1б: cavalry may fire before moving (and still move), not after', () => {
    const after = refusal(pistolFire, { rank: 'soldier', mounted: true, distanceCm: 20, movedThisTurn: true }, [4]);
    expectRefusal(after, 'club/moved_this_turn', '1-1б');
    expect(after.message.en).toContain('only before they move');
    expect(run(pistolFire, { rank: 'soldier', mounted: true, distanceCm: 20 }, [4]).outcome.shootersMayStillMove).toBe(true);
  });

  it('3-3: no one in a melee fires, and no musket or pistol fires at a melee', () => {
    expectRefusal(refusal(musketFire, { ...soldierVolley, shooterInMelee: true }, [4]), 'club/shooter_in_melee', '3-3');
    expectRefusal(refusal(pistolFire, { rank: 'general', distanceCm: 10, targetInMelee: true }, [4]), 'club/target_in_melee', '3-3');
  });

  it('refuses a mounted figure "in square"', () => {
    expectRefusal(refusal(pistolFire, { rank: 'soldier', mounted: true, distanceCm: 10, inSquare: true, targetMounted: true }, [4]), 'club/mounted_in_square', '1-3а', 'inSquare');
  });
});

describe('club 1-3а: the roll', () => {
  // Every natural die against every net modifier the rules can produce (+1, −1, −2 and their sums).
  const table: [modifierTotal: number, byNatural: ShotResult[]][] = [
    [+1, ['miss', 'miss', 'killed', 'miss', 'killed', 'killed']],
    [0, ['miss', 'wounded', 'miss', 'killed', 'miss', 'killed']],
    [-1, ['miss', 'miss', 'wounded', 'miss', 'killed', 'killed']],
    [-2, ['miss', 'miss', 'miss', 'wounded', 'miss', 'killed']],
  ];
  const expected = new Map(table);
  const rows = table.flatMap(([mod, results]) => results.map((result, i) => [i + 1, mod, result] as const));
  it.each(rows)('natural %i with modifiers %i → %s', (natural, mod, result) => {
    const shot = judgeShot(natural, mod);
    expect(shot.result).toBe(result);
    expect(shot.modified).toBe(natural === 6 || natural === 1 ? null : natural + mod);
  });

  const conditions: [name: string, input: Record<string, unknown>, mods: number[], total: number][] = [
    ['no modifiers', {}, [], 0],
    ['square at cavalry +1', { inSquare: true, targetMounted: true }, [1], 1],
    ['square at infantry: no modifier', { inSquare: true }, [], 0],
    ['line at cavalry: no modifier', { targetMounted: true }, [], 0],
    ['light cover −1', { cover: 'light' }, [-1], -1],
    ['hard cover −2', { cover: 'hard' }, [-2], -2],
    ['square at cavalry behind light cover', { inSquare: true, targetMounted: true, cover: 'light' }, [1, -1], 0],
    ['square at cavalry behind hard cover', { inSquare: true, targetMounted: true, cover: 'hard' }, [1, -2], -1],
  ];
  it.each(conditions)('%s', (_name, input, mods, total) => {
    const r = run(musketFire, { ...soldierVolley, shooters: 6, ...input }, [1, 2, 3, 4, 5, 6]);
    expect(r.modifiers.map((m) => m.value)).toEqual(mods);
    for (const m of r.modifiers) {
      expect(m.section).toBe('1-3а');
      expect(m.reason.ru.length).toBeGreaterThan(0);
      expect(m.reason.en.length).toBeGreaterThan(0);
    }
    expect(r.outcome.modifierTotal).toBe(total);
    expect(r.outcome.shots.map((s) => s.result)).toEqual(expected.get(total)!);
    expect(r.outcome.killed + r.outcome.wounded + r.outcome.missed).toBe(6);
    expect(r.dice.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a natural 6 and a natural 1 are never modified', () => {
    const r = run(musketFire, { ...soldierVolley, shooters: 2, cover: 'hard' }, [6, 1]);
    expect(r.outcome.shots).toMatchObject([{ natural: 6, modified: null, result: 'killed' }, { natural: 1, modified: null, result: 'miss' }]);
  });

  it('1-3б: the side fired upon chooses its killed; the wounded is the figure shot at', () => {
    const r = run(musketFire, { ...soldierVolley, shooters: 2 }, [4, 2]);
    expect(r.outcome).toMatchObject({ killed: 1, wounded: 1, missed: 0 });
    expect(r.steps.filter((s) => s.section === '1-3б').map((s) => s.text.en).join(' ')).toMatch(/chooses its 1 killed.*cannot be replaced/);
    expect(r.summary.en).toBe('2 × musket: 1 killed, 1 wounded, 0 missed.');
  });

  it('1-3б: a wounded standard bearer may be replaced', () => {
    const r = run(musketFire, { ...soldierVolley, aimedAtStandardBearer: true }, [2]);
    expect(r.steps.some((s) => s.section === '1-3б' && s.text.en.includes('standard bearer may be replaced'))).toBe(true);
    expect(r.readings.some((rd) => rd.en.includes('bearer figure stays'))).toBe(true);
    const killed = run(musketFire, { ...soldierVolley, aimedAtStandardBearer: true }, [4]);
    expect(killed.steps.some((s) => s.text.en.includes('standard bearer may be replaced'))).toBe(false);
  });

  it('one die per shooter: too few or too many dice are refused', () => {
    expect(refusal(musketFire, { ...soldierVolley, shooters: 3 }, [4, 4]).code).toBe('referee/not_enough_dice');
    expect(refusal(musketFire, { ...soldierVolley, shooters: 1 }, [4, 4]).code).toBe('referee/too_many_dice');
    expect(refusal(musketFire, { ...soldierVolley }, [7]).code).toBe('referee/bad_die');
  });

  it('shows its readings with every result', () => {
    const r = run(musketFire, soldierVolley, [3]);
    expect(r.readings.length).toBeGreaterThanOrEqual(5);
    for (const rd of r.readings) {
      expect(rd.ru.length).toBeGreaterThan(0);
      expect(rd.en.length).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('club 1-1в, 1-2а, 1-3в, 1-3г, 2-1: cannon fire', () => {
  const ready = { gunnersAtGun: 2, targetDistanceCm: 60 };

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('1-1в: %i gunner(s) → may fire: %s', (gunnersAtGun, ok) => {
    const out = runProcedure(cannonFire, { ...ready, gunnersAtGun }, { kind: 'typed', values: [] });
    expect(out.ok).toBe(ok);
    if (!out.ok) expectRefusal(out.error, 'club/too_few_gunners', '1-1в', 'gunnersAtGun');
  });

  it.each([
    [0, true],
    [90, true],
    [91, false],
    [180, false],
  ])('2-1: a turn of %i° → may fire: %s', (turnDegrees, ok) => {
    const out = runProcedure(cannonFire, { ...ready, turnDegrees }, { kind: 'typed', values: [] });
    expect(out.ok).toBe(ok);
    if (!out.ok) expectRefusal(out.error, 'club/moved_this_turn', '2-1', 'turnDegrees');
  });

  it('1-1б: a gun that moved this turn does not fire', () => {
    expectRefusal(refusal(cannonFire, { ...ready, movedThisTurn: true }), 'club/moved_this_turn', '1-1б');
  });

  it.each([
    [80, true],
    [80.5, false],
    [120, false],
  ])('1-2а: target at %s cm → may fire: %s', (targetDistanceCm, ok) => {
    const out = runProcedure(cannonFire, { ...ready, targetDistanceCm }, { kind: 'typed', values: [] });
    expect(out.ok).toBe(ok);
    if (!out.ok) expectRefusal(out.error, 'club/out_of_range', '1-2а', 'targetDistanceCm');
  });

  it('1-3в: the model stands in place of or beside the gun, never ahead', () => {
    expect(run(cannonFire, { ...ready, modelPlacement: 'beside' }).outcome.killed).toBe(0);
    expectRefusal(refusal(cannonFire, { ...ready, modelPlacement: 'ahead' }), 'club/model_ahead_of_gun', '1-3в');
  });

  it('1-1а: no line of sight, no shot', () => {
    expectRefusal(refusal(cannonFire, { ...ready, lineOfSight: false }), 'club/no_line_of_sight', '1-1а');
  });

  it('1-3г, 1-2а: tallies fallen (dead), tilted over 45° (wounded) and those beyond 80 cm (back in the ranks)', () => {
    const r = run(cannonFire, { ...ready, fallenWithinRange: 3, fallenBeyondRange: 2, tiltedWithinRange: 1, tiltedBeyondRange: 1, gunsOverturnedWithinRange: 1 });
    expect(r.outcome).toEqual({ killed: 3, wounded: 1, backInRanks: 3, gunsDestroyed: 1 });
    expect(r.dice).toEqual([]);
    expect(r.summary.en).toBe('Cannon shot: 3 killed, 1 wounded, 3 back in the ranks, 1 gun(s) destroyed.');
    expect(r.steps.map((s) => s.section)).toEqual(expect.arrayContaining(['1-3в', '1-1в', '2-1', '1-1а', '1-2а', '1-3г', '7-1']));
  });

  it('3-3: a cannon may fire into a melee, the firer answering for it', () => {
    const r = run(cannonFire, { ...ready, targetInMelee: true, fallenWithinRange: 2 });
    expect(r.steps.some((s) => s.section === '3-3' && s.text.en.includes('answers for the consequences'))).toBe(true);
    expect(r.outcome.killed).toBe(2);
  });

  it('needs no dice and refuses typed ones', () => {
    expect(refusal(cannonFire, ready, [3]).code).toBe('referee/too_many_dice');
  });
});

describe('club 2-1, 2-2: moving and turning a gun', () => {
  it.each([
    ['foot', 2, 5, 0, 'club/too_few_crew'],
    ['foot', 3, 12, 0, null],
    ['foot', 3, 12.5, 0, 'club/too_far'],
    ['horse', 3, 24, 0, null],
    ['horse', 4, 24.5, 0, 'club/too_far'],
    ['foot', 2, 0, 91, 'club/too_few_crew'],
    ['foot', 3, 0, 91, null],
  ] as const)('%s artillery, %i soldiers, %s cm, turn %i° → %s', (artillery, soldiersAtGun, distanceCm, turnDegrees, code) => {
    const out = runProcedure(cannonMove, { artillery, soldiersAtGun, distanceCm, turnDegrees }, { kind: 'typed', values: [] });
    if (code === null) {
      expect(out.ok && out.result.outcome).toEqual({ countsAsMove: true, allowanceCm: artillery === 'foot' ? 12 : 24, mayFireThisTurn: false });
    } else {
      expect(!out.ok && out.error.code).toBe(code);
    }
  });

  it('a turn of 90° or less with no move is laying: no crew needed, the gun may still fire', () => {
    expect(run(cannonMove, { artillery: 'foot', soldiersAtGun: 0, turnDegrees: 90 }).outcome).toEqual({ countsAsMove: false, allowanceCm: 12, mayFireThisTurn: true });
  });

  it('1-1б: a gun that fired does not move', () => {
    expectRefusal(refusal(cannonMove, { artillery: 'foot', soldiersAtGun: 3, distanceCm: 5, firedThisTurn: true }), 'club/fired_this_turn', '1-1б');
  });
});

describe('club 7-1: capturing a gun', () => {
  it('is refused while someone at the gun fights a melee', () => {
    expectRefusal(refusal(cannonCapture, { meleeAtGun: true, captorGunners: 2 }), 'club/gun_in_melee', '7-1');
  });
  it.each([
    [0, 3, false, true],
    [1, 2, false, true],
    [2, 0, true, false],
    [2, 1, true, true],
  ])('%i gunners + %i others → fire %s, move %s', (captorGunners, captorOtherSoldiers, mayFire, mayMove) => {
    expect(run(cannonCapture, { meleeAtGun: false, captorGunners, captorOtherSoldiers }).outcome).toEqual({ captured: true, mayFire, mayMove });
  });
});

// ---------------------------------------------------------------------------------------------

describe('club 2-1, 2-2, 2-3: movement', () => {
  const allowances = [
    ['infantry', 12, '2-1'],
    ['foot-artillery', 12, '2-1'],
    ['heavy-cavalry', 24, '2-2'],
    ['horse-artillery', 24, '2-2'],
    ['light-cavalry', 30, '2-3'],
    ['general-staff', 30, '2-3'],
  ] as const;
  it.each(allowances)('%s moves %i cm (%s)', (moveClass, cm, section) => {
    const r = run(movement, { moveClass, distanceCm: cm });
    expect(r.outcome).toEqual({ allowanceCm: cm, distanceCm: cm, leftCm: 0 });
    expect(r.tableRow?.en).toContain(`${cm} cm`);
    expectRefusal(refusal(movement, { moveClass, distanceCm: cm + 0.5 }), 'club/too_far', section, 'distanceCm');
  });

  it.each([
    ['infantry', false],
    ['foot-artillery', false],
    ['horse-artillery', false],
    ['heavy-cavalry', true],
    ['light-cavalry', true],
    ['general-staff', true],
  ] as const)('1-1б: %s that fired may move: %s', (moveClass, ok) => {
    const out = runProcedure(movement, { moveClass, distanceCm: 5, firedThisTurn: true }, { kind: 'typed', values: [] });
    expect(out.ok).toBe(ok);
    if (!out.ok) expectRefusal(out.error, 'club/fired_this_turn', '1-1б');
  });

  it('5-2: a unit without officers may only retreat toward its staff', () => {
    expectRefusal(refusal(movement, { moveClass: 'infantry', distanceCm: 5, unitHasOfficer: false }), 'club/no_officers', '5-2');
    expect(run(movement, { moveClass: 'infantry', distanceCm: 5, unitHasOfficer: false, towardOwnStaff: true }).outcome.leftCm).toBe(7);
  });
});

// ---------------------------------------------------------------------------------------------

describe('club 3: melee', () => {
  const foot = {};
  const onHorse = { Mounted: true };
  const side = (prefix: 'attacker' | 'defender', f: Record<string, unknown>) => Object.fromEntries(Object.entries(f).map(([k, v]) => [`${prefix}${k}`, v]));

  it.each([
    [2, true],
    [0, true],
    [2.5, false],
  ])('3-1: opponents %s cm apart → melee: %s', (distanceCm, ok) => {
    const out = runProcedure(melee, { distanceCm }, { kind: 'typed', values: [4, 3] });
    expect(out.ok).toBe(ok);
    if (!out.ok) expectRefusal(out.error, 'club/out_of_melee_range', '3-1', 'distanceCm');
  });

  const cases: [name: string, attacker: Record<string, unknown>, defender: Record<string, unknown>, dice: number[], totals: [number, number][], winner: string, mods: number[]][] = [
    ['3-4а foot vs foot: one die each', foot, foot, [4, 3], [[4, 3]], 'attacker', []],
    ['3-4б mounted vs foot: two dice against one', onHorse, foot, [2, 3, 4], [[5, 4]], 'attacker', []],
    ['3-4б foot vs mounted: one die against two', foot, onHorse, [6, 3, 4], [[6, 7]], 'defender', []],
    ['3-4в square vs cavalry +2, then 3-4г tie fights on', onHorse, { InSquare: true }, [3, 3, 4, 1, 1, 2], [[6, 6], [2, 4]], 'defender', [2]],
    ['3-4в square vs infantry: no modifier', foot, { InSquare: true }, [4, 3], [[4, 3]], 'attacker', []],
    ['3-4в heavy vs light cavalry +1 (6:6 becomes 7:6)', { Mounted: true, HeavyCavalry: true }, onHorse, [3, 3, 4, 2], [[7, 6]], 'attacker', [1]],
    ['3-4в heavy vs heavy: +1 each', { Mounted: true, HeavyCavalry: true }, { Mounted: true, HeavyCavalry: true }, [3, 3, 4, 1], [[7, 6]], 'attacker', [1, 1]],
    ['3-4в heavy vs foot: no modifier', { Mounted: true, HeavyCavalry: true }, foot, [1, 1, 3], [[2, 3]], 'defender', []],
    ['3-4г two ties, then a win', foot, foot, [3, 3, 5, 5, 2, 6], [[3, 3], [5, 5], [2, 6]], 'defender', []],
  ];
  it.each(cases)('%s', (_name, attacker, defender, dice, totals, winner, mods) => {
    const r = run(melee, { distanceCm: 1, ...side('attacker', attacker), ...side('defender', defender) }, dice);
    expect(r.outcome.rounds.map((rd) => [rd.firstTotal, rd.secondTotal])).toEqual(totals);
    expect(r.outcome.winner).toBe(winner);
    expect(r.modifiers.map((m) => m.value)).toEqual(mods);
    for (const m of r.modifiers) expect(m.section).toBe('3-4в');
    expect(r.dice.map((d) => d.value)).toEqual(dice);
  });

  it('3-4в heavy vs light cavalry: +1 turns a 7:7 into 8:7', () => {
    const r = run(melee, { distanceCm: 1, attackerMounted: true, attackerHeavyCavalry: true, defenderMounted: true }, [3, 4, 4, 3]);
    expect(r.outcome.rounds).toEqual([{ firstDice: [3, 4], secondDice: [4, 3], firstTotal: 8, secondTotal: 7 }]);
    expect(r.outcome.winner).toBe('attacker');
    expect(r.modifiers).toHaveLength(1);
    expect(r.modifiers[0].reason.en).toContain('heavy cavalry against another mounted figure');
  });

  it('3-4в: the modifier tables', () => {
    const f = (mounted: boolean, inSquare = false, heavyCavalry = false) => ({ mounted, inSquare, heavyCavalry });
    expect(meleeModifiers(f(false, true), f(true)).map((m) => m.value)).toEqual([2]);
    expect(meleeModifiers(f(false, true), f(false))).toEqual([]);
    expect(meleeModifiers(f(true, false, true), f(true))).toHaveLength(1);
    expect(meleeModifiers(f(true, false, true), f(false))).toEqual([]);
    expect(meleeModifiers(f(true), f(true, false, true))).toEqual([]);
  });

  it('5-2: an attacker\'s unit without officers cannot attack', () => {
    expectRefusal(refusal(melee, { distanceCm: 1, attackerUnitHasOfficer: false }, [4, 3]), 'club/no_officers', '5-2', 'attackerUnitHasOfficer');
  });

  it('refuses figures that cannot be', () => {
    expectRefusal(refusal(melee, { distanceCm: 1, attackerMounted: true, attackerInSquare: true }, [4, 3, 3]), 'club/mounted_in_square', '3-4в');
    expectRefusal(refusal(melee, { distanceCm: 1, defenderHeavyCavalry: true }, [4, 3]), 'club/heavy_not_mounted', '3-4в');
  });

  it.each([
    ['standard-bearer', false, true],
    ['senior-officer', false, true],
    ['general', false, true],
    ['general', true, false],
    ['soldier', false, false],
    ['junior-officer', false, false],
    ['musician', false, false],
    ['gunner', false, false],
  ] as const)('3-5: a losing %s (prisoner already taken: %s) may be taken prisoner: %s', (defenderRank, already, may) => {
    const r = run(melee, { distanceCm: 1, defenderRank, attackersTookPrisonerThisTurn: already }, [5, 2]);
    expect(r.outcome.winner).toBe('attacker');
    expect(r.outcome.loserMayBeTakenPrisoner).toBe(may);
    expect(r.summary.en).toContain(may ? 'may be declared prisoner' : 'dies');
  });

  it('3-5: the limit is counted for the winning side', () => {
    const r = run(melee, { distanceCm: 1, attackerRank: 'general', attackersTookPrisonerThisTurn: true }, [2, 5]);
    expect(r.outcome.winner).toBe('defender');
    expect(r.outcome.loserMayBeTakenPrisoner).toBe(true);
  });
});

describe('club 3-6: several against one', () => {
  it('needs at least two attackers', () => {
    expectRefusal(refusal(meleeSeveralAttackers, { maxDistanceCm: 1, footAttackers: 1 }, [4, 3]), 'club/not_several_attackers', '3-6');
  });

  it('he fights every attacker even after losing; one loss kills him, he takes the beaten with him', () => {
    const r = run(meleeSeveralAttackers, { maxDistanceCm: 2, footAttackers: 3 }, [5, 3, 2, 4, 1, 6]);
    expect(r.outcome.fights.map((f) => f.winner)).toEqual(['attacker', 'defender', 'defender']);
    expect(r.outcome.defenderDies).toBe(true);
    expect(r.outcome.attackersKilled).toBe(2);
    expect(r.steps.at(-1)?.text.en).toContain('cannot be taken prisoner');
  });

  it('winning every fight he lives', () => {
    const r = run(meleeSeveralAttackers, { maxDistanceCm: 2, footAttackers: 1, mountedAttackers: 1 }, [2, 3, 1, 1, 4]);
    expect(r.outcome.fights.map((f) => [f.attacker, f.winner])).toEqual([['foot', 'defender'], ['mounted', 'defender']]);
    expect(r.outcome).toMatchObject({ defenderDies: false, attackersKilled: 2 });
  });

  it('applies the square and heavy modifiers fight by fight, and rolls ties again', () => {
    // Defender foot in square: +2 against each mounted attacker only.
    const r = run(meleeSeveralAttackers, { maxDistanceCm: 1, footAttackers: 1, heavyAttackers: 1, defenderInSquare: true }, [4, 4, 3, 5, 6, 6, 4]);
    // Fight 1 (foot): 4:4 tie, then 3:5 → defender. Fight 2 (heavy; no +1, the defender is on foot): 6+6=12 against 4+2=6 → attacker.
    expect(r.outcome.fights.map((f) => f.rounds.length)).toEqual([2, 1]);
    expect(r.outcome.fights.map((f) => f.winner)).toEqual(['defender', 'attacker']);
    expect(r.modifiers.map((m) => m.value)).toEqual([2]);
    expect(r.outcome.fights[1].rounds[0]).toMatchObject({ firstTotal: 12, secondTotal: 6 });
  });

  it('refuses attackers beyond 2 cm and an officerless attacking unit', () => {
    expectRefusal(refusal(meleeSeveralAttackers, { maxDistanceCm: 3, footAttackers: 2 }, [1, 2, 1, 2]), 'club/out_of_melee_range', '3-1');
    expectRefusal(refusal(meleeSeveralAttackers, { maxDistanceCm: 1, footAttackers: 2, attackersHaveOfficer: false }, [1, 2, 1, 2]), 'club/no_officers', '5-2');
  });
});

describe('club 3-5: prisoners under escort', () => {
  it.each([
    ['infantry', 'light-cavalry', 12],
    ['light-cavalry', 'infantry', 12],
    ['general-staff', 'light-cavalry', 30],
    ['light-cavalry', 'heavy-cavalry', 24],
  ] as const)('a %s prisoner with escorts moving as %s goes %i cm', (prisonerMoveClass, slowestEscortMoveClass, cm) => {
    expect(run(prisonerEscort, { escorts: 2, prisonerMoveClass, slowestEscortMoveClass, distanceCm: cm }).outcome.allowanceCm).toBe(cm);
    expectRefusal(refusal(prisonerEscort, { escorts: 2, prisonerMoveClass, slowestEscortMoveClass, distanceCm: cm + 1 }), 'club/too_far', '3-5');
  });

  it('needs at least two escorts, heading for the winner\'s staff', () => {
    expectRefusal(refusal(prisonerEscort, { escorts: 1, prisonerMoveClass: 'infantry', slowestEscortMoveClass: 'infantry' }), 'club/one_escort_left', '3-5');
    expectRefusal(refusal(prisonerEscort, { escorts: 0, prisonerMoveClass: 'infantry', slowestEscortMoveClass: 'infantry' }), 'club/too_few_escorts', '3-5');
    expectRefusal(refusal(prisonerEscort, { escorts: 3, prisonerMoveClass: 'infantry', slowestEscortMoveClass: 'infantry', towardWinnerStaff: false }), 'club/escort_off_course', '3-5');
  });

  it('with one escort left the prisoner may fight: win → free, lose → killed escaping', () => {
    expect(run(prisonerEscape, { escortsLeft: 1 }, [5, 2]).outcome).toMatchObject({ prisonerFree: true, prisonerDies: false, escortDies: true });
    expect(run(prisonerEscape, { escortsLeft: 1 }, [2, 5]).outcome).toMatchObject({ prisonerFree: false, prisonerDies: true, escortDies: false });
    const tie = run(prisonerEscape, { escortsLeft: 1, prisonerMounted: true }, [3, 3, 6, 1, 1, 6]);
    expect(tie.outcome.rounds.map((rd) => [rd.firstTotal, rd.secondTotal])).toEqual([[6, 6], [2, 6]]);
    expect(tie.outcome.prisonerDies).toBe(true);
  });

  it('no escape while two escorts hold him; none left, he is free', () => {
    expectRefusal(refusal(prisonerEscape, { escortsLeft: 2 }, [5, 2]), 'club/escort_intact', '3-5');
    const free = run(prisonerEscape, { escortsLeft: 0 });
    expect(free.outcome.prisonerFree).toBe(true);
    expect(free.dice).toEqual([]);
    expect(free.readings[0].en).toContain('no escort is left at all');
  });
});

// ---------------------------------------------------------------------------------------------

describe('club 1-3а, 1-3г, 4-4: the wounded', () => {
  it.each([
    [0, 5, 'club/too_early'],
    [1, 12, null],
    [3, 0, null],
    [1, 12.5, 'club/too_far_from_staff'],
  ] as const)('%i own turn(s) ended, placed at %s cm → %s', (ownTurnsEndedSinceWounded, distanceFromStaffCm, code) => {
    const out = runProcedure(woundedReturn, { ownTurnsEndedSinceWounded, distanceFromStaffCm }, { kind: 'typed', values: [] });
    if (code === null) expect(out.ok && out.result.outcome).toEqual({ mayReturn: true, maxDistanceFromStaffCm: 12 });
    else expectRefusal((out as { error: ProcedureRefusal }).error, code, '4-4');
  });

  it('returns only by joining a unit by the staff', () => {
    expectRefusal(refusal(woundedReturn, { ownTurnsEndedSinceWounded: 1, distanceFromStaffCm: 5, joinsUnitAtStaff: false }), 'club/must_join_unit_at_staff', '1-3г');
  });
});

describe('club 4: the general staff', () => {
  it.each([
    ['flag-flies', 0, false, 'camp-stands', false],
    ['flag-flies', 3, false, 'camp-stands', false],
    ['flag-left', 0, true, 'defeat', true],
    ['flag-left', 2, true, 'new-camp', true],
    ['flag-left', 2, false, 'defeat', true],
    ['captured', 1, true, 'new-camp', true],
    ['captured', 1, false, 'defeat', true],
    ['captured', 0, true, 'defeat', true],
  ] as const)('camp %s, %i staff officer(s), standard available %s → %s', (campState, staffOfficersLeft, standardAvailable, fate, destroyed) => {
    const r = run(generalStaff, { campState, staffOfficersLeft, standardAvailable });
    expect(r.outcome).toEqual({ fate, campDestroyed: destroyed });
  });

  it('4-3: a staff that cannot set up a new camp flees and loses (6)', () => {
    const r = run(generalStaff, { campState: 'captured', staffOfficersLeft: 2, standardAvailable: false });
    expect(r.steps.map((s) => s.section)).toEqual(['4-3', '4-3', '6']);
    expect(r.summary.en).toContain('flees');
  });
});

describe('club 5: officers', () => {
  it.each([
    ['setup', 0, 'attack', 'club/unit_needs_officer', '5-1'],
    ['setup', 1, 'attack', null, '5-1'],
    ['battle', 0, 'attack', 'club/no_officers', '5-2'],
    ['battle', 0, 'advance', 'club/no_officers', '5-2'],
    ['battle', 0, 'fire', null, '5-2'],
    ['battle', 0, 'retreat', null, '5-2'],
    ['battle', 1, 'attack', null, '5-2'],
  ] as const)('%s, %i officer(s), %s → %s', (phase, officers, action, code, section) => {
    const out = runProcedure(unitOfficers, { phase, officers, action }, { kind: 'typed', values: [] });
    if (code === null) {
      expect(out.ok).toBe(true);
      expect(out.ok && out.result.steps[0].section).toBe(section);
    } else expectRefusal((out as { error: ProcedureRefusal }).error, code, section);
  });

  it.each([
    [6, true],
    [6.5, false],
    [0, true],
  ])('5-3а: %s cm to the nearest soldiers → takes command: %s', (distanceToNearestSoldierCm, takes) => {
    expect(run(officerReplacement, { movedCm: 30, distanceToNearestSoldierCm }).outcome.takesCommand).toBe(takes);
  });

  it('5-3: only the general staff replaces, at the pace open to him', () => {
    expectRefusal(refusal(officerReplacement, { fromGeneralStaff: false, movedCm: 10, distanceToNearestSoldierCm: 3 }), 'club/not_general_staff', '5-3');
    expectRefusal(refusal(officerReplacement, { movedCm: 30.5, distanceToNearestSoldierCm: 3 }), 'club/too_far', '2-3');
    expectRefusal(refusal(officerReplacement, { moveClass: 'infantry', movedCm: 13, distanceToNearestSoldierCm: 3 }), 'club/too_far', '2-1');
  });

  it('5-3б: one already commanding a unit chooses to bring his men or leave them', () => {
    expect(run(officerReplacement, { movedCm: 10, distanceToNearestSoldierCm: 3, alreadyCommandsUnit: true }).outcome.leftOldUnit).toBe(true);
    expect(run(officerReplacement, { movedCm: 10, distanceToNearestSoldierCm: 3, alreadyCommandsUnit: true, bringsOwnUnit: true }).outcome.leftOldUnit).toBe(false);
    expectRefusal(refusal(officerReplacement, { movedCm: 10, distanceToNearestSoldierCm: 3, bringsOwnUnit: true }), 'club/no_unit_to_bring', '5-3б');
  });
});

describe('club 6 and the opening lines: victory and the lot', () => {
  it.each([
    [0, false, true],
    [5, true, true],
    [5, false, false],
  ])('%i enemy figures left, staff fled %s → victory %s', (enemyFiguresLeft, enemyStaffFled, won) => {
    expect(run(victory, { enemyFiguresLeft, enemyStaffFled }).outcome.victory).toBe(won);
  });

  it.each([
    [[5, 2], 'A', 1],
    [[2, 5], 'B', 1],
    [[3, 3, 1, 4], 'B', 2],
  ] as const)('lot %j → side %s first after %i round(s)', (dice, first, rounds) => {
    const r = run(firstPlayer, {}, dice);
    expect(r.outcome.first).toBe(first);
    expect(r.outcome.rounds).toHaveLength(rounds);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const fireConditions = fc.record({
  inSquare: fc.boolean(),
  targetMounted: fc.boolean(),
  cover: fc.constantFrom('none', 'light', 'hard'),
});

describe('club properties', () => {
  it('a natural 6 always kills and a natural 1 never hits, whatever the modifiers', () => {
    fc.assert(
      fc.property(fireConditions, fc.constantFrom(musketFire, pistolFire), (conditions, def) => {
        const input = { rank: def === musketFire ? 'soldier' : 'general', distanceCm: 30, ...conditions };
        const six = run(def, input, [6]);
        const one = run(def, input, [1]);
        expect(six.outcome.shots[0]).toMatchObject({ result: 'killed', modified: null });
        expect(one.outcome.shots[0]).toMatchObject({ result: 'miss', modified: null });
        expect(one.outcome.killed + one.outcome.wounded).toBe(0);
      }),
    );
  });

  it('judgeShot: 6 kills and 1 misses for any modifier at all; others follow the parity rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 2, max: 5 }), (mod, natural) => {
        expect(judgeShot(6, mod).result).toBe('killed');
        expect(judgeShot(1, mod).result).toBe('miss');
        const m = natural + mod;
        const expected: ShotResult = m < 1 || m % 2 !== 0 ? 'miss' : m === 2 ? 'wounded' : 'killed';
        expect(judgeShot(natural, mod).result).toBe(expected);
      }),
    );
  });

  it('in any volley, every 6 kills, every 1 misses and the counts add up', () => {
    fc.assert(
      fc.property(fireConditions, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 30 }), (conditions, dice) => {
        const r = run(musketFire, { ...soldierVolley, shooters: dice.length, ...conditions }, dice);
        r.outcome.shots.forEach((s, i) => {
          expect(s.natural).toBe(dice[i]);
          if (dice[i] === 6) expect(s.result).toBe('killed');
          if (dice[i] === 1) expect(s.result).toBe('miss');
        });
        expect(r.outcome.killed).toBeGreaterThanOrEqual(dice.filter((d) => d === 6).length);
        expect(r.outcome.killed + r.outcome.wounded + r.outcome.missed).toBe(dice.length);
      }),
    );
  });

  it('seeded runs are reproducible: same seed, same dice, same result — and typing those dice gives it again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 12 }), (seed, shooters) => {
        const input = { ...soldierVolley, shooters, cover: 'light' };
        const a = runProcedure(musketFire, input, { kind: 'seeded', seed });
        const b = runProcedure(musketFire, input, { kind: 'seeded', seed });
        expect(a).toEqual(b);
        if (!a.ok) throw new Error('seeded fire refused');
        expect(a.result.seed).toBe(seed);
        expect(a.result.dice).toHaveLength(shooters);
        const typed = run(musketFire, input, a.result.dice.map((d) => d.value));
        expect(typed.outcome).toEqual(a.result.outcome);
      }),
    );
  });

  it('seeded melee is reproducible and always ends on a decisive round after ties only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.boolean(), fc.boolean(), (seed, attackerMounted, defenderMounted) => {
        const input = { distanceCm: 1, attackerMounted, defenderMounted };
        const a = runProcedure(melee, input, { kind: 'seeded', seed });
        const b = runProcedure(melee, input, { kind: 'seeded', seed });
        expect(a).toEqual(b);
        if (!a.ok) throw new Error('seeded melee refused');
        const rounds = a.result.outcome.rounds;
        rounds.slice(0, -1).forEach((rd) => expect(rd.firstTotal).toBe(rd.secondTotal));
        const last = rounds[rounds.length - 1];
        expect(last.firstTotal).not.toBe(last.secondTotal);
        expect(a.result.outcome.winner).toBe(last.firstTotal > last.secondTotal ? 'attacker' : 'defender');
        rounds.forEach((rd) => {
          expect(rd.firstDice).toHaveLength(attackerMounted ? 2 : 1);
          expect(rd.secondDice).toHaveLength(defenderMounted ? 2 : 1);
        });
      }),
    );
  });

  it('different seeds do not all give the same dice', () => {
    const volleys = new Set([1, 2, 3, 4, 5].map((seed) => {
      const out = runProcedure(musketFire, { ...soldierVolley, shooters: 10 }, { kind: 'seeded', seed });
      return out.ok ? out.result.dice.map((d) => d.value).join('') : 'refused';
    }));
    expect(volleys.size).toBeGreaterThan(1);
  });
});
