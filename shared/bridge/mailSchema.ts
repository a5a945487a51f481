/**
 * The move file's schema (`polkovodets-move/1`): a move file is untrusted input, so every field is
 * bounded — short ids, cells of whole numbers, at most MAX_MOVE_ACTIONS actions (the service then
 * allows only the army's commanders + 2). Extra top-level fields are welcome (the contract says so)
 * and dropped; an action carries only its own fields.
 */
import { z } from 'zod';
import { ARMIES, UNIT_TYPES, type Army, type UnitType } from '../rules/polkovodets';
import { MOVE_FORMAT, type MoveFile } from './mail';

/** More actions than any army has commanders + 2: refused before anything else is looked at. */
export const MAX_MOVE_ACTIONS = 200;

const id = z.string().min(1).max(64);
const cell = z.tuple([z.number().int().min(0).max(10_000), z.number().int().min(0).max(10_000)]);
const army = z.enum(ARMIES as readonly Army[] as [Army, ...Army[]]);

const order = z
  .object({
    commander: id,
    kind: z.enum(['move', 'strike', 'step', 'recruit']),
    unit: id.optional(),
    to: cell,
    target: id.optional(),
    road: z.boolean().optional(),
    recruit: z.enum(UNIT_TYPES as readonly UnitType[] as [UnitType, ...UnitType[]]).optional(),
  })
  .strict()
  // Each kind with what it needs: a unit to move or strike with, a type to recruit.
  .refine((o) => (o.kind === 'move' || o.kind === 'strike' ? o.unit !== undefined : o.kind === 'recruit' ? o.recruit !== undefined : true), { message: 'a move or strike names its unit, a recruitment its type' });

const action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), order }).strict(),
  z.object({ kind: z.literal('end_move') }).strict(),
  z.object({ kind: z.literal('appoint'), at: cell }).strict(),
]);

export const moveFileSchema = z.object({
  format: z.literal(MOVE_FORMAT),
  campaign: z.string().regex(/^[0-9a-f]{32}$/),
  army,
  basedOn: z.object({ seq: z.number().int().min(0), stateHash: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
  key: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/),
  actions: z.array(action).min(1).max(MAX_MOVE_ACTIONS),
});

/** A move file's JSON checked, or where it is wrong (the first problem's path and zod's words). */
export function parseMoveFile(json: unknown): { ok: true; value: MoveFile } | { ok: false; path: string; problem: string } {
  const r = moveFileSchema.safeParse(json);
  if (r.success) return { ok: true, value: r.data as MoveFile };
  const issue = r.error.issues[0];
  return { ok: false, path: issue.path.join('.') || '(file)', problem: issue.message.slice(0, 200) };
}
