/**
 * Melee (club rules 3-1 … 3-6), prisoners and their escort (3-5).
 * Each fighter rolls one d6 on foot, two mounted; +2 for a square against cavalry, +1 for heavy
 * cavalry against any other mounted figure; the higher total wins; a tie fights on.
 */
import { bi, type Bilingual, type DiceCup, type InputValues, type ProcedureDef } from '../procedure';
import { boolField, choice, cmField, enumField, flag, intField, mayBeTakenPrisoner, MELEE_DISTANCE_CM, MOVE_CLASS_IDS, MOVE_CLASS_LABELS, MOVE_CLASSES, num, RANK_IDS, RANKS, refuse, signed, Working, type Refusal } from './common';
import { seedExcerpt, seedText } from './seed-text';

/** A tie is rolled again at once; this only bounds a seeded run that keeps tying. */
export const MAX_TIE_ROUNDS = 100;

export interface MeleeFighter {
  readonly mounted: boolean;
  readonly inSquare: boolean;
  readonly heavyCavalry: boolean;
}

export interface MeleeRound {
  readonly firstDice: readonly number[];
  readonly secondDice: readonly number[];
  readonly firstTotal: number;
  readonly secondTotal: number;
}

export interface FightResult {
  readonly rounds: readonly MeleeRound[];
  /** Null only if a seeded run tied MAX_TIE_ROUNDS times. */
  readonly winner: 'first' | 'second' | null;
}

/** 3-4а, 3-4б: one die on foot, two mounted. */
export const meleeDiceCount = (f: MeleeFighter): number => (f.mounted ? 2 : 1);

/** 3-4в: what `self` adds against `opponent`, with reasons. */
export function meleeModifiers(self: MeleeFighter, opponent: MeleeFighter): { readonly value: number; readonly reason: Bilingual }[] {
  const out: { value: number; reason: Bilingual }[] = [];
  if (self.inSquare && !self.mounted && opponent.mounted) out.push({ value: 2, reason: bi('пехота, построенная в каре, — против конницы', 'infantry formed in square against cavalry') });
  if (self.heavyCavalry && self.mounted && opponent.mounted) out.push({ value: 1, reason: bi('тяжёлая конница против другой конной фигуры', 'heavy cavalry against another mounted figure') });
  return out;
}

/** Inputs that describe no real figure. */
export function checkFighter(f: MeleeFighter, who: Bilingual, prefix: string): Refusal | null {
  if (f.inSquare && f.mounted) return refuse('mounted_in_square', '3-4в', `${who.ru}: конная фигура не может стоять в пехотном каре.`, `${who.en}: a mounted figure cannot stand in an infantry square.`, `${prefix}InSquare`);
  if (f.heavyCavalry && !f.mounted) return refuse('heavy_not_mounted', '3-4в', `${who.ru}: тяжёлая конница — конная фигура.`, `${who.en}: heavy cavalry is mounted.`, `${prefix}HeavyCavalry`);
  return null;
}

interface NamedFighter {
  readonly fighter: MeleeFighter;
  readonly name: Bilingual;
}

/**
 * One fight between two figures, rolled until one wins (3-4, 3-4г). The first fighter's dice come
 * first in each round. Records modifiers once per fight and every round as a step.
 */
export function fightOut(cup: DiceCup, work: Working, first: NamedFighter, second: NamedFighter, label: Bilingual): FightResult {
  const firstMods = meleeModifiers(first.fighter, second.fighter);
  const secondMods = meleeModifiers(second.fighter, first.fighter);
  for (const m of firstMods) work.modifier(m.value, '3-4в', `${label.ru}, ${first.name.ru}: ${m.reason.ru}`, `${label.en}, ${first.name.en}: ${m.reason.en}`);
  for (const m of secondMods) work.modifier(m.value, '3-4в', `${label.ru}, ${second.name.ru}: ${m.reason.ru}`, `${label.en}, ${second.name.en}: ${m.reason.en}`);
  const firstBonus = firstMods.reduce((s, m) => s + m.value, 0);
  const secondBonus = secondMods.reduce((s, m) => s + m.value, 0);
  const rounds: MeleeRound[] = [];
  for (let round = 1; round <= MAX_TIE_ROUNDS; round++) {
    const firstDice = cup.rollMany(meleeDiceCount(first.fighter), bi(`${label.ru}, ${first.name.ru}, раунд ${round}`, `${label.en}, ${first.name.en}, round ${round}`));
    const secondDice = cup.rollMany(meleeDiceCount(second.fighter), bi(`${label.ru}, ${second.name.ru}, раунд ${round}`, `${label.en}, ${second.name.en}, round ${round}`));
    const firstTotal = firstDice.reduce((s, d) => s + d, 0) + firstBonus;
    const secondTotal = secondDice.reduce((s, d) => s + d, 0) + secondBonus;
    rounds.push({ firstDice, secondDice, firstTotal, secondTotal });
    const show = (dice: readonly number[], bonus: number, total: number) => `${dice.join('+')}${bonus ? ` ${signed(bonus)}` : ''} = ${total}`;
    const line = `${show(firstDice, firstBonus, firstTotal)} / ${show(secondDice, secondBonus, secondTotal)}`;
    if (firstTotal === secondTotal) {
      work.step('3-4г', `${label.ru}, раунд ${round}: ${first.name.ru} ${line} ${second.name.ru} — ничья, парировали, бой продолжается.`, `${label.en}, round ${round}: ${first.name.en} ${line} ${second.name.en} — a tie, both parried, the fight goes on.`);
      continue;
    }
    const winner = firstTotal > secondTotal ? 'first' : 'second';
    const winnerName = winner === 'first' ? first.name : second.name;
    work.step('3-4', `${label.ru}, раунд ${round}: ${first.name.ru} ${line} ${second.name.ru} — побеждает ${winnerName.ru}.`, `${label.en}, round ${round}: ${first.name.en} ${line} ${second.name.en} — ${winnerName.en} wins.`);
    return { rounds, winner };
  }
  work.step('3-4г', `${label.ru}: ${MAX_TIE_ROUNDS} ничьих подряд — бой не решён, бросайте снова.`, `${label.en}: ${MAX_TIE_ROUNDS} ties in a row — undecided, roll again.`);
  return { rounds, winner: null };
}

const TIE_READING = bi('Ничья (3-4г) перебрасывается сразу, пока кто-то не победит («бой продолжается»); бой не переносится на следующий ход.', 'A tie (3-4г) is rolled again at once until someone wins ("the fight goes on"); it is not carried to the next turn.');
const LOSER_DIES_READING = bi('Проигравший рукопашный бой погибает, если его не объявили пленным (так следует из 3-5 и 3-6; прямо это не сказано).', 'The loser of a melee fight dies unless declared a prisoner (as 3-5 and 3-6 imply; it is not said outright).');
const MELEE_READINGS: readonly Bilingual[] = [
  bi('Два кубика конной фигуры складываются; модификатор прибавляется к сумме один раз, а не к каждому кубику.', 'A mounted figure\'s two dice are added up; a modifier is added once to the total, not to each die.'),
  bi('+1 тяжёлой конницы — против любой другой конной фигуры, в том числе тяжёлой и генералитета: у двух тяжёлых +1 с обеих сторон.', 'Heavy cavalry\'s +1 applies against any other mounted figure, heavy and generals included: two heavies both get +1.'),
  bi('+2 каре — пешей фигуре, стоящей в каре, против любой конной фигуры.', 'The square\'s +2 goes to a foot figure standing in the square, against any mounted figure.'),
  bi('2 см включительно: ровно 2 см — рукопашная возможна.', '2 cm is inclusive: at exactly 2 cm a melee may start.'),
  TIE_READING,
  LOSER_DIES_READING,
];

const fighterFields = (prefix: string, ru: string, en: string) => [
  boolField(`${prefix}Mounted`, bi(`${ru}: конная фигура`, `${en}: mounted figure`), false),
  boolField(`${prefix}HeavyCavalry`, bi(`${ru}: тяжёлая конница (кирасиры, драгуны и пр.)`, `${en}: heavy cavalry (cuirassiers, dragoons etc.)`), false),
  boolField(`${prefix}InSquare`, bi(`${ru}: пехота в каре`, `${en}: infantry in square`), false),
];

const readFighter = (values: InputValues, prefix: string): MeleeFighter => ({
  mounted: flag(values, `${prefix}Mounted`),
  heavyCavalry: flag(values, `${prefix}HeavyCavalry`),
  inSquare: flag(values, `${prefix}InSquare`),
});

const ATTACKER = bi('атакующий', 'attacker');
const DEFENDER = bi('защитник', 'defender');

// ---------------------------------------------------------------------------------------------

export interface MeleeOutcome {
  readonly rounds: readonly MeleeRound[];
  readonly winner: 'attacker' | 'defender' | null;
  /** 3-5: whether the winner may declare the loser a prisoner instead of killing him. */
  readonly loserMayBeTakenPrisoner: boolean;
}

export const melee: ProcedureDef<MeleeOutcome> = {
  ruleset: 'club',
  id: 'melee',
  title: bi('Рукопашный бой (один на один)', 'Melee (one against one)'),
  section: '3-4',
  ruleText: seedText('3-1', '3-2', '3-3', '3-4', '3-4а', '3-4б', '3-4в', '3-4г', '3-5') + '\n' + seedExcerpt('5-2', 'Если в процессе сражения, "подразделение", лишилось всех офицеров, оно не может больше атаковать.'),
  fields: [
    cmField('distanceCm', bi('Расстояние между противниками, см', 'Distance between the opponents, cm')),
    boolField('attackerUnitHasOfficer', bi('В подразделении атакующего есть офицер', 'The attacker\'s unit has an officer'), true),
    enumField('attackerRank', bi('Атакующий — кто', 'Attacker — who'), RANKS, 'soldier'),
    ...fighterFields('attacker', 'Атакующий', 'Attacker'),
    enumField('defenderRank', bi('Защитник — кто', 'Defender — who'), RANKS, 'soldier'),
    ...fighterFields('defender', 'Защитник', 'Defender'),
    boolField('attackersTookPrisonerThisTurn', bi('Сторона атакующего уже взяла пленного в этот рукопашный ход', 'The attacker\'s side has already taken a prisoner this melee turn'), false),
    boolField('defendersTookPrisonerThisTurn', bi('Сторона защитника уже взяла пленного в этот рукопашный ход', 'The defender\'s side has already taken a prisoner this melee turn'), false),
  ],
  diceHelp: bi('за раунд: кубики атакующего (1 пеший, 2 конный), затем защитника; при ничьей — ещё раунд', 'per round: the attacker\'s dice (1 on foot, 2 mounted), then the defender\'s; another round on a tie'),
  body: (values, cup) => {
    const distanceCm = num(values, 'distanceCm');
    const attacker = readFighter(values, 'attacker');
    const defender = readFighter(values, 'defender');
    const attackerRank = choice(values, 'attackerRank', RANK_IDS);
    const defenderRank = choice(values, 'defenderRank', RANK_IDS);
    const work = new Working();

    const bad = checkFighter(attacker, ATTACKER, 'attacker') ?? checkFighter(defender, DEFENDER, 'defender');
    if (bad) return bad;
    if (distanceCm > MELEE_DISTANCE_CM) return refuse('out_of_melee_range', '3-1', `Между противниками ${distanceCm} см; для рукопашной — не больше ${MELEE_DISTANCE_CM} см.`, `${distanceCm} cm between the opponents; a melee needs ${MELEE_DISTANCE_CM} cm or less.`, 'distanceCm');
    work.step('3-1', `Между противниками ${distanceCm} см — не больше 2 см.`, `${distanceCm} cm between them — 2 cm or less.`);
    if (!flag(values, 'attackerUnitHasOfficer')) return refuse('no_officers', '5-2', 'Подразделение, лишившееся всех офицеров, не может атаковать.', 'A unit that has lost all its officers may not attack.', 'attackerUnitHasOfficer');
    work.step('3-2', `Пара назначена игроками: ${RANKS[attackerRank].ru} против ${RANKS[defenderRank].ru}.`, `Pair named by the players: ${RANKS[attackerRank].en} against ${RANKS[defenderRank].en}.`);
    work.step('3-3', 'Пока идёт бой, ни один из них не стреляет, и по ним не стреляют из ружей и пистолетов.', 'While they fight, neither fires, and no musket or pistol may fire at them.');
    work.step('3-4а', `Кубиков: атакующий ${meleeDiceCount(attacker)}, защитник ${meleeDiceCount(defender)} (пеший — 1, конный — 2).`, `Dice: attacker ${meleeDiceCount(attacker)}, defender ${meleeDiceCount(defender)} (1 on foot, 2 mounted).`);

    const fight = fightOut(cup, work, { fighter: attacker, name: ATTACKER }, { fighter: defender, name: DEFENDER }, bi('Бой', 'Fight'));
    const winner = fight.winner === null ? null : fight.winner === 'first' ? 'attacker' : 'defender';
    let loserMayBeTakenPrisoner = false;
    let summary: Bilingual;
    if (winner === null) {
      summary = bi('Бой не решён — бросайте снова.', 'Undecided — roll again.');
    } else {
      const loserRank = winner === 'attacker' ? defenderRank : attackerRank;
      const winnerAlreadyTookOne = flag(values, winner === 'attacker' ? 'attackersTookPrisonerThisTurn' : 'defendersTookPrisonerThisTurn');
      const winnerName = winner === 'attacker' ? ATTACKER : DEFENDER;
      const loserName = winner === 'attacker' ? DEFENDER : ATTACKER;
      const last = fight.rounds[fight.rounds.length - 1];
      const score = winner === 'attacker' ? `${last.firstTotal}:${last.secondTotal}` : `${last.secondTotal}:${last.firstTotal}`;
      if (mayBeTakenPrisoner(loserRank) && !winnerAlreadyTookOne) {
        loserMayBeTakenPrisoner = true;
        work.step('3-5', `Проиграл ${RANKS[loserRank].ru}: победитель может объявить его пленным (не более одного за рукопашный ход); пленного не позднее следующего хода ведут в штаб не менее двух конвоиров.`, `The loser is a ${RANKS[loserRank].en}: the winner may declare him prisoner (no more than one per melee turn); no later than next turn at least two escorts take him to the staff.`);
        summary = bi(`Побеждает ${winnerName.ru} (${score}); ${loserName.ru} (${RANKS[loserRank].ru}) погибает или может быть объявлен пленным.`, `The ${winnerName.en} wins (${score}); the ${loserName.en} (${RANKS[loserRank].en}) dies or may be declared prisoner.`);
      } else {
        if (mayBeTakenPrisoner(loserRank)) work.step('3-5', 'Пленный уже взят в этот рукопашный ход — второго взять нельзя.', 'A prisoner has already been taken this melee turn — not a second one.');
        summary = bi(`Побеждает ${winnerName.ru} (${score}); ${loserName.ru} погибает.`, `The ${winnerName.en} wins (${score}); the ${loserName.en} dies.`);
      }
    }
    const readings = [...MELEE_READINGS, bi('«Не более одного пленного за рукопашный ход» — на сторону-победителя за ход.', '"No more than one prisoner per melee turn" — per winning side per turn.')];
    return {
      ok: true,
      outcome: { rounds: fight.rounds, winner, loserMayBeTakenPrisoner },
      summary,
      steps: work.steps,
      modifiers: work.modifiers,
      tableRow: bi('3-4: больше очков — победа; поровну — ничья, бой продолжается (3-4г).', '3-4: the higher total wins; equal — a tie, the fight goes on (3-4г).'),
      readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

type AttackerKind = 'foot' | 'mounted' | 'heavy';
const ATTACKER_KINDS: Record<AttackerKind, Bilingual> = {
  foot: bi('пеший', 'foot'),
  mounted: bi('конный', 'mounted'),
  heavy: bi('тяжёлый конник', 'heavy cavalryman'),
};

export interface SeveralAttackersFight {
  readonly attacker: AttackerKind;
  readonly rounds: readonly MeleeRound[];
  readonly winner: 'attacker' | 'defender' | null;
}

export interface SeveralAttackersOutcome {
  readonly fights: readonly SeveralAttackersFight[];
  /** 3-6: losing any one fight kills him (no prisoner), counted dead after all fights. */
  readonly defenderDies: boolean;
  /** Attackers he beat ("took with him"). */
  readonly attackersKilled: number;
}

export const meleeSeveralAttackers: ProcedureDef<SeveralAttackersOutcome> = {
  ruleset: 'club',
  id: 'melee-several-attackers',
  title: bi('Рукопашная: несколько против одного', 'Melee: several against one'),
  section: '3-6',
  ruleText: seedText('3-6', '3-1', '3-4', '3-4а', '3-4б', '3-4в', '3-4г') + '\n' + seedExcerpt('5-2', 'Если в процессе сражения, "подразделение", лишилось всех офицеров, оно не может больше атаковать.'),
  fields: [
    cmField('maxDistanceCm', bi('Расстояние до самого дальнего из нападающих, см', 'Distance to the farthest attacker, cm')),
    boolField('attackersHaveOfficer', bi('В подразделении нападающих есть офицер', 'The attackers\' unit has an officer'), true),
    intField('footAttackers', bi('Нападающих пеших', 'Foot attackers'), 0, 20, 0),
    boolField('footAttackersInSquare', bi('Пешие нападающие — в каре', 'Foot attackers are in square'), false),
    intField('mountedAttackers', bi('Нападающих конных (не тяжёлых)', 'Mounted attackers (not heavy)'), 0, 20, 0),
    intField('heavyAttackers', bi('Нападающих тяжёлых конников', 'Heavy cavalry attackers'), 0, 20, 0),
    ...fighterFields('defender', 'Защитник', 'Defender'),
  ],
  diceHelp: bi('бой за боем (пешие, затем конные, затем тяжёлые): кубики нападающего, затем защитника; при ничьей — ещё раунд', 'fight by fight (foot, then mounted, then heavy): the attacker\'s dice, then the defender\'s; another round on a tie'),
  body: (values, cup) => {
    const defender = readFighter(values, 'defender');
    const bad = checkFighter(defender, DEFENDER, 'defender');
    if (bad) return bad;
    const counts: Record<AttackerKind, number> = { foot: num(values, 'footAttackers'), mounted: num(values, 'mountedAttackers'), heavy: num(values, 'heavyAttackers') };
    const total = counts.foot + counts.mounted + counts.heavy;
    if (total < 2) return refuse('not_several_attackers', '3-6', `Нападающих ${total}; для одного на одного — процедура melee.`, `${total} attacker(s); for one against one use melee.`, 'footAttackers');
    const distanceCm = num(values, 'maxDistanceCm');
    if (distanceCm > MELEE_DISTANCE_CM) return refuse('out_of_melee_range', '3-1', `Самый дальний нападающий в ${distanceCm} см; для рукопашной — не больше ${MELEE_DISTANCE_CM} см.`, `The farthest attacker is ${distanceCm} cm away; a melee needs ${MELEE_DISTANCE_CM} cm or less.`, 'maxDistanceCm');
    if (!flag(values, 'attackersHaveOfficer')) return refuse('no_officers', '5-2', 'Подразделение, лишившееся всех офицеров, не может атаковать.', 'A unit that has lost all its officers may not attack.', 'attackersHaveOfficer');
    const footInSquare = flag(values, 'footAttackersInSquare');
    if (footInSquare && counts.foot === 0) return refuse('square_without_foot', '3-4в', 'В каре — только пешие нападающие, а их нет.', 'Only foot attackers can be in square, and there are none.', 'footAttackersInSquare');
    const work = new Working();
    work.step('3-1', `Все нападающие не дальше 2 см (самый дальний — ${distanceCm} см).`, `All attackers within 2 cm (the farthest at ${distanceCm} cm).`);
    work.step('3-6', `На одного нападают ${total}: он бросает кубики за каждый бой отдельно.`, `${total} attack one figure: he rolls for each fight separately.`);

    const fights: SeveralAttackersFight[] = [];
    let n = 0;
    for (const kind of ['foot', 'mounted', 'heavy'] as const) {
      const fighter: MeleeFighter = { mounted: kind !== 'foot', heavyCavalry: kind === 'heavy', inSquare: kind === 'foot' && footInSquare };
      for (let i = 0; i < counts[kind]; i++) {
        n++;
        const name = bi(`нападающий №${n} (${ATTACKER_KINDS[kind].ru})`, `attacker #${n} (${ATTACKER_KINDS[kind].en})`);
        const fight = fightOut(cup, work, { fighter, name }, { fighter: defender, name: DEFENDER }, bi(`Бой ${n}`, `Fight ${n}`));
        fights.push({ attacker: kind, rounds: fight.rounds, winner: fight.winner === null ? null : fight.winner === 'first' ? 'attacker' : 'defender' });
      }
    }
    const lost = fights.filter((f) => f.winner === 'attacker').length;
    const attackersKilled = fights.filter((f) => f.winner === 'defender').length;
    const undecided = fights.filter((f) => f.winner === null).length;
    const defenderDies = lost > 0;
    work.step('3-6', defenderDies
      ? `Защитник проиграл боёв: ${lost} — он погибает (в плен его взять нельзя), но считается убитым лишь после всех боёв; с собой он «захватил» ${attackersKilled}.`
      : `Защитник выиграл все бои и жив; погибло нападающих: ${attackersKilled}.`, defenderDies
      ? `The defender lost ${lost} fight(s) — he dies (he cannot be taken prisoner), but counts as dead only after all fights; he "took with him" ${attackersKilled}.`
      : `The defender won every fight and lives; ${attackersKilled} attacker(s) died.`);
    return {
      ok: true,
      outcome: { fights, defenderDies, attackersKilled },
      summary: bi(`${defenderDies ? 'Защитник погибает' : 'Защитник жив'}; погибло нападающих: ${attackersKilled}${undecided ? `; не решено боёв: ${undecided}` : ''}.`, `${defenderDies ? 'The defender dies' : 'The defender lives'}; ${attackersKilled} attacker(s) died${undecided ? `; ${undecided} fight(s) undecided` : ''}.`),
      steps: work.steps,
      modifiers: work.modifiers,
      tableRow: bi('3-6: проиграл хоть один бой — погибает, но сражается со всеми; 3-4: больше очков — победа, ничья — бой продолжается.', '3-6: losing any fight kills him, but he fights them all; 3-4: higher total wins, a tie fights on.'),
      readings: [...MELEE_READINGS, bi('Порядок боёв (для ввода кубиков): сначала пешие, затем конные, затем тяжёлые; от порядка исход не зависит — защитник сражается с каждым.', 'Order of fights (for typing dice): foot first, then mounted, then heavy; the order does not change the outcome — he fights every one.')],
    };
  },
};

// ---------------------------------------------------------------------------------------------

export interface EscortOutcome {
  readonly allowanceCm: number;
  readonly slowest: 'prisoner' | 'escort';
}

export const prisonerEscort: ProcedureDef<EscortOutcome> = {
  ruleset: 'club',
  id: 'prisoner-escort',
  title: bi('Конвой пленного', 'Escorting a prisoner'),
  section: '3-5',
  ruleText: seedExcerpt('3-5', 'Такая фигура остается в игре, и не позднее следующего хода должна быть направлена в штаб, в сопровождении, не менее, чем двух "конвоиров" - любых фигур победившей стороны. Они должны двигаться в сторону штаба победителя, со скоростью максимальной, для самого "медленного" из группы (то есть: если "пешие конвоируют конного" или "конные - пешего" все равно они двигаются как пехота).'),
  fields: [
    intField('escorts', bi('Конвоиров', 'Escorts'), 0, 20),
    enumField('prisonerMoveClass', bi('Пленный ходит как', 'The prisoner moves as'), MOVE_CLASS_LABELS),
    enumField('slowestEscortMoveClass', bi('Самый медленный конвоир ходит как', 'The slowest escort moves as'), MOVE_CLASS_LABELS),
    cmField('distanceCm', bi('Передвижение группы, см', 'Distance the group moves, cm'), 0),
    boolField('towardWinnerStaff', bi('Группа движется к штабу победителя', 'The group moves toward the winner\'s staff'), true),
  ],
  diceHelp: bi('кубики не нужны', 'no dice'),
  body: (values) => {
    const escorts = num(values, 'escorts');
    const prisonerClass = choice(values, 'prisonerMoveClass', MOVE_CLASS_IDS);
    const escortClass = choice(values, 'slowestEscortMoveClass', MOVE_CLASS_IDS);
    const distanceCm = num(values, 'distanceCm');
    if (escorts === 1) return refuse('one_escort_left', '3-5', 'Остался один конвоир: пленный может вступить с ним в рукопашный бой (процедура prisoner-escape).', 'Only one escort is left: the prisoner may fight him (procedure prisoner-escape).', 'escorts');
    if (escorts < 2) return refuse('too_few_escorts', '3-5', 'Пленного ведут не менее двух конвоиров.', 'A prisoner is escorted by at least two escorts.', 'escorts');
    if (!flag(values, 'towardWinnerStaff')) return refuse('escort_off_course', '3-5', 'Конвой должен двигаться в сторону штаба победителя.', 'The escort must move toward the winner\'s staff.', 'towardWinnerStaff');
    const work = new Working();
    work.step('3-5', `Конвоиров ${escorts} — не меньше двух; пленный остаётся в игре и направляется в штаб не позднее следующего хода.`, `${escorts} escorts — at least two; the prisoner stays in play and is sent to the staff no later than next turn.`);
    const prisonerCm = MOVE_CLASSES[prisonerClass].cm;
    const escortCm = MOVE_CLASSES[escortClass].cm;
    const allowanceCm = Math.min(prisonerCm, escortCm);
    const slowest = prisonerCm < escortCm ? 'prisoner' : 'escort';
    work.step('3-5', `Пленный — ${prisonerCm} см, самый медленный конвоир — ${escortCm} см: группа идёт на ${allowanceCm} см.`, `Prisoner ${prisonerCm} cm, slowest escort ${escortCm} cm: the group moves ${allowanceCm} cm.`);
    if (distanceCm > allowanceCm) return refuse('too_far', '3-5', `Группа ходит со скоростью самого медленного — ${allowanceCm} см, а не ${distanceCm} см.`, `The group moves at the slowest member's pace — ${allowanceCm} cm, not ${distanceCm} cm.`, 'distanceCm');
    if (distanceCm < allowanceCm) work.step('3-5', `Пройдено ${distanceCm} см из ${allowanceCm}: правило требует максимальной скорости самого медленного.`, `Moved ${distanceCm} of ${allowanceCm} cm: the rule asks for the slowest member's full pace.`);
    return {
      ok: true,
      outcome: { allowanceCm, slowest },
      summary: bi(`Конвой с пленным идёт к штабу победителя на ${allowanceCm} см за ход.`, `The escort and prisoner move ${allowanceCm} cm a turn toward the winner's staff.`),
      steps: work.steps,
      tableRow: bi('3-5: скорость группы — наименьшая из дальностей хода пленного и конвоиров (2-1…2-3).', '3-5: the group\'s pace is the least of the prisoner\'s and escorts\' allowances (2-1…2-3).'),
      readings: [bi('«Со скоростью максимальной для самого медленного» — предел хода группы; меньше можно, если мешает местность, но это отмечается.', '"At the slowest member\'s full pace" is the group\'s limit; less is recorded, for terrain may forbid more.')],
    };
  },
};

export interface EscapeOutcome {
  readonly rounds: readonly MeleeRound[];
  readonly prisonerFree: boolean;
  readonly prisonerDies: boolean;
  readonly escortDies: boolean;
}

export const prisonerEscape: ProcedureDef<EscapeOutcome> = {
  ruleset: 'club',
  id: 'prisoner-escape',
  title: bi('Побег пленного', 'A prisoner\'s escape'),
  section: '3-5',
  ruleText: seedExcerpt('3-5', 'Если, по-какой либо причине, "конвоир" останется только один, "пленник" может вступить с ним в рукопашный бой. Если выиграет - он свободен, и вновь возвращается под управление своего игрока. Если проиграет - обязательно гибнет - "при попытке побега".') + '\n' + seedText('3-4', '3-4а', '3-4б', '3-4в', '3-4г'),
  fields: [
    intField('escortsLeft', bi('Осталось конвоиров', 'Escorts left'), 0, 20),
    boolField('prisonerMounted', bi('Пленный — конная фигура', 'The prisoner is mounted'), false),
    boolField('prisonerHeavyCavalry', bi('Пленный — тяжёлая конница', 'The prisoner is heavy cavalry'), false),
    boolField('escortMounted', bi('Конвоир — конная фигура', 'The escort is mounted'), false),
    boolField('escortHeavyCavalry', bi('Конвоир — тяжёлая конница', 'The escort is heavy cavalry'), false),
  ],
  diceHelp: bi('за раунд: кубики пленного (1 пеший, 2 конный), затем конвоира; при ничьей — ещё раунд', 'per round: the prisoner\'s dice (1 on foot, 2 mounted), then the escort\'s; another round on a tie'),
  body: (values, cup) => {
    const escortsLeft = num(values, 'escortsLeft');
    const work = new Working();
    const zeroReading = bi('Если конвоиров не осталось вовсе (3-5 говорит только об одном), пленный свободен без боя: удерживать его некому.', 'If no escort is left at all (3-5 speaks only of one), the prisoner is free without a fight: no one holds him.');
    const escortDiesReading = bi('Конвоир, проигравший бой, погибает, как любой проигравший рукопашную.', 'An escort who loses the fight dies, like any loser of a melee.');
    if (escortsLeft >= 2) return refuse('escort_intact', '3-5', `Конвоиров ${escortsLeft}: бежать можно, только когда конвоир остался один.`, `${escortsLeft} escorts: a prisoner may try to escape only when one escort is left.`, 'escortsLeft');
    if (escortsLeft === 0) {
      work.step('3-5', 'Конвоиров не осталось — пленный свободен и возвращается под управление своего игрока.', 'No escorts left — the prisoner is free and returns to his player.');
      return { ok: true, outcome: { rounds: [], prisonerFree: true, prisonerDies: false, escortDies: false }, summary: bi('Пленный свободен (конвоя нет).', 'The prisoner is free (no escort).'), steps: work.steps, readings: [zeroReading] };
    }
    const prisoner: MeleeFighter = { mounted: flag(values, 'prisonerMounted'), heavyCavalry: flag(values, 'prisonerHeavyCavalry'), inSquare: false };
    const escort: MeleeFighter = { mounted: flag(values, 'escortMounted'), heavyCavalry: flag(values, 'escortHeavyCavalry'), inSquare: false };
    const bad = checkFighter(prisoner, bi('пленный', 'prisoner'), 'prisoner') ?? checkFighter(escort, bi('конвоир', 'escort'), 'escort');
    if (bad) return bad;
    work.step('3-5', 'Остался один конвоир — пленный вступает с ним в рукопашный бой.', 'One escort left — the prisoner fights him.');
    const fight = fightOut(cup, work, { fighter: prisoner, name: bi('пленный', 'prisoner') }, { fighter: escort, name: bi('конвоир', 'escort') }, bi('Побег', 'Escape'));
    const prisonerFree = fight.winner === 'first';
    const prisonerDies = fight.winner === 'second';
    if (prisonerFree) work.step('3-5', 'Пленный выиграл — он свободен и вновь под управлением своего игрока; конвоир погибает.', 'The prisoner won — he is free and back under his player; the escort dies.');
    if (prisonerDies) work.step('3-5', 'Пленный проиграл — гибнет «при попытке побега».', 'The prisoner lost — killed "while trying to escape".');
    return {
      ok: true,
      outcome: { rounds: fight.rounds, prisonerFree, prisonerDies, escortDies: prisonerFree },
      summary: prisonerFree ? bi('Пленный бежал; конвоир погиб.', 'The prisoner escaped; the escort died.') : prisonerDies ? bi('Пленный погиб при попытке побега.', 'The prisoner was killed trying to escape.') : bi('Бой не решён — бросайте снова.', 'Undecided — roll again.'),
      steps: work.steps,
      modifiers: work.modifiers,
      tableRow: bi('3-5: выиграл — свободен; проиграл — гибнет; ничья — бой продолжается (3-4г).', '3-5: wins — free; loses — dies; a tie fights on (3-4г).'),
      readings: [TIE_READING, escortDiesReading, ...MELEE_READINGS.slice(0, 2)],
    };
  },
};
