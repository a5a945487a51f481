/**
 * 11.23–11.25 (and 11.9 g): skirmishers in melee. Who may charge whom, when they must evade,
 * companies caught by a closed-order enemy, strength against cossacks, no morale test. No dice:
 * the melee itself is fought by the club's melee procedure with the strength given here.
 */
import { bi, type Bilingual, type ProcedureDef, type StepRecord } from '../procedure';
import { RULESET, boolField, enFigures, enumField, flag, int, intField, pick, refuse, ruFigures, step } from './common';
import { READINGS } from './readings';
import * as TEXT from './text';

export type Opponent = 'skirmishers' | 'cossacks' | 'closed-order';
export type Terrain = 'open' | 'rough' | 'built-up';

export interface MeleeOutcome {
  /** A melee is fought (as usual, 11.23 b). */
  readonly fights: boolean;
  /** The skirmishers evade instead. */
  readonly evades: boolean;
  /** Figures the skirmishers count in the melee; null when there is none. */
  readonly meleeFigures: number | null;
  /** Companies (bases) caught in base contact and removed without melee (11.24 c). */
  readonly removedCompanies: number;
  /** 11.25: never a morale test for skirmishers charged by closed order. */
  readonly moraleTest: false;
  /** Whether the charge modifier counts for charging skirmishers (11.9 g); null when they do not charge. */
  readonly chargeModifier: boolean | null;
  /** 11.24 b: a light battalion in a built-up area re-forms closed order next turn. */
  readonly reformNextTurn: boolean;
}

const OPPONENT_LABELS: Readonly<Record<Opponent, Bilingual>> = {
  skirmishers: bi('Застрельщики противника', 'Enemy skirmishers'),
  cossacks: bi('Казаки', 'Cossacks'),
  'closed-order': bi('Подразделение в сомкнутом строю', 'A closed-order unit'),
};

const TERRAIN_LABELS: Readonly<Record<Terrain, Bilingual>> = {
  open: bi('Открытая местность', 'Open ground'),
  rough: bi('Пересечённая местность', 'Rough ground'),
  'built-up': bi('Застроенная область', 'Built-up area'),
};

const MORALE = step('11.25', 'Застрельщики никогда не Колеблются и всегда считаются «Стоящими»; атакованные сомкнутым строем, тест морали не проходят.',
  'Skirmishers never Waver and always count as "Steady"; charged by closed order they take no morale test.');

export const skirmishersInMelee: ProcedureDef<MeleeOutcome> = {
  ruleset: RULESET,
  id: 'skirmishers-in-melee',
  title: bi('Застрельщики в рукопашной схватке', 'Skirmishers in melee'),
  section: '11.24',
  ruleText: TEXT.melee,
  fields: [
    enumField('role', {
      charging: bi('Застрельщики атакуют', 'The skirmishers charge'),
      charged: bi('Застрельщиков атакуют', 'The skirmishers are charged'),
    }, bi('Кто атакует', 'Who charges')),
    enumField('opponent', OPPONENT_LABELS, bi('Противник', 'Opponent')),
    enumField('response', {
      evade: bi('Уклониться', 'Evade'),
      stand: bi('Встретить атаку на месте', 'Stand and meet the charge'),
    }, bi('Ответ атакованных застрельщиков', 'The charged skirmishers\' response'), { default: 'evade' }),
    enumField('terrain', TERRAIN_LABELS, bi('Местность', 'Terrain'), { default: 'open' }),
    enumField('unit', {
      'brigade-screen': bi('Бригадный экран', 'Brigade screen'),
      'light-battalion': bi('Лёгкий батальон в рассыпном строю', 'Light battalion in skirmish order'),
    }, bi('Подразделение застрельщиков', 'Skirmisher unit'), { default: 'brigade-screen' }),
    intField('figures', 1, 300, bi('Фигур застрельщиков', 'Skirmisher figures'), {
      help: bi('У лёгкого батальона — весь батальон, с командными ротами (11.6).', 'For a light battalion, the whole battalion with its command companies (11.6).'),
    }),
    boolField('mounted', bi('Конные застрельщики (11.9)', 'Mounted skirmishers (11.9)'), false),
    intField('companiesCaught', 0, 20, bi('Рот (баз), настигнутых противником', 'Companies (bases) caught by the enemy'), { default: 0 }),
  ],
  diceHelp: bi('Кубики не нужны: схватку рассчитывает обычная процедура рукопашной.', 'No dice: the melee is fought by the usual melee procedure.'),
  body: (v) => {
    const role = pick<'charging' | 'charged'>(v, 'role');
    const opponent = pick<Opponent>(v, 'opponent');
    const response = pick<'evade' | 'stand'>(v, 'response');
    const terrain = pick<Terrain>(v, 'terrain');
    const unit = pick<'brigade-screen' | 'light-battalion'>(v, 'unit');
    const figures = int(v, 'figures');
    const mounted = flag(v, 'mounted');
    const readings: Bilingual[] = [READINGS.secondCopy];
    const steps: StepRecord[] = [step('11.23', `${role === 'charging' ? 'Застрельщики атакуют' : 'Застрельщиков атакуют'}: ${OPPONENT_LABELS[opponent].ru}; ${TERRAIN_LABELS[terrain].ru}.`,
      `${role === 'charging' ? 'The skirmishers charge' : 'The skirmishers are charged by'}: ${OPPONENT_LABELS[opponent].en}; ${TERRAIN_LABELS[terrain].en}.`)];
    if (unit === 'light-battalion') {
      steps.push(step('11.6', `Лёгкий батальон дерётся целиком, с командными ротами: ${ruFigures(figures)}.`, `The light battalion fights as a whole, command companies included: ${enFigures(figures)}.`));
    }
    const base = { removedCompanies: 0, moraleTest: false as const, chargeModifier: null, reformNextTurn: false };
    const fight = (meleeFigures: number, ru: string, en: string, section: string, extra?: Partial<MeleeOutcome>) => ({
      ok: true as const,
      outcome: { ...base, fights: true, evades: false, meleeFigures, ...extra },
      summary: bi(`${ru} В схватке застрельщики считают ${ruFigures(meleeFigures)}.`, `${en} The skirmishers count ${enFigures(meleeFigures)} in the melee.`),
      steps: [...steps, step(section, ru, en), MORALE],
      tableRow: null,
      readings,
    });
    const evade = (ru: string, en: string, section: string, extra?: Partial<MeleeOutcome>) => ({
      ok: true as const,
      outcome: { ...base, fights: false, evades: true, meleeFigures: null, ...extra },
      summary: bi(ru, en),
      steps: [...steps, step(section, ru, en), MORALE],
      tableRow: null,
      readings,
    });

    if (role === 'charging') {
      if (opponent === 'cossacks') {
        return refuse('cannot_charge_cossacks', '11.24', 'Застрельщики не могут Атаковать или Контратаковать казаков (11.24 a).',
          'Skirmishers may not charge or countercharge cossacks (11.24 a).', 'opponent');
      }
      if (mounted) readings.push(READINGS.mountedCharge);
      // 11.9 g: mounted skirmishers may charge in rough ground (not built-up), without the charge modifier.
      const mountedRough = mounted && terrain === 'rough';
      if (opponent === 'closed-order' && !mountedRough) {
        return refuse('may_only_charge_skirmishers', '11.23',
          mounted
            ? 'Конные застрельщики атакуют противника в сомкнутом строю только в пересечённой местности, не в застроенной области (11.9 g); иначе — только застрельщиков (11.23 a).'
            : 'Застрельщики могут атаковать в рукопашную только других застрельщиков (11.23 a).',
          mounted
            ? 'Mounted skirmishers charge a closed-order enemy only in rough ground, not in a built-up area (11.9 g); otherwise only skirmishers (11.23 a).'
            : 'Skirmishers may charge only other skirmishers (11.23 a).',
          'opponent');
      }
      const chargeModifier = !(mounted && terrain !== 'open');
      return fight(figures,
        chargeModifier ? 'Атака и рукопашная рассчитываются в обычном порядке (11.23 b).' : 'Атака в пересечённой местности: рукопашная в обычном порядке, но без модификатора за проведение Атаки (11.9 g).',
        chargeModifier ? 'The charge and melee are fought as usual (11.23 b).' : 'A charge in rough ground: the melee as usual, but without the charge modifier (11.9 g).',
        chargeModifier ? '11.23' : '11.9', { chargeModifier });
    }

    // Charged.
    if (opponent === 'skirmishers') {
      if (response === 'evade') readings.push(READINGS.noEvasionFromSkirmishers);
      return fight(figures, 'Атака застрельщиков противника: рукопашная рассчитывается в обычном порядке (11.23 b).',
        'Charged by enemy skirmishers: the melee is fought as usual (11.23 b).', '11.23');
    }
    if (opponent === 'cossacks') {
      readings.push(READINGS.cossacksStand);
      if (response === 'evade') return evade('Застрельщики уклоняются от казаков (11.24).', 'The skirmishers evade the cossacks (11.24).', '11.24');
      readings.push(READINGS.halfStrength);
      const half = terrain === 'open';
      const meleeFigures = half ? Math.floor(figures / 2) : figures;
      steps.push(step('11.24', 'Застрельщики могут стрелять (процедура «skirmish-fire») и встретить атаку казаков на месте.', 'The skirmishers may fire (the "skirmish-fire" procedure) and meet the cossacks\' charge standing.'));
      return fight(meleeFigures,
        half ? `В открытой местности застрельщики считают половину численности: ${figures} ÷ 2 = ${meleeFigures} (11.24 a).` : 'Вне открытой местности застрельщики наносят потери в полную силу (11.24 a).',
        half ? `In the open the skirmishers count half their strength: ${figures} ÷ 2 = ${meleeFigures} (11.24 a).` : 'Outside open ground the skirmishers inflict casualties at full strength (11.24 a).',
        '11.24');
    }
    // A closed-order enemy.
    if (unit === 'light-battalion' && terrain === 'built-up') {
      readings.push(READINGS.lightInBuildings);
      steps.push(step('11.24', 'Лёгкий батальон, занявший застроенную область, на следующий ход автоматически перестраивается в сомкнутый строй (11.24 b).',
        'A light battalion that has occupied a built-up area re-forms in closed order automatically the next turn (11.24 b).'));
      if (response === 'evade') {
        return evade('Лёгкий батальон в строениях вправе не уклоняться (11.24 b), но уклоняется.', 'A light battalion in buildings need not evade (11.24 b), but does.', '11.24', { reformNextTurn: true });
      }
      return fight(figures, 'Лёгкий батальон защищает строения: рукопашная в обычном порядке (11.24 b).', 'The light battalion defends the buildings: the melee is fought as usual (11.24 b).', '11.24', { reformNextTurn: true });
    }
    if (response === 'stand') {
      return refuse('must_evade', '11.25',
        'Атакованные подразделением в сомкнутом строю застрельщики не проходят тест морали — они должны Уклониться (11.24, 11.25).',
        'Skirmishers charged by a closed-order unit take no morale test — they must evade (11.24, 11.25).', 'response');
    }
    const caught = int(v, 'companiesCaught');
    if (caught > 0) {
      steps.push(step('11.24', `Настигнуто ${caught}: эти роты (базы) немедленно убираются из игры без рукопашной; на остальной экран это не влияет.`,
        `${caught} caught: those companies (bases) are removed from play at once, without melee; the rest of the screen is unaffected.`));
    }
    steps.push(step('11.24', 'Атаковавший может остановиться, изменить направление Атаки или продолжить Атакующее Передвижение без штрафов.',
      'The charger may stop, change the direction of its charge or carry on its charge move without penalty.'));
    return evade(
      caught > 0 ? `Застрельщики уклоняются; ${caught} настигнутых рот (баз) убраны без рукопашной.` : 'Застрельщики уклоняются без теста морали.',
      caught > 0 ? `The skirmishers evade; ${caught} caught companies (bases) are removed without melee.` : 'The skirmishers evade, with no morale test.',
      '11.24', { removedCompanies: caught });
  },
};
