/**
 * Officers in units (club rules 5-1, 5-2, 5-3): what an officerless unit may do, and how a
 * replacement officer takes command.
 */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { boolField, choice, cmField, enumField, flag, intField, MOVE_CLASS_IDS, MOVE_CLASS_LABELS, MOVE_CLASSES, num, OFFICER_TAKES_COMMAND_CM, refuse, Working } from './common';
import { seedText } from './seed-text';

type Phase = 'setup' | 'battle';
type UnitAction = 'fire' | 'retreat' | 'attack' | 'advance';
const PHASES: Record<Phase, Bilingual> = {
  setup: bi('расстановка, начало игры', 'deployment, start of the game'),
  battle: bi('в ходе сражения', 'during the battle'),
};
const UNIT_ACTIONS: Record<UnitAction, Bilingual> = {
  fire: bi('стрелять', 'fire'),
  retreat: bi('отступать — назад, к своему штабу', 'retreat — back toward its staff'),
  attack: bi('атаковать (рукопашная)', 'attack (melee)'),
  advance: bi('двигаться иначе, чем назад к штабу', 'move other than back toward its staff'),
};

export interface UnitOfficersOutcome {
  readonly allowed: true;
}

export const unitOfficers: ProcedureDef<UnitOfficersOutcome> = {
  ruleset: 'club',
  id: 'unit-officers',
  title: bi('Подразделение и его офицеры', 'A unit and its officers'),
  section: '5-1, 5-2',
  ruleText: seedText('5-1', '5-2'),
  fields: [
    enumField('phase', bi('Когда', 'When'), PHASES),
    intField('officers', bi('Офицеров в подразделении (любого звания)', 'Officers in the unit (any rank)'), 0, 100),
    enumField('action', bi('Что подразделение хочет делать', 'What the unit wants to do'), UNIT_ACTIONS, 'attack'),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const phase = choice(values, 'phase', ['setup', 'battle'] as const);
    const officers = num(values, 'officers');
    const action = choice(values, 'action', ['fire', 'retreat', 'attack', 'advance'] as const);
    const work = new Working();
    const readings: Bilingual[] = [bi('«Отступать» — любое движение назад, по направлению к своему штабу; всякое иное движение к противнику или вбок подразделению без офицеров запрещено.', '"Retreat" is any move back toward its own staff; any other move, toward the enemy or sideways, is forbidden to an officerless unit.')];
    if (phase === 'setup') {
      if (officers < 1) return refuse('unit_needs_officer', '5-1', 'На начало игры в каждом подразделении должен быть хотя бы один офицер (любого звания).', 'At the start of the game every unit must have at least one officer (any rank).', 'officers');
      work.step('5-1', `Офицеров ${officers} — подразделение может начинать игру.`, `${officers} officer(s) — the unit may start the game.`);
      return { ok: true, outcome: { allowed: true }, summary: bi('Подразделение расставлено по правилам.', 'The unit is deployed by the rules.'), steps: work.steps, readings };
    }
    if (officers > 0) {
      work.step('5-2', `Офицеров ${officers} — ограничений 5-2 нет: «${UNIT_ACTIONS[action].ru}» разрешено.`, `${officers} officer(s) — 5-2 does not bind: "${UNIT_ACTIONS[action].en}" is allowed.`);
    } else {
      if (action === 'attack' || action === 'advance') return refuse('no_officers', '5-2', `Подразделение лишилось всех офицеров: оно не может атаковать — только стрелять или отступать к своему штабу («${UNIT_ACTIONS[action].ru}» нельзя).`, `The unit has lost all its officers: it may not attack — only fire or retreat toward its staff ("${UNIT_ACTIONS[action].en}" is not allowed).`, 'action');
      work.step('5-2', `Без офицеров подразделение может только стрелять или отступать: «${UNIT_ACTIONS[action].ru}» разрешено.`, `Without officers the unit may only fire or retreat: "${UNIT_ACTIONS[action].en}" is allowed.`);
      work.step('5-3', 'Погибшего офицера может заменить кто-либо из Генерального штаба (процедура officer-replacement).', 'A dead officer may be replaced by someone of the general staff (procedure officer-replacement).');
    }
    return { ok: true, outcome: { allowed: true }, summary: bi(`Разрешено: ${UNIT_ACTIONS[action].ru}.`, `Allowed: ${UNIT_ACTIONS[action].en}.`), steps: work.steps, readings };
  },
};

// ---------------------------------------------------------------------------------------------

export interface OfficerReplacementOutcome {
  readonly takesCommand: boolean;
  /** 5-3б: he left the unit he commanded to take the new one. */
  readonly leftOldUnit: boolean;
}

export const officerReplacement: ProcedureDef<OfficerReplacementOutcome> = {
  ruleset: 'club',
  id: 'officer-replacement',
  title: bi('Замена погибшего офицера', 'Replacing a dead officer'),
  section: '5-3',
  ruleText: seedText('5-3', '5-3а', '5-3б'),
  fields: [
    boolField('fromGeneralStaff', bi('Новый командир — из состава Генерального штаба', 'The new commander is of the general staff'), true),
    enumField('moveClass', bi('Новый командир ходит как', 'The new commander moves as'), MOVE_CLASS_LABELS, 'general-staff', bi('Если он ведёт с собой своих людей — самый медленный из них.', 'If he brings his men — the slowest of them.')),
    cmField('movedCm', bi('Передвижение в этот ход, см', 'Distance moved this turn, cm')),
    cmField('distanceToNearestSoldierCm', bi('После движения: до ближайших солдат нового подразделения, см', 'After moving: to the nearest soldiers of the new unit, cm')),
    boolField('alreadyCommandsUnit', bi('Уже возглавляет другое подразделение', 'Already commands another unit'), false),
    boolField('bringsOwnUnit', bi('Идёт вместе со своими людьми', 'Brings his own men along'), false),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const moveClass = choice(values, 'moveClass', MOVE_CLASS_IDS);
    const info = MOVE_CLASSES[moveClass];
    const moved = num(values, 'movedCm');
    const gap = num(values, 'distanceToNearestSoldierCm');
    const alreadyCommands = flag(values, 'alreadyCommandsUnit');
    const bringsOwn = flag(values, 'bringsOwnUnit');
    const work = new Working();
    const readings: Bilingual[] = [
      bi('Если новый командир не дошёл (больше 6 см), он продолжает идти в следующий ход; подразделение до тех пор без офицера (5-2).', 'If the new commander falls short (over 6 cm) he goes on next turn; until then the unit has no officer (5-2).'),
      bi('Идущий со своими людьми движется со скоростью самого медленного из них (по образцу 3-5).', 'One bringing his men moves at the slowest one\'s pace (after 3-5).'),
    ];
    if (!flag(values, 'fromGeneralStaff')) return refuse('not_general_staff', '5-3', 'Погибшего офицера заменяет кто-либо из состава Генерального штаба.', 'A dead officer is replaced by someone of the general staff.', 'fromGeneralStaff');
    if (bringsOwn && !alreadyCommands) return refuse('no_unit_to_bring', '5-3б', 'Взять с собой «вверенных людей» может лишь тот, кто уже возглавляет подразделение.', 'Only one who already commands a unit can bring "the men entrusted to him".', 'bringsOwnUnit');
    if (moved > info.cm) return refuse('too_far', info.section, `${info.label.ru} ходит на ${info.cm} см, а не на ${moved} см («с доступной ему скоростью»).`, `${info.label.en} moves ${info.cm} cm, not ${moved} cm ("at the pace open to him").`, 'movedCm');
    work.step('5-3', `Новый командир из Генерального штаба идёт к части: ${moved} из ${info.cm} см.`, `The new commander of the general staff goes to the unit: ${moved} of ${info.cm} cm.`);
    if (alreadyCommands) {
      work.step('5-3б', bringsOwn ? 'Он идёт на соединение вместе со своими людьми.' : 'Он оставляет своих людей; если там не осталось офицеров, для них действует 5-2.', bringsOwn ? 'He goes to join it with his own men.' : 'He leaves his men; if no officer is left there, 5-2 binds them.');
    }
    const takesCommand = gap <= OFFICER_TAKES_COMMAND_CM;
    work.step('5-3а', takesCommand ? `До ближайших солдат ${gap} см — не более 6 см: он принимает подразделение под команду.` : `До ближайших солдат ${gap} см — больше 6 см: команду ещё не принял.`, takesCommand ? `${gap} cm to the nearest soldiers — 6 cm or less: he takes command of the unit.` : `${gap} cm to the nearest soldiers — over 6 cm: not in command yet.`);
    return {
      ok: true,
      outcome: { takesCommand, leftOldUnit: alreadyCommands && !bringsOwn },
      summary: takesCommand ? bi('Новый командир принял подразделение.', 'The new commander has taken over the unit.') : bi('Новый командир ещё не дошёл до части.', 'The new commander has not reached the unit yet.'),
      steps: work.steps,
      tableRow: bi('5-3а: не более 6 см до ближайших солдат по окончании движения.', '5-3а: 6 cm or less to the nearest soldiers when his move ends.'),
      readings,
    };
  },
};
