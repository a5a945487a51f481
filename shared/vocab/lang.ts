/**
 * Languages, numbers and plurals: the grammar every sentence of the catalog is built with.
 * Numbers go through Intl (decimal comma in Russian: 23,5), plurals through Intl.PluralRules
 * (Russian one | few | many, a fraction as few: 2,5 склада).
 */
export type Lang = 'ru' | 'en';
export const LANGS: readonly Lang[] = ['ru', 'en'];

/** Something said in both languages. */
export type Bilingual = { readonly ru: string; readonly en: string };

const formats = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, signed: boolean): Intl.NumberFormat {
  const key = `${lang}:${signed}`;
  let f = formats.get(key);
  if (!f) {
    // No grouping: depots, cells and counts are short, and "1 234" would read as two numbers.
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false, signDisplay: signed ? 'exceptZero' : 'auto' });
    formats.set(key, f);
  }
  return f;
}

/** A number in the language's way: 23,5 / 23.5; signed: +5 / −15 (a true minus sign). */
export function formatNumber(n: number, lang: Lang, signed = false): string {
  return formatter(lang, signed).format(n).replace('-', '\u2212');
}

/**
 * A large whole number with its thousands grouped: 1 000 000 in Russian, 1,000,000 in English (the
 * scenario limits). By hand, not Intl: Russian Intl leaves four digits ungrouped and groups with a
 * no-break space; here every group is shown, with a plain space. Negative numbers take the true
 * minus sign, as formatNumber. Anything else is shown as it is.
 */
export function formatLarge(v: unknown, lang: Lang): string {
  if (typeof v !== 'number' || !Number.isInteger(v)) return String(v);
  const digits = String(Math.abs(v)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? ' ' : ',');
  return v < 0 ? `\u2212${digits}` : digits;
}

/** Half-depots as regimental depots: 47 → "23,5". */
export const formatHalves = (halves: number, lang: Lang, signed = false): string => formatNumber(halves / 2, lang, signed);

/** Russian has three forms (1 склад, 2 склада, 5 складов; 2,5 склада), English two. */
export type PluralForms = { readonly ru: readonly [one: string, few: string, many: string]; readonly en: readonly [one: string, other: string] };

const pluralRules: Record<Lang, Intl.PluralRules> = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };

/** The form of a word for a count: plural(5, 'ru', DEPOT) → «складов». */
export function plural(n: number, lang: Lang, forms: PluralForms): string {
  const rule = pluralRules[lang].select(Math.abs(n));
  if (lang === 'en') return rule === 'one' ? forms.en[0] : forms.en[1];
  return rule === 'one' ? forms.ru[0] : rule === 'few' ? forms.ru[1] : rule === 'many' ? forms.ru[2] : forms.ru[1];
}

/** The count and its word: «2,5 склада», "1 depot". */
export const countOf = (n: number, lang: Lang, forms: PluralForms): string => `${formatNumber(n, lang)} ${plural(n, lang, forms)}`;

/** The index of the Russian form (0 one, 1 few, 2 many) — what vue-i18n's plural rule needs. */
export function russianFormIndex(n: number): 0 | 1 | 2 {
  const rule = pluralRules.ru.select(Math.abs(n));
  return rule === 'one' ? 0 : rule === 'many' ? 2 : 1;
}

/** A cell as people write it: (x, y). */
export const formatCell = (c: readonly number[]): string => `(${c[0]}, ${c[1]})`;

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
