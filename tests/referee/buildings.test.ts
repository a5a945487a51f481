// Rule set 002 (appendix «Здания и Мосты»): every number of the seed, line by line, with typed dice.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ok, readingsEn, refused, typed } from './support';
import {
  ARTILLERY_KINDS,
  FIRE_FACTOR_TABLE,
  NATIONS,
  artilleryAtGarrison,
  bridgeWallDefencePoints,
  buildingsProcedures,
  fireFactor,
  fireFighting,
  fireSpread,
  garrisonBand,
  houseBreakIn,
  houseBurnDown,
  houseCapacity,
  houseDefencePoints,
  houseIgnition,
  houseMeleeModifier,
  housePreparation,
  houseStormLimit,
  kindsOf,
  musketFireAtHouse,
  type ArtilleryKind,
  type Nation,
} from '../../shared/rules/referee/buildings';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);


// The seeds live beside the repository (../shared/seeds); CI's clean clone has none, so this block
// runs where they are present and is reported as skipped elsewhere.
const SEED = fileURLToPath(new URL('../../../shared/seeds/002_eb0a1879b7bcf476.txt', import.meta.url));

describe('002 procedures: the frame’s requirements', () => {
  it('ids are kebab-case and unique, all in the buildings rule set', () => {
    const ids = buildingsProcedures.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of buildingsProcedures) {
      expect(p.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(p.ruleset).toBe('buildings');
    }
    expect(ids).toEqual([
      'house-capacity', 'house-preparation', 'house-storm-limit', 'house-melee-modifier', 'house-break-in',
      'musket-fire-at-house', 'artillery-at-garrison', 'house-defence-points', 'bridge-wall-defence-points',
      'house-ignition', 'fire-spread', 'fire-fighting', 'house-burn-down',
    ]);
  });

  it('every procedure is bilingual, names a 002 section, and gives its fields labels and ranges', () => {
    for (const p of buildingsProcedures) {
      expect(p.section).toMatch(/^002 §\S/);
      expect(p.title.ru.length * p.title.en.length * p.diceHelp.ru.length * p.diceHelp.en.length).toBeGreaterThan(0);
      expect(p.ruleText).toBe(p.ruleText.trim());
      expect(p.ruleText.length).toBeGreaterThan(20);
      for (const f of p.fields) {
        expect(f.label.ru.length * f.label.en.length).toBeGreaterThan(0);
        if (f.spec.kind === 'int' || f.spec.kind === 'number') {
          expect(f.spec.min, `${p.id}.${f.name} min`).toBeTypeOf('number');
          expect(f.spec.max, `${p.id}.${f.name} max`).toBeTypeOf('number');
        }
      }
    }
  });

  when.it({ 'no-seeds': !existsSync(SEED) })('every ruleText is the seed’s own words (each paragraph verbatim)', () => {
    const seed = readFileSync(SEED, 'utf8');
    for (const p of buildingsProcedures) {
      for (const chunk of p.ruleText.split('\n\n')) expect(seed, p.id).toContain(chunk);
    }
  });

  it('every step and modifier of a sample run names a 002 section', () => {
    const r = ok(houseDefencePoints, { material: 'stone', perimeterCm: 50, gunPounds: 12, nation: 'france', artillery: 'guard', zone: 2, pointsTotal: 10, capacity: 12, garrison: 6 }, typed(4));
    for (const s of r.steps) expect(s.section).toMatch(/^002 §/);
    for (const m of r.modifiers) expect(m.section).toMatch(/^002 §/);
    expect(r.ruleset).toBe('buildings');
    expect(r.procedure).toBe('house-defence-points');
  });
});

// ---------------------------------------------------------------------------------------------

describe('002 §Вместимость — 1 figure per 2 cm², 1 shot per 2 cm of facade', () => {
  it.each([
    // area, facade, destroyed → base, reduction, capacity, firing places
    [20, 10, 0, 10, 0, 10, 5],
    [21, 11, 0, 10, 0, 10, 5],
    [2, 2, 0, 1, 0, 1, 1],
    [1.5, 1.5, 0, 0, 0, 0, 0],
    [20, 10, 1, 10, 0, 10, 5],
    [20, 10, 2, 10, 1, 9, 5],
    [20, 10, 5, 10, 2, 8, 5],
    [4, 4, 10, 2, 5, 0, 2],
  ])('area %s cm², facade %s cm, %s points destroyed', (areaCm2, facadeCm, pointsDestroyed, base, reduction, capacity, places) => {
    const r = ok(houseCapacity, { areaCm2, facadeCm, pointsDestroyed });
    expect(r.outcome).toEqual({ baseCapacity: base, capacityReduction: reduction, capacity, firingPlaces: places });
    expect(r.dice).toEqual([]);
  });

  it('shows the rounding-down reading only when a part of 2 cm is left', () => {
    expect(ok(houseCapacity, { areaCm2: 20, facadeCm: 10 }).readings).toEqual([]);
    expect(readingsEn(ok(houseCapacity, { areaCm2: 21, facadeCm: 10 }))).toMatch(/round down/);
  });

  it('refuses typed dice it does not use', () => {
    expect(refused(houseCapacity, { areaCm2: 20, facadeCm: 10 }, typed(3)).code).toBe('referee/too_many_dice');
  });
});

describe('002 §Подготовка к обороне — 1 per 4 cm for 2 hours (tired) or 1 per 2 cm for 1 hour', () => {
  it.each([
    // facade, figures, method → chosen, hours, needed, tired
    [8, 4, 'fastest', 'one-hour', 1, 4, 0],
    [8, 9, 'fastest', 'one-hour', 1, 4, 0],
    [8, 3, 'fastest', 'two-hours', 2, 2, 2],
    [8, 2, 'fastest', 'two-hours', 2, 2, 2],
    [10, 5, 'fastest', 'one-hour', 1, 5, 0],
    [10, 3, 'fastest', 'two-hours', 2, 3, 3],
    [8, 10, 'two-hours', 'two-hours', 2, 2, 2],
    [8, 4, 'one-hour', 'one-hour', 1, 4, 0],
  ] as const)('facade %s cm, %s figures, %s', (facadeCm, figures, method, chosen, hours, needed, tired) => {
    const r = ok(housePreparation, { facadeCm, figures, method });
    expect(r.outcome.method).toBe(chosen);
    expect(r.outcome.hours).toBe(hours);
    expect(r.outcome.figuresNeeded).toBe(needed);
    expect(r.outcome.figuresTired).toBe(tired);
  });

  it('counts both ways, rounding a part of 4 cm (or 2 cm) up', () => {
    const r = ok(housePreparation, { facadeCm: 9, figures: 5 });
    expect(r.outcome.needTwoHours).toBe(3);
    expect(r.outcome.needOneHour).toBe(5);
    expect(readingsEn(r)).toMatch(/round up/);
  });

  it.each([
    [8, 1, 'fastest'],
    [8, 0, 'fastest'],
    [10, 4, 'one-hour'],
    [10, 2, 'two-hours'],
  ] as const)('refuses facade %s cm with %s figures (%s)', (facadeCm, figures, method) => {
    const e = refused(housePreparation, { facadeCm, figures, method });
    expect(e.code).toBe('buildings/too_few_to_prepare');
    expect(e.field).toBe('figures');
    expect(e.message.ru.length * e.message.en.length).toBeGreaterThan(0);
  });
});

describe('002 §Штурм — at most 1 figure per 1 cm of perimeter, skirmish infantry only', () => {
  it.each([
    [40, 40],
    [40.5, 40],
    [1, 1],
    [63.5, 63],
  ])('perimeter %s cm → %s stormers', (perimeterCm, max) => {
    expect(ok(houseStormLimit, { perimeterCm }).outcome.maxStormers).toBe(max);
  });

  it('accepts the limit and refuses one more', () => {
    expect(ok(houseStormLimit, { perimeterCm: 30, attackers: 30 }).outcome).toEqual({ maxStormers: 30, attackers: 30 });
    const e = refused(houseStormLimit, { perimeterCm: 30, attackers: 31 });
    expect(e.code).toBe('buildings/too_many_stormers');
    expect(e.message.en).toContain('30');
  });

  it.each(['infantry-formed', 'cavalry', 'artillery'])('refuses %s', (troops) => {
    expect(refused(houseStormLimit, { perimeterCm: 30, troops }).code).toBe('buildings/storm_needs_skirmish_infantry');
  });
});

// ---------------------------------------------------------------------------------------------

describe('002 §Рукопашная схватка — the garrison’s factor', () => {
  it.each([
    // building, prepared, enemy inside → factor, basis
    ['stone', false, false, 1.5, 'stone'],
    ['wood', false, false, 1, 'wood'],
    ['stone', false, true, 0.5, 'enemy-inside'],
    ['wood', false, true, 0.5, 'enemy-inside'],
    ['ruins', false, false, 0.5, 'ruins'],
    ['ruins', false, true, 0.5, 'ruins'],
    ['stone', true, false, 1.5, 'stone'],
    ['wood', true, false, 1, 'wood'],
  ] as const)('%s, prepared %s, enemy inside %s → +%s', (building, prepared, enemyInside, factor, basis) => {
    const r = ok(houseMeleeModifier, { building, prepared, enemyInside });
    expect(r.outcome).toEqual({ garrisonModifier: factor, basis });
    expect(r.modifiers).toHaveLength(1);
    expect(r.modifiers[0].value).toBe(factor);
    expect(r.modifiers[0].section).toBe('002 §Рукопашная схватка');
  });

  it('states its readings: prepared house, enemy inside replaces the bonus', () => {
    expect(readingsEn(ok(houseMeleeModifier, { building: 'stone', prepared: true }))).toMatch(/prepared house gets the same factor/);
    expect(readingsEn(ok(houseMeleeModifier, { building: 'stone', enemyInside: true }))).toMatch(/instead of \+1\.5\/\+1/);
    expect(ok(houseMeleeModifier, { building: 'stone' }).readings).toEqual([]);
  });
});

describe('002 §Рукопашная схватка — break-in and flight on the defenders’ morale test', () => {
  it.each([
    [-2, 'defenders-flee'],
    [0, 'defenders-flee'],
    [1, 'defenders-flee'],
    [1.4, 'defenders-flee'],
    [1.5, 'break-in'],
    [2, 'break-in'],
    [2.5, 'break-in'],
    [3, 'break-in'],
    [3.5, 'defenders-hold'],
    [6, 'defenders-hold'],
  ] as const)('morale %s → %s', (defenderMorale, result) => {
    const r = ok(houseBreakIn, { defenderMorale });
    expect(r.outcome.result).toBe(result);
    expect(r.readings.length > 0).toBe(result === 'defenders-hold');
  });
});

// ---------------------------------------------------------------------------------------------

describe('002 §Ружейный огонь — zones further, save of 6 when prepared', () => {
  it.each([
    ['stone', 1, 2, 3],
    ['stone', 4, 2, 6],
    ['wood', 1, 1, 2],
    ['wood', 3, 1, 4],
    ['ruins', 1, 1, 2],
    ['ruins', 2, 1, 3],
  ] as const)('%s at zone %s → +%s = zone %s', (target, zone, shift, effective) => {
    const r = ok(musketFireAtHouse, { target, zone });
    expect(r.outcome.zoneShift).toBe(shift);
    expect(r.outcome.effectiveZone).toBe(effective);
    expect(r.modifiers.map((m) => m.value)).toEqual([shift]);
  });

  it('a prepared house saves each hit figure on a 6', () => {
    const r = ok(musketFireAtHouse, { target: 'stone', zone: 2, prepared: true, hits: 4 }, typed(6, 5, 6, 1));
    expect(r.outcome).toMatchObject({ saveOn: 6, hits: 4, saved: 2, losses: 2 });
    expect(r.dice.map((d) => d.value)).toEqual([6, 5, 6, 1]);
    expect(r.dice.every((d) => d.sides === 6)).toBe(true);
  });

  it.each([1, 2, 3, 4, 5])('a prepared wooden house does not save on %s', (die) => {
    expect(ok(musketFireAtHouse, { target: 'wood', zone: 1, prepared: true, hits: 1 }, typed(die)).outcome.losses).toBe(1);
  });

  it('an unprepared house has no save (no dice)', () => {
    const r = ok(musketFireAtHouse, { target: 'stone', zone: 1, hits: 3 });
    expect(r.outcome).toMatchObject({ saveOn: null, saved: 0, losses: 3 });
    expect(refused(musketFireAtHouse, { target: 'stone', zone: 1, hits: 3 }, typed(6)).code).toBe('referee/too_many_dice');
  });

  it('ruins have no save even when marked prepared, and say so', () => {
    const r = ok(musketFireAtHouse, { target: 'ruins', zone: 1, prepared: true, hits: 2 });
    expect(r.outcome).toMatchObject({ saveOn: null, losses: 2 });
    expect(readingsEn(r)).toMatch(/ruins are not prepared/);
  });

  it('asks for a die per hit figure', () => {
    expect(refused(musketFireAtHouse, { target: 'stone', zone: 1, prepared: true, hits: 2 }, typed(6)).code).toBe('referee/not_enough_dice');
  });

  it('property: saved is the number of sixes and saved + losses = hits', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 30 }), (dice) => {
      const r = ok(musketFireAtHouse, { target: 'stone', zone: 1, prepared: true, hits: dice.length }, typed(...dice));
      expect(r.outcome.saved).toBe(dice.filter((d) => d === 6).length);
      expect(r.outcome.saved + r.outcome.losses).toBe(dice.length);
    }));
  });
});

describe('002 §Артиллерийский огонь/1 — losses of the garrison', () => {
  it.each([
    // garrison, capacity → band (integers: half = ≤ capacity/2, third = ≤ capacity/3)
    [10, 10, 'over-half'],
    [6, 10, 'over-half'],
    [5, 10, 'half'],
    [4, 10, 'half'],
    [3, 10, 'third'],
    [0, 10, 'third'],
    [7, 12, 'over-half'],
    [6, 12, 'half'],
    [5, 12, 'half'],
    [4, 12, 'third'],
  ] as const)('garrison %s of %s is %s', (garrison, capacity, band) => {
    expect(garrisonBand(garrison, capacity)).toBe(band);
  });

  it.each(['stone', 'wood', 'ruins'] as const)('%s: fire table against skirmish order, one zone further', (target) => {
    const r = ok(artilleryAtGarrison, { target, zone: 3, garrison: 10, capacity: 10 });
    expect(r.outcome.effectiveZone).toBe(4);
    expect(r.modifiers.map((m) => m.value)).toEqual([1]);
  });

  it('wood and ruins: no save at all', () => {
    for (const target of ['wood', 'ruins']) {
      const r = ok(artilleryAtGarrison, { target, zone: 1, garrison: 8, capacity: 10, hits: 3 });
      expect(r.outcome).toMatchObject({ band: null, firstSaveOn: null, extraSaveEven: false, losses: 3 });
      expect(r.dice).toEqual([]);
    }
  });

  it('stone, more than half: save 5 or 6, no additional save', () => {
    const r = ok(artilleryAtGarrison, { target: 'stone', zone: 1, garrison: 8, capacity: 10, hits: 4 }, typed(5, 6, 4, 1));
    expect(r.outcome).toMatchObject({ band: 'over-half', firstSaveOn: 5, extraSaveEven: false, savedFirst: 2, savedExtra: 0, losses: 2 });
  });

  it('stone, half: save 5 or 6, then the failed ones save on even', () => {
    // first saves 5 | 1 | 4 ; additional for the two failed: 2 (even, saved) | 3
    const r = ok(artilleryAtGarrison, { target: 'stone', zone: 1, garrison: 5, capacity: 10, hits: 3 }, typed(5, 1, 4, 2, 3));
    expect(r.outcome).toMatchObject({ band: 'half', firstSaveOn: 5, extraSaveEven: true, savedFirst: 1, savedExtra: 1, losses: 1 });
    expect(r.dice.map((d) => d.purpose.en)).toEqual(['save (5+ saves)', 'save (5+ saves)', 'save (5+ saves)', 'additional save (even saves)', 'additional save (even saves)']);
  });

  it('stone, a third or less: save 3, 4, 5, 6, and the additional even save stays (reading)', () => {
    const r = ok(artilleryAtGarrison, { target: 'stone', zone: 1, garrison: 3, capacity: 10, hits: 3 }, typed(3, 2, 1, 4, 5));
    expect(r.outcome).toMatchObject({ band: 'third', firstSaveOn: 3, extraSaveEven: true, savedFirst: 1, savedExtra: 1, losses: 1 });
    expect(readingsEn(r)).toMatch(/additional even save stays/);
  });

  it.each([
    // garrison, capacity, band, dice for one hit whose first save is a 3 → losses
    [3, 9, 'third', [3], 0],
    [4, 9, 'half', [3, 1], 1],
    [4, 9, 'half', [3, 6], 0],
    [5, 9, 'over-half', [3], 1],
  ] as const)('stone: a first save of 3 with garrison %s of %s (%s)', (garrison, capacity, band, dice, losses) => {
    const r = ok(artilleryAtGarrison, { target: 'stone', zone: 1, garrison, capacity, hits: 1 }, typed(...dice));
    expect(r.outcome.band).toBe(band);
    expect(r.outcome.losses).toBe(losses);
  });

  it('refuses a garrison over capacity and more hits than figures', () => {
    expect(refused(artilleryAtGarrison, { target: 'stone', zone: 1, garrison: 11, capacity: 10 }).code).toBe('buildings/garrison_over_capacity');
    expect(refused(artilleryAtGarrison, { target: 'stone', zone: 1, garrison: 2, capacity: 10, hits: 3 }).code).toBe('buildings/hits_exceed_garrison');
  });

  it('property: losses follow the bands exactly', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 30 }).chain((capacity) => fc.tuple(fc.constant(capacity), fc.integer({ min: 1, max: capacity }))),
      fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
      ([capacity, garrison], pool) => {
        const hits = 1 + (pool[0] % garrison);
        const band = garrisonBand(garrison, capacity);
        const first = pool.slice(0, hits);
        const firstTarget = band === 'third' ? 3 : 5;
        const failed = first.filter((d) => d < firstTarget).length;
        const extra = band === 'over-half' ? [] : pool.slice(hits, hits + failed);
        const expected = failed - extra.filter((d) => d % 2 === 0).length;
        const r = ok(artilleryAtGarrison, { target: 'stone', zone: 1, garrison, capacity, hits }, typed(...first, ...extra));
        expect(r.outcome.losses).toBe(expected);
      },
    ));
  });
});

// ---------------------------------------------------------------------------------------------

describe('002 §Артиллерийский огонь/2/Огневые факторы артиллерии — the national table', () => {
  // The seed's table, line by line.
  const table: ReadonlyArray<readonly [Nation, ArtilleryKind, number]> = [
    ['austria', 'heavy', 1], ['austria', 'light', 2], ['austria', 'horse', 2],
    ['spain', 'heavy', 1], ['spain', 'light', 2], ['spain', 'horse', 2],
    ['portugal', 'heavy', 1], ['portugal', 'light', 2], ['portugal', 'horse', 2],
    ['britain', 'foot', 2], ['britain', 'horse', 3],
    ['italy', 'guard', 2], ['italy', 'line', 1],
    ['rhine', 'guard', 2], ['rhine', 'line', 1],
    ['france', 'guard', 3], ['france', 'line', 2],
    ...(['poland', 'prussia', 'scandinavia'] as const).flatMap((n) => ARTILLERY_KINDS.map((k) => [n, k, 2] as const)),
    ['russia', 'guard-light', 3],
    ...ARTILLERY_KINDS.filter((k) => k !== 'guard-light').map((k) => ['russia', k, 2] as const),
  ];

  it.each(table)('%s %s → %s', (nation, artillery, factor) => {
    expect(fireFactor(nation, artillery)).toMatchObject({ ok: true, factor });
    // Through the procedure: die 1, zone 1, 8-pounder → the result is the factor itself.
    const r = ok(houseDefencePoints, { material: 'stone', perimeterCm: 41, gunPounds: 8, nation, artillery, zone: 1, pointsTotal: 20, capacity: 10, garrison: 0 }, typed(1));
    expect(r.outcome.fireFactor).toBe(factor);
    expect(r.outcome.result).toBe(factor);
    expect(r.modifiers[0]).toMatchObject({ value: factor, section: '002 §Артиллерийский огонь/2/Огневые факторы артиллерии' });
  });

  it('the table covers every nation once, and every other kind is refused', () => {
    expect(FIRE_FACTOR_TABLE.flatMap((r) => r.nations).sort()).toEqual([...NATIONS].sort());
    const listed = new Set(table.map(([n, k]) => `${n}/${k}`));
    let refusedCount = 0;
    for (const nation of NATIONS) {
      for (const artillery of ARTILLERY_KINDS) {
        if (listed.has(`${nation}/${artillery}`)) continue;
        refusedCount++;
        expect(fireFactor(nation, artillery).ok).toBe(false);
        const e = refused(houseDefencePoints, { material: 'stone', perimeterCm: 41, gunPounds: 8, nation, artillery, zone: 1, pointsTotal: 20, capacity: 10, garrison: 0 });
        expect(e.code).toBe('buildings/no_such_artillery');
        expect(e.field).toBe('artillery');
      }
    }
    // 7 kinds × 11 nations, less the rows the seed lists.
    expect(refusedCount).toBe(77 - table.length);
    expect(kindsOf('britain')).toEqual(['horse', 'foot']);
  });
});

describe('002 §Артиллерийский огонь/2 — destroying defence points', () => {
  const house = { material: 'stone', perimeterCm: 50, gunPounds: 8, nation: 'prussia', artillery: 'foot', zone: 1, pointsTotal: 20, pointsDestroyed: 0, capacity: 10, garrison: 5 };

  it.each([
    ['a wooden house', { material: 'wood' }, 'buildings/not_large_stone_house', 'material'],
    ['a stone house of exactly 40 cm', { perimeterCm: 40 }, 'buildings/not_large_stone_house', 'perimeterCm'],
    ['a small stone house', { perimeterCm: 20 }, 'buildings/not_large_stone_house', 'perimeterCm'],
    ['a 6-pounder', { gunPounds: 6 }, 'buildings/gun_too_light', 'gunPounds'],
    ['a 4-pounder', { gunPounds: 4 }, 'buildings/gun_too_light', 'gunPounds'],
    ['British heavy artillery', { nation: 'britain', artillery: 'heavy' }, 'buildings/no_such_artillery', 'artillery'],
    ['more points destroyed than there are', { pointsDestroyed: 21 }, 'buildings/points_out_of_range', 'pointsDestroyed'],
    ['a house already half destroyed', { pointsDestroyed: 10 }, 'buildings/already_ruins', 'pointsDestroyed'],
    ['a garrison over the reduced capacity', { pointsDestroyed: 4, garrison: 9 }, 'buildings/garrison_over_capacity', 'garrison'],
  ] as const)('refuses %s', (_what, change, code, field) => {
    const e = refused(houseDefencePoints, { ...house, ...change }, typed(6));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
    expect(e.message.ru.length * e.message.en.length).toBeGreaterThan(0);
  });

  it.each([
    // die, factor (nation/kind), zone, gun → result, destroyed
    [4, 'france', 'guard', 2, 12, 6, 6],
    [4, 'france', 'guard', 2, 8, 5, 5],
    [1, 'austria', 'heavy', 4, 8, -2, 0],
    [3, 'austria', 'heavy', 4, 8, 0, 0],
    [6, 'britain', 'horse', 1, 9, 8, 8],
    [6, 'russia', 'guard-light', 1, 12, 9, 9],
    [2, 'italy', 'line', 3, 12, 1, 1],
  ] as const)('d6 %s + factor (%s %s) − zone %s, %s-pounder → %s, %s destroyed', (die, nation, artillery, zone, gunPounds, result, destroyed) => {
    const r = ok(houseDefencePoints, { ...house, nation, artillery, zone, gunPounds }, typed(die));
    expect(r.outcome.roll).toBe(die);
    expect(r.outcome.calibreBonus).toBe(gunPounds >= 12 ? 1 : 0);
    expect(r.outcome.result).toBe(result);
    expect(r.outcome.pointsDestroyedNow).toBe(destroyed);
    const zoneMod = r.modifiers.find((m) => m.value === -zone);
    expect(zoneMod?.section).toBe('002 §Артиллерийский огонь/2');
    expect(r.modifiers.some((m) => m.reason.en === `${gunPounds}-pounder` && m.value === 1)).toBe(gunPounds >= 12);
    expect(readingsEn(r)).toMatch(/number of defence points the shot destroys/);
  });

  it('every two points destroyed take one figure off the capacity; figures beyond it leave', () => {
    // 20 points, 0 before; 6 + 2 − 1 + 1 = 8 → capacity 10 − 4 = 6; garrison 9 → 3 leave.
    const r = ok(houseDefencePoints, { ...house, gunPounds: 12, nation: 'france', artillery: 'line', garrison: 9 }, typed(6));
    expect(r.outcome).toMatchObject({ pointsDestroyedNow: 8, pointsDestroyedTotal: 8, pointsLeft: 12, becameRuins: false, capacityBefore: 10, capacityAfter: 6, figuresMustLeave: 3 });
    expect(readingsEn(r)).toMatch(/excess leaves the house/);
  });

  it('half the points destroyed: the house becomes ruins and the garrison tests morale', () => {
    // 10 points, 3 before; 2 + 2 − 2 = 2 → 5 of 10.
    const r = ok(houseDefencePoints, { ...house, pointsTotal: 10, pointsDestroyed: 3, zone: 2 }, typed(2));
    expect(r.outcome).toMatchObject({ pointsDestroyedNow: 2, pointsDestroyedTotal: 5, halfDestroyed: true, becameRuins: true, garrisonMoraleTest: true, capacityBefore: 9, capacityAfter: 8 });
    const one = ok(houseDefencePoints, { ...house, pointsTotal: 10, pointsDestroyed: 3, zone: 3 }, typed(2));
    expect(one.outcome).toMatchObject({ pointsDestroyedTotal: 4, becameRuins: false, garrisonMoraleTest: false });
  });

  it('an empty house becoming ruins needs no morale test', () => {
    const r = ok(houseDefencePoints, { ...house, pointsTotal: 4, garrison: 0 }, typed(6));
    expect(r.outcome).toMatchObject({ becameRuins: true, garrisonMoraleTest: false });
  });

  it('an odd number of points: half is rounded up, and the reading says so', () => {
    const r = ok(houseDefencePoints, { ...house, pointsTotal: 9, pointsDestroyed: 4, zone: 2 }, typed(1)); // 1 + 2 − 2 = 1
    expect(r.outcome).toMatchObject({ pointsDestroyedTotal: 5, becameRuins: true });
    expect(readingsEn(r)).toMatch(/"Half" of 9 points is 5/);
    const four = ok(houseDefencePoints, { ...house, pointsTotal: 9, pointsDestroyed: 3, zone: 2 }, typed(1));
    expect(four.outcome.becameRuins).toBe(false);
  });

  it('cannot destroy more points than are left', () => {
    const r = ok(houseDefencePoints, { ...house, pointsTotal: 10, pointsDestroyed: 4 }, typed(6)); // 6 + 2 − 1 = 7, 6 left
    expect(r.outcome).toMatchObject({ result: 7, pointsDestroyedNow: 6, pointsLeft: 0 });
  });

  it('a gun heavier than 12 pounds gets the +1, with the reading', () => {
    const r = ok(houseDefencePoints, { ...house, gunPounds: 24 }, typed(1));
    expect(r.outcome.calibreBonus).toBe(1);
    expect(readingsEn(r)).toMatch(/24-pounder gets it too/);
  });

  it('property: destroyed = clamp(d6 + factor − zone + [gun ≥ 12], 0, points left)', () => {
    const valid = NATIONS.flatMap((n) => kindsOf(n).map((k) => [n, k] as const));
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 6 }), fc.constantFrom(...valid), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 8, max: 24 }), fc.integer({ min: 2, max: 30 }),
      (die, [nation, artillery], zone, gunPounds, pointsTotal) => {
        const before = Math.floor((pointsTotal - 1) / 2);
        const r = ok(houseDefencePoints, { ...house, nation, artillery, zone, gunPounds, pointsTotal, pointsDestroyed: before, garrison: 0 }, typed(die));
        const f = fireFactor(nation, artillery);
        if (!f.ok) throw new Error('unreachable');
        const expected = Math.min(Math.max(die + f.factor - zone + (gunPounds >= 12 ? 1 : 0), 0), pointsTotal - before);
        expect(r.outcome.pointsDestroyedNow).toBe(expected);
        expect(r.outcome.becameRuins).toBe(2 * (before + expected) >= pointsTotal);
      },
    ));
  });

  it('property: a seeded run is reproducible and records its seed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      const a = ok(houseDefencePoints, house, { kind: 'seeded', seed });
      const b = ok(houseDefencePoints, house, { kind: 'seeded', seed });
      expect(a).toEqual(b);
      expect(a.seed).toBe(seed);
      expect(a.dice).toHaveLength(1);
      expect(a.outcome.roll).toBe(a.dice[0].value);
      // Typing the seeded die gives the same result.
      expect(ok(houseDefencePoints, house, typed(a.dice[0].value)).outcome).toEqual(a.outcome);
    }));
  });
});

describe('002 §Артиллерийский огонь/2 — bridges and walls', () => {
  const bridge = { target: 'bridge', gunPounds: 12, nation: 'russia', artillery: 'foot', zone: 2, pointsTotal: 6, pointsDestroyed: 0 };

  it('is destroyed when half its points are gone', () => {
    const r = ok(bridgeWallDefencePoints, bridge, typed(3)); // 3 + 2 − 2 + 1 = 4 ≥ 3
    expect(r.outcome).toMatchObject({ result: 4, pointsDestroyedNow: 4, destroyed: true });
    expect(readingsEn(r)).toMatch(/bridges and walls/);
  });

  it('a wall hit short of half stands', () => {
    const r = ok(bridgeWallDefencePoints, { ...bridge, target: 'wall', gunPounds: 8 }, typed(2)); // 2 + 2 − 2 = 2 < 3
    expect(r.outcome).toMatchObject({ pointsDestroyedNow: 2, destroyed: false });
  });

  it('refuses light guns and ones already destroyed', () => {
    expect(refused(bridgeWallDefencePoints, { ...bridge, gunPounds: 6 }).code).toBe('buildings/gun_too_light');
    expect(refused(bridgeWallDefencePoints, { ...bridge, pointsDestroyed: 3 }).code).toBe('buildings/already_destroyed');
  });
});

// ---------------------------------------------------------------------------------------------

describe('002 §Артиллерийский огонь/3 — setting on fire, spreading, fighting, burning down', () => {
  it.each([
    ['wood-thatch', 4],
    ['wood-tile', 5],
    ['stone', 6],
  ] as const)('%s catches fire on %s or more', (house, target) => {
    for (let die = 1; die <= 6; die++) {
      const r = ok(houseIgnition, { house }, typed(die));
      expect(r.outcome).toEqual({ roll: die, target, onFire: die >= target });
    }
  });

  it('ignition states what a successful shot is', () => {
    expect(readingsEn(ok(houseIgnition, { house: 'stone' }, typed(6)))).toMatch(/artillery shot/);
  });

  it('no wind, no spread (and no die)', () => {
    for (const neighbour of ['wood', 'stone']) {
      expect(ok(fireSpread, { neighbour, windAllows: false }).outcome).toEqual({ roll: null, spreads: false });
    }
  });

  it('with the wind, a wooden neighbour catches without a roll (reading)', () => {
    const r = ok(fireSpread, { neighbour: 'wood', windAllows: true });
    expect(r.outcome).toEqual({ roll: null, spreads: true });
    expect(readingsEn(r)).toMatch(/without a roll/);
  });

  it.each([1, 2, 3, 4, 5, 6])('with the wind, a stone neighbour on %s', (die) => {
    expect(ok(fireSpread, { neighbour: 'stone', windAllows: true }, typed(die)).outcome).toEqual({ roll: die, spreads: die >= 5 });
  });

  it.each([
    // cycle, die → out, spread prevented, out of control
    [1, 3, false, false, false],
    [1, 4, true, true, false],
    [1, 6, true, true, false],
    [2, 4, false, false, false],
    [2, 5, true, false, false],
    [3, 5, false, false, true],
    [3, 6, true, false, false],
  ] as const)('fighting, cycle %s, die %s', (cycle, die, extinguished, spreadPrevented, outOfControl) => {
    const r = ok(fireFighting, { team: 6, cycle }, typed(die));
    expect(r.outcome).toMatchObject({ cycle, roll: die, extinguished, spreadPrevented, outOfControl });
  });

  it('needs a team of at least 6, and only three cycles', () => {
    expect(refused(fireFighting, { team: 5, cycle: 1 }, typed(6)).code).toBe('buildings/team_too_small');
    expect(refused(fireFighting, { team: 0, cycle: 1 }, typed(6)).code).toBe('buildings/team_too_small');
    expect(refused(fireFighting, { team: 12, cycle: 4 }, typed(6)).code).toBe('buildings/fire_out_of_control');
  });

  it.each([
    [40, 4, 'small', false, 1],
    [40, 5, 'small', true, 0],
    [20, 7, 'small', true, 0],
    [41, 9, 'large', false, 1],
    [41, 10, 'large', true, 0],
    [80, 1, 'large', false, 9],
  ] as const)('perimeter %s cm, burning %s cycles → %s house, ruins %s', (perimeterCm, cyclesBurning, size, ruins, left) => {
    const r = ok(houseBurnDown, { perimeterCm, cyclesBurning });
    expect(r.outcome).toEqual({ size, cyclesNeeded: size === 'large' ? 10 : 5, cyclesBurning, ruins, cyclesLeft: left });
  });
});

describe('bad input is refused by the frame before the rules run', () => {
  it('unknown fields, missing fields, out-of-range values', () => {
    expect(refused(houseCapacity, { areaCm2: 20, facadeCm: 10, floors: 2 }).code).toBe('referee/unknown_field');
    expect(refused(houseCapacity, { areaCm2: 20 }).code).toBe('referee/missing_field');
    expect(refused(artilleryAtGarrison, { target: 'stone', zone: 11, garrison: 1, capacity: 1 }).code).toBe('referee/bad_field');
    expect(refused(houseIgnition, { house: 'ruins' }).code).toBe('referee/bad_field');
    expect(refused(houseIgnition, { house: 'stone' }, typed(7)).code).toBe('referee/bad_die');
  });
});
