/** STŘELBA: rifle fire with the three-roll hit table (seed 003). */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { BASE_PJ, SECTION, SHOT_PJ, Worksheet, flag, num, refuse, ru } from './common';

export const RIFLE_RANGE_CM = 30;

export type HitLocation = 'nothing' | 'legs' | 'torso' | 'head';
export type RifleEffect = 'miss' | 'nothing' | 'legs' | 'wound-4' | 'wound-6' | 'dead';

interface Row<T> {
  readonly faces: readonly number[];
  readonly value: T;
  readonly text: Bilingual;
}

/** 1 HOD: 1,2,3 miss; 4,5,6 hit → 2 HOD. */
export const ROLL1: readonly Row<boolean>[] = [
  { faces: [1, 2, 3], value: false, text: bi('1, 2, 3 — мимо (Mimo)', '1, 2, 3 — miss (Mimo)') },
  { faces: [4, 5, 6], value: true, text: bi('4, 5, 6 — попадание → 2-й бросок (Zásah)', '4, 5, 6 — hit → 2nd roll (Zásah)') },
];
/** 2 HOD: where the bullet struck. */
export const ROLL2: readonly Row<HitLocation>[] = [
  { faces: [1], value: 'nothing', text: bi('1 — ничего: пуля прошла сквозь мундир (Nic)', '1 — nothing: the bullet passed through the uniform (Nic)') },
  { faces: [2, 3], value: 'legs', text: bi('2, 3 — ноги: цель падает и не может двигаться, стрелять может (Nohy)', '2, 3 — legs: the target falls and cannot move, but may shoot (Nohy)') },
  { faces: [4, 5], value: 'torso', text: bi('4, 5 — туловище → 3-й бросок (Trup)', '4, 5 — torso → 3rd roll (Trup)') },
  { faces: [6], value: 'head', text: bi('6 — голова: цель мертва (Hlava)', '6 — head: the target is dead (Hlava)') },
];
/** 3 HOD: a torso hit. */
export const ROLL3: readonly Row<'wound-4' | 'wound-6' | 'dead'>[] = [
  { faces: [1], value: 'wound-4', text: bi('1 — цель ранена, −4 ПЕ', '1 — target wounded, −4 PJ') },
  { faces: [2], value: 'wound-6', text: bi('2 — цель ранена, −6 ПЕ', '2 — target wounded, −6 PJ') },
  { faces: [3, 4, 5, 6], value: 'dead', text: bi('3, 4, 5, 6 — цель мертва', '3, 4, 5, 6 — target dead') },
];

export const rowFor = <T>(table: readonly Row<T>[], die: number): Row<T> => {
  const row = table.find((r) => r.faces.includes(die));
  if (!row) throw new Error(`no row for ${die}`); // the cup only hands out faces 1..6, which every table covers
  return row;
};

export interface RifleOutcome {
  readonly hit: boolean;
  readonly location: HitLocation | null;
  readonly effect: RifleEffect;
  /** PJ the target loses by a wound. */
  readonly pjLoss: 0 | 4 | 6;
  readonly targetPJAfter: number;
  readonly targetDead: boolean;
  /** False after a leg hit. */
  readonly targetCanMove: boolean;
  readonly shooterPJAfter: number;
}

export const rifleFire: ProcedureDef<RifleOutcome> = {
  ruleset: 'pravidla',
  id: 'rifle-fire',
  title: bi('Стрельба из винтовки', 'Rifle fire'),
  section: SECTION.shooting,
  ruleText: [
    '| STŘELBA: | - 4PJ |\nUvažuje se střelba klasickou zbraní (tzn. puškou). Specielní zbraně mají svoje vlastní dostřely viz. rozšířená pravidla VÁLKA-pravidla.doc (79 kB) . DOSTŘEL pušky je 30 cm. Před střelbou nahlásí střelec cíl. Střelba je možná, pokud je cíl v dostřelu a střelec ho vidí. (Viditelnost je možno ověřit periskopem.)\n| 1 HOD: | 1,2,3 | - Mimo | |\n| 4,5,6 | - Zásah => 2 HOD | ||\n| 2 HOD: | 1 | - Nic (kulka prolétla uniformou aniž by zranila cíl) | |\n| 2,3 | - Nohy Cíl padne na zem a nemůže se pohybovat. Střílet ovšem může. | ||\n| 4,5 | - Trup => 3 HOD | ||\n| 6 | - Hlava = Cíl je mrtev. | ||\n| 3 HOD: | 1 | - Cíl zraněn -4PJ | |\n| 2 | - Cíl zraněn -6PJ | ||\n| 3,4,5,6 | - Cíl je mrtev |',
    'Figura, která má 0PJ je mrtvá.',
  ].join('\n\n'),
  fields: [
    { name: 'distanceCm', spec: { kind: 'number', min: 0, max: 500, step: 0.5 }, label: bi('Расстояние до цели, см', 'Distance to the target, cm') },
    { name: 'targetVisible', spec: { kind: 'boolean' }, label: bi('Стрелок видит цель', 'The shooter sees the target'), default: true },
    { name: 'shooterPJ', spec: { kind: 'int', min: 0, max: 30 }, label: bi('ПЕ стрелка, оставшиеся в ходу', 'Shooter\'s PJ left this turn'), default: BASE_PJ },
    { name: 'targetPJ', spec: { kind: 'int', min: 1, max: 30 }, label: bi('Запас ПЕ цели', 'Target\'s PJ allowance'), default: BASE_PJ },
  ],
  diceHelp: bi(
    '1–3 d6: попадание; при попадании — куда; при попадании в туловище — последствия',
    '1–3 d6: hit; on a hit — where; on a torso hit — the effect',
  ),
  body(values, cup) {
    const w = new Worksheet();
    const distance = num(values, 'distanceCm');
    const visible = flag(values, 'targetVisible');
    const shooterPJ = num(values, 'shooterPJ');
    const targetPJ = num(values, 'targetPJ');

    if (shooterPJ < SHOT_PJ) {
      return refuse('pravidla/not_enough_points', `Выстрел стоит 4 ПЕ, у стрелка ${shooterPJ}.`, `A shot costs 4 PJ; the shooter has ${shooterPJ}.`, 'shooterPJ', SECTION.shooting);
    }
    if (distance > RIFLE_RANGE_CM) {
      return refuse('pravidla/out_of_range', `Дальность винтовки 30 см, а до цели ${ru(distance)} см.`, `A rifle's range is 30 cm; the target is ${distance} cm away.`, 'distanceCm', SECTION.range);
    }
    if (!visible) {
      return refuse('pravidla/target_not_visible', 'Стрелок не видит цель — стрелять нельзя.', 'The shooter does not see the target — no shot.', 'targetVisible', SECTION.range);
    }
    w.step(SECTION.range, `Цель в ${ru(distance)} см (≤ 30 см) и видна.`, `Target at ${distance} cm (≤ 30 cm) and visible.`);
    if (distance === RIFLE_RANGE_CM) w.reading('Цель ровно в 30 см считается в дальности.', 'A target at exactly 30 cm is within range.');
    w.modifier(-SHOT_PJ, SECTION.shooting, 'выстрел стоит 4 ПЕ (стрелку)', 'the shot costs the shooter 4 PJ');
    const shooterPJAfter = shooterPJ - SHOT_PJ;

    const done = (effect: RifleEffect, location: HitLocation | null, row: Bilingual, pjLoss: 0 | 4 | 6) => {
      const afterWound = targetPJ - pjLoss;
      const targetDead = effect === 'dead' || afterWound <= 0;
      if (pjLoss > 0) {
        w.step(SECTION.roll3, `ПЕ цели: ${targetPJ} − ${pjLoss} = ${afterWound}${afterWound <= 0 ? ' — 0 ПЕ, цель мертва' : ''}.`, `Target's PJ: ${targetPJ} − ${pjLoss} = ${afterWound}${afterWound <= 0 ? ' — 0 PJ, the target is dead' : ''}.`);
        if (afterWound <= 0) w.reading('Рана, сводящая запас ПЕ к 0 и ниже, убивает («Figura, která má 0PJ je mrtvá»).', 'A wound that brings the allowance to 0 or below kills ("Figura, která má 0PJ je mrtvá").');
      }
      if (effect === 'legs') w.reading('PRAVIDLA не дают излечения ног: цель не двигается до конца игры (или по правилам VÁLKA).', 'PRAVIDLA give no healing of the legs: the target cannot move for the rest of the game (or as the VÁLKA rules say).');
      const outcome: RifleOutcome = {
        hit: effect !== 'miss',
        location,
        effect,
        pjLoss,
        targetPJAfter: targetDead ? 0 : afterWound,
        targetDead,
        targetCanMove: !targetDead && effect !== 'legs',
        shooterPJAfter,
      };
      const summary: Bilingual = targetDead
        ? bi('Цель убита.', 'The target is killed.')
        : {
            miss: bi('Промах.', 'A miss.'),
            nothing: bi('Пуля прошла сквозь мундир — цель невредима.', 'The bullet passed through the uniform — the target is unhurt.'),
            legs: bi('Ранение в ноги: цель лежит и не может двигаться, но может стрелять.', 'Hit in the legs: the target is down and cannot move, but may shoot.'),
            'wound-4': bi(`Цель ранена: −4 ПЕ (осталось ${afterWound}).`, `Target wounded: −4 PJ (${afterWound} left).`),
            'wound-6': bi(`Цель ранена: −6 ПЕ (осталось ${afterWound}).`, `Target wounded: −6 PJ (${afterWound} left).`),
            dead: bi('Цель убита.', 'The target is killed.'),
          }[effect];
      return { ok: true as const, outcome, summary, tableRow: row, modifiers: w.modifiers, steps: w.steps, readings: w.readings };
    };

    const d1 = cup.roll(bi('1-й бросок: попадание', '1st roll: hit'));
    const r1 = rowFor(ROLL1, d1);
    w.step(SECTION.roll1, `1-й бросок ${d1}: ${r1.text.ru}.`, `1st roll ${d1}: ${r1.text.en}.`);
    if (!r1.value) return done('miss', null, r1.text, 0);

    const d2 = cup.roll(bi('2-й бросок: куда', '2nd roll: where'));
    const r2 = rowFor(ROLL2, d2);
    w.step(SECTION.roll2, `2-й бросок ${d2}: ${r2.text.ru}.`, `2nd roll ${d2}: ${r2.text.en}.`);
    if (r2.value === 'nothing') return done('nothing', 'nothing', r2.text, 0);
    if (r2.value === 'legs') return done('legs', 'legs', r2.text, 0);
    if (r2.value === 'head') return done('dead', 'head', r2.text, 0);

    const d3 = cup.roll(bi('3-й бросок: туловище', '3rd roll: torso'));
    const r3 = rowFor(ROLL3, d3);
    w.step(SECTION.roll3, `3-й бросок ${d3}: ${r3.text.ru}.`, `3rd roll ${d3}: ${r3.text.en}.`);
    const loss = r3.value === 'wound-4' ? 4 : r3.value === 'wound-6' ? 6 : 0;
    return done(r3.value, 'torso', r3.text, loss);
  },
};
