/** Depots in words: "23,5", and the cards a balance is paid in («2×армейский + 1×дивизионный»). */
import { depotCards } from '../rules/polkovodets/depots';
import { formatHalves, type Lang } from './lang';
import { DEPOT_CARDS, HALF_CARD, NO_DEPOTS } from './names';

/** Half-depots as regimental depots: "23,5" in Russian, "23.5" in English. */
export const formatDepots = (halves: number, lang: Lang): string => formatHalves(halves, lang);

/** The fewest cards, short form: "2×армейский + 1×дивизионный + 1×полковой". */
export function formatDepotCards(halves: number, lang: Lang): string {
  const c = depotCards(halves);
  const parts: string[] = [];
  for (const k of ['army', 'corps', 'divisional', 'regimental'] as const) if (c[k]) parts.push(`${c[k]}×${DEPOT_CARDS[k][lang]}`);
  if (c.remainder) parts.push(HALF_CARD[lang]);
  return parts.length ? parts.join(' + ') : NO_DEPOTS[lang];
}
