/**
 * Numbers as people type them: «2,5» and «2.5» alike, «1 234,5» (ru) and «1,234.5» (en), a typographic
 * minus. The locale's own separators come from Intl; a lone comma or point is always the decimal
 * mark (a field here never holds thousands typed without a space), so `2,5` is 2.5 in every language.
 */
export type ParsedNumber =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly reason: 'empty' | 'not_a_number' | 'step' | 'min'; readonly step?: number; readonly min?: number };

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

const SPACES = /[\s\u00a0\u202f\u2009']/g;

/** The number in `text`, or why it is not one (empty, not a number, off the step, below the minimum). */
export function parseDecimal(text: string, locale: string, options: { step?: number; min?: number } = {}): ParsedNumber {
  let s = text.trim().replace(/^[−–]/, '-');
  if (!s) return { ok: false, reason: 'empty' };
  const { group } = separators(locale);
  s = s.replace(SPACES, '');
  const commas = (s.match(/,/g) ?? []).length;
  const points = (s.match(/\./g) ?? []).length;
  if (commas && points) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    const other = decimal === ',' ? '.' : ',';
    if ((decimal === ',' ? commas : points) > 1 || !new RegExp(`^[-+]?\\d{1,3}(\\${other}\\d{3})*\\${decimal}\\d*$`).test(s)) return { ok: false, reason: 'not_a_number' };
    s = s.split(other).join('').replace(decimal, '.');
  } else if (commas > 1 || points > 1) {
    // One mark repeated: the locale's group separator in groups of three («1.234.567» in de, «1,234,567» in en).
    const mark = commas > 1 ? ',' : '.';
    if (mark !== group || !new RegExp(`^[-+]?\\d{1,3}(\\${mark}\\d{3})+$`).test(s)) return { ok: false, reason: 'not_a_number' };
    s = s.split(mark).join('');
  } else {
    s = s.replace(',', '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return { ok: false, reason: 'not_a_number' };
  const value = Number(s);
  if (!Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
  if (options.min !== undefined && value < options.min) return { ok: false, reason: 'min', min: options.min };
  if (options.step !== undefined) {
    const k = value / options.step;
    if (Math.abs(k - Math.round(k)) > 1e-9) return { ok: false, reason: 'step', step: options.step };
  }
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}
