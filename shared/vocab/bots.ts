/**
 * The computer opponent's words (issue 15, docs/bots.md): why it gave each order — a stable code
 * with its details, and the sentence of each code in both languages (a code without its sentence
 * does not compile) — and what `polk play` and `polk match` print. The codes live here, beside
 * their words, because the catalog reads only the engine; shared/bots/ re-exports them.
 */
import type { Army, UnitType } from '../rules/polkovodets/types';
import { countOf, type Bilingual, type Lang, type PluralForms } from './lang';
import { ARMY_NAMES, armyLetters, fortressName, unitName, type FortressNames } from './names';

const ORDER: PluralForms = { ru: ['приказ', 'приказа', 'приказов'], en: ['order', 'orders'] };
const HORSEMAN: PluralForms = { ru: ['всадник', 'всадника', 'всадников'], en: ['horseman', 'horsemen'] };

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
  | 'leads_corps'
  | 'guards'
  | 'raids'
  | 'raid_waits'
  | 'escorts_raid'
  | 'marches_with_corps'
  | 'rejoins_corps'
  | 'regroups'
  | 'appoints'
  | 'ends_move'
  | 'random';

/** Why the machine gave an order: data for the log, the summaries and the tests. */
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
const ORDINAL: Readonly<Record<Lang, readonly string[]>> = { ru: ['', 'первый', 'второй', 'третий'], en: ['', 'first', 'second', 'third'] };
const ordinal = (n: unknown, lang: Lang) => ORDINAL[lang][Number(n)] ?? String(n);
/** A commander's race for his goal: his moves to it, and the first rival's (-1: none can reach it). */
const race = (d: Detail, lang: Lang): string => {
  const moves = Number(d.moves);
  const rival = Number(d.rival);
  if (rival < 0) return lang === 'ru' ? `ходов до неё: ${moves}, противнику не дойти` : `${moves} moves away, out of every rival’s reach`;
  if (rival > moves) return lang === 'ru' ? `успевает первым (ходов: ${moves}, противнику: ${rival})` : `there first (${moves} moves, the rival ${rival})`;
  return lang === 'ru' ? `противник ближе (ходов: ${moves}, противнику: ${rival})` : `the rival is nearer (${moves} moves, the rival ${rival})`;
};

/** The sentence of each code, in both languages; `map` gives the fortresses' English names. */
export const EXPLANATION_TEXTS: Readonly<Record<ExplanationCode, Readonly<Record<Lang, (d: Detail, map?: FortressNames) => string>>>> = {
  strikes_marshal: { ru: (d) => `бьёт маршала ${army(d, 'ru')}`, en: (d) => `strikes the marshal of ${army(d, 'en')}` },
  strikes: { ru: (d) => `бьёт: ${unit(d, 'ru')} (${army(d, 'ru')})`, en: (d) => `strikes the ${unit(d, 'en')} of ${army(d, 'en')}` },
  captures: { ru: (d) => `удерживает ${d.fortress} второй ход — крепость взята`, en: (d, map) => `holds ${fortressName(String(d.fortress), 'en', map)} for the second move: the fortress is taken` },
  holds: { ru: (d) => `удерживает ${d.fortress} ${ordinal(d.count, 'ru')} ход`, en: (d, map) => `holds ${fortressName(String(d.fortress), 'en', map)} for the ${ordinal(d.count, 'en')} move` },
  defends: { ru: (d) => `защищает ${d.fortress}`, en: (d, map) => `defends ${fortressName(String(d.fortress), 'en', map)}` },
  recruits: { ru: (d) => `набирает: ${unit(d, 'ru')}, ${d.fortress}`, en: (d, map) => `recruits ${unit(d, 'en')} in ${fortressName(String(d.fortress), 'en', map)}` },
  threatens_marshal: { ru: (d) => `грозит маршалу ${army(d, 'ru')}`, en: (d) => `threatens the marshal of ${army(d, 'en')}` },
  threatens: { ru: (d) => `грозит: ${unit(d, 'ru')} (${army(d, 'ru')})`, en: (d) => `threatens the ${unit(d, 'en')} of ${army(d, 'en')}` },
  escapes: { ru: () => 'уходит из-под удара', en: () => 'steps out of reach of a strike' },
  shields_marshal: { ru: () => 'уводит маршала из-под удара', en: () => 'takes the marshal out of harm’s way' },
  leaves_river: { ru: () => 'выходит из реки, чтобы не утонуть', en: () => 'leaves the river before it drowns' },
  commander_follows: { ru: () => 'подтягивает командующего к войскам', en: () => 'brings the commander up to his troops' },
  advances: { ru: (d) => `идёт к крепости ${d.fortress}`, en: (d, map) => `marches on ${fortressName(String(d.fortress), 'en', map)}` },
  leads_corps: {
    ru: (d) => `ведёт корпус к крепости ${d.fortress}: ${race(d, 'ru')}`,
    en: (d, map) => `leads his corps on ${fortressName(String(d.fortress), 'en', map)}: ${race(d, 'en')}`,
  },
  guards: {
    ru: (d) => `прикрывает крепость ${d.fortress}: ${Number(d.rival) < 0 ? 'противнику не дойти' : `противнику ходов до неё: ${d.rival}`}`,
    en: (d, map) => `guards ${fortressName(String(d.fortress), 'en', map)}: ${Number(d.rival) < 0 ? 'out of every rival’s reach' : `the nearest rival ${d.rival} moves away`}`,
  },
  // `escorts`: the horsemen marching beside him (a remote army's raid, plan.ts); absent, he goes alone.
  raids: {
    ru: (d) => `налёт на крепость ${d.fortress}${Number(d.escorts) > 0 ? ` с конвоем (${d.escorts})` : ''}: ходов до неё: ${d.moves}`,
    en: (d, map) => `raids ${fortressName(String(d.fortress), 'en', map)} ${Number(d.escorts) > 0 ? `with ${countOf(Number(d.escorts), 'en', HORSEMAN)}` : 'alone'}: ${d.moves} moves away`,
  },
  raid_waits: {
    ru: (d) => `ждёт часа для налёта на крепость ${d.fortress}: ходов до неё: ${d.moves}`,
    en: (d, map) => `waits to raid ${fortressName(String(d.fortress), 'en', map)} late in the game: ${d.moves} moves away`,
  },
  escorts_raid: {
    ru: (d) => `конвой налёта на крепость ${d.fortress}: ${unit(d, 'ru')}`,
    en: (d, map) => `escorts the raid on ${fortressName(String(d.fortress), 'en', map)} with the ${unit(d, 'en')}`,
  },
  marches_with_corps: {
    ru: (d) => `с корпусом к крепости ${d.fortress}: ${unit(d, 'ru')}`,
    en: (d, map) => `marches the ${unit(d, 'en')} on ${fortressName(String(d.fortress), 'en', map)} with the corps`,
  },
  rejoins_corps: { ru: (d) => `возвращает под командование: ${unit(d, 'ru')}`, en: (d) => `brings the ${unit(d, 'en')} back within its commander’s reach` },
  regroups: { ru: () => 'перестраивается', en: () => 'regroups' },
  appoints: { ru: (d) => `назначает маршала: ${d.fortress}, 15 складов`, en: (d, map) => `appoints a marshal in ${fortressName(String(d.fortress), 'en', map)} for 15 depots` },
  // The Russian says the count after a colon (no plural needed); the English counts with the plural: "1 order given".
  ends_move: { ru: (d) => `заканчивает ход (приказов отдано: ${d.orders})`, en: (d) => `ends the move (${countOf(Number(d.orders), 'en', ORDER)} given)` },
  random: { ru: () => 'случайный допустимый приказ', en: () => 'a random legal order' },
};

export const EXPLANATION_CODES = Object.keys(EXPLANATION_TEXTS) as ExplanationCode[];

/**
 * The sentence of an explanation in the given language. The detail names a fortress by its Russian
 * name (the identifier); in English the map's English form is said when `map` is given and has one.
 */
export function describeExplanation(e: Explanation, lang: Lang, map?: FortressNames): string {
  return EXPLANATION_TEXTS[e.code][lang](e.detail, map);
}

/** `polk play` and `polk match`: their argument failures and result lines. */
export const BOT_CLI_WORDS = {
  missingLevel: (flag: string, levels: string): Bilingual => ({ ru: `Укажите уровень: --${flag} ${levels}.`, en: `Give the level: --${flag} ${levels}.` }),
  badLevel: (v: string, levels: string): Bilingual => ({ ru: `Уровень «${v}» неизвестен: ${levels}.`, en: `Unknown level "${v}": ${levels}.` }),
  badArmy: { ru: `Укажите армию: --army ${armyLetters('ru', 'or')}.`, en: `Give the army: --army ${armyLetters('en', 'or')}.` } as Bilingual,
  gameOver: { ru: 'Игра окончена.', en: 'The game is over.' } as Bilingual,
  notToMove: (toMove: Army, army: Army): Bilingual => ({ ru: `Сейчас ходит ${ARMY_NAMES[toMove].ru} (${toMove}), а не ${army}.`, en: `${ARMY_NAMES[toMove].en} (${toMove}) is to move, not ${army}.` }),
  missingLevels: { ru: 'Укажите уровни: --levels strong,random.', en: 'Give the levels: --levels strong,random.' } as Bilingual,
  badLevels: (armies: number): Bilingual => ({ ru: `Нужно по одному уровню на армию (${armies}) через запятую: --levels strong,random.`, en: `Give one level per army (${armies}), comma-separated: --levels strong,random.` }),
  badMatchArmies: { ru: `Армии партии — две или три разные буквы через запятую: --armies A,N или A,N,F (${armyLetters('ru', 'or')}).`, en: `The armies of a game are two or three different letters, comma-separated: --armies A,N or A,N,F (${armyLetters('en', 'or')}).` } as Bilingual,
  badSize: { ru: 'Размер армий: small, standard или large.', en: 'The army size is small, standard or large.' } as Bilingual,
  played: (army: Army, level: string, nodes: number, ms: number): Bilingual => ({
    ru: `Консоль сыграла ход армии: ${ARMY_NAMES[army].ru} (${army}), уровень ${level}: ${nodes} позиций, ${ms} мс`,
    en: `The console played ${ARMY_NAMES[army].en} (${army}) at level ${level}: ${nodes} positions, ${ms} ms`,
  }),
  draw: { ru: 'ничья', en: 'draw' } as Bilingual,
  turn: { ru: 'ход', en: 'turn' } as Bilingual,
  games: (games: number, size: string, armies: string): Bilingual => ({ ru: `Партии: ${games} (армии ${size}: ${armies}, уровни по армиям по очереди)`, en: `Games: ${games} (${size} armies: ${armies}, levels rotated over the armies)` }),
  seats: { ru: 'По армиям', en: 'By army' } as Bilingual,
  wins: { ru: 'Победы', en: 'Wins' } as Bilingual,
  draws: { ru: 'ничьи', en: 'draws' } as Bilingual,
};

/** The console's computer player (the window's bridge calls): its refusals. */
export const BOT_CONSOLE_WORDS = {
  noSeat: (army: Army): Bilingual => ({
    ru: `Консоль не играет за армию ${ARMY_NAMES[army].ru} (${army}): отметьте её «играет консоль» и выберите уровень.`,
    en: `The console does not play ${ARMY_NAMES[army].en} (${army}): mark it “played by the console” and choose a level.`,
  }),
  noJob: { ru: 'Такого предложения нет (оно отменено или заменено новым).', en: 'There is no such proposal (it was cancelled or replaced by a new one).' } as Bilingual,
  notReady: { ru: 'Предложение ещё не готово: дождитесь конца поиска или отмените его.', en: 'The proposal is not ready: wait for the search to finish, or cancel it.' } as Bilingual,
  stale: { ru: 'Позиция изменилась после предложения: попросите консоль предложить ход заново.', en: 'The position changed after the proposal: ask the console to propose again.' } as Bilingual,
  badSteps: { ru: 'Выбранные шаги предложения неверны: укажите их по порядку, без повторов.', en: 'The chosen steps of the proposal are wrong: give them in order, without repeats.' } as Bilingual,
  gameOver: { ru: 'Игра окончена: ходить некому.', en: 'The game is over: nobody is to move.' } as Bilingual,
  failed: (why: string): Bilingual => ({ ru: `Поиск хода не удался: ${why}`, en: `The search for a move failed: ${why}` }),
};

/** The summaries' mark of a machine order, before its reason: «— консоль: идёт к крепости Загорье». */
export const BOT_SUMMARY_WORDS = {
  console: { ru: 'консоль', en: 'console' } as Bilingual,
};

/** Who gave an order when a player did (issue 23): the summaries' words beside the result. */
export const SOURCE_SUMMARY_WORDS = {
  code: { ru: 'с телефона игрока', en: "from the player's phone" } as Bilingual,
  mail: { ru: 'ходом по почте', en: 'by move file' } as Bilingual,
};
