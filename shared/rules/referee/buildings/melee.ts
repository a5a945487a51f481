/** Melee at a house: the garrison's factor, and the break-in or flight on the defenders' morale test. */
import { bi, type Bilingual, type ProcedureDef } from '../procedure';
import { BUILDING_KINDS, BUILDING_LABELS, SECTION, Worksheet, flag, num, pick, ru, signedRu, type BuildingKind } from './common';

export interface MeleeModifierOutcome {
  /** The garrison's factor in the melee. */
  readonly garrisonModifier: number;
  readonly basis: 'stone' | 'wood' | 'enemy-inside' | 'ruins';
}

/** The seed's numbers (002 §Рукопашная схватка). */
export const MELEE_MODIFIERS = { stone: 1.5, wood: 1, enemyInside: 0.5, ruins: 0.5 } as const;

export const houseMeleeModifier: ProcedureDef<MeleeModifierOutcome> = {
  ruleset: 'buildings',
  id: 'house-melee-modifier',
  title: bi('Рукопашная: коэффициент гарнизона', 'Melee: the garrison\'s factor'),
  section: SECTION.melee,
  ruleText: [
    'Если обороняется дом, не готовый к обороне, то у его гарнизона:\n+1,5, если дом каменный;\n+1, если дом деревянный.\nЕсли противник уже ворвался в дом, то коэффициент гарнизона +0,5.',
    'При обороне руин часть, их обороняющая, имеет коэффициент +0,5.',
  ].join('\n\n'),
  fields: [
    { name: 'building', spec: { kind: 'enum', options: BUILDING_KINDS, optionLabels: BUILDING_LABELS }, label: bi('Что обороняется', 'What is defended') },
    { name: 'prepared', spec: { kind: 'boolean' }, label: bi('Дом подготовлен к обороне', 'House prepared for defence'), default: false },
    { name: 'enemyInside', spec: { kind: 'boolean' }, label: bi('Противник уже ворвался в дом', 'The enemy has already broken in'), default: false },
  ],
  diceHelp: bi('кубики не нужны (коэффициент прибавляется к рукопашной по основным правилам)', 'no dice (the factor is added to the melee of the main rules)'),
  body(values) {
    const w = new Worksheet();
    const building = pick<BuildingKind>(values, 'building');
    const prepared = flag(values, 'prepared');
    const enemyInside = flag(values, 'enemyInside');

    let garrisonModifier: number;
    let basis: MeleeModifierOutcome['basis'];
    if (building === 'ruins') {
      garrisonModifier = MELEE_MODIFIERS.ruins;
      basis = 'ruins';
      w.modifier(garrisonModifier, SECTION.melee, 'оборона руин', 'defending ruins');
      if (enemyInside) w.reading('Для руин приложение даёт один коэффициент +0,5; «противник ворвался» его не меняет.', 'For ruins the appendix gives one factor, +0.5; "the enemy has broken in" does not change it.');
      if (prepared) w.reading('Подготовка к обороне относится к дому; на руины она не влияет.', 'Preparation for defence belongs to a house; it does not affect ruins.');
    } else if (enemyInside) {
      garrisonModifier = MELEE_MODIFIERS.enemyInside;
      basis = 'enemy-inside';
      w.modifier(garrisonModifier, SECTION.melee, 'противник уже ворвался в дом', 'the enemy has already broken in');
      w.reading(
        'Когда противник ворвался, коэффициент гарнизона становится +0,5 вместо +1,5/+1 (стены больше не защищают), а не прибавляется к ним.',
        'Once the enemy has broken in, the garrison\'s factor becomes +0.5 instead of +1.5/+1 (the walls no longer shield it); it is not added to them.',
      );
    } else {
      garrisonModifier = building === 'stone' ? MELEE_MODIFIERS.stone : MELEE_MODIFIERS.wood;
      basis = building;
      w.modifier(garrisonModifier, SECTION.melee, building === 'stone' ? 'каменный дом' : 'деревянный дом', building === 'stone' ? 'stone house' : 'wooden house');
      if (prepared) {
        w.reading(
          'Приложение даёт +1,5/+1 дому, «не готовому к обороне», и молчит о подготовленном. Читаем: подготовленный дом получает тот же коэффициент (не меньше неподготовленного); подготовка сказывается в защитном броске от ружейного огня.',
          'The appendix gives +1.5/+1 to a house "not prepared for defence" and is silent on a prepared one. Our reading: a prepared house gets the same factor (no less than an unprepared one); preparation shows in the save against musketry.',
        );
      }
    }
    const what = BUILDING_LABELS[building];
    w.step(SECTION.melee, `${what.ru}${enemyInside ? ', противник внутри' : ''}: коэффициент гарнизона ${signedRu(garrisonModifier)}.`, `${what.en}${enemyInside ? ', enemy inside' : ''}: garrison factor +${garrisonModifier}.`);
    return {
      ok: true,
      outcome: { garrisonModifier, basis },
      summary: bi(`Коэффициент гарнизона в рукопашной ${signedRu(garrisonModifier)}.`, `The garrison's melee factor is +${garrisonModifier}.`),
      tableRow: bi(`${what.ru}${enemyInside ? ', противник внутри' : ''}: ${signedRu(garrisonModifier)}`, `${what.en}${enemyInside ? ', enemy inside' : ''}: +${garrisonModifier}`),
      modifiers: w.modifiers,
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

export type BreakInResult = 'break-in' | 'defenders-flee' | 'defenders-hold';

export interface BreakInOutcome {
  readonly result: BreakInResult;
  readonly defenderMorale: number;
}

/** The thresholds on the defenders' morale test (002 §Рукопашная схватка). */
export const BREAK_IN_LOW = 1.5;
export const BREAK_IN_HIGH = 3;

export const houseBreakIn: ProcedureDef<BreakInOutcome> = {
  ruleset: 'buildings',
  id: 'house-break-in',
  title: bi('Проникновение в дом после выигранной схватки', 'Breaking into a house after a won melee'),
  section: SECTION.melee,
  ruleText: 'Если штурмующие выигрывают схватку за проникновение в дом, и результат морального теста обороняющихся от 1,5 до 3, то штурмующие проникают в дом. Если моральный тест обороняющихся меньше 1,5, то они бегут из дома.',
  fields: [
    {
      name: 'defenderMorale',
      spec: { kind: 'number', min: -50, max: 50, step: 0.5 },
      label: bi('Результат морального теста обороняющихся', 'Result of the defenders\' morale test'),
      help: bi('Вводится после схватки, выигранной штурмующими.', 'Entered after a melee the attackers won.'),
    },
  ],
  diceHelp: bi('кубики не нужны (моральный тест бросается по основным правилам)', 'no dice (the morale test is rolled by the main rules)'),
  body(values) {
    const w = new Worksheet();
    const morale = num(values, 'defenderMorale');
    w.step(SECTION.melee, 'Штурмующие выиграли схватку за проникновение в дом.', 'The attackers won the melee for entry into the house.');
    let result: BreakInResult;
    let row: Bilingual;
    if (morale < BREAK_IN_LOW) {
      result = 'defenders-flee';
      row = bi('моральный тест меньше 1,5 — обороняющиеся бегут из дома', 'morale test below 1.5 — the defenders flee the house');
    } else if (morale <= BREAK_IN_HIGH) {
      result = 'break-in';
      row = bi('моральный тест от 1,5 до 3 — штурмующие проникают в дом', 'morale test 1.5 to 3 — the attackers break in');
    } else {
      result = 'defenders-hold';
      row = bi('моральный тест выше 3 — гарнизон держится (чтение)', 'morale test above 3 — the garrison holds (reading)');
      w.reading(
        'Приложение не говорит, что будет при моральном тесте выше 3. Читаем: гарнизон выдержал, штурмующие в дом не проникают (схватка продолжается по основным правилам).',
        'The appendix does not say what happens on a morale test above 3. Our reading: the garrison held, the attackers do not break in (the melee goes on by the main rules).',
      );
    }
    w.step(SECTION.melee, `Моральный тест обороняющихся ${ru(morale)}: ${row.ru}.`, `Defenders' morale test ${morale}: ${row.en}.`);
    const summary = {
      'break-in': bi('Штурмующие проникают в дом.', 'The attackers break into the house.'),
      'defenders-flee': bi('Обороняющиеся бегут из дома.', 'The defenders flee the house.'),
      'defenders-hold': bi('Гарнизон держится; штурмующие не проникли.', 'The garrison holds; the attackers did not get in.'),
    }[result];
    return { ok: true, outcome: { result, defenderMorale: morale }, summary, tableRow: row, steps: w.steps, readings: w.readings };
  },
};
