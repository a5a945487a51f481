/** POHYBOVÉ JEDNOTKY: a figure's action points for a turn, what its actions cost, wounds and death (seed 003). */
import { bi, type ProcedureDef } from '../procedure';
import { BASE_PJ, SECTION, SHOT_PJ, Worksheet, refuse, ru } from './common';

type Values = Readonly<Record<'basePoints' | 'wounds4' | 'wounds6' | 'walkCm' | 'climbDown' | 'climbUp' | 'maxHeightCm' | 'ladderUp' | 'shots' | 'otherPJ', number> & Record<'legsHit' | 'rope', boolean>>;

/** The seed's costs, in PJ. */
export const COST = { walkPerBase: 1, baseLengthCm: 2, climbDown: 1, climbUp: 2, ladderUp: 1, shot: SHOT_PJ } as const;
/** The highest a figure can climb without a rope ("kam by vylezl", about 3.5 cm at 1:72). */
export const MAX_CLIMB_CM = 3.5;
export const WOUND_PJ = { light: 4, heavy: 6 } as const;

export interface ActionPointsOutcome {
  readonly basePoints: number;
  readonly woundPenalty: number;
  /** The figure's points for the turn after wounds. */
  readonly available: number;
  readonly alive: boolean;
  readonly costs: {
    readonly walk: number;
    readonly climbDown: number;
    readonly climbUp: number;
    readonly ladderUp: number;
    readonly shooting: number;
    readonly other: number;
  };
  readonly spent: number;
  readonly remaining: number;
}

export const actionPoints: ProcedureDef<ActionPointsOutcome> = {
  ruleset: 'pravidla',
  id: 'action-points',
  title: bi('Очки действия (ПЕ) фигуры за ход', 'A figure\'s action points (PJ) for the turn'),
  section: SECTION.points,
  ruleText: [
    'Každá obyčejná figura má 8 POHYBOVÝCH JEDNOTEK (8PJ). Specielní figury mohou mít těchto jednotek více viz. rozšířená pravidla VÁLKA-pravidla.doc (79 kB). Každá ČINNOST FIGURY* stojí určitý počet pohybových jednotek:\n| POHYB: | - CHŮZE (1 délka podstavce = 2 cm) | - 1PJ | |\n| - PŘEKONÁNÍ VÝŠEK** | - DOLŮ | - 1PJ | |\n| - NAHORU | - 2PJ |\n*Činností figury se rozumí jakákoliv činnost v průběhu hry chůze, střelba, braní a pokládání věcí, léčení atd\n** Překonat je možné maximálně výšky figury ("kam by vylezl") což v měřítku 1:72 představuje asi 3,5 cm. Větší výšky je možno zdolávat pokud figura nese lano, případně jiný k tomu určený prostředek. Použití jakéhokoliv prostředku je ČINNOST a stojí přiměřený počet PJ viz. rozšířená pravidla VÁLKA-pravidla.doc (79 kB) . Výstup nahoru o jednu výškovou úroveň po konstrukci k tomu určené (schody, postavený žebřík) stojí 1PJ.\n| STŘELBA: | - 4PJ |',
    '| 2,3 | - Nohy Cíl padne na zem a nemůže se pohybovat. Střílet ovšem může. | ||',
    '| 3 HOD: | 1 | - Cíl zraněn -4PJ | |\n| 2 | - Cíl zraněn -6PJ | ||',
    'Figura, která má 0PJ je mrtvá.',
  ].join('\n\n'),
  fields: [
    { name: 'basePoints', spec: { kind: 'int', min: BASE_PJ, max: 30 }, label: bi('ПЕ фигуры (обычная — 8)', 'Figure\'s PJ (ordinary — 8)'), help: bi('Особые фигуры могут иметь больше (расширенные правила VÁLKA).', 'Special figures may have more (the extended VÁLKA rules).'), default: BASE_PJ },
    { name: 'wounds4', spec: { kind: 'int', min: 0, max: 10 }, label: bi('Ранений −4 ПЕ', 'Wounds of −4 PJ'), default: 0 },
    { name: 'wounds6', spec: { kind: 'int', min: 0, max: 10 }, label: bi('Ранений −6 ПЕ', 'Wounds of −6 PJ'), default: 0 },
    { name: 'legsHit', spec: { kind: 'boolean' }, label: bi('Ранен в ноги (лежит, не двигается)', 'Hit in the legs (down, cannot move)'), default: false },
    { name: 'walkCm', spec: { kind: 'number', min: 0, max: 200, step: 0.5 }, label: bi('Ходьба, см', 'Walking, cm'), help: bi('1 ПЕ за длину подставки (2 см).', '1 PJ per base length (2 cm).'), default: 0 },
    { name: 'climbDown', spec: { kind: 'int', min: 0, max: 20 }, label: bi('Спусков с высоты', 'Climbs down'), help: bi('1 ПЕ каждый.', '1 PJ each.'), default: 0 },
    { name: 'climbUp', spec: { kind: 'int', min: 0, max: 20 }, label: bi('Подъёмов на высоту', 'Climbs up'), help: bi('2 ПЕ каждый.', '2 PJ each.'), default: 0 },
    { name: 'maxHeightCm', spec: { kind: 'number', min: 0, max: 100, step: 0.5 }, label: bi('Наибольшая преодолеваемая высота, см', 'Greatest height climbed, cm'), help: bi('Без верёвки — не выше 3,5 см.', 'Without a rope — at most 3.5 cm.'), default: 0 },
    { name: 'rope', spec: { kind: 'boolean' }, label: bi('Фигура несёт верёвку (или иное средство)', 'The figure carries a rope (or other means)'), default: false },
    { name: 'ladderUp', spec: { kind: 'int', min: 0, max: 20 }, label: bi('Подъёмов на уровень по лестнице', 'Levels up by stairs or a ladder'), help: bi('1 ПЕ за уровень.', '1 PJ per level.'), default: 0 },
    { name: 'shots', spec: { kind: 'int', min: 0, max: 7 }, label: bi('Выстрелов', 'Shots'), help: bi('4 ПЕ каждый.', '4 PJ each.'), default: 0 },
    { name: 'otherPJ', spec: { kind: 'int', min: 0, max: 30 }, label: bi('Прочие действия, ПЕ', 'Other actions, PJ'), help: bi('Взять/положить вещь, лечение, верёвка… по договорённости или правилам VÁLKA.', 'Taking/putting things, healing, a rope… as agreed or by the VÁLKA rules.'), default: 0 },
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body(values) {
    const w = new Worksheet();
    // The form has checked every field against its spec (fields above): counts and lengths are
    // numbers, the two yes/no fields booleans.
    const { basePoints: base, wounds4, wounds6, legsHit, walkCm, climbDown, climbUp, maxHeightCm: maxHeight, rope, ladderUp, shots, otherPJ: other } = values as Values;

    w.reading('ПЕ даются на каждый ход заново; раны уменьшают этот запас до конца игры.', 'The PJ are given afresh every turn; wounds cut that allowance for the rest of the game.');
    w.step(SECTION.points, `ПЕ фигуры: ${base}.`, `Figure's PJ: ${base}.`);
    if (wounds4 > 0) w.modifier(-WOUND_PJ.light * wounds4, SECTION.roll3, `ранений −4 ПЕ: ${wounds4}`, `wounds of −4 PJ: ${wounds4}`);
    if (wounds6 > 0) w.modifier(-WOUND_PJ.heavy * wounds6, SECTION.roll3, `ранений −6 ПЕ: ${wounds6}`, `wounds of −6 PJ: ${wounds6}`);
    const woundPenalty = WOUND_PJ.light * wounds4 + WOUND_PJ.heavy * wounds6;
    const available = Math.max(0, base - woundPenalty);
    if (woundPenalty > 0) w.step(SECTION.roll3, `После ранений: ${base} − ${woundPenalty} = ${base - woundPenalty}${base - woundPenalty < 0 ? ' → 0' : ''}.`, `After wounds: ${base} − ${woundPenalty} = ${base - woundPenalty}${base - woundPenalty < 0 ? ' → 0' : ''}.`);

    const costs = {
      walk: Math.ceil(walkCm / COST.baseLengthCm) * COST.walkPerBase,
      climbDown: climbDown * COST.climbDown,
      climbUp: climbUp * COST.climbUp,
      ladderUp: ladderUp * COST.ladderUp,
      shooting: shots * COST.shot,
      other,
    };
    const spent = costs.walk + costs.climbDown + costs.climbUp + costs.ladderUp + costs.shooting + costs.other;
    const moves = walkCm > 0 || climbDown > 0 || climbUp > 0 || ladderUp > 0;

    if (available === 0) {
      w.reading('«Фигура с 0 ПЕ мертва» читаем о запасе ПЕ после ранений (0 и меньше), а не об очках, истраченных за ход.', '"A figure with 0 PJ is dead" we read of the allowance after wounds (0 or less), not of points spent in a turn.');
      if (spent > 0) {
        return refuse('pravidla/figure_dead', `У фигуры 0 ПЕ — она мертва и действовать не может.`, 'The figure has 0 PJ — it is dead and cannot act.', undefined, SECTION.end);
      }
      w.step(SECTION.end, 'Запас ПЕ 0 — фигура мертва.', 'Allowance 0 PJ — the figure is dead.');
      return {
        ok: true,
        outcome: { basePoints: base, woundPenalty, available, alive: false, costs, spent: 0, remaining: 0 },
        summary: bi('Фигура мертва (0 ПЕ).', 'The figure is dead (0 PJ).'),
        tableRow: bi('0 ПЕ — фигура мертва', '0 PJ — the figure is dead'),
        modifiers: w.modifiers,
        steps: w.steps,
        readings: w.readings,
      };
    }

    if (legsHit && moves) {
      return refuse('pravidla/legs_hit_cannot_move', 'Ранен в ноги: фигура лежит и не может двигаться (стрелять может).', 'Hit in the legs: the figure is down and cannot move (it may shoot).', 'legsHit', SECTION.roll2);
    }
    if ((climbDown > 0 || climbUp > 0) && maxHeight > MAX_CLIMB_CM && !rope) {
      return refuse(
        'pravidla/too_high_without_rope',
        `Без верёвки фигура преодолевает не больше 3,5 см, а высота ${ru(maxHeight)} см.`,
        `Without a rope a figure climbs at most 3.5 cm; the height is ${maxHeight} cm.`,
        'maxHeightCm',
        SECTION.climb,
      );
    }

    if (costs.walk > 0) {
      w.step(SECTION.walk, `Ходьба ${ru(walkCm)} см = ${Math.ceil(walkCm / 2)} длин подставки × 1 ПЕ = ${costs.walk} ПЕ.`, `Walking ${walkCm} cm = ${Math.ceil(walkCm / 2)} base lengths × 1 PJ = ${costs.walk} PJ.`);
      if (walkCm % COST.baseLengthCm !== 0) w.reading('Неполная длина подставки стоит как полная: округляем вверх.', 'A part of a base length costs as a whole one: we round up.');
    }
    if (climbDown > 0) w.step(SECTION.climb, `Спусков ${climbDown} × 1 ПЕ = ${costs.climbDown} ПЕ.`, `${climbDown} climbs down × 1 PJ = ${costs.climbDown} PJ.`);
    if (climbUp > 0) w.step(SECTION.climb, `Подъёмов ${climbUp} × 2 ПЕ = ${costs.climbUp} ПЕ.`, `${climbUp} climbs up × 2 PJ = ${costs.climbUp} PJ.`);
    if (climbDown > 0 || climbUp > 0) {
      w.reading('Каждое преодоление высоты (до 3,5 см) стоит свою цену целиком, какой бы ни была высота.', 'Each height overcome (up to 3.5 cm) costs its full price whatever the height.');
      if (maxHeight > MAX_CLIMB_CM) {
        w.reading('Цена самой верёвки («přiměřený počet PJ») — в расширенных правилах VÁLKA; внесите её в «прочие действия».', 'The rope\'s own cost ("přiměřený počet PJ") is in the extended VÁLKA rules; enter it under "other actions".');
      }
    }
    if (ladderUp > 0) w.step(SECTION.climb, `Подъёмов по лестнице ${ladderUp} × 1 ПЕ = ${costs.ladderUp} ПЕ.`, `${ladderUp} levels up by stairs or ladder × 1 PJ = ${costs.ladderUp} PJ.`);
    if (shots > 0) w.step(SECTION.shooting, `Выстрелов ${shots} × 4 ПЕ = ${costs.shooting} ПЕ.`, `${shots} shots × 4 PJ = ${costs.shooting} PJ.`);
    if (other > 0) w.step(SECTION.points, `Прочие действия: ${other} ПЕ.`, `Other actions: ${other} PJ.`);

    if (spent > available) {
      return refuse('pravidla/not_enough_points', `Действия стоят ${spent} ПЕ, а у фигуры ${available}.`, `The actions cost ${spent} PJ; the figure has ${available}.`, undefined, SECTION.points);
    }
    const remaining = available - spent;
    w.step(SECTION.points, `Истрачено ${spent} из ${available}; осталось ${remaining} ПЕ.`, `Spent ${spent} of ${available}; ${remaining} PJ left.`);
    return {
      ok: true,
      outcome: { basePoints: base, woundPenalty, available, alive: true, costs, spent, remaining },
      summary: bi(`Истрачено ${spent} ПЕ, осталось ${remaining} из ${available}.`, `${spent} PJ spent, ${remaining} of ${available} left.`),
      tableRow: bi('ходьба 1 ПЕ/2 см; спуск 1; подъём 2; лестница 1; выстрел 4', 'walk 1 PJ/2 cm; down 1; up 2; ladder 1; shot 4'),
      modifiers: w.modifiers,
      steps: w.steps,
      readings: w.readings,
    };
  },
};
