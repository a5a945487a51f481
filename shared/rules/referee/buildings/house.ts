/**
 * The house itself: capacity and firing places, preparing it for defence, and how many may storm it
 * (the three opening paragraphs of seed 002).
 */
import { bi, type ProcedureDef } from '../procedure';
import { SECTION, Worksheet, num, pick, refuse, ru } from './common';

// ---------------------------------------------------------------------------------------------

export interface CapacityOutcome {
  /** Figures the house holds by its area alone. */
  readonly baseCapacity: number;
  /** Figures lost to destroyed defence points (one per two points). */
  readonly capacityReduction: number;
  readonly capacity: number;
  /** Most shots the house can fire in one volley. */
  readonly firingPlaces: number;
}

export const houseCapacity: ProcedureDef<CapacityOutcome> = {
  ruleset: 'buildings',
  id: 'house-capacity',
  title: bi('Вместимость дома и огневые места', 'House capacity and firing places'),
  section: SECTION.capacity,
  ruleText: [
    '1 дом (представляющий квартал застройки) может вместить 1 фигурку на 2 см кв. площади. Огонь из дома max 1 выстрел с 2 см фасада.',
    'При уничтожении каждых двух пунктов количество фигурок, которые могут находиться в доме, уменьшается на одну.',
  ].join('\n\n'),
  fields: [
    { name: 'areaCm2', spec: { kind: 'number', min: 0, max: 10000, step: 0.5 }, label: bi('Площадь дома, см²', 'House area, cm²') },
    { name: 'facadeCm', spec: { kind: 'number', min: 0, max: 500, step: 0.5 }, label: bi('Фасад, с которого ведётся огонь, см', 'Facade fired from, cm') },
    {
      name: 'pointsDestroyed',
      spec: { kind: 'int', min: 0, max: 200 },
      label: bi('Уничтожено защитных пунктов', 'Defence points destroyed'),
      help: bi('Каждые два уничтоженных пункта — на одну фигурку меньше.', 'Every two destroyed points — one figure fewer.'),
      default: 0,
    },
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body(values) {
    const w = new Worksheet();
    const area = num(values, 'areaCm2');
    const facade = num(values, 'facadeCm');
    const destroyed = num(values, 'pointsDestroyed');

    const baseCapacity = Math.floor(area / 2);
    w.step(SECTION.capacity, `Площадь ${ru(area)} см² ÷ 2 см² на фигурку = ${baseCapacity} фиг.`, `Area ${area} cm² ÷ 2 cm² per figure = ${baseCapacity} figures.`);
    const firingPlaces = Math.floor(facade / 2);
    w.step(SECTION.capacity, `Фасад ${ru(facade)} см ÷ 2 см на выстрел = не более ${firingPlaces} выстр.`, `Facade ${facade} cm ÷ 2 cm per shot = at most ${firingPlaces} shots.`);
    if (area % 2 !== 0 || facade % 2 !== 0) {
      w.reading(
        'Неполные 2 см² площади и 2 см фасада не дают ни фигурки, ни выстрела: округляем вниз.',
        'A part of 2 cm² of area or 2 cm of facade gives neither a figure nor a shot: we round down.',
      );
    }
    const capacityReduction = Math.floor(destroyed / 2);
    const capacity = Math.max(0, baseCapacity - capacityReduction);
    if (destroyed > 0) {
      w.step(SECTION.defencePoints, `Уничтожено пунктов: ${destroyed} → −${capacityReduction} фиг.; вместимость ${capacity}.`, `${destroyed} points destroyed → −${capacityReduction} figures; capacity ${capacity}.`);
      w.reading(
        'Уничтоженные пункты уменьшают только вместимость; число огневых мест по фасаду приложение не уменьшает.',
        'Destroyed points reduce only the capacity; the appendix does not reduce the firing places along the facade.',
      );
    }
    return {
      ok: true,
      outcome: { baseCapacity, capacityReduction, capacity, firingPlaces },
      summary: bi(`Дом вмещает ${capacity} фиг., огонь — не более ${firingPlaces} выстр.`, `The house holds ${capacity} figures and fires at most ${firingPlaces} shots.`),
      tableRow: bi('1 фигурка на 2 см² площади; 1 выстрел на 2 см фасада', '1 figure per 2 cm² of area; 1 shot per 2 cm of facade'),
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export type PreparationMethod = 'two-hours' | 'one-hour';

export interface PreparationOutcome {
  readonly method: PreparationMethod;
  readonly hours: 1 | 2;
  /** Figures doing the work. */
  readonly figuresNeeded: number;
  /** Figures that end the work tired (the two-hour way only). */
  readonly figuresTired: number;
  /** Figures each way needs, for the record. */
  readonly needTwoHours: number;
  readonly needOneHour: number;
}

export const housePreparation: ProcedureDef<PreparationOutcome> = {
  ruleset: 'buildings',
  id: 'house-preparation',
  title: bi('Подготовка дома к обороне', 'Preparing a house for defence'),
  section: SECTION.preparation,
  ruleText: 'Для того, чтобы подготовить дом к обороне, требуется 1 фигурка на 4 см фасада - 2 часа, при этом фигурка становится усталой, или 1 фигурка на 2 см фасада - 1 час.',
  fields: [
    { name: 'facadeCm', spec: { kind: 'number', min: 0.5, max: 500, step: 0.5 }, label: bi('Фасад дома, см', 'House facade, cm') },
    { name: 'figures', spec: { kind: 'int', min: 0, max: 1000 }, label: bi('Фигурок на работах', 'Figures available for the work') },
    {
      name: 'method',
      spec: {
        kind: 'enum',
        options: ['fastest', 'two-hours', 'one-hour'],
        optionLabels: {
          fastest: bi('быстрейший возможный', 'fastest possible'),
          'two-hours': bi('2 часа, 1 фигурка на 4 см', '2 hours, 1 figure per 4 cm'),
          'one-hour': bi('1 час, 1 фигурка на 2 см', '1 hour, 1 figure per 2 cm'),
        },
      },
      label: bi('Способ', 'Method'),
      default: 'fastest',
    },
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body(values) {
    const w = new Worksheet();
    const facade = num(values, 'facadeCm');
    const figures = num(values, 'figures');
    const asked = pick<'fastest' | PreparationMethod>(values, 'method');

    const needTwoHours = Math.ceil(facade / 4);
    const needOneHour = Math.ceil(facade / 2);
    w.step(SECTION.preparation, `2 часа: ${ru(facade)} см ÷ 4 = ${needTwoHours} фиг. (устают).`, `2 hours: ${facade} cm ÷ 4 = ${needTwoHours} figures (they tire).`);
    w.step(SECTION.preparation, `1 час: ${ru(facade)} см ÷ 2 = ${needOneHour} фиг.`, `1 hour: ${facade} cm ÷ 2 = ${needOneHour} figures.`);
    if (facade % 4 !== 0) {
      w.reading('Неполные 4 см (или 2 см) фасада тоже требуют фигурку: округляем вверх.', 'A part of 4 cm (or 2 cm) of facade still needs a figure: we round up.');
    }

    let method: PreparationMethod;
    if (asked === 'fastest') {
      if (figures >= needOneHour) method = 'one-hour';
      else if (figures >= needTwoHours) method = 'two-hours';
      else {
        return refuse(
          'buildings/too_few_to_prepare',
          `Фигурок ${figures}, а нужно хотя бы ${needTwoHours} (1 на 4 см фасада). Более медленной подготовки правила не знают.`,
          `${figures} figures, but at least ${needTwoHours} are needed (1 per 4 cm of facade). The rules know no slower preparation.`,
          'figures',
          SECTION.preparation,
        );
      }
      w.reading(
        'Правила дают только две нормы; при числе фигурок между ними дом готовят 2 часа, лишние фигурки работу не ускоряют.',
        'The rules give only two rates; with a number of figures between them the house takes 2 hours, and extra figures do not speed it up.',
      );
    } else {
      method = asked;
      const need = method === 'one-hour' ? needOneHour : needTwoHours;
      if (figures < need) {
        return refuse(
          'buildings/too_few_to_prepare',
          `Для способа «${method === 'one-hour' ? '1 час' : '2 часа'}» нужно ${need} фиг., есть ${figures}.`,
          `The ${method === 'one-hour' ? '1-hour' : '2-hour'} way needs ${need} figures; ${figures} are available.`,
          'figures',
          SECTION.preparation,
        );
      }
    }

    const hours = method === 'one-hour' ? 1 : 2;
    const figuresNeeded = method === 'one-hour' ? needOneHour : needTwoHours;
    const figuresTired = method === 'two-hours' ? figuresNeeded : 0;
    if (method === 'two-hours') {
      w.reading('Усталыми становятся фигурки, выполнившие работу (нужное число), а не все бывшие рядом.', 'The figures that did the work (the number needed) become tired, not every figure nearby.');
    }
    w.step(SECTION.preparation, `Выбрано: ${hours} ч, ${figuresNeeded} фиг.${figuresTired ? `, усталых ${figuresTired}` : ''}.`, `Chosen: ${hours} h, ${figuresNeeded} figures${figuresTired ? `, ${figuresTired} tired` : ''}.`);
    return {
      ok: true,
      outcome: { method, hours, figuresNeeded, figuresTired, needTwoHours, needOneHour },
      summary: hours === 1
        ? bi(`Дом готов к обороне через 1 час силами ${figuresNeeded} фиг.`, `The house is ready for defence in 1 hour with ${figuresNeeded} figures.`)
        : bi(`Дом готов к обороне через 2 часа силами ${figuresNeeded} фиг.; они становятся усталыми.`, `The house is ready for defence in 2 hours with ${figuresNeeded} figures; they become tired.`),
      tableRow: hours === 1 ? bi('1 фигурка на 2 см фасада — 1 час', '1 figure per 2 cm of facade — 1 hour') : bi('1 фигурка на 4 см фасада — 2 часа, фигурки устают', '1 figure per 4 cm of facade — 2 hours, the figures tire'),
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export type StormTroops = 'infantry-skirmish' | 'infantry-formed' | 'cavalry' | 'artillery';

export interface StormOutcome {
  readonly maxStormers: number;
  /** The attackers asked about (0 when only the limit was asked). */
  readonly attackers: number;
}

export const houseStormLimit: ProcedureDef<StormOutcome> = {
  ruleset: 'buildings',
  id: 'house-storm-limit',
  title: bi('Сколько фигурок может штурмовать дом', 'How many figures may storm a house'),
  section: SECTION.storm,
  ruleText: 'Штурмовать дом одновременно может не больше, чем одна фигурка на 1 см периметра. Штурм и оборона дома осуществляются пехотой в рассыпном строю.',
  fields: [
    { name: 'perimeterCm', spec: { kind: 'number', min: 1, max: 1000, step: 0.5 }, label: bi('Периметр дома, см', 'House perimeter, cm') },
    {
      name: 'troops',
      spec: {
        kind: 'enum',
        options: ['infantry-skirmish', 'infantry-formed', 'cavalry', 'artillery'],
        optionLabels: {
          'infantry-skirmish': bi('пехота в рассыпном строю', 'infantry in skirmish order'),
          'infantry-formed': bi('пехота в сомкнутом строю', 'infantry in close order'),
          cavalry: bi('кавалерия', 'cavalry'),
          artillery: bi('артиллерия', 'artillery'),
        },
      },
      label: bi('Штурмующие войска', 'Storming troops'),
      default: 'infantry-skirmish',
    },
    {
      name: 'attackers',
      spec: { kind: 'int', min: 0, max: 1000 },
      label: bi('Штурмующих фигурок', 'Storming figures'),
      help: bi('0 — только узнать предел.', '0 — only ask for the limit.'),
      default: 0,
    },
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body(values) {
    const w = new Worksheet();
    const perimeter = num(values, 'perimeterCm');
    const troops = pick<StormTroops>(values, 'troops');
    const attackers = num(values, 'attackers');
    if (troops !== 'infantry-skirmish') {
      return refuse(
        'buildings/storm_needs_skirmish_infantry',
        'Штурм и оборона дома ведутся только пехотой в рассыпном строю.',
        'Houses are stormed and defended only by infantry in skirmish order.',
        'troops',
        SECTION.storm,
      );
    }
    const maxStormers = Math.floor(perimeter);
    w.step(SECTION.storm, `Периметр ${ru(perimeter)} см → не больше ${maxStormers} штурмующих (1 на 1 см).`, `Perimeter ${perimeter} cm → at most ${maxStormers} stormers (1 per 1 cm).`);
    if (!Number.isInteger(perimeter)) {
      w.reading('Неполный сантиметр периметра места фигурке не даёт: округляем вниз.', 'A part of a centimetre of perimeter gives no place to a figure: we round down.');
    }
    if (attackers > maxStormers) {
      return refuse(
        'buildings/too_many_stormers',
        `Штурмовать одновременно могут не больше ${maxStormers} фиг. (периметр ${ru(perimeter)} см), а заявлено ${attackers}.`,
        `At most ${maxStormers} figures may storm at once (perimeter ${perimeter} cm); ${attackers} declared.`,
        'attackers',
        SECTION.storm,
      );
    }
    if (attackers > 0) w.step(SECTION.storm, `Заявлено ${attackers} — в пределе.`, `${attackers} declared — within the limit.`);
    return {
      ok: true,
      outcome: { maxStormers, attackers },
      summary: bi(`Штурмовать могут одновременно не больше ${maxStormers} фиг. пехоты в рассыпном строю.`, `At most ${maxStormers} infantry figures in skirmish order may storm at once.`),
      tableRow: bi('1 фигурка на 1 см периметра', '1 figure per 1 cm of perimeter'),
      steps: w.steps,
      readings: w.readings,
    };
  },
};
