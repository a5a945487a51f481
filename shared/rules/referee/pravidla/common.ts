/**
 * Shared pieces of the PRAVIDLA procedures (seed 003, Czech). The seed has no numbers; a section is
 * `003 §<the seed's capitalised key word>[/<sub-item>]`, as the seed itself marks its parts
 * (INICIATIVA, POHYBOVÉ JEDNOTKY, POHYB, STŘELBA, 1 HOD…, UKONČENÍ HRY).
 */
import { bi, type InputValues, type ProcedureRefusal } from '../procedure';

export const SECTION = {
  initiative: '003 §INICIATIVA',
  points: '003 §POHYBOVÉ JEDNOTKY',
  walk: '003 §POHYB/CHŮZE',
  climb: '003 §POHYB/PŘEKONÁNÍ VÝŠEK',
  shooting: '003 §STŘELBA',
  range: '003 §STŘELBA/DOSTŘEL',
  roll1: '003 §STŘELBA/1 HOD',
  roll2: '003 §STŘELBA/2 HOD',
  roll3: '003 §STŘELBA/3 HOD',
  end: '003 §UKONČENÍ HRY',
} as const;

/** An ordinary figure's action points (8PJ). */
export const BASE_PJ = 8;
export const SHOT_PJ = 4;

export type Refused = { readonly ok: false; readonly error: ProcedureRefusal };

export function refuse(code: `pravidla/${string}`, ru: string, en: string, field?: string, section?: string): Refused {
  return { ok: false, error: { code, message: bi(ru, en), ...(field ? { field } : {}), ...(section ? { section } : {}) } };
}

// The frame validates types and ranges before the body runs, so these casts only name the type.
export const num = (v: InputValues, k: string): number => v[k] as number;
export const flag = (v: InputValues, k: string): boolean => v[k] as boolean;

/** A number as the Russian text writes it (decimal comma). */
export const ru = (n: number): string => String(n).replace('.', ',');

export { Worksheet } from '../procedure';
