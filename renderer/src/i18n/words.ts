/**
 * Putting the game into words in the current language: armies, units, cells, depots (through Intl),
 * dates, the engine's events, the view model's hints and the engine's refusals.
 */
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Bilingual, HistoryEntry, Language } from '../../../shared/bridge/contract';
import { TERRAIN_NAMES, depotCards, unitName, type Army, type Cell, type GameEvent, type Terrain, type Unit, type UnitType } from '../../../shared/rules/polkovodets';
import type { Hint } from '../map/viewModel';
import type { Message } from '../stores/map';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's way: 23,5 / 23.5. */
export function formatNumber(n: number, lang: Language, signed = false): string {
  const k = `${lang}${signed}`;
  let f = numberFormats.get(k);
  if (!f) numberFormats.set(k, (f = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' })));
  return f.format(n);
}

/** Half-depots as regimental depots. */
export const formatHalves = (halves: number, lang: Language, signed = false): string => formatNumber(halves / 2, lang, signed);

export function formatDate(iso: string | null, lang: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export const formatCell = (c: Cell | readonly number[]): string => `(${c[0]}, ${c[1]})`;

export function useWords() {
  const { t, locale } = useI18n();
  const lang = computed(() => locale.value as Language);

  const army = (a: Army | null | 'draw'): string => (a === null ? t('army.none') : a === 'draw' ? t('army.draw') : t(`army.${a}`));
  const typeName = (type: UnitType, a?: Army): string => unitName(type, lang.value, a);
  /** «мушкетёры A3» */
  const unitLabel = (u: Pick<Unit, 'id' | 'type' | 'army'>): string => `${typeName(u.type, u.army)} ${u.id}`;
  const short = (type: UnitType, a: Army): string => t(`unitShort.${type === 'cossack' ? `cossack${a}` : type}`);
  const num = (n: number, signed = false) => formatNumber(n, lang.value, signed);
  const halves = (h: number, signed = false) => formatHalves(h, lang.value, signed);
  /** «23,5 склада» */
  const depotsText = (regimental: number) => t('depots.n', { n: formatNumber(regimental, lang.value) }, regimental);
  const date = (iso: string | null) => formatDate(iso, lang.value);
  const terrain = (c: Terrain) => TERRAIN_NAMES[c]?.[lang.value] ?? c;
  const bilingual = (b: Bilingual) => b[lang.value];

  function cards(h: number): string {
    const c = depotCards(h);
    const parts: string[] = [];
    for (const k of ['army', 'corps', 'divisional', 'regimental'] as const) if (c[k]) parts.push(`${c[k]} × ${t(`depots.card.${k}`)}`);
    if (c.remainder) parts.push(t('depots.card.half'));
    return parts.length ? parts.join(' + ') : t('depots.noCards');
  }

  function result(winner: Army | 'draw' | null): string {
    if (winner === null) return '';
    return winner === 'draw' ? t('final.draw') : t('final.winner', { army: army(winner) });
  }

  /** One engine event in a line. Unit types come with the event where the engine gives them. */
  function event(e: GameEvent): string {
    const u = (id: string, type: UnitType, a: Army) => `${typeName(type, a)} ${id}`;
    switch (e.type) {
      case 'moved':
        return t(e.road ? 'event.movedRoad' : 'event.moved', { unit: u(e.unit, e.unitType, e.army), from: formatCell(e.from), to: formatCell(e.to) });
      case 'stepped':
        return t('event.stepped', { unit: e.unit, from: formatCell(e.from), to: formatCell(e.to) });
      case 'struck':
        return t(e.ranged ? 'event.shot' : 'event.struck', { unit: u(e.unit, e.unitType, e.army), from: formatCell(e.from), to: formatCell(e.to), target: u(e.target, e.targetType, e.targetArmy) });
      case 'recruited':
        return t('event.recruited', { unit: u(e.unit, e.unitType, e.army), fortress: e.fortress, at: formatCell(e.at), cost: halves(e.cost) });
      case 'depots':
        return t('event.depots', { army: army(e.army), amount: halves(e.amount, true), balance: halves(e.balance), reason: t(`depots.reasons.${e.reason}`) + (e.note ? `: ${e.note}` : '') });
      case 'river_warning':
      case 'drowned':
        return t(`event.${e.type}`, { unit: e.unit, at: formatCell(e.at) });
      case 'marshal_lost':
        return t('event.marshal_lost', { unit: e.unit, army: army(e.army) });
      case 'hold':
        return t('event.hold', { army: army(e.army), fortress: e.fortress, count: e.count });
      case 'hold_broken':
        return t('event.hold_broken', { army: army(e.army), fortress: e.fortress });
      case 'captured':
        return t('event.captured', { army: army(e.army), fortress: e.fortress, trophies: halves(e.trophies) });
      case 'marshal_appointed':
        return t('event.marshal_appointed', { army: army(e.army), unit: e.unit, at: formatCell(e.at), cost: halves(e.cost) });
      case 'marshal_needed':
      case 'capitulated':
      case 'army_out':
      case 'move_ended':
      case 'move_started':
        return t(`event.${e.type}`, { army: army(e.army) });
      case 'turn_started':
        return t('event.turn_started', { turn: e.turn });
      case 'game_over':
        return t('event.game_over', { result: result(e.winner) });
    }
    return '';
  }

  /** The events of a log entry worth a line (the bookkeeping of the move's start is left out). */
  function entryLines(h: HistoryEntry): string[] {
    const lines = h.events.filter((e) => e.type !== 'move_started' && !(e.type === 'depots' && (e.reason === 'recruit' || e.reason === 'trophy' || e.reason === 'marshal'))).map(event);
    if (!lines.length || h.kind === 'setup' || h.kind === 'create') lines.unshift(t(`log.kinds.${h.kind}`));
    return lines;
  }

  const hint = (h: Hint) => t(`hint.${h.key}`, { ...(h.params ?? {}) });
  const message = (m: Message) => (m.tone === 'refusal' ? bilingual(m.text) : hint(m.hint));

  return { t, lang, army, typeName, unitLabel, short, num, halves, depotsText, date, terrain, bilingual, cards, result, event, entryLines, hint, message };
}
