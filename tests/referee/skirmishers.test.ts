// Rule set 004, chapter XI «Застрельщики»: table-driven tests that follow the seed's sections, and
// fast-check properties for the dice procedures.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProcedure, type DiceSource, type ProcedureDef, type ProcedureOutcome, type ProcedureResult, type ProcedureRefusal } from '../../shared/rules/referee/procedure';
import {
  READINGS, approachLimits, brigadeScreenDetachment, commandCompanyCasualties, lightBattalionDeployment, rallyTest,
  screenClass, screenCover, screenDistances, skirmishersInMelee, skirmishersProcedures, skirmishFire, skirmisherClass,
  withdrawal,
} from '../../shared/rules/referee/skirmishers';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Helpers

const typed = (...values: number[]): DiceSource => ({ kind: 'typed', values });
const NONE = typed();

function ok<O>(out: ProcedureOutcome<O>): ProcedureResult<O> {
  if (!out.ok) throw new Error(`refused: ${out.error.code} — ${out.error.message.en}`);
  return out.result;
}

function refused<O>(out: ProcedureOutcome<O>): ProcedureRefusal {
  if (out.ok) throw new Error(`expected a refusal, got: ${out.result.summary.en}`);
  return out.error;
}

const run = <O>(def: ProcedureDef<O>, input: Record<string, unknown>, dice: DiceSource = NONE) => runProcedure(def, input, dice);

/** Every refusal of this rule set: stable code and both languages. */
function expectRefusal<O>(out: ProcedureOutcome<O>, code: string): ProcedureRefusal {
  const error = refused(out);
  expect(error.code).toBe(code);
  expect(error.message.ru.length).toBeGreaterThan(10);
  expect(error.message.en.length).toBeGreaterThan(10);
  return error;
}

const SEED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/seeds/004_d1f3edc02414d691.txt');
const seedText = existsSync(SEED) ? readFileSync(SEED, 'utf8') : null;

// ---------------------------------------------------------------------------------------------
// The set as a whole

describe('chapter XI: the procedure set', () => {
  it('has unique kebab-case ids, the skirmishers rule set, sections of chapter XI and bilingual titles', () => {
    const ids = skirmishersProcedures.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([
      'light-battalion-deployment', 'brigade-screen-detachment', 'screen-distances', 'rally-test', 'skirmisher-class',
      'screen-class', 'skirmish-fire', 'screen-cover', 'approach-limits', 'withdrawal', 'command-company-casualties',
      'skirmishers-in-melee',
    ]));
    for (const p of skirmishersProcedures) {
      expect(p.id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(p.ruleset).toBe('skirmishers');
      expect(p.section).toMatch(/^11\.\d+$/);
      expect(p.title.ru).toMatch(/[а-яё]/i);
      expect(p.title.en).toMatch(/^[A-Z]/);
      expect(p.diceHelp.ru.length).toBeGreaterThan(0);
      expect(p.diceHelp.en.length).toBeGreaterThan(0);
      // The rule text carries the heading of its own section.
      expect(p.ruleText).toContain(`${p.section}. `);
    }
  });

  it('labels every field in both languages and bounds every number', () => {
    for (const p of skirmishersProcedures) {
      for (const f of p.fields) {
        expect(f.label.ru, `${p.id}.${f.name}`).toMatch(/[а-яё]/i);
        expect(f.label.en, `${p.id}.${f.name}`).toMatch(/[a-z]/i);
        if (f.spec.kind === 'int' || f.spec.kind === 'number') {
          expect(f.spec.min, `${p.id}.${f.name}`).toBeDefined();
          expect(f.spec.max, `${p.id}.${f.name}`).toBeDefined();
        }
        if (f.spec.kind === 'enum' && f.spec.optionLabels) {
          for (const o of f.spec.options) expect(f.spec.optionLabels[o], `${p.id}.${f.name}.${o}`).toBeDefined();
        }
      }
    }
  });

  when.it({ 'no-seeds': seedText === null })('quotes the seed verbatim: every line of every rule text is in the seed', () => {
    for (const p of skirmishersProcedures) {
      for (const line of p.ruleText.split('\n')) expect(seedText, `${p.id}: ${line.slice(0, 60)}`).toContain(line);
    }
  });

  it('refuses unknown fields through the frame', () => {
    expect(refused(run(rallyTest, { quality: 'elite', colour: 'green' }, typed(3, 4))).code).toBe('referee/unknown_field');
  });
});

// ---------------------------------------------------------------------------------------------
// 11.1 b, 11.5, 11.6: a light battalion deploys

describe('11.5 light battalion deployment (75 % Guard and Elite, 50 % others, whole companies)', () => {
  const cases = [
    // quality, companies, figures per company, asked (0 = most), deployed companies, skirmish figures, command figures
    { quality: 'guard', companies: 6, per: 6, ask: 0, deployed: 4, skirmish: 24, command: 12 }, // 75 % of 6 = 4.5 → 4
    { quality: 'elite', companies: 4, per: 8, ask: 0, deployed: 3, skirmish: 24, command: 8 },
    { quality: 'veteran', companies: 4, per: 8, ask: 0, deployed: 2, skirmish: 16, command: 16 }, // the Prussian example
    { quality: 'line', companies: 5, per: 6, ask: 0, deployed: 2, skirmish: 12, command: 18 }, // odd: "C'est la guerre!"
    { quality: 'second-rate', companies: 6, per: 6, ask: 0, deployed: 3, skirmish: 18, command: 18 },
    { quality: 'conscript', companies: 3, per: 8, ask: 0, deployed: 1, skirmish: 8, command: 16 },
    { quality: 'guard', companies: 6, per: 6, ask: 3, deployed: 3, skirmish: 18, command: 18 }, // Guard may choose 50 %
    { quality: 'guard', companies: 2, per: 10, ask: 0, deployed: 1, skirmish: 10, command: 10 },
  ] as const;
  it.each(cases)('$quality, $companies × $per, asked $ask → $deployed companies', (c) => {
    const r = ok(run(lightBattalionDeployment, { quality: c.quality, companies: c.companies, figuresPerCompany: c.per, deployCompanies: c.ask }));
    expect(r.outcome.deployedCompanies).toBe(c.deployed);
    expect(r.outcome.skirmishFigures).toBe(c.skirmish);
    expect(r.outcome.commandFigures).toBe(c.command);
    expect(r.outcome.percent).toBe(c.quality === 'guard' || c.quality === 'elite' ? 75 : 50);
    expect(r.dice).toEqual([]);
    expect(r.section).toBe('11.5');
    expect(r.readings).toContainEqual(READINGS.equalCompanies);
  });

  it.each([
    [{ quality: 'veteran', companies: 1, figuresPerCompany: 8 }, 'skirmishers/cannot_deploy'],
    [{ quality: 'elite', companies: 1, figuresPerCompany: 8 }, 'skirmishers/cannot_deploy'],
    [{ quality: 'line', companies: 4, figuresPerCompany: 8, deployCompanies: 3 }, 'skirmishers/over_deployment_limit'],
    [{ quality: 'guard', companies: 4, figuresPerCompany: 8, deployCompanies: 4 }, 'skirmishers/over_deployment_limit'],
    [{ quality: 'line', companies: 4, figuresPerCompany: 8, battalionType: 'line' }, 'skirmishers/not_light_battalion'],
    [{ quality: 'line', companies: 4, figuresPerCompany: 8, arm: 'other-cavalry' }, 'skirmishers/cavalry_cannot_skirmish'],
  ] as const)('refuses %o with %s', (input, code) => {
    expectRefusal(run(lightBattalionDeployment, input), code);
  });

  it('11.9 c: light cavalry deploys by the same rules and says so', () => {
    const r = ok(run(lightBattalionDeployment, { quality: 'veteran', companies: 4, figuresPerCompany: 4, arm: 'light-cavalry' }));
    expect(r.outcome.deployedCompanies).toBe(2);
    expect(r.steps.some((s) => s.section === '11.9')).toBe(true);
  });

  it('property: never more than the share, always a command company left, and one more company is refused', () => {
    fc.assert(fc.property(
      fc.constantFrom('guard', 'elite', 'veteran', 'line', 'second-rate', 'conscript'),
      fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 40 }),
      (quality, companies, per) => {
        const r = ok(run(lightBattalionDeployment, { quality, companies, figuresPerCompany: per }));
        const pct = quality === 'guard' || quality === 'elite' ? 75 : 50;
        expect(r.outcome.skirmishFigures * 100).toBeLessThanOrEqual(companies * per * pct);
        expect(r.outcome.commandCompanies).toBeGreaterThanOrEqual(1);
        expect((r.outcome.deployedCompanies + 1) * 100).toBeGreaterThan(companies * pct);
        if (r.outcome.deployedCompanies + 1 <= 20) {
          const more = run(lightBattalionDeployment, { quality, companies, figuresPerCompany: per, deployCompanies: r.outcome.deployedCompanies + 1 });
          expect(refused(more).code).toBe('skirmishers/over_deployment_limit');
        }
      },
    ));
  });
});

// ---------------------------------------------------------------------------------------------
// 11.2–11.4: the Brigade screen and the parent battalion's reduced strength

describe('11.3 brigade screen detachment and the parent battalion\'s "initial strength"', () => {
  it('example A: three 36-figure French battalions each give a 6-figure voltigeur company → 30 each, screen 18', () => {
    let screen = 0;
    for (let i = 0; i < 3; i++) {
      const r = ok(run(brigadeScreenDetachment, { mode: 'form', source: 'line-light-company', quality: 'line', battalionFigures: 36, companyFigures: 6, screenFigures: screen }));
      expect(r.outcome.parentAfter).toBe(30);
      expect(r.outcome.cost).toBe('full-turn');
      expect(r.outcome.parentMayActThisTurn).toBe(false);
      expect(r.outcome.permanent).toBe(true);
      if (i > 0) expect(r.readings).toContainEqual(READINGS.formSameTurn);
      screen = r.outcome.screenAfter;
    }
    expect(screen).toBe(18);
  });

  it('example B: the KGL light battalion (24) adds one company of 6 to a 14-figure screen → screen 20, battalion 18', () => {
    const r = ok(run(brigadeScreenDetachment, { mode: 'reinforce', source: 'light-battalion', quality: 'veteran', battalionFigures: 24, companyFigures: 6, screenFigures: 14 }));
    expect(r.outcome.screenAfter).toBe(20);
    expect(r.outcome.parentAfter).toBe(18);
    expect(r.outcome.cost).toBe('half-move');
    expect(r.outcome.parentMayActThisTurn).toBe(true);
  });

  it('11.4 example: a 36-figure Léger battalion gives voltigeurs (→ 30), then carabiniers (→ 24); the 50 % cap stops the fourth company', () => {
    const base = { mode: 'reinforce', source: 'light-battalion', quality: 'line', companyFigures: 6, screenFigures: 12 } as const;
    expect(ok(run(brigadeScreenDetachment, { ...base, battalionFigures: 36, companiesDetachedBefore: 0 })).outcome.parentAfter).toBe(30);
    expect(ok(run(brigadeScreenDetachment, { ...base, battalionFigures: 30, companiesDetachedBefore: 1 })).outcome.parentAfter).toBe(24);
    const third = ok(run(brigadeScreenDetachment, { ...base, battalionFigures: 24, companiesDetachedBefore: 2 }));
    expect(third.outcome.parentAfter).toBe(18);
    expect(third.readings).toContainEqual(READINGS.lightCapInScreen);
    expectRefusal(run(brigadeScreenDetachment, { ...base, battalionFigures: 18, companiesDetachedBefore: 3 }), 'skirmishers/over_deployment_limit');
  });

  it('a Guard light battalion may give up to 75 %', () => {
    const base = { mode: 'form', source: 'light-battalion', quality: 'guard', battalionFigures: 36, companyFigures: 6 } as const;
    expect(ok(run(brigadeScreenDetachment, { ...base, companies: 4 })).outcome.parentAfter).toBe(12);
    expectRefusal(run(brigadeScreenDetachment, { ...base, companies: 5 }), 'skirmishers/over_deployment_limit');
  });

  it.each([
    [{ mode: 'reinforce', source: 'line-light-company', quality: 'line', battalionFigures: 36, companyFigures: 6, screenFigures: 0 }, 'skirmishers/no_screen_to_reinforce'],
    [{ mode: 'form', source: 'third-rank', quality: 'line', battalionFigures: 36, companyFigures: 6 }, 'skirmishers/third_rank_not_allowed'],
    [{ mode: 'form', source: 'line-light-company', quality: 'line', battalionFigures: 36, companyFigures: 6, companies: 2 }, 'skirmishers/one_light_company'],
    [{ mode: 'form', source: 'line-light-company', quality: 'line', battalionFigures: 30, companyFigures: 6, companiesDetachedBefore: 1 }, 'skirmishers/one_light_company'],
    [{ mode: 'form', source: 'third-rank', quality: 'line', battalionFigures: 12, companyFigures: 6, companies: 2, regulationsAllowThirdRank: true }, 'skirmishers/parent_keeps_a_company'],
  ] as const)('refuses %o with %s', (input, code) => {
    expectRefusal(run(brigadeScreenDetachment, input), code);
  });

  it('11.2 c: the third rank goes out where the regulations allow it', () => {
    const r = ok(run(brigadeScreenDetachment, { mode: 'form', source: 'third-rank', quality: 'line', battalionFigures: 36, companyFigures: 6, companies: 2, regulationsAllowThirdRank: true }));
    expect(r.outcome.parentAfter).toBe(24);
    expect(r.readings).toContainEqual(READINGS.thirdRankCap);
  });
});

// ---------------------------------------------------------------------------------------------
// 11.3 c, 11.6 (2), (3), (5), 11.9 d, 11.13: screen distances

describe('11.3 c, 11.6, 11.9 d: distance limits of screens', () => {
  const cases = [
    // check, distance, extra input, allowed?, code when refused
    { check: 'screen-to-support', distance: 18, extra: {}, code: null },
    { check: 'screen-to-support', distance: 18.5, extra: {}, code: 'skirmishers/screen_too_far_from_support' },
    { check: 'screen-to-support', distance: 30, extra: { units: 'cm' }, code: null },
    { check: 'screen-to-support', distance: 31, extra: { units: 'cm' }, code: 'skirmishers/screen_too_far_from_support' },
    { check: 'screen-to-support', distance: 40, extra: { rifles95th: true }, code: null },
    { check: 'screen-to-support', distance: 17, extra: { support: 'brigade-general' }, code: null },
    { check: 'screen-to-command', distance: 12, extra: {}, code: null },
    { check: 'screen-to-command', distance: 12.1, extra: {}, code: 'skirmishers/screen_too_far_from_command' },
    { check: 'screen-to-command', distance: 20, extra: { units: 'cm' }, code: null },
    { check: 'screen-to-command', distance: 5, extra: { lineOfSight: false }, code: 'skirmishers/no_line_of_sight' },
    { check: 'base-spacing', distance: 3, extra: {}, code: null },
    { check: 'base-spacing', distance: 6, extra: {}, code: null },
    { check: 'base-spacing', distance: 2.9, extra: {}, code: 'skirmishers/bases_too_close' },
    { check: 'base-spacing', distance: 6.1, extra: {}, code: 'skirmishers/bases_too_far' },
    { check: 'base-spacing', distance: 4.9, extra: { units: 'cm' }, code: 'skirmishers/bases_too_close' },
    { check: 'base-spacing', distance: 10, extra: { units: 'cm' }, code: null },
    { check: 'base-spacing', distance: 10, extra: { closedOrderBases: false }, code: null },
    { check: 'mounted-base-spacing', distance: 2, extra: {}, code: 'skirmishers/bases_too_close' },
    { check: 'mounted-base-spacing', distance: 4, extra: {}, code: null },
  ] as const;
  it.each(cases)('$check at $distance $extra → $code', (c) => {
    const out = run(screenDistances, { check: c.check, distance: c.distance, ...c.extra });
    if (c.code === null) {
      const r = ok(out);
      expect(r.outcome.distance).toBe(c.distance);
      if (r.outcome.max !== null) expect(c.distance).toBeLessThanOrEqual(r.outcome.max);
      if (r.outcome.min !== null) expect(c.distance).toBeGreaterThanOrEqual(r.outcome.min);
    } else {
      expectRefusal(out, c.code);
    }
  });

  it('gives the limits: 18″ (30 cm), 12″ (20 cm), 3″–6″ (5–10 cm); none for the 95th or loose figures', () => {
    expect(ok(run(screenDistances, { check: 'screen-to-support', distance: 1 })).outcome.max).toBe(18);
    expect(ok(run(screenDistances, { check: 'screen-to-support', distance: 1, units: 'cm' })).outcome.max).toBe(30);
    expect(ok(run(screenDistances, { check: 'screen-to-command', distance: 1, units: 'cm' })).outcome.max).toBe(20);
    const spacing = ok(run(screenDistances, { check: 'base-spacing', distance: 7, units: 'cm' })).outcome;
    expect([spacing.min, spacing.max]).toEqual([5, 10]);
    expect(ok(run(screenDistances, { check: 'screen-to-support', distance: 99, rifles95th: true })).outcome.max).toBeNull();
    const loose = ok(run(screenDistances, { check: 'base-spacing', distance: 0.5, closedOrderBases: false })).outcome;
    expect([loose.min, loose.max]).toEqual([null, null]);
    expect(ok(run(screenDistances, { check: 'screen-to-support', distance: 1, support: 'brigade-general' })).readings).toContainEqual(READINGS.generalIsSupport);
    expect(refused(run(screenDistances, { check: 'mounted-base-spacing', distance: 1 })).section).toBe('11.9');
  });
});

// ---------------------------------------------------------------------------------------------
// 11.7, 11.8: the rally test

describe('11.7, 11.8 rally test (2D6: Elite 7+, Veterans/Line 8+, Second-rate and Conscripts 9+; +1 Superior general)', () => {
  const cases = [
    { quality: 'elite', general: 'none', dice: [3, 4], total: 7, target: 7, rallied: true },
    { quality: 'elite', general: 'none', dice: [3, 3], total: 6, target: 7, rallied: false },
    { quality: 'guard', general: 'none', dice: [4, 3], total: 7, target: 7, rallied: true },
    { quality: 'veteran', general: 'none', dice: [4, 4], total: 8, target: 8, rallied: true },
    { quality: 'veteran', general: 'none', dice: [2, 5], total: 7, target: 8, rallied: false },
    { quality: 'line', general: 'none', dice: [3, 4], total: 7, target: 8, rallied: false },
    { quality: 'second-rate', general: 'none', dice: [4, 4], total: 8, target: 9, rallied: false },
    { quality: 'conscript', general: 'none', dice: [4, 5], total: 9, target: 9, rallied: true },
    { quality: 'conscript', general: 'superior', dice: [4, 4], total: 9, target: 9, rallied: true },
    { quality: 'conscript', general: 'ordinary', dice: [4, 4], total: 8, target: 9, rallied: false },
    { quality: 'elite', general: 'superior', dice: [1, 5], total: 7, target: 7, rallied: true },
    { quality: 'line', general: 'superior', dice: [6, 6], total: 13, target: 8, rallied: true },
  ] as const;
  it.each(cases)('$quality, general $general, dice $dice → $total vs $target+', (c) => {
    const r = ok(run(rallyTest, { quality: c.quality, general: c.general }, typed(...c.dice)));
    expect(r.outcome.total).toBe(c.total);
    expect(r.outcome.target).toBe(c.target);
    expect(r.outcome.rallied).toBe(c.rallied);
    expect(r.dice.map((d) => d.value)).toEqual([...c.dice]);
    expect(r.dice.every((d) => d.sides === 6 && d.purpose.en === 'rally test')).toBe(true);
    expect(r.modifiers).toEqual(c.general === 'superior' ? [expect.objectContaining({ value: 1, section: '11.8' })] : []);
    expect(r.tableRow?.ru).toContain(`${c.target}+`);
    if (c.quality === 'guard') expect(r.readings).toContainEqual(READINGS.guardRally);
  });

  it('is impossible with the enemy within charge distance of (or on) the command companies: refused, no dice drawn', () => {
    const e1 = expectRefusal(run(rallyTest, { quality: 'elite', enemyInChargeReach: true }), 'skirmishers/rally_enemy_near');
    expect(e1.section).toBe('11.7');
    expect(e1.field).toBe('enemyInChargeReach');
    expect(expectRefusal(run(rallyTest, { quality: 'elite', enemyOnCommandCompanies: true }), 'skirmishers/rally_enemy_near').field).toBe('enemyOnCommandCompanies');
  });

  it('needs exactly two dice', () => {
    expect(refused(run(rallyTest, { quality: 'line' }, typed(3))).code).toBe('referee/not_enough_dice');
    expect(refused(run(rallyTest, { quality: 'line' }, typed(3, 4, 5))).code).toBe('referee/too_many_dice');
    expect(refused(run(rallyTest, { quality: 'line' }, typed(3, 7))).code).toBe('referee/bad_die');
  });

  it('11.9 b: cavalry other than light cavalry and cossacks has no skirmishers to rally', () => {
    expectRefusal(run(rallyTest, { quality: 'line', arm: 'other-cavalry' }, typed(3, 4)), 'skirmishers/cavalry_cannot_skirmish');
  });

  it('property: the result depends only on the dice, the quality and the general', () => {
    const TARGET = { guard: 7, elite: 7, veteran: 8, line: 8, 'second-rate': 9, conscript: 9 } as const;
    fc.assert(fc.property(
      fc.constantFrom('guard', 'elite', 'veteran', 'line', 'second-rate', 'conscript'),
      fc.constantFrom('none', 'ordinary', 'superior'),
      fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 99 }), fc.constantFrom('infantry', 'light-cavalry', 'cossacks'),
      (quality, general, a, b, attempt, arm) => {
        const baseline = ok(run(rallyTest, { quality, general }, typed(a, b)));
        const varied = ok(run(rallyTest, { quality, general, attempt, arm, enemyInChargeReach: false, enemyOnCommandCompanies: false }, typed(a, b)));
        expect(varied.outcome).toEqual(baseline.outcome);
        expect(varied.dice).toEqual(baseline.dice);
        expect(varied.modifiers).toEqual(baseline.modifiers);
        expect(varied.summary).toEqual(baseline.summary);
        expect(varied.tableRow).toEqual(baseline.tableRow);
        expect(varied.readings).toEqual(baseline.readings);
        expect(baseline.outcome.rallied).toBe(a + b + (general === 'superior' ? 1 : 0) >= TARGET[quality]);
      },
    ));
  });
});

// ---------------------------------------------------------------------------------------------
// 11.10–11.13: classes

describe('11.10–11.13 skirmisher class by army and quality', () => {
  const cases = [
    ['france', 'light', 'line', 'first'],
    ['britain', 'light', 'veteran', 'first'],
    ['prussia', 'light', 'elite', 'first'],
    ['austria', 'light', 'line', 'first'], // Jäger
    ['minor-german', 'light', 'line', 'first'],
    ['minor-german', 'light', 'second-rate', 'second'], // 11.12 a
    ['france', 'light', 'conscript', 'second'], // 11.12 a
    ['austria', 'grenzer', 'elite', 'second'], // 11.12 b
    ['russia', 'light', 'guard', 'second'], // 11.12 b
    ['spain', 'light', 'elite', 'second'],
    ['naples', 'light', 'veteran', 'second'],
    ['france', 'irregular', 'elite', 'second'], // 11.12 c
    ['prussia', 'third-rank', 'guard', 'second'], // 11.12 d
    ['other', 'light', 'elite', 'second'], // reading: closed list
  ] as const;
  it.each(cases)('%s %s %s → %s', (nation, troops, quality, cls) => {
    const r = ok(run(skirmisherClass, { nation, troops, quality, figures: 12 }));
    expect(r.outcome.skirmisherClass).toBe(cls);
    expect(r.outcome.figuresPer2D6).toBe(cls === 'first' ? 6 : 8);
    expect(r.steps.at(-1)?.section).toBe(cls === 'first' ? '11.11' : '11.12');
  });

  it('11.13: British 95th sharpshooters after 1808, at most 12 figures, 2D6 per 4', () => {
    const r = ok(run(skirmisherClass, { nation: 'britain', troops: 'rifles-95th', quality: 'elite', figures: 12, year: 1809 }));
    expect(r.outcome).toEqual({ skirmisherClass: 'sharpshooters', figuresPer2D6: 4 });
    expect(r.readings).toContainEqual(READINGS.riflesYear);
    expectRefusal(run(skirmisherClass, { nation: 'britain', troops: 'rifles-95th', quality: 'elite', figures: 12, year: 1808 }), 'skirmishers/rifles_before_1809');
    expectRefusal(run(skirmisherClass, { nation: 'britain', troops: 'rifles-95th', quality: 'elite', figures: 13, year: 1812 }), 'skirmishers/rifles_over_12');
    expectRefusal(run(skirmisherClass, { nation: 'france', troops: 'rifles-95th', quality: 'elite', figures: 6 }), 'skirmishers/rifles_british_only');
    expectRefusal(run(skirmisherClass, { nation: 'prussia', troops: 'grenzer', quality: 'line', figures: 6 }), 'skirmishers/grenzer_austrian_only');
  });

  const mixes = [
    // first, second, sharpshooters → class, tie
    [12, 8, 0, 'first', false],
    [6, 8, 0, 'second', false],
    [6, 6, 0, 'second', true],
    [6, 0, 12, 'sharpshooters', false],
    [12, 0, 12, 'first', true],
    [8, 6, 6, 'first', false], // Example B's screen: plurality
  ] as const;
  it.each(mixes)('11.10 majority: first %i, second %i, sharpshooters %i → %s (tie %s)', (first, second, sharp, cls, tie) => {
    const r = ok(run(screenClass, { firstClassFigures: first, secondClassFigures: second, sharpshooterFigures: sharp }));
    expect(r.outcome.skirmisherClass).toBe(cls);
    expect(r.outcome.tie).toBe(tie);
    expect(r.readings).toContainEqual(READINGS.majority);
  });

  it('11.10: an empty screen and more than 12 sharpshooters are refused', () => {
    expectRefusal(run(screenClass, {}), 'skirmishers/empty_screen');
    expectRefusal(run(screenClass, { sharpshooterFigures: 13 }), 'skirmishers/rifles_over_12');
  });
});

// ---------------------------------------------------------------------------------------------
// 11.14, 11.15: skirmish fire

describe('11.14, 11.15 skirmish fire', () => {
  const cases = [
    // class, figures, cover, dice, pairs, extra die?, hits, double-six pairs
    { cls: 'first', figures: 12, cover: false, dice: [6, 6, 1, 2], pairs: 2, extra: false, hits: 2, doubles: [1] },
    { cls: 'first', figures: 13, cover: false, dice: [1, 2, 3, 6], pairs: 2, extra: false, hits: 1, doubles: [] }, // one left over: no die
    { cls: 'first', figures: 14, cover: false, dice: [1, 2, 3, 4, 6], pairs: 2, extra: true, hits: 1, doubles: [] },
    { cls: 'first', figures: 20, cover: false, dice: [6, 1, 1, 6, 6, 6, 6], pairs: 3, extra: true, hits: 5, doubles: [3] }, // Example B's screen
    { cls: 'second', figures: 16, cover: false, dice: [6, 1, 6, 2], pairs: 2, extra: false, hits: 2, doubles: [] },
    { cls: 'second', figures: 18, cover: false, dice: [5, 5, 5, 5, 6], pairs: 2, extra: true, hits: 1, doubles: [] },
    { cls: 'second', figures: 7, cover: false, dice: [6], pairs: 0, extra: true, hits: 1, doubles: [] },
    { cls: 'sharpshooters', figures: 12, cover: false, dice: [6, 6, 6, 6, 1, 1], pairs: 3, extra: false, hits: 4, doubles: [1, 2] },
    { cls: 'sharpshooters', figures: 5, cover: false, dice: [2, 3], pairs: 1, extra: false, hits: 0, doubles: [] },
    { cls: 'first', figures: 1, cover: false, dice: [], pairs: 0, extra: false, hits: 0, doubles: [] },
    { cls: 'first', figures: 12, cover: true, dice: [6, 6, 6, 1], pairs: 2, extra: false, hits: 1, doubles: [1] }, // 3 sixes halved → 1
    { cls: 'first', figures: 6, cover: true, dice: [6, 1], pairs: 1, extra: false, hits: 0, doubles: [] },
    { cls: 'second', figures: 16, cover: true, dice: [6, 6, 6, 6], pairs: 2, extra: false, hits: 2, doubles: [1, 2] },
  ] as const;
  it.each(cases)('$cls, $figures figures, cover $cover, dice $dice → $hits hits', (c) => {
    const r = ok(run(skirmishFire, { figures: c.figures, skirmisherClass: c.cls, targetInCover: c.cover }, typed(...c.dice)));
    expect(r.dice.map((d) => d.value)).toEqual([...c.dice]);
    expect(r.outcome.pairs).toHaveLength(c.pairs);
    expect(r.outcome.extraDie !== null).toBe(c.extra);
    expect(r.outcome.hits).toBe(c.hits);
    expect(r.outcome.hitsBeforeCover).toBe(c.dice.filter((d) => d === 6).length);
    expect(r.outcome.doubleSixPairs).toEqual([...c.doubles]);
    expect(r.outcome.doubleSix).toBe(c.doubles.length > 0);
    expect(r.summary.ru).toContain(`Потери: ${c.hits}`);
    if (c.cover) {
      expect(r.modifiers).toEqual([expect.objectContaining({ value: c.hits - r.outcome.hitsBeforeCover, section: '11.15' })]);
      expect(r.readings).toContainEqual(READINGS.coverHalf);
    } else {
      expect(r.modifiers).toEqual([]);
    }
    expect(r.readings).toContainEqual(READINGS.leftover);
  });

  it('records each die with its pair, so a double six can be told apart', () => {
    const r = ok(run(skirmishFire, { figures: 14, skirmisherClass: 'first' }, typed(6, 5, 6, 6, 4)));
    expect(r.dice.map((d) => d.purpose.en)).toEqual(['fire, pair 1', 'fire, pair 1', 'fire, pair 2', 'fire, pair 2', 'fire, extra D6 for the leftover']);
    expect(r.outcome.doubleSixPairs).toEqual([2]);
  });

  it('11.6 (4): the command companies do not fire', () => {
    expectRefusal(run(skirmishFire, { figures: 16, skirmisherClass: 'first', firers: 'command-companies' }), 'skirmishers/command_companies_do_not_fire');
  });

  it('refuses too few, too many and impossible dice', () => {
    expect(refused(run(skirmishFire, { figures: 12, skirmisherClass: 'first' }, typed(1, 2, 3))).code).toBe('referee/not_enough_dice');
    expect(refused(run(skirmishFire, { figures: 12, skirmisherClass: 'first' }, typed(1, 2, 3, 4, 5))).code).toBe('referee/too_many_dice');
    expect(refused(run(skirmishFire, { figures: 6, skirmisherClass: 'first' }, typed(0, 2))).code).toBe('referee/bad_die');
  });

  const PER = { first: 6, second: 8, sharpshooters: 4 } as const;
  const classArb = fc.constantFrom('first', 'second', 'sharpshooters');

  it('property: dice = 2 per full group of 6 / 8 / 4 figures, plus one when more than one figure is left over', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 300 }), classArb, fc.boolean(), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (figures, cls, cover, seed) => {
      const r = ok(run(skirmishFire, { figures, skirmisherClass: cls, targetInCover: cover }, { kind: 'seeded', seed }));
      const per = PER[cls];
      const expected = 2 * Math.floor(figures / per) + (figures % per >= 2 ? 1 : 0);
      expect(r.dice).toHaveLength(expected);
      expect(r.outcome.pairs).toHaveLength(Math.floor(figures / per));
      expect(r.dice.every((d) => d.sides === 6 && d.value >= 1 && d.value <= 6)).toBe(true);
      const sixes = r.dice.filter((d) => d.value === 6).length;
      expect(r.outcome.hits).toBe(cover ? Math.floor(sixes / 2) : sixes);
    }));
  });

  it('property: with typed dice the hits are the sixes and the double sixes are the 6+6 pairs', () => {
    fc.assert(fc.property(
      classArb, fc.integer({ min: 1, max: 60 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 121, maxLength: 121 }),
      (cls, figures, pool) => {
        const per = PER[cls];
        const pairs = Math.floor(figures / per);
        const n = 2 * pairs + (figures % per >= 2 ? 1 : 0);
        const dice = pool.slice(0, n);
        const r = ok(run(skirmishFire, { figures, skirmisherClass: cls }, typed(...dice)));
        expect(r.outcome.hits).toBe(dice.filter((d) => d === 6).length);
        const doubles = [];
        for (let i = 0; i < pairs; i++) if (dice[2 * i] === 6 && dice[2 * i + 1] === 6) doubles.push(i + 1);
        expect(r.outcome.doubleSixPairs).toEqual(doubles);
        // One die short is always refused.
        if (n > 0) expect(refused(run(skirmishFire, { figures, skirmisherClass: cls }, typed(...dice.slice(1)))).code).toBe('referee/not_enough_dice');
      },
    ));
  });
});

// ---------------------------------------------------------------------------------------------
// Seeded runs

describe('seeded runs are reproducible', () => {
  it('property: the same seed gives the same result, the seed is recorded, and typing the dice back replays it', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 80 }), (seed, figures) => {
      const fireInput = { figures, skirmisherClass: 'first' };
      const a = ok(run(skirmishFire, fireInput, { kind: 'seeded', seed }));
      const b = ok(run(skirmishFire, fireInput, { kind: 'seeded', seed }));
      expect(b).toEqual(a);
      expect(a.seed).toBe(seed);
      const replay = ok(run(skirmishFire, fireInput, typed(...a.dice.map((d) => d.value))));
      expect(replay.outcome).toEqual(a.outcome);
      expect(replay.seed).toBeNull();

      const r1 = ok(run(rallyTest, { quality: 'line' }, { kind: 'seeded', seed }));
      const r2 = ok(run(rallyTest, { quality: 'line' }, { kind: 'seeded', seed }));
      expect(r2).toEqual(r1);
      expect(ok(run(rallyTest, { quality: 'line' }, typed(...r1.outcome.dice))).outcome).toEqual(r1.outcome);
    }));
  });

  it('different seeds do not all give the same dice', () => {
    const rolls = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) rolls.add(JSON.stringify(ok(run(skirmishFire, { figures: 24, skirmisherClass: 'first' }, { kind: 'seeded', seed })).dice.map((d) => d.value)));
    expect(rolls.size).toBeGreaterThan(1);
  });
});

// ---------------------------------------------------------------------------------------------
// 11.19, 11.20, 11.26: cover given by a screen

describe('11.19, 11.20, 11.26 cover given by a screen', () => {
  const cases = [
    // fire, arm, distance, extra, covers, falls, to skirmishers, to unit
    { fire: 'enemy-musketry', arm: 'infantry', d: 4, extra: {}, covers: true, falls: 'skirmishers', sk: 3, unit: 0 },
    { fire: 'enemy-musketry', arm: 'infantry', d: 2, extra: {}, covers: true, falls: 'skirmishers-first', sk: 1, unit: 2 },
    { fire: 'enemy-musketry', arm: 'infantry', d: 2.1, extra: {}, covers: true, falls: 'skirmishers', sk: 3, unit: 0 },
    { fire: 'enemy-musketry', arm: 'infantry', d: 3.3, extra: { units: 'cm' }, covers: true, falls: 'skirmishers-first', sk: 1, unit: 2 },
    { fire: 'enemy-musketry', arm: 'infantry', d: 3.4, extra: { units: 'cm' }, covers: true, falls: 'skirmishers', sk: 3, unit: 0 },
    { fire: 'enemy-musketry', arm: 'cavalry', d: 4, extra: {}, covers: false, falls: 'covered-unit', sk: 0, unit: 3 },
    { fire: 'enemy-musketry', arm: 'artillery', d: 4, extra: {}, covers: false, falls: 'covered-unit', sk: 0, unit: 3 },
    { fire: 'enemy-musketry', arm: 'infantry', d: 4, extra: { mountedScreen: true }, covers: false, falls: 'covered-unit', sk: 0, unit: 3 },
    { fire: 'enemy-roundshot', arm: 'infantry', d: 4, extra: {}, covers: true, falls: 'covered-unit', sk: 0, unit: 3 },
    { fire: 'enemy-canister', arm: 'infantry', d: 4, extra: {}, covers: true, falls: 'skirmishers-first', sk: 1, unit: 2 },
  ] as const;
  it.each(cases)('$fire at $arm behind a screen $d away $extra → $falls', (c) => {
    const r = ok(run(screenCover, { fire: c.fire, coveredArm: c.arm, screenDistance: c.d, hits: 3, ...c.extra }));
    expect(r.outcome).toEqual({ covers: c.covers, falls: c.falls, hitsToSkirmishers: c.sk, hitsToUnit: c.unit });
  });

  it('canister with no hits gives nothing to anyone', () => {
    expect(ok(run(screenCover, { fire: 'enemy-canister', coveredArm: 'infantry', screenDistance: 4 })).outcome.hitsToSkirmishers).toBe(0);
  });

  it('11.26 a: no infantry fires through a friendly screen', () => {
    expectRefusal(run(screenCover, { fire: 'friendly-musketry', coveredArm: 'infantry', screenDistance: 4 }), 'skirmishers/no_fire_through_friendly_screen');
  });
});

// ---------------------------------------------------------------------------------------------
// 11.21, 11.22: approach and withdrawal

describe('11.21 approach limits', () => {
  const cases = [
    { enemy: 'formed-infantry', d: 3, extra: {}, code: null },
    { enemy: 'formed-infantry', d: 2.9, extra: {}, code: 'skirmishers/too_close' },
    { enemy: 'artillery', d: 2, extra: {}, code: 'skirmishers/too_close' },
    { enemy: 'cavalry', d: 9, extra: {}, code: null },
    { enemy: 'cavalry', d: 8.9, extra: {}, code: 'skirmishers/too_close' },
    { enemy: 'cossacks', d: 8, extra: {}, code: 'skirmishers/too_close' },
    { enemy: 'cavalry', d: 15, extra: { units: 'cm' }, code: null },
    { enemy: 'cavalry', d: 14.9, extra: { units: 'cm' }, code: 'skirmishers/too_close' },
    { enemy: 'formed-infantry', d: 1, extra: { roughCoverOrBuiltUp: true }, code: null },
    { enemy: 'cavalry', d: 2, extra: { roughCoverOrBuiltUp: true }, code: null },
    { enemy: 'formed-infantry', d: 0, extra: { roughCoverOrBuiltUp: true }, code: 'skirmishers/no_voluntary_contact' },
    { enemy: 'cossacks', d: 0, extra: { roughCoverOrBuiltUp: true }, code: 'skirmishers/no_voluntary_contact' },
    { enemy: 'skirmishers', d: 0.5, extra: {}, code: null },
    { enemy: 'skirmishers', d: 0, extra: {}, code: null },
  ] as const;
  it.each(cases)('$enemy at $d $extra → $code', (c) => {
    const out = run(approachLimits, { enemy: c.enemy, distance: c.d, ...c.extra });
    if (c.code === null) {
      const r = ok(out);
      if (r.outcome.limit !== null) expect(c.d).toBeGreaterThanOrEqual(r.outcome.limit);
      expect(r.outcome.terrainException).toBe('roughCoverOrBuiltUp' in c.extra);
    } else {
      expectRefusal(out, c.code);
    }
  });

  it('property: an allowed distance stays allowed farther out', () => {
    fc.assert(fc.property(
      fc.constantFrom('formed-infantry', 'artillery', 'cavalry', 'cossacks', 'skirmishers'), fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), fc.boolean(),
      (enemy, d, more, rough) => {
        if (run(approachLimits, { enemy, distance: d, roughCoverOrBuiltUp: rough }).ok) {
          expect(run(approachLimits, { enemy, distance: d + more, roughCoverOrBuiltUp: rough }).ok).toBe(true);
        }
      },
    ));
  });
});

describe('11.22 withdrawal', () => {
  const cases = [
    { enemy: 'formed-infantry', d: 3, extra: {}, withdraws: true, way: 'fall-back', end: 3, inclusive: false },
    { enemy: 'formed-infantry', d: 3.1, extra: {}, withdraws: false, way: 'none', end: null, inclusive: false },
    { enemy: 'artillery', d: 1, extra: {}, withdraws: true, way: 'fall-back', end: 3, inclusive: false },
    { enemy: 'cavalry', d: 2, extra: {}, withdraws: true, way: 'fall-back', end: 9, inclusive: true },
    { enemy: 'cavalry', d: 2, extra: { roughCoverOrBuiltUp: true }, withdraws: true, way: 'fall-back', end: 3, inclusive: false },
    { enemy: 'cossacks', d: 1, extra: {}, withdraws: false, way: 'none', end: null, inclusive: false },
    { enemy: 'skirmishers', d: 1, extra: {}, withdraws: false, way: 'none', end: null, inclusive: false },
    { enemy: 'formed-infantry', d: 2, extra: { canKeepDistance: false }, withdraws: true, way: 'behind-friends-flanks-or-cover', end: 3, inclusive: false },
    { enemy: 'formed-infantry', d: 2, extra: { canKeepDistance: false, friendsInMelee: true }, withdraws: true, way: 'retreat', end: 3, inclusive: false },
    { enemy: 'formed-infantry', d: 5, extra: { units: 'cm' }, withdraws: true, way: 'fall-back', end: 5, inclusive: false },
    { enemy: 'formed-infantry', d: 5.1, extra: { units: 'cm' }, withdraws: false, way: 'none', end: null, inclusive: false },
  ] as const;
  it.each(cases)('$enemy at $d $extra → $way', (c) => {
    const r = ok(run(withdrawal, { enemy: c.enemy, distance: c.d, ...c.extra }));
    expect(r.outcome.withdraws).toBe(c.withdraws);
    expect(r.outcome.way).toBe(c.way);
    expect(r.outcome.endDistance).toBe(c.end);
    expect(r.outcome.inclusive).toBe(c.inclusive);
    expect(r.outcome.bonusMove).toBe(c.withdraws);
  });
});

// ---------------------------------------------------------------------------------------------
// 11.6: casualties to the command companies first

describe('11.6 casualties go to the command companies first', () => {
  const cases = [
    // command, line, company, casualties → command after, line after
    [16, 16, 8, 3, 13, 16], // the Prussian example
    [13, 16, 8, 5, 8, 16],
    [8, 16, 8, 4, 8, 12], // command at one company: the line takes it
    [16, 16, 8, 10, 8, 14],
    [8, 2, 8, 6, 4, 0], // the line is gone: the rest back on the command companies (reading)
    [4, 10, 8, 3, 4, 7], // already below one company: nothing more from them
    [16, 16, 8, 0, 16, 16],
  ] as const;
  it.each(cases)('command %i, line %i, company %i, %i casualties → %i / %i', (command, line, company, casualties, commandAfter, lineAfter) => {
    const r = ok(run(commandCompanyCasualties, { commandFigures: command, lineFigures: line, companyFigures: company, casualties }));
    expect(r.outcome.commandAfter).toBe(commandAfter);
    expect(r.outcome.lineAfter).toBe(lineAfter);
    expect(r.outcome.toCommand + r.outcome.toLine).toBe(casualties);
  });

  it('refuses more casualties than figures', () => {
    expectRefusal(run(commandCompanyCasualties, { commandFigures: 8, lineFigures: 8, companyFigures: 8, casualties: 17 }), 'skirmishers/casualties_exceed_strength');
  });

  it('property: the line loses nothing while the command companies are above one company', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 120 }),
      (command, line, company, casualties) => {
        fc.pre(casualties <= command + line);
        const r = ok(run(commandCompanyCasualties, { commandFigures: command, lineFigures: line, companyFigures: company, casualties }));
        expect(r.outcome.toCommand + r.outcome.toLine).toBe(casualties);
        if (r.outcome.toLine > 0) expect(r.outcome.commandAfter).toBeLessThanOrEqual(company);
        if (r.outcome.lineAfter > 0) expect(r.outcome.commandAfter).toBe(Math.max(Math.min(command, company), command - casualties));
      }));
  });
});

// ---------------------------------------------------------------------------------------------
// 11.23–11.25 (and 11.9 g): melee

describe('11.23–11.25 skirmishers in melee', () => {
  it.each([
    [{ role: 'charging', opponent: 'closed-order' }, 'skirmishers/may_only_charge_skirmishers'],
    [{ role: 'charging', opponent: 'cossacks' }, 'skirmishers/cannot_charge_cossacks'],
    [{ role: 'charging', opponent: 'cossacks', mounted: true, terrain: 'rough' }, 'skirmishers/cannot_charge_cossacks'],
    [{ role: 'charging', opponent: 'closed-order', mounted: true, terrain: 'open' }, 'skirmishers/may_only_charge_skirmishers'],
    [{ role: 'charging', opponent: 'closed-order', mounted: true, terrain: 'built-up' }, 'skirmishers/may_only_charge_skirmishers'],
    [{ role: 'charged', opponent: 'closed-order', response: 'stand' }, 'skirmishers/must_evade'],
    [{ role: 'charged', opponent: 'closed-order', response: 'stand', terrain: 'built-up', unit: 'brigade-screen' }, 'skirmishers/must_evade'],
  ] as const)('refuses %o with %s', (input, code) => {
    expectRefusal(run(skirmishersInMelee, { figures: 12, ...input }), code);
  });

  const cases = [
    // input, fights, evades, melee figures, removed, charge modifier, re-form
    [{ role: 'charging', opponent: 'skirmishers' }, true, false, 12, 0, true, false],
    [{ role: 'charging', opponent: 'closed-order', mounted: true, terrain: 'rough' }, true, false, 12, 0, false, false],
    [{ role: 'charged', opponent: 'closed-order', companiesCaught: 2 }, false, true, null, 2, null, false],
    [{ role: 'charged', opponent: 'closed-order' }, false, true, null, 0, null, false],
    [{ role: 'charged', opponent: 'cossacks', response: 'stand', terrain: 'open', figures: 13 }, true, false, 6, 0, null, false],
    [{ role: 'charged', opponent: 'cossacks', response: 'stand', terrain: 'rough', figures: 13 }, true, false, 13, 0, null, false],
    [{ role: 'charged', opponent: 'cossacks', response: 'stand', terrain: 'built-up', figures: 13 }, true, false, 13, 0, null, false],
    [{ role: 'charged', opponent: 'cossacks', response: 'evade' }, false, true, null, 0, null, false],
    [{ role: 'charged', opponent: 'skirmishers' }, true, false, 12, 0, null, false],
    [{ role: 'charged', opponent: 'closed-order', response: 'stand', terrain: 'built-up', unit: 'light-battalion', figures: 32 }, true, false, 32, 0, null, true],
  ] as const;
  it.each(cases)('%o → fights %s, evades %s, figures %s, removed %i', (input, fights, evades, figures, removed, charge, reform) => {
    const r = ok(run(skirmishersInMelee, { figures: 12, ...input }));
    expect(r.outcome).toEqual({ fights, evades, meleeFigures: figures, removedCompanies: removed, moraleTest: false, chargeModifier: charge, reformNextTurn: reform });
    expect(r.steps.some((s) => s.section === '11.25')).toBe(true);
  });
});
