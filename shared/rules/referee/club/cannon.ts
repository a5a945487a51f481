/**
 * Cannon (club rules 1-1б, 1-1в, 1-2а, 1-3в, 1-3г, 2-1, 2-2, 3-3, 7-1).
 * The shot itself is a mechanical model on the table; the console only checks who may fire or move
 * a gun and tallies what the game master saw fall.
 */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { boolField, CANNON_MODEL_RANGE_CM, CANNON_TARGET_RANGE_CM, choice, cmField, enumField, flag, GUN_TURN_FREE_DEGREES, GUNNERS_TO_FIRE, intField, MOVE_CLASSES, num, refuse, SOLDIERS_TO_MOVE_GUN, Working } from './common';
import { seedExcerpt, seedText } from './seed-text';

const turnField = (name: string) => ({
  name,
  spec: { kind: 'number' as const, min: 0, max: 180, step: 5 },
  label: bi('Поворот пушки до наведения, градусов', 'Turn of the gun before laying, degrees'),
  help: bi('Поворот больше 90° считается движением (2-1).', 'A turn of more than 90° counts as a move (2-1).'),
  default: 0,
});

const countField = (name: string, ru: string, en: string) => intField(name, bi(ru, en), 0, 500, 0);

// ---------------------------------------------------------------------------------------------

export interface CannonFireOutcome {
  readonly killed: number;
  readonly wounded: number;
  readonly backInRanks: number;
  readonly gunsDestroyed: number;
}

type ModelPlacement = 'instead' | 'beside' | 'ahead';
const MODEL_PLACEMENTS: Record<ModelPlacement, Bilingual> = {
  instead: bi('вместо орудия', 'in place of the gun'),
  beside: bi('рядом с орудием', 'beside the gun'),
  ahead: bi('впереди орудия', 'ahead of the gun'),
};

export const cannonFire: ProcedureDef<CannonFireOutcome> = {
  ruleset: 'club',
  id: 'cannon-fire',
  title: bi('Выстрел пушки (механический макет)', 'Cannon shot (mechanical model)'),
  section: '1-2а, 1-3г',
  ruleText: seedText('1-1а', '1-1б', '1-1в', '1-2а', '1-3в', '1-3г')
    + '\n' + seedExcerpt('2-1', 'Поворот пушки более чем на 90 градусов - до "наведения ствола на противника" - считается движением. В таком случае, в этот ход, пушка не стреляет.')
    + '\n' + seedExcerpt('3-3', 'В сражающихся в рукопашном бою можно стрелять из пушки (поскольку попадание визуально отслеживается), но ответственность за последствия на себя принимает стреляющий.')
    + '\n' + seedExcerpt('7-1', 'Пушки могут быть уничтожены, только ядром из другой пушки.')
    + '\n' + seedExcerpt('7-1', 'Однако, следует помнить, что стрелять из пушки могут только артиллеристы.'),
  fields: [
    intField('gunnersAtGun', bi('Артиллеристов у пушки (любого звания)', 'Gunners at the gun (any rank)'), 0, 50),
    boolField('movedThisTurn', bi('Пушка уже двигалась в этот ход', 'The gun has already moved this turn'), false),
    turnField('turnDegrees'),
    cmField('targetDistanceCm', bi('Расстояние до цели, см', 'Distance to the target, cm')),
    boolField('lineOfSight', bi('Есть «визуальный контакт» с целью', 'Line of sight to the target'), true),
    enumField('modelPlacement', bi('Где поставлен макет', 'Where the model stands'), MODEL_PLACEMENTS, 'instead'),
    boolField('targetInMelee', bi('Стреляют по сражающимся в рукопашной', 'Firing into a melee'), false),
    countField('fallenWithinRange', 'Упало фигур в пределах 80 см', 'Figures fallen within 80 cm'),
    countField('fallenBeyondRange', 'Упало фигур дальше 80 см', 'Figures fallen beyond 80 cm'),
    countField('tiltedWithinRange', 'Покривилось более чем на 45° (в пределах 80 см)', 'Tilted over 45° (within 80 cm)'),
    countField('tiltedBeyondRange', 'Покривилось более чем на 45° (дальше 80 см)', 'Tilted over 45° (beyond 80 cm)'),
    countField('gunsOverturnedWithinRange', 'Опрокинуто пушек ядром (в пределах 80 см)', 'Guns knocked over by the ball (within 80 cm)'),
  ],
  diceHelp: bi('кубики не нужны: стреляет механический макет, ведущий вводит, что упало', 'no dice: the mechanical model fires, the game master enters what fell'),
  body: (values) => {
    const gunners = num(values, 'gunnersAtGun');
    const turnDegrees = num(values, 'turnDegrees');
    const distanceCm = num(values, 'targetDistanceCm');
    const placement = choice(values, 'modelPlacement', ['instead', 'beside', 'ahead'] as const);
    const work = new Working();
    const readings: Bilingual[] = [
      bi('«Стреляют на 160 см» — это полёт ядра макета; цель выбирается не дальше 80 см, и считается только упавшее в пределах 80 см от пушки.', '"Fire 160 cm" is how far the model\'s ball flies; the target must be within 80 cm, and only what falls within 80 cm of the gun counts.'),
      bi('Покривившиеся более чем на 45° дальше 80 см, как и упавшие там, не считаются и возвращаются в строй.', 'Figures tilted over 45° beyond 80 cm, like those fallen there, do not count and go back to the ranks.'),
      bi('Ровно 90° поворота — ещё наведение, не движение («более чем на 90 градусов»); ровно 80 см — ещё в пределах.', 'A turn of exactly 90° is still laying, not a move ("more than 90 degrees"); exactly 80 cm is still within range.'),
      bi('Пушка, опрокинутая ядром в пределах 80 см, уничтожена (7-1 не говорит, как именно ядро уничтожает пушку).', 'A gun knocked over by the ball within 80 cm is destroyed (7-1 does not say how a ball destroys a gun).'),
    ];

    if (placement === 'ahead') return refuse('model_ahead_of_gun', '1-3в', 'Макет ставится вместо орудия или рядом, но не впереди него.', 'The model goes in place of the gun or beside it, never ahead of it.', 'modelPlacement');
    work.step('1-3в', `Макет поставлен ${MODEL_PLACEMENTS[placement].ru}.`, `The model stands ${MODEL_PLACEMENTS[placement].en}.`);
    if (gunners < GUNNERS_TO_FIRE) return refuse('too_few_gunners', '1-1в', `У пушки ${gunners} артиллерист(ов); стрелять можно, пока рядом хотя бы 2 артиллериста (стреляют только артиллеристы, 7-1).`, `${gunners} gunner(s) at the gun; it may fire only while at least 2 gunners are beside it (only gunners fire a gun, 7-1).`, 'gunnersAtGun');
    work.step('1-1в', `У пушки ${gunners} артиллерист(ов) — не меньше 2.`, `${gunners} gunner(s) at the gun — at least 2.`);
    if (flag(values, 'movedThisTurn')) return refuse('moved_this_turn', '1-1б', 'Артиллерия, ходившая в этот ход, не стреляет: либо ходит, либо стреляет.', 'Artillery that moved this turn may not fire: it either moves or fires.', 'movedThisTurn');
    if (turnDegrees > GUN_TURN_FREE_DEGREES) return refuse('moved_this_turn', '2-1', `Поворот на ${turnDegrees}° (более 90°) считается движением — в этот ход пушка не стреляет.`, `A turn of ${turnDegrees}° (over 90°) counts as a move — the gun does not fire this turn.`, 'turnDegrees');
    work.step('2-1', `Пушка не двигалась; поворот ${turnDegrees}° — не больше 90°, это наведение.`, `The gun has not moved; a ${turnDegrees}° turn is within 90°, that is laying.`);
    if (!flag(values, 'lineOfSight')) return refuse('no_line_of_sight', '1-1а', 'Нет «визуального контакта» с целью — выстрел невозможен.', 'No line of sight to the target — no shot is possible.', 'lineOfSight');
    work.step('1-1а', 'Визуальный контакт с целью есть.', 'Line of sight to the target: yes.');
    if (distanceCm > CANNON_TARGET_RANGE_CM) return refuse('out_of_range', '1-2а', `Цель на ${distanceCm} см; цель пушки должна быть не дальше ${CANNON_TARGET_RANGE_CM} см.`, `Target at ${distanceCm} cm; a cannon's target must be within ${CANNON_TARGET_RANGE_CM} cm.`, 'targetDistanceCm');
    work.step('1-2а', `Цель на ${distanceCm} см — не дальше ${CANNON_TARGET_RANGE_CM} см (ядро макета летит до ${CANNON_MODEL_RANGE_CM} см). Только ядра.`, `Target at ${distanceCm} cm — within ${CANNON_TARGET_RANGE_CM} cm (the model's ball flies up to ${CANNON_MODEL_RANGE_CM} cm). Round shot only.`);
    if (flag(values, 'targetInMelee')) work.step('3-3', 'Стрельба по рукопашной разрешена, но за последствия (и за свои упавшие фигуры) отвечает стреляющий.', 'Firing into a melee is allowed, but the firer answers for the consequences (his own fallen figures too).');

    const killed = num(values, 'fallenWithinRange');
    const wounded = num(values, 'tiltedWithinRange');
    const backInRanks = num(values, 'fallenBeyondRange') + num(values, 'tiltedBeyondRange');
    const gunsDestroyed = num(values, 'gunsOverturnedWithinRange');
    work.step('1-3г', `Упали в пределах 80 см: ${killed} — погибли, удаляются с поля.`, `Fallen within 80 cm: ${killed} — dead, removed from the table.`);
    work.step('1-3г', `Покривились более чем на 45°: ${wounded} — ранены, в тыл (в лазарет, 4-4); вернуться могут в конце следующего хода, к отряду у штаба.`, `Tilted over 45°: ${wounded} — wounded, to the rear (the hospital, 4-4); they may return at the end of next turn, joining a unit by the staff.`);
    work.step('1-2а', `Упавшие и покривившиеся дальше 80 см: ${backInRanks} — не считаются, возвращаются в строй.`, `Fallen or tilted beyond 80 cm: ${backInRanks} — do not count, back in the ranks.`);
    work.step('1-3г', 'Оставшиеся стоять — живы и невредимы.', 'Those left standing are alive and unhurt.');
    if (gunsDestroyed > 0) work.step('7-1', `Пушек уничтожено ядром: ${gunsDestroyed}.`, `Guns destroyed by the ball: ${gunsDestroyed}.`);

    return {
      ok: true,
      outcome: { killed, wounded, backInRanks, gunsDestroyed },
      summary: bi(`Выстрел пушки: убито ${killed}, ранено ${wounded}, вернулись в строй ${backInRanks}${gunsDestroyed ? `, пушек уничтожено ${gunsDestroyed}` : ''}.`, `Cannon shot: ${killed} killed, ${wounded} wounded, ${backInRanks} back in the ranks${gunsDestroyed ? `, ${gunsDestroyed} gun(s) destroyed` : ''}.`),
      steps: work.steps,
      tableRow: bi('1-3г: упала в пределах 80 см — погибла; покривилась > 45° — ранена; осталась стоять — невредима; дальше 80 см — не считается (1-2а).', '1-3г: fell within 80 cm — dead; tilted > 45° — wounded; still standing — unhurt; beyond 80 cm — does not count (1-2а).'),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export interface CannonMoveOutcome {
  /** Whether what was done counts as a move (and so forbids firing this turn). */
  readonly countsAsMove: boolean;
  readonly allowanceCm: number;
  readonly mayFireThisTurn: boolean;
}

type Artillery = 'foot' | 'horse';
const ARTILLERY: Record<Artillery, Bilingual> = {
  foot: bi('пешая артиллерия', 'foot artillery'),
  horse: bi('конная артиллерия', 'horse artillery'),
};

export const cannonMove: ProcedureDef<CannonMoveOutcome> = {
  ruleset: 'club',
  id: 'cannon-move',
  title: bi('Движение и поворот пушки', 'Moving and turning a gun'),
  section: '2-1',
  ruleText: seedText('2-1', '2-2', '1-1б'),
  fields: [
    enumField('artillery', bi('Артиллерия', 'Artillery'), ARTILLERY),
    intField('soldiersAtGun', bi('Солдат у пушки (любых)', 'Soldiers at the gun (any kind)'), 0, 50),
    cmField('distanceCm', bi('Передвижение пушки, см', 'Distance the gun moves, cm'), 0),
    turnField('turnDegrees'),
    boolField('firedThisTurn', bi('Пушка уже стреляла в этот ход', 'The gun has already fired this turn'), false),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const artillery = choice(values, 'artillery', ['foot', 'horse'] as const);
    const soldiers = num(values, 'soldiersAtGun');
    const distanceCm = num(values, 'distanceCm');
    const turnDegrees = num(values, 'turnDegrees');
    const allowance = artillery === 'foot' ? MOVE_CLASSES['foot-artillery'] : MOVE_CLASSES['horse-artillery'];
    const work = new Working();
    const readings: Bilingual[] = [
      bi('Пушка ходит на дальность своей артиллерии: пешая — 12 см, конная — 24 см (2-1, 2-2).', 'A gun moves its artillery\'s allowance: foot 12 cm, horse 24 cm (2-1, 2-2).'),
      bi('Поворот ровно на 90° — ещё наведение, не движение.', 'A turn of exactly 90° is still laying, not a move.'),
    ];

    const turnIsMove = turnDegrees > GUN_TURN_FREE_DEGREES;
    const countsAsMove = distanceCm > 0 || turnIsMove;
    if (!countsAsMove) {
      work.step('2-1', `Пушка не передвигается; поворот ${turnDegrees}° — не более 90°, это наведение, не движение.`, `The gun is not moved; a ${turnDegrees}° turn is within 90°: laying, not a move.`);
      return {
        ok: true,
        outcome: { countsAsMove: false, allowanceCm: allowance.cm, mayFireThisTurn: !flag(values, 'firedThisTurn') },
        summary: bi('Это наведение, а не движение: пушка может стрелять в этот ход.', 'This is laying, not a move: the gun may fire this turn.'),
        steps: work.steps,
        readings,
      };
    }
    if (turnIsMove) work.step('2-1', `Поворот на ${turnDegrees}° — более 90°, считается движением.`, `A turn of ${turnDegrees}° — over 90°, counts as a move.`);
    if (soldiers < SOLDIERS_TO_MOVE_GUN) return refuse('too_few_crew', '2-1', `У пушки ${soldiers} солдат(а); двигать её можно, только если рядом три и более любых солдата.`, `${soldiers} soldier(s) at the gun; it may move only with three or more soldiers of any kind beside it.`, 'soldiersAtGun');
    work.step('2-1', `У пушки ${soldiers} солдат(а) — не меньше трёх.`, `${soldiers} soldiers at the gun — three or more.`);
    if (flag(values, 'firedThisTurn')) return refuse('fired_this_turn', '1-1б', 'Артиллерия либо ходит, либо стреляет: пушка уже стреляла в этот ход.', 'Artillery either moves or fires: this gun has already fired this turn.', 'firedThisTurn');
    if (distanceCm > allowance.cm) return refuse('too_far', allowance.section, `${ARTILLERY[artillery].ru} ходит на ${allowance.cm} см, а не на ${distanceCm} см.`, `${ARTILLERY[artillery].en} moves ${allowance.cm} cm, not ${distanceCm} cm.`, 'distanceCm');
    work.step(allowance.section, `${ARTILLERY[artillery].ru}: до ${allowance.cm} см; передвижение ${distanceCm} см — допустимо.`, `${ARTILLERY[artillery].en}: up to ${allowance.cm} cm; a move of ${distanceCm} cm is allowed.`);
    work.step('2-1', 'В этот ход пушка не стреляет.', 'The gun does not fire this turn.');
    return {
      ok: true,
      outcome: { countsAsMove: true, allowanceCm: allowance.cm, mayFireThisTurn: false },
      summary: bi(`Пушка движется (${distanceCm} см из ${allowance.cm}${turnIsMove ? `, поворот ${turnDegrees}°` : ''}); в этот ход не стреляет.`, `The gun moves (${distanceCm} of ${allowance.cm} cm${turnIsMove ? `, turn ${turnDegrees}°` : ''}); it does not fire this turn.`),
      steps: work.steps,
      tableRow: bi(`${allowance.section}: ${ARTILLERY[artillery].ru} — ${allowance.cm} см`, `${allowance.section}: ${ARTILLERY[artillery].en} — ${allowance.cm} cm`),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export interface CannonCaptureOutcome {
  readonly captured: true;
  readonly mayFire: boolean;
  readonly mayMove: boolean;
}

export const cannonCapture: ProcedureDef<CannonCaptureOutcome> = {
  ruleset: 'club',
  id: 'cannon-capture',
  title: bi('Захват пушки', 'Capturing a gun'),
  section: '7-1',
  ruleText: seedText('7-1', '1-1в') + '\n' + seedExcerpt('2-1', 'Пушки могут двигаться, только если возле них есть три, и более, любых солдата.'),
  fields: [
    boolField('meleeAtGun', bi('Вплотную к пушке кто-то сражается в рукопашной', 'Someone right at the gun is fighting in a melee')),
    intField('captorGunners', bi('Артиллеристов захватившей стороны у пушки', 'Captor\'s gunners at the gun'), 0, 50, 0),
    intField('captorOtherSoldiers', bi('Прочих солдат захватившей стороны у пушки', 'Captor\'s other soldiers at the gun'), 0, 50, 0),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const gunners = num(values, 'captorGunners');
    const soldiers = gunners + num(values, 'captorOtherSoldiers');
    const work = new Working();
    work.step('7-1', 'Пушки в рукопашном бою не участвуют, повредить их нельзя; уничтожить пушку можно только ядром другой пушки.', 'Guns take no part in melee and cannot be harmed there; only another gun\'s ball destroys a gun.');
    if (flag(values, 'meleeAtGun')) return refuse('gun_in_melee', '7-1', 'Пушку можно захватить, только если вплотную к ней нет никого, участвующего в рукопашном бою.', 'A gun may be captured only when no one right at it is fighting in a melee.', 'meleeAtGun');
    work.step('7-1', 'Вплотную к пушке никто не сражается — пушка захвачена и может быть использована.', 'No one at the gun is in a melee — the gun is captured and may be used.');
    const mayFire = gunners >= GUNNERS_TO_FIRE;
    const mayMove = soldiers >= SOLDIERS_TO_MOVE_GUN;
    work.step('1-1в', mayFire ? `Артиллеристов ${gunners} — пушка может стрелять.` : `Артиллеристов ${gunners} — стрелять нельзя (стреляют только артиллеристы, нужно хотя бы 2).`, mayFire ? `${gunners} gunners — the gun may fire.` : `${gunners} gunner(s) — it may not fire (only gunners fire, at least 2 needed).`);
    work.step('2-1', mayMove ? `Солдат у пушки ${soldiers} — её можно двигать.` : `Солдат у пушки ${soldiers} — двигать нельзя (нужно три и более).`, mayMove ? `${soldiers} soldiers at the gun — it may be moved.` : `${soldiers} soldier(s) at the gun — it may not be moved (three or more needed).`);
    return {
      ok: true,
      outcome: { captured: true, mayFire, mayMove },
      summary: bi(`Пушка захвачена; стрелять ${mayFire ? 'может' : 'не может'}, двигаться ${mayMove ? 'может' : 'не может'}.`, `Gun captured; it ${mayFire ? 'may' : 'may not'} fire and ${mayMove ? 'may' : 'may not'} move.`),
      steps: work.steps,
      readings: [bi('Захват не требует броска: достаточно, чтобы фигура захватившей стороны подошла к пушке вплотную при отсутствии рукопашной рядом.', 'Capture needs no roll: a figure of the capturing side reaching the gun is enough when no melee is at it.')],
    };
  },
};
