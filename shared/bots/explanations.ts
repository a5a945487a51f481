/**
 * Why the machine gave an order: a stable code with its details (data, for the log, the summaries
 * and the tests), and one small table of Russian and English sentences for it. Kept in this one file
 * so it can move into the console's vocabulary catalog as it is.
 */
import type { Lang } from '../rules/polkovodets/depots';
import { ARMY_NAMES, unitName } from '../rules/polkovodets/messages';
import type { Army, UnitType } from '../rules/polkovodets/types';

export type ExplanationCode =
  | 'strikes_marshal'
  | 'strikes'
  | 'captures'
  | 'holds'
  | 'defends'
  | 'recruits'
  | 'threatens_marshal'
  | 'threatens'
  | 'escapes'
  | 'shields_marshal'
  | 'leaves_river'
  | 'commander_follows'
  | 'advances'
  | 'regroups'
  | 'appoints'
  | 'ends_move'
  | 'random';

export interface Explanation {
  readonly code: ExplanationCode;
  readonly detail: Readonly<Record<string, string | number>>;
}

type Detail = Explanation['detail'];
const army = (d: Detail, lang: Lang): string => {
  const a = d.army as Army;
  return lang === 'ru' ? ARMY_NAMES[a]?.ruGenitive ?? String(a) : ARMY_NAMES[a]?.en ?? String(a);
};
const unit = (d: Detail, lang: Lang): string => unitName(d.unitType as UnitType, lang, d.army as Army);
const ORDINAL_RU = ['', 'первый', 'второй', 'третий'];
const ORDINAL_EN = ['', 'first', 'second', 'third'];
const ordinal = (n: unknown, lang: Lang) => (lang === 'ru' ? ORDINAL_RU : ORDINAL_EN)[Number(n)] ?? String(n);

/** The sentence of each code, in both languages. */
export const EXPLANATION_TEXTS: Readonly<Record<ExplanationCode, Readonly<Record<Lang, (d: Detail) => string>>>> = {
  strikes_marshal: { ru: (d) => `бьёт маршала ${army(d, 'ru')}`, en: (d) => `strikes the marshal of ${army(d, 'en')}` },
  strikes: { ru: (d) => `бьёт: ${unit(d, 'ru')} (${army(d, 'ru')})`, en: (d) => `strikes the ${unit(d, 'en')} of ${army(d, 'en')}` },
  captures: { ru: (d) => `удерживает ${d.fortress} второй ход — крепость взята`, en: (d) => `holds ${d.fortress} for the second move: the fortress is taken` },
  holds: { ru: (d) => `удерживает ${d.fortress} ${ordinal(d.count, 'ru')} ход`, en: (d) => `holds ${d.fortress} for the ${ordinal(d.count, 'en')} move` },
  defends: { ru: (d) => `защищает ${d.fortress}`, en: (d) => `defends ${d.fortress}` },
  recruits: { ru: (d) => `набирает: ${unit(d, 'ru')}, ${d.fortress}`, en: (d) => `recruits ${unit(d, 'en')} in ${d.fortress}` },
  threatens_marshal: { ru: (d) => `грозит маршалу ${army(d, 'ru')}`, en: (d) => `threatens the marshal of ${army(d, 'en')}` },
  threatens: { ru: (d) => `грозит: ${unit(d, 'ru')} (${army(d, 'ru')})`, en: (d) => `threatens the ${unit(d, 'en')} of ${army(d, 'en')}` },
  escapes: { ru: () => 'уходит из-под удара', en: () => 'steps out of reach of a strike' },
  shields_marshal: { ru: () => 'уводит маршала из-под удара', en: () => 'takes the marshal out of harm’s way' },
  leaves_river: { ru: () => 'выходит из реки, чтобы не утонуть', en: () => 'leaves the river before it drowns' },
  commander_follows: { ru: () => 'подтягивает командующего к войскам', en: () => 'brings the commander up to his troops' },
  advances: { ru: (d) => `идёт к крепости ${d.fortress}`, en: (d) => `marches on ${d.fortress}` },
  regroups: { ru: () => 'перестраивается', en: () => 'regroups' },
  appoints: { ru: (d) => `назначает маршала: ${d.fortress}, 15 складов`, en: (d) => `appoints a marshal in ${d.fortress} for 15 depots` },
  ends_move: { ru: (d) => `заканчивает ход (приказов отдано: ${d.orders})`, en: (d) => `ends the move (${d.orders} orders given)` },
  random: { ru: () => 'случайный допустимый приказ', en: () => 'a random legal order' },
};

export const EXPLANATION_CODES = Object.keys(EXPLANATION_TEXTS) as ExplanationCode[];

/** The sentence of an explanation in the given language. */
export function describeExplanation(e: Explanation, lang: Lang): string {
  return EXPLANATION_TEXTS[e.code][lang](e.detail);
}
