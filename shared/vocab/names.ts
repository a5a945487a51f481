/**
 * The names of things: armies, unit types (the cossack class named per army), terrain, fortresses,
 * the depot ledger's reasons, the depot cards, and the person at the console («ведущий»).
 */
import { ARMIES, MAX_ARMIES, MIN_ARMIES, type Army, type FortressDef, type Terrain, type UnitType } from '../rules/polkovodets/types';
import type { Bilingual, Lang, PluralForms } from './lang';

export type ArmyWords = Bilingual & { readonly ruGenitive: string };

export const ARMY_NAMES: Readonly<Record<Army, ArmyWords>> = {
  A: { ru: 'Россия', en: 'Russia', ruGenitive: 'России' },
  N: { ru: 'Франция', en: 'France', ruGenitive: 'Франции' },
  F: { ru: 'Австрия', en: 'Austria', ruGenitive: 'Австрии' },
};

/** The armies' letters in a sentence, from the engine's list: «A, N или F» (`or`), or the bare list «A, N, F». */
export function armyLetters(lang: Lang, joiner: 'or' | 'list' = 'list'): string {
  if (joiner === 'list' || ARMIES.length < 2) return ARMIES.join(', ');
  return `${ARMIES.slice(0, -1).join(', ')} ${lang === 'ru' ? 'или' : 'or'} ${ARMIES[ARMIES.length - 1]}`;
}

/** «A (Россия), N (Франция), F (Австрия)»: every army's letter with its name. */
export const armiesNamed = (lang: Lang): string => ARMIES.map((a) => `${a} (${ARMY_NAMES[a][lang]})`).join(', ');

/** Small numbers as words, counting feminine nouns (армия): nominative and genitive; English. */
const NUMERALS: Readonly<Record<Lang, readonly string[]>> = {
  ru: ['ноль', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};
const RU_GENITIVE = ['нуля', 'одной', 'двух', 'трёх', 'четырёх', 'пяти', 'шести', 'семи', 'восьми', 'девяти', 'десяти'];
const numeral = (n: number, lang: Lang, genitive = false): string => (genitive && lang === 'ru' ? RU_GENITIVE[n] : NUMERALS[lang][n]) ?? String(n);

/**
 * How many armies play a game, in words, from the engine's limits: «две или три» / "two or three"
 * (and «от двух до четырёх» / "two to four" if a fourth army ever joins).
 */
export function armiesInPlayCount(lang: Lang): string {
  if (MIN_ARMIES === MAX_ARMIES) return numeral(MIN_ARMIES, lang);
  if (MAX_ARMIES === MIN_ARMIES + 1) return `${numeral(MIN_ARMIES, lang)} ${lang === 'ru' ? 'или' : 'or'} ${numeral(MAX_ARMIES, lang)}`;
  return lang === 'ru' ? `от ${numeral(MIN_ARMIES, lang, true)} до ${numeral(MAX_ARMIES, lang, true)}` : `${numeral(MIN_ARMIES, lang)} to ${numeral(MAX_ARMIES, lang)}`;
}

/** «никто» (a fortress without owner, nobody to move) and «ничья» (a drawn game). */
export const NOBODY: Bilingual = { ru: 'никто', en: 'nobody' };
export const DRAW: Bilingual = { ru: 'ничья', en: 'a draw' };

export const armyName = (army: Army, lang: Lang): string => ARMY_NAMES[army][lang];
/** «армия России» / "Russia's army": the genitive where Russian needs it. */
export const armyGenitive = (army: Army, lang: Lang): string => (lang === 'ru' ? ARMY_NAMES[army].ruGenitive : ARMY_NAMES[army].en);
/** An army, «никто» for null, «ничья» for a draw. */
export const sideName = (side: Army | 'draw' | null, lang: Lang): string => (side === null ? NOBODY[lang] : side === 'draw' ? DRAW[lang] : armyName(side, lang));

/** The person at the console: the game master. */
export const GAME_MASTER: Bilingual = { ru: 'ведущий', en: 'game master' };

/** Unit types, plural as the counters are spoken of (a unit is a regiment: «драгуны A5»). */
export const UNIT_NAMES: Readonly<Record<UnitType, Bilingual>> = {
  musketeer: { ru: 'мушкетёры', en: 'musketeers' },
  grenadier: { ru: 'гренадеры', en: 'grenadiers' },
  jager: { ru: 'егеря', en: 'jägers' },
  dragoon: { ru: 'драгуны', en: 'dragoons' },
  hussar: { ru: 'гусары', en: 'hussars' },
  uhlan: { ru: 'уланы', en: 'uhlans' },
  cossack: { ru: 'казаки', en: 'cossacks' },
  cuirassier: { ru: 'кирасиры', en: 'cuirassiers' },
  battery: { ru: 'орудие', en: 'foot battery' },
  horse_battery: { ru: 'конная артиллерия', en: 'horse battery' },
  general: { ru: 'генерал', en: 'general' },
  marshal: { ru: 'маршал', en: 'marshal' },
};

/** The cossack class has a different name in each army. */
export const COSSACK_NAMES: Readonly<Record<Army, Bilingual>> = {
  A: { ru: 'казаки', en: 'cossacks' },
  N: { ru: 'конные егеря', en: 'mounted jägers' },
  F: { ru: 'лёгкие драгуны', en: 'light dragoons' },
};

/** The unit type's name, the cossack class named as its army calls it. */
export function unitName(type: UnitType, lang: Lang, army?: Army): string {
  if (type === 'cossack' && army) return COSSACK_NAMES[army][lang];
  return UNIT_NAMES[type]?.[lang] ?? String(type);
}

/** «драгуны A5»: the unit's type and its id. */
export const unitLabel = (u: { readonly id: string; readonly type: UnitType; readonly army: Army }, lang: Lang): string => `${unitName(u.type, lang, u.army)} ${u.id}`;

/** Two or three letters on a counter. */
export const UNIT_SHORT: Readonly<Record<Exclude<UnitType, 'cossack'> | `cossack${Army}`, Bilingual>> = {
  musketeer: { ru: 'Мш', en: 'Mu' },
  grenadier: { ru: 'Гр', en: 'Gr' },
  jager: { ru: 'Ег', en: 'Jä' },
  dragoon: { ru: 'Др', en: 'Dr' },
  hussar: { ru: 'Гс', en: 'Hu' },
  uhlan: { ru: 'Ул', en: 'Uh' },
  cossackA: { ru: 'Кз', en: 'Co' },
  cossackN: { ru: 'КЕ', en: 'MJ' },
  cossackF: { ru: 'ЛД', en: 'LD' },
  cuirassier: { ru: 'Кр', en: 'Cu' },
  battery: { ru: 'Ор', en: 'FB' },
  horse_battery: { ru: 'КА', en: 'HB' },
  general: { ru: 'Ген', en: 'Gen' },
  marshal: { ru: 'Мрш', en: 'Msh' },
};

export const unitShort = (type: UnitType, army: Army, lang: Lang): string => UNIT_SHORT[type === 'cossack' ? (`cossack${army}` as const) : type][lang];

export const TERRAIN_NAMES: Readonly<Record<Terrain, Bilingual>> = {
  '.': { ru: 'равнина', en: 'open ground' },
  '=': { ru: 'дорога', en: 'road' },
  M: { ru: 'горы', en: 'mountains' },
  T: { ru: 'лес', en: 'forest' },
  S: { ru: 'болото', en: 'swamp' },
  '~': { ru: 'река', en: 'river' },
  '#': { ru: 'мост', en: 'bridge' },
};
export const FORTRESS_WORD: Bilingual = { ru: 'крепость', en: 'fortress' };

/** A terrain character's name; anything else (a fortress in a refusal's detail) is «крепость». */
export const terrainName = (t: string, lang: Lang): string => (Object.prototype.hasOwnProperty.call(TERRAIN_NAMES, t) ? TERRAIN_NAMES[t as Terrain][lang] : FORTRESS_WORD[lang]);

/** Where the fortress names come from: a map's fortress list (for their English forms). */
export type FortressNames = { readonly fortresses: readonly Pick<FortressDef, 'name' | 'nameEn'>[] };

/**
 * A fortress's name in a language: the map's English form (`nameEn`) in English when it has one,
 * the Russian name (the identifier) otherwise.
 */
export function fortressName(name: string, lang: Lang, map?: FortressNames): string {
  if (lang === 'ru' || !map) return name;
  return map.fortresses.find((f) => f.name === name)?.nameEn ?? name;
}

/**
 * Why an army's depots changed: the depot ledger's column and the events' words. «Формирование» is
 * the brochure's and the rules document's word for raising a unit (the window once said «набор войск»).
 */
export type LedgerReason = 'start' | 'recruit' | 'trophy' | 'marshal' | 'correction';
export const LEDGER_REASONS: Readonly<Record<LedgerReason, Bilingual>> = {
  start: { ru: 'начальный запас', en: 'starting depots' },
  recruit: { ru: 'формирование', en: 'recruitment' },
  trophy: { ru: 'трофеи', en: 'trophies' },
  marshal: { ru: 'назначение маршала', en: "marshal's appointment" },
  correction: { ru: 'поправка ведущего', en: "game master's correction" },
};
export const ledgerReason = (reason: LedgerReason, lang: Lang): string => LEDGER_REASONS[reason]?.[lang] ?? String(reason);

/** The depot cards the players hold at the table. */
export type DepotCard = 'army' | 'corps' | 'divisional' | 'regimental';
export const DEPOT_CARDS: Readonly<Record<DepotCard, Bilingual>> = {
  army: { ru: 'армейский', en: 'army' },
  corps: { ru: 'корпусной', en: 'corps' },
  divisional: { ru: 'дивизионный', en: 'divisional' },
  regimental: { ru: 'полковой', en: 'regimental' },
};
export const HALF_CARD: Bilingual = { ru: '½ полкового', en: '½ regimental' };
export const NO_DEPOTS: Bilingual = { ru: 'нет складов', en: 'no depots' };

/** Counted words. */
export const DEPOT: PluralForms = { ru: ['склад', 'склада', 'складов'], en: ['depot', 'depots'] };
export const TURN: PluralForms = { ru: ['ход', 'хода', 'ходов'], en: ['turn', 'turns'] };
export const UNIT: PluralForms = { ru: ['часть', 'части', 'частей'], en: ['unit', 'units'] };
export const CELL: PluralForms = { ru: ['клетка', 'клетки', 'клеток'], en: ['cell', 'cells'] };
