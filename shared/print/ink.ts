/** What the printed field's parts share: millimetre numbers, the inks (colour or grey), the terrain's pattern kinds, the registration mark. */
import type { MapDef } from '../rules/polkovodets';
import type { Lang } from '../vocab';
import { lighten, toGrey } from '../pieces';
import { TERRAIN_COLOURS } from './palette';

/** The map as the print draws it (the engine's map; a map file's extra fields are ignored). */
export type FieldMap = Pick<MapDef, 'width' | 'height' | 'rows' | 'fortresses'> & Partial<Pick<MapDef, 'sheets'>>;

export const f = (n: number): string => (Math.round(n * 100) / 100).toString();
export const mm = (n: number): string => `${f(n)}`;

/** The colours on paper: the window's palette, its fills lightened (ink and toner), or their greys. */
export function inksOf(grey: boolean) {
  const c = (hex: string) => (grey ? toGrey(hex) : hex);
  const T = TERRAIN_COLOURS;
  return {
    paper: c(lighten(T.plain, 0.55)),
    grid: c('#8a7a66'),
    gridFive: c('#5a4a36'),
    text: '#000000',
    band: '#ffffff',
    strip: c('#d0d0d0'),
    forest: { tint: c(lighten(T.forest, 0.5)), ink: c(T.forestInk), fill: c(lighten(T.forest, 0.85)) },
    mountain: { tint: c(lighten(T.mountain, 0.45)), ink: c(T.mountainInk), fill: 'none' },
    swamp: { tint: c(lighten(T.swamp, 0.35)), ink: c(T.swampInk), fill: 'none' },
    river: { tint: c(lighten(T.river, 0.35)), ink: c(T.riverEdge), fill: 'none' },
    roadCasing: c(T.roadCasing),
    roadFill: c(T.roadFill),
    bridge: c(T.bridge),
    fortress: c(lighten(T.fortress, 0.35)),
    wall: c(T.fortressWall),
    sheet: c(T.sheet),
  };
}
export type Inks = ReturnType<typeof inksOf>;

export const KIND: Readonly<Record<string, 'mountain' | 'forest' | 'swamp' | 'river'>> = { M: 'mountain', T: 'forest', S: 'swamp', '~': 'river', '#': 'river' };
export const STROKE: Readonly<Record<'mountain' | 'forest' | 'swamp' | 'river', number>> = { forest: 0.75, mountain: 0.85, swamp: 0.7, river: 0.75 };

/** A cross in a circle, for laying one page over its neighbour. */
export const registration = (x: number, y: number): string =>
  `<circle cx="${mm(x)}" cy="${mm(y)}" r="1.1" fill="none" stroke="#000" stroke-width="0.15"/><path d="M${mm(x - 1.7)} ${mm(y)}h3.4M${mm(x)} ${mm(y - 1.7)}v3.4" stroke="#000" stroke-width="0.15"/>`;

/** A number as the document's language writes it (the decimal comma in Russian). */
export const fmt = (n: number, lang: Lang): string => (lang === 'ru' ? String(n).replace('.', ',') : String(n));
