/** Musket fire at a house and artillery fire at its garrison (002 §Ружейный огонь, §Артиллерийский огонь/1). */
import { bi, type ProcedureDef } from '../procedure';
import { BUILDING_KINDS, BUILDING_LABELS, SECTION, Worksheet, countAtLeast, flag, num, pick, refuse, type BuildingKind } from './common';

/** Highest range zone the forms accept; the parent rules' fire table is not in the seeds. */
export const MAX_ZONE = 10;

const zoneField = {
  name: 'zone',
  spec: { kind: 'int', min: 1, max: MAX_ZONE },
  label: bi('Зона дальности (по таблице стрельбы)', 'Range zone (by the fire table)'),
} as const;

const zoneTableReading = (w: Worksheet): void => {
  w.reading(
    'Таблица стрельбы основных правил в семенах не дана: консоль сдвигает зону, а потери по сдвинутой зоне (и «вне таблицы» за её последней зоной) находит ведущий.',
    'The main rules\' fire table is not in the appendix: the console shifts the zone, and the game master reads the losses at the shifted zone (and "off the table" beyond its last zone).',
  );
};

// ---------------------------------------------------------------------------------------------

export const MUSKET_ZONE_SHIFT: Readonly<Record<BuildingKind, number>> = { stone: 2, wood: 1, ruins: 1 };
/** The prepared garrison's save against musketry, per hit figure. */
export const PREPARED_SAVE = 6;

export interface MusketOutcome {
  readonly zoneShift: number;
  readonly effectiveZone: number;
  /** The save per hit figure, or null when there is none. */
  readonly saveOn: number | null;
  readonly hits: number;
  readonly saved: number;
  readonly losses: number;
}

export const musketFireAtHouse: ProcedureDef<MusketOutcome> = {
  ruleset: 'buildings',
  id: 'musket-fire-at-house',
  title: bi('Ружейный огонь по дому', 'Musket fire at a house'),
  section: SECTION.musket,
  ruleText: 'При стрельбе по дому:\nкаменному - на 2 зоны дальше;\nдеревянному - на 1 зону дальше.\nЕсли дом подготовлен к обороне, то у гарнизона защитный бросок на каждую пораженную фигурку - 6.\nСтрельба по руинам также ведется на зону дальше.',
  fields: [
    { name: 'target', spec: { kind: 'enum', options: BUILDING_KINDS, optionLabels: BUILDING_LABELS }, label: bi('Цель', 'Target') },
    zoneField,
    { name: 'prepared', spec: { kind: 'boolean' }, label: bi('Дом подготовлен к обороне', 'House prepared for defence'), default: false },
    {
      name: 'hits',
      spec: { kind: 'int', min: 0, max: 1000 },
      label: bi('Поражено фигурок (по таблице)', 'Figures hit (by the table)'),
      help: bi('0 — только узнать зону.', '0 — only ask for the zone.'),
      default: 0,
    },
  ],
  diceHelp: bi('по одному d6 на поражённую фигурку, если дом подготовлен (спасает 6); иначе кубики не нужны', 'one d6 per figure hit when the house is prepared (6 saves); otherwise no dice'),
  body(values, cup) {
    const w = new Worksheet();
    const target = pick<BuildingKind>(values, 'target');
    const zone = num(values, 'zone');
    const prepared = flag(values, 'prepared');
    const hits = num(values, 'hits');

    const zoneShift = MUSKET_ZONE_SHIFT[target];
    const why = {
      stone: bi('каменный дом — на 2 зоны дальше', 'stone house — 2 zones further'),
      wood: bi('деревянный дом — на 1 зону дальше', 'wooden house — 1 zone further'),
      ruins: bi('руины — на зону дальше', 'ruins — 1 zone further'),
    }[target];
    w.modifier(zoneShift, SECTION.musket, why.ru, why.en);
    const effectiveZone = zone + zoneShift;
    w.step(SECTION.musket, `Зона ${zone} + ${zoneShift} = ${effectiveZone}: потери по таблице стрельбы в зоне ${effectiveZone}.`, `Zone ${zone} + ${zoneShift} = ${effectiveZone}: losses by the fire table at zone ${effectiveZone}.`);
    zoneTableReading(w);

    let saveOn: number | null = null;
    if (prepared && target !== 'ruins') saveOn = PREPARED_SAVE;
    if (prepared && target === 'ruins') {
      w.reading('Защитный бросок 6 дан подготовленному дому; руины к обороне не готовятся — броска нет.', 'The save of 6 is given to a prepared house; ruins are not prepared — no save.');
    }

    let saved = 0;
    if (hits > 0 && saveOn !== null) {
      const dice = cup.rollMany(hits, bi('защитный бросок гарнизона (спасает 6)', 'garrison save (6 saves)'));
      saved = countAtLeast(dice, saveOn);
      w.step(SECTION.musket, `Защитные броски [${dice.join(', ')}]: шестёрок ${saved}.`, `Saves [${dice.join(', ')}]: ${saved} sixes.`);
    } else if (hits > 0) {
      w.step(SECTION.musket, 'Дом не подготовлен к обороне — защитного броска нет.', 'The house is not prepared — no save.');
    } else if (saveOn !== null) {
      w.step(SECTION.musket, 'Дом подготовлен: каждой поражённой фигурке — защитный бросок 6.', 'Prepared house: each figure hit saves on a 6.');
    }
    const losses = hits - saved;
    if (hits > 0) w.step(SECTION.musket, `Поражено ${hits}, спасено ${saved}, потери ${losses}.`, `${hits} hit, ${saved} saved, ${losses} lost.`);

    return {
      ok: true,
      outcome: { zoneShift, effectiveZone, saveOn, hits, saved, losses },
      summary: hits > 0
        ? bi(`Огонь по зоне ${effectiveZone}; потери гарнизона ${losses} из ${hits}.`, `Fire at zone ${effectiveZone}; the garrison loses ${losses} of ${hits}.`)
        : bi(`Огонь ведётся по зоне ${effectiveZone}${saveOn ? '; защитный бросок 6' : ''}.`, `Fire at zone ${effectiveZone}${saveOn ? '; save on 6' : ''}.`),
      tableRow: bi(`${why.ru}${saveOn ? '; подготовлен: защитный бросок 6' : ''}`, `${why.en}${saveOn ? '; prepared: save on 6' : ''}`),
      modifiers: w.modifiers,
      steps: w.steps,
      readings: w.readings,
    };
  },
};

// ---------------------------------------------------------------------------------------------

/** How full the house is, for the stone-house saves against artillery. */
export type GarrisonBand = 'over-half' | 'half' | 'third';

/** Integer comparison (no fractions): half means at most capacity/2, a third at most capacity/3. */
export function garrisonBand(garrison: number, capacity: number): GarrisonBand {
  if (garrison * 3 <= capacity) return 'third';
  if (garrison * 2 <= capacity) return 'half';
  return 'over-half';
}

export interface ArtilleryGarrisonOutcome {
  readonly zoneShift: 1;
  readonly effectiveZone: number;
  /** Stone houses only. */
  readonly band: GarrisonBand | null;
  /** First save: 5 ("5 or 6") or 3 ("3, 4, 5, 6"); null for wood and ruins. */
  readonly firstSaveOn: number | null;
  /** Whether a failed first save gets the additional save on an even number. */
  readonly extraSaveEven: boolean;
  readonly hits: number;
  readonly savedFirst: number;
  readonly savedExtra: number;
  readonly losses: number;
}

export const artilleryAtGarrison: ProcedureDef<ArtilleryGarrisonOutcome> = {
  ruleset: 'buildings',
  id: 'artillery-at-garrison',
  title: bi('Артиллерийский огонь по гарнизону', 'Artillery fire at a garrison'),
  section: SECTION.artilleryLosses,
  ruleText: '1. Потери личного состава:\nдеревянный дом и руины - по таблице стрельбы по рассыпному строю, на зону дальше;\nкаменный дом - то же самое, но с защитным броском 5 или 6. Если в доме половина максимально возможного гарнизона, то дополнительный защитный бросок - чет. Если 1/3 и менее, защитный бросок - 3, 4, 5, 6.',
  fields: [
    { name: 'target', spec: { kind: 'enum', options: BUILDING_KINDS, optionLabels: BUILDING_LABELS }, label: bi('Цель', 'Target') },
    zoneField,
    { name: 'garrison', spec: { kind: 'int', min: 0, max: 1000 }, label: bi('Фигурок в гарнизоне', 'Figures in the garrison') },
    { name: 'capacity', spec: { kind: 'int', min: 1, max: 1000 }, label: bi('Максимально возможный гарнизон', 'Largest possible garrison') },
    {
      name: 'hits',
      spec: { kind: 'int', min: 0, max: 1000 },
      label: bi('Поражено фигурок (по таблице)', 'Figures hit (by the table)'),
      help: bi('0 — только узнать зону и защитный бросок.', '0 — only ask for the zone and the save.'),
      default: 0,
    },
  ],
  diceHelp: bi(
    'каменный дом: сначала по d6 на каждую поражённую фигурку (спасают 5–6, при гарнизоне 1/3 и менее 3–6), затем, если гарнизон половина и менее, по d6 за каждую не спасённую (спасает чёт); дерево и руины — без кубиков',
    'stone house: first one d6 per figure hit (5–6 saves; 3–6 with a garrison of 1/3 or less), then, with a garrison of half or less, one d6 per figure not saved (even saves); wood and ruins — no dice',
  ),
  body(values, cup) {
    const w = new Worksheet();
    const target = pick<BuildingKind>(values, 'target');
    const zone = num(values, 'zone');
    const garrison = num(values, 'garrison');
    const capacity = num(values, 'capacity');
    const hits = num(values, 'hits');
    const S = SECTION.artilleryLosses;

    if (garrison > capacity) {
      return refuse('buildings/garrison_over_capacity', `В доме ${garrison} фиг., а вмещает он ${capacity}.`, `${garrison} figures in a house that holds ${capacity}.`, 'garrison', SECTION.capacity);
    }
    if (hits > garrison) {
      return refuse('buildings/hits_exceed_garrison', `Поражено ${hits} фиг., а в гарнизоне ${garrison}.`, `${hits} figures hit, but the garrison has ${garrison}.`, 'hits', S);
    }

    w.modifier(1, S, `${BUILDING_LABELS[target].ru}: по таблице стрельбы по рассыпному строю, на зону дальше`, `${BUILDING_LABELS[target].en}: fire table against skirmish order, 1 zone further`);
    const effectiveZone = zone + 1;
    w.step(S, `Таблица стрельбы по рассыпному строю, зона ${zone} + 1 = ${effectiveZone}.`, `Fire table against skirmish order, zone ${zone} + 1 = ${effectiveZone}.`);
    zoneTableReading(w);

    let band: GarrisonBand | null = null;
    let firstSaveOn: number | null = null;
    let extraSaveEven = false;
    let savedFirst = 0;
    let savedExtra = 0;
    let row = bi(`${BUILDING_LABELS[target].ru}: на зону дальше, без защитного броска`, `${BUILDING_LABELS[target].en}: 1 zone further, no save`);

    if (target === 'stone') {
      band = garrisonBand(garrison, capacity);
      firstSaveOn = band === 'third' ? 3 : 5;
      extraSaveEven = band !== 'over-half';
      const bandText = {
        'over-half': bi('больше половины', 'more than half'),
        half: bi('половина и менее', 'half or less'),
        third: bi('1/3 и менее', 'a third or less'),
      }[band];
      w.step(S, `Гарнизон ${garrison} из ${capacity}: ${bandText.ru}.`, `Garrison ${garrison} of ${capacity}: ${bandText.en}.`);
      row = bi(
        `каменный дом, гарнизон ${bandText.ru}: защитный бросок ${firstSaveOn === 3 ? '3, 4, 5, 6' : '5 или 6'}${extraSaveEven ? ', дополнительный — чёт' : ''}`,
        `stone house, garrison ${bandText.en}: save ${firstSaveOn === 3 ? '3, 4, 5, 6' : '5 or 6'}${extraSaveEven ? ', additional save on even' : ''}`,
      );
      if (band !== 'over-half') {
        w.reading(
          '«Половина максимально возможного гарнизона» читаем как «половина и менее»: тогда не спасённая фигурка бросает дополнительный защитный бросок (чёт).',
          '"Half of the largest possible garrison" we read as "half or less": then a figure not saved rolls an additional save (even).',
        );
      }
      if (band === 'third') {
        w.reading(
          'При гарнизоне 1/3 и менее основной бросок становится 3–6, а дополнительный «чёт» сохраняется (1/3 — тоже «половина и менее»). Иначе малый гарнизон был бы защищён не лучше половинного (обоим 2/3).',
          'With a garrison of a third or less the first save becomes 3–6 and the additional even save stays (a third is also "half or less"). Otherwise a small garrison would be no better protected than a half one (both 2/3).',
        );
      }
      if (hits > 0) {
        const first = cup.rollMany(hits, bi(`защитный бросок (спасает ${firstSaveOn}+)`, `save (${firstSaveOn}+ saves)`));
        savedFirst = countAtLeast(first, firstSaveOn);
        w.step(S, `Защитные броски [${first.join(', ')}]: спасено ${savedFirst}.`, `Saves [${first.join(', ')}]: ${savedFirst} saved.`);
        const failed = hits - savedFirst;
        if (extraSaveEven && failed > 0) {
          const extra = cup.rollMany(failed, bi('дополнительный защитный бросок (спасает чёт)', 'additional save (even saves)'));
          savedExtra = extra.filter((d) => d % 2 === 0).length;
          w.step(S, `Дополнительные броски [${extra.join(', ')}]: чётных ${savedExtra}.`, `Additional saves [${extra.join(', ')}]: ${savedExtra} even.`);
        }
      }
    } else if (hits > 0) {
      w.step(S, 'Деревянный дом и руины защитного броска не дают.', 'Wooden houses and ruins give no save.');
    }

    const losses = hits - savedFirst - savedExtra;
    if (hits > 0) w.step(S, `Поражено ${hits}, спасено ${savedFirst + savedExtra}, потери ${losses}.`, `${hits} hit, ${savedFirst + savedExtra} saved, ${losses} lost.`);
    return {
      ok: true,
      outcome: { zoneShift: 1, effectiveZone, band, firstSaveOn, extraSaveEven, hits, savedFirst, savedExtra, losses },
      summary: hits > 0
        ? bi(`Огонь по зоне ${effectiveZone}; потери гарнизона ${losses} из ${hits}.`, `Fire at zone ${effectiveZone}; the garrison loses ${losses} of ${hits}.`)
        : bi(`Огонь по рассыпному строю в зоне ${effectiveZone}.`, `Fire as against skirmish order at zone ${effectiveZone}.`),
      tableRow: row,
      modifiers: w.modifiers,
      steps: w.steps,
      readings: w.readings,
    };
  },
};
