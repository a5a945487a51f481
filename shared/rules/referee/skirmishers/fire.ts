/**
 * 11.14–11.15: skirmish fire. 2D6 per 6 / 8 / 4 figures by class (each pair rolled apart so a
 * "Double six" can be seen), one extra D6 for a remainder of more than one figure; every 6 is a
 * hit; halved against buildings and cover.
 * 11.19, 11.20, 11.26: who takes the fire aimed at a unit behind a screen (no dice).
 */
import { bi, type Bilingual, type ModifierRecord, type ProcedureDef, type StepRecord } from '../procedure';
import {
  RULESET, boolField, distanceField, enFigures, enumField, flag, int, intField, limitIn, num, pick, refuse, ruFigures,
  showDistance, step, unitsField, type Units,
} from './common';
import { CLASS_LABELS, FIGURES_PER_2D6, type SkirmisherClass } from './classes';
import { READINGS } from './readings';
import * as TEXT from './text';

// ---------------------------------------------------------------------------------------------
// skirmish-fire

export interface FireOutcome {
  readonly skirmisherClass: SkirmisherClass;
  readonly figures: number;
  readonly figuresPer2D6: 6 | 8 | 4;
  /** The 2D6 rolls, each as rolled. */
  readonly pairs: readonly (readonly [number, number])[];
  readonly leftoverFigures: number;
  /** The extra D6 for the leftover figures, or null when there is none. */
  readonly extraDie: number | null;
  readonly sixes: number;
  readonly hitsBeforeCover: number;
  readonly hits: number;
  /** 1-based numbers of the pairs that came up 6 + 6. */
  readonly doubleSixPairs: readonly number[];
  readonly doubleSix: boolean;
  readonly targetInCover: boolean;
}

export const skirmishFire: ProcedureDef<FireOutcome> = {
  ruleset: RULESET,
  id: 'skirmish-fire',
  title: bi('Стрельба застрельщиков', 'Skirmish fire'),
  section: '11.14',
  ruleText: TEXT.fire,
  fields: [
    intField('figures', 1, 300, bi('Стреляющих фигур', 'Firing figures')),
    enumField('skirmisherClass', CLASS_LABELS, bi('Класс застрельщиков', 'Skirmisher class'), {
      help: bi('Процедуры «skirmisher-class» и «screen-class».', 'The "skirmisher-class" and "screen-class" procedures.'),
    }),
    boolField('targetInCover', bi('Цель в строениях или укрытии', 'Target in buildings or cover'), false),
    enumField('firers', {
      'skirmish-line': bi('Линия застрельщиков (экран)', 'The skirmish line (screen)'),
      'command-companies': bi('Командные роты лёгкого батальона', 'A light battalion\'s command companies'),
    }, bi('Кто стреляет', 'Who fires'), { default: 'skirmish-line' }),
  ],
  diceHelp: bi(
    'По 2D6 на каждые 6 (Первый класс), 8 (Второй) или 4 (отборные) фигур — пары по порядку — и ещё 1D6, если осталось больше одной фигуры.',
    '2D6 per 6 (first class), 8 (second) or 4 (sharpshooters) figures — pairs in order — and one more D6 when more than one figure is left over.',
  ),
  body: (v, cup) => {
    if (pick<string>(v, 'firers') === 'command-companies') {
      return refuse('command_companies_do_not_fire', '11.6',
        'Командные роты лёгкого батальона считаются застрельщиками, но не могут участвовать в стрельбе (11.6 (4)).',
        'A light battalion\'s command companies count as skirmishers but may not take part in the fire (11.6 (4)).', 'firers');
    }
    const cls = pick<SkirmisherClass>(v, 'skirmisherClass');
    const figures = int(v, 'figures');
    const cover = flag(v, 'targetInCover');
    const per = FIGURES_PER_2D6[cls];
    const pairCount = Math.floor(figures / per);
    const leftover = figures % per;
    const steps: StepRecord[] = [
      step('11.14', `${CLASS_LABELS[cls].ru}: ${ruFigures(figures)} ÷ ${per} = ${pairCount} × 2D6, остаток ${leftover}.`,
        `${CLASS_LABELS[cls].en}: ${enFigures(figures)} ÷ ${per} = ${pairCount} × 2D6, ${leftover} left over.`),
      step('11.15', 'Таблица мушкетного огня не используется; отрицательные модификаторы за дальность и построение цели не применяются.',
        'The musketry table is not used; negative modifiers for range and the target\'s formation are ignored.'),
    ];
    const pairs: [number, number][] = [];
    for (let i = 1; i <= pairCount; i++) {
      const a = cup.roll(bi(`огонь, пара ${i}`, `fire, pair ${i}`));
      const b = cup.roll(bi(`огонь, пара ${i}`, `fire, pair ${i}`));
      pairs.push([a, b]);
      steps.push(step('11.14', `Пара ${i}: ${a} и ${b}${a === 6 && b === 6 ? ' — «Дубль шесть»' : ''}.`, `Pair ${i}: ${a} and ${b}${a === 6 && b === 6 ? ' — "Double six"' : ''}.`));
    }
    let extraDie: number | null = null;
    if (leftover > 1) {
      extraDie = cup.roll(bi('огонь, добавочный D6 за остаток', 'fire, extra D6 for the leftover'));
      steps.push(step('11.14', `Остаток ${leftover} (больше одной фигуры): добавочный D6 = ${extraDie}.`, `${leftover} left over (more than one): extra D6 = ${extraDie}.`));
    } else if (leftover === 1) {
      steps.push(step('11.14', 'Осталась одна фигура: добавочного D6 нет.', 'One figure left over: no extra D6.'));
    }
    const all = [...pairs.flat(), ...(extraDie === null ? [] : [extraDie])];
    const sixes = all.filter((d) => d === 6).length;
    const doubleSixPairs = pairs.flatMap(([a, b], i) => (a === 6 && b === 6 ? [i + 1] : []));
    const hits = cover ? Math.floor(sixes / 2) : sixes;
    const modifiers: ModifierRecord[] = [];
    steps.push(step('11.15', `Каждая «6» — попадание: ${sixes}.`, `Every "6" is a hit: ${sixes}.`));
    if (cover) {
      modifiers.push({ value: hits - sixes, reason: bi('Цель в строениях или укрытии: потери вдвое меньше (вниз)', 'Target in buildings or cover: casualties halved (rounded down)'), section: '11.15' });
      steps.push(step('11.15', `Цель в строениях или укрытии: ${sixes} ÷ 2 = ${hits}.`, `Target in buildings or cover: ${sixes} ÷ 2 = ${hits}.`));
    }
    if (all.length === 0) steps.push(step('11.14', 'Ни одной полной группы и остаток в одну фигуру: кубиков нет, потерь нет.', 'No full group and a single figure left over: no dice, no casualties.'));
    const readings: Bilingual[] = [READINGS.secondCopy, READINGS.leftover, READINGS.doubleSix];
    if (cover) readings.push(READINGS.coverHalf);
    const dubl = doubleSixPairs.length > 0;
    return {
      ok: true,
      outcome: {
        skirmisherClass: cls, figures, figuresPer2D6: per, pairs, leftoverFigures: leftover, extraDie,
        sixes, hitsBeforeCover: sixes, hits, doubleSixPairs, doubleSix: dubl, targetInCover: cover,
      },
      summary: bi(
        `Потери: ${hits}${dubl ? `; «Дубль шесть» (${doubleSixPairs.length === 1 ? 'пара' : 'пары'} ${doubleSixPairs.join(', ')})` : ''}.`,
        `Casualties: ${hits}${dubl ? `; "Double six" (pair${doubleSixPairs.length === 1 ? '' : 's'} ${doubleSixPairs.join(', ')})` : ''}.`,
      ),
      steps,
      modifiers,
      tableRow: bi(`2D6 на ${per} фигур; «6» — попадание`, `2D6 per ${per} figures; a "6" hits`),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// screen-cover

export type IncomingFire = 'enemy-musketry' | 'enemy-roundshot' | 'enemy-canister' | 'friendly-musketry';
export type CoveredArm = 'infantry' | 'cavalry' | 'artillery';
export type FireFalls = 'skirmishers' | 'covered-unit' | 'skirmishers-first';

export interface ScreenCoverOutcome {
  /** Whether the screen covers the unit behind it at all (11.19, 11.9 e). */
  readonly covers: boolean;
  /** Where the fire falls: all on the skirmishers, on the unit, or on the unit after a first loss to the skirmishers. */
  readonly falls: FireFalls;
  readonly hitsToSkirmishers: number;
  readonly hitsToUnit: number;
}

const FIRE_LABELS: Readonly<Record<IncomingFire, Bilingual>> = {
  'enemy-musketry': bi('Огонь пехоты противника', 'Enemy infantry fire'),
  'enemy-roundshot': bi('Артиллерия противника, ядра', 'Enemy artillery, roundshot'),
  'enemy-canister': bi('Артиллерия противника, картечь', 'Enemy artillery, canister'),
  'friendly-musketry': bi('Своя пехота позади экрана', 'Own infantry behind the screen'),
};

export const screenCover: ProcedureDef<ScreenCoverOutcome> = {
  ruleset: RULESET,
  id: 'screen-cover',
  title: bi('Прикрытие экраном застрельщиков', 'Cover given by a skirmish screen'),
  section: '11.19',
  ruleText: TEXT.screenCover,
  fields: [
    enumField('fire', FIRE_LABELS, bi('Чей огонь', 'Whose fire')),
    enumField('coveredArm', {
      infantry: bi('Пехота', 'Infantry'), cavalry: bi('Кавалерия', 'Cavalry'), artillery: bi('Артиллерия', 'Artillery'),
    }, bi('Подразделение позади экрана', 'Unit behind the screen')),
    distanceField('screenDistance', bi('Расстояние от экрана до подразделения позади', 'Distance from the screen to the unit behind')),
    unitsField,
    boolField('mountedScreen', bi('Экран из конных застрельщиков (11.9)', 'A screen of mounted skirmishers (11.9)'), false),
    intField('hits', 0, 300, bi('Попаданий (для распределения)', 'Hits (to share out)'), { default: 0 }),
  ],
  diceHelp: bi('Кубики не нужны: попадания считаются своей процедурой огня.', 'No dice: the hits come from the fire\'s own procedure.'),
  body: (v) => {
    const fire = pick<IncomingFire>(v, 'fire');
    const arm = pick<CoveredArm>(v, 'coveredArm');
    const units = pick<Units>(v, 'units');
    const d = num(v, 'screenDistance');
    const hits = int(v, 'hits');
    if (fire === 'friendly-musketry') {
      return refuse('no_fire_through_friendly_screen', '11.26',
        'Никакие подразделения пехоты не могут стрелять через дружественные экраны застрельщиков (11.26 a).',
        'No infantry unit may fire through a friendly skirmish screen (11.26 a).', 'fire');
    }
    const readings: Bilingual[] = [READINGS.secondCopy, READINGS.coveredArms];
    if (units === 'cm') readings.push(READINGS.cmScale);
    const steps: StepRecord[] = [step('11.19', `${FIRE_LABELS[fire].ru}; позади экрана — ${arm === 'infantry' ? 'пехота' : arm === 'cavalry' ? 'кавалерия' : 'артиллерия'}.`,
      `${FIRE_LABELS[fire].en}; behind the screen: ${arm}.`)];
    const mounted = flag(v, 'mountedScreen');
    const covers = arm === 'infantry' && !mounted;
    const result = (falls: FireFalls, toSk: number, ru: string, en: string, section: string) => ({
      ok: true as const,
      outcome: { covers, falls, hitsToSkirmishers: toSk, hitsToUnit: hits - toSk },
      summary: bi(`${ru} Попаданий по застрельщикам: ${toSk}, по подразделению: ${hits - toSk}.`, `${en} Hits on the skirmishers: ${toSk}, on the unit: ${hits - toSk}.`),
      steps: [...steps, step(section, ru, en)],
      tableRow: null,
      readings,
    });
    if (!covers) {
      steps.push(mounted && arm === 'infantry'
        ? step('11.9', 'Конные застрельщики не могут прикрывать пехоту (11.9 e).', 'Mounted skirmishers cannot cover infantry (11.9 e).')
        : step('11.19', arm === 'cavalry' ? 'Застрельщики не могут прикрывать кавалерию (11.19).' : 'Застрельщики прикрывают только пехоту (11.19).',
          arm === 'cavalry' ? 'Skirmishers cannot cover cavalry (11.19).' : 'Skirmishers cover infantry only (11.19).'));
      return result('covered-unit', 0, 'Прикрытия нет: огонь по подразделению — как обычно.', 'No cover: fire at the unit as usual.', '11.19');
    }
    if (fire === 'enemy-roundshot') {
      return result('covered-unit', 0, 'Ядра пролетают сквозь цепь застрельщиков без эффекта и поражают пехоту позади как при нормальной стрельбе.',
        'Roundshot passes through the skirmish line without effect and strikes the infantry behind as in normal fire.', '11.19');
    }
    if (fire === 'enemy-canister') {
      return result('skirmishers-first', Math.min(1, hits), 'Картечь поражает пехоту, но первую потерю получают застрельщики.',
        'Canister strikes the infantry, but the first loss falls on the skirmishers.', '11.19');
    }
    readings.push(READINGS.coverDistance);
    const near = limitIn(units, 2);
    if (d <= near) {
      return result('skirmishers-first', Math.min(1, hits),
        `Экран в ${showDistance(units, d).ru} (${showDistance(units, near).ru} и ближе): пехота считается без прикрытия и может быть целью, но первое попадание — по застрельщикам (11.20).`,
        `The screen is ${showDistance(units, d).en} away (${showDistance(units, near).en} or closer): the infantry counts as uncovered and may be targeted, but the first hit falls on the skirmishers (11.20).`,
        '11.20');
    }
    return result('skirmishers', hits,
      `Экран дальше ${showDistance(units, near).ru}: огонь пехоты приходится в застрельщиков, а не в подразделение позади (11.19, 11.26 b).`,
      `The screen is farther than ${showDistance(units, near).en}: the infantry fire falls on the skirmishers, not on the unit behind (11.19, 11.26 b).`,
      '11.19');
  },
};
