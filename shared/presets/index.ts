/**
 * Campaign presets: which armies take part, the goal, the army size (a concrete deployment on the
 * default map, assets/maps/default.json), starting depots and the turn limit (rulings.md, «Presets»).
 *
 * `presetScenario(options)` turns the options into a scenario in the public `polkovodets-scenario/1`
 * format (shared contract), which the campaign service loads like any scenario file. Pure: no I/O, no
 * clock; the move order is drawn by a seeded lot (shared/rules/random.ts), so the same options and
 * seed always give the same campaign.
 */
import { createRandom, shuffle } from '../rules/random';

import { ARMIES, MAX_ARMIES, MIN_ARMIES, SCENARIO_LIMITS, type Army, type Goal, type MapDef, type ScenarioJson as EngineScenarioJson, type UnitType } from '../rules/polkovodets';
import { DEFAULT_HOMES, mapToJson } from '../rules/polkovodets/mapFormat';
import type { ScenarioMapJson } from '../rules/polkovodets/scenarioMap';
import { deployOnMap, homeFortresses, type CorpsPlan } from '../rules/polkovodets/mapDeploy';
import { validateMap } from '../rules/polkovodets/mapValidate';
import { DEFAULT_MAP } from '../rules/polkovodets/defaultMap';
import { armiesInPlayCount, armyLetters } from '../vocab/names';

export { ARMIES, type Army, type UnitType };
export type { PresetSize } from './deployments';
import type { PresetSize } from './deployments';
import { DEPLOYMENTS, type Placement } from './deployments';
export { DEPLOYMENTS, type Placement } from './deployments';
export type PresetGoal = Goal;

export const PRESET_SIZES: readonly PresetSize[] = ['small', 'standard', 'large'];
export const PRESET_GOALS: readonly PresetGoal[] = ['rout', 'fortresses'];
export const DEFAULT_TURN_LIMIT = 80;
/** Starting depots per army, in regimental depots, by army size. */
export const DEFAULT_DEPOTS: Readonly<Record<PresetSize, number>> = { small: 15, standard: 25, large: 40 };

export interface PresetOptions {
  /** Distinct armies, MIN_ARMIES to MAX_ARMIES of them, in any order (the move order is drawn by lot). */
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
  'preset/armies_count': { ru: `В кампании участвуют ${armiesInPlayCount('ru')} армии.`, en: `A campaign needs ${armiesInPlayCount('en')} armies.` },
  'preset/army_unknown': { ru: `Неизвестная армия: допустимы ${armyLetters('ru')}.`, en: `Unknown army: use ${armyLetters('en', 'or')}.` },
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
  if (!Array.isArray(armies) || armies.length < MIN_ARMIES || armies.length > MAX_ARMIES) return 'preset/armies_count';
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
