/**
 * 11.10–11.13: the skirmisher class, which sets how many figures fire one 2D6.
 * - skirmisher-class: the class of one contingent from its army, kind and quality;
 * - screen-class: the class of a mixed Brigade screen, by majority of figures (11.10).
 * No dice.
 */
import { bi, type Bilingual, type ProcedureDef, type StepRecord } from '../procedure';
import {
  RULESET, enFigures, enumField, int, intField, nationField, pick, qualityField, refuse, ruFigures, step,
  NATION_LABELS, QUALITY_LABELS, type Nation, type Quality,
} from './common';
import { READINGS } from './readings';
import * as TEXT from './text';

export const CLASSES = ['first', 'second', 'sharpshooters'] as const;
export type SkirmisherClass = (typeof CLASSES)[number];

/** 11.11–11.13: figures per 2D6. */
export const FIGURES_PER_2D6: Readonly<Record<SkirmisherClass, 6 | 8 | 4>> = { first: 6, second: 8, sharpshooters: 4 };

export const CLASS_LABELS: Readonly<Record<SkirmisherClass, Bilingual>> = {
  first: bi('Стрелки Первого класса (2D6 на 6 фигур, 11.11)', 'First-class skirmishers (2D6 per 6 figures, 11.11)'),
  second: bi('Стрелки Второго класса (2D6 на 8 фигур, 11.12)', 'Second-class skirmishers (2D6 per 8 figures, 11.12)'),
  sharpshooters: bi('Отборные стрелки (2D6 на 4 фигуры, 11.13)', 'Sharpshooters (2D6 per 4 figures, 11.13)'),
};

const CLASS_SECTION: Readonly<Record<SkirmisherClass, string>> = { first: '11.11', second: '11.12', sharpshooters: '11.13' };

export type Troops = 'light' | 'grenzer' | 'irregular' | 'third-rank' | 'rifles-95th';

const TROOP_LABELS: Readonly<Record<Troops, Bilingual>> = {
  light: bi('Лёгкая пехота (лёгкие батальоны и роты; у Австрии — егеря)', 'Light infantry (light battalions and companies; for Austria, Jäger)'),
  grenzer: bi('Грынычары (Австрия)', 'Grenzer (Austria)'),
  irregular: bi('Иррегулярные (Фрай-корпус и др.)', 'Irregulars (Freikorps etc.)'),
  'third-rank': bi('Третья шеренга линейных батальонов', 'Third rank of line battalions'),
  'rifles-95th': bi('Отборные стрелки 95-го полка (Британия)', 'Sharpshooters of the 95th (Britain)'),
};

const FIRST_CLASS_ARMIES: readonly Nation[] = ['france', 'britain', 'prussia', 'austria', 'minor-german'];

export interface ClassOutcome {
  readonly skirmisherClass: SkirmisherClass;
  readonly figuresPer2D6: 6 | 8 | 4;
}

export const skirmisherClass: ProcedureDef<ClassOutcome> = {
  ruleset: RULESET,
  id: 'skirmisher-class',
  title: bi('Класс застрельщиков', 'Skirmisher class'),
  section: '11.10',
  ruleText: TEXT.skirmisherClass,
  fields: [
    nationField(),
    enumField('troops', TROOP_LABELS, bi('Войска', 'Troops')),
    qualityField,
    intField('figures', 1, 300, bi('Фигур', 'Figures')),
    intField('year', 1792, 1815, bi('Год', 'Year'), { default: 1812, help: bi('Для отборных стрелков (11.13).', 'For the sharpshooters (11.13).') }),
  ],
  diceHelp: bi('Кубики не нужны.', 'No dice.'),
  body: (v) => {
    const nation = pick<Nation>(v, 'nation');
    const troops = pick<Troops>(v, 'troops');
    const quality = pick<Quality>(v, 'quality');
    const figures = int(v, 'figures');
    const steps: StepRecord[] = [
      step('11.10', `${NATION_LABELS[nation].ru}; ${TROOP_LABELS[troops].ru}; ${QUALITY_LABELS[quality].ru}; ${ruFigures(figures)}.`,
        `${NATION_LABELS[nation].en}; ${TROOP_LABELS[troops].en}; ${QUALITY_LABELS[quality].en}; ${enFigures(figures)}.`),
    ];
    const readings: Bilingual[] = [READINGS.secondCopy];
    const done = (cls: SkirmisherClass, why: Bilingual) => ({
      ok: true as const,
      outcome: { skirmisherClass: cls, figuresPer2D6: FIGURES_PER_2D6[cls] },
      summary: bi(`${CLASS_LABELS[cls].ru}.`, `${CLASS_LABELS[cls].en}.`),
      steps: [...steps, { text: why, section: CLASS_SECTION[cls] }],
      tableRow: CLASS_LABELS[cls],
      readings,
    });

    if (troops === 'rifles-95th') {
      if (nation !== 'britain') {
        return refuse('rifles_british_only', '11.13', 'Отборных стрелков 95-го полка не может развернуть никакая армия, кроме британской (11.13).',
          'No army but the British may deploy the 95th\'s sharpshooters (11.13).', 'nation');
      }
      const year = int(v, 'year');
      if (year < 1809) {
        return refuse('rifles_before_1809', '11.13', `Отборные стрелки 95-го полка — только после 1808 года; указан ${year} (11.13).`,
          `The 95th's sharpshooters exist only after 1808; ${year} given (11.13).`, 'year');
      }
      if (figures > 12) {
        return refuse('rifles_over_12', '11.13', `В британской армии не больше 12 фигур отборных стрелков; указано ${figures} (11.13).`,
          `The British army may have at most 12 sharpshooter figures; ${figures} given (11.13).`, 'figures');
      }
      readings.push(READINGS.riflesYear, READINGS.riflesAnyQuality, READINGS.riflesLimit);
      return done('sharpshooters', bi('95-й полк после 1808 года, не больше 12 фигур: отборные стрелки; предел 18″ от бригады на них не действует, дальность их оружия 17″ (11.13).',
        'The 95th after 1808, at most 12 figures: sharpshooters; the 18″ limit from the brigade does not bind them, their weapons reach 17″ (11.13).'));
    }
    if (troops === 'grenzer' && nation !== 'austria') {
      return refuse('grenzer_austrian_only', '11.12', 'Грынычары бывают только в австрийской армии (11.12 b).', 'Grenzer exist only in the Austrian army (11.12 b).', 'nation');
    }
    if (troops === 'third-rank') return done('second', bi('Все стрелки третьих шеренг — второй класс (11.12 d).', 'All third-rank skirmishers are second class (11.12 d).'));
    if (troops === 'irregular') {
      return done('second', bi('Все иррегулярные стрелки и лёгкие батальоны — второй класс при любой подготовке (11.12 c).', 'All irregular skirmishers and light battalions are second class whatever their quality (11.12 c).'));
    }
    if (troops === 'grenzer') return done('second', bi('Австрийские грынычары — второй класс при любой подготовке (11.12 b).', 'Austrian Grenzer are second class whatever their quality (11.12 b).'));
    if (nation === 'russia' || nation === 'spain' || nation === 'naples') {
      return done('second', bi(`${NATION_LABELS[nation].ru}: стрелки и лёгкие батальоны — второй класс при любой подготовке (11.12 b).`,
        `${NATION_LABELS[nation].en}: skirmishers and light battalions are second class whatever their quality (11.12 b).`));
    }
    if (quality === 'second-rate' || quality === 'conscript') {
      if (quality === 'conscript') readings.push(READINGS.qualityNames);
      return done('second', bi(`${QUALITY_LABELS[quality].ru}: второй класс (11.12 а).`, `${QUALITY_LABELS[quality].en}: second class (11.12 a).`));
    }
    if (FIRST_CLASS_ARMIES.includes(nation)) {
      readings.push(READINGS.lineAndAbove);
      if (nation === 'austria') readings.push(READINGS.austriaLight);
      return done('first', bi(`${NATION_LABELS[nation].ru}, уровень Линейные и выше: первый класс (11.11).`,
        `${NATION_LABELS[nation].en}, Line quality or better: first class (11.11).`));
    }
    readings.push(READINGS.otherNations);
    return done('second', bi('Армия не названа в 11.11: второй класс (см. прочтение).', 'An army not named in 11.11: second class (see the reading).'));
  },
};

// ---------------------------------------------------------------------------------------------
// screen-class

export interface ScreenClassOutcome {
  readonly skirmisherClass: SkirmisherClass;
  readonly figuresPer2D6: 6 | 8 | 4;
  readonly figures: Readonly<Record<SkirmisherClass, number>>;
  readonly tie: boolean;
}

// Worse first: on a tie the earlier entry wins.
const WORST_FIRST: readonly SkirmisherClass[] = ['second', 'first', 'sharpshooters'];

export const screenClass: ProcedureDef<ScreenClassOutcome> = {
  ruleset: RULESET,
  id: 'screen-class',
  title: bi('Класс смешанного Бригадного экрана', 'Class of a mixed Brigade screen'),
  section: '11.10',
  ruleText: TEXT.screenClass,
  fields: [
    intField('firstClassFigures', 0, 300, bi('Фигур Первого класса', 'First-class figures'), { default: 0 }),
    intField('secondClassFigures', 0, 300, bi('Фигур Второго класса', 'Second-class figures'), { default: 0 }),
    intField('sharpshooterFigures', 0, 300, bi('Фигур отборных стрелков', 'Sharpshooter figures'), { default: 0 }),
  ],
  diceHelp: bi('Кубики не нужны.', 'No dice.'),
  body: (v) => {
    const figures: Record<SkirmisherClass, number> = {
      first: int(v, 'firstClassFigures'),
      second: int(v, 'secondClassFigures'),
      sharpshooters: int(v, 'sharpshooterFigures'),
    };
    const total = figures.first + figures.second + figures.sharpshooters;
    if (total === 0) {
      return refuse('empty_screen', '11.10', 'В экране нет ни одной фигуры.', 'The screen has no figures.', 'firstClassFigures');
    }
    if (figures.sharpshooters > 12) {
      return refuse('rifles_over_12', '11.13', `Отборных стрелков не больше 12 фигур; указано ${figures.sharpshooters} (11.13).`,
        `At most 12 sharpshooter figures; ${figures.sharpshooters} given (11.13).`, 'sharpshooterFigures');
    }
    const most = Math.max(figures.first, figures.second, figures.sharpshooters);
    const leaders = WORST_FIRST.filter((c) => figures[c] === most);
    const cls = leaders[0];
    const tie = leaders.length > 1;
    const steps: StepRecord[] = [
      step('11.10', `Первый класс: ${figures.first}; второй: ${figures.second}; отборные: ${figures.sharpshooters}; всего ${total}.`,
        `First class: ${figures.first}; second: ${figures.second}; sharpshooters: ${figures.sharpshooters}; ${total} in all.`),
      tie
        ? step('11.10', `Равенство (${most} фигур): берётся худший из равных — ${CLASS_LABELS[cls].ru}.`, `A tie (${most} figures): the worse of the tied classes — ${CLASS_LABELS[cls].en}.`)
        : step('11.10', `Большинство (${most} из ${total}): ${CLASS_LABELS[cls].ru} для всего экрана.`, `Majority (${most} of ${total}): ${CLASS_LABELS[cls].en} for the whole screen.`),
    ];
    return {
      ok: true,
      outcome: { skirmisherClass: cls, figuresPer2D6: FIGURES_PER_2D6[cls], figures, tie },
      summary: bi(`Весь экран стреляет как ${CLASS_LABELS[cls].ru}.`, `The whole screen fires as ${CLASS_LABELS[cls].en}.`),
      steps,
      tableRow: CLASS_LABELS[cls],
      readings: [READINGS.secondCopy, READINGS.majority],
    };
  },
};
