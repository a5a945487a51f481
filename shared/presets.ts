/**
 * Campaign presets: which armies take part, the goal, the army size (a concrete deployment on the
 * default map, assets/maps/default.json), starting depots and the turn limit (rulings.md, «Presets»).
 *
 * `presetScenario(options)` turns the options into a scenario in the public `polkovodets-scenario/1`
 * format (shared contract), which the campaign service loads like any scenario file. Pure: no I/O, no
 * clock; the move order is drawn by a seeded lot (shared/rules/random.ts), so the same options and
 * seed always give the same campaign.
 */
import { createRandom, shuffle } from './rules/random';

import { ARMIES, SCENARIO_LIMITS, type Army, type Goal, type MapDef, type ScenarioJson as EngineScenarioJson, type UnitType } from './rules/polkovodets';
import { DEFAULT_HOMES, mapToJson } from './rules/polkovodets/mapFormat';
import type { ScenarioMapJson } from './rules/polkovodets/scenarioMap';
import { deployOnMap, homeFortresses, type CorpsPlan } from './rules/polkovodets/mapDeploy';
import { validateMap } from './rules/polkovodets/mapValidate';
import { DEFAULT_MAP } from './rules/polkovodets/defaultMap';

export { ARMIES, type Army, type UnitType };
export type PresetSize = 'small' | 'standard' | 'large';
export type PresetGoal = Goal;

export const PRESET_SIZES: readonly PresetSize[] = ['small', 'standard', 'large'];
export const PRESET_GOALS: readonly PresetGoal[] = ['rout', 'fortresses'];
export const DEFAULT_TURN_LIMIT = 80;
/** Starting depots per army, in regimental depots, by army size. */
export const DEFAULT_DEPOTS: Readonly<Record<PresetSize, number>> = { small: 15, standard: 25, large: 40 };

export interface PresetOptions {
  /** Two or three distinct armies, in any order (the move order is drawn by lot). */
  armies: Army[];
  goal: PresetGoal;
  size: PresetSize;
  /** Seed of the lot for the move order; recorded in the scenario. */
  seed: number;
  /** Starting depots of every army; default by size (DEFAULT_DEPOTS). */
  depots?: number;
  /** Number of turns (rounds); default 80. */
  turnLimit?: number;
  /** The horse-battery variant: moves as a dragoon (default) or as a foot battery. */
  horseBatteryMove?: 'dragoon' | 'battery';
}

/** A preset scenario: the engine's scenario format, always on the default map. */
export type ScenarioJson = EngineScenarioJson & { map: 'default'; seed: number };
export type ScenarioUnitJson = ScenarioJson['units'][number];

/**
 * Each army's home: two fortresses on its own sheet of the default map (sheets are 30 columns wide:
 * left x 0–29, middle x 30–59, right x 60–89). An army in play owns its two homes at the start;
 * the homes of an army not in play start ownerless.
 */
export const HOMES: Readonly<Record<Army, { readonly fortresses: readonly [string, string]; readonly sheet: 0 | 1 | 2 }>> = {
  A: { fortresses: DEFAULT_HOMES.A, sheet: 0 },
  N: { fortresses: DEFAULT_HOMES.N, sheet: 1 },
  F: { fortresses: DEFAULT_HOMES.F, sheet: 2 },
};

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

const SIZE_RANK: Readonly<Record<PresetSize, number>> = { small: 0, standard: 1, large: 2 };

/** The placements of one army in one size. */
export function presetDeployment(army: Army, size: PresetSize): Placement[] {
  return DEPLOYMENTS[army].filter(([since]) => SIZE_RANK[since] <= SIZE_RANK[size]);
}

/** Keys of the reasons a set of preset options is refused (texts in PRESET_ERROR_MESSAGES). */
export type PresetErrorKey =
  | 'preset/armies_count'
  | 'preset/army_unknown'
  | 'preset/army_duplicate'
  | 'preset/goal_unknown'
  | 'preset/size_unknown'
  | 'preset/seed_invalid'
  | 'preset/turn_limit_invalid'
  | 'preset/depots_invalid'
  | 'preset/horse_battery_move_unknown'
  | 'preset/map_refused'
  | 'preset/map_no_room';

export const PRESET_ERROR_MESSAGES: Readonly<Record<PresetErrorKey, { readonly ru: string; readonly en: string }>> = {
  'preset/horse_battery_move_unknown': { ru: 'Конная артиллерия ходит «как драгуны» (dragoon) или «как пешая батарея» (battery).', en: 'The horse battery moves "as dragoons" (dragoon) or "as a foot battery" (battery).' },
  'preset/map_refused': { ru: 'На этой карте кампанию не начать: проверка карты нашла ошибки (polk map validate).', en: 'No campaign can start on this map: the map check found errors (polk map validate).' },
  'preset/map_no_room': { ru: 'На карте не хватает места, чтобы расставить армии вокруг их крепостей: нужны свободные клетки открытой местности или дороги рядом с крепостями.', en: 'The map has no room to deploy the armies around their fortresses: free open ground or road is needed near the fortresses.' },
  'preset/armies_count': { ru: 'В кампании участвуют две или три армии.', en: 'A campaign needs two or three armies.' },
  'preset/army_unknown': { ru: 'Неизвестная армия: допустимы A, N, F.', en: 'Unknown army: use A, N or F.' },
  'preset/army_duplicate': { ru: 'Армия указана дважды.', en: 'An army is listed twice.' },
  'preset/goal_unknown': { ru: 'Цель кампании: rout (разгром) или fortresses (крепости).', en: 'The goal is rout or fortresses.' },
  'preset/size_unknown': { ru: 'Размер армий: small, standard или large.', en: 'The army size is small, standard or large.' },
  'preset/seed_invalid': { ru: 'Зерно жребия — целое число.', en: 'The seed must be an integer.' },
  'preset/turn_limit_invalid': { ru: 'Число ходов — целое число от 1 до 10 000.', en: 'The turn limit must be an integer from 1 to 10,000.' },
  'preset/depots_invalid': { ru: 'Склады — число от 0 до 1 000 000 000, кратное 0,5.', en: 'Depots must be a multiple of 0.5 from 0 to 1,000,000,000.' },
};

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/** Checks preset options as they come (from the command line or the window): an error key, or null. */
export function validatePresetOptions(o: { readonly [K in keyof PresetOptions]?: unknown }): PresetErrorKey | null {
  const armies = o.armies;
  if (!Array.isArray(armies) || armies.length < 2 || armies.length > 3) return 'preset/armies_count';
  if (!armies.every((a) => isOneOf(ARMIES, a))) return 'preset/army_unknown';
  if (new Set(armies).size !== armies.length) return 'preset/army_duplicate';
  if (!isOneOf(PRESET_GOALS, o.goal)) return 'preset/goal_unknown';
  if (!isOneOf(PRESET_SIZES, o.size)) return 'preset/size_unknown';
  if (!Number.isSafeInteger(o.seed)) return 'preset/seed_invalid';
  if (o.turnLimit !== undefined && !(Number.isSafeInteger(o.turnLimit) && (o.turnLimit as number) >= 1 && (o.turnLimit as number) <= SCENARIO_LIMITS.turnLimit)) {
    return 'preset/turn_limit_invalid';
  }
  if (o.horseBatteryMove !== undefined && o.horseBatteryMove !== 'dragoon' && o.horseBatteryMove !== 'battery') return 'preset/horse_battery_move_unknown';
  if (o.depots !== undefined) {
    const d = o.depots;
    if (typeof d !== 'number' || !Number.isFinite(d) || d < 0 || d > SCENARIO_LIMITS.depots || !Number.isInteger(d * 2)) return 'preset/depots_invalid';
  }
  return null;
}

/** The move order drawn by lot: the armies in canonical order (A, N, F), shuffled with the seed. */
export function drawMoveOrder(armies: readonly Army[], seed: number): Army[] {
  const canonical = ARMIES.filter((a) => armies.includes(a));
  return shuffle(createRandom(seed), canonical)[0];
}

/**
 * The scenario for a set of presets. Throws on options that validatePresetOptions refuses (callers
 * validate first and show the message; a throw here is a bug).
 */
export function presetScenario(options: PresetOptions): ScenarioJson {
  const error = validatePresetOptions(options);
  if (error) throw new Error(`presetScenario: ${error}`);
  const armies = drawMoveOrder(options.armies, options.seed);
  const placed = (army: Army) => presetDeployment(army, options.size).map(([, type, x, y]) => ({ type, x, y }));
  return { ...assemble(options, armies, (army) => HOMES[army].fortresses, placed), map: 'default' };
}

/**
 * A preset scenario's fields but its map: depots, the homes owned, the units with their ids (the
 * marshal `A-M`, generals `A-G1`…, the others `A1`…, in the order placed), in the scenario's key order.
 */
function assemble(options: PresetOptions, armies: Army[], homesOf: (army: Army) => readonly string[], placed: (army: Army) => { type: UnitType; x: number; y: number }[]) {
  const startDepots = options.depots ?? DEFAULT_DEPOTS[options.size];
  const depots: Partial<Record<Army, number>> = {};
  // Keyed by fortress name: no prototype, as in every object keyed by names (names are data).
  const fortressOwners = Object.create(null) as Record<string, Army>;
  const units: ScenarioUnitJson[] = [];
  for (const army of armies) {
    depots[army] = startDepots;
    for (const name of homesOf(army)) fortressOwners[name] = army;
    let generals = 0;
    let others = 0;
    for (const { type, x, y } of placed(army)) {
      const id = type === 'marshal' ? `${army}-M` : type === 'general' ? `${army}-G${++generals}` : `${army}${++others}`;
      units.push({ id, army, type, x, y });
    }
  }
  return {
    format: 'polkovodets-scenario/1' as const,
    map: 'default' as 'default' | ScenarioMapJson,
    armies,
    toMove: armies[0],
    turn: 1,
    turnLimit: options.turnLimit ?? DEFAULT_TURN_LIMIT,
    goal: options.goal,
    depots,
    fortressOwners,
    units,
    seed: options.seed,
    ...(options.horseBatteryMove && options.horseBatteryMove !== 'dragoon' ? { horseBatteryMove: options.horseBatteryMove } : {}),
  };
}

/** A preset scenario on a map of the game master's own (the scenario's map is written inline). */
export type MapScenarioJson = EngineScenarioJson & { seed: number };

/** The corps of an army's preset deployment: each commander and the units after him, in order. */
export function presetCorps(army: Army, size: PresetSize): CorpsPlan[] {
  const corps: { commander: UnitType; units: UnitType[] }[] = [];
  for (const [, type] of presetDeployment(army, size)) {
    if (type === 'marshal' || type === 'general') corps.push({ commander: type, units: [] });
    else corps[corps.length - 1].units.push(type);
  }
  return corps;
}

/** Is this the console's default map (its rows and fortresses; homes, when written, the presets' own)? */
export function isDefaultMap(map: MapDef): boolean {
  const plain = (m: MapDef) => JSON.stringify([m.width, m.height, m.rows, m.fortresses.map((f) => [f.name, f.nameEn, f.cells])]);
  return map.fortresses.every((f) => f.home === undefined || HOMES[f.home].fortresses.includes(f.name)) && plain(map) === plain(DEFAULT_MAP);
}

/**
 * The scenario for a set of presets on any map: the armies deploy around their home fortresses
 * (shared/rules/polkovodets/mapDeploy.ts). The default map (`isDefaultMap`) gives exactly
 * `presetScenario(options)`. A map the check refuses, or one without room, is an error key.
 */
export function presetScenarioOnMap(options: PresetOptions, map: MapDef): { ok: true; value: MapScenarioJson } | { ok: false; error: PresetErrorKey } {
  const error = validatePresetOptions(options);
  if (error) return { ok: false, error };
  if (isDefaultMap(map)) return { ok: true, value: presetScenario(options) };
  if (validateMap(map).refusals.length) return { ok: false, error: 'preset/map_refused' };
  const armies = drawMoveOrder(options.armies, options.seed);
  const homes = homeFortresses(map, armies);
  const canonical = ARMIES.filter((a) => armies.includes(a));
  const deployed = deployOnMap(
    map,
    canonical.map((army) => ({ army, homes: homes[army], corps: presetCorps(army, options.size) })),
  );
  if (!deployed.ok) return { ok: false, error: 'preset/map_no_room' };
  return { ok: true, value: { ...assemble(options, armies, (army) => homes[army], (army) => deployed.value.filter((u) => u.army === army)), map: mapToJson(map) } };
}
