/**
 * Movement allowances (club rules 2-1, 2-2, 2-3) with fire-or-move (1-1б) and the officerless
 * unit's retreat-only rule (5-2). Guns are moved by `cannon-move`.
 */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { boolField, choice, cmField, enumField, flag, MOVE_CLASS_IDS, MOVE_CLASS_LABELS, MOVE_CLASSES, num, refuse, Working } from './common';
import { seedExcerpt, seedText } from './seed-text';

export interface MovementOutcome {
  readonly allowanceCm: number;
  readonly distanceCm: number;
  readonly leftCm: number;
}

export const movement: ProcedureDef<MovementOutcome> = {
  ruleset: 'club',
  id: 'movement',
  title: bi('Движение', 'Movement'),
  section: '2-1, 2-2, 2-3',
  ruleText: seedText('2-1', '2-2', '2-3', '1-1б') + '\n' + seedExcerpt('5-2', 'Если в процессе сражения, "подразделение", лишилось всех офицеров, оно не может больше атаковать. Может только стрелять, или "отступать" - двигаться назад, по направлению к своему "штабу".'),
  fields: [
    enumField('moveClass', bi('Род войск', 'Troop type'), MOVE_CLASS_LABELS),
    cmField('distanceCm', bi('Передвижение, см', 'Distance moved, cm')),
    boolField('firedThisTurn', bi('Уже стреляли в этот ход', 'Already fired this turn'), false),
    boolField('unitHasOfficer', bi('В подразделении есть офицер', 'The unit has an officer'), true),
    boolField('towardOwnStaff', bi('Движение назад, к своему штабу', 'Moving back toward own staff'), false),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const moveClass = choice(values, 'moveClass', MOVE_CLASS_IDS);
    const info = MOVE_CLASSES[moveClass];
    const distanceCm = num(values, 'distanceCm');
    const work = new Working();
    const readings: Bilingual[] = [
      bi('Дальность хода — предел включительно: ровно 12/24/30 см можно.', 'Allowances are inclusive limits: exactly 12/24/30 cm is allowed.'),
      bi('Генералитет для 1-1б считается конным: может стрелять перед началом своего хода и после этого ходить.', 'General officers count as horsemen for 1-1б: they may fire before they move and move afterwards.'),
      bi('Офицеры и прочие фигуры в составе отряда ходят как их род войск (2-1…2-3 о них не говорят отдельно).', 'Officers and other figures within a unit move as their troop type (2-1…2-3 do not name them apart).'),
    ];

    if (flag(values, 'firedThisTurn')) {
      if (!info.firesBeforeMoving) return refuse('fired_this_turn', '1-1б', `${info.label.ru}: либо ходит, либо стреляет — в этот ход уже стреляли.`, `${info.label.en}: either moves or fires — it has already fired this turn.`, 'firedThisTurn');
      work.step('1-1б', 'Конники стреляли перед началом хода — ходить ещё можно.', 'The horsemen fired before moving — they may still move.');
    }
    if (!flag(values, 'unitHasOfficer')) {
      if (!flag(values, 'towardOwnStaff')) return refuse('no_officers', '5-2', 'Подразделение без офицеров не может атаковать: только стрелять или отступать — двигаться назад, к своему штабу.', 'A unit without officers may not attack: only fire or retreat — move back toward its staff.', 'towardOwnStaff');
      work.step('5-2', 'Подразделение без офицеров отступает к своему штабу — это разрешено.', 'The officerless unit is retreating toward its staff — allowed.');
    }
    if (distanceCm > info.cm) return refuse('too_far', info.section, `${info.label.ru} ходит на ${info.cm} см, а не на ${distanceCm} см.`, `${info.label.en} moves ${info.cm} cm, not ${distanceCm} cm.`, 'distanceCm');
    const leftCm = info.cm - distanceCm;
    work.step(info.section, `${info.label.ru}: ход до ${info.cm} см; пройдено ${distanceCm} см, остаётся ${leftCm} см.`, `${info.label.en}: up to ${info.cm} cm; moved ${distanceCm} cm, ${leftCm} cm left.`);
    if (!info.firesBeforeMoving && distanceCm > 0) work.step('1-1б', 'Походив, в этот ход они уже не стреляют.', 'Having moved, they may not fire this turn.');
    if (info.firesBeforeMoving && distanceCm > 0) work.step('1-1б', 'После движения конники уже не стреляют.', 'After moving, horsemen may no longer fire.');
    return {
      ok: true,
      outcome: { allowanceCm: info.cm, distanceCm, leftCm },
      summary: bi(`${info.label.ru}: ${distanceCm} из ${info.cm} см — допустимо.`, `${info.label.en}: ${distanceCm} of ${info.cm} cm — allowed.`),
      steps: work.steps,
      tableRow: bi(`${info.section}: ${info.label.ru} — ${info.cm} см`, `${info.section}: ${info.label.en} — ${info.cm} cm`),
      readings,
    };
  },
};
