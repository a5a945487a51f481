/**
 * The words of the summary and the report, in Russian and English, and the lines every view shares
 * (an order's cells, an event's sentence), so HTML, Markdown and the window say the same thing.
 */
import { BOT_SUMMARY_WORDS, SOURCE_SUMMARY_WORDS } from '../vocab/bots';
import type { Army, Cell, DepotCards, GameEvent, UnitType } from '../rules/polkovodets';
import { armyName as catalogArmyName, capitalise, eventExtra, eventLine, formatCell, formatDepotCards, formatNumber, fortressName, unitName, type EventExtra, type FortressNames } from '../vocab';
import { SUMMARY_WORDS } from '../vocab/summary';
import type { FortressChange, Lang, Loss, SummaryEvent, SummaryOrder, UnitRef } from './model';

// The catalog's fortress changes and the model's are the same list.
const _sameChanges: FortressChange extends import('../vocab/summary').SummaryFortressChange ? true : never = true;
void _sameChanges;

export const WORDS = SUMMARY_WORDS;

export type Words = (typeof WORDS)['ru'] | (typeof WORDS)['en'];
export const words = (lang: Lang): Words => WORDS[lang];

export const armyName = (army: Army, lang: Lang): string => catalogArmyName(army, lang);
export const ownerName = (army: Army | null, lang: Lang): string => (army ? armyName(army, lang) : WORDS[lang].nobody);

/** Regimental depots as text: "23,5" / "23.5". */
export const dep = (depots: number, lang: Lang): string => formatNumber(Math.round(depots * 2) / 2, lang);
/** Signed: "+5", "−15" ("±0" for none). */
export const signedDep = (depots: number, lang: Lang): string => (depots === 0 ? '±' : '') + formatNumber(Math.round(depots * 2) / 2, lang, true);
export const cardsText = (depots: number, lang: Lang): string => formatDepotCards(Math.round(depots * 2), lang);

export const cell = (c: Cell): string => formatCell(c);
export const cap = capitalise;

/** "драгуны A5" — the unit's kind (the cossack class named as its army calls it) and its id. */
export const unitText = (u: UnitRef, lang: Lang): string => `${unitName(u.type, lang, u.army)} ${u.id}`;
export const typeText = (type: UnitType, lang: Lang, army?: Army): string => unitName(type, lang, army);

export function cardsParts(c: DepotCards, lang: Lang): { key: 'army' | 'corps' | 'divisional' | 'regimental' | 'half'; label: string; value: string; count: number }[] {
  const w = WORDS[lang];
  const parts = (['army', 'corps', 'divisional', 'regimental'] as const).map((k) => ({ key: k, label: w.cardNames[k], value: w.cardValues[k], count: c[k] }));
  return c.remainder ? [...parts, { key: 'half' as const, label: w.half, value: '½', count: 1 }] : parts;
}

/** The cells of an order's row: commander, unit, from → to, result. */
export function orderRow(o: SummaryOrder, lang: Lang, map?: FortressNames): { army: string; commander: string; unit: string; path: string; result: string } {
  const w = WORDS[lang];
  const commander = unitText(o.commander, lang);
  let unit = unitText(o.unit, lang);
  let path = o.from ? `${cell(o.from)} → ${cell(o.to)}` : `→ ${cell(o.to)}`;
  let result = '';
  switch (o.result.kind) {
    case 'moved':
      result = o.result.road ? w.road : w.moved;
      break;
    case 'stepped':
      unit = `${w.self}`;
      result = w.stepped;
      break;
    case 'struck': {
      const t = o.result.target;
      result = `${o.result.ranged ? w.fired : w.struck}: ${w.destroyed} ${unitText(t, lang)} (${armyName(t.army, lang)})`;
      if (o.result.ranged) path = `${cell(o.from!)} → ${cell(o.to)}`;
      break;
    }
    case 'recruited':
      unit = `${w.newUnit}: ${unitText(o.unit, lang)}`;
      path = `→ ${cell(o.to)} «${fortressName(o.result.fortress, lang, map)}»`;
      result = `${w.recruited}, ${w.cost} ${dep(o.result.cost, lang)}${o.result.balance !== null ? `, ${w.left} ${dep(o.result.balance, lang)}` : ''}`;
      break;
  }
  // The computer player's reason, so the players can see the machine played fair (issue 15).
  if (o.bot) result += ` — ${BOT_SUMMARY_WORDS.console[lang]}: ${o.bot[lang]}`;
  // Who gave it, when a player did (issue 23): his phone, or his move file.
  if (o.source) result += ` — ${SOURCE_SUMMARY_WORDS[o.source.by][lang]}`;
  return { army: armyName(o.army, lang), commander, unit, path, result };
}

/** A fortress's name in the summary's language: its English form in English, when the map has one. */
export const fortressLabel = (f: { readonly name: string; readonly nameEn?: string }, lang: Lang): string => (lang === 'en' && f.nameEn ? f.nameEn : f.name);

/** The engine's event a summary event stands for (its sentence is the catalog's, as everywhere). */
export function gameEventOf(e: SummaryEvent): { event: GameEvent; extra: EventExtra } {
  const halves = (depots: number) => Math.round(depots * 2);
  switch (e.type) {
    case 'river_warning':
      return { event: { type: 'river_warning', army: e.army, unit: e.unit.id, at: e.at }, extra: {} };
    case 'drowned':
      return { event: { type: 'drowned', army: e.army, unit: e.unit.id, unitType: e.unit.type, at: e.at }, extra: {} };
    case 'marshal_lost':
      return { event: { type: 'marshal_lost', army: e.army, unit: e.unit }, extra: { by: e.by } };
    case 'hold':
      return { event: { type: 'hold', army: e.army, fortress: e.fortress, count: e.count }, extra: {} };
    case 'hold_broken':
      return { event: { type: 'hold_broken', army: e.army, fortress: e.fortress }, extra: {} };
    case 'captured':
      return { event: { type: 'captured', army: e.army, fortress: e.fortress, from: e.from, trophies: halves(e.trophies) }, extra: { balance: e.balance } };
    case 'marshal_needed':
      return { event: { type: 'marshal_needed', army: e.army }, extra: {} };
    case 'marshal_appointed':
      return { event: { type: 'marshal_appointed', army: e.army, unit: e.unit, at: e.at, cost: halves(e.cost) }, extra: { fortress: e.fortress, balance: e.balance } };
    case 'capitulated':
      return { event: { type: 'capitulated', army: e.army, reason: e.reason }, extra: {} };
    case 'army_out':
      return { event: { type: 'army_out', army: e.army, reason: e.reason }, extra: e.reason === 'capitulated' ? { unitsLost: e.unitsLost } : {} };
    case 'correction':
      return { event: { type: 'depots', army: e.army, amount: halves(e.amount), balance: halves(e.balance), reason: 'correction', ...(e.note ? { note: e.note } : {}) }, extra: {} };
    case 'game_over':
      return { event: { type: 'game_over', winner: e.winner, reason: e.reason }, extra: {} };
  }
}

/** One sentence for an event: the catalog's sentence, then what only the summary knows. */
export function eventText(e: SummaryEvent, lang: Lang, map?: FortressNames): string {
  const { event, extra } = gameEventOf(e);
  return eventLine(event, lang, map) + eventExtra(extra, lang, map);
}

export function lossText(l: Loss, lang: Lang): string {
  const w = WORDS[lang];
  const by = l.by ? ` (${unitText(l.by, lang)})` : '';
  return `${unitText(l.unit, lang)} — ${w.causes[l.cause]}${by}${l.at ? `, ${cell(l.at)}` : ''}`;
}

export function turnTitle(from: number, to: number, limit: number, lang: Lang): string {
  const w = WORDS[lang];
  return from === to ? `${w.turn} ${to} ${w.of} ${limit}` : `${w.turns} ${from}–${to} ${w.of} ${limit}`;
}
