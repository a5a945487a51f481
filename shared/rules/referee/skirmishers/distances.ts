/**
 * Distances of chapter XI, no dice:
 * - screen-distances: where a screen may stand relative to its own side (11.3 c, 11.6 (2), (3), (5), 11.9 d, 11.13);
 * - approach-limits: how close skirmishers may come to a closed-order enemy (11.21, 11.22);
 * - withdrawal: when and where they fall back from an approaching enemy (11.22).
 * A placement the rules forbid is refused; an allowed one returns the limit and the margin.
 */
import { bi, type Bilingual, type InputValues, type ProcedureDef, type StepRecord } from '../procedure';
import {
  RULESET, boolField, distanceField, enumField, flag, limitIn, num, pick, refuse, showDistance, step, unitsField, type Units,
} from './common';
import { READINGS } from './readings';
import * as TEXT from './text';

const NO_DICE = bi('Кубики не нужны.', 'No dice.');

// ---------------------------------------------------------------------------------------------
// screen-distances

export type ScreenCheck = 'screen-to-support' | 'screen-to-command' | 'base-spacing' | 'mounted-base-spacing';

const CHECK_LABELS: Readonly<Record<ScreenCheck, Bilingual>> = {
  'screen-to-support': bi('Бригадный экран — до ближайшего поддерживающего подразделения (11.3 c)', 'Brigade screen to the nearest supporting unit (11.3 c)'),
  'screen-to-command': bi('Экран лёгкого батальона — до командных рот (11.6 (3))', 'Light battalion\'s screen to its command companies (11.6 (3))'),
  'base-spacing': bi('Между ротами (базами) экрана (11.6 (2))', 'Between the screen\'s companies (bases) (11.6 (2))'),
  'mounted-base-spacing': bi('Между базами конных застрельщиков (11.9 d)', 'Between bases of mounted skirmishers (11.9 d)'),
};

const SUPPORT_LABELS = {
  'closed-infantry': bi('пехота бригады в сомкнутом строю', 'the brigade\'s closed-order infantry'),
  artillery: bi('артиллерия бригады', 'the brigade\'s artillery'),
  'brigade-general': bi('бригадный генерал', 'the brigade general'),
} as const;
type Support = keyof typeof SUPPORT_LABELS;

export interface ScreenDistanceOutcome {
  readonly check: ScreenCheck;
  readonly units: Units;
  readonly distance: number;
  /** null where no lower / upper limit applies. */
  readonly min: number | null;
  readonly max: number | null;
}

export const screenDistances: ProcedureDef<ScreenDistanceOutcome> = {
  ruleset: RULESET,
  id: 'screen-distances',
  title: bi('Пределы расстояний экрана застрельщиков', 'Distance limits of skirmish screens'),
  section: '11.3',
  ruleText: TEXT.screenDistances,
  fields: [
    enumField('check', CHECK_LABELS, bi('Что измеряем', 'What is measured')),
    distanceField('distance', bi('Расстояние', 'Distance')),
    unitsField,
    enumField('support', SUPPORT_LABELS,
      bi('Ближайшее поддерживающее подразделение', 'Nearest supporting unit'), { default: 'closed-infantry', help: bi('Для 11.3 c.', 'For 11.3 c.') }),
    boolField('rifles95th', bi('Отборные стрелки 95-го полка (11.13)', 'Sharpshooters of the 95th (11.13)'), false),
    boolField('closedOrderBases', bi('Фигуры на базах сомкнутого строя', 'Figures on closed-order bases'), true, bi('Для 11.6 (2).', 'For 11.6 (2).')),
    boolField('lineOfSight', bi('Командные роты видят экран', 'The command companies see the screen'), true, bi('Для 11.6 (5).', 'For 11.6 (5).')),
  ],
  diceHelp: NO_DICE,
  body: (v) => {
    const check = pick<ScreenCheck>(v, 'check');
    const units = pick<Units>(v, 'units');
    const d = num(v, 'distance');
    const shown = showDistance(units, d);
    const readings: Bilingual[] = [READINGS.secondCopy];
    if (units === 'cm') readings.push(READINGS.cmScale);
    const steps: StepRecord[] = [step(check === 'mounted-base-spacing' ? '11.9' : check === 'screen-to-support' ? '11.3' : '11.6',
      `${CHECK_LABELS[check].ru}: ${shown.ru}.`, `${CHECK_LABELS[check].en}: ${shown.en}.`)];
    const ok = (section: string, min: number | null, max: number | null, ru: string, en: string) => ({
      ok: true as const,
      outcome: { check, units, distance: d, min, max },
      summary: bi(ru, en),
      steps: [...steps, step(section, ru, en)],
      tableRow: bi(
        `${min === null ? '' : `не меньше ${showDistance(units, min).ru}`}${min !== null && max !== null ? ', ' : ''}${max === null ? '' : `не больше ${showDistance(units, max).ru}`}` || 'без предела',
        `${min === null ? '' : `at least ${showDistance(units, min).en}`}${min !== null && max !== null ? ', ' : ''}${max === null ? '' : `at most ${showDistance(units, max).en}`}` || 'no limit',
      ),
      readings,
    });

    switch (check) {
      case 'screen-to-support': {
        if (flag(v, 'rifles95th')) {
          return ok('11.13', null, null, 'Отборные стрелки 95-го полка не связаны пределом 18″ от подразделений бригады (11.13).',
            'The 95th\'s sharpshooters are free of the 18″ limit from the brigade\'s units (11.13).');
        }
        const support = pick<Support>(v, 'support');
        if (support === 'brigade-general') readings.push(READINGS.generalIsSupport);
        const max = limitIn(units, 18);
        if (d > max) {
          return refuse('screen_too_far_from_support', '11.3',
            `Бригадный экран должен всегда быть в пределах ${showDistance(units, max).ru} от поддерживающего подразделения бригады (${SUPPORT_LABELS[support].ru}); сейчас ${shown.ru} (11.3 c).`,
            `The Brigade screen must always be within ${showDistance(units, max).en} of a supporting unit of the brigade (${SUPPORT_LABELS[support].en}); it is ${shown.en} (11.3 c).`,
            'distance');
        }
        return ok('11.3', null, max,
          `В пределах ${showDistance(units, max).ru} от ближайшего поддерживающего подразделения (${SUPPORT_LABELS[support].ru}): можно, запас ${showDistance(units, max - d).ru}.`,
          `Within ${showDistance(units, max).en} of the nearest supporting unit (${SUPPORT_LABELS[support].en}): allowed, ${showDistance(units, max - d).en} to spare.`);
      }
      case 'screen-to-command': {
        readings.push(READINGS.editorsLineOfSight);
        if (!flag(v, 'lineOfSight')) {
          return refuse('no_line_of_sight', '11.6',
            'Между экраном и командными ротами лёгкого батальона должна сохраняться линия видимости до сбора батальона (11.6 (5)).',
            'The screen and the light battalion\'s command companies must keep a line of sight until the battalion rallies (11.6 (5)).',
            'lineOfSight');
        }
        const max = limitIn(units, 12);
        if (d > max) {
          return refuse('screen_too_far_from_command', '11.6',
            `Экран лёгкого батальона (или его часть) должен оставаться в пределах ${showDistance(units, max).ru} от командных рот; сейчас ${shown.ru} (11.6 (3)).`,
            `The light battalion's screen (or any part of it) must stay within ${showDistance(units, max).en} of the command companies; it is ${shown.en} (11.6 (3)).`,
            'distance');
        }
        return ok('11.6', null, max,
          `В пределах ${showDistance(units, max).ru} от командных рот и в их линии видимости: можно, запас ${showDistance(units, max - d).ru}.`,
          `Within ${showDistance(units, max).en} of the command companies and in their sight: allowed, ${showDistance(units, max - d).en} to spare.`);
      }
      case 'base-spacing':
      case 'mounted-base-spacing': {
        const section = check === 'mounted-base-spacing' ? '11.9' : '11.6';
        if (check === 'base-spacing' && !flag(v, 'closedOrderBases')) {
          return ok('11.6', null, null, 'Фигуры не на базах сомкнутого строя: правило 3″–6″ (11.6 (2)) не применяется.',
            'The figures are not on closed-order bases: the 3″–6″ rule (11.6 (2)) does not apply.');
        }
        if (check === 'mounted-base-spacing') readings.push(READINGS.mountedSpacing);
        const min = limitIn(units, 3);
        const max = limitIn(units, 6);
        if (d < min) {
          return refuse('bases_too_close', section,
            `Роты (базы) застрельщиков должны стоять не ближе ${showDistance(units, min).ru} друг от друга; сейчас ${shown.ru} (${check === 'mounted-base-spacing' ? '11.9 d' : '11.6 (2)'}).`,
            `Skirmish companies (bases) must be at least ${showDistance(units, min).en} apart; they are ${shown.en} (${check === 'mounted-base-spacing' ? '11.9 d' : '11.6 (2)'}).`,
            'distance');
        }
        if (d > max) {
          return refuse('bases_too_far', section,
            `Роты (базы) застрельщиков должны стоять не дальше ${showDistance(units, max).ru} друг от друга; сейчас ${shown.ru} (11.6 (2)).`,
            `Skirmish companies (bases) must be at most ${showDistance(units, max).en} apart; they are ${shown.en} (11.6 (2)).`,
            'distance');
        }
        return ok(section, min, max,
          `Интервал ${shown.ru} — в пределах ${showDistance(units, min).ru}–${showDistance(units, max).ru}: можно.`,
          `A gap of ${shown.en} is within ${showDistance(units, min).en}–${showDistance(units, max).en}: allowed.`);
      }
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Enemies, for approach-limits and withdrawal

export type Enemy = 'formed-infantry' | 'artillery' | 'cavalry' | 'cossacks' | 'skirmishers';

const ENEMY_LABELS: Readonly<Record<Enemy, Bilingual>> = {
  'formed-infantry': bi('Построенная пехота', 'Formed infantry'),
  artillery: bi('Артиллерия', 'Artillery'),
  cavalry: bi('Кавалерия', 'Cavalry'),
  cossacks: bi('Казаки', 'Cossacks'),
  skirmishers: bi('Застрельщики', 'Skirmishers'),
};

/** 11.21: the closest approach in open ground, in inches (null: no limit). */
export const approachLimitInches = (enemy: Enemy): number | null =>
  enemy === 'skirmishers' ? null : enemy === 'cavalry' || enemy === 'cossacks' ? 9 : 3;

const roughField = boolField('roughCoverOrBuiltUp', bi('Застрельщики в пересечённой местности, укрытии или застроенной области', 'Skirmishers in rough ground, cover or a built-up area'), false);

/** What both procedures near an enemy read: the enemy, the units of measure, the distance (and as shown), rough ground. */
function nearEnemy(v: InputValues) {
  const units = pick<Units>(v, 'units');
  const d = num(v, 'distance');
  return { enemy: pick<Enemy>(v, 'enemy'), units, d, rough: flag(v, 'roughCoverOrBuiltUp'), shown: showDistance(units, d) };
}

export interface ApproachOutcome {
  readonly enemy: Enemy;
  readonly units: Units;
  readonly distance: number;
  /** The closest allowed approach, null where 11.21 sets none. */
  readonly limit: number | null;
  readonly terrainException: boolean;
}

export const approachLimits: ProcedureDef<ApproachOutcome> = {
  ruleset: RULESET,
  id: 'approach-limits',
  title: bi('Сближение застрельщиков с противником', 'Skirmishers approaching the enemy'),
  section: '11.21',
  ruleText: TEXT.approach,
  fields: [
    enumField('enemy', ENEMY_LABELS, bi('Противник', 'Enemy')),
    distanceField('distance', bi('Ближайшее расстояние до противника после движения', 'Closest distance to the enemy after the move'),
      bi('0 — базовый контакт.', '0 — base contact.')),
    unitsField,
    roughField,
  ],
  diceHelp: NO_DICE,
  body: (v) => {
    const { enemy, units, d, rough, shown } = nearEnemy(v);
    const readings: Bilingual[] = [READINGS.secondCopy, READINGS.approachFirstCopy];
    if (units === 'cm') readings.push(READINGS.cmScale);
    if (enemy === 'cossacks') readings.push(READINGS.approachCossacks);
    const steps: StepRecord[] = [step('11.21', `Противник: ${ENEMY_LABELS[enemy].ru}; расстояние ${shown.ru}.`, `Enemy: ${ENEMY_LABELS[enemy].en}; distance ${shown.en}.`)];

    if (d === 0 && enemy !== 'skirmishers') {
      return refuse('no_voluntary_contact', enemy === 'cossacks' ? '11.24' : '11.22',
        enemy === 'cossacks'
          ? 'Застрельщики не могут Атаковать или Контратаковать казаков (11.24 a): базового контакта с ними по своей воле нет.'
          : 'Застрельщики не могут добровольно входить в базовый контакт с подразделением противника в сомкнутом строю (11.22).',
        enemy === 'cossacks'
          ? 'Skirmishers may not charge or countercharge cossacks (11.24 a): no voluntary base contact with them.'
          : 'Skirmishers may not voluntarily enter base contact with a closed-order enemy unit (11.22).',
        'distance');
    }
    const inches = approachLimitInches(enemy);
    if (inches === null) {
      readings.push(READINGS.noContact);
      return {
        ok: true, outcome: { enemy, units, distance: d, limit: null, terrainException: false },
        summary: bi('К застрельщикам противника предела сближения нет (11.21 — о сомкнутом строе); контакт — рукопашная 11.23.',
          'No approach limit to enemy skirmishers (11.21 concerns closed order); contact means a melee under 11.23.'),
        steps: [...steps, step('11.23', 'Застрельщики могут атаковать в рукопашную других застрельщиков (11.23 a).', 'Skirmishers may charge other skirmishers (11.23 a).')],
        tableRow: bi('Застрельщики противника: без предела', 'Enemy skirmishers: no limit'),
        readings,
      };
    }
    const limit = limitIn(units, inches);
    if (rough) {
      return {
        ok: true, outcome: { enemy, units, distance: d, limit: null, terrainException: true },
        summary: bi(`В пересечённой местности, укрытии или застроенной области предел ${showDistance(units, limit).ru} не действует (11.21); базовый контакт по-прежнему запрещён (11.22).`,
          `In rough ground, cover or a built-up area the ${showDistance(units, limit).en} limit does not apply (11.21); base contact is still forbidden (11.22).`),
        steps: [...steps, step('11.21', 'Исключение: застрельщики в пересечённой местности, укрытии или застроенной области.', 'Exception: the skirmishers are in rough ground, cover or a built-up area.')],
        tableRow: bi(`${ENEMY_LABELS[enemy].ru}: ${showDistance(units, limit).ru}, исключение по местности`, `${ENEMY_LABELS[enemy].en}: ${showDistance(units, limit).en}, terrain exception`),
        readings: [...readings, READINGS.noContact],
      };
    }
    if (d < limit) {
      return refuse('too_close', '11.21',
        `Застрельщики не могут приближаться ближе, чем на ${showDistance(units, limit).ru} к противнику (${ENEMY_LABELS[enemy].ru}) вне пересечённой местности, укрытий и застроенных областей; сейчас ${shown.ru} (11.21).`,
        `Skirmishers may not come closer than ${showDistance(units, limit).en} to the enemy (${ENEMY_LABELS[enemy].en}) outside rough ground, cover and built-up areas; they would be ${shown.en} (11.21).`,
        'distance');
    }
    return {
      ok: true, outcome: { enemy, units, distance: d, limit, terrainException: false },
      summary: bi(`${shown.ru} — не ближе ${showDistance(units, limit).ru}: можно.`, `${shown.en} is not closer than ${showDistance(units, limit).en}: allowed.`),
      steps: [...steps, step('11.21', `Предел в открытой местности: ${showDistance(units, limit).ru}.`, `Limit in the open: ${showDistance(units, limit).en}.`)],
      tableRow: bi(`${ENEMY_LABELS[enemy].ru}: не ближе ${showDistance(units, limit).ru}`, `${ENEMY_LABELS[enemy].en}: no closer than ${showDistance(units, limit).en}`),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// withdrawal

export type WithdrawalWay = 'none' | 'fall-back' | 'behind-friends-flanks-or-cover' | 'retreat';

export interface WithdrawalOutcome {
  readonly withdraws: boolean;
  readonly way: WithdrawalWay;
  /** Where they must end up: beyond (or, when `inclusive`, at least) this distance from the enemy. */
  readonly endDistance: number | null;
  readonly inclusive: boolean;
  /** 11.22: the withdrawal is a bonus move; the normal move of the phase stays whole. */
  readonly bonusMove: boolean;
}

export const withdrawal: ProcedureDef<WithdrawalOutcome> = {
  ruleset: RULESET,
  id: 'withdrawal',
  title: bi('Отход застрельщиков от приближающегося противника', 'Skirmishers withdrawing from an approaching enemy'),
  section: '11.22',
  ruleText: TEXT.withdrawal,
  fields: [
    enumField('enemy', ENEMY_LABELS, bi('Приближающийся противник', 'Approaching enemy')),
    distanceField('distance', bi('Расстояние до него после его движения', 'Its distance after its move')),
    unitsField,
    roughField,
    boolField('canKeepDistance', bi('Застрельщики могут отойти, сохранив дистанцию', 'The skirmishers can fall back and keep the distance'), true),
    boolField('friendsInMelee', bi('Свои подразделения позади — в рукопашной', 'Their own units behind are in melee'), false),
  ],
  diceHelp: NO_DICE,
  body: (v) => {
    const { enemy, units, d, rough, shown } = nearEnemy(v);
    const trigger = limitIn(units, 3);
    const readings: Bilingual[] = [READINGS.secondCopy];
    if (units === 'cm') readings.push(READINGS.cmScale);
    if (enemy === 'artillery') readings.push(READINGS.artilleryClosedOrder);
    const steps: StepRecord[] = [step('11.22', `Противник: ${ENEMY_LABELS[enemy].ru}; он в ${shown.ru}.`, `Enemy: ${ENEMY_LABELS[enemy].en}; it is ${shown.en} away.`)];
    const none = (ru: string, en: string) => ({
      ok: true as const,
      outcome: { withdraws: false, way: 'none' as const, endDistance: null, inclusive: false, bonusMove: false },
      summary: bi(ru, en),
      steps: [...steps, step('11.22', ru, en)],
      tableRow: bi(`Отход при ${showDistance(units, trigger).ru} и менее`, `Withdraw at ${showDistance(units, trigger).en} or less`),
      readings,
    });
    if (enemy === 'cossacks' || enemy === 'skirmishers') {
      return none(`${ENEMY_LABELS[enemy].ru}: автоматического отхода не происходит (исключение 11.22).`,
        `${ENEMY_LABELS[enemy].en}: no automatic withdrawal (exception of 11.22).`);
    }
    if (d > trigger) {
      return none(`Противник дальше ${showDistance(units, trigger).ru}: автоматического отхода нет.`,
        `The enemy is farther than ${showDistance(units, trigger).en}: no automatic withdrawal.`);
    }
    readings.push(READINGS.withdrawDistance);
    const limit = approachLimitInches(enemy) ?? 3;
    // Beyond the 3″ trigger always; in the open also at least the 11.21 limit when that is farther.
    const useLimit = !rough && limit > 3;
    const endDistance = limitIn(units, useLimit ? limit : 3);
    const way: WithdrawalWay = flag(v, 'canKeepDistance') ? 'fall-back' : flag(v, 'friendsInMelee') ? 'retreat' : 'behind-friends-flanks-or-cover';
    const where: Record<WithdrawalWay, Bilingual> = {
      none: bi('', ''),
      'fall-back': bi('отходят назад', 'fall back'),
      'behind-friends-flanks-or-cover': bi('отходят в тыл своих подразделений, к флангам дружественных подразделений или в укрытие', 'fall back behind their own units, to the flanks of friendly units or into cover'),
      retreat: bi('отступают (свои подразделения в рукопашной)', 'retreat (their own units are in melee)'),
    };
    const end = useLimit
      ? bi(`не ближе ${showDistance(units, endDistance).ru}`, `no closer than ${showDistance(units, endDistance).en}`)
      : bi(`дальше ${showDistance(units, endDistance).ru}`, `beyond ${showDistance(units, endDistance).en}`);
    steps.push(
      step('11.22', `Противник в сомкнутом строю в ${showDistance(units, trigger).ru} и менее: застрельщики автоматически ${where[way].ru}, ${end.ru} от него.`,
        `A closed-order enemy at ${showDistance(units, trigger).en} or less: the skirmishers automatically ${where[way].en}, ${end.en} from it.`),
      step('11.22', 'Этот отход — бонусный: обычное движение в свою фазу используется полностью. Уклонение и Принудительное Отступление от «Дубль шесть» дополнительным движением не считаются.',
        'This withdrawal is a bonus move: the normal move of the phase is used in full. Evasion and a Forced Retreat from a "Double six" do not count as extra movement.'),
    );
    return {
      ok: true,
      outcome: { withdraws: true, way, endDistance, inclusive: useLimit, bonusMove: true },
      summary: bi(`Застрельщики ${where[way].ru}, ${end.ru} от противника; это бонусное движение.`,
        `The skirmishers ${where[way].en}, ${end.en} from the enemy; it is a bonus move.`),
      steps,
      tableRow: bi(`Отход при ${showDistance(units, trigger).ru} и менее`, `Withdraw at ${showDistance(units, trigger).en} or less`),
      readings,
    };
  },
};
