/**
 * The one checked way from stored text to a position: the shape of a `GameState` as `stateText`
 * writes it (the map left out), as a zod schema over the engine's own lists (ARMIES, UNIT_TYPES,
 * RULES_VERSIONS), plus the few cross-checks the shape cannot say (the army to move plays, no unit
 * id twice, every unit on the map, every fortress the map's). It accepts every state `reduce`
 * produces — mid-move and finished included (tests/db/stateSchema.property.test.ts) — and anything
 * else throws, which `decodeStored` turns into `file/damaged` naming the table, column and seq.
 */
import { z } from 'zod';
import { ARMIES, RULES_VERSIONS, UNIT_TYPES, type Army, type GameState, type MapDef, type RulesVersion, type UnitType } from '../shared/rules/polkovodets';

const army = z.enum(ARMIES as readonly Army[] as [Army, ...Army[]]);
const count = z.number().int().min(0);
const armyCounts = z.partialRecord(army, z.number().int());

const unit = z
  .object({
    id: z.string().min(1),
    army,
    type: z.enum(UNIT_TYPES as readonly UnitType[] as [UnitType, ...UnitType[]]),
    x: count,
    y: count,
    acted: z.boolean(),
    riverMoves: count,
  })
  .strict();

const fortress = z
  .object({
    name: z.string().min(1),
    owner: army.nullable(),
    hold: z.object({ army, count }).strict().nullable(),
  })
  .strict();

/** A stored state, the map left out. */
export const storedStateSchema = z
  .object({
    rulesVersion: z.union(RULES_VERSIONS.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<RulesVersion>, z.ZodLiteral<RulesVersion>]),
    mapRef: z.enum(['default', 'inline']),
    options: z
      .object({
        goal: z.enum(['rout', 'fortresses']),
        turnLimit: z.number().int().min(1),
        horseBatteryMove: z.enum(['dragoon', 'battery']),
      })
      .strict(),
    armies: z.array(army).min(1),
    out: z.array(army),
    toMove: army,
    turn: z.number().int().min(1),
    status: z.enum(['playing', 'finished']),
    winner: z.union([army, z.literal('draw')]).nullable(),
    depots: armyCounts,
    units: z.array(unit),
    fortresses: z.array(fortress),
    ordered: z.array(z.string()),
    serial: count,
    nextIds: z.partialRecord(army, count).optional(),
    seed: z.number().int().nullable(),
  })
  .strict();

/** The first thing wrong with a decoded state against its map, or null. */
function crossCheck(s: z.infer<typeof storedStateSchema>, map: MapDef): string | null {
  if (!s.armies.includes(s.toMove)) return `toMove: ${s.toMove} is not one of the armies`;
  const stray = s.out.find((a) => !s.armies.includes(a));
  if (stray) return `out: ${stray} is not one of the armies`;
  const ids = new Set<string>();
  for (const [i, u] of s.units.entries()) {
    if (ids.has(u.id)) return `units.${i}.id: ${u.id} twice`;
    ids.add(u.id);
    if (!s.armies.includes(u.army)) return `units.${i}.army: ${u.army} is not one of the armies`;
    if (u.x >= map.width || u.y >= map.height) return `units.${i}: (${u.x}, ${u.y}) is off the ${map.width}×${map.height} map`;
  }
  const names = new Set(map.fortresses.map((f) => f.name));
  const unknown = s.fortresses.findIndex((f) => !names.has(f.name));
  if (unknown >= 0) return `fortresses.${unknown}.name: ${s.fortresses[unknown].name} is not on the map`;
  return null;
}

/** Decode a stored state's text with its map; throws (with the path of what is wrong) on anything `stateText` never wrote. */
export function decodeState(text: string, map: MapDef): GameState {
  const parsed = storedStateSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue.path.join('.') || '(state)'}: ${issue.message}`);
  }
  const wrong = crossCheck(parsed.data, map);
  if (wrong) throw new Error(wrong);
  const { nextIds, ...rest } = parsed.data;
  // Rules version 1 stores no `nextIds`: the key stays absent, as the engine made it (the hash is of the text).
  return { ...rest, ...(nextIds === undefined ? {} : { nextIds }), map } as GameState;
}
