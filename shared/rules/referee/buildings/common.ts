/**
 * Shared pieces of the buildings-and-bridges procedures (seed 002): section names, the kinds of
 * building, and a small worksheet that collects the working of one run.
 *
 * Section names: the seed numbers only the artillery items, so a section is
 * `002 §<heading>[/<item number>][/<sub-heading>]`; the three untitled opening paragraphs are named
 * by their subject (Вместимость, Подготовка к обороне, Штурм).
 */
import { bi, type Bilingual, type InputValues, type ProcedureRefusal } from '../procedure';

export const SECTION = {
  capacity: '002 §Вместимость',
  preparation: '002 §Подготовка к обороне',
  storm: '002 §Штурм',
  melee: '002 §Рукопашная схватка',
  musket: '002 §Ружейный огонь',
  artilleryLosses: '002 §Артиллерийский огонь/1',
  defencePoints: '002 §Артиллерийский огонь/2',
  fireFactors: '002 §Артиллерийский огонь/2/Огневые факторы артиллерии',
  burning: '002 §Артиллерийский огонь/3',
} as const;

/** Perimeter above which a house is large (002 §Артиллерийский огонь/2: «периметром больше 40 см»). */
export const LARGE_HOUSE_PERIMETER_CM = 40;

export type BuildingKind = 'stone' | 'wood' | 'ruins';
export const BUILDING_KINDS: readonly BuildingKind[] = ['stone', 'wood', 'ruins'];
export const BUILDING_LABELS: Readonly<Record<BuildingKind, Bilingual>> = {
  stone: bi('каменный дом', 'stone house'),
  wood: bi('деревянный дом', 'wooden house'),
  ruins: bi('руины', 'ruins'),
};

export type Refused = { readonly ok: false; readonly error: ProcedureRefusal };

export function refuse(code: `buildings/${string}`, ru: string, en: string, field?: string, section?: string): Refused {
  return { ok: false, error: { code, message: bi(ru, en), ...(field ? { field } : {}), ...(section ? { section } : {}) } };
}

// The frame validates types and ranges before the body runs, so these casts only name the type.
export const num = (v: InputValues, k: string): number => v[k] as number;
export const flag = (v: InputValues, k: string): boolean => v[k] as boolean;
export const pick = <T extends string>(v: InputValues, k: string): T => v[k] as T;

/** A number as the Russian text writes it (decimal comma). */
export const ru = (n: number): string => String(n).replace('.', ',');
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
export const signedRu = (n: number): string => (n >= 0 ? '+' : '') + ru(n);

export { Worksheet } from '../procedure';

/** Count of dice showing at least `target` (a save "5 or 6" is target 5). */
export const countAtLeast = (dice: readonly number[], target: number): number => dice.filter((d) => d >= target).length;
