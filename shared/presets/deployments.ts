/**
 * The presets' deployments on the default map, drawn by hand: each army's units, every size from
 * `since` up (small ⊂ standard ⊂ large), around its two home fortresses (shared/presets/index.ts HOMES).
 */
import type { Army, UnitType } from '../rules/polkovodets';

export type PresetSize = 'small' | 'standard' | 'large';

/** One unit of a deployment: it stands in every size from `since` up (small ⊂ standard ⊂ large). */
export type Placement = readonly [since: PresetSize, type: UnitType, x: number, y: number];

/*
 * The deployments. Every army has the same order of battle, so no side starts stronger:
 *
 *   size      commanders              units  musk gren jäg drag huss uhl coss cuir batt horse-b
 *   small     marshal + 1 general      10     3    1    1   1    1    –   1    1    1    –
 *   standard  marshal + 3 generals     24     6    3    3   2    2    2   2    2    1    1
 *   large     marshal + 5 generals     45    12    5    5   4    3    3   4    3    4    2
 *
 * Corps (the commander first, then the units he is meant to command; every unit stands within
 * Chebyshev distance 6 of a commander present in the same size, so every unit can be ordered):
 *   marshal   at a home fortress with the main body (Белый город, Загорье, Лесной замок)
 *   general 1 at the first home fortress
 *   general 2 the vanguard, toward the enemy               (standard, large)
 *   general 3 the cavalry                                  (standard, large)
 *   general 4 and general 5                                (large)
 * Nobody stands on a fortress cell (they stay free for recruitment), on the river, or next to an
 * enemy; horse and guns stand on open ground or road only (not mountain, forest or swamp). Jägers
 * and the cossack class may start in a wood.
 */
const RUSSIA: readonly Placement[] = [
  // Marshal's corps, Белый город, facing the bridge.
  ['small', 'marshal', 11, 17],
  ['small', 'grenadier', 16, 18],
  ['small', 'musketeer', 16, 19],
  ['small', 'musketeer', 16, 21],
  ['small', 'battery', 17, 18],
  ['small', 'cuirassier', 10, 22],
  ['small', 'dragoon', 15, 23],
  ['standard', 'musketeer', 16, 22],
  ['standard', 'grenadier', 11, 21],
  ['standard', 'horse_battery', 15, 16],
  ['large', 'battery', 17, 21],
  // General 1, Цитадель.
  ['small', 'general', 5, 11],
  ['small', 'musketeer', 9, 8],
  ['small', 'jager', 10, 6],
  ['small', 'hussar', 4, 13],
  ['small', 'cossack', 8, 13],
  ['standard', 'grenadier', 5, 7],
  ['standard', 'jager', 9, 5],
  ['large', 'musketeer', 9, 7],
  ['large', 'musketeer', 3, 8],
  ['large', 'battery', 10, 10],
  // General 2, the vanguard on the highway before the bridge.
  ['standard', 'general', 21, 18],
  ['standard', 'musketeer', 24, 19],
  ['standard', 'musketeer', 24, 21],
  ['standard', 'jager', 22, 15],
  ['standard', 'hussar', 25, 23],
  ['large', 'musketeer', 23, 17],
  ['large', 'grenadier', 24, 20],
  ['large', 'battery', 25, 18],
  ['large', 'dragoon', 21, 24],
  // General 3, the cavalry south of the highway.
  ['standard', 'general', 16, 27],
  ['standard', 'dragoon', 18, 25],
  ['standard', 'uhlan', 19, 27],
  ['standard', 'uhlan', 19, 29],
  ['standard', 'cossack', 14, 30],
  ['standard', 'cuirassier', 16, 24],
  ['large', 'hussar', 20, 31],
  ['large', 'horse_battery', 17, 29],
  // General 4, by the pine wood.
  ['large', 'general', 14, 7],
  ['large', 'jager', 17, 6],
  ['large', 'jager', 19, 10],
  ['large', 'cossack', 17, 3],
  ['large', 'uhlan', 13, 2],
  ['large', 'musketeer', 15, 9],
  ['large', 'musketeer', 12, 5],
  // General 5, the reserve on the western highway.
  ['large', 'general', 6, 22],
  ['large', 'musketeer', 8, 24],
  ['large', 'grenadier', 7, 19],
  ['large', 'dragoon', 4, 18],
  ['large', 'cossack', 5, 27],
  ['large', 'cuirassier', 9, 26],
];

const FRANCE: readonly Placement[] = [
  // Marshal's corps, Загорье.
  ['small', 'marshal', 48, 30],
  ['small', 'grenadier', 45, 28],
  ['small', 'musketeer', 44, 27],
  ['small', 'musketeer', 44, 30],
  ['small', 'battery', 46, 31],
  ['small', 'cuirassier', 54, 30],
  ['small', 'dragoon', 47, 34],
  ['standard', 'musketeer', 44, 32],
  ['standard', 'grenadier', 52, 26],
  ['standard', 'horse_battery', 47, 25],
  ['large', 'battery', 53, 28],
  // General 1, Фольварк.
  ['small', 'general', 46, 11],
  ['small', 'musketeer', 42, 8],
  ['small', 'jager', 48, 5],
  ['small', 'hussar', 50, 12],
  ['small', 'cossack', 41, 12],
  ['standard', 'grenadier', 44, 7],
  ['standard', 'jager', 50, 5],
  ['large', 'musketeer', 43, 13],
  ['large', 'musketeer', 48, 9],
  ['large', 'battery', 41, 9],
  // General 2, the vanguard facing the bridge.
  ['standard', 'general', 40, 17],
  ['standard', 'musketeer', 38, 16],
  ['standard', 'musketeer', 38, 21],
  ['standard', 'jager', 37, 14],
  ['standard', 'hussar', 42, 22],
  ['large', 'musketeer', 39, 19],
  ['large', 'grenadier', 38, 18],
  ['large', 'battery', 40, 21],
  ['large', 'dragoon', 43, 16],
  // General 3, the cavalry between the spur and Загорье.
  ['standard', 'general', 55, 22],
  ['standard', 'dragoon', 53, 20],
  ['standard', 'uhlan', 57, 21],
  ['standard', 'uhlan', 56, 24],
  ['standard', 'cossack', 53, 24],
  ['standard', 'cuirassier', 58, 23],
  ['large', 'hussar', 52, 21],
  ['large', 'horse_battery', 55, 19],
  // General 4, before the pass.
  ['large', 'general', 53, 12],
  ['large', 'musketeer', 55, 11],
  ['large', 'musketeer', 52, 13],
  ['large', 'jager', 57, 7],
  ['large', 'jager', 56, 14],
  ['large', 'cossack', 54, 14],
  ['large', 'uhlan', 50, 14],
  // General 5, the reserve south of the marsh.
  ['large', 'general', 42, 33],
  ['large', 'musketeer', 40, 36],
  ['large', 'grenadier', 44, 35],
  ['large', 'dragoon', 45, 37],
  ['large', 'cossack', 38, 33],
  ['large', 'cuirassier', 41, 38],
];

const AUSTRIA: readonly Placement[] = [
  // Marshal's corps, Лесной замок.
  ['small', 'marshal', 76, 10],
  ['small', 'grenadier', 71, 12],
  ['small', 'musketeer', 70, 8],
  ['small', 'musketeer', 70, 11],
  ['small', 'battery', 74, 8],
  ['small', 'cuirassier', 79, 12],
  ['small', 'dragoon', 77, 15],
  ['standard', 'musketeer', 74, 12],
  ['standard', 'grenadier', 78, 8],
  ['standard', 'horse_battery', 80, 10],
  ['large', 'battery', 73, 13],
  // General 1, Дальний монастырь.
  ['small', 'general', 82, 30],
  ['small', 'musketeer', 80, 31],
  ['small', 'jager', 78, 27],
  ['small', 'hussar', 86, 28],
  ['small', 'cossack', 87, 35],
  ['standard', 'grenadier', 82, 34],
  ['standard', 'jager', 79, 29],
  ['large', 'musketeer', 86, 31],
  ['large', 'musketeer', 83, 35],
  ['large', 'battery', 86, 34],
  // General 2, the vanguard at the forest's edge, covering the pass.
  ['standard', 'general', 67, 18],
  ['standard', 'musketeer', 65, 17],
  ['standard', 'musketeer', 66, 20],
  ['standard', 'jager', 67, 14],
  ['standard', 'hussar', 70, 21],
  ['large', 'musketeer', 68, 21],
  ['large', 'grenadier', 66, 22],
  ['large', 'battery', 69, 18],
  ['large', 'dragoon', 71, 19],
  // General 3, the cavalry in the open east.
  ['standard', 'general', 84, 20],
  ['standard', 'dragoon', 82, 18],
  ['standard', 'uhlan', 86, 17],
  ['standard', 'uhlan', 87, 22],
  ['standard', 'cossack', 81, 22],
  ['standard', 'cuirassier', 88, 19],
  ['large', 'hussar', 85, 24],
  ['large', 'horse_battery', 83, 16],
  // General 4, north of the castle.
  ['large', 'general', 82, 6],
  ['large', 'musketeer', 80, 8],
  ['large', 'musketeer', 84, 8],
  ['large', 'jager', 76, 5],
  ['large', 'jager', 78, 3],
  ['large', 'cossack', 86, 4],
  ['large', 'uhlan', 83, 2],
  // General 5, the reserve on the southern highway.
  ['large', 'general', 70, 31],
  ['large', 'musketeer', 68, 33],
  ['large', 'grenadier', 72, 30],
  ['large', 'dragoon', 73, 36],
  ['large', 'cossack', 66, 37],
  ['large', 'cuirassier', 75, 31],
];

export const DEPLOYMENTS: Readonly<Record<Army, readonly Placement[]>> = { A: RUSSIA, N: FRANCE, F: AUSTRIA };
