/** Setting houses on fire, the fire spreading, fighting it, and burning down (002 §Артиллерийский огонь/3). */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { LARGE_HOUSE_PERIMETER_CM, SECTION, Worksheet, flag, num, pick, refuse, ru } from './common';

const S = SECTION.burning;

export type Roof = 'wood-thatch' | 'wood-tile' | 'stone';

/** Lowest die that sets the house on fire. */
export const IGNITION_TARGET: Readonly<Record<Roof, number>> = { 'wood-thatch': 4, 'wood-tile': 5, stone: 6 };

const ROOF_LABELS: Readonly<Record<Roof, Bilingual>> = {
  'wood-thatch': bi('деревянный дом с соломенной крышей', 'wooden house with a thatched roof'),
  'wood-tile': bi('деревянный дом с черепичной крышей', 'wooden house with a tiled roof'),
  stone: bi('каменный дом', 'stone house'),
};

const faces = (from: number): string => Array.from({ length: 7 - from }, (_, i) => from + i).join(', ');

export interface IgnitionOutcome {
  readonly roll: number;
  readonly target: number;
  readonly onFire: boolean;
}

export const houseIgnition: ProcedureDef<IgnitionOutcome> = {
  ruleset: 'buildings',
  id: 'house-ignition',
  title: bi('Поджог дома выстрелом', 'Setting a house on fire by a shot'),
  section: S,
  ruleText: 'После каждого удачного выстрела кидается кубик. Для того, чтобы зажечь деревянный дом с соломенной крышей, надо выбросить 4, 5, 6, деревянный дом с черепичной крышей - 5, 6, каменный дом - 6.',
  fields: [
    { name: 'house', spec: { kind: 'enum', options: ['wood-thatch', 'wood-tile', 'stone'], optionLabels: ROOF_LABELS }, label: bi('Дом', 'House') },
  ],
  diceHelp: bi('один d6 после удачного выстрела', 'one d6 after a successful shot'),
  body(values, cup) {
    const w = new Worksheet();
    const house = pick<Roof>(values, 'house');
    const target = IGNITION_TARGET[house];
    w.reading(
      '«Удачный выстрел» читаем как выстрел артиллерии (параграф об артиллерийском огне), поразивший дом: давший потери гарнизону или уничтоживший защитный пункт. Ружейный огонь дом не поджигает.',
      'A "successful shot" we read as an artillery shot (the paragraph is about artillery fire) that struck the house: it caused losses or destroyed a defence point. Musketry does not set houses on fire.',
    );
    const roll = cup.roll(bi('поджог дома', 'setting on fire'));
    const onFire = roll >= target;
    const row = bi(`${ROOF_LABELS[house].ru}: ${faces(target)}`, `${ROOF_LABELS[house].en}: ${faces(target)}`);
    w.step(S, `Нужно ${faces(target)}; выпало ${roll} — ${onFire ? 'дом загорается' : 'не загорается'}.`, `Needs ${faces(target)}; rolled ${roll} — ${onFire ? 'the house catches fire' : 'no fire'}.`);
    return {
      ok: true,
      outcome: { roll, target, onFire },
      summary: onFire ? bi('Дом загорелся.', 'The house is on fire.') : bi('Дом не загорелся.', 'The house did not catch fire.'),
      tableRow: row,
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export interface SpreadOutcome {
  /** null when no die was rolled. */
  readonly roll: number | null;
  readonly spreads: boolean;
}

export const STONE_SPREAD_TARGET = 5;

export const fireSpread: ProcedureDef<SpreadOutcome> = {
  ruleset: 'buildings',
  id: 'fire-spread',
  title: bi('Переход огня на соседний дом', 'Fire spreading to a neighbouring house'),
  section: S,
  ruleText: 'Огонь может перекинуться на соседние дома, если это позволяют сила и направление ветра. Для того, чтобы огонь перешел на каменный дом, бросок кубика - 5 или 6.',
  fields: [
    { name: 'neighbour', spec: { kind: 'enum', options: ['wood', 'stone'], optionLabels: { wood: bi('деревянный', 'wooden'), stone: bi('каменный', 'stone') } }, label: bi('Соседний дом', 'Neighbouring house') },
    { name: 'windAllows', spec: { kind: 'boolean' }, label: bi('Сила и направление ветра позволяют', 'Wind strength and direction allow it') },
  ],
  diceHelp: bi('один d6 для каменного соседа при попутном ветре; иначе кубики не нужны', 'one d6 for a stone neighbour when the wind allows; otherwise no dice'),
  body(values, cup) {
    const w = new Worksheet();
    const neighbour = pick<'wood' | 'stone'>(values, 'neighbour');
    const windAllows = flag(values, 'windAllows');
    if (!windAllows) {
      w.step(S, 'Ветер не позволяет — огонь не перекидывается.', 'The wind does not allow it — the fire does not spread.');
      return { ok: true, outcome: { roll: null, spreads: false }, summary: bi('Огонь не перекинулся.', 'The fire does not spread.'), tableRow: bi('ветер не позволяет', 'the wind does not allow it'), steps: w.steps };
    }
    if (neighbour === 'wood') {
      w.reading(
        'Для деревянного соседа приложение броска не даёт. Читаем: при попутном ветре огонь переходит на деревянный дом без броска (бросок 5–6 назначен только каменному).',
        'The appendix gives no roll for a wooden neighbour. Our reading: with the wind allowing, the fire passes to a wooden house without a roll (the 5–6 roll is set for stone only).',
      );
      w.step(S, 'Ветер позволяет, сосед деревянный — огонь перекидывается.', 'The wind allows it and the neighbour is wooden — the fire spreads.');
      return { ok: true, outcome: { roll: null, spreads: true }, summary: bi('Огонь перекинулся на соседний дом.', 'The fire spreads to the neighbouring house.'), tableRow: bi('деревянный сосед, ветер позволяет — переходит (чтение)', 'wooden neighbour, wind allows — spreads (reading)'), steps: w.steps, readings: w.readings };
    }
    const roll = cup.roll(bi('переход огня на каменный дом', 'fire spreading to a stone house'));
    const spreads = roll >= STONE_SPREAD_TARGET;
    w.step(S, `Каменный дом: нужно 5 или 6; выпало ${roll} — ${spreads ? 'огонь переходит' : 'не переходит'}.`, `Stone house: needs 5 or 6; rolled ${roll} — ${spreads ? 'the fire spreads' : 'it does not'}.`);
    return {
      ok: true,
      outcome: { roll, spreads },
      summary: spreads ? bi('Огонь перекинулся на каменный дом.', 'The fire spreads to the stone house.') : bi('Огонь на каменный дом не перешёл.', 'The fire does not reach the stone house.'),
      tableRow: bi('на каменный дом — 5 или 6', 'to a stone house — 5 or 6'),
      steps: w.steps,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export const MIN_FIRE_TEAM = 6;
/** Lowest die that puts the fire out, by cycle of fighting (1st, 2nd, 3rd). */
export const FIGHT_TARGET: readonly number[] = [4, 5, 6];

export interface FightOutcome {
  readonly cycle: number;
  readonly roll: number;
  readonly target: number;
  readonly extinguished: boolean;
  /** Put out in the first cycle: the fire did not spread to the neighbours. */
  readonly spreadPrevented: boolean;
  /** The third cycle failed: nobody can fight the fire any more. */
  readonly outOfControl: boolean;
}

export const fireFighting: ProcedureDef<FightOutcome> = {
  ruleset: 'buildings',
  id: 'fire-fighting',
  title: bi('Тушение пожара', 'Fighting a fire'),
  section: S,
  ruleText: 'Для тушения пожара требуется команда минимум из 6 человек. При тушении пожара кидается контрольный кубик, огонь прекращается в первом цикле тушения при результате 4, 5, 6 (при удаче огонь не перекидывается на соседние дома), во втором цикле необходимый результат 5 или 6, в третьем цикле - 6. После этого огонь становится неуправляемым.',
  fields: [
    { name: 'team', spec: { kind: 'int', min: 0, max: 1000 }, label: bi('Фигурок в команде тушения', 'Figures in the fire team') },
    { name: 'cycle', spec: { kind: 'int', min: 1, max: 20 }, label: bi('Цикл тушения (1, 2, 3)', 'Fire-fighting cycle (1, 2, 3)') },
  ],
  diceHelp: bi('один контрольный d6', 'one control d6'),
  body(values, cup) {
    const w = new Worksheet();
    const team = num(values, 'team');
    const cycle = num(values, 'cycle');
    w.reading('«Человек» в команде считаем фигурками.', 'We count the "men" of the team as figures.');
    if (team < MIN_FIRE_TEAM) {
      return refuse('buildings/team_too_small', `Для тушения нужна команда минимум из 6, а есть ${team}.`, `Fighting a fire needs a team of at least 6; there are ${team}.`, 'team', S);
    }
    if (cycle > FIGHT_TARGET.length) {
      return refuse('buildings/fire_out_of_control', 'После третьего цикла огонь неуправляем: тушить его больше нельзя.', 'After the third cycle the fire is out of control: it can no longer be fought.', 'cycle', S);
    }
    const target = FIGHT_TARGET[cycle - 1];
    const roll = cup.roll(bi(`тушение, цикл ${cycle}`, `fire fighting, cycle ${cycle}`));
    const extinguished = roll >= target;
    const spreadPrevented = extinguished && cycle === 1;
    const outOfControl = !extinguished && cycle === FIGHT_TARGET.length;
    w.step(S, `Цикл ${cycle}: нужно ${faces(target)}; выпало ${roll} — ${extinguished ? 'огонь прекращён' : 'горит дальше'}.`, `Cycle ${cycle}: needs ${faces(target)}; rolled ${roll} — ${extinguished ? 'the fire is out' : 'it burns on'}.`);
    if (spreadPrevented) w.step(S, 'Удача в первом цикле: огонь не перекидывается на соседние дома.', 'Success in the first cycle: the fire does not spread to the neighbouring houses.');
    if (outOfControl) w.step(S, 'Третий цикл не удался — огонь становится неуправляемым.', 'The third cycle failed — the fire is out of control.');
    if (extinguished && cycle > 1) {
      w.reading('Оговорка «огонь не перекидывается» стоит при первом цикле; при удаче позже огонь тоже гаснет, но уже перекинувшийся огонь остаётся.', 'The "does not spread" clause is attached to the first cycle; a later success also puts the fire out, but a fire that has already spread stays.');
    }
    return {
      ok: true,
      outcome: { cycle, roll, target, extinguished, spreadPrevented, outOfControl },
      summary: extinguished
        ? bi('Пожар потушен.', 'The fire is out.')
        : outOfControl ? bi('Пожар не потушен и стал неуправляемым.', 'The fire is not out and is now out of control.') : bi('Пожар не потушен.', 'The fire is not out.'),
      tableRow: bi(`цикл ${cycle}: ${faces(target)}`, `cycle ${cycle}: ${faces(target)}`),
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export const BURN_CYCLES = { small: 5, large: 10 } as const;

export interface BurnDownOutcome {
  readonly size: 'small' | 'large';
  readonly cyclesNeeded: number;
  readonly cyclesBurning: number;
  readonly ruins: boolean;
  readonly cyclesLeft: number;
}

export const houseBurnDown: ProcedureDef<BurnDownOutcome> = {
  ruleset: 'buildings',
  id: 'house-burn-down',
  title: bi('Выгорание дома', 'A house burning down'),
  section: S,
  ruleText: 'Маленький дом выгорает и превращается в руины за 5 циклов, а большой - за 10.',
  fields: [
    { name: 'perimeterCm', spec: { kind: 'number', min: 1, max: 1000, step: 0.5 }, label: bi('Периметр дома, см', 'House perimeter, cm') },
    { name: 'cyclesBurning', spec: { kind: 'int', min: 1, max: 100 }, label: bi('Циклов горит (включая текущий)', 'Cycles burning (this one included)') },
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body(values) {
    const w = new Worksheet();
    const perimeter = num(values, 'perimeterCm');
    const cyclesBurning = num(values, 'cyclesBurning');
    const size = perimeter > LARGE_HOUSE_PERIMETER_CM ? 'large' : 'small';
    w.reading('«Большой» дом — как в п. 2: периметр больше 40 см; остальные — маленькие.', 'A "large" house is as in item 2: perimeter over 40 cm; the others are small.');
    const cyclesNeeded = BURN_CYCLES[size];
    const ruins = cyclesBurning >= cyclesNeeded;
    const cyclesLeft = Math.max(0, cyclesNeeded - cyclesBurning);
    w.step(S, `Периметр ${ru(perimeter)} см — ${size === 'large' ? 'большой' : 'маленький'} дом, выгорает за ${cyclesNeeded} циклов; горит ${cyclesBurning}.`, `Perimeter ${perimeter} cm — a ${size} house, burns down in ${cyclesNeeded} cycles; burning for ${cyclesBurning}.`);
    return {
      ok: true,
      outcome: { size, cyclesNeeded, cyclesBurning, ruins, cyclesLeft },
      summary: ruins ? bi('Дом выгорел и превратился в руины.', 'The house has burnt down to ruins.') : bi(`До руин осталось циклов: ${cyclesLeft}.`, `${cyclesLeft} cycles left before ruins.`),
      tableRow: size === 'large' ? bi('большой дом — 10 циклов', 'large house — 10 cycles') : bi('маленький дом — 5 циклов', 'small house — 5 cycles'),
      steps: w.steps,
      readings: w.readings,
    };
  },
};
