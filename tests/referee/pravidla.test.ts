// Rule set 003 (the Czech «PRAVIDLA»): initiative, action points, rifle fire — line by line, with typed dice.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { runProcedure } from '../../shared/rules/referee/procedure';
import { ok, readingsEn, refused, typed } from './support';
import { ROLL1, ROLL2, ROLL3, actionPoints, initiative, pravidlaProcedures, rifleFire } from '../../shared/rules/referee/pravidla';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);


// The seeds live beside the repository (../shared/seeds); CI's clean clone has none, so this block
// runs where they are present and is reported as skipped elsewhere.
const SEED = fileURLToPath(new URL('../../../shared/seeds/003_ce7579ffea2d232b.txt', import.meta.url));

describe('003 procedures: the frame’s requirements', () => {
  it('ids are kebab-case and unique, all in the pravidla rule set', () => {
    expect(pravidlaProcedures.map((p) => p.id)).toEqual(['initiative', 'action-points', 'rifle-fire']);
    for (const p of pravidlaProcedures) {
      expect(p.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(p.ruleset).toBe('pravidla');
    }
  });

  it('every procedure is bilingual, names a 003 section, and gives its fields labels and ranges', () => {
    for (const p of pravidlaProcedures) {
      expect(p.section).toMatch(/^003 §[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]/);
      expect(p.title.ru.length * p.title.en.length * p.diceHelp.ru.length * p.diceHelp.en.length).toBeGreaterThan(0);
      expect(p.ruleText).toBe(p.ruleText.trim());
      for (const f of p.fields) {
        expect(f.label.ru.length * f.label.en.length).toBeGreaterThan(0);
        if (f.spec.kind === 'int' || f.spec.kind === 'number') {
          expect(f.spec.min, `${p.id}.${f.name} min`).toBeTypeOf('number');
          expect(f.spec.max, `${p.id}.${f.name} max`).toBeTypeOf('number');
        }
      }
    }
  });

  it('ruleText is the Czech original', () => {
    expect(initiative.ruleText).toContain('Útočník (tj. ten kdo začínal) z minulého tahu si k hozenému číslu připočítá +1.');
    expect(actionPoints.ruleText).toContain('Každá obyčejná figura má 8 POHYBOVÝCH JEDNOTEK (8PJ).');
    expect(rifleFire.ruleText).toContain('DOSTŘEL pušky je 30 cm.');
  });

  when.it({ 'no-seeds': !existsSync(SEED) })('every ruleText is the seed’s own words (each paragraph verbatim)', () => {
    const seed = readFileSync(SEED, 'utf8');
    for (const p of pravidlaProcedures) {
      for (const chunk of p.ruleText.split('\n\n')) expect(seed, p.id).toContain(chunk);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('003 §INICIATIVA — higher number starts, last turn’s attacker +1, ties at the top re-roll', () => {
  it.each([
    // players, last attacker, dice (in rolling order) → winner, totals of each round
    [2, 0, [5, 3], 1, [[5, 3]]],
    [2, 0, [2, 6], 2, [[2, 6]]],
    [2, 2, [5, 5], 2, [[5, 6]]], // the +1 breaks a tie of the dice
    [2, 1, [5, 6, 3, 3], 1, [[6, 6], [4, 3]]], // the +1 makes a tie; in the re-roll it breaks one
    [2, 0, [4, 4, 1, 2], 2, [[4, 4], [1, 2]]],
    [2, 2, [5, 4, 3, 2, 6, 1], 1, [[5, 5], [3, 3], [6, 2]]], // the attacker adds +1 in every re-roll
    [3, 0, [6, 6, 2, 1, 4], 2, [[6, 6, 2], [1, 4]]], // only the players tied at the top re-roll
    [3, 3, [4, 4, 3, 2, 5, 1], 2, [[4, 4, 4], [2, 5, 2]]],
    [3, 0, [6, 5, 5], 1, [[6, 5, 5]]], // a tie below the top does not matter
    [6, 4, [1, 2, 3, 5, 6, 4, 6, 6], 4, [[1, 2, 3, 6, 6, 4], [7, 6]]],
  ])('players %s, attacker %s, dice %j → player %s', (players, lastAttacker, dice, winner, totals) => {
    const r = ok(initiative, { players, lastAttacker }, typed(...dice));
    expect(r.outcome.winner).toBe(winner);
    expect(r.outcome.rounds.map((x) => x.totals)).toEqual(totals);
    expect(r.outcome.rounds.flatMap((x) => x.dice)).toEqual(dice);
    expect(r.dice.map((d) => d.value)).toEqual(dice);
    // One +1 per round the attacker rolls in.
    const attackerRounds = lastAttacker === 0 ? 0 : r.outcome.rounds.filter((x) => x.players.includes(lastAttacker)).length;
    expect(r.modifiers).toHaveLength(attackerRounds);
    for (const m of r.modifiers) expect(m).toMatchObject({ value: 1, section: '003 §INICIATIVA' });
  });

  it('the re-roll is made by the tied players only, in order', () => {
    const r = ok(initiative, { players: 4 }, typed(6, 2, 6, 6, 3, 5, 5, 1, 2));
    expect(r.outcome.rounds.map((x) => x.players)).toEqual([[1, 2, 3, 4], [1, 3, 4], [3, 4]]);
    expect(r.outcome.winner).toBe(4);
    expect(r.dice.map((d) => d.purpose.en)).toEqual([
      'initiative, player 1', 'initiative, player 2', 'initiative, player 3', 'initiative, player 4',
      'initiative, player 1, re-roll', 'initiative, player 3, re-roll', 'initiative, player 4, re-roll',
      'initiative, player 3, re-roll', 'initiative, player 4, re-roll',
    ]);
  });

  it('states its reading when there is an attacker', () => {
    expect(readingsEn(ok(initiative, { lastAttacker: 1 }, typed(3, 1)))).toMatch(/totals with the attacker's \+1/);
    expect(ok(initiative, {}, typed(1, 2)).readings).toEqual([]);
  });

  it('refuses an attacker who is not a player, and a tie without dice to settle it', () => {
    expect(refused(initiative, { players: 2, lastAttacker: 3 }, typed(1, 2)).code).toBe('pravidla/no_such_player');
    expect(refused(initiative, { players: 2 }, typed(4, 4)).code).toBe('referee/not_enough_dice');
    expect(refused(initiative, { players: 2 }, typed(4, 3, 1)).code).toBe('referee/too_many_dice');
  });

  const setup = fc.integer({ min: 2, max: 6 }).chain((players) => fc.tuple(fc.constant(players), fc.integer({ min: 0, max: players })));

  it('property: a seeded run is reproducible, and typing its dice gives the same result', () => {
    fc.assert(fc.property(setup, fc.integer({ min: 0, max: 2 ** 31 - 1 }), ([players, lastAttacker], seed) => {
      const a = ok(initiative, { players, lastAttacker }, { kind: 'seeded', seed });
      expect(ok(initiative, { players, lastAttacker }, { kind: 'seeded', seed })).toEqual(a);
      expect(a.seed).toBe(seed);
      const replay = ok(initiative, { players, lastAttacker }, typed(...a.dice.map((d) => d.value)));
      expect(replay.outcome).toEqual(a.outcome);
    }));
  });

  it('property: the result depends only on the dice and the attacker’s +1', () => {
    fc.assert(fc.property(setup, fc.integer({ min: 0, max: 2 ** 31 - 1 }), ([players, lastAttacker], seed) => {
      const { outcome } = ok(initiative, { players, lastAttacker }, { kind: 'seeded', seed });
      let rolling = Array.from({ length: players }, (_, i) => i + 1);
      outcome.rounds.forEach((round, n) => {
        expect(round.players).toEqual(rolling);
        expect(round.totals).toEqual(round.dice.map((d, i) => d + (round.players[i] === lastAttacker ? 1 : 0)));
        const top = Math.max(...round.totals);
        const tied = round.players.filter((_, i) => round.totals[i] === top);
        if (n < outcome.rounds.length - 1) expect(tied.length).toBeGreaterThan(1);
        else expect(tied).toEqual([outcome.winner]);
        rolling = tied;
      });
    }));
  });

  it('property: the +1 cannot overturn a lead of 2 or more', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 4 }), (top, low) => {
      fc.pre(top - low >= 2);
      const plain = ok(initiative, { players: 2 }, typed(top, low));
      const withBonus = ok(initiative, { players: 2, lastAttacker: 2 }, typed(top, low));
      expect(plain.outcome.winner).toBe(1);
      expect(withBonus.outcome.winner).toBe(1);
    }));
  });
});

// ---------------------------------------------------------------------------------------------

describe('003 §POHYBOVÉ JEDNOTKY — 8 PJ, what actions cost, wounds, 0 PJ is dead', () => {
  it.each([
    // input → spent (and the cost that produced it)
    [{}, 0, 'walk', 0],
    [{ walkCm: 2 }, 1, 'walk', 1],
    [{ walkCm: 10 }, 5, 'walk', 5],
    [{ walkCm: 3 }, 2, 'walk', 2],
    [{ walkCm: 16 }, 8, 'walk', 8],
    [{ climbDown: 1 }, 1, 'climbDown', 1],
    [{ climbDown: 3 }, 3, 'climbDown', 3],
    [{ climbUp: 1 }, 2, 'climbUp', 2],
    [{ climbUp: 4 }, 8, 'climbUp', 8],
    [{ ladderUp: 1 }, 1, 'ladderUp', 1],
    [{ ladderUp: 2 }, 2, 'ladderUp', 2],
    [{ shots: 1 }, 4, 'shooting', 4],
    [{ shots: 2 }, 8, 'shooting', 8],
    [{ otherPJ: 3 }, 3, 'other', 3],
    [{ walkCm: 4, shots: 1 }, 6, 'walk', 2],
    [{ walkCm: 2, climbUp: 1, ladderUp: 1, shots: 1 }, 8, 'climbUp', 2],
  ] as const)('%j costs %s PJ', (input, spent, part, partCost) => {
    const r = ok(actionPoints, input);
    expect(r.outcome.available).toBe(8);
    expect(r.outcome.spent).toBe(spent);
    expect(r.outcome.remaining).toBe(8 - spent);
    expect(r.outcome.costs[part]).toBe(partCost);
    expect(r.outcome.alive).toBe(true);
  });

  it('a part of a base length costs a whole one (reading)', () => {
    expect(readingsEn(ok(actionPoints, { walkCm: 3 }))).toMatch(/round up/);
    expect(readingsEn(ok(actionPoints, { walkCm: 4 }))).not.toMatch(/round up/);
  });

  it.each([
    // wounds −4, wounds −6 → allowance, alive
    [0, 0, 8, true],
    [1, 0, 4, true],
    [0, 1, 2, true],
    [2, 0, 0, false],
    [1, 1, 0, false],
    [0, 2, 0, false],
  ])('%s wounds of −4 and %s of −6 → %s PJ', (wounds4, wounds6, available, alive) => {
    const r = ok(actionPoints, { wounds4, wounds6 });
    expect(r.outcome.available).toBe(available);
    expect(r.outcome.alive).toBe(alive);
    expect(r.outcome.woundPenalty).toBe(4 * wounds4 + 6 * wounds6);
    expect(Math.abs(r.modifiers.reduce((a, m) => a + m.value, 0))).toBe(4 * wounds4 + 6 * wounds6);
    if (!alive) expect(readingsEn(r)).toMatch(/allowance after wounds/);
  });

  it('a wounded figure spends from what it has left', () => {
    expect(ok(actionPoints, { wounds4: 1, shots: 1 }).outcome.remaining).toBe(0);
    expect(ok(actionPoints, { wounds6: 1, walkCm: 4 }).outcome.remaining).toBe(0);
    expect(refused(actionPoints, { wounds6: 1, shots: 1 }).code).toBe('pravidla/not_enough_points');
  });

  it('special figures may have more than 8', () => {
    expect(ok(actionPoints, { basePoints: 10, shots: 2, walkCm: 4 }).outcome).toMatchObject({ available: 10, spent: 10, remaining: 0 });
    expect(refused(actionPoints, { basePoints: 7 }).code).toBe('referee/bad_field');
  });

  it.each([
    ['more than 8 PJ of actions', { shots: 2, walkCm: 1 }, 'pravidla/not_enough_points'],
    ['a dead figure acting', { wounds4: 2, shots: 1 }, 'pravidla/figure_dead'],
    ['a figure hit in the legs walking', { legsHit: true, walkCm: 2 }, 'pravidla/legs_hit_cannot_move'],
    ['a figure hit in the legs climbing', { legsHit: true, climbUp: 1 }, 'pravidla/legs_hit_cannot_move'],
    ['a figure hit in the legs on a ladder', { legsHit: true, ladderUp: 1 }, 'pravidla/legs_hit_cannot_move'],
    ['climbing 4 cm without a rope', { climbUp: 1, maxHeightCm: 4 }, 'pravidla/too_high_without_rope'],
    ['climbing down 5 cm without a rope', { climbDown: 1, maxHeightCm: 5 }, 'pravidla/too_high_without_rope'],
  ] as const)('refuses %s', (_what, input, code) => {
    const e = refused(actionPoints, input);
    expect(e.code).toBe(code);
    expect(e.message.ru.length * e.message.en.length).toBeGreaterThan(0);
  });

  it('a figure hit in the legs may still shoot', () => {
    expect(ok(actionPoints, { legsHit: true, shots: 1 }).outcome.remaining).toBe(4);
  });

  it('3.5 cm is climbed without a rope; higher with a rope, whose own cost is the game master’s', () => {
    expect(ok(actionPoints, { climbUp: 1, maxHeightCm: 3.5 }).outcome.spent).toBe(2);
    const r = ok(actionPoints, { climbUp: 1, maxHeightCm: 6, rope: true, otherPJ: 2 });
    expect(r.outcome.spent).toBe(4);
    expect(readingsEn(r)).toMatch(/rope's own cost/);
  });

  it('property: remaining = allowance − spent, never below 0 when accepted', () => {
    fc.assert(fc.property(
      fc.record({ walkCm: fc.integer({ min: 0, max: 20 }), climbDown: fc.integer({ min: 0, max: 3 }), climbUp: fc.integer({ min: 0, max: 3 }), ladderUp: fc.integer({ min: 0, max: 3 }), shots: fc.integer({ min: 0, max: 2 }), wounds4: fc.integer({ min: 0, max: 1 }) }),
      (input) => {
        const cost = Math.ceil(input.walkCm / 2) + input.climbDown + 2 * input.climbUp + input.ladderUp + 4 * input.shots;
        const allowance = 8 - 4 * input.wounds4;
        const r = runProcedure(actionPoints, input, typed());
        if (cost <= allowance) {
          expect(r.ok).toBe(true);
          if (r.ok) expect(r.result.outcome.remaining).toBe(allowance - cost);
        } else {
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.code).toBe('pravidla/not_enough_points');
        }
      },
    ));
  });
});

// ---------------------------------------------------------------------------------------------

describe('003 §STŘELBA — 30 cm, 4 PJ, the three rolls', () => {
  it.each([
    // dice → effect, location, PJ lost by the target
    [[1], 'miss', null, 0],
    [[2], 'miss', null, 0],
    [[3], 'miss', null, 0],
    [[4, 1], 'nothing', 'nothing', 0],
    [[5, 1], 'nothing', 'nothing', 0],
    [[6, 2], 'legs', 'legs', 0],
    [[4, 3], 'legs', 'legs', 0],
    [[4, 4, 1], 'wound-4', 'torso', 4],
    [[5, 5, 1], 'wound-4', 'torso', 4],
    [[6, 4, 2], 'wound-6', 'torso', 6],
    [[4, 5, 3], 'dead', 'torso', 0],
    [[4, 4, 4], 'dead', 'torso', 0],
    [[4, 4, 5], 'dead', 'torso', 0],
    [[4, 4, 6], 'dead', 'torso', 0],
    [[4, 6], 'dead', 'head', 0],
    [[6, 6], 'dead', 'head', 0],
  ] as const)('dice %j → %s', (dice, effect, location, pjLoss) => {
    const r = ok(rifleFire, { distanceCm: 20 }, typed(...dice));
    expect(r.outcome).toMatchObject({ effect, location, pjLoss, hit: effect !== 'miss', shooterPJAfter: 4 });
    expect(r.outcome.targetDead).toBe(effect === 'dead');
    expect(r.outcome.targetCanMove).toBe(effect !== 'dead' && effect !== 'legs');
    expect(r.outcome.targetPJAfter).toBe(effect === 'dead' ? 0 : 8 - pjLoss);
    expect(r.dice).toHaveLength(dice.length);
    expect(r.steps.map((s) => s.section).filter((s) => /HOD/.test(s!))).toEqual(
      ['003 §STŘELBA/1 HOD', '003 §STŘELBA/2 HOD', '003 §STŘELBA/3 HOD'].slice(0, dice.length).concat(pjLoss ? ['003 §STŘELBA/3 HOD'] : []),
    );
    expect(r.modifiers).toEqual([expect.objectContaining({ value: -4, section: '003 §STŘELBA' })]);
  });

  it('the tables cover every face exactly once', () => {
    for (const table of [ROLL1, ROLL2, ROLL3]) {
      expect(table.flatMap((row) => row.faces).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it.each([
    // target PJ, dice → dead?, PJ after
    [4, [4, 4, 1], true, 0],
    [5, [4, 4, 1], false, 1],
    [6, [4, 4, 2], true, 0],
    [7, [4, 4, 2], false, 1],
    [2, [4, 2], false, 2],
  ] as const)('a wound on a target with %s PJ (dice %j)', (targetPJ, dice, dead, after) => {
    const r = ok(rifleFire, { distanceCm: 10, targetPJ }, typed(...dice));
    expect(r.outcome.targetDead).toBe(dead);
    expect(r.outcome.targetPJAfter).toBe(after);
    if (dead) expect(readingsEn(r)).toMatch(/0 or below kills/);
  });

  it.each([
    ['a target beyond 30 cm', { distanceCm: 30.5 }, 'pravidla/out_of_range', 'distanceCm'],
    ['a target at 90 cm', { distanceCm: 90 }, 'pravidla/out_of_range', 'distanceCm'],
    ['a target the shooter does not see', { distanceCm: 10, targetVisible: false }, 'pravidla/target_not_visible', 'targetVisible'],
    ['a shooter with 3 PJ', { distanceCm: 10, shooterPJ: 3 }, 'pravidla/not_enough_points', 'shooterPJ'],
  ] as const)('refuses %s', (_what, input, code, field) => {
    const e = refused(rifleFire, input, typed(4));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });

  it('30 cm is within range (reading), and 4 PJ is enough', () => {
    const r = ok(rifleFire, { distanceCm: 30, shooterPJ: 4 }, typed(1));
    expect(r.outcome.shooterPJAfter).toBe(0);
    expect(readingsEn(r)).toMatch(/exactly 30 cm is within range/);
  });

  it('a leg hit says it lasts', () => {
    expect(readingsEn(ok(rifleFire, { distanceCm: 5 }, typed(4, 2)))).toMatch(/cannot move for the rest of the game/);
  });

  it('property: any three dice follow the table and use exactly the dice needed', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (d1, d2, d3) => {
      const needed = d1 <= 3 ? [d1] : d2 === 4 || d2 === 5 ? [d1, d2, d3] : [d1, d2];
      const expected =
        d1 <= 3 ? 'miss'
          : d2 === 1 ? 'nothing'
            : d2 <= 3 ? 'legs'
              : d2 === 6 ? 'dead'
                : d3 === 1 ? 'wound-4' : d3 === 2 ? 'wound-6' : 'dead';
      expect(ok(rifleFire, { distanceCm: 15 }, typed(...needed)).outcome.effect).toBe(expected);
      expect(refused(rifleFire, { distanceCm: 15 }, typed(...needed, 1)).code).toBe('referee/too_many_dice');
    }));
  });

  it('property: a seeded shot is reproducible', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      const a = ok(rifleFire, { distanceCm: 12 }, { kind: 'seeded', seed });
      expect(ok(rifleFire, { distanceCm: 12 }, { kind: 'seeded', seed })).toEqual(a);
      expect(ok(rifleFire, { distanceCm: 12 }, typed(...a.dice.map((d) => d.value))).outcome).toEqual(a.outcome);
    }));
  });
});
