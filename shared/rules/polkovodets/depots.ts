/**
 * Depots (склады): exact half-depot arithmetic, formatting, and the breakdown into the depot cards
 * the players hold at the table: army 10, corps 5, divisional 2.5, regimental 1.
 */
import type { HalfDepots } from './types';

export type Lang = 'ru' | 'en';

/** Half-depots from regimental depots, or null when not a multiple of 0.5. */
export function toHalves(depots: number): HalfDepots | null {
  if (typeof depots !== 'number' || !Number.isFinite(depots)) return null;
  const h = depots * 2;
  return Number.isInteger(h) ? h : null;
}

export const fromHalves = (halves: HalfDepots): number => halves / 2;

/** "23,5" in Russian, "23.5" in English. */
export function formatDepots(halves: HalfDepots, lang: Lang): string {
  const v = halves / 2;
  const s = Number.isInteger(v) ? String(v) : v.toFixed(1);
  return lang === 'ru' ? s.replace('.', ',') : s;
}

export interface DepotCards {
  readonly army: number;
  readonly corps: number;
  readonly divisional: number;
  readonly regimental: number;
  /** A half-depot no card can show (e.g. 1.5 = 1 regimental + ½). */
  readonly remainder: HalfDepots;
}

/**
 * The fewest cards for a balance. An odd number of half-depots needs one divisional card (2.5);
 * the even rest goes greedily to army, corps and regimental cards.
 */
export function depotCards(halves: HalfDepots): DepotCards {
  let n = Math.max(0, halves);
  let divisional = 0;
  if (n % 2 === 1 && n >= 5) {
    divisional = 1;
    n -= 5;
  }
  const army = Math.floor(n / 20);
  n -= army * 20;
  const corps = Math.floor(n / 10);
  n -= corps * 10;
  const regimental = Math.floor(n / 2);
  n -= regimental * 2;
  return { army, corps, divisional, regimental, remainder: n };
}

const CARD_WORDS: Record<Lang, Record<keyof Omit<DepotCards, 'remainder'>, string>> = {
  ru: { army: 'армейский', corps: 'корпусной', divisional: 'дивизионный', regimental: 'полковой' },
  en: { army: 'army', corps: 'corps', divisional: 'divisional', regimental: 'regimental' },
};

/** "2 армейских + 1 дивизионный + 1 полковой" — short form: "2×армейский + 1×дивизионный…". */
export function formatDepotCards(halves: HalfDepots, lang: Lang): string {
  const c = depotCards(halves);
  const parts: string[] = [];
  for (const k of ['army', 'corps', 'divisional', 'regimental'] as const) if (c[k]) parts.push(`${c[k]}×${CARD_WORDS[lang][k]}`);
  if (c.remainder) parts.push(lang === 'ru' ? '½ полкового' : '½ regimental');
  return parts.length ? parts.join(' + ') : lang === 'ru' ? 'нет складов' : 'no depots';
}
