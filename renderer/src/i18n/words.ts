/**
 * Putting the game into words in the current language. The game's words — armies, unit types,
 * terrain, fortresses, events, the ledger's reasons, numbers — come from the catalog (shared/vocab),
 * so the window says exactly what the command line and the printed summaries say; vue-i18n keeps
 * the window's own chrome (buttons, headings, hints).
 */
import { computed, inject, type InjectionKey } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Bilingual, HistoryEntry, Language } from '../../../shared/bridge/contract';
import { depotCards, type Army, type Cell, type GameEvent, type Terrain, type Unit, type UnitType } from '../../../shared/rules/polkovodets';
import {
  DEPOT_CARDS,
  HALF_CARD,
  NO_DEPOTS,
  eventLine,
  formatCell as catalogCell,
  formatHalves as catalogHalves,
  formatNumber as catalogNumber,
  fortressName,
  describeStoredReason,
  ledgerReason,
  sideName,
  terrainName,
  unitName,
  unitShort,
  type FortressNames,
  type LedgerReason,
  type StoredReason,
} from '../../../shared/vocab';
import type { Hint, Message } from './messages';

/** A number in the language's way: 23,5 / 23.5. */
export const formatNumber = (n: number, lang: Language, signed = false): string => catalogNumber(n, lang, signed);

/** Half-depots as regimental depots. */
export const formatHalves = (halves: number, lang: Language, signed = false): string => catalogHalves(halves, lang, signed);

export function formatDate(iso: string | null, lang: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export const formatCell = (c: Cell | readonly number[]): string => catalogCell(c);

type Translate = (key: string, ...args: unknown[]) => string;

/**
 * The window's words for a language, given vue-i18n's `t` and where the fortress names come from
 * (the open campaign's map). `useWords` is this inside a component; tests call it directly.
 */
export function createWords(langOf: () => Language, t: Translate, mapOf: () => FortressNames | undefined = () => undefined) {
  const lang = computed(langOf);

  const army = (a: Army | null | 'draw'): string => sideName(a, lang.value);
  const typeName = (type: UnitType, a?: Army): string => unitName(type, lang.value, a);
  /** «мушкетёры A3» */
  const unitLabel = (u: Pick<Unit, 'id' | 'type' | 'army'>): string => `${typeName(u.type, u.army)} ${u.id}`;
  const short = (type: UnitType, a: Army): string => unitShort(type, a, lang.value);
  const num = (n: number, signed = false) => formatNumber(n, lang.value, signed);
  const halves = (h: number, signed = false) => formatHalves(h, lang.value, signed);
  /** «23,5 склада» */
  const depotsText = (regimental: number) => t('depots.n', { n: formatNumber(regimental, lang.value) }, regimental);
  const date = (iso: string | null) => formatDate(iso, lang.value);
  const terrain = (c: Terrain) => terrainName(c, lang.value);
  const fortress = (name: string) => fortressName(name, lang.value, mapOf());
  const reason = (r: LedgerReason) => ledgerReason(r, lang.value);
  /** The machine's reason for an order (a log note or a proposal's step), with the open map's names. */
  const botReason = (r: StoredReason) => describeStoredReason(r, lang.value, mapOf());
  const bilingual = (b: Bilingual) => b[lang.value];

  function cards(h: number): string {
    const c = depotCards(h);
    const parts: string[] = [];
    for (const k of ['army', 'corps', 'divisional', 'regimental'] as const) if (c[k]) parts.push(`${c[k]} × ${DEPOT_CARDS[k][lang.value]}`);
    if (c.remainder) parts.push(HALF_CARD[lang.value]);
    return parts.length ? parts.join(' + ') : NO_DEPOTS[lang.value];
  }

  function result(winner: Army | 'draw' | null): string {
    if (winner === null) return '';
    return winner === 'draw' ? t('final.draw') : t('final.winner', { army: army(winner) });
  }

  /** One engine event in a line: the catalog's sentence. */
  const event = (e: GameEvent): string => eventLine(e, lang.value, mapOf());

  /** The events of a log entry worth a line (the bookkeeping of the move's start is left out). */
  function entryLines(h: HistoryEntry): string[] {
    const lines = h.events.filter((e) => e.type !== 'move_started' && !(e.type === 'depots' && (e.reason === 'recruit' || e.reason === 'trophy' || e.reason === 'marshal'))).map(event);
    if (!lines.length || h.kind === 'setup' || h.kind === 'create') lines.unshift(t(`log.kinds.${h.kind}`));
    return lines;
  }

  const hint = (h: Hint) => t(`hint.${h.key}`, { ...(h.params ?? {}) });
  const message = (m: Message) => (m.tone === 'refusal' ? bilingual(m.text) : hint(m.hint));

  return { t, lang, army, typeName, unitLabel, short, num, halves, depotsText, date, terrain, fortress, reason, botReason, bilingual, cards, result, event, entryLines, hint, message };
}

/**
 * Where the window's words find the fortress names of the open campaign's map: provided by the
 * entry (main.ts) from the campaign store, so the words import no store.
 */
export const FORTRESS_NAMES: InjectionKey<() => FortressNames | undefined> = Symbol('fortress names');

export function useWords() {
  const { t, locale } = useI18n();
  const names = inject(FORTRESS_NAMES, () => undefined);
  return createWords(() => locale.value as Language, t as Translate, names);
}
