/**
 * Why a scenario is refused: a closed union of codes, each with its own typed detail (as chessops'
 * `IllegalSetup`). Every refusal names the field at fault (`units[3].x`, `map.fortresses[2].colour`;
 * '' for the file as a whole), also inside `detail` so that a message can print it.
 */

type Found = string;

/** Each setup code and the detail its message needs (besides `field`). */
export type SetupDetails = {
  'setup/not_json': { reason: string };
  'setup/not_object': { found: Found };
  'setup/too_large': { length: number; max: number };
  'setup/unknown_field': Record<never, never>;
  'setup/format': { found: Found; expected: string };
  'setup/type': { expected: string; found: Found };
  'setup/out_of_range': { value: Found; min: number; max: number };
  'setup/too_many': { count: number; max: number };
  'setup/map': { found: Found };
  'setup/map_size': { value: Found; max: number };
  'setup/map_rows': { expected: number; found: number | Found };
  'setup/map_row_width': { expected: number; found: number | Found };
  'setup/map_char': { char: string; x: number; y: number };
  'setup/map_sheets': { count: number; width: number; height: number; mapWidth: number; mapHeight: number };
  'setup/fortress_name': { name: Found };
  'setup/name_text': { name: Found; max: number; problem: 'length' | 'characters' | 'spaces' };
  'setup/fortress_cells': Record<never, never>;
  'setup/fortress_terrain': { x: number; y: number; terrain: string };
  'setup/fortress_overlap': { x: number; y: number };
  'setup/fortress_unknown': { name: Found };
  'setup/army_unknown': { army: Found };
  'setup/army_duplicate': { army: string };
  'setup/armies_count': { count: number };
  'setup/to_move': { army: Found };
  'setup/turn_limit': { value: Found };
  'setup/turn_range': { turn: Found; turnLimit: number };
  'setup/goal': { goal: Found };
  'setup/horse_battery_move': { value: Found };
  'setup/depots_negative': { value: number };
  'setup/depots_half': { value: number };
  'setup/hold_count': { value: Found };
  'setup/hold_own_fortress': { name: string; army: string };
  'setup/unit_id': { id: Found };
  'setup/unit_id_chars': { id: Found };
  'setup/unit_id_number': { id: Found; max: number };
  'setup/unit_id_duplicate': { id: string };
  'setup/unit_type': { type: Found };
  'setup/off_map': { x: number; y: number; width?: number; height?: number };
  'setup/cell_taken': { x: number; y: number; other: string };
  'setup/terrain_closed': { type: string; terrain: string; x: number; y: number };
  'setup/battery_river': { type: string; terrain: string; x: number; y: number };
  'setup/river_moves': { value: Found | number };
  'setup/acted': { id: string };
  'setup/out_army_has_units': { army: string };
  'setup/out_army_owns': { army: string; name: string };
  'setup/ordered': { id: Found };
  'setup/ordered_duplicate': { id: string };
  'setup/status': { value: Found };
  'setup/winner': { value: Found };
};

export type SetupCode = keyof SetupDetails;

/** A setup refusal: its code, the field at fault, and the code's own detail. */
export type SetupError = {
  [C in SetupCode]: { readonly code: C; readonly field: string; readonly detail: Readonly<SetupDetails[C] & { field: string }> };
}[SetupCode];

/** Every setup code (tests walk them: each has words in both languages that name the field). */
export const SETUP_CODES = [
  'setup/not_json', 'setup/not_object', 'setup/too_large', 'setup/unknown_field', 'setup/format', 'setup/type', 'setup/out_of_range', 'setup/too_many',
  'setup/map', 'setup/map_size', 'setup/map_rows', 'setup/map_row_width', 'setup/map_char', 'setup/map_sheets',
  'setup/fortress_name', 'setup/name_text', 'setup/fortress_cells', 'setup/fortress_terrain', 'setup/fortress_overlap', 'setup/fortress_unknown',
  'setup/army_unknown', 'setup/army_duplicate', 'setup/armies_count', 'setup/to_move', 'setup/turn_limit', 'setup/turn_range', 'setup/goal', 'setup/horse_battery_move',
  'setup/depots_negative', 'setup/depots_half', 'setup/hold_count', 'setup/hold_own_fortress',
  'setup/unit_id', 'setup/unit_id_chars', 'setup/unit_id_number', 'setup/unit_id_duplicate', 'setup/unit_type', 'setup/off_map', 'setup/cell_taken', 'setup/terrain_closed', 'setup/battery_river', 'setup/river_moves', 'setup/acted',
  'setup/out_army_has_units', 'setup/out_army_owns', 'setup/ordered', 'setup/ordered_duplicate', 'setup/status', 'setup/winner',
] as const satisfies readonly SetupCode[];
// A code added to SetupDetails but not to the list fails to compile here.
const _allCodes: Exclude<SetupCode, (typeof SETUP_CODES)[number]> extends never ? true : never = true;
void _allCodes;

export type SetupFailure = { readonly ok: false; readonly error: SetupError };

/** A refusal of a scenario. */
export function setupFailure<C extends SetupCode>(code: C, field: string, detail: SetupDetails[C]): SetupFailure {
  // The mapped union cannot follow a generic code to its member; the signature above keeps it sound.
  return { ok: false, error: { code, field, detail: { field, ...detail } } as SetupError };
}
