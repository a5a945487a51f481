/**
 * 11.7, 11.8: the rally test that brings a deployed light battalion back into closed order.
 * 2D6 against 7+ / 8+ / 9+ by quality, +1 for an attached general with Superior skills. Impossible
 * (refused, no dice drawn) while the enemy is within charge distance of the command companies.
 */
import { bi, type Bilingual, type ModifierRecord, type ProcedureDef, type StepRecord } from '../procedure';
import {
  RULESET, armField, boolField, enumField, flag, int, intField, pick, qualityField, refuse, refuseArm, step,
  QUALITY_LABELS, type Arm, type Quality,
} from './common';
import { READINGS } from './readings';
import * as TEXT from './text';

/** 11.8: the 2D6 score needed (the Guard reads as Elite). */
export const rallyTarget = (quality: Quality): 7 | 8 | 9 =>
  quality === 'guard' || quality === 'elite' ? 7 : quality === 'veteran' || quality === 'line' ? 8 : 9;

const ROW: Readonly<Record<7 | 8 | 9, Bilingual>> = {
  7: bi('Элита: 7+', 'Elite: 7+'),
  8: bi('Ветераны/Линейные: 8+', 'Veterans/Line: 8+'),
  9: bi('Второразрядные и Новобранцы: 9+', 'Second-rate and Conscripts: 9+'),
};

export type General = 'none' | 'ordinary' | 'superior';

export interface RallyOutcome {
  readonly dice: readonly [number, number];
  readonly modifier: 0 | 1;
  readonly total: number;
  readonly target: 7 | 8 | 9;
  readonly rallied: boolean;
}

export const rallyTest: ProcedureDef<RallyOutcome> = {
  ruleset: RULESET,
  id: 'rally-test',
  title: bi('Тест на сбор лёгкого батальона в сомкнутый строй', 'Rally test: light battalion back to closed order'),
  section: '11.7',
  ruleText: TEXT.rally,
  fields: [
    qualityField,
    enumField('general', {
      none: bi('Нет', 'None'),
      ordinary: bi('Генерал без Превосходных навыков', 'A general without Superior skills'),
      superior: bi('Генерал с Превосходными навыками', 'A general with Superior skills'),
    }, bi('Генерал, присоединённый к застрельщикам', 'General attached to the skirmishers'), { default: 'none' }),
    boolField('enemyInChargeReach', bi('Противник на дистанции атаки от командных рот', 'Enemy within charge distance of the command companies'), false),
    boolField('enemyOnCommandCompanies', bi('Противник достиг командных рот', 'Enemy has reached the command companies'), false),
    armField,
    intField('attempt', 1, 99, bi('Попытка №', 'Attempt no.'), { default: 1, help: bi('Для записи: повторные попытки без штрафа.', 'For the record: repeated attempts carry no penalty.') }),
  ],
  diceHelp: bi('2D6 (два кубика).', '2D6 (two dice).'),
  body: (v, cup) => {
    const arm = pick<Arm>(v, 'arm');
    const armRefusal = refuseArm(arm);
    if (armRefusal) return armRefusal;
    if (flag(v, 'enemyOnCommandCompanies') || flag(v, 'enemyInChargeReach')) {
      return refuse('rally_enemy_near', '11.7',
        'Сбор лёгкого батальона невозможен, если вражеские подразделения находятся на дистанции атаки от командных рот (11.7); тест не бросается.',
        'The light battalion cannot rally while enemy units are within charge distance of the command companies (11.7); no test is rolled.',
        flag(v, 'enemyOnCommandCompanies') ? 'enemyOnCommandCompanies' : 'enemyInChargeReach');
    }
    const quality = pick<Quality>(v, 'quality');
    const general = pick<General>(v, 'general');
    const target = rallyTarget(quality);
    const a = cup.roll(bi('тест на сбор', 'rally test'));
    const b = cup.roll(bi('тест на сбор', 'rally test'));
    const modifiers: ModifierRecord[] = general === 'superior'
      ? [{ value: 1, reason: bi('Присоединён Генерал с Превосходными навыками', 'A general with Superior skills is attached'), section: '11.8' }]
      : [];
    const modifier = general === 'superior' ? 1 : 0;
    const total = a + b + modifier;
    const rallied = total >= target;
    const attempt = int(v, 'attempt');
    const steps: StepRecord[] = [
      step('11.7', `Попытка № ${attempt}; повторные попытки штрафа не несут.`, `Attempt no. ${attempt}; repeated attempts carry no penalty.`),
      step('11.8', `${QUALITY_LABELS[quality].ru}: нужно ${target}+ на 2D6.`, `${QUALITY_LABELS[quality].en}: ${target}+ needed on 2D6.`),
      step('11.7', `Бросок 2D6: ${a} + ${b} = ${a + b}.`, `2D6 rolled: ${a} + ${b} = ${a + b}.`),
      modifier === 1
        ? step('11.8', `+1 за Генерала с Превосходными навыками: ${total}.`, `+1 for the general with Superior skills: ${total}.`)
        : step('11.8', 'Модификаторов нет.', 'No modifiers.'),
      rallied
        ? step('11.7', `${total} ≥ ${target}: батальон собирается там, где стоят командные роты, и может построиться в любую формацию.`,
          `${total} ≥ ${target}: the battalion rallies where its command companies stand and may take any formation.`)
        : step('11.7', `${total} < ${target}: сбор не удался, батальон остаётся застрельщиками; можно повторить в следующие ходы.`,
          `${total} < ${target}: the rally fails and the battalion stays in skirmish order; it may try again in later turns.`),
    ];
    if (arm !== 'infantry') {
      steps.push(step('11.9', 'Конные застрельщики собираются по тем же правилам, что и пехота (11.9 c).', 'Mounted skirmishers rally by the same rules as infantry (11.9 c).'));
    }
    const readings: Bilingual[] = [READINGS.secondCopy, READINGS.rallyEnemy, READINGS.rallyGeneral, READINGS.rallyRetry];
    if (quality === 'guard') readings.push(READINGS.guardRally);
    if (quality === 'conscript' || quality === 'second-rate' || quality === 'line') readings.push(READINGS.qualityNames);
    return {
      ok: true,
      outcome: { dice: [a, b], modifier, total, target, rallied },
      summary: rallied
        ? bi(`Сбор удался: ${total} против ${target}+.`, `Rallied: ${total} against ${target}+.`)
        : bi(`Сбор не удался: ${total} против ${target}+.`, `Rally failed: ${total} against ${target}+.`),
      steps,
      modifiers,
      tableRow: quality === 'guard' ? bi('Элита: 7+ (Гвардия — как Элита)', 'Elite: 7+ (Guard as Elite)') : ROW[target],
      readings,
    };
  },
};
