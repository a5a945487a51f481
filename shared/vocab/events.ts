/**
 * One sentence per game event, in Russian and English. The command line, the printed summaries
 * and the window all say an event with `eventLine`, so they cannot drift apart; the summary may
 * add what it alone knows after it (`eventExtra`: the balance left, who struck the marshal).
 */
import type { Army, GameEvent } from '../rules/polkovodets/types';
import { HOLDS_TO_CAPTURE, MARSHAL_COST } from '../rules/polkovodets/units';
import { capitalise, formatCell as cell, formatHalves, formatNumber, type Lang } from './lang';
import { armyGenitive, armyName, fortressName, GAME_MASTER, ledgerReason, unitName, type FortressNames } from './names';

export type EventType = GameEvent['type'];
type Of<K extends EventType> = Extract<GameEvent, { type: K }>;
type Say<K extends EventType> = (e: Of<K>, s: Speaker) => string;
export type EventWords = { readonly [K in EventType]: { readonly ru: Say<K>; readonly en: Say<K> } };

/** What a sentence needs besides the event: the language and the map (for fortress names). */
interface Speaker {
  readonly lang: Lang;
  readonly unit: (id: string, type: Parameters<typeof unitName>[0], army: Army) => string;
  readonly army: (a: Army) => string;
  readonly fortress: (name: string) => string;
  readonly halves: (h: number, signed?: boolean) => string;
}

const speaker = (lang: Lang, map?: FortressNames): Speaker => ({
  lang,
  unit: (id, type, army) => `${unitName(type, lang, army)} ${id}`,
  army: (a) => armyName(a, lang),
  fortress: (name) => fortressName(name, lang, map),
  halves: (h, signed) => formatHalves(h, lang, signed),
});

const w = <K extends EventType>(ru: Say<K>, en: Say<K>) => ({ ru, en });
const marshalCost = (lang: Lang) => formatHalves(MARSHAL_COST, lang);

export const EVENT_WORDS: EventWords = {
  moved: w(
    (e, s) => `${capitalise(s.unit(e.unit, e.unitType, e.army))} ${cell(e.from)} → ${cell(e.to)}${e.road ? ' маршем по дороге' : ''} (приказ ${e.commander})`,
    (e, s) => `${capitalise(s.unit(e.unit, e.unitType, e.army))} ${cell(e.from)} → ${cell(e.to)}${e.road ? ' by road march' : ''} (order of ${e.commander})`,
  ),
  stepped: w(
    (e) => `Шаг командира ${e.unit}: ${cell(e.from)} → ${cell(e.to)}`,
    (e) => `Commander ${e.unit} steps ${cell(e.from)} → ${cell(e.to)}`,
  ),
  struck: w(
    (e, s) => `${e.ranged ? 'Огонь' : 'Удар'}: ${s.unit(e.unit, e.unitType, e.army)} ${cell(e.from)} → ${s.unit(e.target, e.targetType, e.targetArmy)} ${cell(e.to)}, цель снята (приказ ${e.commander})`,
    (e, s) => `${e.ranged ? 'Fire' : 'Strike'}: ${s.unit(e.unit, e.unitType, e.army)} ${cell(e.from)} → ${s.unit(e.target, e.targetType, e.targetArmy)} ${cell(e.to)}, the target is removed (order of ${e.commander})`,
  ),
  recruited: w(
    (e, s) => `Формирование: ${s.unit(e.unit, e.unitType, e.army)} в крепости «${s.fortress(e.fortress)}» ${cell(e.at)}, цена ${s.halves(e.cost)} (приказ ${e.commander})`,
    (e, s) => `Recruitment: ${s.unit(e.unit, e.unitType, e.army)} in ${s.fortress(e.fortress)} ${cell(e.at)}, cost ${s.halves(e.cost)} (order of ${e.commander})`,
  ),
  depots: w(
    (e, s) => `Склады (${s.army(e.army)}): ${s.halves(e.amount, true)} → ${s.halves(e.balance)} (${ledgerReason(e.reason, 'ru')}${e.note ? `: ${e.note}` : ''})`,
    (e, s) => `Depots (${s.army(e.army)}): ${s.halves(e.amount, true)} → ${s.halves(e.balance)} (${ledgerReason(e.reason, 'en')}${e.note ? `: ${e.note}` : ''})`,
  ),
  river_warning: w(
    (e) => `Часть ${e.unit} на реке ${cell(e.at)}: 1/2 — утонет, если закончит на реке и следующий ход`,
    (e) => `Unit ${e.unit} is on the river at ${cell(e.at)}: 1/2, it drowns if still on the river at the end of the next move`,
  ),
  drowned: w(
    (e, s) => `Утонули: ${s.unit(e.unit, e.unitType, e.army)} на ${cell(e.at)}`,
    (e, s) => `Drowned: ${s.unit(e.unit, e.unitType, e.army)} at ${cell(e.at)}`,
  ),
  marshal_lost: w(
    (e) => `Погиб маршал ${armyGenitive(e.army, 'ru')} (${e.unit})`,
    (e, s) => `${s.army(e.army)} lost its marshal (${e.unit})`,
  ),
  hold: w(
    (e, s) => `${s.army(e.army)} удерживает «${s.fortress(e.fortress)}»: ${e.count}/${HOLDS_TO_CAPTURE}`,
    (e, s) => `${s.army(e.army)} holds ${s.fortress(e.fortress)}: ${e.count}/${HOLDS_TO_CAPTURE}`,
  ),
  hold_broken: w(
    (e, s) => `${s.army(e.army)}: удержание «${s.fortress(e.fortress)}» прервано`,
    (e, s) => `${s.army(e.army)}: the hold on ${s.fortress(e.fortress)} is broken`,
  ),
  captured: w(
    (e, s) => `${s.army(e.army)} взяла «${s.fortress(e.fortress)}»${e.from ? ` у ${armyGenitive(e.from, 'ru')}` : ' (была ничьей)'}; трофеи ${s.halves(e.trophies, true)}`,
    (e, s) => `${s.army(e.army)} captured ${s.fortress(e.fortress)}${e.from ? ` from ${s.army(e.from)}` : ' (it had no owner)'}; trophies ${s.halves(e.trophies, true)}`,
  ),
  marshal_appointed: w(
    (e, s) => `${s.army(e.army)} назначила маршала ${e.unit} на ${cell(e.at)} за ${s.halves(e.cost)}`,
    (e, s) => `${s.army(e.army)} appointed marshal ${e.unit} at ${cell(e.at)} for ${s.halves(e.cost)}`,
  ),
  marshal_needed: w(
    (e, s) => `${s.army(e.army)} без маршала: ${GAME_MASTER.ru} назначает нового (${marshalCost('ru')} складов)`,
    (e, s) => `${s.army(e.army)} has no marshal: the ${GAME_MASTER.en} appoints a new one (${marshalCost('en')} depots)`,
  ),
  capitulated: w(
    (e, s) => `${s.army(e.army)} капитулировала: ${e.reason === 'no_depots' ? `нет ${marshalCost('ru')} складов на нового маршала` : 'нет свободной клетки своей крепости для маршала'}`,
    (e, s) => `${s.army(e.army)} capitulated: ${e.reason === 'no_depots' ? `no ${marshalCost('en')} depots for a new marshal` : 'no free cell of an own fortress for a marshal'}`,
  ),
  army_out: w(
    (e, s) => `${s.army(e.army)} выбыла из игры (${e.reason === 'no_units' ? 'не осталось частей' : 'капитуляция'})`,
    (e, s) => `${s.army(e.army)} is out of the game (${e.reason === 'no_units' ? 'no units left' : 'capitulation'})`,
  ),
  move_ended: w(
    (e, s) => `${s.army(e.army)}: ход окончен (ход ${formatNumber(e.turn, 'ru')})`,
    (e, s) => `${s.army(e.army)}: move ended (turn ${formatNumber(e.turn, 'en')})`,
  ),
  move_started: w(
    (e, s) => `Ходит ${s.army(e.army)} (ход ${formatNumber(e.turn, 'ru')})`,
    (e, s) => `${s.army(e.army)} to move (turn ${formatNumber(e.turn, 'en')})`,
  ),
  turn_started: w(
    (e) => `Начался ход ${formatNumber(e.turn, 'ru')}`,
    (e) => `Turn ${formatNumber(e.turn, 'en')} begins`,
  ),
  game_over: w(
    (e, s) => (e.winner === 'draw' ? 'Игра окончена: ничья' : `Игра окончена: победила ${s.army(e.winner)}`),
    (e, s) => (e.winner === 'draw' ? 'The game is over: a draw' : `The game is over: ${s.army(e.winner)} wins`),
  ),
};

/** Every event kind (the catalog's keys; the type guarantees they are all of `GameEvent`). */
export const EVENT_TYPES = Object.keys(EVENT_WORDS) as EventType[];

/** The one sentence for an event; `map` gives fortress names their English forms. */
export function eventLine(e: GameEvent, lang: Lang, map?: FortressNames): string {
  const say = EVENT_WORDS[e.type][lang] as Say<EventType>;
  return say(e, speaker(lang, map));
}

/** What the printed summary knows beyond the event, said after its sentence. */
export interface EventExtra {
  /** The army's balance after the event (regimental depots). */
  readonly balance?: number | null;
  /** The army whose strike killed the marshal; null when he drowned. */
  readonly by?: Army | null;
  /** The fortress a marshal was appointed in. */
  readonly fortress?: string | null;
  /** Units that left the field with a capitulating army. */
  readonly unitsLost?: number;
}

/** The summary's addition to an event's sentence (empty when there is nothing to add). */
export function eventExtra(x: EventExtra, lang: Lang, map?: FortressNames): string {
  const ru = lang === 'ru';
  const parts: string[] = [];
  if (x.by !== undefined) parts.push(x.by ? (ru ? `удар армии: ${armyName(x.by, lang)}` : `struck by ${armyName(x.by, lang)}`) : ru ? 'утонул' : 'drowned');
  if (x.fortress) parts.push(ru ? `крепость «${fortressName(x.fortress, lang, map)}»` : `in ${fortressName(x.fortress, lang, map)}`);
  if (x.unitsLost) parts.push(ru ? `частей ушло с поля: ${formatNumber(x.unitsLost, lang)}` : `units that left the field: ${formatNumber(x.unitsLost, lang)}`);
  if (x.balance !== undefined && x.balance !== null) parts.push(ru ? `остаток ${formatNumber(x.balance, lang)}` : `balance ${formatNumber(x.balance, lang)}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
}
