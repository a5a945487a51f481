/**
 * Destroying defence points by artillery (002 §Артиллерийский огонь/2): large stone houses, and the
 * bridges and walls the same paragraph names.
 */
import { bi, type DiceCup, type InputField, type InputValues, type ProcedureDef } from '../procedure';
import { LARGE_HOUSE_PERIMETER_CM, SECTION, Worksheet, num, pick, refuse, ru, type Refused } from './common';
import { ARTILLERY_KINDS, ARTILLERY_KIND_LABELS, NATIONS, NATION_LABELS, fireFactor, type ArtilleryKind, type Nation } from './fire-factors';
import { MAX_ZONE } from './musketry';

export const MIN_CALIBRE_LB = 8;
export const HEAVY_CALIBRE_LB = 12;

const RULE_TEXT = [
  'Большие каменные дома (периметром больше 40 см) уничтожаются из орудий калибром 8 и более фунтов. Поражение определяется по формуле:\nбросок одного кубика + огневой фактор - зона + 1 (для 12-фунтовых орудий).\nКогда уничтожена половина защитных пунктов, дом превращается в руины (и его гарнизон проходит моральный тест), а мост или стена разрушаются. При уничтожении каждых двух пунктов количество фигурок, которые могут находиться в доме, уменьшается на одну.',
  'Огневые факторы артиллерии:\nАвстрия, Испания, Португалия:\nтяжелая - 1;\nлегкая, конная - 2;\nБритания:\nпешая - 2;\nконная - 3;\nИталия, Рейнская Конфедерация:\nгвардейская - 2;\nлинейная - 1;\nФранция:\nгвардейская - 3;\nлинейная - 2;\nПольша, Пруссия, Скандинавия:\nвсе виды артиллерии - 2;\nРоссия:\nгвардейская легкая - 3;\nвсе остальные виды артиллерии - 2.',
].join('\n\n');

const GUN_FIELDS: readonly InputField[] = [
  { name: 'gunPounds', spec: { kind: 'int', min: 1, max: 48 }, label: bi('Калибр орудия, фунтов', 'Gun calibre, pounds') },
  { name: 'nation', spec: { kind: 'enum', options: NATIONS, optionLabels: NATION_LABELS }, label: bi('Нация артиллерии', 'Nation of the artillery') },
  { name: 'artillery', spec: { kind: 'enum', options: ARTILLERY_KINDS, optionLabels: ARTILLERY_KIND_LABELS }, label: bi('Вид артиллерии', 'Kind of artillery') },
  { name: 'zone', spec: { kind: 'int', min: 1, max: MAX_ZONE }, label: bi('Зона дальности', 'Range zone') },
  { name: 'pointsTotal', spec: { kind: 'int', min: 1, max: 200 }, label: bi('Защитных пунктов всего', 'Defence points in all') },
  { name: 'pointsDestroyed', spec: { kind: 'int', min: 0, max: 200 }, label: bi('Уже уничтожено пунктов', 'Points already destroyed'), default: 0 },
];

interface ShotOutcome {
  readonly roll: number;
  readonly fireFactor: number;
  readonly calibreBonus: 0 | 1;
  /** d6 + fire factor − zone (+1): the formula's value. */
  readonly result: number;
  readonly pointsDestroyedNow: number;
  readonly pointsDestroyedTotal: number;
  readonly pointsLeft: number;
  /** Half of the points are gone: the house becomes ruins, the bridge or wall is destroyed. */
  readonly halfDestroyed: boolean;
}

/** Half of the points, rounded up: `2·destroyed ≥ total`, kept in integers. */
const isHalf = (destroyed: number, total: number): boolean => destroyed * 2 >= total;

/** The checks of the shot, shared by houses, bridges and walls; the fire factor when it may be fired. */
function checkShot(values: InputValues, alreadyCode: 'buildings/already_ruins' | 'buildings/already_destroyed'): Refused | { ok: true; factor: number } {
  const S = SECTION.defencePoints;
  const gun = num(values, 'gunPounds');
  const nation = pick<Nation>(values, 'nation');
  const kind = pick<ArtilleryKind>(values, 'artillery');
  const total = num(values, 'pointsTotal');
  const before = num(values, 'pointsDestroyed');

  if (gun < MIN_CALIBRE_LB) {
    return refuse('buildings/gun_too_light', `${gun}-фунтовое орудие слишком лёгкое: защитные пункты уничтожают орудия калибром 8 и более фунтов.`, `A ${gun}-pounder is too light: defence points are destroyed by guns of 8 pounds and more.`, 'gunPounds', S);
  }
  const factor = fireFactor(nation, kind);
  if (!factor.ok) {
    const allowed = factor.allowed.map((k) => ARTILLERY_KIND_LABELS[k]);
    return refuse(
      'buildings/no_such_artillery',
      `В таблице огневых факторов у страны «${NATION_LABELS[nation].ru}» нет вида «${ARTILLERY_KIND_LABELS[kind].ru}»; есть: ${allowed.map((a) => a.ru).join(', ')}.`,
      `The fire-factor table gives ${NATION_LABELS[nation].en} no "${ARTILLERY_KIND_LABELS[kind].en}" artillery; it lists: ${allowed.map((a) => a.en).join(', ')}.`,
      'artillery',
      SECTION.fireFactors,
    );
  }
  if (before > total) {
    return refuse('buildings/points_out_of_range', `Уничтожено ${before} пунктов из ${total} — больше, чем есть.`, `${before} of ${total} points destroyed — more than there are.`, 'pointsDestroyed', S);
  }
  if (isHalf(before, total)) {
    return alreadyCode === 'buildings/already_ruins'
      ? refuse(alreadyCode, `Уничтожено ${before} из ${total} пунктов — дом уже руины.`, `${before} of ${total} points destroyed — the house is already ruins.`, 'pointsDestroyed', S)
      : refuse(alreadyCode, `Уничтожено ${before} из ${total} пунктов — объект уже разрушен.`, `${before} of ${total} points destroyed — it is already destroyed.`, 'pointsDestroyed', S);
  }
  return { ok: true, factor: factor.factor };
}

/** The shot itself, once `checkShot` has passed. */
function shoot(values: InputValues, cup: DiceCup, w: Worksheet, fireFactorValue: number): ShotOutcome {
  const S = SECTION.defencePoints;
  const gun = num(values, 'gunPounds');
  const nation = pick<Nation>(values, 'nation');
  const kind = pick<ArtilleryKind>(values, 'artillery');
  const zone = num(values, 'zone');
  const total = num(values, 'pointsTotal');
  const before = num(values, 'pointsDestroyed');

  const roll = cup.roll(bi('поражение защитных пунктов', 'defence-point damage'));
  w.step(S, `Бросок кубика: ${roll}.`, `Die: ${roll}.`);
  w.modifier(fireFactorValue, SECTION.fireFactors, `огневой фактор: ${NATION_LABELS[nation].ru}, ${ARTILLERY_KIND_LABELS[kind].ru}`, `fire factor: ${NATION_LABELS[nation].en}, ${ARTILLERY_KIND_LABELS[kind].en}`);
  w.modifier(-zone, S, `зона ${zone}`, `zone ${zone}`);
  const calibreBonus: 0 | 1 = gun >= HEAVY_CALIBRE_LB ? 1 : 0;
  if (calibreBonus) w.modifier(1, S, `${gun}-фунтовое орудие`, `${gun}-pounder`);
  const result = roll + fireFactorValue - zone + calibreBonus;
  const formula = `${roll} + ${fireFactorValue} − ${zone}${calibreBonus ? ' + 1' : ''} = ${result}`;
  w.step(S, `${formula}.`, `${formula}.`);
  w.reading(
    'Приложение не говорит, что значит результат формулы. Читаем: это число защитных пунктов, уничтоженных выстрелом (0 и меньше — ни одного), но не больше оставшихся.',
    'The appendix does not say what the formula\'s result means. Our reading: it is the number of defence points the shot destroys (0 or less — none), at most the points left.',
  );
  w.reading('В формулу идёт действительная зона дальности; сдвиг «на зону дальше» относится к потерям гарнизона, не к пунктам.', 'The formula takes the actual range zone; the "one zone further" shift belongs to the garrison\'s losses, not to the points.');
  if (gun > HEAVY_CALIBRE_LB) {
    w.reading(`+1 дан «для 12-фунтовых орудий»; ${gun}-фунтовое получает его тоже (тяжелее 12 фунтов — не слабее).`, `+1 is given "for 12-pounders"; a ${gun}-pounder gets it too (heavier than 12 pounds is no weaker).`);
  }

  const pointsLeftBefore = total - before;
  const pointsDestroyedNow = Math.min(Math.max(result, 0), pointsLeftBefore);
  const after = before + pointsDestroyedNow;
  const halfDestroyed = isHalf(after, total);
  w.step(S, `Уничтожено пунктов: ${pointsDestroyedNow}; всего ${after} из ${total}.`, `Points destroyed: ${pointsDestroyedNow}; ${after} of ${total} in all.`);
  if (total % 2 !== 0) {
    w.reading(`«Половина» из ${total} пунктов — ${Math.ceil(total / 2)} (округляем вверх).`, `"Half" of ${total} points is ${Math.ceil(total / 2)} (rounded up).`);
  }
  return { roll, fireFactor: fireFactorValue, calibreBonus, result, pointsDestroyedNow, pointsDestroyedTotal: after, pointsLeft: total - after, halfDestroyed };
}

// ---------------------------------------------------------------------------------------------

export interface HouseDefencePointsOutcome extends ShotOutcome {
  readonly becameRuins: boolean;
  /** The garrison takes a morale test when the house becomes ruins. */
  readonly garrisonMoraleTest: boolean;
  readonly capacityBefore: number;
  readonly capacityAfter: number;
  /** Figures beyond the reduced capacity. */
  readonly figuresMustLeave: number;
}

export const houseDefencePoints: ProcedureDef<HouseDefencePointsOutcome> = {
  ruleset: 'buildings',
  id: 'house-defence-points',
  title: bi('Уничтожение защитных пунктов дома', 'Destroying a house\'s defence points'),
  section: SECTION.defencePoints,
  ruleText: RULE_TEXT,
  fields: [
    { name: 'material', spec: { kind: 'enum', options: ['stone', 'wood'], optionLabels: { stone: bi('каменный', 'stone'), wood: bi('деревянный', 'wooden') } }, label: bi('Дом', 'House') },
    { name: 'perimeterCm', spec: { kind: 'number', min: 1, max: 1000, step: 0.5 }, label: bi('Периметр дома, см', 'House perimeter, cm') },
    ...GUN_FIELDS,
    { name: 'capacity', spec: { kind: 'int', min: 0, max: 1000 }, label: bi('Вместимость дома (целого)', 'Capacity of the house (undamaged)') },
    { name: 'garrison', spec: { kind: 'int', min: 0, max: 1000 }, label: bi('Фигурок в гарнизоне', 'Figures in the garrison') },
  ],
  diceHelp: bi('один d6', 'one d6'),
  body(values, cup) {
    const w = new Worksheet();
    const S = SECTION.defencePoints;
    const material = pick<'stone' | 'wood'>(values, 'material');
    const perimeter = num(values, 'perimeterCm');
    const capacity = num(values, 'capacity');
    const garrison = num(values, 'garrison');
    const before = num(values, 'pointsDestroyed');

    if (material !== 'stone' || perimeter <= LARGE_HOUSE_PERIMETER_CM) {
      return refuse(
        'buildings/not_large_stone_house',
        `Защитные пункты уничтожаются только у больших каменных домов (периметр больше 40 см); здесь ${material === 'stone' ? 'каменный' : 'деревянный'} дом с периметром ${ru(perimeter)} см.`,
        `Only large stone houses (perimeter over 40 cm) lose defence points; this is a ${material === 'stone' ? 'stone' : 'wooden'} house with a ${perimeter} cm perimeter.`,
        material !== 'stone' ? 'material' : 'perimeterCm',
        S,
      );
    }
    const check = checkShot(values, 'buildings/already_ruins');
    if (!check.ok) return check;
    const capacityBefore = Math.max(0, capacity - Math.floor(before / 2));
    if (garrison > capacityBefore) {
      return refuse('buildings/garrison_over_capacity', `В доме ${garrison} фиг., а вмещает он сейчас ${capacityBefore}.`, `${garrison} figures in a house that now holds ${capacityBefore}.`, 'garrison', S);
    }
    w.step(S, `Каменный дом, периметр ${ru(perimeter)} см > 40 см — большой.`, `Stone house, perimeter ${perimeter} cm > 40 cm — large.`);
    const s = shoot(values, cup, w, check.factor);

    const capacityAfter = Math.max(0, capacity - Math.floor(s.pointsDestroyedTotal / 2));
    w.step(S, `Вместимость: ${capacity} − ${Math.floor(s.pointsDestroyedTotal / 2)} (по одной на каждые два пункта) = ${capacityAfter}.`, `Capacity: ${capacity} − ${Math.floor(s.pointsDestroyedTotal / 2)} (one per two points) = ${capacityAfter}.`);
    const figuresMustLeave = Math.max(0, garrison - capacityAfter);
    if (figuresMustLeave > 0) {
      w.reading('Приложение не говорит, что делать с фигурками сверх уменьшенной вместимости. Читаем: лишние покидают дом.', 'The appendix does not say what becomes of figures beyond the reduced capacity. Our reading: the excess leaves the house.');
      w.step(S, `Гарнизон ${garrison} > ${capacityAfter}: ${figuresMustLeave} фиг. покидают дом.`, `Garrison ${garrison} > ${capacityAfter}: ${figuresMustLeave} figures leave the house.`);
    }
    const becameRuins = s.halfDestroyed;
    if (becameRuins) {
      w.step(S, 'Уничтожена половина пунктов: дом превращается в руины, гарнизон проходит моральный тест.', 'Half the points are destroyed: the house becomes ruins and the garrison takes a morale test.');
      w.reading('Вместимость руин приложение отдельно не даёт: оставляем уменьшенную вместимость дома.', 'The appendix gives ruins no capacity of their own: we keep the house\'s reduced capacity.');
    }
    return {
      ok: true,
      outcome: { ...s, becameRuins, garrisonMoraleTest: becameRuins && garrison > 0, capacityBefore, capacityAfter, figuresMustLeave },
      summary: becameRuins
        ? bi(`Уничтожено ${s.pointsDestroyedNow} пункт.; дом превращается в руины, гарнизон проходит моральный тест.`, `${s.pointsDestroyedNow} points destroyed; the house becomes ruins and the garrison takes a morale test.`)
        : bi(`Уничтожено ${s.pointsDestroyedNow} пункт. (всего ${s.pointsDestroyedTotal} из ${s.pointsDestroyedTotal + s.pointsLeft}); вместимость ${capacityAfter}.`, `${s.pointsDestroyedNow} points destroyed (${s.pointsDestroyedTotal} of ${s.pointsDestroyedTotal + s.pointsLeft} in all); capacity ${capacityAfter}.`),
      tableRow: bi('бросок одного кубика + огневой фактор − зона + 1 (для 12-фунтовых орудий)', 'one die + fire factor − zone + 1 (for 12-pounders)'),
      modifiers: w.modifiers,
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export interface BridgeWallOutcome extends ShotOutcome {
  readonly destroyed: boolean;
}

export const bridgeWallDefencePoints: ProcedureDef<BridgeWallOutcome> = {
  ruleset: 'buildings',
  id: 'bridge-wall-defence-points',
  title: bi('Уничтожение защитных пунктов моста или стены', 'Destroying the defence points of a bridge or wall'),
  section: SECTION.defencePoints,
  ruleText: RULE_TEXT,
  fields: [
    { name: 'target', spec: { kind: 'enum', options: ['bridge', 'wall'], optionLabels: { bridge: bi('мост', 'bridge'), wall: bi('стена', 'wall') } }, label: bi('Цель', 'Target') },
    ...GUN_FIELDS,
  ],
  diceHelp: bi('один d6', 'one d6'),
  body(values, cup) {
    const w = new Worksheet();
    const S = SECTION.defencePoints;
    const target = pick<'bridge' | 'wall'>(values, 'target');
    w.reading(
      'Приложение называет мосты и стены только в правиле половины пунктов. Читаем: по ним действует та же формула и тот же предел калибра (8 фунтов и более); условие «большой каменный дом» к ним не относится.',
      'The appendix names bridges and walls only in the half-the-points rule. Our reading: the same formula and the same calibre limit (8 pounds and more) apply to them; the "large stone house" condition does not.',
    );
    const check = checkShot(values, 'buildings/already_destroyed');
    if (!check.ok) return check;
    const s = shoot(values, cup, w, check.factor);
    const name = target === 'bridge' ? bi('Мост', 'The bridge') : bi('Стена', 'The wall');
    if (s.halfDestroyed) w.step(S, `Уничтожена половина пунктов: ${name.ru.toLowerCase()} разрушен${target === 'wall' ? 'а' : ''}.`, `Half the points are destroyed: ${name.en.toLowerCase()} is destroyed.`);
    return {
      ok: true,
      outcome: { ...s, destroyed: s.halfDestroyed },
      summary: s.halfDestroyed
        ? bi(`${name.ru} разрушен${target === 'wall' ? 'а' : ''}.`, `${name.en} is destroyed.`)
        : bi(`Уничтожено ${s.pointsDestroyedNow} пункт. (всего ${s.pointsDestroyedTotal} из ${s.pointsDestroyedTotal + s.pointsLeft}).`, `${s.pointsDestroyedNow} points destroyed (${s.pointsDestroyedTotal} of ${s.pointsDestroyedTotal + s.pointsLeft} in all).`),
      tableRow: bi('бросок одного кубика + огневой фактор − зона + 1 (для 12-фунтовых орудий)', 'one die + fire factor − zone + 1 (for 12-pounders)'),
      modifiers: w.modifiers,
      steps: w.steps,
      readings: w.readings,
    };
  },
};
