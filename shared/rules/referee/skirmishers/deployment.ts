/**
 * 11.1–11.6: how many companies go out as skirmishers.
 * - light-battalion-deployment: a light battalion deploys part of itself (11.5, 11.6);
 * - brigade-screen-detachment: a battalion gives companies to the Brigade screen and its
 *   "initial strength" drops (11.2–11.4).
 * No dice in either.
 */
import { bi, type Bilingual, type ProcedureDef, type StepRecord } from '../procedure';
import {
  RULESET, armField, enCompanies, enFigures, enumField, flag, int, intField, pick, qualityField, refuse, refuseArm,
  ruCompanies, ruFigures, step, QUALITY_LABELS, type Arm, type Quality,
} from './common';
import { READINGS } from './readings';
import * as TEXT from './text';

/** 11.1 b, 11.5: the share of a light battalion that may deploy, in per cent. */
export const deployPercent = (quality: Quality): 50 | 75 => (quality === 'guard' || quality === 'elite' ? 75 : 50);

const NO_DICE = bi('Кубики не нужны.', 'No dice.');

// ---------------------------------------------------------------------------------------------
// light-battalion-deployment

export interface LightDeploymentOutcome {
  readonly percent: 50 | 75;
  readonly totalFigures: number;
  readonly maxCompanies: number;
  readonly deployedCompanies: number;
  readonly skirmishFigures: number;
  readonly commandCompanies: number;
  readonly commandFigures: number;
}

export const lightBattalionDeployment: ProcedureDef<LightDeploymentOutcome> = {
  ruleset: RULESET,
  id: 'light-battalion-deployment',
  title: bi('Развёртывание лёгкого батальона в застрельщики', 'Light battalion deploying as skirmishers'),
  section: '11.5',
  ruleText: TEXT.deployment,
  fields: [
    enumField('battalionType', {
      light: bi('Лёгкий (также французские егеря, тиральеры, вольтижеры гвардии; у кавалерии — полк)', 'Light (also French chasseurs, tirailleurs, Guard voltigeurs; for cavalry, the regiment)'),
      line: bi('Линейный', 'Line'),
    }, bi('Тип батальона', 'Battalion type'), { default: 'light' }),
    armField,
    qualityField,
    intField('companies', 1, 20, bi('Рот (баз) в батальоне', 'Companies (bases) in the battalion')),
    intField('figuresPerCompany', 1, 40, bi('Фигур в роте (базе)', 'Figures per company (base)')),
    intField('deployCompanies', 0, 20, bi('Развернуть рот', 'Companies to deploy'), {
      default: 0,
      help: bi('0 — столько, сколько разрешено.', '0 — as many as allowed.'),
    }),
  ],
  diceHelp: NO_DICE,
  body: (v) => {
    const arm = pick<Arm>(v, 'arm');
    const armRefusal = refuseArm(arm);
    if (armRefusal) return armRefusal;
    if (pick<string>(v, 'battalionType') === 'line') {
      return refuse('not_light_battalion', '11.5',
        'Развернуться в застрельщики может только лёгкий батальон (11.5). Линейный батальон выделяет лёгкую роту или третью шеренгу в Бригадный экран (11.2) — процедура «brigade-screen-detachment».',
        'Only a light battalion deploys as skirmishers (11.5). A line battalion gives its light company or third rank to the Brigade screen (11.2) — the "brigade-screen-detachment" procedure.',
        'battalionType');
    }
    const quality = pick<Quality>(v, 'quality');
    const companies = int(v, 'companies');
    const perCompany = int(v, 'figuresPerCompany');
    const asked = int(v, 'deployCompanies');
    const percent = deployPercent(quality);
    const maxCompanies = Math.floor((companies * percent) / 100);
    const total = companies * perCompany;
    const steps: StepRecord[] = [
      step('11.5',
        `${QUALITY_LABELS[quality].ru}: до ${percent}% численности батальона (11.1 b, 11.5).`,
        `${QUALITY_LABELS[quality].en}: up to ${percent}% of the battalion's strength (11.1 b, 11.5).`),
      step('11.5',
        `Только целые роты: ${percent}% от ${ruCompanies(companies)} = ${(companies * percent) / 100}, вниз до ${ruCompanies(maxCompanies)}.`,
        `Whole companies only: ${percent}% of ${enCompanies(companies)} = ${(companies * percent) / 100}, down to ${enCompanies(maxCompanies)}.`),
    ];
    if (maxCompanies === 0) {
      return refuse('cannot_deploy', '11.5',
        `В батальоне ${ruCompanies(companies)}: ${percent}% не составляют ни одной целой роты, развернуть нечего (11.5, примечание).`,
        `The battalion has ${enCompanies(companies)}: ${percent}% is not one whole company, so nothing can deploy (11.5, note).`,
        'companies');
    }
    if (asked > maxCompanies) {
      return refuse('over_deployment_limit', '11.5',
        `Можно развернуть не больше ${ruCompanies(maxCompanies)} (${percent}% батальона целыми ротами); просили ${asked}.`,
        `At most ${enCompanies(maxCompanies)} may deploy (${percent}% of the battalion in whole companies); ${asked} asked.`,
        'deployCompanies');
    }
    const deployed = asked === 0 ? maxCompanies : asked;
    const skirmishFigures = deployed * perCompany;
    const commandCompanies = companies - deployed;
    const commandFigures = commandCompanies * perCompany;
    steps.push(
      step('11.5',
        `Развёрнуто ${ruCompanies(deployed)} = ${ruFigures(skirmishFigures)} в линии застрельщиков; командные роты: ${ruCompanies(commandCompanies)} = ${ruFigures(commandFigures)}.`,
        `${enCompanies(deployed)} deployed = ${enFigures(skirmishFigures)} in the skirmish line; command companies: ${enCompanies(commandCompanies)} = ${enFigures(commandFigures)}.`),
      step('11.6', 'Нужен полный ход. Командные роты остаются на месте; роты застрельщиков выстраиваются перед их фронтом и проходят полную дистанцию движения (11.6 (1)).',
        'It takes a full turn. The command companies stay put; the skirmish companies form a line in front of them and make a full move (11.6 (1)).'),
      step('11.6', 'Роты (базы) — на 3″–6″ друг от друга; экран — в 12″ от командных рот и в их линии видимости (11.6 (2), (3), (5)): процедура «screen-distances».',
        'Companies (bases) 3″–6″ apart; the screen within 12″ of the command companies and in their line of sight (11.6 (2), (3), (5)): the "screen-distances" procedure.'),
      step('11.6', 'Командные роты тоже считаются застрельщиками, но не стреляют (11.6 (4)); потери сначала идут на них (процедура «command-company-casualties»).',
        'The command companies count as skirmishers too but do not fire (11.6 (4)); casualties fall on them first (the "command-company-casualties" procedure).'),
      step('11.6', 'В рукопашной батальон участвует целиком, мораль проверяет как одно подразделение (11.6).',
        'The battalion fights melee as a whole and tests morale as one unit (11.6).'),
    );
    if (arm !== 'infantry') {
      steps.push(step('11.9', 'Конные застрельщики рассыпают целые полки по тем же правилам, что и лёгкие батальоны (11.9 c).',
        'Mounted skirmishers deploy whole regiments by the same rules as light battalions (11.9 c).'));
    }
    const exact = (total * percent) / 100;
    const readings: Bilingual[] = [READINGS.secondCopy, READINGS.equalCompanies];
    if (quality === 'conscript') readings.push(READINGS.qualityNames);
    return {
      ok: true,
      outcome: { percent, totalFigures: total, maxCompanies, deployedCompanies: deployed, skirmishFigures, commandCompanies, commandFigures },
      summary: bi(
        `В линию застрельщиков выходят ${ruCompanies(deployed)} (${ruFigures(skirmishFigures)} из ${total}; предел ${percent}% = ${exact}); командные роты: ${ruFigures(commandFigures)}.`,
        `${enCompanies(deployed)} go out as skirmishers (${enFigures(skirmishFigures)} of ${total}; the ${percent}% cap = ${exact}); command companies: ${enFigures(commandFigures)}.`,
      ),
      steps,
      tableRow: bi(`${QUALITY_LABELS[quality].ru}: до ${percent}%`, `${QUALITY_LABELS[quality].en}: up to ${percent}%`),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// brigade-screen-detachment

export type ScreenSource = 'light-battalion' | 'line-light-company' | 'third-rank';

export interface ScreenDetachmentOutcome {
  readonly mode: 'form' | 'reinforce';
  readonly detachedFigures: number;
  readonly parentBefore: number;
  /** The parent battalion's new "initial strength" (11.3 examples, 11.4). */
  readonly parentAfter: number;
  readonly screenBefore: number;
  readonly screenAfter: number;
  /** 11.2 c / 11.3 a: a full turn to form; 11.4 b: half a move to reinforce. */
  readonly cost: 'full-turn' | 'half-move';
  /** 11.3 b: the parent battalions do nothing else in the forming turn. */
  readonly parentMayActThisTurn: boolean;
  /** 11.2: companies sent to the Brigade screen stay out until the end of the game. */
  readonly permanent: true;
}

const SOURCE_LABELS: Readonly<Record<ScreenSource, Bilingual>> = {
  'light-battalion': bi('Роты лёгкого батальона (11.2 а)', 'Companies of a light battalion (11.2 a)'),
  'line-light-company': bi('Лёгкая рота линейного батальона (11.2 b)', 'Light company of a line battalion (11.2 b)'),
  'third-rank': bi('Третья шеренга линейного батальона (11.2 c)', 'Third rank of a line battalion (11.2 c)'),
};

export const brigadeScreenDetachment: ProcedureDef<ScreenDetachmentOutcome> = {
  ruleset: RULESET,
  id: 'brigade-screen-detachment',
  title: bi('Выделение рот в Бригадный экран застрельщиков', 'Detaching companies to the Brigade skirmish screen'),
  section: '11.3',
  ruleText: TEXT.brigadeScreen,
  fields: [
    enumField('mode', {
      form: bi('Формирование экрана (11.2, 11.3)', 'Forming the screen (11.2, 11.3)'),
      reinforce: bi('Усиление экрана (11.4)', 'Reinforcing the screen (11.4)'),
    }, bi('Действие', 'Action')),
    enumField('source', SOURCE_LABELS, bi('Кто выделяет роты', 'Who gives the companies')),
    qualityField,
    intField('battalionFigures', 1, 120, bi('«Первоначальная численность» батальона сейчас', 'The battalion\'s current "initial strength"'), {
      help: bi('До этого выделения, с учётом прежних.', 'Before this detachment, after any earlier ones.'),
    }),
    intField('companyFigures', 1, 40, bi('Фигур в роте', 'Figures per company')),
    intField('companies', 1, 20, bi('Рот выделяется сейчас', 'Companies detached now'), { default: 1 }),
    intField('companiesDetachedBefore', 0, 20, bi('Рот этого батальона уже в экране', 'This battalion\'s companies already in the screen'), { default: 0 }),
    intField('screenFigures', 0, 500, bi('Фигур в экране до этого', 'Figures in the screen before'), { default: 0 }),
    { name: 'regulationsAllowThirdRank', spec: { kind: 'boolean' }, default: false,
      label: bi('Устав армии разрешает третью шеренгу (глава 2)', 'The army\'s regulations allow the third rank (chapter 2)') },
  ],
  diceHelp: NO_DICE,
  body: (v) => {
    const mode = pick<'form' | 'reinforce'>(v, 'mode');
    const source = pick<ScreenSource>(v, 'source');
    const quality = pick<Quality>(v, 'quality');
    const parentBefore = int(v, 'battalionFigures');
    const companyFigures = int(v, 'companyFigures');
    const companies = int(v, 'companies');
    const before = int(v, 'companiesDetachedBefore');
    const screenBefore = int(v, 'screenFigures');
    const readings: Bilingual[] = [READINGS.secondCopy, READINGS.parentKeepsCompany];
    const steps: StepRecord[] = [step('11.2', `Источник: ${SOURCE_LABELS[source].ru}.`, `Source: ${SOURCE_LABELS[source].en}.`)];

    if (mode === 'reinforce' && screenBefore === 0) {
      return refuse('no_screen_to_reinforce', '11.4',
        'Усилить можно только уже сформированный экран (11.4 а); в экране 0 фигур — выберите «формирование».',
        'Only a screen already formed can be reinforced (11.4 a); the screen has 0 figures — choose "form".',
        'screenFigures');
    }
    if (source === 'third-rank' && !flag(v, 'regulationsAllowThirdRank')) {
      return refuse('third_rank_not_allowed', '11.2',
        'Третью шеренгу выделяют только там, где это предусматривал устав армии (11.2 c, глава 2).',
        'The third rank goes out only where the army\'s regulations provided for it (11.2 c, chapter 2).',
        'regulationsAllowThirdRank');
    }
    if (source === 'line-light-company' && before + companies > 1) {
      return refuse('one_light_company', '11.2',
        'У линейного батальона одна лёгкая рота (11.2 b); выделить больше одной нельзя.',
        'A line battalion has one light company (11.2 b); no more than one can go.',
        'companies');
    }
    const detached = companies * companyFigures;
    const parentAfter = parentBefore - detached;
    if (parentAfter < companyFigures) {
      return refuse('parent_keeps_a_company', '11.3',
        `После выделения ${ruFigures(detached)} у батальона осталось бы ${parentAfter} — меньше одной роты.`,
        `Detaching ${enFigures(detached)} would leave the battalion ${parentAfter} — less than one company.`,
        'companies');
    }
    if (source === 'light-battalion') {
      const percent = deployPercent(quality);
      const full = parentBefore + before * companyFigures;
      const cumulative = (before + companies) * companyFigures;
      readings.push(READINGS.lightCapInScreen);
      steps.push(step('11.1',
        `Лёгкий батальон (${QUALITY_LABELS[quality].ru}): всего в застрельщиках не больше ${percent}% от ${full} = ${(full * percent) / 100}; с этой ротой — ${cumulative}.`,
        `Light battalion (${QUALITY_LABELS[quality].en}): no more than ${percent}% of ${full} = ${(full * percent) / 100} in all; with these companies, ${cumulative}.`));
      if (cumulative * 100 > full * percent) {
        return refuse('over_deployment_limit', '11.1',
          `Лёгкий батальон (${QUALITY_LABELS[quality].ru}) может выделить не больше ${percent}% численности (${(full * percent) / 100} из ${full}); вместе с прежними вышло бы ${cumulative}.`,
          `A light battalion (${QUALITY_LABELS[quality].en}) may give at most ${percent}% of its strength (${(full * percent) / 100} of ${full}); with earlier companies it would be ${cumulative}.`,
          'companies');
      }
    }
    if (source === 'line-light-company') readings.push(READINGS.oneLightCompany);
    if (source === 'third-rank') readings.push(READINGS.thirdRankCap);
    if (mode === 'form' && screenBefore > 0) readings.push(READINGS.formSameTurn);

    const screenAfter = screenBefore + detached;
    steps.push(
      step(mode === 'form' ? '11.3' : '11.4',
        `Выделено ${ruCompanies(companies)} по ${companyFigures} = ${ruFigures(detached)}: экран ${screenBefore} → ${screenAfter}.`,
        `${enCompanies(companies)} of ${companyFigures} = ${enFigures(detached)} detached: the screen goes ${screenBefore} → ${screenAfter}.`),
      step(mode === 'form' ? '11.3' : '11.4',
        `«Первоначальная численность» батальона ${parentBefore} → ${parentAfter} во всех целях игры, включая тест на мораль при потерях.`,
        `The battalion's "initial strength" goes ${parentBefore} → ${parentAfter} for every purpose, the casualty morale test included.`),
      mode === 'form'
        ? step('11.3', 'Формирование требует полного хода в фазу движения; экран встаёт перед фронтом бригады, родительские батальоны в этот ход больше ничего не делают (11.2 c, 11.3 а, b).',
          'Forming takes a full turn in the movement phase; the screen deploys in front of the brigade and the parent battalions do nothing else this turn (11.2 c, 11.3 a, b).')
        : step('11.4', 'Каждое выделение для усиления требует половины дистанции движения (11.4 b).',
          'Each detachment to reinforce takes half a move (11.4 b).'),
      step('11.2', 'Выделенные в Бригадный экран роты остаются развёрнутыми до конца игры (11.2).',
        'Companies sent to the Brigade screen stay deployed until the end of the game (11.2).'),
    );
    return {
      ok: true,
      outcome: {
        mode, detachedFigures: detached, parentBefore, parentAfter, screenBefore, screenAfter,
        cost: mode === 'form' ? 'full-turn' : 'half-move', parentMayActThisTurn: mode !== 'form', permanent: true,
      },
      summary: bi(
        `Экран: ${ruFigures(screenAfter)}; батальон: «первоначальная численность» ${parentAfter} (было ${parentBefore}).`,
        `Screen: ${enFigures(screenAfter)}; battalion: "initial strength" ${parentAfter} (was ${parentBefore}).`,
      ),
      steps,
      tableRow: null,
      readings,
    };
  },
};
