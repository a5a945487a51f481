/**
 * The general staff (club rules 4-1 … 4-4) and victory (6): the hospital and the wounded's return,
 * the fate of the camp, and who has won.
 */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { boolField, choice, cmField, enumField, flag, HOSPITAL_RETURN_CM, intField, num, refuse, Working } from './common';
import { seedExcerpt, seedText } from './seed-text';

export interface WoundedReturnOutcome {
  readonly mayReturn: true;
  readonly maxDistanceFromStaffCm: number;
}

export const woundedReturn: ProcedureDef<WoundedReturnOutcome> = {
  ruleset: 'club',
  id: 'wounded-return',
  title: bi('Раненые: лазарет и возвращение в строй', 'The wounded: hospital and return to the ranks'),
  section: '4-4',
  ruleText: seedText('4-4')
    + '\n' + seedExcerpt('1-3а', 'Если после применения модификации получилось "2" - "солдат ранен", такая фигурка отправляется в тыл, и может вернуться "в строй" только на следующий ход, присоединившись к отряду стоящему возле штаба.')
    + '\n' + seedExcerpt('1-3г', 'В конце следующего хода раненный может вернуться "в строй", но только присоединившись к отряду, который находится возле штаба.'),
  fields: [
    intField('ownTurnsEndedSinceWounded', bi('Своих ходов закончилось после ранения', 'Own turns ended since the wound'), 0, 1000, undefined, bi('Ходов стороны раненого, закончившихся после хода, в котором он ранен (считая тот, что заканчивается сейчас).', 'Turns of the wounded figure\'s side that have ended after the turn in which he was wounded (counting one ending now).')),
    cmField('distanceFromStaffCm', bi('Куда выставляется: расстояние от ставки, см', 'Where he is placed: distance from the staff, cm')),
    boolField('joinsUnitAtStaff', bi('Присоединяется к отряду, стоящему возле штаба', 'He joins a unit standing by the staff'), true),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const turns = num(values, 'ownTurnsEndedSinceWounded');
    const distanceCm = num(values, 'distanceFromStaffCm');
    const work = new Working();
    const readings: Bilingual[] = [
      bi('1-3а («на следующий ход»), 1-3г и 4-4 («в конце / по окончании следующего хода») сведены к одному: раненый выходит из лазарета по окончании следующего хода.', '1-3а ("next turn"), 1-3г and 4-4 ("at the end of the next turn") are read as one rule: the wounded leaves the hospital when the next turn ends.'),
      bi('«Следующий ход» — следующий ход стороны раненого (стороны ходят по очереди), а не ход противника.', '"The next turn" is the next turn of the wounded figure\'s side (sides move in turn), not the enemy\'s.'),
      bi('«Отряд возле штаба» — отряд в пределах тех же 12 см от ставки (4-4).', '"A unit by the staff" is a unit within the same 12 cm of the staff (4-4).'),
    ];
    work.step('4-4', 'Раненый помещён позади ставки — в лазарет.', 'The wounded is placed behind the staff — in the hospital.');
    if (turns < 1) return refuse('too_early', '4-4', 'Лазарет можно покинуть только по окончании следующего хода.', 'The hospital may be left only when the next turn ends.', 'ownTurnsEndedSinceWounded');
    work.step('4-4', `Закончилось своих ходов после ранения: ${turns} — лазарет можно покинуть.`, `Own turns ended since the wound: ${turns} — he may leave the hospital.`);
    if (!flag(values, 'joinsUnitAtStaff')) return refuse('must_join_unit_at_staff', '1-3г', 'Раненый возвращается в строй, только присоединившись к отряду, который находится возле штаба.', 'A wounded figure returns only by joining a unit that stands by the staff.', 'joinsUnitAtStaff');
    if (distanceCm > HOSPITAL_RETURN_CM) return refuse('too_far_from_staff', '4-4', `Поправившихся выставляют не дальше ${HOSPITAL_RETURN_CM} см от ставки, а не на ${distanceCm} см.`, `The recovered are placed no farther than ${HOSPITAL_RETURN_CM} cm from the staff, not ${distanceCm} cm.`, 'distanceFromStaffCm');
    work.step('4-4', `Выставлен в ${distanceCm} см от ставки — не дальше ${HOSPITAL_RETURN_CM} см, в отряде у штаба.`, `Placed ${distanceCm} cm from the staff — within ${HOSPITAL_RETURN_CM} cm, with a unit by the staff.`);
    return {
      ok: true,
      outcome: { mayReturn: true, maxDistanceFromStaffCm: HOSPITAL_RETURN_CM },
      summary: bi('Раненый поправился и возвращается в строй у штаба.', 'The wounded has recovered and returns to the ranks by the staff.'),
      steps: work.steps,
      tableRow: bi('4-4: по окончании следующего хода, не дальше 12 см от ставки.', '4-4: when the next turn ends, within 12 cm of the staff.'),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

type CampState = 'flag-flies' | 'flag-left' | 'captured';
const CAMP_STATES: Record<CampState, Bilingual> = {
  'flag-flies': bi('знамя на месте ставки («реет флаг»)', 'the standard is at the camp ("the flag flies")'),
  'flag-left': bi('знамя покинуло место ставки', 'the standard has left the camp'),
  captured: bi('место ставки захвачено противником', 'the camp has been captured by the enemy'),
};

export type StaffFate = 'camp-stands' | 'new-camp' | 'defeat';

export interface GeneralStaffOutcome {
  readonly fate: StaffFate;
  readonly campDestroyed: boolean;
}

export const generalStaff: ProcedureDef<GeneralStaffOutcome> = {
  ruleset: 'club',
  id: 'general-staff',
  title: bi('Ставка Генерального штаба', 'The general staff\'s camp'),
  section: '4-1, 4-3',
  ruleText: seedText('4-1', '4-2', '4-3'),
  fields: [
    enumField('campState', bi('Что с местом ставки', 'State of the camp'), CAMP_STATES),
    intField('staffOfficersLeft', bi('Осталось офицеров Генерального штаба', 'General staff officers left'), 0, 100),
    boolField('standardAvailable', bi('Есть знамя своей армии, вокруг которого можно устроить новый лагерь', 'There is a standard of one\'s army to set a new camp around'), false),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const campState = choice(values, 'campState', ['flag-flies', 'flag-left', 'captured'] as const);
    const officers = num(values, 'staffOfficersLeft');
    const standardAvailable = flag(values, 'standardAvailable');
    const work = new Working();
    const readings: Bilingual[] = [
      bi('Если знамя покинуло ставку (4-1), а офицеры штаба остались, поступаем как при захвате (4-3): новый лагерь вокруг знамени армии или бегство.', 'If the standard has left the camp (4-1) while staff officers remain, we act as on capture (4-3): a new camp around an army standard, or flight.'),
      bi('Захваченная ставка без единого офицера штаба — поражение, как в 4-1 (4-3 об этом случае молчит).', 'A captured camp with no staff officer left is defeat, as in 4-1 (4-3 is silent on this case).'),
    ];
    const done = (fate: StaffFate, campDestroyed: boolean, summary: Bilingual) => ({ ok: true as const, outcome: { fate, campDestroyed }, summary, steps: work.steps, readings });

    if (campState === 'flag-flies') {
      work.step('4-2', 'Пока над местом реет флаг, это место — ставка Генерального штаба, даже если командный состав её покинул.', 'While the flag flies over it, the place is the general staff\'s camp, even if the commanders have left it.');
      return done('camp-stands', false, bi('Ставка стоит.', 'The camp stands.'));
    }
    if (campState === 'flag-left') work.step('4-1', 'Знамя покинуло место ставки — лагерь считается уничтоженным.', 'The standard has left the camp — the camp counts as destroyed.');
    else work.step('4-3', 'Место лагеря захвачено.', 'The camp has been captured.');
    if (officers === 0) {
      work.step('4-1', 'Никого из командного состава Генерального штаба не осталось — сторона проигрывает сражение.', 'No one of the general staff\'s command is left — the side loses the battle.');
      return done('defeat', true, bi('Поражение: ставка потеряна, штаба не осталось.', 'Defeat: the camp is lost and no staff is left.'));
    }
    if (standardAvailable) {
      work.step('4-3', `Офицеров штаба осталось ${officers}: они должны устроить новый лагерь вокруг одного из знамён своей армии.`, `${officers} staff officer(s) left: they must set up a new camp around one of their army's standards.`);
      return done('new-camp', true, bi('Новый лагерь вокруг знамени армии.', 'A new camp around an army standard.'));
    }
    work.step('4-3', 'Новый лагерь устроить невозможно — Генеральный штаб с остатками армии бежит с поля боя и автоматически проигрывает.', 'A new camp cannot be set up — the general staff flees the field with the rest of the army and loses at once.');
    work.step('6', 'Противник победил: Генеральный штаб вынужден к бегству.', 'The enemy has won: the general staff was forced to flee.');
    return done('defeat', true, bi('Поражение: штаб бежит с поля боя.', 'Defeat: the staff flees the field.'));
  },
};

// ---------------------------------------------------------------------------------------------

export interface VictoryOutcome {
  readonly victory: boolean;
}

export const victory: ProcedureDef<VictoryOutcome> = {
  ruleset: 'club',
  id: 'victory',
  title: bi('Победа', 'Victory'),
  section: '6',
  ruleText: '6. Победа.\n' + seedText('6'),
  fields: [
    intField('enemyFiguresLeft', bi('У противника осталось воинов (не убитых и не пленных)', 'Enemy figures left (neither killed nor captured)'), 0, 10000),
    boolField('enemyStaffFled', bi('Генеральный штаб противника бежал', 'The enemy\'s general staff has fled'), false),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const left = num(values, 'enemyFiguresLeft');
    const fled = flag(values, 'enemyStaffFled');
    const work = new Working();
    if (left === 0) work.step('6', 'Все воины противника уничтожены или взяты в плен — победа.', 'Every enemy figure is destroyed or captured — victory.');
    if (fled) work.step('6', 'Генеральный штаб противника вынужден к бегству — победа.', 'The enemy\'s general staff was forced to flee — victory.');
    const won = left === 0 || fled;
    if (!won) work.step('6', `У противника ${left} воинов и штаб на месте — сражение продолжается.`, `The enemy has ${left} figures and its staff — the battle goes on.`);
    return {
      ok: true,
      outcome: { victory: won },
      summary: won ? bi('Победа.', 'Victory.') : bi('Победы пока нет.', 'No victory yet.'),
      steps: work.steps,
      readings: [bi('Пленные, ещё идущие под конвоем, считаются взятыми в плен.', 'Prisoners still under escort count as captured.')],
    };
  },
};
