/**
 * Musket and pistol fire (club rules 1-1, 1-2б, 1-2в, 1-3а, 1-3б; 3-3 for melee).
 * One d6 per shooter: even hits (kills), odd misses; a result of 2 wounds; a natural 6 always kills
 * and a natural 1 always misses, both unmodified.
 */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { boolField, cap, choice, cmField, enumField, flag, intField, MUSKET_RANGE_CM, num, PISTOL_RANGE_CM, RANK_IDS, RANKS, refuse, signed, Working, type Rank } from './common';
import { seedExcerpt, seedText } from './seed-text';

export type SmallArm = 'musket' | 'pistol';
export type Armament = SmallArm | 'none';

/** 1-2б and 1-2в: what a figure carries. */
export function armamentOf(rank: Rank, mounted: boolean): Armament {
  if (mounted) return 'pistol'; // 1-2в: "вообще любые конные фигуры"
  if (rank === 'senior-officer' || rank === 'general') return 'pistol';
  if (rank === 'soldier' || rank === 'junior-officer') return 'musket';
  return 'none'; // musicians, standard bearers and gunners on foot (1-2б's exceptions)
}

export type ShotResult = 'killed' | 'wounded' | 'miss';

export interface ShotJudgement {
  readonly natural: number;
  /** The result after modifiers; null when a natural 6 or 1 forbids modifying. */
  readonly modified: number | null;
  readonly result: ShotResult;
  readonly row: Bilingual;
}

/** 1-3а, one die. Exported for the tests and the console's help table. */
export function judgeShot(natural: number, modifierTotal: number): ShotJudgement {
  if (natural === 6) return { natural, modified: null, result: 'killed', row: bi('«6» до модификации — всегда смертельное попадание', 'natural 6 — always a killing hit') };
  if (natural === 1) return { natural, modified: null, result: 'miss', row: bi('«1» до модификации — всегда промах', 'natural 1 — always a miss') };
  const modified = natural + modifierTotal;
  if (modified < 1) return { natural, modified, result: 'miss', row: bi(`итог ${modified} (меньше 1) — промах`, `result ${modified} (below 1) — miss`) };
  if (modified === 2) return { natural, modified, result: 'wounded', row: bi('итог «2» — солдат ранен', 'result 2 — the soldier is wounded') };
  if (modified % 2 === 0) return { natural, modified, result: 'killed', row: bi(`итог ${modified}, чётное — попадание (убит)`, `result ${modified}, even — hit (killed)`) };
  return { natural, modified, result: 'miss', row: bi(`итог ${modified}, нечётное — промах`, `result ${modified}, odd — miss`) };
}

export type Cover = 'none' | 'light' | 'hard';
const COVERS: Record<Cover, Bilingual> = {
  none: bi('без укрытия', 'no cover'),
  light: bi('лёгкое укрытие (забор, редут, камни, деревья и пр.)', 'light cover (fence, redoubt, rocks, trees etc.)'),
  hard: bi('твёрдое укрытие (крепость, дом, сарай и пр.)', 'hard cover (fortress, house, barn etc.)'),
};

export interface SmallArmsFireOutcome {
  readonly weapon: SmallArm;
  readonly rangeCm: number;
  readonly modifierTotal: number;
  readonly shots: readonly ShotJudgement[];
  readonly killed: number;
  readonly wounded: number;
  readonly missed: number;
  /** 1-1б: cavalry that fired before moving may still move; foot figures that fired may not. */
  readonly shootersMayStillMove: boolean;
}

const FIRE_READINGS: readonly Bilingual[] = [
  bi('Чёт/нечет оценивается после модификаторов, буквально по 1-3а: поэтому +1 (каре по коннице) делает попаданием 3 и 5, а промахом 2 и 4.', 'Even/odd is judged after the modifiers, literally as 1-3а says: so +1 (square at cavalry) makes 3 and 5 hits and 2 and 4 misses.'),
  bi('«Попадание» от ружья или пистолета — убитый (1-3а называет «6» «смертельным попаданием», 1-3б говорит об «убитых»).', 'A musket or pistol "hit" kills (1-3а calls a 6 a "killing hit", 1-3б speaks of the "killed").'),
  bi('Итог «2» ранит и тогда, когда модификаторов нет (выпало «два», 1-3б).', 'A result of 2 wounds also when there are no modifiers (a "two" was rolled, 1-3б).'),
  bi('Итог меньше 1 (например, 2 − 2 за твёрдое укрытие) — промах: укрытие не может превратить выстрел в попадание.', 'A result below 1 (e.g. 2 − 2 for hard cover) is a miss: cover cannot turn a shot into a hit.'),
  bi('Дальность включительно: цель ровно на 90 см (ружьё) или 40 см (пистолет) досягаема.', 'Ranges are inclusive: a target at exactly 90 cm (musket) or 40 cm (pistol) is in range.'),
  bi('+1 «каре по коннице» — стреляющим пешим фигурам, стоящим в каре, по любой конной фигуре (и пешим офицерам с пистолетами внутри каре).', '+1 "square at cavalry" goes to shooting foot figures standing in a square, at any mounted figure (foot officers with pistols inside the square too).'),
  bi('Один прогон — залп одинаковых стрелков по одной цели при одинаковых условиях; разных стрелков считайте отдельными прогонами.', 'One run is a volley of like shooters at one target under the same conditions; run unlike shooters separately.'),
];

const JUNIOR_OFFICER_READING = bi('Младшие офицеры и унтер-офицеры в пешем строю — «пешие солдаты» (1-2б исключает только старших офицеров), у них ружья.', 'Junior officers and NCOs on foot are "foot soldiers" (1-2б excludes only senior officers): they carry muskets.');
const MOUNTED_READING = bi('Любая конная фигура — и музыкант, и знаменосец, и артиллерист конной артиллерии — вооружена пистолетом («вообще любые конные фигуры», 1-2в).', 'Any mounted figure — musician, standard bearer, horse-artillery gunner alike — carries a pistol ("any mounted figures at all", 1-2в).');
const STANDARD_BEARER_READING = bi('Замена раненого знаменосца (1-3б): знамя подхватывает другой солдат — в лазарет уходит рядовой, фигура знаменосца остаётся в отряде.', 'Replacing a wounded standard bearer (1-3б): another soldier takes up the standard — a private goes to the hospital and the bearer figure stays with the unit.');

const WEAPON_TEXT: Record<SmallArm, { readonly range: number; readonly section: string; readonly ru: string; readonly ruWith: string; readonly en: string }> = {
  musket: { range: MUSKET_RANGE_CM, section: '1-2б', ru: 'ружьё', ruWith: 'ружьём', en: 'musket' },
  pistol: { range: PISTOL_RANGE_CM, section: '1-2в', ru: 'пистолет', ruWith: 'пистолетом', en: 'pistol' },
};

function smallArmsFire(weapon: SmallArm): ProcedureDef<SmallArmsFireOutcome> {
  const w = WEAPON_TEXT[weapon];
  const other: SmallArm = weapon === 'musket' ? 'pistol' : 'musket';
  return {
    ruleset: 'club',
    id: `${weapon}-fire`,
    title: weapon === 'musket' ? bi('Ружейный огонь', 'Musket fire') : bi('Пистолетный огонь', 'Pistol fire'),
    section: weapon === 'musket' ? '1-2б, 1-3а' : '1-2в, 1-3а',
    ruleText: seedText('1-1а', '1-1б', weapon === 'musket' ? '1-2б' : '1-2в', '1-3а', '1-3б') + '\n' + seedExcerpt('3-3', 'Никто из сражающихся в рукопашном бою не может стрелять. По тем, кто сражается в рукопашном бою нельзя стрелять из ружей и пистолетов.'),
    fields: [
      intField('shooters', bi('Сколько стреляющих', 'Number of shooters'), 1, 200, 1, bi('Одинаковые фигуры, по одной цели, при одинаковых условиях.', 'Like figures, at one target, under the same conditions.')),
      enumField('rank', bi('Кто стреляет', 'Who fires'), RANKS),
      boolField('mounted', bi('Стреляющие конные', 'Shooters are mounted'), false),
      cmField('distanceCm', bi('Расстояние до цели, см', 'Distance to the target, cm')),
      boolField('movedThisTurn', bi('Стреляющие уже ходили в этот ход', 'Shooters have already moved this turn'), false),
      boolField('lineOfSight', bi('Есть «визуальный контакт» с целью', 'Line of sight to the target'), true),
      boolField('shooterInMelee', bi('Стреляющие в рукопашном бою', 'Shooters are in melee'), false),
      boolField('targetInMelee', bi('Цель в рукопашном бою', 'Target is in melee'), false),
      boolField('inSquare', bi('Стреляющие — пехота в каре', 'Shooters are infantry formed in square'), false),
      boolField('targetMounted', bi('Цель — конница (конная фигура)', 'Target is cavalry (a mounted figure)'), false),
      enumField('cover', bi('Укрытие цели', 'Target\'s cover'), COVERS, 'none'),
      boolField('aimedAtStandardBearer', bi('Целятся в знаменосца', 'Aiming at a standard bearer'), false),
    ],
    diceHelp: bi('по одному d6 на каждого стреляющего, по порядку', 'one d6 per shooter, in order'),
    body: (values, cup) => {
      const shooters = num(values, 'shooters');
      const rank = choice(values, 'rank', RANK_IDS);
      const mounted = flag(values, 'mounted');
      const distanceCm = num(values, 'distanceCm');
      const inSquare = flag(values, 'inSquare');
      const targetMounted = flag(values, 'targetMounted');
      const cover = choice(values, 'cover', ['none', 'light', 'hard'] as const);
      const aimedAtStandardBearer = flag(values, 'aimedAtStandardBearer');
      const work = new Working();
      const readings = [...FIRE_READINGS];

      // Who carries what (1-2б, 1-2в).
      const carries = armamentOf(rank, mounted);
      const who = `${cap(RANKS[rank].ru)}${mounted ? ' (конный)' : ''}`;
      const whoEn = `${cap(RANKS[rank].en)}${mounted ? ' (mounted)' : ''}`;
      if (carries === 'none') {
        return refuse('unarmed', '1-2б', `${who}: не вооружён ни ружьём, ни пистолетом — ружья у всех пеших солдат, кроме музыкантов, знаменосцев, старших офицеров, генералитета и артиллеристов; пистолеты у старших офицеров, генералитета и конных.`, `${whoEn} carries neither musket nor pistol — all foot soldiers carry muskets except musicians, standard bearers, senior officers, generals and gunners; pistols go to senior officers, generals and mounted figures.`, 'rank');
      }
      if (carries !== weapon) {
        return refuse('wrong_weapon', WEAPON_TEXT[carries].section, `${who} вооружён не ${w.ruWith}, а ${WEAPON_TEXT[carries].ruWith}: используйте процедуру ${other}-fire.`, `${whoEn} carries a ${WEAPON_TEXT[carries].en}, not a ${w.en}: use ${other}-fire.`, 'rank');
      }
      if (inSquare && mounted) return refuse('mounted_in_square', '1-3а', 'Конная фигура не может быть «пехотой, построенной в каре».', 'A mounted figure cannot be "infantry formed in square".', 'inSquare');
      if (rank === 'junior-officer' && !mounted) readings.push(JUNIOR_OFFICER_READING);
      if (mounted && (rank === 'musician' || rank === 'standard-bearer' || rank === 'gunner')) readings.push(MOUNTED_READING);
      work.step(w.section, `${who}: вооружён — ${w.ru}, дальность ${w.range} см.`, `${whoEn}: armed with a ${w.en}, range ${w.range} cm.`);

      // Conditions of fire (1-1а, 3-3, 1-1б).
      if (!flag(values, 'lineOfSight')) return refuse('no_line_of_sight', '1-1а', 'Нет «визуального контакта» с целью — выстрел невозможен.', 'No line of sight to the target — no shot is possible.', 'lineOfSight');
      work.step('1-1а', 'Визуальный контакт с целью есть.', 'Line of sight to the target: yes.');
      if (flag(values, 'shooterInMelee')) return refuse('shooter_in_melee', '3-3', 'Никто из сражающихся в рукопашном бою не может стрелять.', 'No one fighting in a melee may fire.', 'shooterInMelee');
      if (flag(values, 'targetInMelee')) return refuse('target_in_melee', '3-3', 'По сражающимся в рукопашном бою нельзя стрелять из ружей и пистолетов (только из пушки).', 'Those fighting in a melee may not be fired at with muskets or pistols (only with a cannon).', 'targetInMelee');
      work.step('3-3', 'Ни стреляющие, ни цель не в рукопашном бою.', 'Neither the shooters nor the target are in a melee.');
      if (flag(values, 'movedThisTurn')) {
        return mounted
          ? refuse('moved_this_turn', '1-1б', 'Конники могут стрелять только перед началом своего хода; после движения — уже не могут.', 'Horsemen may fire only before they move; after moving they may not.', 'movedThisTurn')
          : refuse('moved_this_turn', '1-1б', 'Пехота и артиллерия, ходившие в этот ход, не стреляют: либо ходят, либо стреляют.', 'Infantry and artillery that moved this turn may not fire: they either move or fire.', 'movedThisTurn');
      }
      work.step('1-1б', mounted ? 'Конные стреляют до движения — после выстрела ещё могут ходить.' : 'Стреляющие в этот ход не ходили; выстрелив, в этот ход они уже не ходят.', mounted ? 'Mounted figures fire before moving — they may still move after firing.' : 'The shooters have not moved this turn; having fired, they may not move this turn.');

      // Range (1-2б / 1-2в).
      if (distanceCm > w.range) return refuse('out_of_range', w.section, `Цель на ${distanceCm} см — дальше ${w.range} см, на которые стреляет ${w.ru}.`, `The target at ${distanceCm} cm is beyond the ${w.en}'s ${w.range} cm.`, 'distanceCm');
      work.step(w.section, `Цель на ${distanceCm} см — не дальше ${w.range} см.`, `Target at ${distanceCm} cm — within ${w.range} cm.`);

      // Modifiers (1-3а).
      if (inSquare && targetMounted) work.modifier(+1, '1-3а', 'пехота, построенная в каре, — по коннице', 'infantry formed in square firing at cavalry');
      else if (inSquare) work.step('1-3а', 'Каре стреляет не по коннице — модификатора нет.', 'The square is not firing at cavalry — no modifier.');
      if (cover === 'light') work.modifier(-1, '1-3а', 'цель за лёгким укрытием (забор, редут, камни, деревья и пр.)', 'target behind light cover (fence, redoubt, rocks, trees etc.)');
      if (cover === 'hard') work.modifier(-2, '1-3а', 'цель за твёрдым укрытием (крепость, дом, сарай и пр.)', 'target behind hard cover (fortress, house, barn etc.)');
      const modifierTotal = work.modifiers.reduce((sum, m) => sum + m.value, 0);
      work.step('1-3а', `Сумма модификаторов: ${signed(modifierTotal)} (к «6» и «1» не применяется).`, `Modifiers total ${signed(modifierTotal)} (never applied to a natural 6 or 1).`);

      // The dice, one per shooter.
      const shots: ShotJudgement[] = [];
      for (let i = 1; i <= shooters; i++) {
        const natural = cup.roll(bi(`выстрел (${w.ru}) №${i}`, `${w.en} shot #${i}`));
        const shot = judgeShot(natural, modifierTotal);
        shots.push(shot);
        const arithmetic = shot.modified === null || modifierTotal === 0 ? `${natural}` : `${natural} ${signed(modifierTotal)} = ${shot.modified}`;
        work.step('1-3а', `Стрелок №${i}: ${arithmetic} → ${shot.row.ru}.`, `Shooter #${i}: ${arithmetic} → ${shot.row.en}.`);
      }
      const killed = shots.filter((s) => s.result === 'killed').length;
      const wounded = shots.filter((s) => s.result === 'wounded').length;
      const missed = shots.length - killed - wounded;
      if (shots.some((s) => s.modified !== null && s.modified < 1)) work.step('1-3а', 'Итог меньше 1 считаем промахом (см. прочтения).', 'A result below 1 counts as a miss (see readings).');

      if (killed > 0) work.step('1-3б', `Убитых (${killed}) выбирает сторона, по которой стреляли.`, `The side fired upon chooses its ${killed} killed.`);
      if (wounded > 0) {
        work.step('1-3б', `Ранена (${wounded}) именно та фигура, в которую выпало «два»; заменить её нельзя.`, `The figure at which the "two" was rolled is wounded (${wounded}); it cannot be replaced.`);
        work.step('1-3а', 'Раненый отправляется в тыл (в лазарет, 4-4) и вернётся в строй не раньше следующего хода, у штаба.', 'The wounded goes to the rear (the hospital, 4-4) and returns no sooner than next turn, by the staff.');
        if (aimedAtStandardBearer) {
          work.step('1-3б', 'Исключение: знаменосца можно заменить — знамя подхватывает другой солдат.', 'Exception: the standard bearer may be replaced — another soldier takes up the standard.');
          readings.push(STANDARD_BEARER_READING);
        }
      }

      const shootersMayStillMove = mounted;
      return {
        ok: true,
        outcome: { weapon, rangeCm: w.range, modifierTotal, shots, killed, wounded, missed, shootersMayStillMove },
        summary: bi(`${shooters} × ${w.ru}: убито ${killed}, ранено ${wounded}, промахов ${missed}.`, `${shooters} × ${w.en}: ${killed} killed, ${wounded} wounded, ${missed} missed.`),
        steps: work.steps,
        modifiers: work.modifiers,
        tableRow: bi('1-3а: «6» — смерть, «1» — промах (без модификаторов); иначе итог «2» — ранен, чётный — убит, нечётный — промах.', '1-3а: natural 6 kills, natural 1 misses (unmodified); otherwise a result of 2 wounds, even kills, odd misses.'),
        readings,
      };
    },
  };
}

export const musketFire = smallArmsFire('musket');
export const pistolFire = smallArmsFire('pistol');
