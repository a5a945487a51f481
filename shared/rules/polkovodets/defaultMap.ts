/** The console's own three-sheet map (assets/maps/default.json, made by scripts/make-default-map.mjs). */
import raw from '../../../assets/maps/default.json';
import type { MapDef } from './types';

export const DEFAULT_MAP: MapDef = raw as unknown as MapDef;
